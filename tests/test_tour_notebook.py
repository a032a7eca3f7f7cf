"""The JupyterLab tour (docs/tour.ipynb): the Python API with the widgets inline, for a JupyterLab user.

It is not a served page (it lives in docs/, not notebooks/, which Voilà and the static site serve); committed
without outputs; every cell runs, and what it prints is what the rulebook rules: the suit lock refuses a
heart on a locked spade field (card 14), an 8 clears the field (card 09), pop takes the play back.
"""

from __future__ import annotations

import json
from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient

ROOT = Path(__file__).resolve().parent.parent
TOUR = ROOT / "docs" / "tour.ipynb"


def test_the_tour_is_kept_without_outputs_and_is_not_a_page() -> None:
    nb = json.loads(TOUR.read_text(encoding="utf-8"))
    code = [c for c in nb["cells"] if c["cell_type"] == "code"]
    assert code and all(c["outputs"] == [] and c["execution_count"] is None for c in code)
    served = {p.name for p in (ROOT / "notebooks").rglob("*.ipynb")}
    assert TOUR.name not in served


@pytest.fixture(scope="module")
def ran() -> dict[str, nbformat.NotebookNode]:
    notebook = nbformat.read(TOUR, as_version=4)
    NotebookClient(notebook, kernel_name="python3", timeout=300,
                   resources={"metadata": {"path": str(TOUR.parent)}}).execute()
    return {cell["id"]: cell for cell in notebook.cells if cell.cell_type == "code"}


def _text(cell: nbformat.NotebookNode) -> str:
    return "".join(o.get("text", "") for o in cell.outputs if o.get("output_type") == "stream")


def _shown(cell: nbformat.NotebookNode, mime: str = "text/plain") -> str:
    return "".join(str(o.get("data", {}).get(mime, "")) for o in cell.outputs
                   if o.get("output_type") in ("execute_result", "display_data"))


def test_every_cell_ran_without_an_error(ran: dict[str, nbformat.NotebookNode]) -> None:
    counts = [cell.execution_count for cell in ran.values()]
    assert counts == list(range(1, len(counts) + 1)), counts
    assert not [o for cell in ran.values() for o in cell.outputs if o.get("output_type") == "error"]


def test_a_state_its_legal_actions_and_the_rule_that_refuses(ran: dict[str, nbformat.NotebookNode]) -> None:
    assert "who acts: A - play" in _text(ran["state"])
    assert "application/vnd.jupyter.widget-view+json" in json.dumps(ran["state"].outputs)  # the table, inline
    legal = _text(ran["legal"])
    # a spade lock (two spades in a row, card 14 as a law): A may play ♠6 or ♠8 or pass, never the ♥9
    assert "legal: ['A plays ♠6', 'A plays ♠8', 'A passes']" in legal
    assert "♥9 refused by suit_lock - Suit lock" in legal and "locked to ♠" in legal
    refused = _text(ran["refusal"])
    assert "refused: suit_lock:" in refused and "still A's turn, field unchanged: A ♠5" in refused


def test_push_names_the_rule_and_pop_takes_it_back(ran: dict[str, nbformat.NotebookNode]) -> None:
    pushed = _text(ran["push"])
    assert "[eight_cut]" in pushed and "field after the eight: None" in pushed  # an 8 clears the field
    assert "taken back: A plays ♠8 - the field is ♠5 again, and A is to act" in _text(ran["pop"])


def test_the_graphs_are_drawn_inline(ran: dict[str, nbformat.NotebookNode]) -> None:
    assert "rules that forbid a play here: ['Suit lock']" in _text(ran["graph"])
    rules = _text(ran["rule-graph"])
    assert "interactions" in rules and "witness: scenarios/witnesses/witness-eight-cut-enables-" in rules
    for cell in ("graph", "rule-graph"):
        assert "application/vnd.jupyter.widget-view+json" in json.dumps(ran[cell].outputs)


def test_a_scenario_steps_and_a_small_simulation_runs(ran: dict[str, nbformat.NotebookNode]) -> None:
    assert "every expectation met: True" in _text(ran["stepper"])
    assert "ScenarioStepper" in _shown(ran["stepper"])
    sim = _text(ran["simulation"])
    assert "20 games, 200 rounds recorded" in sim  # 2 arms x 20 games x 5 rounds (normal mode)
    assert "Arm eight_cut: 20 games, 100 rounds" in sim and "eight_cut" in sim.split("firings per round")[1]
