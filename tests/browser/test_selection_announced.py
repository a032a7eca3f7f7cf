"""A selected card is announced to screen readers, in a real browser at 1280 and 390 px, in Japanese and English
(issue 28, keyboard and screen readers): in Play's hand and in the Sandbox's card picker a card button is pressed
(``aria-pressed``) exactly while it is selected, and a polite live region (``.dx-said``, read and not shown) says
what the tap did in the page's language (「♠5を選択」, "♠5 selected"; 「♠8をAの手札に置いた」).

Play opens deal 3 (``?seed=3``): its four-player game starts with the trim, where a tap picks a card, and after
it A holds ♠5 ♥5, so a tap on ♠5 selects it (it can be played alone or as the pair) instead of playing it.
Screenshots go to ``test-artifacts/``.
"""

from __future__ import annotations

from typing import Any

import pytest
from voila_harness import VoilaServer, load, screen, shot, unexpected_page_errors, wait_until

from explorer.widgets.i18n import paren, t

pytestmark = [pytest.mark.browser, pytest.mark.pages("play", "sandbox")]

P, S = ".dx-page-play ", ".dx-page-sandbox "


def said(page: Any, root: str) -> str:
    """The live line's text, once it is a polite live region (the page script makes it one)."""
    line = page.locator(root + ".dx-said").first
    wait_until(lambda: line.get_attribute("aria-live") == "polite" and line.get_attribute("role") == "status",
               f"{root}.dx-said as a live region")
    return str(line.text_content() or "").strip()


def hidden_from_sight(page: Any, selector: str) -> bool:
    return bool(page.evaluate("""sel => { const r = document.querySelector(sel).getBoundingClientRect();
        return r.width <= 1 && r.height <= 1; }""", selector))


def pressed(card: Any, value: str, what: str) -> None:
    wait_until(lambda: card.get_attribute("aria-pressed") == value, f"{what}: aria-pressed={value}")


def name_of(card: Any, lang: str) -> str:
    """A card button's card as the page names it (its tooltip, less a note that it cannot be played)."""
    return str(card.get_attribute("title")).split("（" if lang == "ja" else " (")[0]


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("width", [1280, 390])
def test_a_selected_card_in_plays_hand_is_announced(browser: Any, voila_server: VoilaServer, width: int,
                                                     lang: str) -> None:
    context, page, errors = screen(browser, width)
    name = f"selection-play-{width}-{lang}"
    try:
        load(page, voila_server.page_url("play") + f"?lang={lang}&seed=3", "dx-page-play")
        wait_until(lambda: page.locator(P + ".dx-hand-pick").count(), "the trim (cards to pick)")
        wait_until(lambda: t("play_new_game", lang) in page.locator(P + ".dx-new-game").inner_text(),
                   f"the page in {lang}")
        assert hidden_from_sight(page, P + ".dx-said"), "the live line is read, not shown"
        # the trim: a tap picks a card
        card = page.locator(P + ".dx-hand-card:enabled").first
        pressed(card, "false", "a card not picked")
        card_name = name_of(card, lang)
        card.click()
        pressed(card, "true", "the picked card")
        wait_until(lambda: said(page, P) == t("said_selected", lang).format(card=card_name),
                   f"「{card_name}」 said selected")
        shot(page, name + "-1-trim")
        card.click()
        pressed(card, "false", "the card unpicked")
        wait_until(lambda: said(page, P) == t("said_unselected", lang).format(card=card_name), "said unselected")
        # on to the play decision (trim nothing, name a start player): ♠5 selects, since ♠5 ♥5 is a pair too
        hand = page.locator(P + ".dx-hand-play")
        for _ in range(20):
            if hand.count():
                break
            action = page.locator(P + ".dx-actions .dx-action")
            if action.count():
                action.first.click()
            page.wait_for_timeout(700)
        wait_until(lambda: hand.count(), "A's play decision")
        five = page.locator(P + ".dx-hand-play .dx-card-S5").first
        wait_until(lambda: five.is_enabled(), "♠5 playable")
        five.click()
        wait_until(lambda: page.locator(P + ".dx-play-selected").count(), "the plays that hold ♠5 offered")
        pressed(five, "true", "♠5 selected")
        others = page.locator(P + '.dx-hand-card[aria-pressed="true"]')
        assert others.count() == 1, "only the selected card is pressed"
        wait_until(lambda: said(page, P) == t("said_selected", lang).format(card="♠5"), "「♠5」 said selected")
        heart = page.locator(P + ".dx-hand-play .dx-card-H5").first
        heart.click()
        pressed(heart, "true", "♥5 selected with ♠5")
        both = t("said_selection", lang).format(cards="♠5 ♥5")
        wait_until(lambda: said(page, P) == t("said_selected", lang).format(card="♥5")
                   + ("" if lang == "ja" else " ") + paren(both, lang), "♥5 said selected, with the selection")
        shot(page, name + "-2-play")
        assert not unexpected_page_errors(errors), errors
    finally:
        page.goto("about:blank")
        context.close()


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("width", [1280, 390])
def test_a_card_picked_in_the_sandbox_is_announced(browser: Any, voila_server: VoilaServer, width: int,
                                                   lang: str) -> None:
    context, page, errors = screen(browser, width)
    name = f"selection-sandbox-{width}-{lang}"
    try:
        load(page, voila_server.page_url("sandbox") + f"?lang={lang}", "dx-page-sandbox")
        wait_until(lambda: t("sb_copy_link", lang) in page.locator(S + ".dx-copy-link").first.inner_text(),
                   f"the page in {lang}")
        if width < 800:  # the editor is folded on a phone
            page.locator(S + ".dx-edit-toggle").first.click()
        card = page.locator(S + ".dx-pick.dx-card-S8").first
        wait_until(lambda: card.is_visible(), "the card picker")
        assert hidden_from_sight(page, S + ".dx-said"), "the live line is read, not shown"
        pressed(card, "false", "♠8 in no place")
        card.click()
        pressed(card, "true", "♠8 in A's hand")
        hand = t("sb_hand_of", lang).format(name="A")
        wait_until(lambda: said(page, S) == t("said_put", lang).format(card="♠8", place=hand), "♠8 said put in A's hand")
        card.scroll_into_view_if_needed()
        shot(page, name)
        card.click()
        pressed(card, "false", "♠8 taken out")
        wait_until(lambda: said(page, S) == t("said_taken", lang).format(card="♠8", place=hand), "♠8 said taken out")
        assert not unexpected_page_errors(errors), errors
    finally:
        page.goto("about:blank")
        context.close()
