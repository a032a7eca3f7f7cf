"""Card 15 数縛り / Number lock: two plays in a row of consecutive ranks lock the field to the next rank."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from explorer.engine.cards import RANKS, rank_text
from explorer.engine.events import Event
from explorer.engine.melds import Meld, MeldKind
from explorer.rules.cards.field_state import NumberLocked as NumberLocked  # its state (see that module)
from explorer.engine.contract import Refusal, Rule, Scope
from explorer.engine.table_values import Mark
from explorer.rules.registry import register

if TYPE_CHECKING:
    from explorer.engine.contract import Table

_REFUSALS: Final[dict[tuple[str, int], Refusal]] = {}
"""The refusal of a play by (the locking rule's id, the rank the lock wants)."""


def rank_name(rank: int) -> str:
    return RANKS[rank] if 0 <= rank < len(RANKS) else "(none: no rank is left)"


def next_rank(meld: Meld, inverted: bool) -> int:
    """The rank the next play must have after ``meld`` (a sequence: its lowest rank)."""
    if meld.kind is MeldKind.SEQUENCE:
        return meld.rank - meld.size if inverted else meld.top_rank + 1
    return meld.rank - 1 if inverted else meld.rank + 1


class NumberLock(Rule):
    number = 15
    id = "number_lock"
    suits_alike = True
    ja = "数縛り"
    en = "Number lock"
    law_ja = "カードが連番になるように場に出されると、場が流れるまで、連番でないとカードを場に出すことができない。"
    law_en = (
        "When two plays in a row have consecutive ranks, each following play must continue the run "
        "(the next rank up) until the field clears. With suit lock too, this is geki-shibari (激縛)."
    )
    house_ja = (
        "この家訓を持ってる人が、カードを場に出したときだけ発動する。"
        "また、縛りの効果を受けずにカードを出すことができる。"
    )
    house_en = "Fires only when the holder plays; the holder also ignores locks."
    scope = Scope.ON_PLAY
    draft_order = 17
    reads = frozenset[str]()
    brings = 0
    owns = frozenset({Mark.LOCK_RANK})
    tags = frozenset({"lock"})
    house_waives = frozenset({"lock"})

    def observe(self, state: Table, player: int, meld: Meld) -> list[Event]:
        if meld.is_lone_joker:
            return []
        inverted = state.inverted
        if state.rule_data(NumberLocked).value is not None:
            state.set_rule_data(NumberLocked(next_rank(meld, inverted)))
            return []
        trick = state.trick
        if len(trick) < 2 or not self.applies(player):
            return []
        prev = trick[-2][1]
        if prev.is_lone_joker or prev.kind is not meld.kind or next_rank(prev, inverted) != meld.rank:
            return []
        locked = next_rank(meld, inverted)
        state.set_rule_data(NumberLocked(locked))
        r = rank_name(locked)
        r_ja = f"［{rank_text(locked, 'ja')}］" if r in RANKS else "続く数字がないので、誰も出せない"
        return [Event(self.id, "lock", player,
                      f"Consecutive ranks twice in a row: the field is locked; the next play must be {r}.",
                      f"連番が続いたので、場が流れるまで連番でしか出せない（次は{r_ja}）。")]

    def may_forbid(self, state: Table, player: int) -> bool:
        return state.rule_data(NumberLocked).value is not None  # no lock formed: nothing to forbid

    def forbid(self, state: Table, player: int, meld: Meld, laid: Meld) -> Refusal | None:
        want = state.rule_data(NumberLocked).value
        if want is None or meld.is_lone_joker or meld.rank == want:
            return None
        got = _REFUSALS.get((self.id, want))
        if got is None:  # worded once per rank: the listing asks about every candidate
            r = rank_name(want)
            r_ja = f"次は［{rank_text(want, 'ja')}］でなければ出せない" if r in RANKS else "続く数字がないので、誰も出せない"
            got = _REFUSALS[self.id, want] = Refusal(
                self.id, f"the field is number-locked; the next play must be {r}", f"場が流れるまで、{r_ja}", "locked")
        return got


register(NumberLock)
