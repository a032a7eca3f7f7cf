"""The pages as a teaching app, in a real browser: a check step shows its answer, the language survives
navigation and reload (and ``?lang=``), a card tap in Play plays it, the Sandbox groups its refusals (from a
position opened by link), nothing runs off or is cut off on a 390 px phone (or a 1920 px screen), and no request leaves the machine.

Render time is the page benchmark's business (benchmarks/render_times.py), not asserted here.
"""

from __future__ import annotations

import time
from typing import Any
from urllib.parse import urlparse

import pytest
from voila_harness import RENDER_TIMEOUT_MS, VoilaServer, all_pages, load, wait_until

pytestmark = pytest.mark.browser

PAGES = all_pages()


def soon(check: Any, timeout: float) -> bool:
    """Whether ``check()`` comes true within ``timeout`` seconds."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if check():
            return True
        time.sleep(0.2)
    return False


def test_a_check_step_shows_its_answer(page: Any, voila_server: VoilaServer) -> None:
    load(page, voila_server.page_url("learn") + "?lesson=group-play", "dx-page-learn")
    # Group play (a link names the lesson), step 2 only checks what B may play: it must say so, with the
    # refused plays and why.
    wait_until(lambda: "同時出し" in page.locator(".dx-page-learn .dx-lesson-stepper h3").first.inner_text(),
               "the lesson the link names")
    page.locator(".dx-page-learn .dx-next").first.click()
    wait_until(lambda: "1 / " in page.locator(".dx-step-position").inner_text(), "step 1 shown")
    page.keyboard.press("ArrowRight")  # ← / → step too
    answer = page.locator(".dx-page-learn .dx-check .dx-answer")
    wait_until(lambda: answer.count() and answer.first.is_visible(), "the check step's answer is shown")
    text = answer.first.inner_text()
    assert "Bが出せるカード" in text and "パス" in text, text
    assert page.locator(".dx-page-learn .dx-check .dx-answer-refused").count() >= 1, "refused plays with a reason"
    assert "同時出し" in page.locator(".dx-page-learn .dx-check .dx-answer-refused").first.inner_text()


def test_the_language_survives_navigation_and_reload(page: Any, voila_server: VoilaServer) -> None:
    load(page, voila_server.page_url("index"), "dx-page-index")
    assert "ルールを学ぶ" in page.locator(".dx-page-index").inner_text()
    page.locator(".lang-switch button", has_text="English").click()
    wait_until(lambda: "Learn" in page.locator(".dx-page-index").inner_text(), "the landing page in English")
    wait_until(lambda: "lang=en" in page.url, "the address carries the language")
    page.locator('a.dx-page-link[data-page="learn.ipynb"]').click()
    page.wait_for_selector(".dx-page-learn", state="visible", timeout=RENDER_TIMEOUT_MS)
    wait_until(lambda: "Home" in page.locator(".dx-nav").first.inner_text(), "Learn opens in English")
    wait_until(lambda: "Card strength" in page.locator(".dx-page-learn").inner_text(), "the lessons in English")
    page.reload(wait_until="commit")
    page.wait_for_selector(".dx-page-learn", state="visible", timeout=RENDER_TIMEOUT_MS)
    wait_until(lambda: "Card strength" in page.locator(".dx-page-learn").inner_text(), "English after a reload")
    # a link chooses the language too
    load(page, voila_server.page_url("play") + "?lang=ja", "dx-page-play")
    wait_until(lambda: "トップページ" in page.locator(".dx-nav").first.inner_text(), "?lang=ja opens in Japanese")
    assert "Your hand" not in page.locator(".dx-page-play").inner_text()


def test_a_card_tap_in_play_plays_it(page: Any, voila_server: VoilaServer) -> None:
    # deal 3 (the link's ?seed=3): the human's first play decision holds cards with a single play
    load(page, voila_server.page_url("play") + "?seed=3", "dx-page-play")
    cards = page.locator(".dx-page-play .dx-hand-play .dx-hand-card")  # the hand in a play decision
    # Get through the set-up decisions (trim nothing, name a start player …) to the human's play.
    for _ in range(12):
        if cards.count() and cards.first.is_enabled():
            break
        page.locator(".dx-page-play .dx-actions .dx-action").first.click()
        page.wait_for_timeout(800)
    assert soon(lambda: cards.count() and cards.first.is_enabled(), 30.0), "the human never got a play decision"
    before = cards.count()
    log_before = page.locator(".dx-page-play .dx-log .dx-event").count()
    # A tap plays a card at once when that is its only legal play; a card that is also part of a group (or
    # that a joker could join) is only selected, and the page offers the plays that contain it.
    # Should the deal change (another deck order), a hand may hold no card with a single play: then a tap
    # selects, the page offers the plays that contain it, and taking one of them plays.
    for i in range(before):
        if not cards.nth(i).is_enabled():
            continue  # a dimmed card is in no legal play
        cards.nth(i).click()
        if soon(lambda: cards.count() < before, 4.0):
            break
        offered = page.locator(".dx-page-play .dx-play-selected")
        assert soon(lambda: offered.count() > 0
                    or page.locator(".dx-page-play .dx-why-selected").count() > 0, 10.0), \
            "a tap that does not play says what the selection may do"
        if offered.count():
            offered.first.click()
            if soon(lambda: cards.count() < before, 10.0):
                break
        cards.nth(i).click()  # unselect it: nothing selected, nothing offered, before the next card is tried
        assert soon(lambda: not offered.count(), 20.0), "unselecting the card takes back the plays offered"
    else:
        pytest.fail("no card of the hand was played by a tap", pytrace=False)
    # The hand and the log are two widgets, updated one after the other over the socket: wait for the log.
    assert soon(lambda: page.locator(".dx-page-play .dx-log .dx-event").count() > log_before, 20.0), \
        "the play reaches the game's log"
    assert "あなた" in page.locator(".dx-page-play .dx-log").inner_text()


LINKED_POSITION = """
id: browser-grouped
title: {ja: まとめて表示, en: Grouped}
players: [A, B, C]
start:
  hands: {A: "♠3", B: "♠4 ♥4 ♦5 ♣6 ♥7 JK", C: "♣9"}
  field: {cards: "♠K", by: A}
  turn: B
steps: []
"""


def test_the_sandbox_groups_refusals_and_opens_a_linked_position(page: Any, voila_server: VoilaServer) -> None:
    from explorer.widgets.i18n import Language
    from explorer.widgets.sandbox import Sandbox

    box = Sandbox(Language())
    assert box.load(LINKED_POSITION)
    query = box.link_query()
    load(page, voila_server.page_url("sandbox") + "?" + query, "dx-page-sandbox")
    groups = page.locator(".dx-page-sandbox .dx-refusal-group")
    wait_until(lambda: groups.count(), "refusals shown in groups")
    counts = [int(g.get_attribute("data-count") or 1) for g in groups.all() if g.get_attribute("data-count")]
    assert max(counts) >= 3, f"the singles weaker than ♠K share one reason: {counts}"
    assert len(counts) < sum(counts), "fewer groups than refused plays"
    assert page.locator(".dx-page-sandbox .dx-move-legal").count() >= 1  # the joker (and pass) stay playable
    assert "pos=" in page.url, "the position stays in the address"


def test_the_sandbox_chooses_a_classic_rule(page: Any, voila_server: VoilaServer) -> None:
    """The deck switch lists the classic local rules; switching one on puts it in force on the table."""
    load(page, voila_server.page_url("sandbox") + "?lang=en", "dx-page-sandbox")
    sandbox = page.locator(".dx-page-sandbox")
    page.locator(".dx-page-sandbox .dx-deck button", has_text="Classic local rules").first.click()
    five = page.locator(".dx-page-sandbox .dx-law-classic-five_skip").first
    five.wait_for(state="visible", timeout=30_000)
    assert page.locator(".dx-page-sandbox .dx-law-eight_cut").first.is_hidden(), "one deck's rules at a time"
    assert "Five skip" in five.inner_text()
    table = page.locator(".dx-page-sandbox .dx-table-view").first
    assert "Five skip" not in table.inner_text()
    five.click()
    wait_until(lambda: "Five skip" in table.inner_text(), "the classic law in force on the table")
    wait_until(lambda: page.locator(".dx-page-sandbox .dx-deck-options").first.is_visible(), "the deck's table options")
    assert "Five skip" in sandbox.inner_text()


JS_OFF_SCREEN = """() => {
  // Off the screen: past the viewport's right edge, or past the edge of a box that hides its overflow
  // (ipywidgets boxes do: the page does not scroll, the cards are simply cut off). Inside a box that
  // scrolls on its own (a wide table) nothing is off: that box is checked itself. A button or label whose
  // text is cut short ("Save as scen…") counts as cut off too.
  const w = document.documentElement.clientWidth;
  const out = [];
  const name = (e) => (e.className || e.tagName).toString().slice(0, 60);
  for (const e of document.querySelectorAll('body *')) {
    const r = e.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) continue;
    const own = getComputedStyle(e);
    if (own.visibility === 'hidden') continue;
    let cut = null, scrolled = false;
    for (let p = e.parentElement; p && p !== document.body; p = p.parentElement) {
      const s = getComputedStyle(p);
      if (['auto', 'scroll'].includes(s.overflowX)) { scrolled = true; break; }
      if (['hidden', 'clip'].includes(s.overflowX) && r.right > p.getBoundingClientRect().right + 1) {
        cut = p; break; }
    }
    if (cut) out.push(name(e) + ' cut by ' + name(cut) + ' at ' + Math.round(cut.getBoundingClientRect().right));
    else if (!scrolled && r.right > w + 1) out.push(name(e) + ' ' + Math.round(r.right));
    if (own.textOverflow === 'ellipsis' && e.scrollWidth > e.clientWidth + 1 && e.textContent.trim())
      out.push(name(e) + ' text cut: ' + e.textContent.trim().slice(0, 30));
    // A line of a list box (the Interactions page's lists) runs past the box: a list box cannot scroll
    // sideways, so the rest of the line is never seen.
    if (e.tagName === 'OPTION' && e.parentElement.size > 1 && e.scrollWidth > e.clientWidth + 1)
      out.push(name(e.parentElement.parentElement) + ' line cut: ' + e.textContent.trim().slice(0, 30));
    // A box that scrolls sideways by a few pixels holds nothing wider than itself on purpose (a wide table
    // scrolls by far more): a child set to 100% whose 2 px margins stick out, which a thumb nudges sideways.
    const by = e.scrollWidth - e.clientWidth;
    if (['auto', 'scroll'].includes(own.overflowX) && by > 1 && by <= 8)
      out.push(name(e) + ' scrolls sideways by ' + by + ' px');
  }
  return {scroll: document.documentElement.scrollWidth - w, out: out.slice(0, 8), total: out.length};
}"""


@pytest.mark.parametrize(("width", "lang"), [(390, "ja"), (390, "en"), (1920, "ja")])
@pytest.mark.parametrize("name", list(PAGES))
def test_a_phone_sees_everything_and_nothing_leaves_the_machine(browser: Any, voila_server: VoilaServer,
                                                                   name: str, width: int, lang: str) -> None:
    """Nothing on any page runs past a phone's screen, in either language (English words are longer and
    break differently from Japanese), nor past a wide desktop; and no page asks another host for anything."""
    phone = width < 800
    context = browser.new_context(viewport={"width": width, "height": 844 if phone else 1080},
                                  locale="ja-JP" if lang == "ja" else "en-US", is_mobile=phone)
    page = context.new_page()
    hosts: list[str] = []
    page.on("request", lambda r: hosts.append(r.url))
    try:
        load(page, voila_server.page_url(name) + f"?lang={lang}", PAGES[name])
        page.locator(f'.dx-nav[lang="{lang}"]').first.wait_for(state="visible", timeout=30_000)
        found = page.evaluate(JS_OFF_SCREEN)
        assert found["scroll"] <= 1 and not found["out"], f"{name} ({lang}) at {width} px runs off the screen: {found}"
        # A list line breaks between its words, not inside one (ipywidgets writes its spaces as no-break spaces).
        glued = page.evaluate("() => [...document.querySelectorAll('.widget-select select option')]"
                              ".map(o => o.textContent).filter(t => /\\u00a0\\S/.test(t))")
        assert not glued, f"{name} ({lang}): list lines that cannot break between words: {glued[:3]}"
        away = [u for u in hosts if urlparse(u).scheme in ("http", "https", "ws", "wss")
                and urlparse(u).hostname not in ("127.0.0.1", "localhost")]
        assert not away, f"{name} asked another host: {away}"
        # No page draws an ipysigma graph (they are SVG): its 1.7 MB of browser code is not fetched (voila.json).
        unused = [u for u in hosts if "/labextensions/ipysigma/" in u or "/labextensions/jupyterlab_pygments/" in u]
        assert not unused, f"{name} loaded browser code no page uses: {unused[:3]}"
    finally:
        page.goto("about:blank")
        context.close()

