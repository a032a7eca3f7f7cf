"""The static site shows a page in the reader's language from its first paint (issue 46): the page's kernel
(Pyodide, in a web worker) used to build every page in Japanese, and the page script switched it to English
after it was drawn, so an English reader saw Japanese for about a second. Now the kernel is handed the request
(the address and the explorer's cookies, as Voilà hands them: tools/build_site.py, dx.js ``dxRequestEnv``) and
builds the page in the reader's language at once.

Recorded in the browser from before the page starts: each language the page's switch showed as chosen while it
was on screen, and the first words of the page's bar. At 1280 and 390 px, each width in one of the two languages
(site_harness.WIDTH_LANG: the kernel builds the page in the reader's language before any width applies), the
reader's language given by the address (``?lang=``) and, on a second visit, by the cookie alone. Needs /usr/bin/chromium and a built site."""

from __future__ import annotations

import pytest
from site_harness import WIDTH_LANG, Visit
from test_site_pages import assert_clean, page_url, wait_for_page

pytestmark = pytest.mark.browser

# Every language the switch shows as chosen while it is visible, in order (deduplicated), and the bar's first text.
SWITCH_RECORDER = """
(() => {
  window.__dxShownLangs = [];
  window.__dxFirstNav = null;
  const seen = () => {
    const active = document.querySelector(".lang-switch button.mod-active");
    if (active && active.offsetParent !== null) {
      const all = window.__dxShownLangs, text = active.textContent.trim();
      if (all[all.length - 1] !== text) all.push(text);
    }
    const nav = document.querySelector(".dx-nav");
    if (window.__dxFirstNav === null && nav && nav.offsetParent !== null) window.__dxFirstNav = nav.textContent.trim();
  };
  new MutationObserver(seen).observe(document, {subtree: true, childList: true, attributes: true, characterData: true});
})();
"""

NAMES = {"ja": "日本語", "en": "English"}
BARS = {"ja": "ルールを学ぶ", "en": "Learn"}


@pytest.mark.parametrize("width, lang", WIDTH_LANG)
def test_a_page_is_drawn_in_the_readers_language_from_the_start(visit: Visit, site_url: str, width: int,
                                                                 lang: str) -> None:
    visit.page.set_viewport_size({"width": width, "height": 844 if width < 800 else 800})
    visit.page.context.add_init_script(SWITCH_RECORDER)
    for how in ("address", "cookie"):
        url = page_url(site_url, "learn") + (f"?lang={lang}" if how == "address" else "")
        visit.page.goto(url, wait_until="domcontentloaded")
        wait_for_page(visit, "learn")
        shown = visit.page.evaluate("() => window.__dxShownLangs")
        first_bar = visit.page.evaluate("() => window.__dxFirstNav")
        assert shown == [NAMES[lang]], f"by the {how}, the page showed {shown} before settling (wanted {NAMES[lang]})"
        assert first_bar and BARS[lang] in first_bar, f"by the {how}, the page's bar first read {first_bar!r}"
        assert_clean(visit, f"learn ({lang}, {width} px, by the {how})")
