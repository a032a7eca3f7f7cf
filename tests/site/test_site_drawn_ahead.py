"""Each page of the static site is on screen before its kernel is up (issue 44: warm ≤ 1.5 s): the build drew it
in each language (tools/site_first_paint.py) and the page shows that drawing at once, in a frame over itself that
nothing can be pressed in, until the kernel's page is there (dx.js ``dxFirstPaint``).

Recorded in the browser from before the page starts: when the drawing had loaded, when the kernel's page was
first visible, the drawing's text and the frame's state at that moment. What a reader must get: the drawing
first, the same page as the kernel's (its words, its cards), gone as soon as the kernel's page shows, and no
drawing where it would not be the page the reader is about to get. Needs /usr/bin/chromium and a built site."""

from __future__ import annotations

import re
from typing import Any

import pytest
from site_harness import Visit
from test_site_pages import PAGES, assert_clean, page_url, wait_for_page

pytestmark = pytest.mark.browser

# In the page, from its start: the drawing's load time and text (when it has loaded), the kernel's page's first
# visible moment, and whether the drawing was still on screen then (it must go within two frames).
DRAWN_RECORDER = """
(() => {
  window.__dxDrawn = {frames: 0, loaded: null, text: null, live: null, inert: null, sandbox: null, hidden: null,
                      note: null, stillThere: []};
  const seen = () => {
    const d = window.__dxDrawn, frame = document.querySelector("iframe.dx-first-paint");
    if (frame && !frame.__dxCounted) {
      frame.__dxCounted = true;
      d.frames += 1;
      d.inert = frame.inert;
      d.sandbox = frame.getAttribute("sandbox");
      d.hidden = frame.getAttribute("aria-hidden");
      const note = document.querySelector(".dx-first-paint-note");
      d.note = note && note.textContent;
      frame.addEventListener("load", () => {
        d.loaded = performance.now();
        const page = frame.contentDocument && frame.contentDocument.querySelector("[class*='dx-page-']");
        d.text = page ? page.innerText : null;
      });
    }
    const live = document.querySelector("[class*='dx-page-']");
    if (d.live === null && live && live.getClientRects().length) {
      d.live = performance.now();
      const check = (n) => {
        d.stillThere.push(!!document.querySelector("iframe.dx-first-paint, .dx-first-paint-note"));
        if (n) requestAnimationFrame(() => check(n - 1));
      };
      requestAnimationFrame(() => check(4));
    }
  };
  new MutationObserver(seen).observe(document, {subtree: true, childList: true, attributes: true});
})();
"""

READY = {"ja": "準備中", "en": "Getting ready"}
_SPACE = re.compile(r"\s+")


def words(text: str | None) -> str:
    return _SPACE.sub(" ", text or "").strip()


def drawn(visit: Visit, url: str, name: str) -> dict[str, Any]:
    visit.page.goto(url, wait_until="domcontentloaded")
    marker = wait_for_page(visit, name)
    visit.page.wait_for_timeout(300)
    record: dict[str, Any] = visit.page.evaluate("() => window.__dxDrawn")
    record["live_text"] = marker.inner_text()
    return record


# Each page once, the languages and widths alternating (the kernel builds the page in the reader's language; the
# drawing is the same page at every width).
CASES = [(name, ("ja", "en")[i % 2], (1280, 390)[(i // 2) % 2]) for i, name in enumerate(sorted(PAGES))
         if name != "index"]


@pytest.mark.parametrize("name, lang, width", CASES)
def test_a_page_is_drawn_before_its_kernel_and_is_the_page_the_reader_gets(visit: Visit, site_url: str, name: str,
                                                                          lang: str, width: int) -> None:
    visit.page.set_viewport_size({"width": width, "height": 844 if width < 800 else 900})
    visit.page.context.add_init_script(DRAWN_RECORDER)
    d = drawn(visit, page_url(site_url, name) + f"?lang={lang}", name)
    assert d["frames"] == 1, f"{name}: {d['frames']} drawings were shown (wanted one)"
    assert d["loaded"] is not None and d["loaded"] < d["live"], \
        f"{name}: the drawing did not show before the kernel's page ({d['loaded']} ms, page at {d['live']} ms)"
    assert words(d["text"]) == words(d["live_text"]), \
        f"{name} ({lang}): the drawing is not the page the kernel built:\n{words(d['text'])[:600]}\n---\n" \
        f"{words(d['live_text'])[:600]}"
    assert d["inert"] is True and d["sandbox"] == "allow-same-origin" and d["hidden"] == "true", \
        f"{name}: the drawing can be reached (inert {d['inert']}, sandbox {d['sandbox']!r}, aria-hidden {d['hidden']})"
    assert d["note"] and READY[lang] in d["note"], f"{name}: the getting-ready line read {d['note']!r}"
    assert d["stillThere"][-1] is False, f"{name}: the drawing stayed over the kernel's page ({d['stillThere']})"
    assert visit.page.locator("iframe.dx-first-paint, .dx-first-paint-note").count() == 0
    assert_clean(visit, f"{name} ({lang}, {width} px)")


@pytest.mark.parametrize("name, address, why", [
    ("learn", "?lesson=3", "the address opens another lesson"),
    ("sandbox", "?four=1", "four-colour cards"),
    ("rules", "?lang=en&four=1", "four-colour cards"),
])
def test_no_drawing_where_it_is_not_the_page_the_reader_gets(visit: Visit, site_url: str, name: str, address: str,
                                                             why: str) -> None:
    visit.page.context.add_init_script(DRAWN_RECORDER)
    d = drawn(visit, page_url(site_url, name) + address, name)
    assert d["frames"] == 0, f"{name}{address}: a drawing was shown though {why}"
    assert_clean(visit, f"{name}{address}")


def test_learn_kept_elsewhere_opens_without_the_drawing(visit: Visit, site_url: str) -> None:
    """A reader who left Learn at another lesson gets that lesson: the drawing (lesson 1) is not shown."""
    visit.page.context.add_init_script(DRAWN_RECORDER)
    first = drawn(visit, page_url(site_url, "learn"), "learn")
    assert first["frames"] == 1
    nav = visit.page.locator(".dx-lesson-row button").last  # the next lesson
    before = visit.page.evaluate("() => document.querySelector('[data-dx-learn]').getAttribute('data-dx-learn')")
    nav.click()
    visit.page.wait_for_function(
        "before => document.querySelector('[data-dx-learn]').getAttribute('data-dx-learn') !== before", arg=before,
        timeout=60_000)
    visit.page.wait_for_timeout(500)
    again = drawn(visit, page_url(site_url, "learn"), "learn")
    assert again["frames"] == 0, "Learn kept at another lesson showed lesson 1's drawing"
    assert_clean(visit, "learn (kept)")


def test_play_opens_at_the_drawn_deal_and_new_game_deals_afresh(visit: Visit, site_url: str) -> None:
    """Play's first game is dealt by chance: the build drew it at a seed and the page opens at that seed (the
    drawing is the game the reader gets, as the first test shows); New game still deals a new seed."""
    visit.page.context.add_init_script(DRAWN_RECORDER)
    d = drawn(visit, page_url(site_url, "play"), "play")
    assert d["frames"] == 1
    seed = re.search(r"[?&]seed=(\d+)", visit.page.url)
    assert seed, f"Play opened with its drawing but not at the drawn deal's seed: {visit.page.url}"
    box = visit.page.locator(".dx-seed input")
    assert box.input_value() == seed.group(1)
    visit.page.locator(".dx-new-game").first.click()
    visit.page.wait_for_function(f"() => document.querySelector('.dx-seed input').value !== '{seed.group(1)}'",
                                 timeout=60_000)
    assert_clean(visit, "play")
