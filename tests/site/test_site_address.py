"""The site's pages open what their address names, as the served pages do: the kernel runs in the browser
and cannot see the address, so the page script hands it over (``.dx-address-store``, explorer/widgets/frame.py).
The landing page's example opens its position in the Sandbox (``sandbox.html?lang=ja&pos=…``), and the
position stays in the address. Needs /usr/bin/chromium and a built site (make site)."""

from __future__ import annotations

import pytest
from site_harness import Visit
from test_site_pages import assert_clean, open_page, page_url, wait_for_page
from voila_harness import wait_until

pytestmark = pytest.mark.browser


def test_the_landing_pages_example_opens_its_position_in_the_sandbox(visit: Visit, site_url: str) -> None:
    home = open_page(visit, f"{page_url(site_url, 'index')}?lang=ja", "index")
    link = home.locator("a.dx-example-link:visible")
    href = link.get_attribute("href") or ""
    assert href.startswith("sandbox.html?lang=ja&pos="), href
    link.click()
    sandbox = wait_for_page(visit, "sandbox")
    table = sandbox.locator(".dx-table-view").first
    # the example's position: eight cut is the law in force, C's lone joker on the field, A to play ♣8 ♠3 ♥Q
    wait_until(lambda: "8切り" in table.inner_text(), "the Sandbox opened the linked position (eight cut in force)",
               timeout=60.0, poll=0.25)
    assert "pos=" in visit.page.url, "the position left the address"
    legal = sandbox.locator(".dx-move-legal")
    wait_until(lambda: legal.count() >= 1, "the Sandbox lists what A may do", timeout=60.0, poll=0.25)
    assert_clean(visit, "sandbox from the landing page's example")
