"""The analysis on the static site (issue 27 point 6): in Pyodide the Sandbox's Analyse and Play's Hint answer
within the browser's budget (explorer/analysis/budget.py), and say so in plain words when they stop early — at
1280 and 390 px, in Japanese and English: Analyse at two of the four pairs of width and language, the hint at the
other two (site_harness.WIDTH_LANG), each test at both widths and in both languages.

The Sandbox's position is typed into its boxes, as a visitor sets one up (the issue's settle-it position: A
holds ♠J ♥8, B played ♦7, eight cut and J-back); Play's deal 3 comes from the address (``?seed=3``, which dx.js
hands to the site's kernel through the page's hidden address field).
The test accepts an answer or the stop-early wording, whichever the visitor's machine gives; it never times
anything. Needs /usr/bin/chromium and a built site (make site).
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from site_harness import OTHER_WIDTH_LANG, SHOTS, WIDTH_LANG, Visit
from test_sandbox_board_in_browser import expected_answer
from test_site_pages import assert_clean, open_page, page_url
from voila_harness import wait_until as harness_wait_until

from explorer.widgets.i18n import t
from explorer.widgets.sandbox.analysis_view import verdict_text

pytestmark = pytest.mark.browser

S = ".dx-page-sandbox "
P = ".dx-page-play "
ANSWER_TIMEOUT_S = 180.0
"""A search in the browser stops within a few seconds; a busy test machine's Pyodide is many times slower."""


def wait_until(check: Any, what: str, timeout: float = 60.0) -> Any:
    return harness_wait_until(check, what, timeout=timeout, poll=0.25)


def shot(v: Visit, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    v.page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=True)


def said(key: str, lang: str, text: str) -> bool:
    """Whether ``text`` contains the text ``key`` in ``lang`` with any figures in its places."""
    pieces = re.split(r"\{\w+\}", t(key, lang))
    return re.search(".+?".join(re.escape(p) for p in pieces), text, re.S) is not None


@pytest.mark.parametrize("width, lang", WIDTH_LANG)
def test_analyse_answers_or_says_it_stopped(visit: Visit, site_url: str, width: int, lang: str) -> None:
    visit.page.set_viewport_size({"width": width, "height": 1000 if width > 800 else 844})
    sandbox = open_page(visit, page_url(site_url, "sandbox") + f"?lang={lang}", "sandbox")
    page = visit.page
    wait_until(lambda: t("an_button", lang) in sandbox.locator(".dx-analyse").first.inner_text(),
               f"the Analyse button in {lang}")
    if width < 800:
        page.locator(S + ".dx-edit-toggle").first.click()
        wait_until(lambda: page.locator(S + ".dx-notation-hand-A input").first.is_visible(), "the editor unfolded")
    a_box = page.locator(S + ".dx-notation-hand-A input").first
    a_box.fill("♠J ♥8")
    a_box.press("Enter")
    a_cards = page.locator(S + '.dx-table-view .seat[data-player="A"] .pc')
    wait_until(lambda: a_cards.count() == 2, "A's hand (♠J ♥8) on the table")
    field = page.locator(S + ".dx-notation-field input").first
    field.fill("♦7")
    field.press("Enter")
    wait_until(lambda: page.locator(S + ".dx-table-view .field .pc").count() == 1, "♦7 on the field")
    page.locator(S + ".dx-field-by select").first.select_option(index=2)  # played by B
    for rule in ("eight_cut", "j_back"):
        toggle = page.locator(S + f".dx-law-{rule}").first
        toggle.click()
        wait_until(lambda t=toggle: "mod-active" in (t.get_attribute("class") or ""), f"the {rule} toggle pressed")
    title = t("sb_moves_of", lang).format(name="A")
    wait_until(lambda: title in page.locator(S + ".dx-play-column").inner_text(), "A to act")
    # Analyse is asked of the position with both laws in force: the moves say so before it is pressed
    eight, jack = page.locator(S + ".dx-moves .dx-meld-H8").first, page.locator(S + ".dx-moves .dx-meld-SJ").first
    wait_until(lambda: eight.count() and ("8切り" if lang == "ja" else "Eight cut") in eight.inner_text(),
               "♥8 saying it sets off eight cut")
    wait_until(lambda: jack.count() and ("Jバック" if lang == "ja" else "J-back") in jack.inner_text(),
               "♠J saying it sets off J-back")

    page.locator(S + ".dx-analyse").first.click()
    verdict = page.locator(S + ".dx-verdict")
    wait_until(lambda: verdict.count(), "the Analyse answer", timeout=ANSWER_TIMEOUT_S)
    first = verdict.first.get_attribute("data-first")
    shown = verdict.first.inner_text().strip()
    if first == "unknown":  # stopped at the browser's budget: it says which limit, and that nothing is settled
        stop = page.locator(S + ".dx-stopped").first
        limit, why = stop.get_attribute("data-limit"), stop.inner_text()
        assert limit in ("positions", "seconds", "depth"), limit
        assert said(f"an_stopped_{limit}", lang, why), why
        assert limit == "depth" or t("an_where_browser", lang) in why, why
        assert shown == t("an_unknown", lang)
    else:
        want, _ = expected_answer()  # the served Sandbox's test builds the same position
        assert first == {True: "yes", False: "no"}[want], (first, want)
        assert shown == verdict_text(want, "A", lang)
    page.locator(S + ".dx-analysis").first.scroll_into_view_if_needed()
    shot(visit, f"site-analyse-{width}-{lang}")
    assert_clean(visit, f"sandbox {width} {lang}")


@pytest.mark.parametrize("width, lang", OTHER_WIDTH_LANG)
def test_the_hint_answers_or_says_it_stopped(visit: Visit, site_url: str, width: int, lang: str) -> None:
    visit.page.set_viewport_size({"width": width, "height": 1000 if width > 800 else 844})
    play = open_page(visit, page_url(site_url, "play") + f"?lang={lang}&seed=3", "play")
    page = visit.page
    wait_until(lambda: t("play_new_game", lang) in play.locator(".dx-new-game").inner_text(), f"the page in {lang}")
    # deal 3, from the address: the site hands ?seed=3 to the page's kernel (dx.js, .dx-address-store)
    wait_until(lambda: page.locator(P + ".dx-seed input").first.input_value() == "3", "deal 3 (?seed=3)")
    hint = page.locator(P + ".dx-hint-button")
    for _ in range(40):  # deal 3: the trim (nothing), then the human leads
        if page.locator(P + ".dx-hand-play").count() and hint.is_visible():
            break
        action = page.locator(P + ".dx-actions .dx-action")
        if action.count():
            action.first.click()
        page.wait_for_timeout(1000)
    wait_until(lambda: hint.is_visible() and hint.is_enabled(), "the Hint button")
    hint.click()
    box = page.locator(P + ".dx-hint-box")
    wait_until(lambda: box.count() and box.first.is_visible(), "the hint", timeout=ANSWER_TIMEOUT_S)
    text = box.first.inner_text().strip()
    assert text.startswith(t("play_hint_play", lang).split("{")[0]), text
    stopped = box.first.get_attribute("data-stopped")
    if stopped == "true":  # cut short by the browser's time limit: it says how many deals it searched
        assert said("play_hint_stopped", lang, text) or said("play_hint_stopped_some", lang, text), text
    else:
        assert stopped == "false", stopped
        assert not said("play_hint_stopped", lang, text) and not said("play_hint_stopped_some", lang, text), text
        assert "%" in text, text
    box.first.scroll_into_view_if_needed()
    shot(visit, f"site-hint-{width}-{lang}")
    assert_clean(visit, f"play {width} {lang}")
