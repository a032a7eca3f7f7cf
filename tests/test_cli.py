"""The command line: rules, bench (a smoke run; it prints figures, it is not timed)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "explorer", *args], capture_output=True, text=True, cwd=ROOT)


def test_rules_lists_every_rule() -> None:
    out = run("rules")
    assert out.returncode == 0
    lines = out.stdout.splitlines()
    assert len(lines) == 30
    assert any(line.startswith("02  fusion_revolution") and "融合革命" in line for line in lines)
    assert any("miyako_ochi" in line and "base rule" in line for line in lines)


def test_rules_shows_one_card_with_texts_and_scenarios() -> None:
    out = run("rules", "02")
    assert out.returncode == 0, out.stderr
    text = out.stdout
    assert "fusion_revolution — 融合革命 / Fusion revolution" in text
    assert "革命の条件になる場合" in text  # the law text, from the rulebook
    assert "この家訓を持ってる人だけが" in text  # the house text
    assert "scenarios (" in text and "scenarios/" in text


def test_rules_unknown_is_a_clear_error() -> None:
    out = run("rules", "99")
    assert out.returncode == 2
    assert "no rule card number '99'" in out.stdout
    assert "Traceback" not in out.stderr


def test_bench_prints_figures() -> None:
    out = run("bench", "--games", "2")
    assert out.returncode == 0, out.stderr
    assert "µs/position" in out.stdout and "decisions/s" in out.stdout
    assert "every implemented law on (25" in out.stdout
