"""Nothing left behind (issue 44, part 2): a visitor's kernel is shut soon after their browser goes away, however
it went, and a visitor still there loses nothing.

The server here runs the shipped mechanism with short limits, so that the test is quick: a kernel with no activity
for ``IDLE`` seconds is culled, looked for every ``INTERVAL`` seconds, whether its socket is open or not; an open
page's signs of life (dx.js, ``voila/api/alive/<kernel>``: tools/serve.py) come every ``IDLE / 3`` seconds, and a
hidden page gives them for ``HIDDEN`` seconds. The shipped values (75, 10, 20 s and 10 minutes: within 2 minutes)
are checked in tests/browser/test_serving_config.py. The departures:

- the browser quits (no ``beforeunload``: the page's context is closed as a quitting or crashing browser does);
- the tab is closed (``beforeunload``: Voilà asks for the kernel's shutdown);
- the phone goes to sleep (the page's scripts stopped, as on a phone asleep: no timer runs, its socket stays
  open), and wakes up: the page loads itself again at its address, with a fresh kernel, at its position;
- the tab stays hidden past the limit, then is shown again: the same.
"""

from __future__ import annotations

import json
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Error as PlaywrightError
from voila_harness import ARTIFACTS, RENDER_TIMEOUT_MS, VoilaServer, _children, wait_until


IDLE = 6
INTERVAL = 2
HIDDEN = 4
EVERY = IDLE / 3
GONE_WITHIN = IDLE + INTERVAL + EVERY + 20
"""How long a departed visitor's kernel may outlive them here: the idle limit, one culler's round, one sign of
life's gap, and 20 s for a loaded machine (the culler's round is a coroutine on the server's loop)."""

S = ".dx-page-sandbox"

# One preheated kernel for the Sandbox, the culler's limits short (the shared server fixture: tests/browser/conftest.py).
pytestmark = [pytest.mark.browser, pytest.mark.pages("sandbox", options=(
    f"--MappingKernelManager.cull_idle_timeout={IDLE}", f"--MappingKernelManager.cull_interval={INTERVAL}",
    f"--ExplorerVoila.hidden_limit={HIDDEN}"))]


def kernel_exists(server: VoilaServer, kernel_id: str) -> bool:
    """Whether the server still runs ``kernel_id`` (Jupyter's kernel API; a read counts as no activity)."""
    try:
        with urllib.request.urlopen(f"{server.base_url}/api/kernels/{kernel_id}", timeout=30) as response:
            return bool(json.load(response)["id"] == kernel_id)
    except urllib.error.HTTPError as exc:
        if exc.code == 404:
            return False
        raise


def kernel_processes(server: VoilaServer) -> int:
    """The server's running kernels, counted as its child processes that run ipykernel."""
    count = 0
    for pid in _children(server.process.pid):
        try:
            cmdline = (Path("/proc") / str(pid) / "cmdline").read_bytes()
        except OSError:
            continue
        count += b"ipykernel" in cmdline
    return count


def read_page(page: Any, script: str) -> Any:
    """``script``'s answer on the page, or None while the page is loading itself again (a page that comes back
    reloads at a moment of its own choosing: a read that meets the reload has nothing to read yet)."""
    try:
        return page.evaluate(script)
    except PlaywrightError as exc:
        if "context was destroyed" in str(exc) or "navigat" in str(exc):
            return None
        raise


def page_kernel(page: Any) -> str | None:
    """The kernel the page is connected to (Voilà's page configuration)."""
    kernel = read_page(page, """() => { const el = document.getElementById('jupyter-config-data');
                                       return el ? JSON.parse(el.textContent).kernelId : null; }""")
    return str(kernel) if kernel else None


def open_sandbox(browser: Any, server: VoilaServer, query: str = "lang=en") -> tuple[Any, Any, str, str]:
    """A fresh browser context on the Sandbox, rendered, its position in the address; the context, the page, the
    address and the page's kernel."""
    context = browser.new_context(viewport={"width": 1280, "height": 900}, locale="ja-JP")
    page = context.new_page()
    page.goto(f"{server.page_url('sandbox')}?{query}", wait_until="commit", timeout=RENDER_TIMEOUT_MS)
    page.wait_for_selector(S, state="visible", timeout=RENDER_TIMEOUT_MS)
    wait_until(lambda: "pos=" in page.url, "the Sandbox's position in the address")
    kernel = page_kernel(page)
    assert kernel and kernel_exists(server, kernel)
    return context, page, page.url, kernel


def gone_within(server: VoilaServer, kernel: str, what: str) -> None:
    wait_until(lambda: not kernel_exists(server, kernel), f"{what}: the kernel {kernel} was not shut",
               timeout=GONE_WITHIN, poll=0.5)


def comes_back_fresh(server: VoilaServer, page: Any, address: str, old: str) -> None:
    """The page, back, has loaded itself again: a new kernel, the same address, the Sandbox at that position."""
    wait_until(lambda: (page_kernel(page) or old) != old, "the page back with a fresh kernel", timeout=120)
    page.wait_for_selector(S, state="visible", timeout=RENDER_TIMEOUT_MS)
    fresh = page_kernel(page)
    assert fresh and kernel_exists(server, fresh)
    assert page.url == address, "the page came back at another address: its position is lost"
    # the kernel built the page from the address: its position is the one the address carries
    wait_until(lambda: read_page(page, "() => { const q = document.querySelector('[data-dx-query]');"
                                       " return q && q.getAttribute('data-dx-query'); }")
               == "pos=" + address.split("pos=")[1].split("&")[0], "the Sandbox at the address's position")
    assert "Sandbox" in page.locator(".dx-nav").first.inner_text()  # English, as the address says


def test_a_visitor_still_there_keeps_the_kernel_and_one_who_quit_loses_it(browser: Any, voila_server: VoilaServer) -> None:
    context, page, _, kernel = open_sandbox(browser, voila_server)
    try:
        # reading, not touching anything, three idle limits long: the page's signs of life keep its kernel
        deadline = time.monotonic() + 3 * (IDLE + INTERVAL)
        while time.monotonic() < deadline:
            assert kernel_exists(voila_server, kernel), "the kernel of a page still open was shut"
            time.sleep(1)
        assert page_kernel(page) == kernel  # and the page did not load itself again
    finally:
        context.close()  # the browser quits: no beforeunload, the page just stops
    gone_within(voila_server, kernel, "the browser quit")
    # the pool is as it was: the Sandbox's preheated kernel, nothing else
    wait_until(lambda: kernel_processes(voila_server) == 1, "the kernels back to the pool's one", timeout=60)


def test_a_closed_tab_shuts_its_kernel(browser: Any, voila_server: VoilaServer) -> None:
    context, page, _, kernel = open_sandbox(browser, voila_server)
    try:
        page.close(run_before_unload=True)
        gone_within(voila_server, kernel, "the tab closed")
    finally:
        context.close()


def test_a_phone_asleep_loses_its_kernel_and_wakes_to_a_fresh_one_at_its_position(browser: Any,
                                                                                   voila_server: VoilaServer) -> None:
    context, page, address, kernel = open_sandbox(browser, voila_server)
    try:
        cdp = context.new_cdp_session(page)
        # asleep: the page's scripts stopped (no timer fires, no event is handled), its socket left open. Chrome's
        # own freezing (Page.setWebLifecycleState) leaves a visible headless page's timers running; the debugger's
        # pause stops them all.
        cdp.send("Debugger.enable")
        cdp.send("Debugger.pause")
        gone_within(voila_server, kernel, "the phone asleep")
        cdp.send("Debugger.resume")  # it wakes up
        cdp.send("Debugger.disable")
        comes_back_fresh(voila_server, page, address, kernel)
        page.screenshot(path=str(ARTIFACTS / "departed-woken.png"))
    finally:
        context.close()


def test_a_tab_hidden_past_the_limit_loses_its_kernel_and_comes_back_fresh(browser: Any,
                                                                           voila_server: VoilaServer) -> None:
    context, page, address, kernel = open_sandbox(browser, voila_server)
    hide = """hidden => { Object.defineProperty(document, 'visibilityState', {configurable: true,
                          get: () => hidden ? 'hidden' : 'visible'});
                          document.dispatchEvent(new Event('visibilitychange')); }"""
    try:
        page.evaluate(hide, True)  # the tab goes to the background; its timers still run
        gone_within(voila_server, kernel, "the tab hidden past the limit")
        assert page_kernel(page) == kernel, "a hidden page loaded itself again, taking a kernel no one looks at"
        page.evaluate(hide, False)  # shown again
        comes_back_fresh(voila_server, page, address, kernel)
    finally:
        context.close()
