"""The graph views in a real browser: the rule matrix and a chosen rule's neighbourhood (Interactions), the
active rules' graph and the position graph (Sandbox), at 1280 px and on a 390-px phone; no two drawn labels
overlap (their boxes as the browser lays them out)."""

from __future__ import annotations

import time
from typing import Any

import pytest
from test_pages import _assert_clean, _shot, open_page
from voila_harness import VoilaServer, wait_until

pytestmark = pytest.mark.browser

# Every label box of the SVG drawings below ``selector``, as the browser measures them.
_BOXES = """(selector) => Array.from(document.querySelectorAll(selector + ' svg g.dx-node')).map(g => {
  const r = g.querySelector('rect').getBoundingClientRect(), t = g.querySelector('text').getBoundingClientRect();
  return {node: g.dataset.node, x: r.x, y: r.y, w: r.width, h: r.height,
          tx: t.x, ty: t.y, tw: t.width, th: t.height};
})"""


def _overlaps(a: dict[str, float], b: dict[str, float]) -> bool:
    return not (a["x"] + a["w"] <= b["x"] or b["x"] + b["w"] <= a["x"] or a["y"] + a["h"] <= b["y"]
                or b["y"] + b["h"] <= a["y"])


def assert_labels_apart(page: Any, selector: str, what: str) -> int:
    boxes = page.evaluate(_BOXES, selector)
    assert boxes, f"{what}: no drawn node under {selector}"
    for i, a in enumerate(boxes):
        assert a["tw"] <= a["w"] + 1, f"{what}: the label of {a['node']} is wider than its box"
        for b in boxes[i + 1:]:
            assert not _overlaps(a, b), f"{what}: the labels of {a['node']} and {b['node']} overlap"
    return len(boxes)


def _wait(page: Any, selector: str, timeout: float = 60.0) -> Any:
    deadline = time.monotonic() + timeout
    loc = page.locator(selector).first
    while time.monotonic() < deadline:
        if loc.count() and loc.is_visible():
            return loc
        time.sleep(0.2)
    pytest.fail(f"{selector} did not appear within {timeout:.0f}s", pytrace=False)


@pytest.mark.parametrize("width", [1280, 390])
def test_interactions_matrix_and_a_rules_neighbourhood(page: Any, voila_server: VoilaServer, width: int) -> None:
    page.set_viewport_size({"width": width, "height": 900})
    marker = open_page(page, voila_server, "interactions")
    matrix = _wait(page, ".dx-matrix")
    assert matrix.locator("td[style*=background]").count() > 20, "the matrix shows the edges"
    body = marker.inner_text()
    for leftover in ("attribute as a category", "scaled to", "Search notes", "探索のメモ"):
        assert leftover not in body, f"interactions: developer text {leftover!r} on the page"
    page.locator(".dx-rule-list select").first.select_option(value=None, label="09 8切り")
    _wait(page, ".dx-matrix th.dx-row.dx-chosen")
    assert "8切り" in page.locator(".dx-matrix th.dx-row.dx-chosen").first.inner_text()
    drawing = ".dx-rule-focus " + (".dx-hood-narrow" if width < 640 else ".dx-hood-wide")  # the one the screen shows
    _wait(page, drawing + " svg")
    n = assert_labels_apart(page, drawing, "the neighbourhood of 09")
    assert n >= 3, "09 has neighbours"
    _wait(page, ".dx-answer")
    _shot(page, f"interactions-focus-{width}")
    _assert_clean(page, "interactions")


@pytest.mark.parametrize("width", [1280, 390])
def test_sandbox_active_rules_and_position_graph(page: Any, voila_server: VoilaServer, width: int) -> None:
    page.set_viewport_size({"width": width, "height": 900})
    sandbox = open_page(page, voila_server, "sandbox")
    _wait(page, ".dx-active-rules")
    fold = sandbox.locator(".dx-edit-toggle").first
    if fold.is_visible():  # on a phone the editor is folded under the table
        fold.click()
    law = sandbox.locator(".dx-law-eight_cut").first
    inner = law.locator("input[type=checkbox]")
    (inner.first if inner.count() else law).click()
    _wait(page, ".dx-active-graph svg")
    wait_until(lambda: "8切り" in page.locator(".dx-active-rules").first.inner_text(), "the law among the active rules")
    box = page.locator(".dx-show-graph input").first
    box.click()
    _wait(page, ".dx-position-graph svg")
    n = assert_labels_apart(page, ".dx-position-graph", "the position graph")
    assert n <= 40 + 12, f"{n} nodes drawn"
    _shot(page, f"sandbox-graphs-{width}")
    _assert_clean(page, "sandbox")
