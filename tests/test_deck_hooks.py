"""The core pieces the classic and Arcasino rules stand on, none naming a rule: a four-suit run as a meld kind,
whether sequences revolt by size, a lifted lock, the exchange queue, the previous round's places in a position,
and the order of several players sent to last place."""

from __future__ import annotations

import pytest

from explorer import State
from explorer.engine.errors import NotationError, PositionError, ScenarioError
from explorer.engine.melds import MeldKind, parse_meld
from explorer.engine.contract import Rule
from explorer.scenarios.model import parse_scenario

pytestmark = pytest.mark.rules


def test_four_suits_in_a_row_are_a_run_and_three_suits_are_no_meld() -> None:
    run = parse_meld("♣6 ♠3 ♦5 ♥4")
    assert run.kind is MeldKind.RUN and run.size == 4 and run.top_rank == 3 and str(run) == "♠3 ♥4 ♦5 ♣6"
    with pytest.raises(NotationError):
        parse_meld("♠3 ♥4 ♦5 ♦6")
    with pytest.raises(NotationError):
        parse_meld("♠3 ♥4 ♦5")


def test_without_emperor_a_run_is_refused_as_no_meld() -> None:
    s = State.from_position(["A", "B", "C"], hands={"A": "♠3 ♥4 ♦5 ♣6", "B": "♣9", "C": "♣Q"}, turn="A")
    why = s.refusal(0, parse_meld("♠3 ♥4 ♦5 ♣6"))
    assert why is not None and why.rule == "group" and "not a meld" in why.en
    assert parse_meld("♠3 ♥4 ♦5 ♣6") not in s.legal_melds(0)


@pytest.mark.parametrize(("laws", "revolts"), [
    (["stairs"], True),                                       # card 21: four cards at once, a revolution
    (["arcasino.stairs"], False),                             # Arcasino's stairs: no revolution by size
    (["arcasino.stairs", "classic.sequence_revolution"], True),
    (["classic.sequence_revolution", "arcasino.stairs"], True),  # in either order
])
def test_whether_a_sequence_of_four_revolts(laws: list[str], revolts: bool) -> None:
    s = State.from_position(["A", "B", "C"], laws=laws, hands={"A": "♠3 ♠4 ♠5 ♠6 ♣9", "B": "♣10", "C": "♣Q"},
                            turn="A")
    s.push(s.parse_action("A plays ♠3 ♠4 ♠5 ♠6"))
    assert s.revolution is revolts


def test_previous_order_must_list_every_player_once() -> None:
    with pytest.raises(PositionError, match="previous_order"):
        State.from_position(["A", "B", "C"], hands={"A": "♣9", "B": "♣10"}, previous_order=["A", "B"])
    s = State.from_position(["A", "B", "C"], hands={"A": "♣9", "B": "♣10"}, previous_order=["B", "A", "C"])
    assert s.king == 1 and s.prev_order == (1, 0, 2) and s.round == 2


def test_a_scenario_with_a_bad_previous_order_names_the_field() -> None:
    data = {"id": "x", "title": {"ja": "x", "en": "x"}, "players": ["A", "B", "C"],
            "start": {"previous_order": "A B C"}, "steps": []}
    with pytest.raises(ScenarioError, match="start.previous_order"):
        parse_scenario(data, "x.yaml")


def test_a_base_rule_hook_default_changes_nothing() -> None:
    s = State.from_position(["A", "B", "C"], hands={"A": "♠3", "B": "♣4", "C": "♣5"}, turn="A")
    assert Rule().exchange_queue(s, ((1, 0),)) == ((1, 0),)
    assert Rule().lifts(s, 0, parse_meld("♠3")) == frozenset()


def test_a_run_through_descent_is_listed() -> None:
    """Found by the completeness oracle: card 20 plays ♣A as ♣J and ♦2 as ♦Q, which makes a run for emperor."""
    s = State.from_position(["A", "B", "C"], laws=["classic.emperor"], house={"A": ["descent"]},
                            hands={"A": "♥9 ♠10 ♣A ♦2", "B": "♣5", "C": "♣Q"}, turn="A")
    listed = [s.action_str(a) for a in s.legal_actions]
    assert "A plays ♥9 ♠10 ♣A=J ♦2=Q" in listed, listed
