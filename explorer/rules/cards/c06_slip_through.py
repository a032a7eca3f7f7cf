"""Card 06 すり抜け / Slip through: a single on a group, a group on a single."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from explorer.engine import movegen
from explorer.engine.melds import Meld, MeldKind
from explorer.engine.contract import Failure, Rule, Scope
from explorer.rules.registry import register

if TYPE_CHECKING:
    from explorer.engine.contract import Table


class SlipThrough(Rule):
    number = 6
    id = "slip_through"
    suits_alike = True
    ja = "すり抜け"
    en = "Slip through"
    law_ja = "同時出しを無視して、単一で出せる。また単一を無視して、同時出しができる。"
    law_en = (
        "A single card may be played on a group, and a group on a single card, ignoring the count "
        "(not on a sequence, and locks still bind)."
    )
    house_ja = "この家訓を持ってる人だけが、この効果を発動できる。"
    house_en = "Only the holder may do this."
    scope = Scope.ONLY
    draft_order = 2
    reads = frozenset[str]()
    brings = 0
    relaxes = frozenset({Failure.COUNT})

    @staticmethod
    def _slips(field: Meld, meld: Meld) -> bool:
        if field.kind is not MeldKind.GROUP or meld.kind is not MeldKind.GROUP:
            return False
        return (field.size >= 2 and meld.size == 1) or (field.size == 1 and meld.size >= 2)

    def candidates(self, state: Table, player: int) -> Iterable[Meld]:
        field = state.field
        if field is None or field.kind is not MeldKind.GROUP or not self.applies(player):
            return ()
        hand = state.hands[player]
        ss = state.rules.suit_sensitive
        lo, hi = state.group_bounds(player)  # a slip must still beat the field, unless a rule waives that
        if field.size >= 2:
            return [*movegen.groups_between(hand, 1, ss, lo, hi), *movegen.joker_singles(hand, ss)]
        return movegen.groups_sized_between(hand, 2, ss, lo, hi)

    def may_relax(self, state: Table, player: int) -> bool:
        field = state.field
        return field is not None and field.kind is MeldKind.GROUP and self.applies(player)

    def relax(self, state: Table, player: int, meld: Meld, failure: Failure) -> bool:
        field = state.field
        return (
            failure is Failure.COUNT
            and field is not None
            and self.applies(player)
            and self._slips(field, meld)
        )


register(SlipThrough)
