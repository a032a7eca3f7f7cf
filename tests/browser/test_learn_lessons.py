"""Learn's lessons in a real browser, at 1280 and 390 px in both languages: the first lesson states the card
order, predict mode asks the step's own question and shows the verdict under it, "Next lesson" is the main
button at a lesson's end, and the progress survives a reload (the dx_learn cookie the kernel reads, and the
localStorage copy the page script hands back where the kernel sees no cookie, as on the static site)."""

from __future__ import annotations

import time
from typing import Any

import pytest
from voila_harness import ARTIFACTS, RENDER_TIMEOUT_MS, VoilaServer, load, unexpected_page_errors, wait_until

pytestmark = pytest.mark.browser

ORDER = {"ja": "［3］［4］［5］［6］［7］［8］［9］［10］［J］［Q］［K］［1］［2］", "en": "3 4 5 6 7 8 9 10 J Q K A 2"}
WORDS = {
    "ja": {"ask": "このあと、誰の手番？", "guess": "あなたの予想：A", "wrong": "正解：B", "first": "まず予想を選ぶ",
           "next": "次のレッスン → 同時出し", "second": "同時出し：同じ枚数で、より強く", "chapter": "✓ 1. はじめに"},
    "en": {"ask": "Whose turn is it after it?", "guess": "Your guess: A", "wrong": "The answer: B",
           "first": "Make your guess first", "next": "Next lesson → Group play",
           "second": "Group play: the same count, stronger", "chapter": "✓ 1. Start here"},
}



def soon(check: Any, timeout: float) -> bool:
    """Whether ``check()`` comes true within ``timeout`` seconds."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if check():
            return True
        time.sleep(0.3)
    return False


def _first_chapter(learn: Any) -> str:
    """The first chapter's label (the dropdown writes its spaces as no-break spaces)."""
    return str(learn.locator(".dx-chapter-picker select option").first.inner_text()).replace("\xa0", " ")


def _box(page: Any, selector: str) -> dict[str, float]:
    el = page.locator(selector).first
    el.scroll_into_view_if_needed()
    box = el.bounding_box()
    assert box is not None, f"{selector} is not drawn"
    return dict(box)


@pytest.mark.parametrize("width", [1280, 390])
@pytest.mark.parametrize("lang", ["ja", "en"])
def test_a_lesson_teaches_and_progress_survives_a_reload(context_for: Any, voila_server: VoilaServer,
                                                         lang: str, width: int) -> None:
    words = WORDS[lang]
    page = context_for(width, 1000).new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(exc.stack or str(exc)))
    load(page, voila_server.page_url("learn") + f"?lang={lang}", "dx-page-learn")
    learn = page.locator(".dx-page-learn")
    wait_until(lambda: ORDER[lang] in learn.locator(".dx-question").first.inner_text(),
               f"lesson 1 states the card order ({lang})")
    assert page.locator(".dx-chapter-picker select option").count() < 15, "chapters, not an 80-item list"

    # predict mode: the step's own question; the verdict under the question it answers
    learn.locator(".dx-predict").first.click()
    wait_until(lambda: words["ask"] in learn.locator(".dx-question-next").first.inner_text(), "the question")
    learn.locator(".dx-next").first.click()
    wait_until(lambda: words["first"] in learn.locator(".dx-guess").first.inner_text(), "Next waits for a guess")
    learn.locator(".dx-guess-option", has_text="A").first.click()
    wait_until(lambda: learn.locator(".dx-guess-option.mod-info", has_text="A").count(), "the guess A taken")
    learn.locator(".dx-next").first.click()
    wait_until(lambda: learn.locator(".dx-answered").count() == 1, "the answered question")
    answered = learn.locator(".dx-answered").first.inner_text()
    assert words["ask"] in answered and words["guess"] in answered and words["wrong"] in answered
    question, verdict = _box(page, ".dx-answered-question"), _box(page, ".dx-answered .dx-verdict")
    following = _box(page, ".dx-question-next")
    assert question["y"] < verdict["y"] < following["y"], "verdict under its question, the next question below"
    learn.locator(".dx-predict").first.click()  # off: step to the end

    position = learn.locator(".dx-step-position").first
    for _ in range(20):
        button = learn.locator(".dx-next").first
        if button.is_disabled():
            break
        at = position.inner_text()
        button.click()
        wait_until(lambda: position.inner_text() != at, f"a step after {at}")
    more = learn.locator(".dx-next-lesson").first
    wait_until(lambda: more.is_visible() and words["next"] in more.inner_text(), "Next lesson at the end")
    column = _box(page, ".dx-step-footer")  # the stepper's width on a phone, its left column on a desktop
    main = _box(page, ".dx-next-lesson")
    assert main["width"] > 0.6 * column["width"], f"Next lesson is the main button: {main} in {column}"
    page.screenshot(path=str(ARTIFACTS / f"learn-lesson-end-{width}-{lang}.png"))
    more.click()
    wait_until(lambda: words["second"] in learn.locator(".dx-lesson-stepper h3").first.inner_text(),
               "the next lesson opens")
    assert words["chapter"] in _first_chapter(learn)
    found = page.evaluate("() => [document.documentElement.scrollWidth, window.innerWidth]")
    assert found[0] <= found[1] + 1, f"Learn at {width} px runs off the screen: {found}"

    page.reload(wait_until="commit", timeout=RENDER_TIMEOUT_MS)
    page.wait_for_selector(".dx-page-learn", state="visible", timeout=RENDER_TIMEOUT_MS)
    if not soon(lambda: words["second"] in learn.locator(".dx-lesson-stepper h3").first.inner_text(), 90):
        page.screenshot(path=str(ARTIFACTS / f"learn-reload-{width}-{lang}.png"))
        kept = page.evaluate("() => [localStorage.getItem('dx_learn'), document.cookie, "
                             "(document.querySelector('[data-dx-learn]') || {}).outerHTML]")
        pytest.fail(f"the lesson open before the reload did not come back: {kept}", pytrace=False)
    wait_until(lambda: words["chapter"] in _first_chapter(learn),
               "lesson 1 still done after the reload")
    assert not unexpected_page_errors(errors), errors


def test_progress_kept_in_the_browser_alone_comes_back(context_for: Any, voila_server: VoilaServer) -> None:
    """Where the kernel opens the page without the cookie (the static site), the page script hands the kept
    progress to the page through its hidden field."""
    context = context_for(1280, 1000)
    context.add_init_script("window.localStorage.setItem('dx_learn', 'revolution|card-order,group-play')")
    page = context.new_page()
    load(page, voila_server.page_url("learn") + "?lang=en", "dx-page-learn")
    learn = page.locator(".dx-page-learn")
    wait_until(lambda: "Revolution" in learn.locator(".dx-chapter-picker select").first.evaluate(
        "s => s.options[s.selectedIndex].text"), "the kept lesson's chapter", timeout=60)
    wait_until(lambda: "2 of" in learn.locator(".dx-progress-done").first.inner_text(), "two lessons done")
    cookie = [c for c in context.cookies() if c["name"] == "dx_learn"]
    assert cookie and "revolution" in cookie[0]["value"], "the cookie follows for the kernel's next visit"
