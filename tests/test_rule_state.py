"""State that belongs to one rule lives with that rule: a typed ``RuleData`` of its own, reset as it declares.

The core keeps each rule's data for it (and snapshots it) but holds no field of a rule: J-back's
inversion and the locks are their rules' data, read by the names the scenario contract uses.
"""

from __future__ import annotations

import ast
import dataclasses
from pathlib import Path

import pytest

from explorer import State
from explorer.engine.contract import NAMED_STATE, RuleData
from explorer.engine.state import _MUTABLE

pytestmark = pytest.mark.rules

ROOT = Path(__file__).resolve().parents[1]


def test_the_contract_names_are_rules_data() -> None:
    assert set(NAMED_STATE) == {"reversed", "lock_suits", "lock_rank"}
    for name, kind in NAMED_STATE.items():
        assert issubclass(kind, RuleData) and kind.__module__.startswith("explorer.rules.cards."), name
        assert kind.lasts == "field" and dataclasses.is_dataclass(kind)
        assert name not in _MUTABLE  # not a field of the core


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
