"""The round-long state of the base revolution (and of every rule that makes one): strength inverted until the
round ends.

Its data class lives here, apart from :mod:`explorer.rules.base.revolution`, so that every rule that makes a
revolution shares it. It lasts until the round ends, declared by :func:`~explorer.engine.contract.declare_data`
below rather than as a class value (mypyc's dataclasses would make a class value a field, and setup.py would leave
the module pure); its ``__init__``, ``__eq__`` and ``__hash__`` are written out (dataclasses' own run interpreted
even compiled).
No ``slots=True``: dataclasses would then make a second class (a copy that the compiled methods refuse), and the
marks' registry (``MARKING``, filled as classes are made) would keep the copy.
"""

from __future__ import annotations

from dataclasses import dataclass

from explorer.engine.contract import declare_data, RuleData
from explorer.engine.table_values import Marks


@dataclass(frozen=True, init=False)
class InRevolution(RuleData):
    """A revolution holds: strength is inverted until the round ends (another revolution turns it back)."""

    value: bool

    def __init__(self, value: bool = False) -> None:
        object.__setattr__(self, "value", value)

    def __eq__(self, other: object) -> bool:
        return type(other) is InRevolution and self.value == other.value

    def __hash__(self) -> int:
        return hash((self.value,))  # as dataclasses would make it

    def inverts(self) -> bool:
        return self.value

    def shown(self, marks: Marks) -> Marks:
        return marks._replace(revolution=self.value)

    @classmethod
    def from_marks(cls, marks: Marks) -> InRevolution:
        return cls(marks.revolution)


declare_data(public=(InRevolution,), lasts="round")
