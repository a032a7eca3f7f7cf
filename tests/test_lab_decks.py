"""The simulation lab over decks (issue 16): deck arms, deck and rule-file rules counted in the rows, the Lab
page's deck choice, its deck comparison in both languages, and its rule-file box."""

from __future__ import annotations

import subprocess
import sys
from datetime import datetime
from html import unescape
from pathlib import Path

import pytest

from explorer.rules.catalogue import register
from explorer.rules.custom import rules_from_text
from explorer.sim.lab import run_lab
from explorer.sim.runner import RULE_IDS, Arm, Setup, columns, play_game
from explorer.sim.stats import deck_arms
from explorer.widgets.i18n import Language
from explorer.widgets.lab_page import LabPage, rule_name

ROOT = Path(__file__).resolve().parents[1]
TABLE = ROOT / "scenarios" / "tables" / "our-table.rules.yaml"


def test_a_deck_arm_puts_every_rule_of_the_deck_in_force() -> None:
    arms = deck_arms(["classic"])
    assert arms[0].label == "base" and arms[1].label == "deck:classic"
    assert "classic.queen_bomber" in arms[1].laws and len(arms[1].laws) == 14


def test_rows_count_the_fires_of_deck_rules_given_a_column() -> None:
    setup = Setup(4, "mad", "greedy", more_rules=("classic.seven_pass", "classic.five_skip"))
    assert columns(setup)[-2:] == ["fire_classic.seven_pass", "fire_classic.five_skip"]
    rows = play_game(setup, Arm(("classic.seven_pass", "classic.five_skip")), seed=3, index=0)
    assert sum(int(r["fire_classic.seven_pass"]) for r in rows) > 0
    assert list(rows[0]) == columns(setup)
    assert columns(Setup(4)) == columns(Setup(4, more_rules=()))  # the default columns are unchanged


def test_a_setup_carries_its_rule_files_to_the_workers() -> None:
    text = TABLE.read_text(encoding="utf-8")
    setup = Setup(4, "mad", rule_files=((str(TABLE), text),), more_rules=("table.six_skip",))
    result = run_lab(setup, [Arm(("table.six_skip",))], 2, 1, scheduler="processes", workers=2)
    fires = result.stats.summaries["table.six_skip"].fire_rates()
    assert "table.six_skip" in fires and fires["table.six_skip"].mean > 0
    assert "table.six_skip" not in RULE_IDS


def test_simulate_takes_a_rules_file() -> None:
    out = subprocess.run([sys.executable, "-m", "explorer", "simulate", "--laws", "table.six_skip", "--games", "2",
                          "--scheduler", "sync", "--quiet", "--rules-file", str(TABLE)],
                         capture_output=True, text=True, cwd=ROOT, timeout=300)
    assert out.returncode == 0, out.stderr
    assert "table.six_skip" in out.stdout


def test_the_page_lists_the_chosen_decks_rules_and_names_them_by_deck() -> None:
    page = LabPage(Language())
    ids = [v for _, v in page.laws.options]
    assert "eight_cut" in ids and "classic.five_skip" not in ids
    page.deck_boxes["classic"].value = True
    labels = dict((v, k) for k, v in page.laws.options)
    assert labels["classic.five_skip"] == "定番：5飛ばし"
    page.laws.value = ("eight_cut", "classic.five_skip")
    page.deck_boxes["cthulhu"].value = False
    assert page.laws.value == ("classic.five_skip",)  # a rule no longer listed is no longer chosen
    assert rule_name("arcasino.five_skip", "en") == "Arcasino: Five skip"


def test_compare_decks_draws_each_decks_effect_in_both_languages() -> None:
    page = LabPage(Language())
    page.deck_boxes["classic"].value = True
    page.deck_boxes["arcasino"].value = True
    page.games.value = 3
    page.compare_decks()
    assert page.error is None
    comp = page.compared.stats.comparison if page.compared is not None else None
    assert comp is not None and comp.groups == ["deck:cthulhu", "deck:classic", "deck:arcasino"]
    html = page.comparison.value
    assert "定番ローカルルール" in html and "アルカジノのカジノカード" in html and html.count("<svg") == 3
    page.language.lang = "en"
    english = unescape(page.comparison.value)
    assert "Classic local rules" in english and "Arcasino's casino cards" in english and "Each deck's effect" in english
    for box in page.deck_boxes.values():
        box.value = False
    page.compare_decks()
    assert "Choose at least one deck" in page.status.value


def test_a_rule_file_loaded_on_the_page_is_listed_and_runs() -> None:
    page = LabPage(Language())
    rules = page.rules_file.load_text(TABLE.read_text(encoding="utf-8"), "our-table.rules.yaml")
    assert [r.id for r in rules] == ["table.six_skip", "table.heart_lock", "table.two_discard"]
    labels = dict((v, k) for k, v in page.laws.options)
    assert labels["table.six_skip"] == "ルールファイル：6飛ばし"
    page.laws.value = ("table.six_skip",)
    page.games.value = 2
    page.run()
    assert page.error is None and "6飛ばし" in page.summary.value
    bad = page.rules_file.load_text("rules:\n  - {id: table.x}\n", "bad.yaml")
    assert bad == () and "bad.yaml" in page.rules_file.status.value and "dx-error" in page.rules_file.status.value


def test_a_bad_upload_is_a_message_not_a_crash() -> None:
    page = LabPage(Language())
    page.rules_file.upload.value = ({"name": "x.yaml", "content": memoryview(b"\xff\xfe rules"), "size": 8,
                                     "type": "", "last_modified": datetime(2026, 1, 1)},)
    assert page.rules_file.load() == ()
    assert "UTF-8" in page.rules_file.status.value


@pytest.fixture(autouse=True, scope="module")
def _registered() -> None:
    register(rules_from_text(TABLE.read_text(encoding="utf-8"), str(TABLE)), str(TABLE))
