"""The step-through table leaves no blank under it (issue 28), on Learn and on the Interactions page's witness, as
the Sandbox's does (tests/browser/test_sandbox_table_fits.py): with an automatic width Chrome sized the table's
widget as if its seats wrapped, and ~170 px of nothing stood under the discard pile at 1280 px (~200 px at 390 px),
between the witness and the rule lists. At 1280 and 390 px in both languages the widget ends where the table drawn
in it ends. Screenshots go to ``test-artifacts/``."""

from __future__ import annotations

from typing import Any

import pytest
from voila_harness import ARTIFACTS, VoilaServer, load, screen, unexpected_page_errors, wait_until

pytestmark = [pytest.mark.browser, pytest.mark.pages("learn", "interactions")]

SLACK = 6
"""Pixels allowed between the table drawn and the end of its widget (margins)."""

JS_BOXES = """(page) => {
  const view = document.querySelector(page + ' .dx-table-view');
  const table = view && view.querySelector('.dx-table');
  if (!view || !table) return null;
  let bottom = 0;  // the lowest thing drawn in the widget's content: the table, the discard pile under it
  for (const e of view.querySelectorAll('.widget-html-content > *')) {
    const r = e.getBoundingClientRect();
    if (r.height > 0) bottom = Math.max(bottom, r.bottom);
  }
  const v = view.getBoundingClientRect();
  return {view: [v.top, v.bottom], drawn: bottom,
          page: [document.documentElement.scrollWidth, document.documentElement.clientWidth]};
}"""


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("width", [1280, 390])
@pytest.mark.parametrize("name", ["learn", "interactions"])
def test_no_blank_under_the_step_table(browser: Any, voila_server: VoilaServer, name: str, width: int,
                                       lang: str) -> None:
    context, page, errors = screen(browser, width)
    try:
        load(page, voila_server.page_url(name) + f"?lang={lang}", f"dx-page-{name}")
        boxes = wait_until(lambda: page.evaluate(JS_BOXES, f".dx-page-{name}"), f"the {name} page's table")
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / f"{name}-table-fits-{width}-{lang}.png"))
        assert boxes["view"][1] - boxes["drawn"] <= SLACK, f"blank under the table: {boxes}"
        assert boxes["page"][0] <= boxes["page"][1], f"the page scrolls sideways: {boxes}"
        assert not unexpected_page_errors(errors), errors
    finally:
        page.goto("about:blank")
        context.close()
