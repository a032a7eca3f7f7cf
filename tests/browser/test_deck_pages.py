"""The Lab compares decks in a real browser (issue 16): ticking a deck lists its rules as laws, "Compare
decks" plays the base rules against each chosen deck and draws each deck's effect, in both languages; the
page is shot at 1280 px and 390 px wide."""

from __future__ import annotations

import os
import shutil
from pathlib import Path
from typing import Any

import pytest
from test_pages import _assert_clean, _shot, _wait_for_change, open_page
from voila_harness import ARTIFACTS, VoilaServer, drawn, wait_until

pytestmark = pytest.mark.browser

SHOTS = Path(os.environ.get("DX_SHOTS", "")) if os.environ.get("DX_SHOTS") else None


def _shoot(page: Any, name: str) -> None:
    """The page at full height (test_pages' shot) in test-artifacts/, copied to $DX_SHOTS when set."""
    _shot(page, name)
    if SHOTS is not None:
        SHOTS.mkdir(parents=True, exist_ok=True)
        shutil.copy(ARTIFACTS / f"{name}.png", SHOTS / f"{name}.png")


def _text_with(locator: Any, words: tuple[str, ...]) -> str:
    """The locator's text when it holds every one of ``words`` (no-break spaces read as spaces), else ``""``."""
    text = locator.inner_text()
    return text if all(w in text.replace("\xa0", " ") for w in words) else ""


def test_lab_lists_deck_rules_and_compares_decks(page: Any, voila_server: VoilaServer) -> None:
    lab = open_page(page, voila_server, "lab")
    laws = lab.locator(".dx-lab-laws").first  # the law toggles, under their decks
    before = laws.inner_text()
    assert "定番：5飛ばし" not in before
    lab.locator(".dx-lab-deck-classic input[type=checkbox]").first.click()
    _wait_for_change(laws.inner_text, before, "lab: the laws after ticking the classic deck")
    # waits for what it checks: an update that arrives in parts must not be judged half-way (no "settled" pause)
    wait_until(lambda: "定番：5飛ばし" in laws.inner_text(), "lab: the classic deck's 5飛ばし among the laws")
    lab.locator(".dx-lab-deck-arcasino input[type=checkbox]").first.click()
    games = lab.locator(".dx-lab-games input").first
    games.fill("4")
    games.press("Tab")  # sent before the click below, and handled first (test_lab_page._games says why)
    comparison = lab.locator(".dx-lab-comparison").first
    before = comparison.inner_text()
    lab.locator(".dx-lab-compare-decks").first.click()
    decks = ("クトゥルフの25枚", "定番ローカルルール", "アルカジノのカジノカード")
    text = wait_until(lambda: _text_with(comparison, decks), f"lab: the comparison naming {decks} after Compare decks",
                      timeout=240)
    wait_until(lambda: lab.locator(".dx-lab-comparison svg").count() >= 3, "lab: the comparison's three charts")
    _shoot(page, "lab-decks-ja-1280")
    page.set_viewport_size({"width": 390, "height": 900})
    drawn(page)
    _shoot(page, "lab-decks-ja-390")
    page.set_viewport_size({"width": 1280, "height": 1000})
    english = page.locator(".lang-switch").first.locator("button", has_text="English")
    english.click()
    names = ("The 25 Cthulhu cards", "Classic local rules", "Arcasino's casino cards")
    wait_until(lambda: all(n in comparison.inner_text() for n in names), f"lab: the comparison naming {names} in English")
    wait_until(lambda: "Classic: Five skip" in laws.inner_text().replace("\xa0", " "), "lab: the laws list in English")
    _shoot(page, "lab-decks-en-1280")
    page.set_viewport_size({"width": 390, "height": 900})
    drawn(page)
    _shoot(page, "lab-decks-en-390")
    _assert_clean(page, "lab")


def test_interactions_puts_a_decks_rules_in_the_graph(page: Any, voila_server: VoilaServer) -> None:
    ix = open_page(page, voila_server, "interactions")
    rules = ix.locator(".dx-rule-list select").first
    before = rules.inner_text()
    assert "定番：" not in before
    ix.locator(".dx-ix-deck-classic input[type=checkbox]").first.click()
    after = wait_until(lambda: _text_with(rules, ("定番：",)), "interactions: the classic deck's rules (定番：…) in the rule list")
    _shoot(page, "interactions-decks-ja-1280")
    page.set_viewport_size({"width": 390, "height": 900})
    drawn(page)
    _shoot(page, "interactions-decks-ja-390")
    page.set_viewport_size({"width": 1280, "height": 1000})
    page.locator(".lang-switch").first.locator("button", has_text="English").click()
    wait_until(lambda: "Classic:" in rules.inner_text().replace("\xa0", " "),
               "interactions: the classic deck's rules (Classic: …) in the rule list in English")
    _shoot(page, "interactions-decks-en-1280")
    _assert_clean(page, "interactions")
