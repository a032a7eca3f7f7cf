"""The scenario key ``forced`` (SCENARIO-FORMAT.md) and the ``solve`` command: malformed values are one-line
``file: field: what was expected`` errors, ``check`` judges the solver's answer (in English and Japanese), an
unknown answer is a failure that says so, and ``python -m explorer solve`` prints the verdict."""

from __future__ import annotations

import io
import json
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from explorer.engine.errors import ScenarioError
from explorer.scenarios import check_paths, load_scenario, run_scenario
from explorer.scenarios import runner
from explorer.text.describe import describe
from explorer.analysis.solver import forget

rules = pytest.mark.rules  # the fast subset (pytest -m rules): the key's tests; the command's are not in it

ROOT = Path(__file__).resolve().parents[1]

BASE = """
id: forced-example
title: {ja: 例, en: Example}
players: [A, B, C]
start:
  hands: {A: "♠2 ♥5", B: "♦7", C: "♣9"}
  turn: A
steps:
  - expect:
      forced: FORCED
"""


def write(tmp_path: Path, forced: str, name: str = "s.yaml") -> Path:
    p = tmp_path / name
    p.write_text(textwrap.dedent(BASE).replace("FORCED", forced), encoding="utf-8")
    return p


@rules
@pytest.mark.parametrize(("forced", "field", "words"), [
    ("[A]", "steps[0].expect.forced", "expected {player: NAME, first: true or false"),
    ("{player: Z, first: true}", "steps[0].expect.forced.player", "no player called 'Z'"),
    ("{first: true}", "steps[0].expect.forced.player", "missing"),
    ("{player: A}", "steps[0].expect.forced.first", "missing; expected true or false"),
    ("{player: A, first: 'yes'}", "steps[0].expect.forced.first", "expected true or false, got 'yes'"),
    ("{player: A, first: 1}", "steps[0].expect.forced.first", "expected true or false"),
    ("{player: A, first: true, wins: 2}", "steps[0].expect.forced.wins", "unknown field"),
    ("{player: A, first: true, by: 'A plays ♠2'}", "steps[0].expect.forced.by", "expected a list of actions"),
    ("{player: A, first: true, by: [7]}", "steps[0].expect.forced.by[0]", "expected an action of A"),
    ("{player: A, first: true, by: ['B passes']}", "steps[0].expect.forced.by[0]", "expected an action of A"),
    ("{player: A, first: false, by: ['A plays ♠2']}", "steps[0].expect.forced.by", "with first: false"),
])
def test_a_malformed_forced_names_file_and_field(tmp_path: Path, forced: str, field: str, words: str) -> None:
    path = write(tmp_path, forced)
    with pytest.raises(ScenarioError) as exc:
        load_scenario(path)
    assert exc.value.field == field and words in str(exc.value)
    assert str(path) in str(exc.value) and "\n" not in str(exc.value)
    assert describe(exc.value, "ja") != str(exc.value)  # said in Japanese too


@rules
@pytest.mark.parametrize(("action", "words"), [
    ("A dances", "unknown action"),
    ("A plays ♠7", "is not one of A's current actions"),   # A does not hold it
    ("A passes", "is not one of A's current actions"),     # A leads: no pass
])
def test_an_action_of_by_is_read_against_the_position(tmp_path: Path, action: str, words: str) -> None:
    path = write(tmp_path, f"{{player: A, first: true, by: ['{action}']}}")
    out = io.StringIO()
    assert check_paths([str(path)], out=out) == 1
    text = out.getvalue()
    assert "steps[0].expect.forced.by[0]" in text and words in text and "Traceback" not in text


def failures(path: Path) -> list[str]:
    result = run_scenario(load_scenario(path))
    return [f for step in result.steps for f in step.failures]


@rules
def test_check_judges_the_verdict_and_the_winning_actions(tmp_path: Path) -> None:
    assert failures(write(tmp_path, "{player: A, first: true, by: ['A plays ♠2']}")) == []
    assert failures(write(tmp_path, "{player: A, first: true}")) == []
    assert failures(write(tmp_path, "{player: B, first: false, by: []}")) == []
    wrong = failures(write(tmp_path, "{player: A, first: false}"))
    assert len(wrong) == 1 and "can force first place" in wrong[0] and "'A plays ♠2'" in wrong[0]
    by = failures(write(tmp_path, "{player: A, first: true, by: ['A plays ♠2', 'A plays ♥5']}"))
    assert len(by) == 1 and "'A plays ♥5' does not keep it" in by[0]
    stopped = failures(write(tmp_path, "{player: B, first: true}"))
    assert len(stopped) == 1 and "the others can stop it" in stopped[0] and "line: A plays" in stopped[0]


@rules
def test_jokers_and_card_order_do_not_matter_in_by(tmp_path: Path) -> None:
    def check(hands: str, by: str) -> list[str]:
        p = tmp_path / "j.yaml"
        p.write_text(textwrap.dedent(f"""
            id: forced-jokers
            title: {{ja: 例, en: Example}}
            players: [A, B, C]
            start:
              hands: {hands}
              turn: A
            steps:
              - expect:
                  forced: {{player: A, first: true, by: {by}}}
        """), encoding="utf-8")
        return failures(p)

    # B's hand is read first, so A holds the second joker; "JK" names it all the same
    assert check('{B: "JK ♦7", A: "JK ♥5 ♠5", C: "♣9 ♣10"}', '["A plays JK"]') == []
    # a lone joker is offered wild and as every card; "A plays JK" names every way of playing it, "JK=♠2" one
    lone = '{A: "JK ♥7", B: "♦K", C: "♣8"}'
    assert check(lone, '["A plays JK"]') == []
    assert check(lone, '["A plays JK", "A plays JK=♠2"]') == []
    told = check(lone, '["A plays JK=♠2"]')
    assert len(told) == 1 and "('A plays JK', 'A plays JK=♠K', 'A plays JK=♠A' keeps it too)" in told[0]
    assert "JK=♠Q" not in told[0]  # the joker as a Q loses to B's ♦K
    pair = '{A: "♥5 ♠5 ♦8", B: "♦7 ♦9", C: "♣9 ♣10"}'
    assert check(pair, '["A plays ♥5 ♠5"]') == [] and check(pair, '["A plays ♠5 ♥5"]') == []
    assert len(check(pair, '["A plays ♦8"]')) == 1


@rules
def test_failures_are_said_in_japanese(tmp_path: Path) -> None:
    out = io.StringIO()
    assert check_paths([str(write(tmp_path, "{player: A, first: false}"))], "ja", out=out) == 1
    text = out.getvalue()
    assert "Aは1位を確定できないはずだが、「Aが♠2を出す」で確定できる" in text
    assert "forced" not in text and "can force" not in text


@rules
def test_unknown_is_a_failure_that_says_so(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(runner, "FORCED_BUDGET", 2)
    forget()  # from nothing: a table kept from an earlier check of the same position would settle it
    got = failures(write(tmp_path, "{player: A, first: true}"))
    assert len(got) == 1 and got[0].startswith("forced: unknown") and "budget" in got[0]


@rules
def test_the_analysis_scenarios_pass_and_use_the_key() -> None:
    folder = ROOT / "scenarios" / "analysis"
    files = sorted(folder.glob("*.yaml"))
    assert len(files) >= 7
    wanted = {True: 0, False: 0}
    for f in files:
        sc = load_scenario(f)
        for step in sc.steps:
            if "forced" in step.expect:
                wanted[step.expect["forced"]["first"]] += 1
        assert sc.question and sc.answer
    assert wanted[True] >= 5 and wanted[False] >= 4
    assert check_paths([str(folder)], out=io.StringIO()) == 0


# ---------------------------------------------------------------------------------------------- the command
def solve_cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "explorer", "solve", *args], capture_output=True, text=True,
                          cwd=ROOT, timeout=300)


def test_the_solve_command(tmp_path: Path) -> None:
    path = str(write(tmp_path, "{player: A, first: true}"))
    got = solve_cli(path, "--player", "A")
    assert got.returncode == 0, got.stderr
    assert "A can force first place" in got.stdout and "winning actions: A plays ♠2" in got.stdout
    assert "line: A plays ♠2 → B passes → C passes → A plays ♥5" in got.stdout
    ja = solve_cli(path, "--player", "B", "--lang", "ja")
    assert ja.returncode == 0 and "Bは1位を確定できない" in ja.stdout and "手順：Aが" in ja.stdout
    data = json.loads(solve_cli(path, "--player", "A", "--json").stdout)
    assert data["first"] is True and data["winning"] == ["A plays ♠2"] and data["nodes"] >= 1
    later = json.loads(solve_cli("scenarios/analysis/base-two-before-the-last-card.yaml", "--player", "A",
                                 "--step", "2", "--json").stdout)
    assert later["first"] is False and later["step"] == 2
    unknown = solve_cli(path, "--player", "A", "--budget", "1")
    assert unknown.returncode == 1 and "unknown" in unknown.stdout


@pytest.mark.parametrize(("args", "words"), [
    (("--player", "Z"), "no player called 'Z'"),
    (("--step", "9", "--player", "A"), "--step 9"),
    (("--step", "-1", "--player", "A"), "--step"),
    (("--budget", "0", "--player", "A"), "--budget"),
    ((), "--player"),
])
def test_bad_options_are_one_line_and_status_2(tmp_path: Path, args: tuple[str, ...], words: str) -> None:
    got = solve_cli(str(write(tmp_path, "{player: A, first: true}")), *args)
    assert got.returncode == 2 and words in got.stderr
    assert len(got.stderr.strip().splitlines()) == 1 and "Traceback" not in got.stderr


def test_a_missing_file_is_one_line() -> None:
    got = solve_cli("no-such-file.yaml", "--player", "A")
    assert got.returncode == 2 and "no-such-file.yaml" in got.stderr and "Traceback" not in got.stderr
