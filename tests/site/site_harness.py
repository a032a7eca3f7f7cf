"""What the static-site tests share: where the site is, the sub-path it is served under, and a recorded visit."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT / "tests" / "browser"), str(ROOT / "tools")]

from voila_harness import ARTIFACTS  # noqa: E402

SITE = Path(os.environ.get("DX_SITE", ROOT / "_site"))
BASE = "/daifugo/"
SHOTS = ARTIFACTS / "site"

WIDTH_LANG = [(1280, "ja"), (390, "en")]
"""Both widths and both languages, each once: what a site test whose subject is not the layout runs at (the
analysis in Pyodide, the first paint's language). Each such visit starts Pyodide afresh (tens of seconds of one
core on a busy CI machine); the other two pairs run where a second test covers the same page
(:data:`OTHER_WIDTH_LANG`), and the Voilà pages lane runs every page at all four."""

OTHER_WIDTH_LANG = [(1280, "en"), (390, "ja")]
"""The two pairs :data:`WIDTH_LANG` leaves out."""


# Recorded in every page of a visit: each line voici's loading screen shows (#loading_text), in order.
LOADING_RECORDER = """
(() => {
  window.__dxLoadingTexts = [];
  const seen = () => {
    const el = document.getElementById("loading_text");
    const text = el ? el.textContent.trim() : "";
    const all = window.__dxLoadingTexts;
    if (text && all[all.length - 1] !== text) all.push(text);
  };
  new MutationObserver(seen).observe(document, {subtree: true, childList: true, characterData: true});
})();
"""


class Visit:
    """A browser page with what it did: requests that left the site, uncaught errors, console errors, and
    answers that were not found or failed (status 400 and above)."""

    def __init__(self, page: Any, origin: str) -> None:
        self.page = page
        self.origin = origin
        self.requests: list[str] = []
        self.outside: list[str] = []
        self.errors: list[str] = []
        self.console_errors: list[str] = []
        self.failed: list[str] = []


def local(url: str, origin: str) -> bool:
    parts = urlsplit(url)
    if parts.scheme in {"data", "blob", "about"}:
        return True
    return f"{parts.scheme}://{parts.netloc}" == origin
