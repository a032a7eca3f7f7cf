"""The reader's choices on the static site, as on the server: the language and the four-colour deck survive
a link to another page and a reload. (The Pyodide kernel cannot see the cookie or the address; the page
script, dx.js, sets the switches.) Needs /usr/bin/chromium and a built site (make site)."""

from __future__ import annotations

from typing import Any

import pytest
from site_harness import Visit
from test_site_pages import assert_clean, open_page, page_url, wait_for_page
from voila_harness import wait_until as harness_wait_until

pytestmark = pytest.mark.browser

SWITCH_TIMEOUT_S = 60.0


def wait_until(check: Any, what: str) -> Any:
    """The harness's wait with the site's longer budget (a switch there waits on the Pyodide kernel)."""
    return harness_wait_until(check, what, timeout=SWITCH_TIMEOUT_S, poll=0.25)


def nav(v: Visit) -> str:
    return str(v.page.locator(".dx-nav").first.inner_text())


def four_on(v: Visit) -> bool:
    return bool(v.page.evaluate("""() => {
      const frame = document.querySelector('.dx-frame');
      const box = document.querySelector('.dx-four-toggle input[type=checkbox]');
      return !!(frame && box && frame.classList.contains('dx-four') && box.checked);
    }"""))


def test_the_language_and_four_colours_survive_links_and_reloads(visit: Visit, site_url: str) -> None:
    home = open_page(visit, page_url(site_url, "index"), "index")
    visit.page.locator(".lang-switch button", has_text="English").first.click()
    wait_until(lambda: "Learn" in home.inner_text(), "the home page in English")
    wait_until(lambda: "lang=en" in visit.page.url, "the address carries the language")
    visit.page.locator(".dx-four-toggle input[type=checkbox]").click()
    wait_until(lambda: four_on(visit), "the four-colour switch puts dx-four on the page")
    wait_until(lambda: "four=1" in visit.page.url, "the address carries the four-colour deck")

    visit.page.locator('a.dx-page-link[data-page="learn.ipynb"]:visible').click()  # both languages are in the page
    wait_for_page(visit, "learn")
    wait_until(lambda: "Home" in nav(visit), "Learn opens in English")
    wait_until(lambda: four_on(visit), "Learn opens with four colours")

    visit.page.reload(wait_until="domcontentloaded")
    wait_for_page(visit, "learn")
    wait_until(lambda: "Home" in nav(visit), "English after a reload")
    wait_until(lambda: four_on(visit), "four colours after a reload")

    visit.page.locator("a.dx-home").first.click()
    wait_for_page(visit, "index")
    wait_until(lambda: "Learn" in visit.page.locator(".dx-page-index").inner_text(), "home in English again")
    wait_until(lambda: four_on(visit), "home with four colours again")
    assert_clean(visit, "index, English, four colours")
