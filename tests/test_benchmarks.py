"""benchmarks/engine_vs_openspiel.py runs and prints the ratios issue 6 asks for (figures are not asserted:
benchmarks print them, tests do not time things)."""

from __future__ import annotations

import json
from pathlib import Path
from types import ModuleType

import pytest

from script_loader import load_script

SCRIPT = Path(__file__).resolve().parent.parent / "benchmarks" / "engine_vs_openspiel.py"


def load() -> ModuleType:
    return load_script(SCRIPT)


def test_prints_both_ratios_against_their_targets(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    bench = load()

    def stand_in(seed: int, out: object) -> None:  # OpenSpiel is not a project dependency: a fixed stand-in
        out.decisions += 63  # type: ignore[attr-defined]
        out.games += 1  # type: ignore[attr-defined]

    monkeypatch.setattr(bench, "openspiel_runner", lambda: stand_in)
    figures = tmp_path / "figures.json"
    assert bench.main(["--seconds", "0.01", "--warmup", "0", "--json", str(figures)]) == 0
    text = capsys.readouterr().out
    assert "engine, base rules only" in text and "engine, all 25 laws on" in text
    assert "ratios (engine / OpenSpiel):" in text
    assert "base rules / OpenSpiel" in text and "target >= 1.0" in text  # issue 45's goals
    assert "all laws / OpenSpiel" in text and "target >= 0.5" in text
    doc = json.loads(figures.read_text(encoding="utf-8"))
    assert set(doc["ratios"]) == {"base/openspiel", "all_laws/openspiel"}
    assert doc["targets"] == {"base/openspiel": 1.0, "all_laws/openspiel": 0.5}
    base, laws, spiel = doc["results"]
    assert doc["ratios"]["base/openspiel"] == pytest.approx(base["rate"] / spiel["rate"])
    assert doc["ratios"]["all_laws/openspiel"] == pytest.approx(laws["rate"] / spiel["rate"])


def test_without_openspiel_it_says_how_to_install_it(capsys: pytest.CaptureFixture[str],
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    bench = load()
    monkeypatch.setattr(bench, "openspiel_runner", lambda: None)
    assert bench.main(["--seconds", "0.01", "--warmup", "0", "--slice", "0"]) == 0
    text = capsys.readouterr().out
    assert "pip install open_spiel" in text and "ratios: not computed without OpenSpiel" in text


def test_verdict_says_met_or_what_it_would_take() -> None:
    bench = load()
    assert bench._verdict("base", 0.6, 0.5, 120.0, 200.0).endswith("MET")
    missed = bench._verdict("base", 0.25, 0.5, 50.0, 200.0)
    assert "NOT MET" in missed and "needs 100 decisions/s, 2.0x the measured 50" in missed


def test_lab_complexity_prints_each_rule_sets_figures_and_reports_saved_runs_alike(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """benchmarks/lab_complexity.py: a Markdown row per rule set; ``--report`` on the saved rows prints the same."""
    bench = load_script(SCRIPT.parent / "lab_complexity.py")
    saved = tmp_path / "rows.csv"
    assert bench.main(["--games", "2", "--rounds", "1", "--rules", "base,classic", "--out", str(saved)]) == 0
    played = capsys.readouterr().out.splitlines()
    assert played[0].startswith("2 games (of 2 asked) x 2 rule sets")
    rows = [line for line in played if line.startswith("| ")]
    assert rows[0].startswith("| rule set | games | legal actions / decision")
    assert [r.split(" | ")[0] for r in rows[1:]] == ["| base rules", "| Classic local rules"]
    assert bench.main(["--report", str(saved)]) == 0
    assert [line for line in capsys.readouterr().out.splitlines() if line.startswith("| ")] == rows


def test_bot_strength_report_pairs_two_bot_settings_on_the_same_deals(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """benchmarks/bot_strength.py ``--report``: games saved with two settings of the bot on one seed are compared
    game by game (what a change to the bot is worth on the same deals); games only one setting played are left
    out, and another seed is never paired."""
    bench = load_script(SCRIPT.parent / "bot_strength.py")
    saved = tmp_path / "games.jsonl"

    def game(index: int, place: int, rollouts: int, seed: int = 2) -> str:
        opts = {"players": 4, "rollouts": rollouts, "seconds": None, "first_weight": 3.0, "burn": 200,
                "game_rounds": 1, "seed": seed}
        res = {"index": index, "seat": index % 4, "places": [place], "baseline": [3], "searched": 1,
               "search_seconds": 0.1, "search_cpu": 0.1, "worst": 0.1, "rollouts": rollouts}
        return json.dumps({"rules": "base", "options": opts, "result": res})

    lines = [game(i, p, 160) for i, p in enumerate([1, 2, 1, 3])]  # first in 2 of 4
    lines += [game(i, p, 320) for i, p in enumerate([1, 1, 2, 1, 1])]  # first in 3 of the same 4; game 4 unpaired
    lines += [game(i, 1, 320, seed=3) for i in range(4)]
    saved.write_text("\n".join(lines) + "\n", encoding="utf-8")
    assert bench.main(["--report", str(saved)]) == 0
    paired = [line for line in capsys.readouterr().out.splitlines() if "paired difference" in line]
    assert len(paired) == 1, paired
    assert paired[0].startswith("base, seed 2, rollouts 160 -> 320: 4 rounds both played; first place 75.0% "
                                "against 50.0%, paired difference +25.0% ["), paired[0]


def test_bot_strength_report_reads_games_saved_before_an_option_existed_as_its_default(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Games saved without the issue-45 options (``mate_hand`` …) are the default bot's: they pair with games
    that name the options, and with games that name the defaults they are one run, not two."""
    bench = load_script(SCRIPT.parent / "bot_strength.py")
    saved = tmp_path / "games.jsonl"

    def game(index: int, place: int, **more: int) -> str:
        opts = {"players": 4, "rollouts": 160, "seconds": None, "first_weight": 3.0, "burn": 200,
                "game_rounds": 1, "seed": 2, **more}
        res = {"index": index, "seat": index % 4, "places": [place], "baseline": [3], "searched": 1,
               "search_seconds": 0.1, "search_cpu": 0.1, "worst": 0.1, "rollouts": 160}
        return json.dumps({"rules": "base", "options": opts, "result": res})

    lines = [game(0, 1), game(1, 2)]  # saved before the options existed
    lines += [game(2, 2, mate_hand=0, model_hand=0, endgame_cards=0)]  # the same setting, saved naming them
    lines += [game(i, 1, mate_hand=13) for i in range(3)]
    saved.write_text("\n".join(lines) + "\n", encoding="utf-8")
    assert bench.main(["--report", str(saved)]) == 0
    out = capsys.readouterr().out
    assert out.count(" rounds, the strong bot") == 2, out
    paired = [line for line in out.splitlines() if "paired difference" in line]
    assert len(paired) == 1 and "mate_hand 0 -> 13: 3 rounds both played" in paired[0], paired
