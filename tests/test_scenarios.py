"""Every scenario under scenarios/ passes, and malformed scenario files get clear errors."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from functools import lru_cache
from pathlib import Path

import pytest

from explorer.engine.errors import ScenarioError
from explorer.scenarios import Scenario, load_scenario, run_scenario, scenario_files

pytestmark = pytest.mark.rules  # the fast subset: pytest -m rules (engine and scenarios)

ROOT = Path(__file__).resolve().parents[1]
FILES = scenario_files([str(ROOT / "scenarios")])


@lru_cache(maxsize=None)
def loaded(path: Path) -> Scenario:
    """``load_scenario(path)``, each file read once for the module: three tests go over every file (a scenario
    is a frozen value, which running it does not change)."""
    return load_scenario(path)


def test_there_are_scenarios() -> None:
    assert len(FILES) >= 1


@pytest.mark.parametrize("path", FILES, ids=[str(f.relative_to(ROOT)) for f in FILES])
def test_scenario_passes(path: Path) -> None:
    result = run_scenario(loaded(path))
    assert result.ok, "\n".join(s.summary() for s in result.steps)


def test_scenario_ids_are_unique() -> None:
    ids = [loaded(f).id for f in FILES]
    assert len(ids) == len(set(ids))


def test_own_scenarios_are_bilingual() -> None:
    for f in FILES:
        raw = loaded(f).raw
        assert isinstance(raw["title"], dict) and raw["title"].get("ja") and raw["title"].get("en"), f


GOOD = """
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


def write(tmp_path: Path, text: str, name: str = "s.yaml") -> Path:
    p = tmp_path / name
    p.write_text(textwrap.dedent(text), encoding="utf-8")
    return p


class TestMalformed:
    """Each malformed file is refused with the file, the field and what was expected."""

    @pytest.mark.parametrize(
        ("old", "new", "field", "words"),
        [
            ("id: tiny", "id: Tiny Example", "id", "kebab-case"),
            ("players: [A, B, C]", "players: [A, B]", "players", "3 to 6"),
            ("players: [A, B, C]", "players: [A, A, C]", "players", "different"),
            ('A: "♠3"', 'A: "♠33"', "start.hands.A", "'♠33'"),
            ('A: "♠3"', 'A: "♠4"', "start.hands.B", "one place"),  # the field the card is found twice in
            ("  turn: A", "  turn: Z", "start.turn", "no player"),
            ("expect: {turn: B}", "expect: {trun: B}", "steps[0].expect.trun", "unknown expectation"),
            ('do: "A plays ♠3"', 'do: "A plays ♠X"', "steps[0].do", "'♠X'"),
            ('do: "A plays ♠3"', 'do: "A dances"', "steps[0].do", "unknown action"),
            ("title: {ja: 小さな例, en: A tiny example}", "title: 3", "title", "ja"),
            ("players: [A, B, C]", "players: [A, B, C]\nlaws: [no_such_rule]", "laws[0]", "unknown rule"),
            ("players: [A, B, C]", "players: [A, B, C]\ncolour: red", "colour", "unknown field"),
            ("players: [A, B, C]", "players: [A, B, C]\nhouse_rules: {B: [eight_cut, 26]}", "house_rules.B[1]", "01-25"),
            ("players: [A, B, C]", "players: [A, B, C]\nlaws: [eight_cut, eight_cut]", "start", "twice"),
            ("players: [A, B, C]", "players: [A, B, C]\noptions: {rounds: many}", "options", "rounds"),
        ],
    )
    def test_error_names_field(self, tmp_path: Path, old: str, new: str, field: str, words: str) -> None:
        assert old in GOOD
        path = write(tmp_path, GOOD.replace(old, new))
        with pytest.raises(ScenarioError) as err:
            run_scenario(load_scenario(path))
        assert err.value.file == str(path)
        assert err.value.field == field
        assert words.lower() in str(err.value).lower()

    def test_bad_yaml_names_line(self, tmp_path: Path) -> None:
        path = write(tmp_path, "id: x\ntitle: [unclosed\n")
        with pytest.raises(ScenarioError) as err:
            load_scenario(path)
        assert "line" in err.value.field

    def test_not_a_mapping(self, tmp_path: Path) -> None:
        path = write(tmp_path, "- just\n- a list\n")
        with pytest.raises(ScenarioError, match="mapping"):
            load_scenario(path)

    def test_missing_file(self, tmp_path: Path) -> None:
        with pytest.raises(ScenarioError, match="cannot be read"):
            load_scenario(tmp_path / "nope.yaml")


class TestCheckCommand:
    def run(self, *args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, "-m", "explorer", "check", *args],
                              capture_output=True, text=True, cwd=ROOT)

    def test_passing_file(self, tmp_path: Path) -> None:
        out = self.run(str(write(tmp_path, GOOD)))
        assert out.returncode == 0, out.stdout
        assert "step 1 passed: A plays ♠3" in out.stdout
        assert "1 passed, 0 failed" in out.stdout

    def test_failing_expectation_exits_non_zero_with_explanation(self, tmp_path: Path) -> None:
        out = self.run(str(write(tmp_path, GOOD.replace("turn: B}", "turn: C}"))))
        assert out.returncode == 1
        assert "turn: expected C, got B" in out.stdout

    def test_refusal_is_explained(self, tmp_path: Path) -> None:
        text = GOOD.replace('do: "A plays ♠3"\n    expect: {turn: B}',
                            'do: "B plays ♠4"\n    expect: {legal: false, error_contains: "A\'s turn"}')
        out = self.run(str(write(tmp_path, text)))
        assert out.returncode == 0, out.stdout
        assert "refused — turn: it is A's turn, not B's" in out.stdout

    def test_malformed_file_is_an_error_not_a_traceback(self, tmp_path: Path) -> None:
        out = self.run(str(write(tmp_path, GOOD.replace("players: [A, B, C]", "players: 7"))))
        assert out.returncode == 1
        assert "Traceback" not in out.stdout + out.stderr
        assert "players: expected a list of 3 to 6 names" in out.stdout

    def test_folder_and_duplicate_ids(self, tmp_path: Path) -> None:
        write(tmp_path, GOOD, "a.yaml")
        write(tmp_path, GOOD, "b.yaml")
        out = self.run(str(tmp_path))
        assert out.returncode == 1
        assert "already the id of" in out.stdout


def test_a_scenario_read_again_is_parsed_once_and_an_edit_is_read(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """load_scenario keeps what it parsed by path, text and the rules known: the same file again is the same
    Scenario, not parsed again (the static site's snapshot holds the pages' files parsed); an edit, a change of
    the rules, a broken file and a file naming rule files are read afresh every time."""
    import shutil

    from explorer.scenarios import model

    src = ROOT / "scenarios" / "basics" / "group-play.yaml"
    path = tmp_path / "group-play.yaml"
    shutil.copy(src, path)
    before = model.scenario_parses()
    first = load_scenario(path)
    assert load_scenario(path) is first and load_scenario(str(path)) is first
    assert model.scenario_parses() == before + 1
    path.write_text(src.read_text(encoding="utf-8").replace(first.title.en, "Edited title", 1), encoding="utf-8")
    edited = load_scenario(path)
    assert edited.title.en == "Edited title" and first.title.en != "Edited title"
    assert model.scenario_parses() == before + 2
    monkeypatch.setattr(model, "generation", lambda: -1)  # a rule file registered or replaced a rule
    assert load_scenario(path) is not edited and model.scenario_parses() == before + 3
    monkeypatch.undo()
    path.write_text("id: [unclosed\n", encoding="utf-8")
    for _ in range(2):
        with pytest.raises(ScenarioError):
            load_scenario(path)
    assert model.scenario_parses() == before + 5
    table = ROOT / "scenarios" / "tables" / "table-six-skip.yaml"
    assert load_scenario(table) is not load_scenario(table), "reading it registers its rule file: never kept"
