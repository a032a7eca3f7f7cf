"""classic.five_skip 5飛ばし / Five skip: each 5 played skips the next player."""

from __future__ import annotations

from typing import TYPE_CHECKING

from explorer.rules.local import FIVE, LocalRule, skip

if TYPE_CHECKING:
    from explorer.cards import Card
    from explorer.melds import Face
    from explorer.rules.rule import PlayContext
    from explorer.state import State


class FiveSkip(LocalRule):
    id = "classic.five_skip"
    ja = "5飛ばし"
    en = "Five skip"
    law_ja = "［5］を出すと、次の人を飛ばす。［5］2枚なら2人飛ばす。場は流れない。"
    law_en = "Each 5 played skips the next player in the current direction (two 5s skip two). The field does not clear."
    face_ranks = frozenset({FIVE})
    per_play_option = True

    def card_effect(self, state: State, ctx: PlayContext, card: Card, face: Face) -> None:
        skip(self, state, ctx, card)
