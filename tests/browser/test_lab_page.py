"""The Lab in a real browser (issue 28): laws pressed as toggle buttons, Compare writes each effect from its
base value, a run can be cancelled (Run disabled meanwhile), in both languages at 1280 and 390 px; and the
keyboard: Tab reaches a button that shows a clear focus ring, and an icon's glyph is not part of a button's name."""

from __future__ import annotations

from typing import Any

import pytest
from test_deck_pages import _shoot
from test_pages import _assert_clean, open_page
from voila_harness import VoilaServer, drawn, wait_until

pytestmark = pytest.mark.browser


def _games(lab: Any, n: int, page: Any) -> None:
    """Type ``n`` games. No pause after it: leaving the box sends the new value to the kernel at once (the box
    has no earlier update waiting: ipywidgets holds back a widget's update only behind its own unanswered one),
    and the kernel handles a page's messages in the order sent, so the value arrives before the next click."""
    games = lab.locator(".dx-lab-games input").first
    games.fill(str(n))
    games.press("Tab")


def test_lab_toggles_compare_with_base_values_and_cancel(page: Any, voila_server: VoilaServer) -> None:
    lab = open_page(page, voila_server, "lab")
    assert lab.locator(".dx-lab-laws select").count() == 0  # no multi-select
    _shoot(page, "after-ja-1280-open")
    for rule in ("eight_cut", "stairs"):
        toggle = lab.locator(f"button.dx-law-{rule}").first
        toggle.click()
        wait_until(lambda t=toggle: "mod-active" in (t.get_attribute("class") or ""), f"lab: the {rule} toggle pressed")
    _games(lab, 4, page)
    lab.locator(".dx-lab-compare").first.click()
    effects = lab.locator(".dx-lab-comparison .dx-lab-effects")
    wait_until(lambda: effects.count() == 3, "lab: three effect tables after Compare", timeout=240)
    text = effects.first.inner_text()
    assert "基本ルールのみ → 法律あり" in text and "95%信頼区間" in text and "09 8切り" in text
    _shoot(page, "after-ja-1280")
    page.set_viewport_size({"width": 390, "height": 900})
    drawn(page)
    _shoot(page, "after-ja-390")
    page.set_viewport_size({"width": 1280, "height": 1000})
    page.locator(".lang-switch").first.locator("button", has_text="English").click()
    wait_until(lambda: "95% CI" in effects.first.inner_text(), "lab: the effects in English")
    assert "Base rules only → with the law" in effects.first.inner_text()
    _shoot(page, "after-en-1280")
    page.set_viewport_size({"width": 390, "height": 900})
    drawn(page)
    _shoot(page, "after-en-390")
    page.set_viewport_size({"width": 1280, "height": 1000})
    # a long run: Run is disabled while it goes, Cancel stops it and the status says so
    _games(lab, 500, page)
    run, cancel = lab.locator(".dx-lab-run").first, lab.locator(".dx-lab-cancel").first
    assert cancel.is_disabled()
    run.click()
    wait_until(lambda: run.is_disabled() and cancel.is_enabled(), "lab: Run disabled and Cancel enabled while running")
    cancel.click()
    status = lab.locator(".dx-lab-status").first
    wait_until(lambda: "Cancelled: stopped after" in status.inner_text(), "lab: the status says the run was cancelled",
               timeout=120)
    wait_until(lambda: run.is_enabled() and cancel.is_disabled(), "lab: Run enabled again after the cancel")
    _shoot(page, "after-en-1280-cancelled")
    _assert_clean(page, "lab")


def test_tab_reaches_a_button_with_a_clear_focus_ring_and_its_name_has_no_glyph(
        page: Any, voila_server: VoilaServer) -> None:
    lab = open_page(page, voila_server, "lab")
    # the button's name is its words: the icon's glyph (a private-use character) is not read out
    assert lab.get_by_role("button", name="実行", exact=True).count() == 1
    assert lab.get_by_role("button", name="デッキを比べる", exact=True).count() == 1
    lab.locator(".dx-lab-games input").first.focus()
    for _ in range(12):
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement.tagName") == "BUTTON":
            break
    ring = page.evaluate("""() => { const s = getComputedStyle(document.activeElement);
        return [document.activeElement.tagName, s.outlineStyle, parseFloat(s.outlineWidth), s.outlineColor]; }""")
    assert ring[0] == "BUTTON" and ring[1] == "solid" and ring[2] >= 3, ring
    _shoot(page, "after-focus-ja-1280")


def test_learns_icon_buttons_are_named_by_their_words(page: Any, voila_server: VoilaServer) -> None:
    """The stepper's Next was read "\\uf051 Next" (its icon's glyph first); the lesson arrows, icon only, had no
    name but the glyph. Now the glyph is hidden from screen readers and an icon-only button is named by its
    tooltip, in the reader's language."""
    learn = open_page(page, voila_server, "learn")
    wait_until(lambda: learn.get_by_role("button", name="次へ", exact=True).count() == 1, "learn: a button named 次へ")
    assert learn.get_by_role("button", name="戻る", exact=True).count() == 1
    assert learn.get_by_role("button", name="前のレッスン", exact=True).count() == 1
    assert learn.locator("button i.fa:not([aria-hidden=true])").count() == 0
    page.locator(".lang-switch").first.locator("button", has_text="English").click()
    wait_until(lambda: learn.get_by_role("button", name="Previous lesson", exact=True).count() == 1,
               "learn: the icon-only arrow named in English after the switch")
    assert learn.get_by_role("button", name="Next", exact=True).count() == 1


def _no_sideways_scroll(page: Any, where: str) -> None:
    """The page is no wider than the window (a wide table scrolls inside its own box)."""
    wide = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
    assert wide <= 1, f"{where}: the page scrolls sideways by {wide}px"


def test_lab_shows_the_complexity_figures_and_a_strong_run_says_its_progress_and_cancels(
        page: Any, voila_server: VoilaServer) -> None:
    """Issue 27: each rule set's game-complexity figures with their intervals, in both languages at 1280 and
    390 px (two greedy games, seed 1); then one strong player: the page says how many games it has played so
    far and Cancel stops it at once."""
    lab = open_page(page, voila_server, "lab")
    _games(lab, 2, page)
    lab.locator(".dx-lab-compare-decks").first.click()
    table = lab.locator(".dx-lab-complexity").first
    wait_until(lambda: table.count() == 1 and table.locator("tr").count() == 3,
               "lab: the complexity table with the base rules and the 25 cards", timeout=240)
    text = table.inner_text()
    for words in ("選べる行動／決定", "決定／ラウンド", "ラウンド／ゲーム", "禁止上がりのラウンド", "都落ちのラウンド",
                  "基本ルールのみ", "クトゥルフの25枚"):
        assert words in text, words
    assert text.count("[") == 10  # every figure with its interval (two rule sets, five figures)
    rounds = table.locator("td[data-key='rounds_per_game']").first.inner_text()
    assert rounds.split()[0] == "5.00", rounds  # normal mode: five rounds a game (two decimals)
    _shoot(page, "complexity-ja-1280")
    page.set_viewport_size({"width": 390, "height": 900})
    drawn(page)
    _no_sideways_scroll(page, "lab ja 390")
    table.scroll_into_view_if_needed()
    _shoot(page, "complexity-ja-390")
    page.locator(".lang-switch").first.locator("button", has_text="English").click()
    wait_until(lambda: "Game complexity" in lab.locator(".dx-lab-complexity-box").first.inner_text(),
               "lab: the figures in English")
    text = table.inner_text()
    for words in ("legal actions / decision", "rounds with a forbidden finish", "rounds with a fall of the capital",
                  "Base rules only", "The 25 Cthulhu cards"):
        assert words in text, words
    _no_sideways_scroll(page, "lab en 390")
    _shoot(page, "complexity-en-390")
    page.set_viewport_size({"width": 1280, "height": 1000})
    drawn(page)
    _shoot(page, "complexity-en-1280")
    # one strong player: slow on the pure engine, so the page counts the games played and Cancel is heard
    lab.locator(".dx-lab-bots button", has_text="One strong, the rest greedy").first.click()
    note = lab.locator(".dx-lab-bots-note").first
    wait_until(lambda: "strong bot" in note.inner_text(), "lab: the note on strong bots")
    run, cancel = lab.locator(".dx-lab-run").first, lab.locator(".dx-lab-cancel").first
    run.click()
    status = lab.locator(".dx-lab-status").first
    wait_until(lambda: "0 of 2 games played so far" in status.inner_text(), "lab: the status counts the games played")
    _shoot(page, "strong-running-en-1280")
    cancel.click()
    wait_until(lambda: "Cancelled: stopped after 0 of 2 games" in status.inner_text(),
               "lab: the strong run cancelled within its first game", timeout=60)
    wait_until(lambda: run.is_enabled() and cancel.is_disabled(), "lab: Run enabled again after the cancel")
    _assert_clean(page, "lab")
