"""Card 14 スート縛り / Suit lock: two plays in a row of one suit lock the field to it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from explorer.engine.cards import suits_str
from explorer.engine.events import Event
from explorer.engine.melds import Meld
from explorer.rules.cards.field_state import SuitLocked as SuitLocked  # its state (see that module)
from explorer.engine.contract import Refusal, Rule, Scope
from explorer.engine.table_values import Mark
from explorer.rules.registry import register

if TYPE_CHECKING:
    from explorer.engine.contract import Table

_REFUSALS: Final[dict[tuple[str, int], Refusal]] = {}
"""The refusal of a play by (the locking rule's id, the locked suits' mask)."""


class SuitLock(Rule):
    number = 14
    id = "suit_lock"
    suits_alike = True
    ja = "スート縛り"
    en = "Suit lock"
    law_ja = (
        "同じスートのカードが2回以上続けて場に出されると、場が流れるまで、同じスートのカードしか出すことができない"
    )
    law_en = (
        "When two plays in a row share a suit, the field is locked to that suit until it clears "
        "(for groups: the suits they have in common)."
    )
    house_ja = (
        "この家訓を持ってる人が、カードを場に出したときだけ発動する。"
        "また、縛りの効果を受けずにカードを出すことができる。"
    )
    house_en = "Fires only when the holder plays; the holder also ignores locks."
    scope = Scope.ON_PLAY
    draft_order = 16
    reads = frozenset[str]()
    brings = 0
    owns = frozenset({Mark.LOCK_SUITS})
    tags = frozenset({"lock"})
    house_waives = frozenset({"lock"})
    suit_sensitive = True

    def observe(self, state: Table, player: int, meld: Meld) -> list[Event]:
        trick = state.trick
        if len(trick) < 2 or state.rule_data(SuitLocked).value or not self.applies(player):
            return []
        return self._lock(state, player, trick[-2][1].suits & meld.suits)

    def reread(self, state: Table, player: int) -> list[Event]:
        """Seed 004: a card taken from the field (card 10) shows the one under it; the lock reads that."""
        under, top = state.under_top(), state.field
        if state.rule_data(SuitLocked).value or under is None or top is None or not self.applies(player):
            return []
        return self._lock(state, player, under[1] & top.suits)

    def _lock(self, state: Table, player: int, common: int) -> list[Event]:
        if not common:
            return []
        state.set_rule_data(SuitLocked(common))
        s = suits_str(common)
        return [Event(self.id, "lock", player,
                      f"Two plays in a row of {s}: the field is locked to {s} until it clears.",
                      f"{s}が2回続いたので、場が流れるまで{s}しか出せない（{self.ja}）。")]

    def may_forbid(self, state: Table, player: int) -> bool:
        return bool(state.rule_data(SuitLocked).value)  # no lock formed: nothing to forbid

    def suits_told_apart(self, state: Table) -> int:
        """The suits the field is locked to (the lock names them; the others are alike to it)."""
        return state.rule_data(SuitLocked).value

    def forbid(self, state: Table, player: int, meld: Meld, laid: Meld) -> Refusal | None:
        lock = state.rule_data(SuitLocked).value
        if not lock or meld.is_lone_joker or meld.suits & lock == lock:
            return None
        got = _REFUSALS.get((self.id, lock))
        if got is None:  # worded once per lock: the listing asks about every candidate
            s = suits_str(lock)
            got = _REFUSALS[self.id, lock] = Refusal(
                self.id, f"the field is locked to {s}; the play must include {s}",
                f"場は{s}に縛られている。{s}を含めて出さなければならない", "locked")
        return got


register(SuitLock)
