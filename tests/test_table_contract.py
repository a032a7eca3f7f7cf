"""What a rule sees of the game is narrow: the ``Table`` protocol has at most twenty members, every one of them the
state's, and the rules' hooks reach the game through those alone.

OpenSpiel's ``DouDizhuState`` shows about eleven; ours reads the game in a few plain values (who plays, the
standing, the cards), asks a few questions, keeps a rule's own data, and changes the game by asking a player or
performing a typed effect.  A rule's facts (a revolution, a lock, J-back) are its own data, not the table's.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from explorer import State
from explorer.engine.table_values import Effect, Finish, PlaceFirst, SendToLast, Standing

pytestmark = pytest.mark.rules

ROOT = Path(__file__).resolve().parents[1]
CONTRACT = ROOT / "explorer" / "engine" / "contract.py"
RULES = sorted((ROOT / "explorer" / "rules").rglob("*.py"))


def table_members() -> list[str]:
    """The members the ``Table`` protocol declares (properties, methods and annotated attributes), in order."""
    tree = ast.parse(CONTRACT.read_text(encoding="utf-8"))
    table = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "Table")
    out = []
    for node in table.body:
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            out.append(node.name)
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            out.append(node.target.id)
    return out


def test_table_has_at_most_twenty_members() -> None:
    members = table_members()
    assert len(members) == len(set(members))
    assert len(members) <= 20, f"Table has {len(members)} members: {members}"


def test_the_rules_own_their_facts_not_the_table() -> None:
    """Nothing a particular rule makes (a revolution, J-back, a lock) is a member of the table."""
    assert not set(table_members()) & {"revolution", "reversed", "lock_suits", "lock_rank", "set_revolution",
                                       "revolution_size", "reset_rule_data"}


def test_the_state_keeps_no_rules_reason_for_a_place() -> None:
    """The engine keeps who finished and who was sent to last place; why (a forbidden finish, a fall from the capital)
    is the rules' business: the state's fallen and forbidden players are worked out from those two, never kept."""
    from explorer.engine.state import _MUTABLE
    assert not set(_MUTABLE) & {"fallen", "forbidden"}
    s = State.from_position(["A", "B", "C", "D"], hands={"A": "♠3", "B": "♦9", "C": "♣K", "D": "♥5"}, turn="A")
    s.perform(Finish(1, False))  # B finishes
    s.perform(Finish(2, True))  # C finishes to last place (a forbidden finish)
    s.perform(SendToLast(0))  # A is sent to last place without finishing (a fall)
    assert (s.finished, s.bottom) == ((1, 2), (2, 0))
    assert (s.forbidden, s.fallen) == ((2,), (0,))
    assert s.standing.fallen == (0,)
    s.perform(PlaceFirst(0))  # A is lifted to 1st (card 13): out of last place; B, king since going out first, falls
    assert (s.finished, s.bottom, s.forbidden, s.fallen) == ((0, 2), (2, 1), (2,), (1,))
    assert s.king == 0


def test_a_rule_names_the_marks_it_owns_by_a_typed_value() -> None:
    """A rule's ``owns`` lists :class:`Mark` values (each the name of a :class:`Marks` field), not free strings."""
    from explorer.engine.table_values import Mark, Marks
    from explorer.rules.catalogue import every_rule
    assert {m.value for m in Mark} == set(Marks._fields)
    owners = [r for r in every_rule() if r.owns]
    assert len(owners) >= 5
    for r in owners:
        assert all(type(m) is Mark for m in r.owns), (r.id, r.owns)


def test_the_state_is_a_table() -> None:
    s = State.from_position(["A", "B", "C"], hands={"A": "♠3", "B": "♦9", "C": "♣K"}, turn="B")
    for name in table_members():
        assert hasattr(s, name), name
    assert s.standing == Standing(1, 1, 1, (), (), None, (), s.deck)


def test_an_effect_is_a_typed_value() -> None:
    s = State.from_position(["A", "B", "C"], hands={"A": "♠3", "B": "♦9", "C": "♣K"}, turn="A")
    with pytest.raises(TypeError):  # a string is no effect (the compiled build refuses it at the call already)
        s.perform("skip")  # type: ignore[arg-type]
    assert all(hasattr(kind, "_fields") for kind in Effect.__args__)  # each a frozen named tuple


@pytest.mark.parametrize("path", RULES, ids=lambda p: str(p.relative_to(ROOT / "explorer" / "rules")))
def test_rules_reach_the_game_through_the_table_alone(path: Path) -> None:
    """In a rule module, ``state`` is the hooks' :class:`Table`: every attribute read of it is a member."""
    members = set(table_members())
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "state":
            assert node.attr in members, f"{path.name}:{node.lineno}: state.{node.attr} is not a Table member"


def test_the_table_fields_are_its_slots_and_annotations() -> None:
    """``TABLE_FIELDS`` (what the state leaves to the table) names exactly the fields ``Table`` declares, as its
    ``__slots__`` and as annotations (read from the source: the compiled class keeps no ``__slots__``)."""
    from explorer.engine.contract import TABLE_FIELDS
    tree = ast.parse(CONTRACT.read_text(encoding="utf-8"))
    table = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "Table")
    slots = next(ast.literal_eval(n.value) for n in table.body if isinstance(n, ast.Assign)
                 and any(isinstance(t, ast.Name) and t.id == "__slots__" for t in n.targets))
    annotated = tuple(n.target.id for n in table.body if isinstance(n, ast.AnnAssign) and isinstance(n.target, ast.Name))
    assert slots == annotated == TABLE_FIELDS
    s = State.from_position(["A", "B", "C"], hands={"A": "♠3", "B": "♦9", "C": "♣K"}, turn="B")
    assert all(hasattr(s, name) for name in TABLE_FIELDS)
