"""The analysis budgets (issue 27 point 6): one table says how much search the Sandbox's Analyse and Play's hint
and strong opponents get where the explorer runs (served compiled, served pure, in the browser), read from the
running platform; and a search stopped at its budget says so in plain words in both languages, never a guess
presented as certain."""

from __future__ import annotations

import html
import os
import re
import subprocess
import sys
from dataclasses import replace

import pytest

import explorer
from explorer.analysis import solve
from explorer.analysis.solver import forget
from explorer.analysis.budget import BUDGET, BUDGETS, budget_for, where
from explorer.analysis.strong_bot import StrongBot
from explorer.engine.game import Game, Mode, TableOptions
from explorer.engine.state import State
from explorer.rules.catalogue import CARDS
from explorer.widgets.i18n import Language, t
from explorer.play.session import hint_for
from explorer.widgets.play import PlayPage, hint_text
from explorer.widgets.sandbox import Sandbox

A_LEADS = {"A": "♠3 ♥7 ♦7 ♣K ♠A", "B": "♣4 ♣5 ♦9 ♥J", "C": "♣6 ♥Q ♦2 ♠8"}
"""A's lead with several plays to choose from (the hint searches it)."""


# ------------------------------------------------------------------ the choice of budget

@pytest.mark.parametrize("platform, build, place", [
    ("emscripten", "pure", "browser"),
    ("emscripten", "compiled", "browser"),  # whatever a build says, Pyodide is the browser
    ("linux", "compiled", "compiled"),
    ("linux", "pure", "pure"),
    ("darwin", "pure", "pure"),
    ("win32", "compiled", "compiled"),
])
def test_the_place_is_read_from_the_platform_and_the_build(platform: str, build: str, place: str) -> None:
    assert where(platform, build) == place
    assert budget_for(platform, build) is BUDGETS[place]
    assert BUDGETS[place].where == place


def test_this_process_gets_the_budget_of_its_platform_and_build() -> None:
    assert BUDGET is budget_for(sys.platform, explorer.BUILD.kind)
    assert BUDGET.where == explorer.BUILD.kind  # a test run is served-like: CPython, compiled or pure


def test_under_pyodide_the_module_chooses_the_browser_budget() -> None:
    """Python started as Pyodide reports itself (``sys.platform == "emscripten"``): nothing else is set."""
    code = ("import sys; sys.platform = 'emscripten'\n"
            "from explorer.analysis.budget import BUDGET\nprint(BUDGET.where)")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          env={**os.environ, "DX_PURE": "1"}, check=True)
    assert done.stdout.split() == ["browser"]


def test_the_browser_searches_less_and_has_time_limits_the_server_does_not_need() -> None:
    browser, pure, compiled = BUDGETS["browser"], BUDGETS["pure"], BUDGETS["compiled"]
    assert browser.positions < pure.positions <= compiled.positions
    assert browser.rule_positions < pure.rule_positions <= compiled.rule_positions
    assert browser.seconds <= pure.seconds and browser.rules_seconds <= pure.rules_seconds
    assert browser.hint_rollouts < pure.hint_rollouts and browser.strong_rollouts < pure.strong_rollouts
    # the browser stops a hint or a strong opponent in time; served, they are the same on every machine
    assert browser.hint_seconds is not None and browser.strong_seconds is not None
    assert pure.hint_seconds is None and compiled.hint_seconds is None
    assert pure.strong_seconds is None and compiled.strong_seconds is None


def test_the_pages_read_the_one_budget() -> None:
    assert Sandbox(Language()).budget is BUDGET
    page = PlayPage(seed=5, players=4, bots="strong")
    assert page.budget is BUDGET
    bots = [b for b in page.bots.values() if isinstance(b, StrongBot)]
    assert bots and all(b.rollouts == BUDGET.strong_rollouts and b.seconds == BUDGET.strong_seconds
                        and b.setup_rollouts == 2 * BUDGET.strong_rollouts for b in bots)


# ------------------------------------------------------------------ the solver stops and says which limit

def opening(laws: tuple[str, ...] = ()) -> State:
    return State.new_game(Game(("A", "B", "C", "D"), Mode.NORMAL, TableOptions(rounds=1), seed=3, laws=laws))


def test_the_solver_names_the_limit_that_stopped_it() -> None:
    small = State.from_position(["A", "B", "C"], hands={"A": "♠2 ♥3", "B": "♦9 ♣9", "C": "♣K ♦4"}, turn="A")
    settled = solve(small, "A")
    assert settled.first is True and not settled.stopped and settled.limit == ""
    forget()  # the table kept from the call above would settle it within any budget
    by_count = solve(small, "A", budget=2)
    assert by_count.first is None and by_count.stopped and by_count.limit == "positions" and by_count.nodes == 2
    by_time = solve(opening(tuple(c.id for c in CARDS)), 0, budget=10 ** 9, seconds=0.0)
    assert by_time.first is None and by_time.stopped and by_time.limit == "seconds"


def analysed(page: Sandbox, lang: str) -> str:
    page.language.lang = lang
    return html.unescape(re.sub(r"<[^>]+>", " ", page.analyse_result.value))


@pytest.mark.parametrize("place", ["browser", "pure"])
def test_analyse_stopped_at_its_positions_says_so_plainly(place: str) -> None:
    page = Sandbox(Language())
    page.budget = replace(BUDGETS[place], positions=3)  # far too few for the opening position
    page.analyse_button.click()
    assert 'data-first="unknown"' in page.analyse_result.value and 'data-limit="positions"' in page.analyse_result.value
    en, ja = analysed(page, "en"), analysed(page, "ja")
    where_en = "the browser's smaller limit" if place == "browser" else "the limit here"
    where_ja = "ブラウザ用の小さな上限" if place == "browser" else "この環境の上限"
    assert (f"Stopped after 3 positions ({where_en}): not settled — try a smaller endgame "
            "(fewer cards in the hands).") in en
    assert f"3局面を調べたところで打ち切った（{where_ja}）。決着していないので、手札を減らした終盤で試すとよい。" in ja
    # never a guess: no verdict of either kind, nothing marked as winning, no "without this rule" answers
    for text, lang in ((en, "en"), (ja, "ja")):
        assert t("an_yes", lang).format(name="A") not in text and t("an_no", lang).format(name="A") not in text
    assert not any("dx-winning" in b._dom_classes for b in page.move_buttons.values())
    assert "dx-without" not in page.analyse_result.value


def test_analyse_stopped_by_the_clock_says_so_plainly() -> None:
    page = Sandbox(Language())
    page.budget = replace(BUDGETS["browser"], positions=10 ** 9, seconds=0.0)
    for rule in (c.id for c in CARDS):
        page.law_toggles[rule].value = True
    page.analyse_button.click()
    assert 'data-limit="seconds"' in page.analyse_result.value
    en, ja = analysed(page, "en"), analysed(page, "ja")
    assert re.search(r"Stopped when the time allowed ran out \([\d.]+ s, [\d,]+ positions; the browser's smaller "
                     r"limit\): not settled — try a smaller endgame", en), en
    assert re.search(r"[\d.]+秒で[\d,]+局面を調べたところで時間切れになり、打ち切った（ブラウザ用の小さな上限）。決着していない", ja), ja


def test_rules_left_untried_in_the_time_allowed_are_said_not_settled() -> None:
    """No time for the rules switched off: the answer stands, and each rule in force is said to be not settled
    (none is said to change the answer, nor to leave it as it is)."""
    page = Sandbox(Language())
    page.autofill.value = False
    page.players_text.value = "A B C"
    page.players_apply.click()
    page.clear_button.click()
    for i, text in enumerate(("♠2 ♥3", "♦9 ♣9", "♣K ♦4")):
        page.hand_texts[i].value = text
    laws = ("eight_cut", "j_back", "stairs")
    for rule in laws:
        page.law_toggles[rule].value = True
    page.budget = replace(BUDGETS["browser"], positions=10 ** 6, seconds=600.0, rules_seconds=0.0)
    page.analyse_button.click()
    assert page.analysis is not None and page.analysis.solution.first is not None
    assert page.analysis.changes == () and page.analysis.unsettled == len(laws)
    assert t("an_unsettled", "en").format(n=len(laws)) in analysed(page, "en")
    assert t("an_unsettled", "ja").format(n=len(laws)) in analysed(page, "ja")
    assert t("an_no_change", "en") not in analysed(page, "en")


# ------------------------------------------------------------------ the hint stops and says so

def test_a_hint_cut_short_by_the_clock_says_how_far_it_got() -> None:
    """No time at all: the first rollout is played (the greedy bot's choice, tried first), the clock stops the
    rest, and the hint says it tried one play of A's in one deal."""
    s = State.from_position(["A", "B", "C"], hands=A_LEADS, turn="A")
    hint = hint_for(s, seed=1, budget=replace(BUDGETS["browser"], hint_seconds=0.0))
    assert hint.stopped and hint.action in s.legal_actions
    assert [m.rollouts for m in hint.measured][:2] == [1, 0] and len(hint.measured) > 2
    m = len(hint.measured)
    en, ja = hint_text(s, hint, "en"), hint_text(s, hint, "ja")
    assert en.endswith(f"It stopped early: in the time allowed it tried 1 of your {m} possible plays in 1 deal, so "
                       "this is the best play found so far and the figures are rough."), en
    assert ja.endswith(f"ただし時間の上限で打ち切った（出し方{m}通りのうち1通りを、1通りの配り方で試しただけ）。"
                       "ここまでで一番良かった手で、数字はおおよその目安。"), ja


def test_a_hint_that_tried_every_play_before_the_clock_stopped_it_says_how_many_deals() -> None:
    s = State.from_position(["A", "B", "C"], hands=A_LEADS, turn="A")
    full = hint_for(s, seed=1, rollouts=30, budget=replace(BUDGETS["browser"], hint_seconds=None))
    hint = replace(full, stopped=True)  # as if the clock had stopped it after the measured rollouts
    n = hint.measured[0].rollouts
    assert n > 1 and all(m.rollouts for m in hint.measured)
    assert hint_text(s, hint, "en").endswith(
        f"It stopped early: it searched {n} deals in the time allowed, so this is the best play found so far and "
        "the figures are rough.")
    assert hint_text(s, hint, "ja").endswith(
        f"ただし時間の上限で打ち切った（時間内に配ってみたのは{n}通りだけ）。ここまでで一番良かった手で、数字はおおよその目安。")


def test_a_hint_that_ran_its_full_search_says_nothing_of_stopping() -> None:
    s = State.from_position(["A", "B", "C"], hands=A_LEADS, turn="A")
    hint = hint_for(s, seed=1, rollouts=30, budget=replace(BUDGETS["browser"], hint_seconds=None))
    assert not hint.stopped and sum(m.rollouts for m in hint.measured) > len(hint.measured)
    assert "stopped early" not in hint_text(s, hint, "en") and "打ち切" not in hint_text(s, hint, "ja")


def test_the_play_page_shows_a_hint_cut_short_as_such() -> None:
    language = Language()
    page = PlayPage(language, seed=3, players=4)
    page.budget = replace(BUDGETS["browser"], hint_seconds=0.0)
    for _ in range(30):  # the set-up (seed 3: the trim), then the human's lead
        state = page.state
        assert state is not None and state.pending is not None
        if page.hint_open():
            break
        page.act(page.human_actions()[0])
    page.hint_button.click()
    assert page.error is None, page.error
    assert page.hint is not None and page.hint.stopped
    assert 'data-stopped="true"' in page.hint_view.value and "時間の上限で打ち切った" in page.hint_view.value
    language.lang = "en"
    assert "It stopped early: in the time allowed it tried 1 of your" in page.hint_view.value
