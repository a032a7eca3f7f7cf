"""The field-long state of three rule cards: 14 suit lock, 15 number lock and 19 J-back.

Their data classes live here, apart from the cards' modules, so that the three locks and J-back share them (the
UECda and Arcasino locks read :class:`SuitLocked` too). Each lasts until the field clears, declared by
:func:`~explorer.engine.contract.declare_data` below rather than as a class value: mypyc's dataclasses would make
a class value a field, and setup.py would leave the module pure. Compiled, their ``__init__``, ``__eq__`` and
``__hash__`` are written out (dataclasses' own run interpreted even compiled): the locks read and set them on
every play.
No ``slots=True``: dataclasses would then make a second class (a copy that the compiled methods refuse), and the
marks' registry (``MARKING``, filled as classes are made) would keep the copy.

Each shows what it holds in the scenario format's words (:class:`~explorer.engine.table_values.Marks`: ``lock``,
``reversed``) and takes it from a described position, so the engine names none of them.
"""

from __future__ import annotations

from dataclasses import dataclass

from explorer.engine.contract import declare_data, RuleData
from explorer.engine.table_values import Marks


@dataclass(frozen=True, init=False)
class SuitLocked(RuleData):
    """The suits the field is locked to, a four-bit mask (0: no lock), until it clears."""

    value: int

    def __init__(self, value: int = 0) -> None:
        object.__setattr__(self, "value", value)

    def __eq__(self, other: object) -> bool:
        return type(other) is SuitLocked and self.value == other.value

    def __hash__(self) -> int:
        return hash((self.value,))  # as dataclasses would make it

    def shown(self, marks: Marks) -> Marks:
        return marks._replace(lock_suits=self.value)

    @classmethod
    def from_marks(cls, marks: Marks) -> SuitLocked:
        return cls(marks.lock_suits)


@dataclass(frozen=True, init=False)
class NumberLocked(RuleData):
    """The rank the next play must have (``None``: no lock), until the field clears."""

    value: int | None

    def __init__(self, value: int | None = None) -> None:
        object.__setattr__(self, "value", value)

    def __eq__(self, other: object) -> bool:
        return type(other) is NumberLocked and self.value == other.value

    def __hash__(self) -> int:
        return hash((self.value,))

    def shown(self, marks: Marks) -> Marks:
        return marks._replace(lock_rank=self.value)

    @classmethod
    def from_marks(cls, marks: Marks) -> NumberLocked:
        return cls(marks.lock_rank)


@dataclass(frozen=True, init=False)
class Inversion(RuleData):
    """J-back: strength inverted until the field clears (each J flips it)."""

    value: bool

    def __init__(self, value: bool = False) -> None:
        object.__setattr__(self, "value", value)

    def __eq__(self, other: object) -> bool:
        return type(other) is Inversion and self.value == other.value

    def __hash__(self) -> int:
        return hash((self.value,))

    def inverts(self) -> bool:
        return self.value

    def shown(self, marks: Marks) -> Marks:
        return marks._replace(reversed=self.value)

    @classmethod
    def from_marks(cls, marks: Marks) -> Inversion:
        return cls(marks.reversed)


declare_data(public=(SuitLocked, NumberLocked, Inversion,), lasts="field")
