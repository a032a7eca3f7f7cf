"""How fast the Voilà pages are in a real browser: a benchmark, not a test (it asserts nothing).

Starts the explorer's Voilà server (tools/serve.py with voila.json, on a free port) and Debian's headless
Chromium, then measures, in the browser's own clock:

* time to render each page: navigation start → the page's ``dx-page-*`` widget is visible, for a first
  visit once the server is idle (its preheated kernels ready) and for the quick visits that follow it
  (``--visits``, default 3: the 2nd and 3rd come right after, before the server has refilled its kernel
  pool, as a reader who reloads or goes back and forth does);
* click-to-update latency: Learn's Next → the step is shown (table or events); Sandbox's card picker (♠8 in
  and out of the hand) → the legal-move list changes. Both go browser → kernel → browser.

Run from the repository root::

    .venv/bin/python benchmarks/render_times.py              # every page: 3 quick visits, 10 clicks
    .venv/bin/python benchmarks/render_times.py --rounds 2 --visits 4 --clicks 0 --pages learn sandbox
    make bench-pages

Needs /usr/bin/chromium (apt-get install chromium) and the test extra (playwright).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any

import psutil

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "browser"))

from voila_harness import (  # noqa: E402 - after the path set-up
    ARTIFACTS,
    ROOT,
    JS_CLICK_LATENCY,
    JS_VISIBLE_AT,
    HarnessError,
    VoilaServer,
    all_pages,
    chromium,
    notebook_path,
    start_voila,
)

PAGES = all_pages()
TIMEOUT_MS = 180_000
CLICK_TIMEOUT_MS = 30_000


def summary(samples: list[float]) -> str:
    if not samples:
        return "no samples"
    s = sorted(samples)
    return (f"median {statistics.median(s):7.0f} ms   min {s[0]:7.0f}   max {s[-1]:7.0f}   "
            f"first {samples[0]:7.0f}   (n={len(s)})")


def first_render(browser: Any, server: VoilaServer, page_name: str) -> float:
    context = browser.new_context(viewport={"width": 1280, "height": 1000})
    page = context.new_page()
    try:
        page.goto(server.page_url(page_name), wait_until="commit", timeout=TIMEOUT_MS)
        handle = page.wait_for_function(JS_VISIBLE_AT, arg=f".{PAGES[page_name]}", polling="raf",
                                        timeout=TIMEOUT_MS)
        return float(handle.json_value())
    finally:
        page.goto("about:blank")  # Voilà shuts the page's kernel down
        context.close()


def server_cpu(server: VoilaServer, seconds: float = 1.0) -> float:
    """CPU the server and its kernels used over ``seconds``, in cores (other processes on the machine not
    counted)."""
    try:
        root = psutil.Process(server.process.pid)
        procs = [root, *root.children(recursive=True)]
    except psutil.Error:
        return 0.0
    for p in procs:
        try:
            p.cpu_percent(None)
        except psutil.Error:
            pass
    time.sleep(seconds)
    total = 0.0
    for p in procs:
        try:
            total += p.cpu_percent(None)
        except psutil.Error:
            pass
    return total / 100.0


def fill_delay() -> float:
    """How long voila.json has Voilà wait before it replaces a used kernel (its default: 1 s)."""
    config = json.loads((ROOT / "voila.json").read_text(encoding="utf-8"))
    return float(config.get("VoilaKernelManager", {}).get("fill_delay", 1.0))


def wait_idle(server: VoilaServer, limit_s: float = 240.0, quiet: float = 0.3, calm_s: int | None = None) -> float:
    """Wait until the server and its kernels have used under ``quiet`` cores for ``calm_s`` seconds running
    (default: Voilà's fill delay and 3 s, so a used kernel's replacement has started and finished): its
    preheated kernels have all run their notebooks. Returns the seconds waited."""
    if calm_s is None:
        calm_s = int(fill_delay()) + 3
    start = time.monotonic()
    calm = 0
    while time.monotonic() - start < limit_s:
        calm = calm + 1 if server_cpu(server) < quiet else 0
        if calm >= calm_s:
            break
    return time.monotonic() - start


def open_ready(browser: Any, server: VoilaServer, page_name: str) -> tuple[Any, Any]:
    context = browser.new_context(viewport={"width": 1280, "height": 1000})
    page = context.new_page()
    page.goto(server.page_url(page_name), wait_until="commit", timeout=TIMEOUT_MS)
    page.wait_for_function(JS_VISIBLE_AT, arg=f".{PAGES[page_name]}", polling="raf", timeout=TIMEOUT_MS)
    page.wait_for_timeout(1000)  # let the last widgets settle
    return context, page


def click_latency(page: Any, click: str, watch: str) -> float | None:
    try:
        return float(page.evaluate(JS_CLICK_LATENCY, [click, watch, CLICK_TIMEOUT_MS]))
    except Exception as exc:  # noqa: BLE001 - a click that changed nothing is reported, not fatal
        print(f"    (no update: {str(exc).splitlines()[0][:120]})")
        return None


def learn_next(browser: Any, server: VoilaServer, clicks: int) -> list[float]:
    context, page = open_ready(browser, server, "learn")
    samples: list[float] = []
    try:
        # The table and the events: a refused step changes only the events, a pass only part of the table.
        nxt, shown = ".dx-page-learn .dx-next", ".dx-page-learn .dx-table-view, .dx-page-learn .dx-events"
        for _ in range(clicks):
            if page.locator(nxt).first.is_disabled():  # end of the scenario: start it again (not timed)
                page.locator(".dx-page-learn .dx-reset").first.click()
                page.wait_for_timeout(500)
            ms = click_latency(page, nxt, shown)
            if ms is not None:
                samples.append(ms)
    finally:
        page.goto("about:blank")
        context.close()
    return samples


def sandbox_pick(browser: Any, server: VoilaServer, clicks: int) -> list[float]:
    context, page = open_ready(browser, server, "sandbox")
    samples: list[float] = []
    try:
        if not page.locator(".dx-page-sandbox .dx-pick").count():
            print("    sandbox has no .dx-pick buttons")
            return samples
        # The same card in and out of the player's hand: each pick adds or removes its plays. (A card that
        # another player holds would change nothing.) ♠8 is not dealt in the sandbox's start position.
        eight = ".dx-page-sandbox .dx-pick.dx-card-S8"
        click = eight if page.locator(eight).count() else ".dx-page-sandbox .dx-pick"
        for _ in range(clicks):
            ms = click_latency(page, click, ".dx-page-sandbox .dx-moves")
            if ms is not None:
                samples.append(ms)
    finally:
        page.goto("about:blank")
        context.close()
    return samples


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--pages", nargs="*", default=list(PAGES), choices=list(PAGES))
    parser.add_argument("--visits", type=int, default=3,
                        help="visits per page, one right after the other (default 3)")
    parser.add_argument("--rounds", type=int, default=1,
                        help="times the visits are repeated, each after the server is idle (default 1)")
    parser.add_argument("--clicks", type=int, default=10, help="timed clicks per interaction (default 10)")
    parser.add_argument("--json", type=Path, default=ARTIFACTS / "render_times.json",
                        help="also write the samples here (default test-artifacts/render_times.json)")
    args = parser.parse_args(argv)

    present = [p for p in args.pages if notebook_path(p).is_file()]
    for p in args.pages:
        if p not in present:
            print(f"{p}: notebooks/{p}.ipynb does not exist yet, not measured")
    results: dict[str, list[float]] = {}
    try:
        server = start_voila(ARTIFACTS / "bench-voila.log")
    except HarnessError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    try:
        with chromium() as browser:
            waited = wait_idle(server)
            print(f"\nserver idle (preheated kernels ready) {waited:.0f} s after it answered")
            first_render(browser, server, present[0] if present else "index")  # warm-up, not counted
            print(f"\nTime to render (navigation start → .dx-page-* visible), visit 1 with the server idle, "
                  f"then {args.visits - 1} quick visits; {args.rounds} round(s):")
            print(f"  {'page':<13} " + "  ".join(f"{'visit ' + str(i + 1):>9}" for i in range(args.visits)))
            for name in present:
                for r in range(args.rounds):
                    wait_idle(server)
                    samples = [first_render(browser, server, name) for _ in range(args.visits)]
                    for i, ms in enumerate(samples):
                        results.setdefault(f"render:{name}:visit{i + 1}", []).append(ms)
                    print(f"  {name:<13} " + "  ".join(f"{ms:7.0f}ms" for ms in samples), flush=True)
            every = [ms for key, v in results.items() if key.startswith("render:") for ms in v]
            if every:
                print(f"  all visits: {summary(every)}; over 2 s: {sum(ms > 2000 for ms in every)} of {len(every)}")
            wait_idle(server)
            print(f"\nClick-to-update latency ({args.clicks} clicks each):")
            if "learn" in present and args.clicks:
                results["click:learn-next"] = learn_next(browser, server, args.clicks)
                print(f"  {'learn Next → step shown':<34} {summary(results['click:learn-next'])}")
            if "sandbox" in present and args.clicks:
                results["click:sandbox-pick"] = sandbox_pick(browser, server, args.clicks)
                print(f"  {'sandbox card pick → moves changed':<34} {summary(results['click:sandbox-pick'])}")
    except HarnessError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    finally:
        server.stop()
    args.json.parent.mkdir(parents=True, exist_ok=True)
    args.json.write_text(json.dumps(results, indent=1), encoding="utf-8")
    print(f"\nsamples written to {args.json}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
