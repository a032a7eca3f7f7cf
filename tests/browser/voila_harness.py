"""Start the explorer's Voilà server and Debian's Chromium for the browser tests and the page benchmark.

Shared by ``tests/browser/conftest.py`` and ``benchmarks/render_times.py``. The server is ``tools/serve.py``
run from the repository root, so it reads the repository's ``voila.json`` (port, address, notebook root,
theme, tracebacks, timeouts); only the port is overridden, with a free one. It runs in its own process
group and is always stopped: SIGTERM (Voilà then shuts its kernels down), SIGKILL for whatever is left.
"""

from __future__ import annotations

import contextlib
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = ROOT / "notebooks"
ARTIFACTS = ROOT / "test-artifacts"

CHROMIUM = Path(os.environ.get("DX_CHROMIUM", "/usr/bin/chromium"))
# Root needs --no-sandbox; the rest keep Chromium off the (closed) network and quiet.
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
]

# Each page the explorer must have: its notebook and the class of the widget that holds the whole page.
PAGES: dict[str, str] = {
    "index": "dx-page-index",
    "learn": "dx-page-learn",
    "rules": "dx-page-rules",
    "interactions": "dx-page-interactions",
    "sandbox": "dx-page-sandbox",
    "play": "dx-page-play",
}



def all_pages() -> dict[str, str]:
    """``PAGES`` and every other notebook under notebooks/, whose page widget is ``dx-page-<notebook name>``
    by the same convention, so that a new page is tested as soon as it exists."""
    pages = dict(PAGES)
    for nb in sorted(NOTEBOOKS.glob("*.ipynb")):
        pages.setdefault(nb.stem, f"dx-page-{nb.stem}")
    return pages


# Text that means a page did not render properly under Voilà (show_tracebacks is off in voila.json,
# so a failing cell shows the first sentence; the others cover tracebacks, timeouts and widget JS).
ERROR_TEXTS = (
    "There was an error when executing cell",
    "Traceback (most recent call last)",
    "Cell execution timed out",
    "Error displaying widget",
    "Failed to load model class",
    "Kernel error",
)

# Uncaught page errors that come from a library, not from the explorer, each with a pattern that must match
# the error's stack. Keep this list short and explained.
KNOWN_PAGE_ERRORS: tuple[tuple[str, str], ...] = (
    # ipysigma 0.24.6 under ipywidgets 8 / Voilà 0.5: Sigma's synced trait `layout` holds the graph's node
    # positions, shadowing DOMWidget's `layout` (the ipywidgets Layout model), so DOMWidgetView.setLayout
    # hands the widget manager a plain object and create_view throws. Any Sigma(...) shows it, even a
    # 3-node path graph in a bare notebook; the graph itself renders and responds.
    ("Cannot read properties of undefined (reading 'then')", "SigmaView.create_child_view"),
)


def unexpected_page_errors(errors: list[str]) -> list[str]:
    """``errors`` less those explained in ``KNOWN_PAGE_ERRORS``."""
    return [e for e in errors if not any(msg in e and where in e for msg, where in KNOWN_PAGE_ERRORS)]


class HarnessError(RuntimeError):
    """A missing piece of the browser-test set-up, with what to do about it."""


def notebook_path(page: str) -> Path:
    return NOTEBOOKS / f"{page}.ipynb"


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _children(pid: int) -> list[int]:
    """Direct children of ``pid`` (kernels run in sessions of their own, so a group kill misses them)."""
    kids = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        # pid (comm) state ppid ... ; comm may contain spaces and parentheses
        fields = stat[stat.rfind(")") + 2:].split()
        if len(fields) > 1 and int(fields[1]) == pid:
            kids.append(int(entry.name))
    return kids


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    try:  # a zombie is not alive
        return (Path("/proc") / str(pid) / "stat").read_text().split(")")[-1].split()[0] != "Z"
    except OSError:
        return False


@dataclass
class VoilaServer:
    process: subprocess.Popen[bytes]
    port: int
    log_path: Path

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def page_url(self, page: str) -> str:
        return f"{self.base_url}/voila/render/{page}.ipynb"

    def log_tail(self, lines: int = 40) -> str:
        try:
            text = self.log_path.read_text(errors="replace")
        except OSError:
            return "(no log)"
        return "\n".join(text.splitlines()[-lines:])

    def stop(self, grace: float = 20.0) -> None:
        proc = self.process
        kernels = _children(proc.pid)
        if proc.poll() is None:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(proc.pid, signal.SIGTERM)  # Voilà's handler stops the loop and shuts kernels down
            try:
                proc.wait(timeout=grace)
            except subprocess.TimeoutExpired:
                pass
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGKILL)
        with contextlib.suppress(subprocess.TimeoutExpired):
            proc.wait(timeout=10)
        # Kernels are in their own sessions; they exit when their parent dies, but make sure.
        deadline = time.monotonic() + 10
        while any(_alive(k) for k in kernels) and time.monotonic() < deadline:
            time.sleep(0.2)
        for k in kernels:
            if _alive(k):
                with contextlib.suppress(ProcessLookupError):
                    os.killpg(k, signal.SIGKILL)
                with contextlib.suppress(ProcessLookupError):
                    os.kill(k, signal.SIGKILL)


TEST_POOL = ('--VoilaKernelManager.kernel_pools_config={"default": {"pool_size": 2}}',
             "--VoilaKernelManager.fill_delay=1", "--ExplorerVoila.stage_gap=1")
"""The shared server's kernel pool (tests/browser/conftest.py): two preheated kernels per page, a used one
replaced at once, the pages' pools started a second apart. A module loads the same page several times in a row
(one test per width and language): with two in the pool, the next test's kernel has started while this one runs,
instead of after it. voila.json's pools (two for the landing page, Learn and the Sandbox, started in stages six
seconds apart, a used kernel replaced after 1 s) are for visitors; the benchmarks measure the shipped setting
(``extra_args=()``)."""


def start_voila(log_path: Path, timeout: float = 90.0, extra_args: tuple[str, ...] = (),
                command: tuple[str, ...] | None = None, env: dict[str, str] | None = None) -> VoilaServer:
    """``tools/serve.py`` on a free port, from the repository root; returns once it answers HTTP 200.
    ``extra_args`` override voila.json (as ``make run PORT=…`` does); ``command`` runs another server in its
    place (plain ``voila notebooks/``), given the same port and arguments."""
    port = free_port()
    log_path.parent.mkdir(parents=True, exist_ok=True)
    log: IO[bytes] = open(log_path, "wb")  # noqa: SIM115 - the child writes to it until it ends
    process = subprocess.Popen(
        [*(command or (sys.executable, str(ROOT / "tools" / "serve.py"))), f"--port={port}", *extra_args],
        cwd=ROOT,  # Voilà reads voila.json from the working directory
        env=env,
        stdin=subprocess.DEVNULL,
        stdout=log,
        stderr=subprocess.STDOUT,
        start_new_session=True,  # its own process group, killed as one
    )
    log.close()
    server = VoilaServer(process, port, log_path)
    deadline = time.monotonic() + timeout
    last_error: Any = None
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise HarnessError(
                f"Voilà (tools/serve.py) exited with code {process.returncode} before serving; log:\n{server.log_tail()}")
        try:
            # The file listing: answers without running a notebook.
            with urllib.request.urlopen(f"{server.base_url}/voila/tree", timeout=5) as response:
                if response.status == 200:
                    return server
                last_error = response.status
        except (urllib.error.URLError, ConnectionError, TimeoutError) as exc:
            last_error = exc
        time.sleep(0.3)
    server.stop()
    raise HarnessError(f"Voilà did not answer HTTP 200 within {timeout:.0f}s (last: {last_error}); "
                       f"log:\n{server.log_tail()}")


@contextlib.contextmanager
def voila(log_path: Path) -> Iterator[VoilaServer]:
    server = start_voila(log_path)
    try:
        yield server
    finally:
        server.stop()


def check_chromium() -> None:
    if not CHROMIUM.is_file() or not os.access(CHROMIUM, os.X_OK):
        raise HarnessError(
            f"no Chromium at {CHROMIUM}: the browser tests drive Debian's chromium package "
            "(apt-get install chromium; .ci/run installs it). Playwright's own browser download is not used.")


@contextlib.contextmanager
def chromium() -> Iterator[Any]:
    """A headless Debian Chromium driven by Playwright (yields a ``playwright.sync_api.Browser``)."""
    check_chromium()
    try:
        from playwright.sync_api import sync_playwright
    except ImportError as exc:  # pragma: no cover - the test extra installs it
        raise HarnessError("playwright is not installed: pip install -e '.[test]'") from exc
    with sync_playwright() as p:
        try:
            browser = p.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS, headless=True)
        except Exception as exc:
            raise HarnessError(f"Chromium at {CHROMIUM} did not start under Playwright: {exc}") from exc
        try:
            yield browser
        finally:
            browser.close()


# Waiting in a test -----------------------------------------------------------------------------------------

RENDER_TIMEOUT_MS = 180_000
"""How long a page may take to render in a browser test (a first visit under a loaded CI machine)."""


QUIET_MS = 700
"""How long a page's document must go unchanged to count as settled (:func:`quiet`)."""

# Resolves once the document has not changed for `quiet` ms (no node added, removed or changed), or after
# `cap` ms whatever happens, with how long it waited.
JS_QUIET = """
([quiet, cap]) => new Promise(resolve => {
  const start = performance.now();
  let timer = null, capped = null;
  const done = () => { obs.disconnect(); clearTimeout(timer); clearTimeout(capped); resolve(performance.now() - start); };
  const obs = new MutationObserver(() => { clearTimeout(timer); timer = setTimeout(done, quiet); });
  obs.observe(document.documentElement, {subtree: true, childList: true, attributes: true, characterData: true});
  timer = setTimeout(done, quiet);
  capped = setTimeout(done, cap);
})
"""


def quiet(page: Any, quiet_ms: int = QUIET_MS, cap_ms: int = 30_000) -> float:
    """Wait until the page has stopped changing for ``quiet_ms`` (late widgets drawn, late errors shown), at
    most ``cap_ms``; the milliseconds waited. A state waited for, not a fixed pause: on a busy machine the
    widgets arrive later, and the wait is longer by as much."""
    return float(page.evaluate(JS_QUIET, [quiet_ms, cap_ms]))


def load(page: Any, url: str, cls: str, settle_ms: int = QUIET_MS) -> None:
    """Open ``url`` and wait until its page widget (``.cls``) is visible and the widgets have settled (the
    document unchanged for ``settle_ms``: :func:`quiet`)."""
    page.goto(url, wait_until="commit", timeout=RENDER_TIMEOUT_MS)
    page.wait_for_selector(f".{cls}", state="visible", timeout=RENDER_TIMEOUT_MS)
    quiet(page, settle_ms)


def drawn(page: Any) -> None:
    """Wait until the browser has drawn two more frames: after a change of viewport the page's layout (and the
    widgets' own resize handlers, run on the next frame) are done when this returns; no fixed pause."""
    page.evaluate("() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(() => r(true))))")


def wait_until(check: Any, what: str, timeout: float = 30.0, poll: float = 0.2) -> Any:
    """``check()``'s first true value within ``timeout`` seconds; else the test fails saying ``what`` did not come."""
    import pytest  # only the tests wait; the benchmarks import this module without pytest's plug-ins

    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = check()
        if value:
            return value
        time.sleep(poll)
    pytest.fail(f"{what} within {timeout:.0f}s", pytrace=False)


# In-page JavaScript ----------------------------------------------------------------------------------------

# Resolves with performance.now() (ms since navigation start) at the first animation frame where the
# element matching `sel` is visible.
JS_VISIBLE_AT = """
sel => {
  const el = document.querySelector(sel);
  if (!el) return false;
  const r = el.getBoundingClientRect();
  const style = getComputedStyle(el);
  return (r.width > 0 && r.height > 0 && style.visibility !== 'hidden') ? performance.now() : false;
}
"""

# Clicks `click` (a selector) and resolves with the milliseconds until the text of `watch` differs from
# what it was before the click; rejects after `timeout` ms.
JS_CLICK_LATENCY = """
async ([click, watch, timeout]) => {
  const target = document.querySelector(click);
  if (!target) throw new Error('nothing matches ' + click);
  const textOf = () => Array.from(document.querySelectorAll(watch)).map(e => e.innerText).join('\\n');
  const before = textOf();
  return await new Promise((resolve, reject) => {
    const start = performance.now();
    const done = () => {
      if (textOf() !== before) { observer.disconnect(); clearTimeout(timer); resolve(performance.now() - start); }
    };
    const observer = new MutationObserver(done);
    observer.observe(document.body, {subtree: true, childList: true, characterData: true, attributes: true});
    const timer = setTimeout(() => { observer.disconnect(); reject(new Error('no change of ' + watch)); }, timeout);
    target.click();
  });
}
"""


# The step-through table (Learn, the Interactions page's witness): its widget's box, the lowest thing drawn in it
# (the table, the discard pile under it), and the page's width against the viewport's.
JS_STEP_TABLE = """(page) => {
  const view = document.querySelector(page + ' .dx-table-view');
  const table = view && view.querySelector('.dx-table');
  if (!view || !table) return null;
  let bottom = 0;  // the lowest thing drawn in the widget's content: the table, the discard pile under it
  for (const e of view.querySelectorAll('.widget-html-content > *')) {
    const r = e.getBoundingClientRect();
    if (r.height > 0) bottom = Math.max(bottom, r.bottom);
  }
  const v = view.getBoundingClientRect();
  return {view: [v.top, v.bottom], drawn: bottom,
          page: [document.documentElement.scrollWidth, document.documentElement.clientWidth]};
}"""

STEP_TABLE_SLACK = 6
"""Pixels allowed between the step-through table drawn and the end of its widget (margins)."""


def no_blank_under_the_step_table(page: Any, name: str, width: int, lang: str) -> None:
    """The step-through table leaves no blank under it (issue 28), on the page ``name`` as loaded: with an
    automatic width Chrome sized the table's widget as if its seats wrapped, and ~170 px of nothing stood under
    the discard pile at 1280 px (~200 px at 390 px). The widget ends where the table drawn in it ends, and the
    page does not scroll sideways. A screenshot: ``test-artifacts/<name>-table-fits-<width>-<lang>.png``. Checked
    in the page load of a test that opens the page so (tests/browser/test_neighbourhood_on_a_phone.py,
    test_uecda_games_in_learn.py), once test_step_table_fits.py's own."""
    boxes = wait_until(lambda: page.evaluate(JS_STEP_TABLE, f".dx-page-{name}"), f"the {name} page's table")
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"{name}-table-fits-{width}-{lang}.png"))
    assert boxes["view"][1] - boxes["drawn"] <= STEP_TABLE_SLACK, f"blank under the table: {boxes}"
    assert boxes["page"][0] <= boxes["page"][1], f"the page scrolls sideways: {boxes}"


def pool_for(*notebooks: str) -> tuple[str, ...]:
    """Command-line settings for a server that preheats one kernel for each of ``notebooks`` (``"sandbox"``) and
    none for the other pages, refilled at once, the pools started a second apart."""
    pools = ", ".join(['"default": {"pool_size": 0}', *(f'"{n}.ipynb": {{"pool_size": 1}}' for n in notebooks)])
    return (f"--VoilaKernelManager.kernel_pools_config={{{pools}}}", "--VoilaKernelManager.fill_delay=1",
            "--ExplorerVoila.stage_gap=1")


def served(log: str, pool: tuple[str, ...]) -> Iterator[VoilaServer]:
    """A Voilà server (its log under test-artifacts/), stopped when the generator is closed (a module's own
    server after the module, the shared one at the end of the session: tests/browser/conftest.py); a server that
    does not start fails the tests."""
    import pytest  # only the tests start servers so

    try:
        server = start_voila(ARTIFACTS / log, extra_args=pool)
    except HarnessError as exc:
        pytest.fail(str(exc), pytrace=False)
    try:
        yield server
    finally:
        server.stop()


def shot(page: Any, name: str) -> None:
    """A screenshot of the viewport, ``test-artifacts/<name>.png``."""
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"{name}.png"))


def screen(browser: Any, width: int) -> tuple[Any, Any, list[str]]:
    """A fresh browser context and page ``width`` px wide (a phone below 800 px: 844 px tall, touch), Japanese
    locale, and the list the page's uncaught errors go to (check it with :func:`unexpected_page_errors`)."""
    phone = width < 800
    context = browser.new_context(viewport={"width": width, "height": 844 if phone else 900}, locale="ja-JP",
                                  is_mobile=phone)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(exc.stack or f"{exc.name}: {exc.message}"))
    return context, page, errors
