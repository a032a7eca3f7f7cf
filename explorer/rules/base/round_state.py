"""The round-long state of the base revolution (and of every rule that makes one): strength inverted until the
round ends.

Its data class lives here, not in :mod:`explorer.rules.base.revolution`, because it sets a class-level value
(``lasts``): setup.py leaves such a module pure, and the revolution rule's own module stays compiled.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from explorer.engine.contract import declare_data, RuleData
from explorer.engine.table_values import Marks


@dataclass(frozen=True, slots=True)
class InRevolution(RuleData):
    """A revolution holds: strength is inverted until the round ends (another revolution turns it back)."""

    lasts: ClassVar[str] = "round"
    value: bool = False

    def inverts(self) -> bool:
        return self.value

    def shown(self, marks: Marks) -> Marks:
        return marks._replace(revolution=self.value)

    @classmethod
    def from_marks(cls, marks: Marks) -> InRevolution:
        return cls(marks.revolution)


declare_data(public=(InRevolution,))
