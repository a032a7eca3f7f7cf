"""Hand-written scenarios and generated witnesses are told apart (the ``origin`` extension, scenarios/README.md).

A witness's expectations were recorded from the engine itself by the rule-graph search: it guards the engine
against change but is no evidence that the engine follows the rulebook.  ``check`` and the README count the two
apart, and a file without ``origin`` (every file written before the key existed) stays a valid hand-written one.
"""

from __future__ import annotations

import io
import re
import textwrap
from pathlib import Path

import pytest
import yaml

from explorer.engine.errors import ScenarioError
from explorer.graphs import rule_graph as rg
from explorer.scenarios import check_paths, load_scenario, scenario_files
from explorer.scenarios.model import GENERATED, HAND_WRITTEN
from explorer.text.describe import describe

pytestmark = pytest.mark.rules  # the fast subset: pytest -m rules (engine and scenarios)

ROOT = Path(__file__).resolve().parents[1]
WITNESSES = ROOT / "scenarios" / "witnesses"
FILES = scenario_files([str(ROOT / "scenarios")])

TINY = """
id: tiny
title: {ja: 小さな例, en: A tiny example}
players: [A, B, C]
start:
  hands: {A: "♠3", B: "♠4", C: "♠5 ♠6"}
  turn: A
steps:
  - do: "A plays ♠3"
    expect: {turn: B}
"""


def counts() -> tuple[int, int]:
    origins = [load_scenario(f).origin for f in FILES]
    return origins.count(HAND_WRITTEN), origins.count(GENERATED)


def test_every_witness_is_tagged_generated_and_nothing_else_is() -> None:
    for f in FILES:
        generated = load_scenario(f).generated
        assert generated == (WITNESSES in f.parents), f"{f.relative_to(ROOT)}: origin {'generated' if generated else 'hand-written'}"


def test_the_generator_writes_the_tag() -> None:
    found = rg.cached_witnesses()
    assert found
    edge = sorted(found)[0]
    data = rg.witness_scenario(edge, found[edge])
    assert data["origin"] == GENERATED
    text = yaml.safe_dump(data, allow_unicode=True, sort_keys=False, width=120)
    assert (WITNESSES / f"{data['id']}.yaml").read_text(encoding="utf-8") == text  # the files are its output


def test_a_file_without_origin_is_hand_written(tmp_path: Path) -> None:
    p = tmp_path / "s.yaml"
    p.write_text(textwrap.dedent(TINY), encoding="utf-8")
    sc = load_scenario(p)
    assert sc.origin == HAND_WRITTEN and not sc.generated


@pytest.mark.parametrize("value", ["generated", "hand-written"])
def test_both_values_load(tmp_path: Path, value: str) -> None:
    p = tmp_path / "s.yaml"
    p.write_text(textwrap.dedent(TINY) + f"origin: {value}\n", encoding="utf-8")
    assert load_scenario(p).origin == value


def test_an_unknown_origin_names_the_field(tmp_path: Path) -> None:
    p = tmp_path / "s.yaml"
    p.write_text(textwrap.dedent(TINY) + "origin: engine\n", encoding="utf-8")
    with pytest.raises(ScenarioError) as exc:
        load_scenario(p)
    assert exc.value.field == "origin" and "generated" in str(exc.value) and "'engine'" in str(exc.value)
    assert "origin" in describe(exc.value, "ja")


def test_check_reports_the_two_counts(tmp_path: Path) -> None:
    (tmp_path / "a.yaml").write_text(textwrap.dedent(TINY), encoding="utf-8")
    (tmp_path / "b.yaml").write_text(textwrap.dedent(TINY).replace("id: tiny", "id: tiny-b") + "origin: generated\n",
                                     encoding="utf-8")
    broken = textwrap.dedent(TINY).replace("id: tiny", "id: tiny-c").replace("turn: B}", "turn: C}")
    (tmp_path / "c.yaml").write_text(broken + "origin: generated\n", encoding="utf-8")
    out = io.StringIO()
    assert check_paths([str(tmp_path)], out=out) == 1
    text = out.getvalue()
    assert "2 passed, 1 failed" in text
    assert "1 hand-written (1 passed, 0 failed), 2 generated witnesses (1 passed, 1 failed)" in text
    assert "recorded from the engine" in text
    out = io.StringIO()
    check_paths([str(tmp_path)], "ja", out=out)
    assert "手書きのシナリオ1件" in out.getvalue() and "生成したシナリオ2件" in out.getvalue()


def test_the_readme_counts_are_true() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    hand, generated = counts()
    found = re.search(r"(\d+)\s+hand-written\s+scenarios\s+and\s+(\d+)\s+generated\s+witnesses", readme)
    assert found, "README.md should say 'N hand-written scenarios and M generated witnesses'"
    assert (int(found[1]), int(found[2])) == (hand, generated), (
        f"README.md says {found[0]!r}; write '{hand} hand-written scenarios and {generated} generated witnesses'")
