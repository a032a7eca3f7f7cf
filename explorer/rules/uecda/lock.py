"""uecda.lock 縛り（UECda） / UECda's suit lock: two plays in a row with exactly the same suits lock them.

tndhms compares the suits of a play with those of the play it beats (``status_of_…_card[2]``, the joker counted
as the suit it stands for): equal, the field is locked to them until it clears, and every later play must have
exactly those suits.  A lone joker neither locks nor is locked (its play lifts the lock; only the ♠3 follows it).
Unlike card 14, suits merely in common (♥♠ then ♥♦) lock nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from explorer.engine.cards import suits_str
from explorer.engine.contract import Refusal, Rule
from explorer.engine.events import Event
from explorer.engine.table_values import Mark
from explorer.rules.cards.field_state import SuitLocked

if TYPE_CHECKING:
    from explorer.engine.contract import Table
    from explorer.engine.melds import Meld

_REFUSALS: Final[dict[int, Refusal]] = {}


class Lock(Rule):
    id = "uecda.lock"
    ja = "縛り（コンピュータ大富豪大会）"
    en = "Lock (UECda)"
    law_ja = ("直前に出たカードとまったく同じスートのカードを出すと、場が流れるまでそのスートのカードしか出せない"
              "（ジョーカーは代わりになったカードのスートとして数える。ジョーカー1枚出しでは縛りにならない）。")
    law_en = ("A play with exactly the suits of the play it beats locks the field to those suits until it clears "
              "(a joker counts as the suit it stands for; a lone joker neither locks nor is locked).")
    owns = frozenset({Mark.LOCK_SUITS})
    tags = frozenset({"lock"})
    suit_sensitive = True

    def observe(self, state: Table, player: int, meld: Meld) -> list[Event]:
        trick = state.trick
        if state.rule_data(SuitLocked).value or len(trick) < 2:
            return []
        before = trick[-2][1]
        if meld.is_lone_joker or before.is_lone_joker or before.suits != meld.suits:
            return []
        state.set_rule_data(SuitLocked(meld.suits))
        s = suits_str(meld.suits)
        return [Event(self.id, "lock", player,
                      f"Two plays in a row of exactly {s}: the field is locked to {s} until it clears.",
                      f"{s}が2回続いたので、場が流れるまで{s}しか出せない（縛り）。")]

    def may_forbid(self, state: Table, player: int) -> bool:
        return bool(state.rule_data(SuitLocked).value)

    def forbid(self, state: Table, player: int, meld: Meld, laid: Meld) -> Refusal | None:
        lock = state.rule_data(SuitLocked).value
        if not lock or meld.is_lone_joker or meld.suits == lock:
            return None
        got = _REFUSALS.get(lock)
        if got is None:
            s = suits_str(lock)
            got = _REFUSALS[lock] = Refusal(self.id, f"the field is locked to {s}; the play must be of {s}",
                                            f"場は{s}でしばられている。{s}のカードでなければ出せない", "locked")
        return got
