"""First interactive render of each page of the static site (``make site``), cold and warm cache.

    python benchmarks/site_render_times.py [--site _site] [--pages index,learn] [--shots DIR]   # make bench-site

The site is served on localhost under ``/daifugo/`` (as on GitHub Pages). For each page, a fresh browser context
(empty cache) loads the page: **cold** is the time from navigation to the page's ``dx-page-*`` widget being visible,
i.e. Pyodide, the wheels and the kernel started and the notebook run. The first visit stays on its page ``--stay``
seconds (5: a reader reads it; the page keeps its kernel's snapshot unzipped for later visits 3 s after its start),
then the same context loads the page again: **warm** (HTTP cache and the kept snapshot filled; Python and the kernel
still start afresh, as they do on every visit). Also printed: the megabytes the server sent for the cold and the
warm load, the requests of the cold one, when its worker had fetched ``pyodide.asm.wasm``, and the warm load's
worker stage by stage (medians, s): made (from the navigation), Python restored, the files written back, the page's
cell run. ``--shots`` takes a screenshot of each page at 1280 px and at 390 px wide. ``--via-landing`` also times
each page opened the way a newcomer does, from the landing page: a fresh profile opens the landing page (plain HTML,
shown at once), waits there until it has fetched Pyodide and the wheels (``window.dxWarmed``) and kept the kernel's
snapshot unzipped (``window.dxKept``; the time it took is printed), then opens the page: **via landing** is that
page's render time. The figures vary with the machine's load (2 shared cores): compare runs made one after the
other, and read the load average printed first.
"""

from __future__ import annotations

import argparse
import os
import statistics
import tempfile
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT / "tools"), str(ROOT / "tests" / "browser")]

from serve_site import serving  # noqa: E402
from voila_harness import CHROMIUM, CHROMIUM_ARGS, check_chromium  # noqa: E402

# The page is on screen: its first paint (tools/site_first_paint.py: the page as the build drew it, shown while
# its kernel starts; the frame's load event has fired) or the kernel's page itself, whichever comes first.
SHOWN_JS = """page => {
  const first = document.querySelector("iframe.dx-first-paint");
  if (first && first.hasAttribute("data-dx-shown")) return true;
  const live = document.querySelector(".dx-page-" + page);
  return !!(live && live.getClientRects().length);
}"""
PAGES = ("index", "learn", "rules", "interactions", "sandbox", "play", "lab")
TIMEOUT_S = 240.0


def load(context: Any, url: str, page_name: str, served: dict[str, int], mbit: float = 0.0,
         stay: float = 0.5) -> dict[str, float]:
    page = context.new_page()
    if mbit:
        # The browser's own network emulation (its page and its workers): a visitor's connection, not localhost's.
        cdp = context.new_cdp_session(page)
        cdp.send("Network.enable")
        cdp.send("Network.emulateNetworkConditions", {"offline": False, "latency": 20,
                                                      "downloadThroughput": mbit * 125_000,
                                                      "uploadThroughput": mbit * 125_000})
    served.update(bytes=0, files=0)
    fetched = {"requests": 0.0}
    marks: dict[str, float] = {}
    started = time.monotonic()

    def finished(request: Any) -> None:
        fetched["requests"] += 1
        name = request.url.rsplit("/", 1)[-1]
        now = time.monotonic() - started
        if name == "pyodide.asm.wasm":
            marks.setdefault("wasm", now)

    context.on("requestfinished", finished)
    page.goto(url, wait_until="commit", timeout=TIMEOUT_S * 1000)
    page.wait_for_function(SHOWN_JS, arg=page_name, polling="raf", timeout=TIMEOUT_S * 1000)
    shown = time.monotonic() - started
    page.locator(f".dx-page-{page_name}").first.wait_for(state="visible", timeout=TIMEOUT_S * 1000)
    rendered = time.monotonic() - started
    # the kernel's worker's stages (tools/build_site.py LEAN_WORKER): made (from the navigation), Python restored,
    # the installed files written back, the page's cell run
    stages: dict[str, float] = {}
    origin = float(page.evaluate("() => performance.timeOrigin"))
    for w in page.workers:
        m = w.evaluate("() => self.dxMarks && self.dxMarks.cell ? self.dxMarks : null")
        if m:
            stages = {"start": (m["origin"] - origin) / 1000, "python": m["python"] / 1000,
                      "files": (m["files"] - m["python"]) / 1000, "cell": (m["cell"] - m["files"]) / 1000}
    context.remove_listener("requestfinished", finished)
    page.wait_for_timeout(stay * 1000)
    page.close()
    return {"shown": shown, "render": rendered, "bytes": served["bytes"], "files": served["files"],
            "stages": stages, **fetched, **marks}


def screenshots(browser: Any, url: str, name: str, shots: Path) -> None:
    for width, height in ((1280, 900), (390, 844)):
        context = browser.new_context(viewport={"width": width, "height": height}, locale="ja-JP",
                                      device_scale_factor=1)
        page = context.new_page()
        page.goto(url, wait_until="domcontentloaded", timeout=TIMEOUT_S * 1000)
        page.locator(f".dx-page-{name}").first.wait_for(state="visible", timeout=TIMEOUT_S * 1000)
        page.wait_for_timeout(2500)
        # The page scrolls inside an element, not the document: grow the viewport to the content for the shot.
        tall = page.evaluate("() => Math.max(...Array.from(document.querySelectorAll('*'), e => e.scrollHeight))")
        page.set_viewport_size({"width": width, "height": min(int(tall) + 40, 8000)})
        page.wait_for_timeout(500)
        page.screenshot(path=str(shots / f"{name}-{width}.png"), full_page=True)
        context.close()


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--site", type=Path, default=ROOT / "_site")
    p.add_argument("--pages", default=",".join(PAGES))
    p.add_argument("--runs", type=int, default=1, help="cold+warm loads per page (the median is printed)")
    p.add_argument("--shots", type=Path, help="also save screenshots (1280 and 390 px wide) here")
    p.add_argument("--mbit", type=float, default=0.0,
                   help="emulate a connection of this many Mbit/s (20 ms latency) instead of localhost's")
    p.add_argument("--stay", type=float, default=5.0,
                   help="seconds the first (cold) visit stays on its page, as a reader does, before the second "
                        "(default 5: the page keeps its kernel's snapshot for later visits 3 s after its start)")
    p.add_argument("--via-landing", action="store_true",
                   help="also time each page opened after the landing page has warmed the cache")
    args = p.parse_args(argv)
    site = args.site.resolve()
    files = [f for f in site.rglob("*") if f.is_file()]
    print(f"site {site}: {sum(f.stat().st_size for f in files) / 1e6:.1f} MB in {len(files)} files; "
          f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    if args.shots:
        args.shots.mkdir(parents=True, exist_ok=True)
    print("shown: the page on screen (its first paint, or the kernel's page); working: the kernel's page, which "
          "answers a touch")
    print(f"{'page':<13}{'cold shown':>11}{'working':>8}{'warm shown':>11}{'working':>8}{'MB cold':>9}{'MB warm':>9}{'requests':>9}{'wasm at':>9}"
          f"{'cold range':>13}  warm worker: made+python+files+cell (s)" + (f"{'via landing':>13}{'warmed in':>11}" if args.via_landing else ""))
    served = {"bytes": 0, "files": 0}
    check_chromium()
    from playwright.sync_api import sync_playwright

    with serving(site, base="/daifugo/", counts=served) as base_url, sync_playwright() as pw, \
            tempfile.TemporaryDirectory() as profiles:
        browser = pw.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS, headless=True)
        for name in args.pages.split(","):
            url = f"{base_url}voici/render/{name}.html"
            cold, warm, via, warmed = [], [], [], []
            for run in range(args.runs):
                # A profile on disk, as a returning visitor has: an incognito context's memory cache keeps no
                # response as large as pyodide.asm.wasm, so "warm" would fetch it again.
                context = pw.chromium.launch_persistent_context(
                    Path(profiles) / f"{name}-{run}", executable_path=str(CHROMIUM), args=CHROMIUM_ARGS,
                    headless=True, viewport={"width": 1280, "height": 900})
                cold.append(load(context, url, name, served, args.mbit, stay=args.stay))
                warm.append(load(context, url, name, served, args.mbit))
                context.close()
                if args.via_landing and name != "index":
                    context = pw.chromium.launch_persistent_context(
                        Path(profiles) / f"{name}-{run}-via", executable_path=str(CHROMIUM), args=CHROMIUM_ARGS,
                        headless=True, viewport={"width": 1280, "height": 900})
                    landing = context.new_page()
                    started = time.monotonic()
                    landing.goto(f"{base_url}voici/render/index.html", wait_until="domcontentloaded")
                    landing.wait_for_function("() => window.dxWarmed === true && "
                                              "(!window.dxKeeps || window.dxKept !== undefined)",
                                              timeout=TIMEOUT_S * 1000)
                    warmed.append(time.monotonic() - started)
                    landing.close()
                    via.append(load(context, url, name, served)["render"])
                    context.close()
            c = min(cold, key=lambda r: abs(r["render"] - statistics.median(x["render"] for x in cold)))
            w = statistics.median(r["render"] for r in warm)
            w_shown = statistics.median(r["shown"] for r in warm)
            w_mb = statistics.median(r["bytes"] for r in warm) / 1e6
            staged = [r["stages"] for r in warm if r["stages"]]
            parts = "+".join(f"{statistics.median(s[k] for s in staged):.2f}" for k in ("start", "python", "files", "cell")) \
                if staged else "-"
            spread = f"{min(r['render'] for r in cold):.1f}–{max(r['render'] for r in cold):.1f}s"
            print(f"{name:<13}{c['shown']:>11.1f}{c['render']:>8.1f}{w_shown:>11.1f}{w:>8.1f}{c['bytes'] / 1e6:>9.1f}{w_mb:>9.1f}{int(c['requests']):>9}"
                  f"{c.get('wasm', 0):>8.1f}s{spread:>13}"
                  f"  {parts:<24}"
                  + (f"{statistics.median(via):>12.1f}s{statistics.median(warmed):>10.1f}s" if via else ""),
                  flush=True)
            if args.shots:
                screenshots(browser, url, name, args.shots)
        browser.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
