"""What a page's kernel imports before its notebook runs (issue 44: every page of the static site starts Pyodide
and IPython in the browser, and each module imported at start is paid on every visit).

The site's own Pyodide is loaded in a bare page of the site's origin with exactly the wheels the kernel preloads
(``jupyter-lite.json``), and the kernel's start is run as its worker runs it (jupyterlite-pyodide-kernel 0.7.0:
``import piplite.piplite``, then ``import pyodide_kernel``). The start leaves out what no page uses
(tools/build_site.py ``WHEEL_PATCHES``): micropip with ``unittest.mock`` (only ``%pip`` needs them), the
terminal's prompt_toolkit (only ``IPython.embed()``), pydoc (only a traceback's value formatting). Each is still
there when asked for. Needs /usr/bin/chromium and a built site."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from site_harness import BASE  # first: it puts tools/ on the path
from serve_site import serving  # noqa: I001
from voila_harness import CHROMIUM, CHROMIUM_ARGS

pytestmark = pytest.mark.browser

PROBE = """<!doctype html><meta charset="utf-8"><title>kernel start</title>
<script src="static/pyodide/pyodide.js"></script>
<script>
window.kernelStart = async (packages, code) => {
  const py = await loadPyodide({indexURL: new URL("static/pyodide/", location.href).href});
  await py.loadPackage(packages, {messageCallback: () => {}});
  return await py.runPythonAsync(code);
};
</script>"""

START = """
import sys
import piplite.piplite          # initPackageManager
import pyodide_kernel           # initKernel
at_start = sorted(m for m in ("micropip", "unittest", "prompt_toolkit", "pydoc") if m in sys.modules)

# Each is still there when asked for.
import json
import traceback
try:
    piplite.piplite._load_micropip()
    import IPython
    from IPython.core.tbtools import text_repr
    asked = {"micropip": piplite.piplite.micropip.__name__, "embed": callable(IPython.embed),
             "text_repr": text_repr([1, 2]), "pydoc": "pydoc" in sys.modules}
except Exception:
    asked = traceback.format_exc()
json.dumps({"at_start": at_start, "asked": asked})
"""


def test_the_kernel_starts_without_what_no_page_uses(site: Path, site_url: str, browser: Any) -> None:
    lite = json.loads((site / "jupyter-lite.json").read_text(encoding="utf-8"))
    kernel = lite["jupyter-config-data"]["litePluginSettings"]["@jupyterlite/pyodide-kernel-extension:kernel"]
    packages = kernel["loadPyodideOptions"]["packages"]
    context = browser.new_context()
    try:
        page = context.new_page()
        page.route(site_url + "dx-kernel-start.html",
                   lambda r: r.fulfill(status=200, content_type="text/html", body=PROBE))
        page.goto(site_url + "dx-kernel-start.html")
        page.set_default_timeout(300_000)
        got = json.loads(page.evaluate("([p, c]) => window.kernelStart(p, c)", [packages, START]))
    finally:
        context.close()
    assert got["at_start"] == [], f"the kernel's start imported {got['at_start']}"
    assert got["asked"] == {"micropip": "micropip", "embed": True, "text_repr": "[1, 2]", "pydoc": True}


def test_a_page_fetches_its_kernels_files_early_and_each_once(site: Path, browser: Any, tmp_path: Path) -> None:
    """Every page but the landing page starts fetching Pyodide's core and every wheel as its first script
    (tools/build_site.py ``early_fetch``), before voici's bundle starts the kernel; the kernel's worker then
    finds each file in the browser's cache (or waits for it there): nothing is sent twice."""
    lock = json.loads((site / "static" / "pyodide" / "pyodide-lock.json").read_text(encoding="utf-8"))
    wheels = sorted(p["file_name"] for p in lock["packages"].values())
    for page in sorted((site / "voici" / "render").glob("*.html")):
        text = page.read_text(encoding="utf-8")
        first_script = text[text.index("<script"):text.index("</script>")]
        if page.name == "index.html":
            assert "dxEarlyFetched" not in text, "the landing page warms the cache after it is shown, not early"
            continue
        assert "dxEarlyFetched" in first_script, f"{page.name}: the early fetch is not the page's first script"
        assert all(f"static/pyodide/{w}" in first_script for w in wheels), f"{page.name}: a wheel is not fetched early"
    counts = {"bytes": 0, "files": 0}
    sent: list[str] = []
    with serving(site, base=BASE, counts=counts, paths=sent) as url:
        # A profile on disk, as a visitor's (an incognito context's memory cache keeps no response as large as
        # pyodide.asm.wasm), and no routing (it would turn the browser's cache off).
        context = browser.browser_type.launch_persistent_context(
            tmp_path / "profile", executable_path=str(CHROMIUM), args=CHROMIUM_ARGS, headless=True)
        try:
            page = context.new_page()
            page.goto(url + "voici/render/learn.html", wait_until="domcontentloaded")
            page.locator(".dx-page-learn").first.wait_for(state="visible", timeout=300_000)
            page.wait_for_function("() => window.dxEarlyFetched === true", timeout=300_000)
        finally:
            context.close()
    core = ["pyodide.asm.js", "pyodide.asm.wasm", "python_stdlib.zip", *wheels]
    sent_names = [p.rsplit("/", 1)[-1] for p in sent]
    assert {n: sent_names.count(n) for n in core} == {n: 1 for n in core}, "a file of the kernel was sent twice"
