"""Card 08 変身譚 / Metamorphosis: in the exchange, commoners may give the king any card."""

from __future__ import annotations

from typing import TYPE_CHECKING

from explorer.engine.cards import CardMask
from explorer.engine.contract import Rule, Scope
from explorer.rules.registry import register

if TYPE_CHECKING:
    from explorer.engine.contract import Table


class Metamorphosis(Rule):
    number = 8
    id = "metamorphosis"
    suits_alike = True
    ja = "変身譚"
    en = "Metamorphosis"
    law_ja = "交換フェイズで、王にカードを渡すとき、最も強いものではなく、好きなものを渡してもよい。"
    law_en = "In the exchange, a commoner may give the king any card instead of their strongest."
    house_ja = "この家訓を持ってる人だけが、王にカードを渡すとき、最も強いものではなく、好きなものを渡してもよい。"
    house_en = "Only the holder may give the king any card."
    scope = Scope.ONLY
    draft_order = 6
    reads = frozenset({"hands"})
    brings = 0  # it acts at the exchange, before play

    def hands_read(self, state: Table) -> int:
        """None during play: the gifts are given at the exchange, before play starts."""
        return 0

    def exchange_options(self, state: Table, giver: int, to: int, options: CardMask) -> CardMask:
        king = state.standing.king
        if to == king and giver != king and self.applies(giver):
            return state.hands[giver]
        return options


register(Metamorphosis)
