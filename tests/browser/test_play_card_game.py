"""Play plays like a card game, in a real browser, at 1280 and 390 px, in Japanese and English (issue 28 point 2).

On the first screen, without scrolling: the field, the hand and the actions, the set-up folded, and the set-up
phase being asked (the trim) explained in one sentence of the page's language. In a play decision the cards of
the legal plays are raised and bright and the others dimmed and disabled. New game deals with a new seed (shown
in its box). A one-round game played to its end says "game over" once and offers Play again, which deals anew.

Screenshots go to ``test-artifacts/`` (ignored by git). Render time is the page benchmark's business.
"""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError
from voila_harness import VoilaServer, load, screen, shot, unexpected_page_errors, wait_until

from explorer.widgets.i18n import t

pytestmark = pytest.mark.browser

P = ".dx-page-play "

# Where an element is at scroll 0, and whether the viewport shows all of it.
JS_IN_VIEW = """sel => {
  const out = [];
  for (const e of document.querySelectorAll(sel)) {
    const r = e.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) continue;
    out.push({top: Math.round(r.top), bottom: Math.round(r.bottom), left: Math.round(r.left), right: Math.round(r.right)});
  }
  return {h: window.innerHeight, w: document.documentElement.clientWidth, boxes: out};
}"""

# Each card of the hand: playable / dimmed, disabled, its opacity and how far it is lifted.
JS_CARDS = """() => Array.from(document.querySelectorAll('.dx-page-play .dx-hand-card'), e => {
  const s = getComputedStyle(e);
  const m = s.transform.match(/matrix\\(([^)]*)\\)/);
  return {playable: e.classList.contains('dx-playable'), dimmed: e.classList.contains('dx-dimmed'),
          disabled: e.disabled, opacity: parseFloat(s.opacity), lift: m ? parseFloat(m[1].split(',')[5]) : 0};
})"""


def in_view(page: Any, selector: str, what: str) -> None:
    """Every shown element of ``selector`` lies inside the viewport (the page not scrolled)."""
    found = page.evaluate(JS_IN_VIEW, selector)
    assert found["boxes"], f"{what} ({selector}) is not on the page"
    for box in found["boxes"]:
        assert box["top"] >= 0 and box["bottom"] <= found["h"] and box["right"] <= found["w"] + 1, (
            f"{what} ({selector}) is off the first screen ({found['w']}×{found['h']}): {box}")


def seed_of(page: Any) -> str:
    return str(page.locator(P + ".dx-seed input").first.input_value())


def to_play_decision(page: Any) -> None:
    """Answer the set-up decisions with the first action button (trim nothing, name a start player …)."""
    hand = page.locator(P + ".dx-hand-play")
    for _ in range(20):
        if hand.count():
            return
        action = page.locator(P + ".dx-actions .dx-action")
        if action.count():
            action.first.click()
        page.wait_for_timeout(700)
    pytest.fail("the human never got a play decision", pytrace=False)


def drawn_cards(page: Any) -> list[dict[str, Any]] | None:
    """The hand's cards once a play decision is drawn: some bright, and every raise and fade finished (the
    cards move with a short transition); ``None`` until then."""
    cards: list[dict[str, Any]] = page.evaluate(JS_CARDS)
    if not any(c["playable"] for c in cards):
        return None
    done = all(c["lift"] < 0 and c["opacity"] == 1 if c["playable"] else c["lift"] >= 0 for c in cards)
    return cards if done else None


def play_a_bright_card(page: Any, wait_ms: float = 30_000) -> None:
    """Touch the first bright card, and the first play offered for it if the touch only selected it.

    What the touch did is waited for, not guessed after a pause: the card leaves the hand (played at once) or
    plays are offered for it (selected); on a busy machine the kernel's answer may take seconds. The card is
    waited for at most ``wait_ms`` (Playwright's TimeoutError after that)."""
    card = page.locator(P + ".dx-hand-play .dx-playable:enabled").first
    face = next(c for c in (card.get_attribute("class", timeout=wait_ms) or "").split() if c.startswith("dx-card-"))
    card.click(timeout=wait_ms)
    offered = page.locator(P + ".dx-play-selected")
    still = page.locator(P + f".dx-hand-play .{face}")
    wait_until(lambda: offered.count() or not still.count(), f"the touch on {face} played it or offered its plays")
    if offered.count():
        offered.first.click()


def soon_a_play_decision(page: Any) -> bool:
    """Wait for the human's next play decision (passing when that is all the human can do), at most 20 s."""
    for _ in range(40):
        page.wait_for_timeout(500)
        cards = page.evaluate(JS_CARDS)
        if page.locator(P + ".dx-hand-play").count() and any(c["playable"] for c in cards):
            return True
        if page.locator(P + ".dx-play-again").first.is_visible():
            return False
        acts = [a for a in page.locator(P + ".dx-actions .dx-action:enabled, " + P + ".dx-continue").all()
                if a.is_visible()]
        if acts:
            acts[0].click()
    return False


def play_to_the_end(page: Any) -> None:
    """Play as a player does: touch a bright card (and the first play it offers), else the first action."""
    again = page.locator(P + ".dx-play-again")
    for _ in range(400):
        if again.count() and again.first.is_visible():
            return
        bright = page.locator(P + ".dx-hand-play .dx-playable:enabled")
        if bright.count():
            try:
                play_a_bright_card(page, wait_ms=5_000)
            except PlaywrightTimeoutError:
                # the bright cards went between the count and the touch (the kernel's next update: the human's
                # last card played, the turn gone to the bots): look again (CI run 28 waited 30 s for one, failed)
                continue
        else:
            acts = page.locator(P + ".dx-actions .dx-action:enabled, " + P + ".dx-continue")
            visible = [a for a in acts.all() if a.is_visible()]
            if visible:
                visible[0].click()
        page.wait_for_timeout(500)
    pytest.fail("the game did not end", pytrace=False)


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("width", [1280, 390])
def test_play_is_a_card_game_on_one_screen(browser: Any, voila_server: VoilaServer, width: int, lang: str) -> None:
    context, page, errors = screen(browser, width)
    name = f"play-card-game-{lang}-{width}"
    try:
        load(page, voila_server.page_url("play") + f"?lang={lang}&seed=3", "dx-page-play")
        wait_until(lambda: t("play_new_game", lang) in page.locator(P + ".dx-new-game").inner_text(),
                   f"the page in {lang}")
        # a four-player game starts in the trim phase: asked, and explained in one sentence, where it is asked
        explain = page.locator(P + ".dx-explain-box")
        wait_until(lambda: explain.count() and explain.first.is_visible(), "the trim explained")
        assert explain.inner_text().strip() == t("play_explain_trim", lang)
        shot(page, name + "-1-trim")
        in_view(page, P + ".dx-felt", "the field")
        in_view(page, P + ".dx-explain-box", "the trim's explanation")
        in_view(page, P + ".dx-hand-card", "the hand")
        in_view(page, P + ".dx-actions .dx-action", "the actions")
        assert not page.locator(P + ".dx-setup select").first.is_visible(), "the set-up is folded"
        # a play decision: the engine's playable cards raised, the others dimmed (a tap on one says why not)
        to_play_decision(page)
        wait_until(lambda: drawn_cards(page), "the play decision's bright cards raised")
        shot(page, name + "-2-play")
        in_view(page, P + ".dx-felt", "the field")
        in_view(page, P + ".dx-hand-card", "the hand")
        dimmed_seen = False
        for _ in range(15):  # play on until a decision where some cards cannot be played
            cards = wait_until(lambda: drawn_cards(page), "the play decision's bright cards raised")
            for c in cards:
                assert c["playable"] != c["dimmed"], c
                if c["dimmed"]:
                    assert not c["disabled"] and c["opacity"] < 0.6 and c["lift"] >= 0, c  # tappable: says why
                else:
                    assert not c["disabled"] and c["opacity"] == 1 and c["lift"] < 0, c
            if any(c["dimmed"] for c in cards):
                dimmed_seen = True
                shot(page, name + "-2-dimmed")
                break
            play_a_bright_card(page)
            if not soon_a_play_decision(page):
                break
        assert dimmed_seen, "no play decision with a card that cannot be played"
        # New game: a fresh deal, its seed shown
        before = seed_of(page)
        page.locator(P + ".dx-new-game").click()
        wait_until(lambda: seed_of(page) != before, "a new seed after New game")
        # a short game to its end: game over said once, Play again deals anew
        page.locator(P + ".dx-setup > .dx-fold-head").first.click()
        selects = page.locator(P + ".dx-setup select")
        wait_until(lambda: selects.first.is_visible(), "the set-up unfolds")
        selects.nth(0).select_option(index=0)  # three players
        selects.nth(1).select_option(index=1)  # one round (both sent before New game's click, handled in order)
        page.locator(P + ".dx-new-game").click()
        wait_until(lambda: not selects.first.is_visible(), "the set-up folds again when the game starts")
        play_to_the_end(page)
        shot(page, name + "-3-over")
        over = t("play_game_over", lang)
        text = page.locator(".dx-page-play").inner_text()
        log = page.locator(P + ".dx-log").inner_text()
        assert text.count(over) - log.count(over) == 1, "game over is said once above the log"
        page.evaluate("() => { for (const e of document.querySelectorAll('*')) if (e.scrollTop) e.scrollTop = 0; }")
        in_view(page, P + ".dx-play-again", "Play again (on the first screen)")
        assert page.locator(P + ".dx-play-again").inner_text().strip() == t("play_again", lang)
        before = seed_of(page)
        page.locator(P + ".dx-play-again").click()
        wait_until(lambda: seed_of(page) != before and not page.locator(P + ".dx-play-again").is_visible(),
                   "Play again deals a new game")
        assert not unexpected_page_errors(errors), errors
    finally:
        page.goto("about:blank")
        context.close()
