"""Fixtures of the browser tests, the one place every browser test module takes its server and browser from: one
Voilà server (tools/serve.py + voila.json) and one headless Chromium per test module, a fresh browser context per
test. A module that opens only some pages says which, ``pytestmark = [pytest.mark.browser,
pytest.mark.pages("sandbox")]``, and its server preheats one kernel for each of them and none for the others
(:func:`voila_harness.pool_for`), with more settings if the mark gives them (``options=("--…=…",)``); a module without the mark gets one kernel for every page (``TEST_POOL``). A
missing Chromium or a server that does not start fails the tests (never skips them)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from voila_harness import TEST_POOL, HarnessError, VoilaServer, chromium, pool_for, served


@pytest.fixture(scope="module")
def voila_server(request: pytest.FixtureRequest) -> Iterator[VoilaServer]:
    """The module's server, its log in test-artifacts/ (``voila.log``, or ``voila-<module>.log`` for a module
    marked with the pages it opens)."""
    marker = request.node.get_closest_marker("pages")
    if marker is None:
        yield from served("voila.log", TEST_POOL)
    else:
        if not marker.args:
            pytest.fail(f"{request.node.name}: pytest.mark.pages() names no page", pytrace=False)
        options = tuple(marker.kwargs.get("options", ()))  # more of the server's settings (a culler's limits …)
        yield from served(f"voila-{request.module.__name__.rsplit('.', 1)[-1]}.log", pool_for(*marker.args) + options)


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    try:
        with chromium() as b:
            yield b
    except HarnessError as exc:
        pytest.fail(str(exc), pytrace=False)


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Any:
    """A failed test that had a Voilà server carries the end of that server's log in its report, so that a CI
    run says why a page did not render (a kernel that did not start, a timeout waiting for its output), not
    only that it did not."""
    report = yield
    server = getattr(item, "funcargs", {}).get("voila_server")
    if report.failed and isinstance(server, VoilaServer):
        report.sections.append(("Voilà log (last 30 lines)", server.log_tail(30)))
    return report


class PageErrors(list[str]):
    """Uncaught exceptions thrown in the page (Playwright's ``pageerror``)."""


@pytest.fixture
def context_for(browser: Any) -> Iterator[Any]:
    """Makes browser contexts ``context_for(width, height=900)`` (below 800 px a phone: 844 px tall, touch),
    Japanese locale; after the test each page is left (Voilà shuts its kernel down) and each context closed."""
    made: list[Any] = []

    def make(width: int, height: int = 900) -> Any:
        phone = width < 800
        context = browser.new_context(viewport={"width": width, "height": 844 if phone else height},
                                      locale="ja-JP", is_mobile=phone)
        made.append(context)
        return context

    yield make
    for context in made:
        for p in context.pages:
            try:
                p.goto("about:blank", timeout=10_000)  # Voilà shuts the page's kernel down
            except Exception:  # noqa: BLE001 - best effort; the server's shutdown ends the kernel anyway
                pass
        context.close()


@pytest.fixture
def page(browser: Any) -> Iterator[Any]:
    context = browser.new_context(viewport={"width": 1280, "height": 1000}, locale="ja-JP")
    p = context.new_page()
    errors = PageErrors()
    p.on("pageerror", lambda exc: errors.append(exc.stack or f"{exc.name}: {exc.message}"))
    p.page_errors = errors
    try:
        yield p
    finally:
        # Leaving the page fires Voilà's beforeunload, which asks the server to shut the page's kernel down.
        try:
            p.goto("about:blank", timeout=10_000)
        except Exception:  # noqa: BLE001 - best effort; the server's shutdown ends the kernel anyway
            pass
        context.close()
