"""Screenshots of every page at 1280 px and 390 px (desktop and phone), for reviewing the pages by eye.

Starts the explorer's Voilà server and headless Chromium (as the browser tests do), loads each page, waits
for its ``dx-page-*`` widget and a moment more, and saves ``<out>/<prefix>-<page>-<width>.png`` (the whole
scrolling content, at most 6000 px tall). It also prints, per page and width, whether the page scrolls
sideways (``scrollWidth > clientWidth`` of the document or of Voilà's scrolling element). Asserts nothing.

    .venv/bin/python benchmarks/screenshots.py --out /tmp/shots --prefix after --pages learn play
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "browser"))

from voila_harness import ARTIFACTS, JS_VISIBLE_AT, all_pages, chromium, start_voila  # noqa: E402

PAGES = all_pages()
# the page's own height: the tallest scrolling content, not counting a list box's or a text box's inner scroll
# (a 302-line list measures 18,000 px inside its 470 px box, and the picture would end in blank space)
JS_HEIGHT = """() => Math.max(...Array.from(document.querySelectorAll('*'), e =>
  e.closest('select, textarea') ? 0 : e.scrollHeight))"""
JS_OVERFLOW = """() => Array.from(document.querySelectorAll('html, body, .jp-LabShell, #rendered_cells, main, .voila-container'))
  .filter(e => e.scrollWidth > e.clientWidth + 1).map(e => (e.id || e.className || e.tagName) + ' ' + e.scrollWidth)"""


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--out", type=Path, default=ARTIFACTS / "shots")
    parser.add_argument("--prefix", default="page")
    parser.add_argument("--pages", nargs="*", default=list(PAGES), choices=list(PAGES))
    parser.add_argument("--widths", nargs="*", type=int, default=[1280, 390])
    parser.add_argument("--query", default="", help="appended to each page's URL, e.g. lang=en")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    server = start_voila(ARTIFACTS / "shots-voila.log")
    try:
        with chromium() as browser:
            for name in args.pages:
                for width in args.widths:
                    context = browser.new_context(viewport={"width": width, "height": 900}, locale="ja-JP")
                    page = context.new_page()
                    url = server.page_url(name) + (f"?{args.query}" if args.query else "")
                    page.goto(url, wait_until="commit", timeout=180_000)
                    page.wait_for_function(JS_VISIBLE_AT, arg=f".{PAGES[name]}", polling="raf", timeout=180_000)
                    page.wait_for_timeout(2500)
                    overflow = page.evaluate(JS_OVERFLOW)
                    height = min(int(page.evaluate(JS_HEIGHT)) + 40, 6000)
                    page.set_viewport_size({"width": width, "height": max(height, 900)})
                    page.wait_for_timeout(300)
                    path = args.out / f"{args.prefix}-{name}-{width}.png"
                    page.screenshot(path=str(path), full_page=True)
                    print(f"{path}  sideways scroll: {overflow or 'none'}")
                    page.goto("about:blank")
                    context.close()
    finally:
        server.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
