"""The field-long state of three rule cards: 14 suit lock, 15 number lock and 19 J-back.

Their data classes live here, not in the cards' modules, because each sets class-level values (``state_name``,
``lasts``): mypyc's dataclasses would make those fields, so setup.py leaves a module with such a class pure. This
one stays pure and small; the cards' modules (their hooks, called on every candidate play) are compiled.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from explorer.engine.contract import declare_data, RuleData


@dataclass(frozen=True, slots=True)
class SuitLocked(RuleData):
    """The suits the field is locked to, a four-bit mask (0: no lock), until it clears."""

    state_name: ClassVar[str] = "lock_suits"
    lasts: ClassVar[str] = "field"
    value: int = 0


@dataclass(frozen=True, slots=True)
class NumberLocked(RuleData):
    """The rank the next play must have (``None``: no lock), until the field clears."""

    state_name: ClassVar[str] = "lock_rank"
    lasts: ClassVar[str] = "field"
    value: int | None = None


@dataclass(frozen=True, slots=True)
class Inversion(RuleData):
    """J-back: strength inverted until the field clears (each J flips it)."""

    state_name: ClassVar[str] = "reversed"
    lasts: ClassVar[str] = "field"
    value: bool = False


declare_data(public=(SuitLocked, NumberLocked, Inversion,))
