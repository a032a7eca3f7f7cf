"""The Sandbox as an analysis board, in a real browser at 1280 and 390 px, in Japanese and English (issue 28
point 3, issue 27 point 2's Sandbox part).

- The table and the answer come first: on a desktop the editor is beside them, on a phone it is folded under
  them behind one button.
- The settle-it question the issue timed ("A holds ♠J ♥8, B played ♦7, eight cut and J-back in force": 15
  actions before) is set up with the actions counted here — typing a box and pressing Enter is one action, a
  click or a choice in a list one — and answered: A is to act, ♥8 sets off eight cut, ♠J J-back.
- The Copy link button copies the address, which carries the position; no tooltip reads "null"; the rules-in-force
  graph is drawn whole (scrolled, not cut).
- Analyse gives the solver's verdict for A, names J-back as the rule that changes it, and steps the line on a
  table.
- The table leaves no blank under it (issue 28, the analysis board; once its own module, test_sandbox_table_fits,
  now checked in the same page load): at 1280 px Chrome sized the table's widget in the play column as if its
  seats wrapped, and ~130 px of nothing stood between the discard pile and the notes under the table. The widget
  ends where the table drawn in it ends, and the notes follow at once.

Screenshots go to ``test-artifacts/`` (ignored by git).
"""

from __future__ import annotations

from typing import Any

import pytest
from voila_harness import ARTIFACTS, VoilaServer, drawn, load, screen, unexpected_page_errors, wait_until

from explorer.analysis import solve
from explorer.widgets.i18n import Language, t
from explorer.widgets.sandbox import Sandbox

pytestmark = [pytest.mark.browser, pytest.mark.pages("sandbox")]

S = ".dx-page-sandbox "
MAX_ACTIONS = 4
"""The settle-it question's actions, measured (issue 28 asked for 5; issue 46 made "B played ♦7" one entry):
A's hand, the field with its player, two laws; on a phone one more, opening the folded editor."""

JS_BOX = """sel => {
  const e = document.querySelector(sel);
  if (!e) return null;
  const r = e.getBoundingClientRect();
  return {top: Math.round(r.top), left: Math.round(r.left), right: Math.round(r.right), width: Math.round(r.width),
          height: Math.round(r.height), shown: r.width > 0 && r.height > 0 && getComputedStyle(e).display !== 'none'};
}"""


SLACK = 6
"""Pixels allowed between the table drawn and the end of its widget, and between it and the notes (margins)."""

JS_TABLE_BOXES = """() => {
  const q = s => document.querySelector('.dx-page-sandbox .dx-play-column ' + s).getBoundingClientRect();
  const view = q('.dx-table-view'), table = q('.dx-table-view .dx-table'), notes = q('.dx-table-notes');
  return {view: [view.top, view.bottom], table: [table.top, table.bottom], notes: [notes.top, notes.bottom],
          page: [document.documentElement.scrollWidth, document.documentElement.clientWidth]};
}"""


def no_blank_under_the_table(page: Any, width: int, lang: str) -> None:
    """The table's widget ends where the table drawn in it ends, the notes follow at once, and the page does not
    scroll sideways (on the page as loaded)."""
    boxes = page.evaluate(JS_TABLE_BOXES)
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"sandbox-table-fits-{width}-{lang}.png"))
    assert boxes["view"][1] - boxes["table"][1] <= SLACK, f"blank under the table: {boxes}"
    assert boxes["notes"][0] - boxes["table"][1] <= SLACK, f"the notes do not follow the table: {boxes}"
    assert boxes["page"][0] <= boxes["page"][1], f"the page scrolls sideways: {boxes}"


def shot(page: Any, name: str, full: bool = False) -> None:
    """A screenshot of the viewport, or (``full``) of the whole page (the viewport made as tall as it)."""
    ARTIFACTS.mkdir(exist_ok=True)
    size = page.viewport_size
    if full:
        height = page.evaluate("() => Math.ceil(document.querySelector('.dx-page-sandbox').getBoundingClientRect().bottom"
                               " + window.scrollY + 40)")
        page.set_viewport_size({"width": size["width"], "height": max(size["height"], min(height, 12000))})
        drawn(page)
    page.screenshot(path=str(ARTIFACTS / f"{name}.png"))
    if full:
        page.set_viewport_size(size)


def box(page: Any, selector: str) -> dict[str, Any]:
    found = page.evaluate(JS_BOX, selector)
    assert found is not None, f"nothing matches {selector}"
    return dict(found)


def expected_answer() -> tuple[bool | None, str]:
    """The settle-it position as the page builds it (the same widgets in this process), and the solver's verdict
    for A on it."""
    page = Sandbox(Language())
    page.hand_texts[0].value = "♠J ♥8"
    page.field_text.value = "♦7"
    page.field_by.value = 1
    page.law_toggles["eight_cut"].value = True
    page.law_toggles["j_back"].value = True
    return solve(page.game, 0).first, page.scenario_text()


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("width", [1280, 390])
def test_the_sandbox_is_an_analysis_board(browser: Any, voila_server: VoilaServer, width: int, lang: str) -> None:
    phone = width < 800
    context, page, errors = screen(browser, width)
    context.grant_permissions(["clipboard-read", "clipboard-write"], origin=voila_server.base_url)
    page.on("dialog", lambda d: d.accept())
    name = f"sandbox-board-{width}-{lang}"
    try:
        load(page, voila_server.page_url("sandbox") + f"?lang={lang}", "dx-page-sandbox")
        wait_until(lambda: t("sb_copy_link", lang) in page.locator(S + ".dx-copy-link").first.inner_text(),
                   f"the Copy link button in {lang}")
        no_blank_under_the_table(page, width, lang)
        shot(page, name + "-1-open")
        shot(page, name + "-1-open-full", full=True)

        # the table and the answer first; the editor beside them (desktop) or folded under them (phone)
        table, moves = box(page, S + ".dx-table-view"), box(page, S + ".dx-moves")
        assert table["top"] < page.viewport_size["height"], f"the table starts below the first screen: {table}"
        assert moves["top"] < (1100 if phone else 900), f"the answer starts too far down: {moves}"
        editor, toggle = box(page, S + ".dx-editor-body"), box(page, S + ".dx-edit-toggle")
        if phone:
            assert not editor["shown"] and toggle["shown"], (editor, toggle)
            assert box(page, S + ".dx-editor")["top"] > moves["top"]
        else:
            assert editor["shown"] and not toggle["shown"], (editor, toggle)
            assert editor["left"] >= table["right"] - 2, f"the editor is not beside the table: {editor} {table}"

        # no tooltip of the Sandbox reads "null"
        assert page.evaluate("() => document.querySelectorAll('.dx-page-sandbox [title=\"null\"]').length") == 0

        # the settle-it question, every action counted
        actions = 0
        if phone:
            page.locator(S + ".dx-edit-toggle").first.click()
            actions += 1
            wait_until(lambda: box(page, S + ".dx-editor-body")["shown"], "the editor unfolded")
        a_box = page.locator(S + ".dx-notation-hand-A input").first
        a_box.fill("♠J ♥8")
        a_box.press("Enter")
        actions += 1
        a_cards = page.locator(S + '.dx-table-view .seat[data-player="A"] .pc')
        wait_until(lambda: sorted(a_cards.evaluate_all("es => es.map(e => e.getAttribute('aria-label'))")) == ["♠J", "♥8"],
                   "A's hand (♠J ♥8) on the table")
        field = page.locator(S + ".dx-notation-field input").first
        field.fill("B: ♦7")  # who played it and the cards, in one entry (issue 46)
        field.press("Enter")
        actions += 1
        wait_until(lambda: page.locator(S + ".dx-table-view .field .pc").count() == 1, "♦7 on the field")
        for rule in ("eight_cut", "j_back"):
            toggle = page.locator(S + f".dx-law-{rule}").first
            toggle.click()
            actions += 1
            wait_until(lambda t=toggle: "mod-active" in (t.get_attribute("class") or ""), f"the {rule} toggle pressed")
        assert actions <= MAX_ACTIONS + (1 if phone else 0), actions
        print(f"settle-it actions at {width} px ({lang}): {actions}")
        title = t("sb_moves_of", lang).format(name="A")
        wait_until(lambda: title in page.locator(S + ".dx-play-column").inner_text(), "A to act")
        eight = page.locator(S + ".dx-moves .dx-meld-H8").first
        jack = page.locator(S + ".dx-moves .dx-meld-SJ").first
        # the two laws reach the kernel one after the other: both are waited for, neither judged half-way
        wait_until(lambda: eight.count() and ("8切り" if lang == "ja" else "Eight cut") in eight.inner_text(),
                   "♥8 saying it sets off eight cut")
        wait_until(lambda: jack.count() and ("Jバック" if lang == "ja" else "J-back") in jack.inner_text(),
                   "♠J saying it sets off J-back")
        assert "⇒" not in page.locator(S + ".dx-moves").inner_text()
        notes = page.locator(S + ".dx-table-notes").inner_text()
        assert t("sb_passed_note", lang).format(names="C、D" if lang == "ja" else "C, D", by="B", who="A") in notes
        shot(page, name + "-2-settled")

        # the position is in the address, and Copy link copies it
        wait_until(lambda: "pos=" in page.url, "the position in the address")
        page.locator(S + ".dx-copy-link").first.click()
        wait_until(lambda: t("sb_link_copied", lang) in page.locator(S + ".dx-copy-link").first.inner_text(),
                   "the button saying the link was copied")
        copied = page.evaluate("() => navigator.clipboard.readText()")
        assert copied == page.url and "pos=" in copied

        # the rules in force drawn whole: the drawing is as wide as it needs, scrolled where the column is narrower
        graph = page.locator(S + ".dx-active-graph svg").first
        wait_until(lambda: graph.count(), "the rules-in-force graph")
        drawn = page.evaluate("""() => { const s = document.querySelector('.dx-page-sandbox .dx-active-graph svg');
            const b = s.getBBox(); return {right: b.x + b.width, bottom: b.y + b.height, w: s.viewBox.baseVal.width,
            h: s.viewBox.baseVal.height, shown: s.getBoundingClientRect().width}; }""")
        assert drawn["right"] <= drawn["w"] + 1 and drawn["bottom"] <= drawn["h"] + 1, f"the drawing is cut: {drawn}"
        assert drawn["shown"] >= drawn["w"] - 1, f"the drawing is shown narrower than drawn: {drawn}"

        # Analyse: the solver's verdict for A, J-back named as the rule that changes it, the line on a table
        first, _ = expected_answer()
        page.locator(S + ".dx-analyse").first.click()
        verdict = page.locator(S + ".dx-verdict").first
        wait_until(lambda: verdict.count(), "the Analyse verdict", timeout=60)
        assert verdict.get_attribute("data-first") == {True: "yes", False: "no", None: "unknown"}[first]
        assert page.locator(S + '.dx-without[data-rule="j_back"]').count() == 1
        page.locator(S + ".dx-line-next").first.click()
        wait_until(lambda: page.locator(S + ".dx-line-table .dx-table").count(), "the line's first position on a table")
        assert page.locator(S + '.dx-line-step[data-step="1"]').count() == 1
        shot(page, name + "-3-analysed")
        shot(page, name + "-3-analysed-full", full=True)
        assert not unexpected_page_errors(errors), errors
    finally:
        context.close()
