"""The Voilà pages in a real browser (Debian's Chromium driven by Playwright).

Each page loads without an error and shows its ``dx-page-*`` widget; the language switch changes what the
page says; Learn's Next moves the scenario on; Sandbox's card picker and law toggles change the legal moves;
a Play action extends the log; leaving a page ends its kernel. At 1280 and 390 px in both languages: the
landing page shows its three ways in on the first screen and a drawn table whose question the engine
answers, every tab is titled and described in the reader's language, and the links between pages (the
landing page's example, a rule's card) open the Sandbox at the position linked.
Screenshots go to ``test-artifacts/``. Needs /usr/bin/chromium (``apt-get install chromium``; .ci/run does it).
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Callable
from typing import Any

import pytest
from voila_harness import (
    ARTIFACTS,
    ERROR_TEXTS,
    PAGES,
    VoilaServer,
    all_pages,
    load,
    notebook_path,
    quiet,
    screen,
    unexpected_page_errors,
    wait_until,
)

pytestmark = pytest.mark.browser

# Generous: the first render of a page starts a kernel and runs the notebook (a few seconds on 2 cores, more
# when the machine is busy).
RENDER_TIMEOUT_MS = 180_000
UPDATE_TIMEOUT_S = 30.0


# The six required pages, and any other notebook under notebooks/ (e.g. a page being added).
ALL_PAGES = all_pages()

_JAPANESE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")


# Voilà's page scrolls inside an element, not the document, so a full-page screenshot stops at the
# viewport: grow the viewport to the tallest scrolling content for the shot (at most 12000 px).
_CONTENT_HEIGHT = "() => Math.max(...Array.from(document.querySelectorAll('*'), e => e.scrollHeight))"


def _shot(page: Any, name: str) -> None:
    ARTIFACTS.mkdir(exist_ok=True)
    viewport = page.viewport_size
    height = min(int(page.evaluate(_CONTENT_HEIGHT)) + 40, 12_000)
    if viewport and height > viewport["height"]:
        page.set_viewport_size({"width": viewport["width"], "height": height})
    try:
        page.screenshot(path=str(ARTIFACTS / f"{name}.png"), full_page=True)
    finally:
        if viewport:
            page.set_viewport_size(viewport)


def _problems(page: Any) -> list[str]:
    """What on the page says the render went wrong."""
    body = page.locator("body").inner_text(timeout=10_000)
    found = [f"page text contains {text!r}" for text in ERROR_TEXTS if text in body]
    if page.locator('[data-mime-type="application/vnd.jupyter.stderr"]').count():
        found.append("a cell's error output is on the page: "
                     + page.locator('[data-mime-type="application/vnd.jupyter.stderr"]').first.inner_text()[:500])
    for box in page.locator(".dx-error").all():
        if box.is_visible():
            found.append(f"an error box (.dx-error) is shown: {box.inner_text()[:500]}")
    return found


def open_page(page: Any, server: VoilaServer, name: str) -> Any:
    """Load ``name`` and wait until its ``dx-page-*`` widget is visible; fail clearly if it never is."""
    cls = ALL_PAGES[name]
    if not notebook_path(name).is_file():
        pytest.fail(f"{name}: notebooks/{name}.ipynb does not exist", pytrace=False)
    started = time.monotonic()
    response = page.goto(server.page_url(name), wait_until="domcontentloaded", timeout=RENDER_TIMEOUT_MS)
    assert response is not None and response.status == 200, (
        f"{name}: GET {server.page_url(name)} answered {response.status if response else 'nothing'}")
    marker = page.locator(f".{cls}").first
    deadline = started + RENDER_TIMEOUT_MS / 1000
    while True:
        if page.locator("#loading").count() == 0 and marker.count() and marker.is_visible():
            break
        problems = _problems(page) if page.locator("#loading").count() == 0 else []
        if problems or time.monotonic() > deadline:
            _shot(page, f"{name}-FAILED")
            reason = "; ".join(problems) or f"no visible .{cls} within {RENDER_TIMEOUT_MS // 1000}s"
            pytest.fail(f"{name}.ipynb did not render: {reason}. Server log tail:\n{server.log_tail(15)}",
                        pytrace=False)
        page.wait_for_timeout(250)
    # Widgets render asynchronously: let late ones (and late errors) arrive before judging the page.
    page.wait_for_load_state("load")
    quiet(page)
    return marker


def _wait_for_change(read: Callable[[], str], before: str, what: str, timeout: float = UPDATE_TIMEOUT_S) -> str:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        now = read()
        if now != before:
            return now
        time.sleep(0.1)
    pytest.fail(f"{what} did not change within {timeout:.0f}s (still {before[:300]!r})", pytrace=False)


def _settled(read: Callable[[], str], quiet: float = 0.5, timeout: float = 10.0) -> str:
    """The text once it has stayed the same for ``quiet`` seconds (one click may send several updates)."""
    deadline = time.monotonic() + timeout
    last, since = read(), time.monotonic()
    while time.monotonic() < deadline:
        time.sleep(0.1)
        now = read()
        if now != last:
            last, since = now, time.monotonic()
        elif time.monotonic() - since >= quiet:
            break
    return last


def _assert_clean(page: Any, name: str) -> None:
    problems = _problems(page)
    assert not problems, f"{name}: " + "; ".join(problems)
    errors = unexpected_page_errors(page.page_errors)
    assert not errors, f"{name}: uncaught errors in the page:\n" + "\n\n".join(errors)


# --------------------------------------------------------------------------------------------------------


def test_every_page_has_a_notebook() -> None:
    missing = [f"notebooks/{name}.ipynb" for name in PAGES if not notebook_path(name).is_file()]
    assert not missing, f"pages without a notebook (the browser tests cannot cover them): {missing}"


@pytest.mark.parametrize("name", list(ALL_PAGES))
def test_page_loads_without_error_and_its_language_switch_changes_labels(page: Any, voila_server: VoilaServer,
                                                                        name: str) -> None:
    """The page loads without an error, shows its widget and a language switch; then, in the same visit (one
    page load serves both checks), clicking English relabels it: less Japanese, English selected, still clean."""
    marker = open_page(page, voila_server, name)
    _shot(page, name)
    assert marker.is_visible()
    assert page.locator(".lang-switch").count() >= 1, f"{name}: no language switch (.lang-switch)"
    _assert_clean(page, name)
    # the language switch
    switch = page.locator(".lang-switch").first
    assert switch.count(), f"{name}: no language switch (.lang-switch)"
    english = switch.locator("button", has_text="English")
    assert english.count() == 1, f"{name}: the language switch has no 'English' button"
    before = marker.inner_text()
    english.click()
    _wait_for_change(marker.inner_text, before, f"{name}: the page's text after clicking English")
    assert "mod-active" in (english.get_attribute("class") or ""), f"{name}: 'English' is not selected after the click"
    ja_before = len(_JAPANESE.findall(before))
    # waits for the condition itself: a page relabelled in several updates is not judged after the first
    wait_until(lambda: len(_JAPANESE.findall(marker.inner_text())) < ja_before,
               f"{name}: less Japanese text ({ja_before} kana/kanji before) after switching to English")
    _shot(page, f"{name}-en")
    _assert_clean(page, name)


def test_learn_next_changes_field_and_events(page: Any, voila_server: VoilaServer) -> None:
    learn = open_page(page, voila_server, "learn")
    next_button = learn.locator(".dx-next").first
    field = learn.locator(".dx-table-view .field-top").first
    events = learn.locator(".dx-events").first
    assert next_button.count() and field.count() and events.count(), (
        "learn: the stepper lacks .dx-next, .dx-table-view .field-top or .dx-events")
    start_field, start_events = field.inner_text(), events.inner_text()
    next_button.click()
    _wait_for_change(events.inner_text, start_events, "learn: the events (.dx-events) after Next")
    # A step may be a pass, which leaves the field as it is: go on until a play shows on the field.
    for _ in range(5):
        if field.inner_text() != start_field or next_button.is_disabled():
            break
        shown = events.inner_text()
        next_button.click()
        _wait_for_change(events.inner_text, shown, "learn: the events (.dx-events) after Next")
    assert field.inner_text() != start_field, (
        f"learn: the field (.field-top) still shows {start_field!r} after clicking Next")
    _shot(page, "learn-after-next")
    learn.locator(".dx-reset").first.click()
    deadline = time.monotonic() + UPDATE_TIMEOUT_S
    while (field.inner_text(), events.inner_text()) != (start_field, start_events):
        assert time.monotonic() < deadline, "learn: Reset did not bring back the start of the scenario"
        time.sleep(0.1)
    _assert_clean(page, "learn")


def _toggle(locator: Any) -> None:
    """Click a law toggle, whatever widget it is (ToggleButton, Button, or Checkbox)."""
    inner = locator.locator("input[type=checkbox]")
    (inner.first if inner.count() else locator).click()


def test_sandbox_pick_and_law_change_moves(page: Any, voila_server: VoilaServer) -> None:
    sandbox = open_page(page, voila_server, "sandbox")
    moves = sandbox.locator(".dx-moves").first
    assert moves.count(), "sandbox: no legal-move list (.dx-moves)"
    picks = sandbox.locator(".dx-pick")
    assert picks.count(), "sandbox: no card picker buttons (.dx-pick)"
    # An 8, so that the eight-cut law has something to say about the moves.
    eight = sandbox.locator(".dx-pick.dx-card-S8")
    pick = eight.first if eight.count() else picks.first
    before = moves.inner_text()
    pick.click()
    _wait_for_change(moves.inner_text, before, "sandbox: the legal moves (.dx-moves) after picking a card")
    after_pick = _settled(moves.inner_text)
    law = sandbox.locator(".dx-law-eight_cut").first
    assert law.count(), "sandbox: no toggle for the eight_cut law (.dx-law-eight_cut)"
    _toggle(law)
    _wait_for_change(moves.inner_text, after_pick, "sandbox: the legal moves (.dx-moves) after toggling eight_cut")
    _settled(moves.inner_text)
    rows = sandbox.locator(".dx-move-legal, .dx-move-illegal")
    assert rows.count(), "sandbox: the move list has no rows (.dx-move-legal / .dx-move-illegal)"
    _shot(page, "sandbox-after-pick-and-law")
    _assert_clean(page, "sandbox")


def test_play_action_extends_the_log(page: Any, voila_server: VoilaServer) -> None:
    play = open_page(page, voila_server, "play")
    action = play.locator(".dx-action:visible").first
    log = play.locator(".dx-log").first
    assert action.count(), "play: the human has no action button (.dx-action) at the start"
    assert log.count(), "play: no log (.dx-log)"
    before = log.inner_text()
    action.click()
    _wait_for_change(log.inner_text, before, "play: the log (.dx-log) after an action")
    _shot(page, "play-after-action")
    _assert_clean(page, "play")


def test_leaving_a_page_shuts_its_kernel_down(page: Any, voila_server: VoilaServer) -> None:
    """Each visit runs a kernel; leaving the page must end it (tools/serve.py sets the cookie this needs)."""
    open_page(page, voila_server, "index")
    config = json.loads(page.locator("#jupyter-config-data").first.text_content() or "{}")
    kernel_id = config.get("kernelId")
    assert kernel_id, "index: the page names no kernel (#jupyter-config-data has no kernelId)"
    page.goto("about:blank")
    deadline = time.monotonic() + UPDATE_TIMEOUT_S
    while f"Kernel shutdown: {kernel_id}" not in voila_server.log_path.read_text(errors="replace"):
        assert time.monotonic() < deadline, (
            f"the kernel {kernel_id} was not shut down after leaving the page; server log tail:\n"
            f"{voila_server.log_tail(15)}")
        time.sleep(0.2)


# -- the landing page, the tabs' titles and the links between pages (1280 and 390 px, both languages) ----------

# Where each shown element of a selector is at scroll 0, and the page's width against the viewport's.
_BOXES = """sel => ({h: window.innerHeight, w: document.documentElement.clientWidth,
  scroll: Math.max(...Array.from(document.querySelectorAll('#rendered_cells *'), e => e.getBoundingClientRect().right)),
  boxes: Array.from(document.querySelectorAll(sel), e => e.getBoundingClientRect())
    .filter(r => r.width > 0).map(r => ({top: r.top, bottom: r.bottom, left: r.left, right: r.right}))})"""
_DESCRIPTION = "() => (document.querySelector('meta[name=description]') || {}).content || ''"


def _viewport(browser: Any, width: int) -> Any:
    context, page, errors = screen(browser, width)
    page.page_errors = errors
    return context, page


def _titled(page: Any, title_key: str, lang: str) -> None:
    """The tab's title and the page's description are the page's, in ``lang``."""
    from explorer.widgets.home import description, tab_title

    wait_until(lambda: page.title() == tab_title(title_key, lang), f"the tab titled {tab_title(title_key, lang)!r} "
               f"(it is {page.title()!r})")
    assert page.evaluate(_DESCRIPTION) == description(title_key, lang)


def _opened_in_the_sandbox(page: Any, lang: str, title: str) -> None:
    """The Sandbox has opened the linked position (it says it loaded it, under its own title)."""
    from explorer.widgets.i18n import t

    page.wait_for_selector(".dx-page-sandbox", state="visible", timeout=RENDER_TIMEOUT_MS)
    loaded = t("sb_loaded", lang).split("{")[0]
    wait_until(lambda: loaded in page.locator(".dx-page-sandbox").inner_text(), "the Sandbox says it loaded the link")
    assert title in page.locator(".dx-page-sandbox").inner_text()
    _titled(page, "home_sandbox", lang)


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("width", [1280, 390])
def test_the_landing_page_starts_a_newcomer(browser: Any, voila_server: VoilaServer, width: int, lang: str) -> None:
    from explorer.widgets.home import example_state
    from explorer.widgets.i18n import t

    context, page = _viewport(browser, width)
    try:
        load(page, voila_server.page_url("index") + f"?lang={lang}", "dx-page-index")
        wait_until(lambda: t("home_ways", lang) in page.locator(".dx-page-index").inner_text(), f"the page in {lang}")
        _titled(page, "home_title", lang)
        _shot(page, f"index-{lang}-{width}")
        # three ways in, in order, all on the first screen, and nothing wider than the screen
        doors = page.locator(".dx-page-index a.dx-way")
        assert [doors.nth(i).get_attribute("data-page") for i in range(doors.count())] == [
            "learn.ipynb", "sandbox.ipynb", "play.ipynb"]
        found = page.evaluate(_BOXES, ".dx-page-index a.dx-way")
        assert len(found["boxes"]) == 3
        for box in found["boxes"]:
            assert box["top"] >= 0 and box["bottom"] <= found["h"] and box["right"] <= found["w"] + 1, (
                f"a way in is off the first screen ({found['w']}×{found['h']}): {box}")
        assert found["scroll"] <= found["w"] + 1, f"the page is wider than the screen: {found['scroll']} > {found['w']}"
        for title in ("home_way_learn", "home_way_settle", "home_way_play"):
            assert t(title, lang) in doors.all_inner_texts()[("home_way_learn", "home_way_settle", "home_way_play").index(title)]
        # the drawn table: A's cards face up, B's and C's backs, the joker on the felt
        example = page.locator(".dx-page-index .dx-example")
        assert example.locator(".dx-felt .pc.joker").count() == 1 and example.locator(".pc.back").count() == 2
        assert example.locator(".seat.turn .pc").count() == example_state().hands[0].bit_count()
        # the answer is folded until asked for, then says the engine's refusal
        answer = example.locator(".dx-example-answer")
        assert not answer.is_visible()
        example.locator("summary").click()
        wait_until(answer.is_visible, "the answer opened")
        said = answer.inner_text()
        assert ("♣8は出せない" if lang == "ja" else "No: ♣8 may not be played") in said and t("pass", lang) in said
        _shot(page, f"index-{lang}-{width}-answer")
        _assert_clean(page, "index")
        # the example opens in the Sandbox, in the same language
        example.locator("a.dx-example-link").click()
        _opened_in_the_sandbox(page, lang, t("home_example_title", lang))
        _assert_clean(page, "sandbox")
    finally:
        context.close()


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("width", [1280, 390])
def test_a_rules_card_links_to_learn_its_examples_and_the_sandbox(browser: Any, voila_server: VoilaServer,
                                                                  width: int, lang: str) -> None:
    from explorer.widgets.i18n import t

    context, page = _viewport(browser, width)
    try:
        load(page, voila_server.page_url("rules") + f"?lang={lang}", "dx-page-rules")
        _titled(page, "home_rules", lang)
        rules = page.locator(".dx-page-rules")
        lessons = rules.locator(".dx-rule-links a.dx-lesson-link")
        wait_until(lambda: lessons.count() == 2, "card 01's two lessons linked")
        assert [lessons.nth(i).get_attribute("data-lesson") for i in range(2)] == ["01-recycle-law", "01-recycle-house"]
        assert [lessons.nth(i).get_attribute("href") for i in range(2)] == [
            f"learn.ipynb?lang={lang}&lesson=01-recycle-law", f"learn.ipynb?lang={lang}&lesson=01-recycle-house"]
        found = page.evaluate(_BOXES, ".dx-page-rules .dx-rule-links, .dx-page-rules .dx-show-witness")
        assert found["scroll"] <= found["w"] + 1, f"the page is wider than the screen: {found['scroll']} > {found['w']}"
        # the button plays the rule's first interaction example
        title = rules.locator(".dx-card-stepper h3").first
        before = title.inner_text()
        rules.locator(".dx-show-witness").click()
        _wait_for_change(title.inner_text, before, "the stepper's scenario after the examples button")
        picked = rules.locator(".dx-covering-list select").input_value()  # the option's label
        assert t("folder_witnesses", lang) in picked.split("：" if lang == "ja" else "]")[0], picked
        # stepped twice, the Sandbox opens that very position
        rules.locator(".dx-card-stepper .dx-next").click()
        wait_until(lambda: "1 / " in rules.locator(".dx-step-position").inner_text(), "one step")
        shown = title.inner_text()
        _shot(page, f"rules-links-{lang}-{width}")
        _assert_clean(page, "rules")
        rules.locator("a.dx-sandbox-link").click()
        _opened_in_the_sandbox(page, lang, shown)
        _assert_clean(page, "sandbox")
    finally:
        context.close()
