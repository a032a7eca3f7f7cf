"""Fixtures of the browser tests, the one place every browser test module takes its server and browser from.

One Voilà server (tools/serve.py + voila.json) is shared by every module that needs no settings of its own: it
preheats two kernels for every page (``TEST_POOL``), starts once, with the first module that asks for it, and
stops at the end of the session (its log: test-artifacts/voila.log, or ``$DX_SHARED_VOILA_LOG`` there: the second
pages lane's, tools/test_lanes.py). A module that opens only some pages may say
which, ``pytestmark = [pytest.mark.browser, pytest.mark.pages("sandbox")]`` (the shared server has them all); a
module whose mark also gives settings of its own (``options=("--…=…",)``: a culler's limits …) gets a server of
its own, preheating one kernel for each of its pages and none for the others (:func:`voila_harness.pool_for`),
started for the module and stopped after it (its log: ``voila-<module>.log``); such modules run after the others
(:func:`pytest_collection_modifyitems`), so that no test waits while a server of its own and the shared one both
fill their pools. One headless Chromium serves the whole session, a fresh browser context per test. A missing
Chromium or a server that does not start fails the tests (never skips them)."""

from __future__ import annotations

import os
from collections.abc import Iterator
from typing import Any

import pytest
from voila_harness import TEST_POOL, HarnessError, VoilaServer, chromium, notebook_path, pool_for, served


def _own_options(node: pytest.Item | pytest.Module) -> tuple[str, ...] | None:
    """The settings a module's ``pages`` mark gives its own server, or None if it takes the shared one."""
    marker = node.get_closest_marker("pages")
    if marker is None:
        return None
    return tuple(marker.kwargs.get("options", ())) or None


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The modules with a server of their own after those that share one (each keeps its own order), so that
    the shared server fills its pools while nothing else is starting and is idle once they begin."""
    items.sort(key=lambda item: _own_options(item) is not None)


class _Shared:
    """The shared server while it runs; at most one server runs at a time (the shared one stops before a
    module's own server starts, and starts again if a later module needs it)."""

    server: VoilaServer | None = None
    stopping: Iterator[VoilaServer] | None = None

    @classmethod
    def get(cls) -> VoilaServer:
        if cls.server is None:
            serving = served(os.environ.get("DX_SHARED_VOILA_LOG") or "voila.log", TEST_POOL)
            cls.server = next(serving)  # a server that does not start fails the test here
            cls.stopping = serving
        return cls.server

    @classmethod
    def stop(cls) -> None:
        if cls.stopping is not None:
            cls.stopping.close()  # served()'s finally: the server stops
        cls.server = cls.stopping = None


@pytest.fixture(scope="session", autouse=True)
def _stop_the_shared_server() -> Iterator[None]:
    yield
    _Shared.stop()


@pytest.fixture(scope="module")
def voila_server(request: pytest.FixtureRequest) -> Iterator[VoilaServer]:
    """The module's server: the shared one (test-artifacts/voila.log), or one of its own if its ``pages`` mark
    gives settings of its own (its log ``voila-<module>.log``)."""
    marker = request.node.get_closest_marker("pages")
    if marker is not None:
        if not marker.args:
            pytest.fail(f"{request.node.name}: pytest.mark.pages() names no page", pytrace=False)
        missing = [name for name in marker.args if not notebook_path(name).is_file()]
        if missing:
            pytest.fail(f"{request.node.name}: pytest.mark.pages() names no notebook: {missing}", pytrace=False)
    options = _own_options(request.node)
    if options is None:
        yield _Shared.get()
    else:
        assert marker is not None
        _Shared.stop()
        yield from served(f"voila-{request.module.__name__.rsplit('.', 1)[-1]}.log",
                          pool_for(*marker.args) + options)


@pytest.fixture(scope="session")
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
