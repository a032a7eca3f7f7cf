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


class Visit:
    """A browser page with what it did: requests that left the site, uncaught errors, console errors."""

    def __init__(self, page: Any, origin: str) -> None:
        self.page = page
        self.origin = origin
        self.requests: list[str] = []
        self.outside: list[str] = []
        self.errors: list[str] = []


def local(url: str, origin: str) -> bool:
    parts = urlsplit(url)
    if parts.scheme in {"data", "blob", "about"}:
        return True
    return f"{parts.scheme}://{parts.netloc}" == origin
