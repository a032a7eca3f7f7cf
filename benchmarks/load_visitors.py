"""A classroom arriving at once: N visitors open the explorer's pages at the same moment (a benchmark, not a
test: it asserts nothing, it prints figures).

Starts the explorer's Voilà server as ``make run`` does (tools/serve.py with voila.json, on a free port) and
Debian's headless Chromium, waits ``--after`` seconds, then opens ``--visitors`` pages at once, spread over
``--pages`` in turn (default: the landing page and the Sandbox), each in its own browser context (its own
cookies: a visitor of its own). For each visitor it records, in the browser's own clock, the time from
navigation to the page's ``dx-page-*`` widget being visible, or why it never was (a timeout, an error on the
page, a blank page). While they wait it samples the memory of the server and its kernels; once every page has
rendered or failed, the visitors leave (each page is closed, which asks the server to shut its kernel down)
and it counts the kernels still running ``--linger`` seconds later (the preheated pools refilled, nothing
else).

    .venv/bin/python benchmarks/load_visitors.py                      # 20 visitors, landing + Sandbox
    .venv/bin/python benchmarks/load_visitors.py --visitors 5 --pages sandbox --after 0
    .venv/bin/python benchmarks/load_visitors.py --class 30 --visitors 30 --pages sandbox --leave quit

``--class N`` runs the server in class mode (tools/serve.py ``--class=N --class-pages=<the pages>``): the visitors
arrive ``--after`` seconds after it says its class is ready. ``--leave quit`` has the visitors leave as a quitting
browser does (no ``beforeunload``: their kernels go by the culler, within 2 minutes) instead of closing their tabs;
either way the kernels are then counted every 5 s until they are back to the pools' size (or ``--linger`` ends).
The browsers run on the same machine as the server (the figures are an upper bound for visitors on their own
computers); the machine's load average is printed before and after.

Needs /usr/bin/chromium (apt-get install chromium) and the test extra (playwright).
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import json
import os
import socket

import psutil

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "browser"))

from voila_harness import ARTIFACTS, CHROMIUM, CHROMIUM_ARGS, VoilaServer, check_chromium, start_voila  # noqa: E402

JS_VISIBLE = """cls => {
  const el = document.querySelector('.' + cls);
  return !!(el && el.offsetParent !== null && el.getBoundingClientRect().height > 0);
}"""


@dataclass
class Visit:
    visitor: int
    page: str
    seconds: float | None = None
    """Navigation → the page's widget visible, or ``None`` when it never was."""
    failure: str = ""
    reloads: int = 0
    """How often the page reloaded itself (dx.js's recovery) before it rendered."""


def server_tree(server: VoilaServer) -> list[psutil.Process]:
    try:
        root = psutil.Process(server.process.pid)
        return [root, *root.children(recursive=True)]
    except psutil.Error:
        return []


def kernels(server: VoilaServer) -> int:
    count = 0
    for p in server_tree(server):
        try:
            if "ipykernel" in " ".join(p.cmdline()):
                count += 1
        except psutil.Error:
            pass
    return count


def memory_mb(server: VoilaServer) -> float:
    total = 0
    for p in server_tree(server):
        try:
            total += p.memory_info().rss
        except psutil.Error:
            pass
    return total / 2**20


async def visit(browser: Any, server: VoilaServer, n: int, page_name: str, timeout: float) -> tuple[Visit, Any]:
    result = Visit(n, page_name)
    context = await browser.new_context(viewport={"width": 1280, "height": 900}, locale="ja-JP")
    page = await context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))

    def console(message: Any) -> None:  # dx.js says so each time it reloads the page
        if message.text.startswith("dx: the page did not come"):
            result.reloads += 1

    page.on("console", console)
    started = time.monotonic()
    cls = f"dx-page-{page_name}"
    try:
        await page.goto(server.page_url(page_name), wait_until="commit", timeout=timeout * 1000)
        while True:
            try:
                visible = await page.evaluate(JS_VISIBLE, cls)
            except Exception:  # noqa: BLE001 - the page navigated (it reloaded itself): look again
                visible = False
            if visible:
                result.seconds = time.monotonic() - started
                break
            if time.monotonic() - started > timeout:
                try:
                    body = (await page.locator("body").inner_text(timeout=5000))[:120].replace("\n", " ")
                except Exception:  # noqa: BLE001
                    body = "(nothing readable)"
                result.failure = f"not rendered in {timeout:.0f} s (page shows: {body!r})"
                break
            await asyncio.sleep(0.25)
    except Exception as exc:  # noqa: BLE001 - a benchmark reports, it does not stop
        result.failure = f"{type(exc).__name__}: {str(exc)[:160]}"
    if errors and not result.failure and result.seconds is None:
        result.failure = "page error: " + errors[0][:160]
    return result, context


async def run(args: argparse.Namespace) -> int:
    from playwright.async_api import async_playwright

    check_chromium()
    log = ARTIFACTS / "load-visitors-voila.log"
    print(f"{socket.gethostname()}: {psutil.cpu_count()} CPUs, load average {load()} (the browsers run here too)",
          flush=True)
    t0 = time.monotonic()
    extra = (f"--class={args.klass}", f"--class-pages={','.join(args.pages)}") if args.klass else ()
    server = start_voila(log, timeout=180, extra_args=extra)
    up = time.monotonic() - t0
    print(f"server answering after {up:.1f} s", flush=True)
    try:
        if args.klass:
            while "Class ready" not in log.read_text(errors="replace"):
                if server.process.poll() is not None:
                    raise SystemExit(f"the server ended before its class was ready; log: {log}")
                await asyncio.sleep(1)
            print(f"class ready after {time.monotonic() - t0:.0f} s ({kernels(server)} kernels, "
                  f"{memory_mb(server):.0f} MB)", flush=True)
        print(f"visitors arrive {args.after:.0f} s later", flush=True)
        await asyncio.sleep(args.after)
        print(f"kernels running when they arrive: {kernels(server)}; server + kernels "
              f"{memory_mb(server):.0f} MB", flush=True)
        async with async_playwright() as p:
            browser = await p.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS, headless=True)
            peak_mem, peak_kernels = 0.0, 0
            pages = [args.pages[i % len(args.pages)] for i in range(args.visitors)]
            tasks = [asyncio.create_task(visit(browser, server, i, name, args.timeout)) for i, name in enumerate(pages)]
            while not all(t.done() for t in tasks):
                peak_mem = max(peak_mem, memory_mb(server))
                peak_kernels = max(peak_kernels, kernels(server))
                await asyncio.sleep(1.0)
            done = [t.result() for t in tasks]
            visits = [v for v, _ in done]
            load_after = load()
            for _, context in done:  # the visitors leave: each page's beforeunload asks for its kernel's shutdown
                if args.leave == "close":
                    try:
                        for pg in context.pages:
                            await pg.goto("about:blank", timeout=10_000)
                    except Exception:  # noqa: BLE001
                        pass
                await context.close()  # --leave quit: no beforeunload, the pages just stop
            await browser.close()
        left_at = time.monotonic()
        pools = pool_total(args)
        timeline = []
        while True:
            left = kernels(server)
            timeline.append(f"{time.monotonic() - left_at:.0f} s: {left}")
            if left <= pools or time.monotonic() - left_at > args.linger:
                break
            await asyncio.sleep(5)
        back = time.monotonic() - left_at
    finally:
        server.stop()
    print(f"\n{args.visitors} visitors at once on {', '.join(args.pages)} (2 cores here: {psutil.cpu_count()} CPUs)")
    for name in args.pages:
        mine = [v for v in visits if v.page == name]
        times = sorted(v.seconds for v in mine if v.seconds is not None)
        failed = [v for v in mine if v.seconds is None]
        line = f"  {name:<12} rendered {len(times)}/{len(mine)}"
        if times:
            p95 = times[min(len(times) - 1, max(0, -(-95 * len(times) // 100) - 1))]
            line += (f"; time to render: median {statistics.median(times):.1f} s, p95 {p95:.1f}, "
                     f"min {times[0]:.1f}, max {times[-1]:.1f}")
        reloads = sum(v.reloads for v in mine)
        line += f"; self-reloads {reloads}"
        print(line)
        for v in failed:
            print(f"    visitor {v.visitor}: {v.failure}")
    print(f"  server + kernels memory: peak {peak_mem:.0f} MB; kernels: peak {peak_kernels}; load average when "
          f"the last page was in: {load_after}")
    print(f"  after the visitors left ({args.leave}): kernels {', '.join(timeline)}; "
          + (f"back to the pools' {pools} after {back:.0f} s" if left <= pools else
             f"{left} still running after {back:.0f} s (pools: {pools})"))
    return 0


def load() -> str:
    return " ".join(f"{x:.1f}" for x in os.getloadavg())


def pool_total(args: argparse.Namespace) -> int:
    """How many kernels the server keeps when no one visits: voila.json's pools, the class's pages at --class."""
    pools = json.loads((Path(__file__).resolve().parents[1] / "voila.json").read_text(encoding="utf-8"))
    config = pools["VoilaKernelManager"]["kernel_pools_config"]
    notebooks = sorted(p.name for p in (Path(__file__).resolve().parents[1] / "notebooks").glob("*.ipynb"))
    default = config.get("default", {}).get("pool_size", 1)
    total = 0
    for nb in notebooks:
        size = config.get(nb, {}).get("pool_size", default)
        if args.klass and nb.removesuffix(".ipynb") in args.pages:
            size = args.klass
        total += size
    return total


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--visitors", type=int, default=20)
    ap.add_argument("--pages", nargs="+", default=["index", "sandbox"], help="notebook names, visited in turn")
    ap.add_argument("--after", type=float, default=30.0,
                    help="seconds between the server answering and the visitors arriving (default 30)")
    ap.add_argument("--timeout", type=float, default=600.0, help="seconds a visitor waits before giving up")
    ap.add_argument("--linger", type=float, default=180.0,
                    help="at most this many seconds after the visitors leave, the kernels are counted every 5 s "
                         "until they are back to the pools' size (default 180)")
    ap.add_argument("--class", dest="klass", type=int, default=0,
                    help="class mode: the server preheats this many kernels for each of --pages (tools/serve.py "
                         "--class); the visitors arrive --after seconds after it says it is ready")
    ap.add_argument("--leave", choices=("close", "quit"), default="close",
                    help="how the visitors leave: close their tabs (beforeunload) or quit the browser (the culler)")
    return asyncio.run(run(ap.parse_args(argv)))


if __name__ == "__main__":
    sys.exit(main())
