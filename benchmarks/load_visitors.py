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
    .venv/bin/python benchmarks/load_visitors.py --class 30 --visitors 30 --browsers 0 --pages sandbox

``--browsers K`` opens only K of the pages in Chromium here; the others are light visitors (``light_visitor.py``):
they ask the server for everything a browser asks (the page, its 91 files, the kernel's socket and the widgets'
states) and stop where a browser starts drawing. A Sandbox page costs its browser about 3.6 s of processor time
(5 MB of scripts, 878 widgets), so 30 browsers here would take a minute of both cores by themselves: with light
visitors the server's share of a class is measured on its own (before they come, one real browser visits each page
once to learn which files it fetches). The figures then end with where the processor went: the server, the
kernels that served, the kernels started since, the browsers, the light visitors' own process.

``--class N`` runs the server in class mode (tools/serve.py ``--class=N --class-pages=<the pages>``): the visitors
arrive ``--after`` seconds after it says its class is ready. ``--leave quit`` has the visitors leave as a quitting
browser does (no ``beforeunload``: their kernels go by the culler, within 2 minutes) instead of closing their tabs;
either way the kernels are then counted every 5 s until none of the visitors' kernels runs any more and the count is
back to the pools' size (or ``--linger`` ends).
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
import re
import socket

import psutil

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "browser"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import light_visitor  # noqa: E402
from voila_harness import ARTIFACTS, CHROMIUM, CHROMIUM_ARGS, VoilaServer, check_chromium, start_voila  # noqa: E402

JS_VISIBLE = """cls => {
  const el = document.querySelector('.' + cls);
  return !!(el && el.offsetParent !== null && el.getBoundingClientRect().height > 0);
}"""


JS_KERNEL = """() => {
  const el = document.getElementById('jupyter-config-data');
  try { return JSON.parse(el.textContent).kernelId || ''; } catch (e) { return ''; }
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
    kernel_id: str = ""
    """The kernel the page was given (read from the page's configuration)."""
    browser: bool = True
    """A real Chromium visitor (time: to the page's widget visible), or a light one (``light_visitor.py``: to
    the widgets' states received, the last thing a browser needs from the server)."""


def server_tree(server: VoilaServer) -> list[psutil.Process]:
    try:
        root = psutil.Process(server.process.pid)
        return [root, *root.children(recursive=True)]
    except psutil.Error:
        return []


def kernel_ids(server: VoilaServer) -> set[str]:
    """The ids of the kernels running now (each kernel's command line names its connection file,
    ``kernel-<id>.json``)."""
    ids = set()
    for p in server_tree(server):
        try:
            found = re.search(r"kernel-([0-9a-f-]{36})\.json", " ".join(p.cmdline()))
        except psutil.Error:
            continue
        if found:
            ids.add(found.group(1))
    return ids


def kernels(server: VoilaServer) -> int:
    """How many kernels run now."""
    return len(kernel_ids(server))


def cpu_seconds(server: VoilaServer) -> dict[str, float]:
    """Processor seconds used so far, by process: ``"server"``, ``"kernel <pid>"`` for each kernel running now,
    ``"browsers"`` (every Chromium process and Playwright's driver on the machine)."""
    parts: dict[str, float] = {"server": 0.0, "browsers": 0.0}
    tree = server_tree(server)
    for p in tree:
        try:
            times = p.cpu_times()
            part = f"kernel {p.pid}" if "ipykernel" in " ".join(p.cmdline()) else "server"
            parts[part] = parts.get(part, 0.0) + times.user + times.system
        except psutil.Error:
            pass
    mine = {p.pid for p in tree}
    for p in psutil.process_iter(["name", "cmdline"]):
        try:
            command = " ".join(p.info["cmdline"] or ()) + " " + (p.info["name"] or "")
            if p.pid not in mine and ("chrom" in command or "playwright" in command):
                times = p.cpu_times()
                parts["browsers"] += times.user + times.system
        except psutil.Error:
            pass
    return parts


def cpu_used(before: dict[str, float], after: dict[str, float]) -> dict[str, float]:
    """Where the processor went between two :func:`cpu_seconds`: the server, the kernels that were waiting when
    the visitors came (the pages they were given), the kernels started since (the pools' refill), the browsers."""
    used = {"server": after["server"] - before["server"], "kernels that served": 0.0, "kernels started since": 0.0,
            "browsers": after["browsers"] - before["browsers"], "light visitors": after.get("visitors", 0.0)}
    for part, seconds in after.items():
        if part.startswith("kernel "):
            if part in before:
                used["kernels that served"] += seconds - before[part]
            else:
                used["kernels started since"] += seconds
    return used


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
                result.kernel_id = await page.evaluate(JS_KERNEL)
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


async def scout(browser: Any, server: VoilaServer, names: list[str], args: argparse.Namespace) -> dict[str, list[str]]:
    """Before the class: one real browser opens each page the light visitors will ask for, and what it fetched
    from the server is what each light visitor fetches; the pools are then let refill."""
    assets: dict[str, list[str]] = {}
    for name in names:
        context = await browser.new_context(viewport={"width": 1280, "height": 900}, locale="ja-JP")
        page = await context.new_page()
        urls: list[str] = []
        page.on("requestfinished", lambda request: urls.append(request.url))
        await page.goto(server.page_url(name), wait_until="commit")
        await page.wait_for_selector(f".dx-page-{name}", state="visible", timeout=args.timeout * 1000)
        await page.wait_for_timeout(1500)
        await page.goto("about:blank")
        await context.close()
        assets[name] = light_visitor.record_assets(urls, server.base_url)
        print(f"scout: {name} asks the server for {len(assets[name])} files besides the page", flush=True)
    pools = pool_total(args)
    waited = time.monotonic()
    await asyncio.sleep(40)  # the scout's kernel is shut and replaced (class mode: 30 s after it was taken)
    while kernels(server) < pools and time.monotonic() - waited < 300:
        await asyncio.sleep(2)
    print(f"pools full again ({kernels(server)} kernels) {time.monotonic() - waited:.0f} s after the scout; "
          f"the class arrives {args.after:.0f} s later", flush=True)
    await asyncio.sleep(args.after)
    return assets


async def light(server: VoilaServer, n: int, page_name: str, assets: list[str],
                timeout: float) -> tuple[Visit, Any]:
    seen = await light_visitor.visit(server.base_url, server.page_url(page_name), assets, timeout)
    return Visit(n, page_name, seen.seconds, seen.failure, kernel_id=seen.kernel_id, browser=False), seen


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
        async with async_playwright() as p:
            browser = await p.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS, headless=True)
            pages = [args.pages[i % len(args.pages)] for i in range(args.visitors)]
            browsers = args.visitors if args.browsers is None else min(args.browsers, args.visitors)
            real = {i for i in range(args.visitors) if (i * browsers) // args.visitors != ((i + 1) * browsers) // args.visitors}
            assets: dict[str, list[str]] = {}
            if len(real) < args.visitors:
                # the scout waits --after itself, once the pools are full again after it
                assets = await scout(browser, server, sorted({pages[i] for i in range(args.visitors) if i not in real}),
                                     args)
            else:
                print(f"visitors arrive {args.after:.0f} s later", flush=True)
                await asyncio.sleep(args.after)
            print(f"kernels running when they arrive: {kernels(server)}; server + kernels "
                  f"{memory_mb(server):.0f} MB", flush=True)
            peak_mem, peak_kernels = 0.0, 0
            cpu_before = cpu_seconds(server)
            own_before = time.process_time()
            tasks = [asyncio.create_task(visit(browser, server, i, name, args.timeout) if i in real else
                                         light(server, i, name, assets[name], args.timeout))
                     for i, name in enumerate(pages)]
            while not all(t.done() for t in tasks):
                peak_mem = max(peak_mem, memory_mb(server))
                peak_kernels = max(peak_kernels, kernels(server))
                await asyncio.sleep(1.0)
            done = [t.result() for t in tasks]
            cpu_after = cpu_seconds(server)
            cpu_after["visitors"] = time.process_time() - own_before
            visits = [v for v, _ in done]
            load_after = load()
            for visited, context in done:  # the visitors leave: each page's beforeunload asks for its kernel's shutdown
                if not visited.browser:
                    if args.leave == "close":
                        await light_visitor.leave(server.base_url, context)
                    continue
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
        theirs = {v.kernel_id for v in visits if v.kernel_id}
        timeline = []
        while True:
            left = kernels(server)
            still = len(theirs & kernel_ids(server))
            timeline.append(f"{time.monotonic() - left_at:.0f} s: {left} ({still} of theirs)")
            if (not still and left <= pools) or time.monotonic() - left_at > args.linger:
                break
            await asyncio.sleep(5)
        back = time.monotonic() - left_at
    finally:
        server.stop()
    print(f"\n{args.visitors} visitors at once on {', '.join(args.pages)} (2 cores here: {psutil.cpu_count()} CPUs)")
    for name, browser_kind in ((n, k) for n in args.pages for k in (True, False)):
        mine = [v for v in visits if v.page == name and v.browser == browser_kind]
        if not mine:
            continue
        print("  " + ("in Chromium here (to the page's widget shown):" if browser_kind else
                      "light visitors (to the last byte a browser needs: the widgets' states):"))
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
    light_seen = [seen for visited, seen in done if not visited.browser and visited.seconds is not None]
    if light_seen:
        print("  light visitors' time, median: the page {:.2f} s, then its files {:.2f} s, then the kernel's socket "
              "to the widgets' states {:.2f} s".format(
                  statistics.median(v.page_seconds for v in light_seen),
                  statistics.median(v.assets_seconds for v in light_seen),
                  statistics.median(v.seconds - v.page_seconds - v.assets_seconds for v in light_seen)))
    print(f"  server + kernels memory: peak {peak_mem:.0f} MB; kernels: peak {peak_kernels}; load average when "
          f"the last page was in: {load_after}")
    used = cpu_used(cpu_before, cpu_after)
    print("  processor seconds while they came (arrival to the last page in): "
          + ", ".join(f"{part} {seconds:.1f}" for part, seconds in used.items())
          + " (kernels shut before the last page came in are not counted)")
    print(f"  after the visitors left ({args.leave}): kernels running (of them the visitors' {len(theirs)}) "
          f"{', '.join(timeline)}; "
          + (f"none of theirs left after {back:.0f} s ({left} kernels running, the pools' size {pools})"
             if not still and left <= pools
             else f"{still} of theirs and {left} in all still running after {back:.0f} s (pools: {pools})"))
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
    ap.add_argument("--browsers", type=int, default=None,
                    help="how many of the visitors open their page in Chromium here (default: all); the others are "
                         "light visitors (light_visitor.py): they ask the server for everything a browser asks and "
                         "stop where a browser starts drawing, so the server's share of a class is measured "
                         "without 30 browsers drawing on the server's own cores")
    ap.add_argument("--leave", choices=("close", "quit"), default="close",
                    help="how the visitors leave: close their tabs (beforeunload) or quit the browser (the culler)")
    return asyncio.run(run(ap.parse_args(argv)))


if __name__ == "__main__":
    sys.exit(main())
