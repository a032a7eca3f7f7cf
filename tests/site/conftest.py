"""Fixtures of the static-site tests: the built site (``make site``; built here if it is missing), served on
localhost under a sub-path as GitHub Pages serves a project site, and one headless Chromium per module.

Every request a page makes is recorded; one that leaves the site's origin is refused (the network is "cut
off") and fails the test that made it, and so does an answer of 400 or above (a missing file: 404) and an
error in the browser's console, on every page a test opens."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest
from site_harness import BASE, LOADING_RECORDER, ROOT, SITE, Visit, local  # first: it puts tools/ and tests/browser/ on the path
from serve_site import serving  # noqa: I001
from voila_harness import HarnessError, chromium


@pytest.fixture(scope="session")
def site() -> Path:
    if not (SITE / "index.html").is_file():
        build = subprocess.run([sys.executable, str(ROOT / "tools" / "build_site.py"), "--out", str(SITE)],
                               capture_output=True, text=True)
        if build.returncode:
            pytest.fail(f"no site at {SITE} and make site failed:\n{build.stderr[-3000:]}", pytrace=False)
    return SITE


@pytest.fixture(scope="module")
def site_url(site: Path) -> Iterator[str]:
    with serving(site, base=BASE) as url:
        yield url


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    try:
        with chromium() as b:
            yield b
    except HarnessError as exc:
        pytest.fail(str(exc), pytrace=False)


def own_script_in_a_drawing(message: Any) -> bool:
    """The tests' own scripts (context.add_init_script: every frame gets them), refused by a page's first paint,
    whose frame runs no script (tools/site_first_paint.py): not the page's error."""
    return "/first-paint/" in message.location.get("url", "") and message.text.startswith("Blocked script execution")


@pytest.fixture
def visit(browser: Any, site_url: str) -> Iterator[Visit]:
    context = browser.new_context(viewport={"width": 1280, "height": 1000}, locale="ja-JP")
    origin = "{0.scheme}://{0.netloc}".format(urlsplit(site_url))
    v = Visit(context.new_page(), origin)

    def route(r: Any) -> None:
        url = r.request.url
        v.requests.append(url)
        if local(url, origin):
            r.continue_()
        else:
            v.outside.append(url)
            r.abort("internetdisconnected")

    context.route("**/*", route)
    context.on("request", lambda r: None if local(r.url, origin) else v.outside.append(r.url))
    v.page.on("websocket", lambda ws: None if local(ws.url.replace("ws", "http", 1), origin)
              else v.outside.append(ws.url))
    v.page.on("pageerror", lambda exc: v.errors.append(exc.stack or f"{exc.name}: {exc.message}"))
    context.on("response", lambda r: v.failed.append(f"{r.status} {r.url}") if r.status >= 400 else None)
    context.on("console", lambda m: v.console_errors.append(f"{m.text} ({m.location.get('url', '')})")
               if m.type == "error" and not own_script_in_a_drawing(m) else None)
    context.add_init_script(LOADING_RECORDER)
    try:
        yield v
        assert not sorted(set(v.outside)), "requests left localhost:\n  " + "\n  ".join(sorted(set(v.outside)))
        assert not v.failed, "files not found or failed:\n  " + "\n  ".join(v.failed)
        assert not v.console_errors, "errors in the browser's console:\n  " + "\n  ".join(v.console_errors)
    finally:
        context.close()
