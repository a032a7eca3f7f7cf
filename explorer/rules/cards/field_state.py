"""The field-long state of three rule cards: 14 suit lock, 15 number lock and 19 J-back.

Their data classes live here, not in the cards' modules, because each sets a class-level value (``lasts``):
mypyc's dataclasses would make it a field, so setup.py leaves a module with such a class pure. This one stays
pure and small; the cards' modules (their hooks, called on every candidate play) are compiled.

Each shows what it holds in the scenario format's words (:class:`~explorer.engine.table_values.Marks`: ``lock``,
``reversed``) and takes it from a described position, so the engine names none of them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from explorer.engine.contract import declare_data, RuleData
from explorer.engine.table_values import Marks


@dataclass(frozen=True, slots=True)
class SuitLocked(RuleData):
    """The suits the field is locked to, a four-bit mask (0: no lock), until it clears."""

    lasts: ClassVar[str] = "field"
    value: int = 0

    def shown(self, marks: Marks) -> Marks:
        return marks._replace(lock_suits=self.value)

    @classmethod
    def from_marks(cls, marks: Marks) -> SuitLocked:
        return cls(marks.lock_suits)


@dataclass(frozen=True, slots=True)
class NumberLocked(RuleData):
    """The rank the next play must have (``None``: no lock), until the field clears."""

    lasts: ClassVar[str] = "field"
    value: int | None = None

    def shown(self, marks: Marks) -> Marks:
        return marks._replace(lock_rank=self.value)

    @classmethod
    def from_marks(cls, marks: Marks) -> NumberLocked:
        return cls(marks.lock_rank)


@dataclass(frozen=True, slots=True)
class Inversion(RuleData):
    """J-back: strength inverted until the field clears (each J flips it)."""

    lasts: ClassVar[str] = "field"
    value: bool = False

    def inverts(self) -> bool:
        return self.value

    def shown(self, marks: Marks) -> Marks:
        return marks._replace(reversed=self.value)

    @classmethod
    def from_marks(cls, marks: Marks) -> Inversion:
        return cls(marks.reversed)


declare_data(public=(SuitLocked, NumberLocked, Inversion,))
