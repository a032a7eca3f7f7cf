"""The Sandbox's Analyse view (issue 27 point 2, the Sandbox part), without a browser: for a chosen player the
solver's verdict in a plain sentence, the winning plays marked on the move list, the principal line stepped
through on a table, and each rule in force whose removal changes the answer — all read from
``explorer.analysis.solve`` on the position on the table (the tests ask the solver themselves, never a
hard-coded answer)."""

from __future__ import annotations

import re
from dataclasses import replace

import ipywidgets as widgets
import pytest

from explorer.analysis import solve
from explorer.engine.state import State
from explorer.text.phrasing import latin_words
from explorer.widgets.i18n import Language
from explorer.widgets.sandbox import Sandbox
from explorer.widgets.sandbox.analysis_view import WIN_MARK, analysis_state
from test_japanese import HALF_PUNCT, page_lines, unquoted  # the Japanese checks of every page
from test_sandbox_board import settle_it


def three_players(page: Sandbox, a: str, b: str, c: str) -> None:
    """Three players, every hand dealt by the test (no filling)."""
    page.autofill.value = False
    page.players_text.value = "A B C"
    page.players_apply.click()
    page.clear_button.click()
    for i, text in enumerate((a, b, c)):
        page.hand_texts[i].value = text


def verdict(page: Sandbox) -> str:
    found = re.search(r'data-first="(\w+)"', page.analyse_result.value)
    return found.group(1) if found else ""


def test_a_forced_first_place_marks_the_winning_plays() -> None:
    page = Sandbox(Language())
    page.language.lang = "en"
    three_players(page, "♠2 ♥3", "♦9 ♣9", "♣K ♦4")
    page.analyse_player.value = 0
    page.analyse_button.click()
    want = solve(page.game, 0)
    assert want.first is True and verdict(page) == "yes"
    assert "A can force first place" in page.analyse_result.value
    marked = {label for label, b in page.move_buttons.items() if "dx-winning" in b._dom_classes}
    assert marked == {page.game.action_str(a).removeprefix("A plays ") for a in want.winning} == {"♠2"}
    assert page.move_buttons["♠2"].description.startswith(WIN_MARK)
    assert not page.move_buttons["♥3"].description.startswith(WIN_MARK)
    assert "marked ★" in page.analyse_result.value


def test_b_cannot_force_it_and_nothing_is_marked() -> None:
    page = Sandbox(Language())
    three_players(page, "♠2 ♥3", "♦9 ♣9", "♣K ♦4")
    page.analyse_player.value = 1
    page.analyse_button.click()
    assert solve(page.game, 1).first is False and verdict(page) == "no"
    assert "Bは必ず1位になれるとは限らない" in page.analyse_result.value
    assert not any("dx-winning" in b._dom_classes for b in page.move_buttons.values())


def test_the_line_steps_through_on_a_table() -> None:
    page = Sandbox(Language())
    page.language.lang = "en"
    three_players(page, "♠2 ♥3", "♦9 ♣9", "♣K ♦4")
    page.analyse_button.click()
    sol = solve(page.game, 0)
    n = analysis_state(page)["line"]
    assert n == len(sol.line) and n > 0 and page.line_back.disabled and not page.line_next.disabled
    assert page.line_box.layout.display is None
    replay = page.game.copy()
    for k in range(1, n + 1):
        page.line_next.click()
        replay.push(replay.parse_action(sol.line[k - 1]))
        state = page.line_state()
        assert state is not None and state.hands == replay.hands and state.field == replay.field
        assert f"action {k} of {n}: {sol.line[k - 1]}" in page.line_view.value and "dx-table" in page.line_view.value
    assert page.line_next.disabled
    page.line_back.click()
    assert analysis_state(page)["step"] == n - 1
    assert page.game.move_stack == []  # stepping the line never plays on the table


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_each_rule_that_changes_the_answer_is_named(lang: str) -> None:
    page = Sandbox(Language())
    page.language.lang = lang
    settle_it(page)
    page.analyse_player.value = 0
    page.analyse()
    base = solve(page.game, 0).first
    assert base is not None and verdict(page) == {True: "yes", False: "no"}[base]
    expected = []
    for rid in page.good.laws:
        without = page.good.__class__(**{**page.good.__dict__, "laws": tuple(r for r in page.good.laws if r != rid)})
        other = solve(without.build(), 0).first
        assert other is not None
        if other != base:
            expected.append(rid)
    assert analysis_state(page)["changes"] == expected and expected  # this position shows an interaction
    rows = re.findall(r'data-rule="([^"]+)"', page.analyse_result.value)
    assert rows == expected
    if lang == "ja":
        assert "【Jバック】がなければ" in page.analyse_result.value
    else:
        assert "Without J-back:" in page.analyse_result.value


def test_unknown_is_said_plainly_past_the_budget() -> None:
    page = Sandbox(Language())
    page.language.lang = "en"
    page.budget = replace(page.budget, positions=3)  # far too small for the opening position
    page.analyse_button.click()
    assert verdict(page) == "unknown"
    assert "Unknown: the search reached its limit" in page.analyse_result.value
    assert "positions" in page.analyse_result.value and "dx-without" not in page.analyse_result.value
    assert not any("dx-winning" in b._dom_classes for b in page.move_buttons.values())
    page.language.lang = "ja"
    assert "わからない" in page.analyse_result.value


def test_a_change_on_the_table_takes_the_answer_away() -> None:
    page = Sandbox(Language())
    page.language.lang = "en"
    three_players(page, "♠2 ♥3", "♦9 ♣9", "♣K ♦4")
    page.analyse_button.click()
    assert verdict(page) == "yes"
    page.law_toggles["eight_cut"].value = True
    assert verdict(page) == "" and "press Analyse again" in page.analyse_result.value
    assert not any("dx-winning" in b._dom_classes for b in page.move_buttons.values())
    assert page.line_box.layout.display == "none"


def test_the_analyse_view_is_in_the_play_column_under_the_moves() -> None:
    page = Sandbox(Language())
    kids = list(page.play_column.children)
    assert kids.index(page.analyse_box) > kids.index(page.moves_box)
    assert "dx-analyse-box" in page.analyse_box._dom_classes


def test_the_analyse_view_reads_as_japanese() -> None:
    page = Sandbox(Language())
    settle_it(page)
    page.analyse()
    page.step_line(1)
    texts = [page.analyse_result.value, page.line_view.value.split("<style>")[0], page.analyse_help.value,
             page.analyse_title.value, page.table_notes.value, page.copy_link.value]
    texts += [b.description for b in page.move_buttons.values()]
    texts += [str(o[0]) for o in page.analyse_player.options]
    names = list(page.game.players)
    for raw in texts:
        for line in page_lines(raw):
            assert not HALF_PUNCT.search(unquoted(line)), line
            assert not latin_words(line, names), (line, latin_words(line, names))
