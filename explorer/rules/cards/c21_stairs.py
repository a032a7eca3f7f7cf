"""Card 21 階段出し / Stairs: three or more consecutive cards of one suit."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from explorer.engine import movegen
from explorer.engine.melds import Meld, MeldKind
from explorer.engine.contract import Failure, Rule, Scope
from explorer.rules.registry import register

if TYPE_CHECKING:
    from explorer.engine.contract import Table


class Stairs(Rule):
    number = 21
    id = "stairs"
    suits_alike = True
    ja = "階段出し"
    en = "Stairs"
    law_ja = (
        "同じスートのカードで、連番ならば、３枚以上同時に出すことができる。４枚以上だった場合、革命になる。"
        "場が流れるまでは、同じ枚数の連番でなければ、場に出すことができない。"
    )
    law_en = (
        "Three or more consecutive cards of one suit may be played at once; four make a revolution. "
        "Until the field clears, only a higher sequence of the same length may follow."
    )
    house_ja = "この家訓を持ってる人が、カードを場に出したときだけ発動する。"
    house_en = "Only the holder may lead a sequence; once one is down, everyone follows with sequences."
    scope = Scope.ON_PLAY
    draft_order = 9
    reads = frozenset[str]()
    brings = 0
    relaxes = frozenset({Failure.SEQUENCE})
    meld_kinds = frozenset({MeldKind.SEQUENCE})

    def candidates(self, state: Table, player: int) -> Iterable[Meld]:
        field = state.field
        hand = state.hands[player]
        if field is None:
            if not self.applies(player):
                return ()
            return movegen.sequences(hand, 3) + movegen.sequences(hand, 4)
        if field.kind is MeldKind.SEQUENCE:
            return movegen.sequences(hand, field.size)
        return ()

    def may_relax(self, state: Table, player: int) -> bool:
        return self.applies(player)

    def relax(self, state: Table, player: int, meld: Meld, failure: Failure) -> bool:
        return failure is Failure.SEQUENCE and self.applies(player)


register(Stairs)
