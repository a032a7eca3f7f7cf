"""A deck from outside the project: a package installs it through the entry point group ``daifugo_explorer.decks``.

The example package (tests/example_deck/: one rule, ``example.nine_cut``) is built and installed into a folder of
its own with pip, offline, and that folder is put on the path of fresh processes: ``explorer rules``, ``explorer
check``, ``explorer simulate`` and the Rule cards page's deck choice all find the deck without a line of the
explorer naming it.  A broken entry point is left out with a warning naming it, and the explorer still starts.
"""

from __future__ import annotations

import csv
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = ROOT / "tests" / "example_deck"


def _run(env: dict[str, str], *args: str, timeout: int = 600) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, *args], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=timeout)


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    target = tmp_path_factory.mktemp("installed")
    done = subprocess.run(
        [sys.executable, "-m", "pip", "install", "--quiet", "--no-deps", "--no-build-isolation", "--no-index",
         "--target", str(target), str(EXAMPLE)],
        capture_output=True, text=True, timeout=600, cwd=tmp_path_factory.mktemp("build"))
    assert done.returncode == 0, done.stderr
    assert (target / "dx_example_deck").is_dir() and list(target.glob("dx_example_deck-*.dist-info"))
    return target


@pytest.fixture(scope="module")
def env(site: Path) -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": os.pathsep.join([str(site), os.environ.get("PYTHONPATH", "")]).rstrip(os.pathsep)}


def test_without_the_package_there_is_no_example_deck() -> None:
    got = _run(dict(os.environ), "-m", "explorer", "rules", "--deck", "example")
    assert got.returncode != 0 and "example" in got.stderr + got.stdout


def test_explorer_rules_lists_the_installed_deck(env: dict[str, str]) -> None:
    got = _run(env, "-m", "explorer", "rules", "--deck", "example")
    assert got.returncode == 0, got.stderr
    assert "example.nine_cut" in got.stdout and "Nine cut" in got.stdout and "9切り" in got.stdout
    assert "example.in_sequence" in got.stdout
    one = _run(env, "-m", "explorer", "rules", "example.nine_cut", "--lang", "ja")
    assert one.returncode == 0 and "［9］を含むカードを場に出すと" in one.stdout, one.stderr


def test_explorer_check_runs_the_decks_scenarios(env: dict[str, str]) -> None:
    got = _run(env, "-m", "explorer", "check", str(EXAMPLE / "scenarios"))
    assert got.returncode == 0, got.stdout + got.stderr
    assert "1 passed, 0 failed" in got.stdout


def test_explorer_simulate_plays_with_the_decks_rule(env: dict[str, str], tmp_path: Path) -> None:
    out = tmp_path / "rows.csv"
    got = _run(env, "-m", "explorer", "simulate", "--laws", "example.nine_cut", "--games", "2", "--out", str(out))
    assert got.returncode == 0, got.stderr
    rows = list(csv.DictReader(out.open(encoding="utf-8")))
    assert rows and sum(int(r["fire_example.nine_cut"]) for r in rows) > 0


def test_the_rule_cards_page_offers_the_deck(env: dict[str, str]) -> None:
    program = textwrap.dedent("""
        from explorer.widgets.rules_page import RulesPage
        page = RulesPage()
        assert "example" in [value for _, value in page.deck_switch.options], page.deck_switch.options
        page.show_deck("example")
        print([label for label, _ in page.card_list.options])
    """)
    got = _run(env, "-c", program)
    assert got.returncode == 0, got.stderr
    assert "9切り" in got.stdout


def test_a_broken_entry_point_is_named_and_left_out(site: Path, tmp_path: Path) -> None:
    broken = tmp_path / "broken"
    dist = broken / "dx_broken-0.1.dist-info"
    dist.mkdir(parents=True)
    (dist / "METADATA").write_text("Metadata-Version: 2.1\nName: dx-broken\nVersion: 0.1\n", encoding="utf-8")
    (dist / "entry_points.txt").write_text("[daifugo_explorer.decks]\nbroken = dx_no_such_module:DECK\n",
                                           encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(broken), str(site)])}
    got = _run(env, "-m", "explorer", "rules", "--deck", "example")
    assert got.returncode == 0, got.stderr
    assert "broken = dx_no_such_module:DECK" in got.stderr and "could not be loaded" in got.stderr
    assert "example.nine_cut" in got.stdout
