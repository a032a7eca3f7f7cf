"""Play's hint and its keyboard-openable folds, in a real browser at 1280 and 390 px, in Japanese and English
(issue 27 point 2, issue 28 point 9).

``?seed=3`` deals the same game for everyone: the human trims (nothing), then leads. Hint asks the strong bot
(from the human's view only): the button is disabled while it thinks and after it answered, the suggestion is
one sentence in the page's language and the suggested cards are outlined in the hand. Then the keyboard alone
(Tab, Enter, Space) opens the set-up, "Laws from the start" and "Type an action", and submits a typed action.
Screenshots go to ``test-artifacts/``.
"""

from __future__ import annotations

from typing import Any

import pytest
from voila_harness import VoilaServer, load, screen, shot, unexpected_page_errors, wait_until

from explorer.widgets.i18n import t

pytestmark = pytest.mark.browser

P = ".dx-page-play "

JS_ACTIVE = """() => { const e = document.activeElement; if (!e) return '';
  const f = e.closest('.dx-fold'); return (e.className || '') + ' | ' + (f ? f.className : ''); }"""


def tab_to(page: Any, fold: str, most: int = 90) -> None:
    """Press Tab until the title button of the fold ``fold`` (its class) has the focus."""
    for _ in range(most):
        page.keyboard.press("Tab")
        active = page.evaluate(JS_ACTIVE)
        head, _, box = active.partition(" | ")
        if "dx-fold-head" in head and fold in box.split():
            return
    pytest.fail(f"Tab never reached the title of {fold}", pytrace=False)


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("width", [1280, 390])
def test_hint_and_keyboard_folds(browser: Any, voila_server: VoilaServer, width: int, lang: str) -> None:
    context, page, errors = screen(browser, width)
    name = f"hint-{lang}-{width}"
    try:
        load(page, voila_server.page_url("play") + f"?lang={lang}&seed=3", "dx-page-play")
        wait_until(lambda: t("play_new_game", lang) in page.locator(P + ".dx-new-game").inner_text(),
                   f"the page in {lang}")
        hint = page.locator(P + ".dx-hint-button")
        assert not hint.is_visible(), "no hint in the trim (the set-up)"
        # seed 3: trim nothing (the first action button), then the human leads
        for _ in range(20):
            if page.locator(P + ".dx-hand-play").count():
                break
            action = page.locator(P + ".dx-actions .dx-action")
            if action.count():
                action.first.click()
            page.wait_for_timeout(700)
        wait_until(lambda: page.locator(P + ".dx-hand-play").count(), "the human's play decision")
        shot(page, name + "-0-play")
        wait_until(lambda: hint.is_visible() and hint.is_enabled(), "the Hint button")
        assert hint.inner_text().strip() == t("play_hint", lang)
        hint.click()
        box = page.locator(P + ".dx-hint-box")
        wait_until(lambda: box.count() and box.first.is_visible(), "a suggestion")
        wait_until(lambda: hint.is_disabled(), "answered: the Hint button disabled (a second click cannot ask again)")
        text = box.inner_text().strip()
        head = t("play_hint_play", lang).split("{")[0]
        assert text.startswith(head) and "%" in text, text
        if box.get_attribute("data-action") == "play":
            assert page.locator(P + ".dx-hand-card.dx-hinted").count() >= 1, "the suggested cards outlined"
        box.scroll_into_view_if_needed()
        shot(page, name + "-1-hint")
        # the keyboard: the set-up's title, then "Laws from the start", then "Type an action"
        page.locator(P + ".dx-new-game").focus()
        tab_to(page, "dx-setup")
        page.keyboard.press("Enter")
        selects = page.locator(P + ".dx-setup select")
        wait_until(lambda: selects.first.is_visible(), "the set-up opened with Enter")
        assert page.locator(P + ".dx-bot-kind").inner_text().count(t("play_bot_strong", lang)) == 1
        tab_to(page, "dx-start-laws")
        page.keyboard.press(" ")
        laws = page.locator(P + ".dx-start-law")
        wait_until(lambda: laws.count() > 0 and laws.first.is_visible(), "the laws opened with Space")
        assert t("play_start_laws", lang) in page.locator(P + ".dx-start-laws > .dx-fold-head").inner_text()
        page.keyboard.press("Tab")
        page.keyboard.press(" ")  # the first law, pressed from the keyboard
        wait_until(lambda: "（1）" in page.locator(P + ".dx-start-laws > .dx-fold-head").inner_text()
                   or "(1)" in page.locator(P + ".dx-start-laws > .dx-fold-head").inner_text(), "a law chosen")
        page.locator(P + ".dx-start-laws > .dx-fold-head").scroll_into_view_if_needed()
        shot(page, name + "-2-laws")
        tab_to(page, "dx-type-action", most=120)
        page.keyboard.press("Enter")
        command = page.locator(P + ".dx-command input")
        wait_until(lambda: command.is_visible(), "the typed action's box opened with Enter")
        page.keyboard.press("Tab")
        page.keyboard.type("passes")  # on an empty field: refused, with the reason
        page.keyboard.press("Tab")
        page.keyboard.press("Enter")  # the Do it button
        wait_until(lambda: page.locator(P + ".dx-message .dx-refusal").count() > 0, "the typed pass answered")
        command.scroll_into_view_if_needed()
        shot(page, name + "-3-typed")
        assert not unexpected_page_errors(errors), errors
    finally:
        page.goto("about:blank")
        context.close()
