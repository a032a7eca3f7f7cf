"""What the classic colour lock and even/odd lock share: two plays in a row with the same pattern (colours card by
card, or the parity of the ranks) lock that pattern until the field clears.

>>> from explorer.engine.melds import parse_pattern
>>> colours(parse_pattern("♥5 ♠5").resolve()), parity(parse_pattern("♦4 ♣4").resolve())
((1, 1), 0)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from explorer.engine.events import Event
from explorer.engine.melds import JOKER_FACE, Meld
from explorer.rules.local import LocalRule
from explorer.engine.contract import Refusal, RuleData

if TYPE_CHECKING:
    from explorer.engine.contract import Table

RED_SUITS = frozenset({1, 2})
"""♥ and ♦ (suit indices: ♠ 0, ♥ 1, ♦ 2, ♣ 3)."""


def colours(meld: Meld) -> tuple[int, int] | None:
    """(red cards, black cards) of a meld, a joker counting as the card it stands for; ``None``: a lone joker."""
    if meld.is_lone_joker:
        return None
    red = sum(1 for _, f in meld.faces if f != JOKER_FACE and f & 3 in RED_SUITS)
    return red, meld.size - red


def parity(meld: Meld) -> int | None:
    """0 if every rank in the meld is even, 1 if every one is odd (A counts 1, J 11, K 13), else ``None``."""
    if meld.is_lone_joker:
        return None
    values = {(r + 3) % 2 if r < 11 else (1 if r == 11 else 0) for r in meld.face_ranks()}
    return values.pop() if len(values) == 1 else None


class PatternLock(LocalRule):
    """Two plays in a row with the same :meth:`pattern` lock it until the field clears (a lone joker is exempt)."""

    data: ClassVar[type[RuleData]]
    tags = frozenset({"lock"})
    suit_sensitive = True
    reads = frozenset[str]()  # the plays on the field
    brings = 0

    def pattern(self, meld: Meld) -> object:
        raise NotImplementedError

    def describe(self, pattern: object) -> tuple[str, str]:
        """The pattern in words (English, Japanese)."""
        raise NotImplementedError

    def observe(self, state: Table, player: int, meld: Meld) -> list[Event]:
        trick = state.trick
        if getattr(state.rule_data(self.data), "value") is not None or len(trick) < 2 or not self.applies(player):
            return []
        here = self.pattern(meld)
        if here is None or self.pattern(trick[-2][1]) != here:
            return []
        state.set_rule_data(self.data(here))  # type: ignore[call-arg]
        en, ja = self.describe(here)
        return [Event(self.id, "lock", player, f"Two plays in a row of {en}: locked to {en} until the field clears.",
                      f"{ja}が2回続いたので、場が流れるまで{ja}しか出せない（{self.ja}）。")]

    def forbid(self, state: Table, player: int, meld: Meld, laid: Meld) -> Refusal | None:
        lock = getattr(state.rule_data(self.data), "value")
        if lock is None or meld.is_lone_joker or self.pattern(meld) == lock:
            return None
        en, ja = self.describe(lock)
        return Refusal(self.id, f"the field is locked to {en}", f"場は{ja}に縛られている", "locked")
