"""One description of a position (explorer/engine/start.py, issue 41 point 5): the scenario loader reads a file's
``start`` into it, the Sandbox's set-up is an editor over it, the engine checks it (engine/position.read) and
makes the state of it; written back it is the same ``start``; its errors name the field."""

from __future__ import annotations

from pathlib import Path

import pytest

from explorer.engine.cards import parse_cards
from explorer.engine.errors import PositionError, ScenarioError
from explorer.engine.start import Start
from explorer.engine.state import State
from explorer.scenarios.model import load_scenario, scenario_from_text
from explorer.text.describe import describe
from explorer.widgets.sandbox.position import Setup

ROOT = Path(__file__).resolve().parents[1]
HAND_WRITTEN = sorted(p for p in (ROOT / "scenarios").rglob("*.yaml") if "witnesses" not in p.parts)


def seen(st: State) -> tuple[object, ...]:
    return (tuple(st.hands), st.trick, st.discard, st.turn, st.passed, st.finished, st.points, st.pending,
            st.laws, st.house, tuple(st.legal_actions))


def test_every_hand_written_scenario_start_is_one_position_read_and_written_back() -> None:
    assert len(HAND_WRITTEN) > 200
    for path in HAND_WRITTEN:
        try:
            sc = load_scenario(path)
        except ScenarioError:  # a table's rule file, not a scenario
            continue
        pos = sc.position()
        assert Start.from_mapping(pos.to_mapping()) == pos, path
        state = sc.initial_state()
        again = pos.state(sc.players, laws=sc.laws, house=sc.house_rules, options=sc.options, mode=sc.mode)
        assert seen(again) == seen(state), path


def test_the_sandbox_writes_the_start_its_position_says() -> None:
    s = Setup(hands=(parse_cards("♠8 ♥8"), parse_cards("♣3 JK"), parse_cards("♦4"), 0), laws=("eight_cut",),
              discard=parse_cards("♠K"), lock_suits="♣").with_field("C: ♣5")
    start = s.scenario([], {})["start"]
    assert start == s.position().to_mapping()
    assert start["field"] == {"cards": "♣5", "by": "C"} and start["lock"] == {"suit": "♣"}
    assert seen(Start.from_mapping(start).state(s.players, laws=s.laws)) == seen(s.build())


def test_the_sandbox_reads_a_scenario_and_a_state_through_the_same_position() -> None:
    sc = scenario_from_text(
        "id: x\ntitle: t\nplayers: [A, B, C]\nlaws: [eight_cut]\n"
        "start:\n  hands: {A: ♠3 ♥9, B: ♦9 ♦10, C: ♣4}\n  field: {cards: ♣8, by: C}\n  history: ['B: ♣6']\n"
        "  lock: {suit: ♣}\n  turn: A\n  points: {A: 2}\n"
        "steps: []\n")
    setup = Setup.from_scenario(sc)
    assert setup.position().to_mapping() == {**sc.position().to_mapping(), "hands": {
        "A": "♠3 ♥9", "B": "♦9 ♦10", "C": "♣4"}}
    state = setup.build()
    assert seen(state) == seen(sc.initial_state())
    _ = state.push(state.parse_action("A passes"))
    after = setup.from_state(state)
    assert after.position() == Start.of_state(state) and seen(after.build()) == seen(state)


@pytest.mark.parametrize("start, field, token", [
    ({"hands": {"A": "♠3 ♠X"}}, "hands.A", "♠X"),
    ({"hands": {"A": "♠3", "B": "♠3"}}, "hands.B", "♠3"),
    ({"hands": {"A": "♠3"}, "field": {"cards": "♦7", "by": "Z"}}, "field.by", "Z"),
    ({"hands": {"A": "♠3"}, "lock": {"rank": "11"}}, "lock.rank", "11"),
    ({"hands": {"A": "♠3"}, "turn": "B"}, "turn", "B"),
])
def test_an_impossible_position_names_the_field_and_the_token(start: dict[str, object], field: str,
                                                              token: str) -> None:
    with pytest.raises(PositionError) as got:
        Start.from_mapping(start).read(("A", "B", "C"))
    en, ja = str(got.value), describe(got.value, "ja")
    assert en.startswith(f"{field}: ") and token in en, en
    assert token in ja and "hands" not in ja and "field" not in ja, ja


def test_a_trick_entry_that_is_not_name_and_cards_is_named_in_the_scenario() -> None:
    with pytest.raises(PositionError, match=r"^history\[1\]: expected 'NAME: cards'"):
        Start.from_mapping({"history": ["A: ♠3", "♠4"]})
    text = "id: x\ntitle: t\nplayers: [A, B, C]\nstart:\n  hands: {A: ♠3}\n  history: ['♠4']\nsteps: []\n"
    with pytest.raises(ScenarioError) as got:
        scenario_from_text(text)
    assert got.value.field == "start.history[0]" and "NAME: cards" in str(got.value)


@pytest.mark.parametrize("start, field, words", [
    ("{hands: {A: ♠3, B: ♠3}}", "start.hands.B", "one place"),
    ("{hands: {A: ♠3, Z: ♠4}}", "start.hands.Z", "no player called 'Z'"),
    ("{hands: {A: ♠3}, points: {A: many}}", "start.points.A", "whole number"),
    ("{hands: {A: ♠3}, points: {Q: 1}}", "start.points.Q", "no player called 'Q'"),
    ("{hands: {A: ♠3}, finished: [B, Q]}", "start.finished[1]", "no player called 'Q'"),
    ("{hands: {A: ♠3}, finished: [A]}", "start.finished", "holds cards"),
    ("{hands: {A: ♠3}, lock: {rank: [6]}}", "start.lock.rank", "expected a rank"),
    ("{hands: {A: ♠3}, history: ['B ♠4']}", "start.history[0]", "NAME: cards"),
    ("{hands: {A: ♠3}, field: {cards: ♠4}}", "start.field", "by: NAME"),
])
def test_the_loader_checks_a_start_as_the_engine_reads_it(start: str, field: str, words: str) -> None:
    """The scenario loader has no check of its own: the file's start is read and checked as the engine reads a
    position, when the file is loaded, and the error names the field under ``start``."""
    text = f"id: x\ntitle: t\nplayers: [A, B, C]\nstart: {start}\nsteps: []\n"
    with pytest.raises(ScenarioError) as got:
        scenario_from_text(text)
    assert got.value.field == field and words in str(got.value), str(got.value)
