"""Where a static-site page's first render goes: Pyodide's start, the wheels, the kernel's imports, the page's
imports and its build, the widgets drawn (a benchmark: it asserts nothing, it prints figures).

    python benchmarks/site_breakdown.py [--site _site] [--pages learn,sandbox] [--runs 2]

Two measurements a page, each in a fresh browser profile (cold cache) and then again in the same one (warm):

1. **The real page** (``voici/render/<page>.html``, served under ``/daifugo/``): seconds from navigation to each
   step the browser shows: the HTML parsed, the worker asking for ``pyodide.js``, ``pyodide.asm.wasm`` fetched,
   the first and last wheel fetched, voici's loading line turning to the kernel's start and then to running the
   notebook (dx.js words it: "Starting the rule engine…", "Building the page…"), and the page's ``dx-page-*``
   widget visible (the render ``make bench-site`` times).
2. **The same Python, step by step** (a bare page of the site's origin loads the site's own Pyodide as the kernel
   does, in the page's thread): ``loadPyodide`` (the wasm compiled, the standard library), ``loadPackage`` of
   every wheel the kernel preloads (``jupyter-lite.json``), ``import piplite`` and ``import pyodide_kernel``
   (IPython), the notebook's imports (``from explorer.widgets.<page> import …``: seconds, explorer modules, and
   which heavy libraries came with them), then building the page's widgets in Python (no front-end).

The difference between the page's "running the notebook" and "widget visible" and the Python build is the
front-end's share (the widgets' JavaScript drawing the models the kernel sent).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT / "tools"), str(ROOT / "tests" / "browser")]

from serve_site import serving  # noqa: E402
from voila_harness import CHROMIUM, CHROMIUM_ARGS, check_chromium  # noqa: E402
from build_site import KERNEL_WORKER_RUNTIME, SNAPSHOT_MEMORY  # noqa: E402

PAGES = ("learn", "rules", "interactions", "sandbox", "play", "lab")
TIMEOUT_S = 240.0
HEAVY = ("networkx", "ipysigma", "yaml", "IPython", "prompt_toolkit", "pygments", "jedi", "sqlite3")

# The loading line as dx.js words it (both languages), and what it marks.
KERNEL_WORDS = ("計算エンジンを起動", "Starting the rule engine")
RUN_WORDS = ("ページを組み立て", "Building the page")

PROBE_PAGE = """<!doctype html><meta charset="utf-8"><title>breakdown</title>
<script src="static/pyodide/pyodide.js"></script>
<script>%(runtime)s</script>
<script>
window.probe = async (packages, page, kernel) => {
  try { return await probe(packages, page, kernel); } catch (e) { return JSON.stringify({error: String(e) + "\\n" + (e.stack || "") + " at step " + window.__step}); }
};
const probe = async (packages, page, kernel) => {
  const t = [performance.now()];
  const indexURL = new URL("static/pyodide/", location.href).href;
  let py;
  if (kernel.dxSnapshot) {  // as the site's kernel worker does (tools/build_site.py KERNEL_WORKER_RUNTIME)
    const init = {indexUrl: indexURL, loadPyodideOptions: kernel};
    py = await loadPyodide({indexURL, ...self.dxSnapshot.options(init)});
    t.push(performance.now()); window.__step = t.length;
    await self.dxSnapshot.restored(py, kernel);
  } else {
    py = await loadPyodide({indexURL});
    t.push(performance.now()); window.__step = t.length;
    await py.loadPackage(packages, {messageCallback: () => {}});
  }
  t.push(performance.now()); window.__step = t.length;
  py.runPython("import sys; _before = set(sys.modules)");
  await py.runPythonAsync("import piplite.piplite");  // initPackageManager (micropip is loaded, not imported)
  t.push(performance.now()); window.__step = t.length;
  await py.runPythonAsync("import pyodide_kernel");
  // What the kernel's worker does next (initGlobals): the comms' messages go to the page; here nowhere.
  py.runPython("pyodide_kernel.kernel_instance.interpreter.send_comm = lambda *a, **k: None");
  t.push(performance.now()); window.__step = t.length;
  py.runPython("_kernel = set(sys.modules)");
  const mod = {index: "home", learn: "learn", rules: "rules_page", interactions: "interactions_page",
               sandbox: "sandbox", play: "play", lab: "lab_page"}[page];
  const fn = page === "index" ? "index_page" : mod.replace(/_page$/, "") + "_page";
  py.runPython(`from explorer.widgets.frame import served\\nfrom explorer.widgets.${mod} import ${fn} as _factory`);
  t.push(performance.now()); window.__step = t.length;
  py.runPython("_page_mods = set(sys.modules)");
  const err = py.runPython(`import traceback
try:
    _w = served(_factory, "home_title")
    _err = ""
except BaseException:
    _err = traceback.format_exc()
_err`);
  if (err) throw new Error(err);
  t.push(performance.now()); window.__step = t.length;
  const mods = JSON.parse(py.runPython(`import json
json.dumps({"kernel": sorted(_kernel - _before), "page": sorted(_page_mods - _kernel),
            "build": sorted(set(sys.modules) - _page_mods)})`));
  const d = (i) => (t[i] - t[i - 1]) / 1000;
  return JSON.stringify({pyodide: d(1), wheels: d(2), piplite: d(3), kernel: d(4), page_imports: d(5),
                         page_build: d(6), modules: mods});
};
</script>"""


def real_page(context: Any, url: str, name: str) -> dict[str, float]:
    page = context.new_page()
    marks: dict[str, float] = {}
    started = time.monotonic()

    def mark(key: str, first: bool = True) -> None:
        now = time.monotonic() - started
        if first:
            marks.setdefault(key, now)
        else:
            marks[key] = now

    def finished(request: Any) -> None:
        file = request.url.rsplit("/", 1)[-1]
        if file == "pyodide.asm.wasm":
            mark("wasm")
        elif file == SNAPSHOT_MEMORY:
            mark("snapshot")
        elif file.endswith(".whl"):
            mark("first_wheel")
            mark("last_wheel", first=False)

    def requested(request: Any) -> None:
        if request.url.endswith("/pyodide.js"):
            mark("worker")

    def console(message: Any) -> None:
        text = message.text
        if any(w in text for w in KERNEL_WORDS):
            mark("kernel_line")
        elif any(w in text for w in RUN_WORDS):
            mark("run_line")

    context.on("requestfinished", finished)
    context.on("request", requested)
    page.on("console", console)
    # Each change of voici's loading line is written to the console (read above), with its time.
    page.add_init_script("""(() => { let last = "";
      new MutationObserver(() => { const el = document.getElementById("loading_text");
        const t = el ? el.textContent.trim() : ""; if (t && t !== last) { last = t; console.debug(t); } })
      .observe(document, {subtree: true, childList: true, characterData: true}); })();""")
    page.goto(url, wait_until="domcontentloaded", timeout=TIMEOUT_S * 1000)
    mark("html")
    page.locator(f".dx-page-{name}").first.wait_for(state="visible", timeout=TIMEOUT_S * 1000)
    mark("render")
    context.remove_listener("requestfinished", finished)
    context.remove_listener("request", requested)
    page.close()
    return marks


def python_steps(context: Any, base_url: str, kernel: dict[str, Any], name: str) -> dict[str, Any]:
    page = context.new_page()
    body = PROBE_PAGE.replace("%(runtime)s", KERNEL_WORKER_RUNTIME)
    page.route(base_url + "dx-breakdown.html", lambda r: r.fulfill(status=200, content_type="text/html", body=body))
    page.goto(base_url + "dx-breakdown.html")
    page.set_default_timeout(TIMEOUT_S * 1000)
    got = json.loads(page.evaluate("([p, n, k]) => window.probe(p, n, k)", [kernel["packages"], name, kernel]))
    if "error" in got:
        raise SystemExit(f"{name}: the Python steps failed:\n{got['error']}")
    page.close()
    return dict(got)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--site", type=Path, default=ROOT / "_site")
    p.add_argument("--pages", default=",".join(PAGES))
    p.add_argument("--runs", type=int, default=1, help="cold+warm loads per page (medians are printed)")
    args = p.parse_args(argv)
    site = args.site.resolve()
    lite = json.loads((site / "jupyter-lite.json").read_text(encoding="utf-8"))
    kernel = lite["jupyter-config-data"]["litePluginSettings"]["@jupyterlite/pyodide-kernel-extension:kernel"]
    packages = kernel["loadPyodideOptions"]["packages"]
    print(f"site {site}; load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores; "
          f"{len(packages)} wheels preloaded")
    check_chromium()
    from playwright.sync_api import sync_playwright

    snapshot = "dxSnapshot" in kernel["loadPyodideOptions"]
    steps = ("html", "worker", "wasm", *(("snapshot",) if snapshot else ("first_wheel", "last_wheel")),
             "kernel_line", "run_line", "render")
    py_steps = ("pyodide", "wheels", "piplite", "kernel", "page_imports", "page_build")
    with serving(site, base="/daifugo/") as base_url, sync_playwright() as pw, \
            tempfile.TemporaryDirectory(ignore_cleanup_errors=True) as profiles:
        print("real page, seconds from navigation (cold / warm): " + ", ".join(steps))
        print("same Python step by step, seconds each (cold / warm): " + ", ".join(py_steps) +
              (" (from the memory snapshot: pyodide = loadPyodide restoring it, fetched and unzipped; wheels = the "
               "installed files written back, the request's environment set)" if snapshot else ""))
        for name in args.pages.split(","):
            url = f"{base_url}voici/render/{name}.html"
            real: dict[str, list[dict[str, float]]] = {"cold": [], "warm": []}
            py: dict[str, list[dict[str, Any]]] = {"cold": [], "warm": []}
            for run in range(args.runs):
                for kind, probe in (("real", None), ("python", None)):
                    context = pw.chromium.launch_persistent_context(
                        Path(profiles) / f"{name}-{run}-{kind}", executable_path=str(CHROMIUM),
                        args=CHROMIUM_ARGS, headless=True, viewport={"width": 1280, "height": 900})
                    for temp in ("cold", "warm"):
                        if kind == "real":
                            real[temp].append(real_page(context, url, name))
                        else:
                            py[temp].append(python_steps(context, base_url, kernel["loadPyodideOptions"], name))
                    context.close()
            for temp in ("cold", "warm"):
                r = "  ".join(f"{s} {statistics.median(m.get(s, float('nan')) for m in real[temp]):.2f}"
                              for s in steps)
                q = "  ".join(f"{s} {statistics.median(m[s] for m in py[temp]):.2f}" for s in py_steps)
                print(f"{name:<13}{temp:<5} page: {r}\n{'':<18} python: {q}")
            mods = py["cold"][0]["modules"]
            for part in ("page", "build"):
                heavy = sorted({m.split('.')[0] for m in mods[part] if m.split('.')[0] in HEAVY})
                ours = [m for m in mods[part] if m.startswith("explorer")]
                print(f"{'':<18} {part} imports: {len(mods[part])} modules, {len(ours)} of the explorer; "
                      f"heavy: {', '.join(heavy) or 'none'}")
            sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
