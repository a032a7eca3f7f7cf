"""classic.nine_reverse 9リバース / Nine reverse: each 9 played reverses the turn order."""

from __future__ import annotations

from typing import TYPE_CHECKING

from explorer.rules.local import NINE, LocalRule, reverse

if TYPE_CHECKING:
    from explorer.cards import Card
    from explorer.melds import Face
    from explorer.rules.rule import PlayContext
    from explorer.state import State


class NineReverse(LocalRule):
    id = "classic.nine_reverse"
    ja = "9リバース"
    en = "Nine reverse"
    law_ja = "［9］を出すと、順番が逆回りになる。［9］2枚なら元に戻る。"
    law_en = "Each 9 played reverses the turn order (two 9s cancel)."
    face_ranks = frozenset({NINE})
    per_play_option = True

    def card_effect(self, state: State, ctx: PlayContext, card: Card, face: Face) -> None:
        reverse(self, state, ctx, card)
