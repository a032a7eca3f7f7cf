"""Every rule of the classic and Arcasino decks has a hand-written scenario as a law and one as a house rule,
and every deck option is set by some hand-written scenario (issue #16: "each with scenarios as law and as house
rule … and the options each with a scenario that shows the difference").

The rule-graph witnesses (``scenarios/witnesses/``, ``origin: generated``) do not count: their expectations were
recorded from the engine, so they are no evidence that a rule does what LOCAL-RULES.md says.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from explorer.rules.decks import DECKS
from explorer.scenarios import load_scenario, scenario_files
from explorer.scenarios.model import Scenario

pytestmark = pytest.mark.rules  # the fast subset: pytest -m rules (engine and scenarios)

ROOT = Path(__file__).resolve().parents[1]
WITNESSES = ROOT / "scenarios" / "witnesses"
LOCAL_DECKS = DECKS[1:]  # the Cthulhu cards are covered by scenarios/cards/ (test_completeness)


def _hand_written() -> list[Scenario]:
    files = [f for f in scenario_files([str(ROOT / "scenarios")]) if WITNESSES not in f.parents]
    return [s for s in map(load_scenario, files) if not s.generated]


SCENARIOS = _hand_written()
AS_LAW = {str(r) for s in SCENARIOS for r in s.laws}
AS_HOUSE = {str(r) for s in SCENARIOS for rules in s.house_rules.values() for r in rules}
OPTIONS_SET = {(str(k), v) for s in SCENARIOS for k, v in s.options.items()}
RULE_IDS = [r.id for d in LOCAL_DECKS for r in d.rules]
OPTIONS = {o.name: o for d in LOCAL_DECKS for o in d.options}


def test_the_decks_are_the_ones_of_local_rules() -> None:
    assert [d.id for d in LOCAL_DECKS] == ["classic", "arcasino"]
    assert RULE_IDS and OPTIONS


@pytest.mark.parametrize("rule_id", RULE_IDS)
def test_each_rule_has_a_law_scenario(rule_id: str) -> None:
    assert rule_id in AS_LAW, f"no hand-written scenario has {rule_id} under laws:"


@pytest.mark.parametrize("rule_id", RULE_IDS)
def test_each_rule_has_a_house_rule_scenario(rule_id: str) -> None:
    assert rule_id in AS_HOUSE, f"no hand-written scenario has {rule_id} under house_rules:"


@pytest.mark.parametrize("name", list(OPTIONS))
def test_each_option_is_set_by_a_scenario(name: str) -> None:
    """Set to a value other than its default: a file that writes the default shows no difference (the default
    is what every other scenario of the rule already shows)."""
    opt = OPTIONS[name]
    set_to = [v for k, v in OPTIONS_SET if k == name]
    assert set_to, f"no hand-written scenario sets the option {name} under options:"
    assert any(v != opt.default for v in set_to), (
        f"every hand-written scenario that sets {name} sets its default {opt.default!r}; one should set "
        f"{' or '.join(repr(v) for v in opt.values[1:])} to show the difference")
