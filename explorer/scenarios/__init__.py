"""Scenarios: the scenario file contract (SCENARIO-FORMAT.md), its loader and its runner."""

from explorer.scenarios.model import Scenario, Step, Text, load_scenario, parse_scenario
from explorer.scenarios.runner import (
    ScenarioResult,
    ScenarioRun,
    StepResult,
    check_paths,
    run_scenario,
    scenario_files,
)

__all__ = [
    "Scenario", "ScenarioResult", "ScenarioRun", "Step", "StepResult", "Text", "check_paths",
    "load_scenario", "parse_scenario", "run_scenario", "scenario_files",
]
