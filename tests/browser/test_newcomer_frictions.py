"""What a newcomer still tripped on (issue 46), each in a real browser at 1280 and 390 px, in Japanese and English:

- Play: a tap on a dimmed card says why it cannot be played, on the page, as a refused selection does (it did
  nothing visible: only a tooltip), and in the trim why it cannot be discarded (it was disabled); Undo follows
  what can be undone (it stayed enabled after "game over").
- Sandbox: a field put down without its player is said to be the page's choice (the owner was set to D without a
  word), and "B played ♦7" is one entry (``B: ♦7``); who is to act is said in words in one place, under the table,
  and agrees with the table after a play (the turn list showed 「auto (—)」 beside 「B ▶」); the interactions panel
  counts in a sentence a player understands (not "0 of these 1 interactions show in this position"); the Japanese
  notation hint shows ``JK`` where JK is typed (not a joker picture).
- Lab: a run that starts takes the last run's figures off the page (they stayed under its status).
- Learn: a step's table, hands and events are on one screen: at 1280×800 without scrolling, on a phone the step
  is brought into view when Next is pressed (the hands sat below the fold).

Screenshots go to ``test-artifacts/``.
"""

from __future__ import annotations

import re
from html import unescape
from typing import Any

import pytest
from test_play_card_game import drawn_cards, play_a_bright_card, play_to_the_end, soon_a_play_decision, to_play_decision
from voila_harness import VoilaServer, load, screen, shot, unexpected_page_errors, wait_until

from explorer.widgets.i18n import TEXTS, t
from explorer.widgets.lab_page import TEXTS as LAB_TEXTS

pytestmark = [pytest.mark.browser, pytest.mark.pages("play", "sandbox", "lab", "learn")]

P, S, L = ".dx-page-play ", ".dx-page-sandbox ", ".dx-page-learn "
WIDTHS, LANGS = [1280, 390], ["ja", "en"]


def _screen(browser: Any, width: int) -> tuple[Any, Any, list[str]]:
    """A screen as the issue saw it: 1280×800 on a desktop, 390×844 on a phone."""
    context, page, errors = screen(browser, width)
    if width >= 800:
        page.set_viewport_size({"width": width, "height": 800})
    return context, page, errors


def _close(page: Any, context: Any) -> None:
    page.goto("about:blank")
    context.close()


# -- Play ------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("width", WIDTHS)
def test_play_a_dimmed_tap_says_why_and_undo_follows_the_game(browser: Any, voila_server: VoilaServer, width: int,
                                                               lang: str) -> None:
    context, page, errors = _screen(browser, width)
    name = f"frictions-play-{width}-{lang}"
    try:
        load(page, voila_server.page_url("play") + f"?lang={lang}&seed=3", "dx-page-play")
        wait_until(lambda: t("play_new_game", lang) in page.locator(P + ".dx-new-game").inner_text(), f"Play in {lang}")
        _trim_tap_refused(page, lang, name)
        to_play_decision(page)
        for _ in range(15):  # on to a decision where some card cannot be played
            cards = wait_until(lambda: drawn_cards(page), "the play decision's bright cards raised")
            if any(c["dimmed"] for c in cards):
                break
            play_a_bright_card(page)
            assert soon_a_play_decision(page), "the game ended before a card was dimmed"
        dimmed = page.locator(P + ".dx-hand-play .dx-dimmed").first
        face = next(c for c in (dimmed.get_attribute("class") or "").split() if c.startswith("dx-card-"))
        held = page.locator(P + ".dx-hand-card").count()
        assert dimmed.is_enabled(), "a dimmed card cannot be tapped: the tap would do nothing visible"
        dimmed.click()
        why = page.locator(P + ".dx-why-tapped")
        wait_until(lambda: why.count() and why.first.is_visible(), f"the tap on the dimmed {face} says why")
        head = t("play_cannot_these", lang).split("{cards}")[0 if lang == "en" else 1].strip("：:")
        assert head in why.first.inner_text(), why.first.inner_text()
        assert page.locator(P + ".dx-hand-card").count() == held, "the tap played nothing"
        assert page.locator(P + f".dx-hand-play .{face}.mod-active").count() == 0, "the tap selected nothing"
        shot(page, name + "-1-dimmed-tap")
        # Undo: nothing to take back at a new game's start, something after a play, nothing once the game is over
        page.locator(P + ".dx-setup > .dx-fold-head").first.click()
        selects = page.locator(P + ".dx-setup select")
        wait_until(lambda: selects.first.is_visible(), "the set-up unfolds")
        selects.nth(0).select_option(index=0)  # three players
        selects.nth(1).select_option(index=1)  # one round
        page.locator(P + ".dx-new-game").click()
        wait_until(lambda: not selects.first.is_visible(), "the set-up folds when the game starts")
        undo = page.locator(P + ".dx-undo").first
        wait_until(lambda: undo.is_disabled(), "Undo disabled before any action of yours")
        play_to_the_end(page)
        wait_until(lambda: page.locator(P + ".dx-play-again").first.is_visible(), "game over")
        wait_until(lambda: undo.is_disabled(), "Undo disabled once the game is over", timeout=10)
        shot(page, name + "-2-over")
        assert not unexpected_page_errors(errors), errors
    finally:
        _close(page, context)


def _trim_tap_refused(page: Any, lang: str, name: str) -> None:
    """Deal 3 opens in the trim: pick cards until no more may be (the hand keeps 7), tap a dimmed one: it picks
    nothing and the page says why (it said nothing: the card was disabled); then the picks are taken back."""
    wait_until(lambda: page.locator(P + ".dx-hand-pick").count(), "the trim (cards to pick)")
    cards = page.locator(P + ".dx-hand-pick .dx-hand-card")
    dimmed = page.locator(P + ".dx-hand-pick .dx-hand-card.dx-dimmed")
    picked = page.locator(P + ".dx-hand-pick .dx-hand-card.mod-active")
    trim = page.locator(P + ".dx-trim").first

    def in_trim_button() -> int:  # the cards the trim button discards: it changes after the kernel has dimmed
        text = trim.inner_text()
        return sum(text.count(x) for x in "♠♥♦♣") + text.count("JK") + text.count("ジョーカー")

    for k in range(cards.count()):
        if dimmed.count():
            break
        cards.nth(k).click()
        wait_until(lambda: picked.count() == k + 1 and in_trim_button() == k + 1, f"{k + 1} cards picked")
    wait_until(lambda: dimmed.count(), "a card the trim cannot take is dimmed")
    n = picked.count()
    assert n == cards.count() - 7, (n, cards.count())
    card = dimmed.first
    assert card.is_enabled(), "a dimmed card cannot be tapped: the tap would do nothing visible"
    card.click()
    why = page.locator(P + ".dx-hand-pick .dx-why-tapped")
    wait_until(lambda: why.count() and why.first.is_visible(), "the tap on a card the trim cannot take says why")
    head = t("play_cannot_discard", lang).split("{card}")[0 if lang == "en" else 1].strip("：:")
    text = why.first.inner_text()
    assert head in text and ("7枚" if lang == "ja" else "at least 7") in text, text
    assert picked.count() == n, "the tap picked nothing"
    shot(page, name + "-0-trim-tap")
    for k in range(n):  # taken back: the trim discards nothing, as the rest of the test expects
        picked.first.click()
        wait_until(lambda: picked.count() == n - k - 1, "a pick taken back")
    wait_until(lambda: not why.count() or not why.first.is_visible(), "the refusal answered by the next tap")


# -- Sandbox ---------------------------------------------------------------------------------------------------

def _type(page: Any, selector: str, text: str) -> None:
    box = page.locator(S + selector + " input").first
    box.fill(text)
    box.press("Enter")


def _said(key: str, lang: str) -> str:
    """The page's sentence ``key`` in ``lang``; a page that has no such sentence fails (it cannot say it)."""
    if key not in TEXTS:
        pytest.fail(f"the Sandbox has no sentence {key!r} to say it", pytrace=False)
    return t(key, lang)


def _notes(page: Any) -> str:
    return unescape(page.locator(S + ".dx-table-notes").first.inner_text())


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("width", WIDTHS)
def test_sandbox_says_what_it_filled_in_and_who_acts(browser: Any, voila_server: VoilaServer, width: int,
                                                     lang: str) -> None:
    context, page, errors = _screen(browser, width)
    name = f"frictions-sandbox-{width}-{lang}"
    try:
        load(page, voila_server.page_url("sandbox") + f"?lang={lang}", "dx-page-sandbox")
        wait_until(lambda: t("sb_copy_link", lang) in page.locator(S + ".dx-copy-link").first.inner_text(),
                   f"the Sandbox in {lang}")
        if width < 800:
            page.locator(S + ".dx-edit-toggle").first.click()
        # the notation hint shows what is typed: JK, not a joker picture
        hints = [h for h in page.locator(S + ".dx-editor h4").all_inner_texts() if "JK" in h or "🃏" in h]
        assert hints and all("JK" in h and "🃏" not in h for h in hints), hints
        _type(page, ".dx-notation-hand-A", "♠J ♥8")
        wait_until(lambda: page.locator(S + '.dx-table-view .seat[data-player="A"] .pc').count() == 2, "A's hand")
        # a field without its player: the page's choice is said
        _type(page, ".dx-notation-field", "♦7")
        filled = _said("sb_field_by_filled", lang).split("{")[0]
        wait_until(lambda: filled in _notes(page), "the page says it filled in the field's player")
        assert "D" in _notes(page).split(filled)[1][:40]
        shot(page, name + "-1-filled")
        # "B played ♦7" in one entry
        _type(page, ".dx-notation-field", "B: ♦7")
        passed = t("sb_passed_note", lang).format(names="C、D" if lang == "ja" else "C, D", by="B", who="A")
        wait_until(lambda: passed in _notes(page), "after B's play C and D passed: A is to act")
        assert filled not in _notes(page)
        by = page.locator(S + ".dx-field-by select").first
        assert by.evaluate("s => s.options[s.selectedIndex].text").endswith("B")
        for rule in ("eight_cut", "j_back"):
            toggle = page.locator(S + f".dx-law-{rule}").first
            toggle.click()
            wait_until(lambda t=toggle: "mod-active" in (t.get_attribute("class") or ""), f"{rule} in force")
        # the interactions panel counts in a sentence
        edges = page.locator(S + ".dx-active-edge")
        wait_until(lambda: edges.count() > 0, "the interactions among the rules in force")
        count = page.locator(S + ".dx-active-edges p").first
        wait_until(lambda: count.inner_text().strip(), "the interactions counted")
        from explorer.widgets.active_graph import count_sentence

        n, k = edges.count(), page.locator(S + '.dx-active-edge[data-shown="1"]').count()
        assert count.inner_text().strip() == count_sentence(n, k, lang), count.inner_text()
        assert not re.search(r"\b0 of these|起きるのは0件", count.inner_text())
        shot(page, name + "-2-settled")
        # a play: who is to act is said once, in words, and agrees with the table; the turn list names nobody
        eight = page.locator(S + ".dx-moves .dx-meld-H8").first
        wait_until(lambda: eight.count(), "♥8 among A's moves")
        eight.click()
        wait_until(lambda: page.locator(S + ".dx-undo").first.is_enabled(), "♥8 played")
        arrow = page.locator(S + ".dx-table-view .seat.turn").first
        wait_until(lambda: arrow.count(), "the table marks who acts")
        who = arrow.get_attribute("data-player")
        acts = _said("sb_to_act_note", lang).format(who=who)
        wait_until(lambda: acts in _notes(page), f"the notes say {who} acts")
        turn = page.locator(S + ".dx-turn select").first
        shown = turn.evaluate("s => s.options[s.selectedIndex].text")
        assert "—" not in shown and "(" not in shown and "（" not in shown, shown
        shot(page, name + "-3-played")
        assert not unexpected_page_errors(errors), errors
    finally:
        _close(page, context)


# -- Lab -------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("width", WIDTHS)
def test_lab_takes_the_last_runs_figures_away_when_a_run_starts(browser: Any, voila_server: VoilaServer, width: int,
                                                                lang: str) -> None:
    context, page, errors = _screen(browser, width)
    name = f"frictions-lab-{width}-{lang}"
    try:
        load(page, voila_server.page_url("lab") + f"?lang={lang}", "dx-page-lab")
        lab = page.locator(".dx-page-lab").first
        wait_until(lambda: t("lab_run", lang) in lab.locator(".dx-lab-run").first.inner_text(), f"the Lab in {lang}")
        games = lab.locator(".dx-lab-games input").first
        games.fill("2")
        games.press("Tab")
        lab.locator(".dx-lab-run").first.click()
        summary = lab.locator(".dx-lab-summary").first
        wait_until(lambda: summary.inner_text().strip(), "the first run's figures", timeout=120)
        # a slow run (one strong player) next: while it plays, no figure of the last run is on the page
        lab.locator(".dx-lab-bots button", has_text=t("lab_bot_one_strong", lang)).first.click()
        lab.locator(".dx-lab-run").first.click()
        status = lab.locator(".dx-lab-status").first
        running = LAB_TEXTS["lab_running_strong"][0 if lang == "ja" else 1].split("{")[0]
        wait_until(lambda: running in status.inner_text(), "the strong run's status", timeout=60)
        shot(page, name + "-running")
        for box in (".dx-lab-summary", ".dx-lab-complexity-box", ".dx-lab-comparison"):
            assert not lab.locator(box).first.inner_text().strip(), f"{box} still shows the last run"
        lab.locator(".dx-lab-cancel").first.click()
        wait_until(lambda: lab.locator(".dx-lab-run").first.is_enabled(), "the run cancelled", timeout=120)
        assert not unexpected_page_errors(errors), errors
    finally:
        _close(page, context)


# -- Learn -----------------------------------------------------------------------------------------------------

JS_STEP = """() => {
  const scrolled = () => {  // how far the page is scrolled (the window, or the body or another scroller)
    let y = window.scrollY;
    for (let e = document.querySelector('.dx-page-learn'); e; e = e.parentElement) y += e.scrollTop;
    return y;
  };
  const box = s => { const e = document.querySelector('.dx-page-learn .dx-lesson-stepper ' + s);
    if (!e) return null; const r = e.getBoundingClientRect(); return {top: r.top, bottom: r.bottom}; };
  const seats = [...document.querySelectorAll('.dx-page-learn .dx-table-view .seat')].map(e => {
    const r = e.getBoundingClientRect(); return {top: r.top, bottom: r.bottom}; });
  return {controls: box('.dx-step-controls'), events: box('.dx-events'), table: box('.dx-table-view .dx-table'),
          seats, h: window.innerHeight, y: scrolled(),
          wide: document.documentElement.scrollWidth - document.documentElement.clientWidth};
}"""


def _on_screen(step: dict[str, Any]) -> list[str]:
    """What of the step is not on the screen: the buttons, the events, the table and each hand."""
    parts = {"the step buttons": step["controls"], "the step's events": step["events"], "the table": step["table"],
             **{f"hand {i + 1}": s for i, s in enumerate(step["seats"])}}
    return [f"{what} ({box['top']:.0f}–{box['bottom']:.0f} of {step['h']})" for what, box in parts.items()
            if box is None or box["top"] < 0 or box["bottom"] > step["h"]]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("width", WIDTHS)
def test_learn_shows_a_step_on_one_screen(browser: Any, voila_server: VoilaServer, width: int, lang: str) -> None:
    context, page, errors = _screen(browser, width)
    name = f"frictions-learn-{width}-{lang}"
    try:
        load(page, voila_server.page_url("learn") + f"?lang={lang}", "dx-page-learn")
        nxt = page.locator(L + ".dx-next").first
        wait_until(lambda: t("next", lang) in nxt.inner_text(), f"Learn in {lang}")
        if width < 800:  # a reader on a phone scrolls to the Next button (it is at the bottom of the screen)
            nxt.evaluate("e => e.scrollIntoView({block: 'end'})")
        for step in (1, 2):
            nxt.click()
            position = page.locator(L + ".dx-step-position").first
            wait_until(lambda s=step: f" {s} /" in position.inner_text(), f"step {step}")
            found = wait_until(lambda: (s := page.evaluate(JS_STEP)) and not _on_screen(s) and s,
                               f"step {step}: the buttons, the events, the table and every hand on one screen "
                               f"(missing: {_on_screen(page.evaluate(JS_STEP))})", timeout=15)
            assert found["wide"] <= 1, f"the page scrolls sideways by {found['wide']} px"
            if width >= 800:
                assert found["y"] == 0, "on a desktop the step is on the first screen, without scrolling"
        shot(page, name)
        assert not unexpected_page_errors(errors), errors
    finally:
        _close(page, context)
