"""State that belongs to one rule lives with that rule: a typed ``RuleData`` of its own, reset as it declares.

The core keeps each rule's data for it (and snapshots it) but holds no field of a rule: the revolution, J-back's
inversion and the locks are their rules' data, which show them in the scenario contract's words (``Marks``).
"""

from __future__ import annotations

import ast
import dataclasses
from pathlib import Path

import pytest

from explorer import State
from explorer.engine.contract import MARKING, RuleData
from explorer.engine.state import _MUTABLE
from explorer.engine.table_values import Marks

pytestmark = pytest.mark.rules

ROOT = Path(__file__).resolve().parents[1]
MARKED = Marks(revolution=True, reversed=True, lock_suits=0b0101, lock_rank=7)


def test_every_mark_is_a_rules_data_and_no_field_of_the_core() -> None:
    shown = {}
    for kind in MARKING.values():
        assert issubclass(kind, RuleData) and kind.__module__.startswith("explorer.rules."), kind
        assert dataclasses.is_dataclass(kind) and kind.lasts in ("field", "round")
        data = kind.from_marks(MARKED)
        assert data is not None
        for name, value in data.shown(Marks())._asdict().items():
            if value != getattr(Marks(), name):
                shown[name] = value
        assert kind.from_marks(Marks()) == kind()  # no mark: the default
    assert shown == MARKED._asdict()  # each mark shown back as given, by one of them
    assert not set(Marks._fields) & set(_MUTABLE)  # not a field of the core
    assert "revolution" not in _MUTABLE


def test_a_described_position_gives_its_marks_to_the_rules_data() -> None:
    s = State.from_position(["A", "B", "C"], laws=["j_back", "suit_lock", "number_lock"], revolution=True,
                            reversed=True, lock={"suit": "♠♥", "rank": "8"},
                            hands={"A": "♠J ♠4", "B": "♠10 ♠5", "C": "♦7 ♦8"}, turn="A")
    assert s.revolution and s.reversed and s.lock_suits and s.lock_rank is not None
    assert not s.inverted  # a revolution and J-back: each flips strength once
    t = State.from_position(["A", "B", "C"], revolution=True, hands={"A": "♠J", "B": "♠10", "C": "♦7"}, turn="A")
    assert t.inverted and t.marks == Marks(revolution=True)


@pytest.mark.parametrize("path", sorted((ROOT / "explorer" / "rules").rglob("*.py")), ids=lambda p: p.name)
def test_no_rule_keeps_untyped_state(path: Path) -> None:
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Attribute) and node.attr == "data" and isinstance(node.value, ast.Name) \
                and node.value.id == "state":
            pytest.fail(f"{path.name}:{node.lineno} uses state.data; declare a RuleData and use state.rule_data")


def test_j_back_and_the_locks_end_when_the_field_clears_and_come_back_with_pop() -> None:
    s = State.from_position(["A", "B", "C"], laws=["j_back", "suit_lock"],
                            hands={"A": "♠J ♠4", "B": "♠10 ♠5", "C": "♦7 ♦8"}, turn="A")
    s.push(s.parse_action("A plays ♠J"))
    s.push(s.parse_action("B plays ♠10"))  # inverted: a 10 beats a J; two spades lock the field
    assert s.reversed and s.lock_suits == 0b0001
    s.push(s.parse_action("C passes"))
    s.push(s.parse_action("A passes"))  # the field clears
    assert s.field is None and not s.reversed and s.lock_suits == 0 and s.data == {}
    s.pop()
    assert s.reversed and s.lock_suits == 0b0001
