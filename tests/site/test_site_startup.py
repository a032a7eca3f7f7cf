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
