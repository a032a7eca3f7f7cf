"""How soon would a page of the static site work without JupyterLab's application? (issue 44; measurement only)

    python benchmarks/lean_host.py --site _site [--pages sandbox,rules] [--visits 4] [--runs 2]

A built site's pages are voici's: JupyterLab's application starts in the page (about half a second of the main
thread on this machine before it asks for a kernel), then the kernel's worker restores Python from the snapshot
and runs the page's notebook, and the widgets travel as kernel messages. The *lean host* (``lean_host/``, not
shipped) keeps only what a page needs: the widget manager of ipywidgets' standalone pages (``page.js``, bundled
with esbuild from the npm packages ``package.json`` pins) and a worker that restores Python with the site's own
runtime (tools/build_site.py ``KERNEL_WORKER_RUNTIME``) and runs the page's notebook code directly
(``worker.js``, ``bridge.py``). Both are timed in the same run, the same way, on a copy of the site: each page
opened ``--visits`` times in one browser profile, 4 s apart; **working** is the time from navigation to the page's
``dx-page-*`` widget on screen. The lean host also prints its marks (ms from navigation; ``w_`` in the worker):
Python restored, files written back, the page's build done (``w_built``), the cell done, the page displayed.
The lean host draws the page's widgets only: no language switch, no address, no first paint, no error page.
It needs Node.js and npm (the bundle is built once into build/lean-host/).
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
HERE = Path(__file__).resolve().parent / "lean_host"
BUILD = ROOT / "build" / "lean-host"
sys.path[:0] = [str(ROOT / "tools"), str(ROOT / "tests" / "browser")]

import build_site as bs  # noqa: E402
from serve_site import serving  # noqa: E402
from voila_harness import CHROMIUM, CHROMIUM_ARGS, check_chromium  # noqa: E402

KERNEL = "@jupyterlite/pyodide-kernel-extension:kernel"


def bundle() -> Path:
    """page.js bundled (npm install, then esbuild), once per package.json and page.js."""
    BUILD.mkdir(parents=True, exist_ok=True)
    stamp = (HERE / "package.json").read_text(encoding="utf-8") + (HERE / "page.js").read_text(encoding="utf-8")
    dist = BUILD / "dist"
    if (BUILD / "stamp").exists() and (BUILD / "stamp").read_text(encoding="utf-8") == stamp and dist.is_dir():
        return dist
    for name in ("package.json", "page.js"):
        shutil.copy(HERE / name, BUILD / name)
    subprocess.run(["npm", "install", "--no-audit", "--no-fund", "--ignore-scripts"], cwd=BUILD, check=True)
    shutil.rmtree(dist, ignore_errors=True)
    subprocess.run([str(BUILD / "node_modules" / ".bin" / "esbuild"), "page.js", "--bundle", "--minify",
                    "--format=iife", "--outfile=dist/lean.js", "--define:__webpack_public_path__=\"./\"",
                    *(f"--loader:.{ext}=file" for ext in ("woff", "woff2", "ttf", "eot", "svg"))],
                   cwd=BUILD, check=True)
    (BUILD / "stamp").write_text(stamp, encoding="utf-8")
    return dist


def notebook_cell(page: str) -> str:
    cells = json.loads((ROOT / "notebooks" / f"{page}.ipynb").read_text(encoding="utf-8"))["cells"]
    return "".join("".join(c["source"]) + "\n" for c in cells if c["cell_type"] == "code")


def lean_site(site: Path, out: Path, pages: list[str], query: str) -> None:
    """A copy of ``site`` with the lean host's pages in ``lean/``."""
    shutil.copytree(site, out)
    lean = out / "lean"
    shutil.copytree(bundle(), lean)
    config = json.loads((out / "jupyter-lite.json").read_text(encoding="utf-8"))
    options = config["jupyter-config-data"]["litePluginSettings"][KERNEL]["loadPyodideOptions"]
    bridge = (HERE / "bridge.py").read_text(encoding="utf-8")
    for page in pages:
        code = bridge.replace("DX_CELL", json.dumps(notebook_cell(page)))
        worker = (HERE / "worker.js").read_text(encoding="utf-8")
        for name, value in (("DX_PYODIDE_JS", "../static/pyodide/pyodide.js"), ("DX_OPTIONS", options),
                            ("DX_ENV", {"QUERY_STRING": query}), ("DX_PAGE_CODE", code)):
            worker = worker.replace(name, json.dumps(value))
        worker = worker.replace("DX_INDEX_URL", 'new URL("../static/pyodide/", self.location.href).href')
        (lean / f"{page}-worker.js").write_text(bs.KERNEL_WORKER_RUNTIME + worker, encoding="utf-8")
        voici = (out / "voici" / "render" / f"{page}.html").read_text(encoding="utf-8")
        styles = "".join(m.group(0) for m in re.finditer(r"<style[^>]*>.*?</style>", voici, re.S))
        (lean / f"{page}.html").write_text(
            '<!doctype html><html><head><meta charset="utf-8">'
            '<meta name="viewport" content="width=device-width, initial-scale=1">'
            f'<script>window.dxLeanEarly = []; window.dxLeanWorker = new Worker("{page}-worker.js");'
            "window.dxLeanWorker.onmessage = function (e) { window.dxLeanEarly.push(e.data); };</script>"
            f'{styles}<link rel="stylesheet" href="lean.css"></head>'
            '<body class="jp-Notebook theme-light" data-jp-theme-light="true">'
            '<div id="dx-lean-page" class="jp-OutputArea-output"></div><script src="lean.js"></script></body></html>',
            encoding="utf-8")


def visits(pw: Any, url: str, page: str, n: int, shot: Path | None = None) -> list[tuple[float, dict[str, int] | None]]:
    out = []
    with tempfile.TemporaryDirectory() as profile:
        context = pw.chromium.launch_persistent_context(profile, executable_path=str(CHROMIUM), args=CHROMIUM_ARGS,
                                                         headless=True, viewport={"width": 1280, "height": 900})
        for _ in range(n):
            tab = context.new_page()
            started = time.monotonic()
            tab.goto(url, wait_until="commit")
            tab.locator(f".dx-page-{page}").first.wait_for(state="visible", timeout=120_000)
            out.append((time.monotonic() - started, tab.evaluate("() => window.dxLeanMarks || null")))
            tab.wait_for_timeout(4000)
            if shot and len(out) == n:
                tab.screenshot(path=str(shot), full_page=True)
            tab.close()
        context.close()
    return out


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--site", type=Path, default=ROOT / "_site")
    p.add_argument("--pages", default="sandbox,rules")
    p.add_argument("--visits", type=int, default=4, help="visits of each page in one profile (the first is cold)")
    p.add_argument("--runs", type=int, default=2, help="profiles per page and host, alternated")
    p.add_argument("--query", default="lang=ja", help="the address's query the pages get")
    p.add_argument("--shots", type=Path, help="save each host's page at its last visit here (<page>-<host>.png)")
    args = p.parse_args(argv)
    pages = args.pages.split(",")
    if args.shots:
        args.shots.mkdir(parents=True, exist_ok=True)
    check_chromium()
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as tmp:
        site = Path(tmp) / "site"
        lean_site(args.site.resolve(), site, pages, args.query)
        with serving(site, base="/daifugo/") as base, sync_playwright() as pw:
            print("working (s) at each visit, cold first; median of the later visits")
            for page in pages:
                times: dict[str, list[list[float]]] = {"voici": [], "lean": []}
                for _ in range(args.runs):
                    for host, url in (("voici", f"{base}voici/render/{page}.html?{args.query}"),
                                      ("lean", f"{base}lean/{page}.html")):
                        shot = args.shots / f"{page}-{host}.png" if args.shots else None
                        got = visits(pw, url, page, args.visits, shot)
                        times[host].append([t for t, _ in got])
                        print(f"  {page:<13}{host:<6}" + " ".join(f"{t:5.2f}" for t, _ in got)
                              + (f"   last visit's marks {json.dumps(got[-1][1])}" if got[-1][1] else ""), flush=True)
                for host, runs in times.items():
                    later = [t for run in runs for t in run[1:]]
                    print(f"{page:<13}{host:<6} later visits: median {statistics.median(later):.2f} s, "
                          f"{min(later):.2f}-{max(later):.2f} s", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
