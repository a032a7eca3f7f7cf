"""The Sandbox's table leaves no blank under it (issue 28, the analysis board): at 1280 px Chrome sized the table's
widget in the play column as if its seats wrapped, and ~130 px of nothing stood between the discard pile and the
notes under the table. At 1280 and 390 px in both languages the widget ends where the table drawn in it ends, and
the notes follow at once. Screenshots go to ``test-artifacts/``."""

from __future__ import annotations

from typing import Any

import pytest
from voila_harness import ARTIFACTS, VoilaServer, load, screen, unexpected_page_errors, wait_until

from explorer.widgets.i18n import t

pytestmark = [pytest.mark.browser, pytest.mark.pages("sandbox")]

S = ".dx-page-sandbox "
SLACK = 6
"""Pixels allowed between the table drawn and the end of its widget, and between it and the notes (margins)."""

JS_BOXES = """() => {
  const q = s => document.querySelector('.dx-page-sandbox .dx-play-column ' + s).getBoundingClientRect();
  const view = q('.dx-table-view'), table = q('.dx-table-view .dx-table'), notes = q('.dx-table-notes');
  return {view: [view.top, view.bottom], table: [table.top, table.bottom], notes: [notes.top, notes.bottom],
          page: [document.documentElement.scrollWidth, document.documentElement.clientWidth]};
}"""


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("width", [1280, 390])
def test_no_blank_under_the_sandbox_table(browser: Any, voila_server: VoilaServer, width: int, lang: str) -> None:
    context, page, errors = screen(browser, width)
    try:
        load(page, voila_server.page_url("sandbox") + f"?lang={lang}", "dx-page-sandbox")
        wait_until(lambda: t("sb_copy_link", lang) in page.locator(S + ".dx-copy-link").first.inner_text(),
                   f"the page in {lang}")
        boxes = page.evaluate(JS_BOXES)
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / f"sandbox-table-fits-{width}-{lang}.png"))
        assert boxes["view"][1] - boxes["table"][1] <= SLACK, f"blank under the table: {boxes}"
        assert boxes["notes"][0] - boxes["table"][1] <= SLACK, f"the notes do not follow the table: {boxes}"
        assert boxes["page"][0] <= boxes["page"][1], f"the page scrolls sideways: {boxes}"
        assert not unexpected_page_errors(errors), errors
    finally:
        page.goto("about:blank")
        context.close()
