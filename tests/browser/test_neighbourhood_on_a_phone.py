"""A rule's neighbourhood on the Interactions page, in a real browser (issue 28): at 390 px the stacked drawing is
shown and fits the screen (the left-to-right one, up to 544 px, was cut at its edge); at 1280 px the left-to-right
one is shown. Both languages. In the same page load, before a rule is picked: the witness's step-through table
leaves no blank under it (:func:`voila_harness.no_blank_under_the_step_table`). Screenshots go to
``test-artifacts/``."""

from __future__ import annotations

from typing import Any

import pytest
from voila_harness import (
    ARTIFACTS,
    VoilaServer,
    load,
    no_blank_under_the_step_table,
    screen,
    unexpected_page_errors,
    wait_until,
)

pytestmark = [pytest.mark.browser, pytest.mark.pages("interactions")]

P = ".dx-page-interactions "
JS_DRAWN = """() => {
  const shown = [...document.querySelectorAll('.dx-page-interactions .dx-hood-wide, .dx-page-interactions .dx-hood-narrow')]
    .filter(e => e.offsetParent !== null);
  if (shown.length !== 1) return {shown: shown.length};
  const svg = shown[0].querySelector('svg').getBoundingClientRect();
  return {shown: 1, which: shown[0].className, left: svg.left, right: svg.right, screen: document.documentElement.clientWidth,
          page: document.documentElement.scrollWidth};
}"""


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("width", [1280, 390])
def test_the_neighbourhood_fits_the_screen(browser: Any, voila_server: VoilaServer, width: int, lang: str) -> None:
    context, page, errors = screen(browser, width)
    try:
        load(page, voila_server.page_url("interactions") + f"?lang={lang}", "dx-page-interactions")
        no_blank_under_the_step_table(page, "interactions", width, lang)
        rules = page.locator(P + ".dx-rule-list select")
        wait_until(lambda: rules.locator("option").count() > 50, "the rule list")
        loophole = next(i for i, text in enumerate(rules.locator("option").all_inner_texts())
                        if text.startswith("24 ") and "(" not in text and "（" not in text)
        rules.select_option(index=loophole)  # card 24, the widest neighbourhood: 544 px
        drawn = wait_until(lambda: (d := page.evaluate(JS_DRAWN)) and d["shown"] == 1 and d, "one drawing shown")
        ARTIFACTS.mkdir(exist_ok=True)
        page.locator(P + ".dx-hood-" + ("narrow" if width < 640 else "wide")).screenshot(
            path=str(ARTIFACTS / f"neighbourhood-{width}-{lang}.png"))
        assert ("dx-hood-narrow" if width < 640 else "dx-hood-wide") in drawn["which"], drawn
        assert drawn["left"] >= 0 and drawn["right"] <= drawn["screen"], f"cut at the screen's edge: {drawn}"
        assert drawn["page"] <= drawn["screen"], f"the page scrolls sideways: {drawn}"
        assert not unexpected_page_errors(errors), errors
    finally:
        page.goto("about:blank")
        context.close()
