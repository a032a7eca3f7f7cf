"""The fast subset ``pytest -m rules``: the engine and scenario tests, in well under a minute.

The marker is registered in pyproject.toml (so a typo in it is not a silent new marker), every engine and
scenario test file carries it at module level, and the README tells a developer about it.  Its run time is
measured, not asserted here: the README gives the figure.
"""

from __future__ import annotations

import ast
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
ENGINE_AND_SCENARIO_FILES = (
    "test_build.py", "test_card_places.py", "test_catalogue.py", "test_choices.py", "test_completeness.py", "test_fast_paths.py",
    "test_flow.py", "test_jokers.py", "test_notation.py", "test_positions.py", "test_properties.py",
    "test_scenario_origin.py", "test_scenarios.py", "test_uecda_replay.py", "test_window_refusals.py",
)


def _module_marks(path: Path) -> list[str]:
    """The ``pytest.mark.<name>`` of a module-level ``pytestmark = …`` in ``path``."""
    marks: list[str] = []
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "pytestmark" for t in node.targets):
            values = node.value.elts if isinstance(node.value, (ast.List, ast.Tuple)) else [node.value]
            marks += [v.attr for v in values if isinstance(v, ast.Attribute)]
    return marks


def test_the_marker_is_registered() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    markers = config["tool"]["pytest"]["ini_options"]["markers"]
    assert any(m.startswith("rules:") for m in markers), markers


@pytest.mark.parametrize("name", ENGINE_AND_SCENARIO_FILES)
def test_engine_and_scenario_files_carry_it(name: str) -> None:
    assert "rules" in _module_marks(ROOT / "tests" / name), f"tests/{name} has no module-level pytestmark = pytest.mark.rules"


def test_the_pages_and_browser_tests_are_not_in_it() -> None:
    for path in [*ROOT.glob("tests/test_pages_*.py"), *ROOT.glob("tests/browser/test_*.py"), ROOT / "tests/test_sim.py"]:
        assert "rules" not in _module_marks(path), path


def test_the_readme_names_it() -> None:
    assert "pytest -m rules" in (ROOT / "README.md").read_text(encoding="utf-8")
