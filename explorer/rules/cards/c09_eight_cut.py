"""Card 09 8切り / Eight cut: a play containing an 8 clears the field."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from explorer.engine.melds import JOKER_FACE
from explorer.engine.contract import PlayContext, Rule, Scope
from explorer.rules.registry import register

if TYPE_CHECKING:
    from explorer.engine.cards import Card
    from explorer.engine.melds import Face
    from explorer.engine.contract import Table

EIGHT: Final = 5  # rank index of the 8


class EightCut(Rule):
    number = 9
    id = "eight_cut"
    suits_alike = True
    ja = "8切り"
    en = "Eight cut"
    law_ja = "［８］を含むカードを場に出すと、場が流れる"
    law_en = "A play containing an 8 clears the field; the player who played it leads again."
    house_ja = "この家訓を持ってる人が、カードを場に出したときだけ発動する。"
    house_en = "Fires only when the holder plays."
    scope = Scope.ON_PLAY
    draft_order = 7
    reads = frozenset[str]()
    brings = 0
    face_ranks = frozenset({EIGHT})

    def card_effect(self, state: Table, ctx: PlayContext, card: Card, face: Face) -> None:
        if face == JOKER_FACE or face >> 2 != EIGHT or not self.applies(ctx.player):
            return
        ctx.clear = True
        ctx.fire(self, "clear", "An 8: the field is cut (cleared) after this play.",
                 "［8］が出たので場が流れる（8切り）。", card)


register(EightCut)
