"""The Sandbox's Analyse view (issue 27 point 2): can a chosen player force first place from the position on the
table, whatever the others do?  A thin view over the exact solver (:func:`explorer.analysis.solve`): the
verdict in a plain sentence ("unknown" when the search stops at its limit, said so), the winning plays marked
★ on the move list, the principal line stepped through on a table, and, for each rule in force that changes
the answer, "without this rule the answer is …".

The search runs when the user presses Analyse, within the budget of the place the page runs in
(:data:`explorer.analysis.budget.BUDGET`: served compiled, served pure, or in the browser, where it is smaller),
so the page answers within a few seconds even on a busy machine; each rule switched off gets the smaller
``rule_*`` limits.  Past a limit the answer says so in plain words — which limit, after how many positions,
"not settled", and what to try — never a guess.  A result belongs to one position: any change on the table
takes it away.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from dataclasses import dataclass, replace
from html import escape
from typing import Any

import ipywidgets as widgets

from explorer.analysis import Solution, solve
from explorer.analysis.budget import BUDGET, Budget
from explorer.engine.actions import Action
from explorer.engine.errors import ExplorerError
from explorer.engine.state import State
from explorer.text.phrasing import label
from explorer.widgets.i18n import t
from explorer.widgets.sandbox.base import SandboxBase
from explorer.widgets.sandbox.position import Setup
from explorer.widgets.table import table_html

WIN_MARK = "★ "
"""What a winning play's button starts with (its class ``dx-winning`` colours it too)."""

STYLE = """
.dx-page-sandbox .dx-analyse-box{border:1px solid #d0bfff;border-radius:8px;padding:6px 10px;margin:8px 0;background:#f8f0fc}
.dx-page-sandbox .dx-move-legal.dx-winning{background:#d3f9d8;border:2px solid #2f9e44;font-weight:700}
.dx-page-sandbox .dx-verdict-yes{color:#2b8a3e;font-weight:700}
.dx-page-sandbox .dx-verdict-no{color:#c92a2a;font-weight:700}
.dx-page-sandbox .dx-verdict-unknown{color:#e67700;font-weight:700}
.dx-page-sandbox .dx-line-step{font-weight:600;margin:4px 0}
"""


@dataclass(frozen=True)
class Analysis:
    """One press of Analyse: the solution for the position it was asked of, and the rules that change it."""

    setup: Setup
    moves: tuple[Action, ...]
    solution: Solution
    changes: tuple[tuple[str, int | None, bool | None], ...]
    """(rule id, holder's seat or ``None`` for a law, the verdict without it) for each rule in force whose
    removal changes the verdict."""
    unsettled: int
    """Rules in force whose removal the search could not settle within its limit."""
    line: tuple[Action, ...]
    """The principal line as actions (up to a draw of card 24, whose outcome the line cannot replay)."""


def verdict_text(first: bool | None, name: str, lang: str, short: bool = False) -> str:
    """The verdict as a sentence (``short``: as a clause for "without this rule …").

    >>> verdict_text(True, "A", "en"), verdict_text(None, "A", "ja", short=True)
    ('A can force first place: whatever the others do, A goes out first.', 'わからない（上限で打ち切り）')
    """
    key = {True: "yes", False: "no", None: "unknown"}[first]
    return t(f"an_short_{key}" if short else f"an_{key}", lang).format(name=name)


def stopped_text(sol: Solution, where: str, lang: str) -> str:
    """Why the search gave no answer, in plain words: which limit stopped it, after how many positions (and
    seconds), that the question is not settled, and what to try (``where``: :attr:`Budget.where`, since the
    browser's limits are smaller and say so).

    >>> from explorer.analysis import solve
    >>> from explorer.engine.state import State
    >>> s = State.from_position(["A", "B", "C"], hands={"A": "♠2 ♥3", "B": "♦9 ♣9", "C": "♣K ♦4"}, turn="A")
    >>> stopped_text(solve(s, "A", budget=2), "browser", "en")
    "Stopped after 2 positions (the browser's smaller limit): not settled — try a smaller endgame (fewer cards in the hands)."
    """
    n = f"{sol.nodes:,}"
    place = t("an_where_browser" if where == "browser" else "an_where_here", lang)
    if sol.limit == "seconds":
        key = "an_stopped_seconds"
    elif sol.limit == "depth":
        key = "an_stopped_depth"
    else:
        key = "an_stopped_positions"
    return t(key, lang).format(n=n, s=f"{sol.seconds:.1f}", where=place)


class AnalysisPart(SandboxBase):
    """The Analyse view (a part of :class:`~explorer.widgets.sandbox.page.Sandbox`)."""

    budget: Budget = BUDGET
    """The limits of the search (:mod:`explorer.analysis.budget`: chosen by where the page runs)."""

    def _build_analysis(self) -> widgets.VBox:
        self.analysis: Analysis | None = None
        self.line_step = 0
        make = self.looks.make
        self.analyse_title = make(widgets.HTML)
        self.analyse_help = make(widgets.HTML)
        self.analyse_player = make(widgets.ToggleButtons, options=[("A", 0)], value=0, style={"button_width": "auto"})
        self.analyse_player.add_class("dx-analyse-player")
        self.analyse_button = make(widgets.Button, icon="search", button_style="info", layout={"width": "auto"})
        self.analyse_button.add_class("dx-analyse")
        self.analyse_button.on_click(self._guard(lambda _: self.analyse()))
        self.analyse_result = make(widgets.HTML)
        self.analyse_result.add_class("dx-analysis")
        self.line_back = make(widgets.Button, layout={"width": "auto"})
        self.line_back.add_class("dx-line-back")
        self.line_back.on_click(self._guard(lambda _: self.step_line(-1)))
        self.line_next = make(widgets.Button, layout={"width": "auto"})
        self.line_next.add_class("dx-line-next")
        self.line_next.on_click(self._guard(lambda _: self.step_line(1)))
        self.line_view = make(widgets.HTML)
        self.line_view.add_class("dx-line-table")
        # shown and hidden on its own: a Layout of its own, not the page's shared one
        self.line_box = widgets.VBox([make(widgets.HBox, [self.line_back, self.line_next]), self.line_view])
        box = make(widgets.VBox, [self.analyse_title, self.analyse_help,
                                  make(widgets.HBox, [self.analyse_player, self.analyse_button],
                                       layout={"flex_flow": "row wrap", "align_items": "center"}),
                                  self.analyse_result, self.line_box])
        box.add_class("dx-analyse-box")
        return box

    # ------------------------------------------------------------------ asking
    def _current(self) -> tuple[Setup, tuple[Action, ...]]:
        return self.good, tuple(self.game.move_stack)

    def _fresh(self) -> Analysis | None:
        """The analysis, if it was asked of the position on the table now."""
        a = self.analysis
        if a is None or (a.setup, a.moves) != self._current() or a.solution.player >= self.game.n:
            return None
        return a

    def analyse(self) -> Analysis | None:
        """Solve the position on the table for the chosen player, then once for each rule in force switched
        off; show the verdict, mark the winning plays, and set the line at its start."""
        st = self.game
        if st.pending is None:
            self.analysis = None
            self._render_analysis(note="an_no_round")
            return None
        seat = int(self.analyse_player.value)
        limits = self.budget
        sol = solve(st, seat, budget=limits.positions, seconds=limits.seconds)
        changes: list[tuple[str, int | None, bool | None]] = []
        unsettled = 0
        if sol.first is not None:
            deadline = time.monotonic() + limits.rules_seconds
            in_force = len(self.good.laws) + sum(len(ids) for ids in self.good.house)
            seen = 0
            for rid, holder, state in self._without_each_rule():
                seen += 1
                left = deadline - time.monotonic()
                if left <= 0:
                    unsettled += in_force - seen + 1  # this rule and the rest: not tried in the time allowed
                    break
                if state is None:
                    continue
                other = solve(state, seat, budget=limits.rule_positions,
                              seconds=min(limits.rule_seconds, left)).first
                if other is None:
                    unsettled += 1
                elif other != sol.first:
                    changes.append((rid, holder, other))
        setup, moves = self._current()
        self.analysis = Analysis(setup, moves, sol, tuple(changes), unsettled, self._line_actions(st, sol))
        self.line_step = 0
        self._render_moves()
        self._render_analysis()
        return self.analysis

    def _without_each_rule(self) -> Iterator[tuple[str, int | None, State | None]]:
        """For each rule in force (laws, then each player's house rules): the position on the table with that
        rule switched off (the moves played so far replayed; ``None`` for a rule they cannot be replayed
        without).  Built one at a time, as the caller asks, so its time limit covers building them too."""
        s = self.good
        variants: list[tuple[str, int | None, Setup]] = [
            (rid, None, replace(s, laws=tuple(r for r in s.laws if r != rid))) for rid in s.laws]
        for seat, ids in enumerate(s.house):
            for rid in ids:
                house = tuple(tuple(r for r in h if r != rid) if i == seat else h for i, h in enumerate(s.house))
                variants.append((rid, seat, replace(s, house=house)))
        for rid, holder, setup in variants:
            try:
                state = setup.build()
            except ExplorerError:
                yield rid, holder, None
                continue
            kept, why = self._replay(state, self.game.move_stack)
            yield rid, holder, (state if why is None and state.pending is not None else None)

    @staticmethod
    def _line_actions(state: State, sol: Solution) -> tuple[Action, ...]:
        """The principal line read back as actions on a copy (it stops before a draw of card 24, whose card
        the line's text names but a replay would draw anew)."""
        c = state.copy()
        out: list[Action] = []
        for text in sol.line:
            if "(draws" in text:
                break
            try:
                action = c.parse_action(text)
                c.push(action)
            except ExplorerError:
                break
            out.append(action)
        return tuple(out)

    # ------------------------------------------------------------------ the line
    def step_line(self, by: int) -> None:
        """Move along the principal line (the table below the answer shows the position after that many
        actions)."""
        a = self._fresh()
        if a is None:
            return
        self.line_step = max(0, min(len(a.line), self.line_step + by))
        self._render_analysis()

    def line_state(self) -> State | None:
        """The position the line has reached (``None`` without a fresh analysis)."""
        a = self._fresh()
        if a is None:
            return None
        c = self.game.copy()
        for action in a.line[: self.line_step]:
            c.push(action)
        return c

    # ------------------------------------------------------------------ showing
    def _mark_winning(self) -> None:
        """★ and green on the buttons of the plays that keep first place certain (the analysed player's own
        decision only)."""
        a = self._fresh()
        if a is None or a.solution.first is not True or not a.solution.winning:
            return
        st = self.game
        if st.pending is None or st.pending.player != a.solution.player:
            return
        for row in self.move_rows:
            b = self.move_buttons.get(row.label)
            if b is not None and row.action in a.solution.winning and not b.description.startswith(WIN_MARK):
                b.add_class("dx-winning")
                b.description = WIN_MARK + b.description

    def _relabel_analysis(self) -> None:
        lang = self.lang
        self.analyse_title.value = f"<h3>{escape(t('an_title', lang))}</h3>"
        self.analyse_help.value = f'<div style="font-size:13px;color:#495057">{escape(t("an_help", lang))}</div>'
        self.analyse_button.description = t("an_button", lang)
        self.line_back.description = t("back", lang)
        self.line_next.description = t("next", lang)
        names = self.good.players
        value = int(self.analyse_player.value)
        st = self.game
        if value >= len(names):
            value = st.pending.player if st.pending is not None else 0
        self.analyse_player.options = [(t("an_for", lang).format(name=n), i) for i, n in enumerate(names)]
        self.analyse_player.value = value
        self._render_analysis()

    def _render_analysis(self, note: str = "") -> None:
        lang = self.lang
        a = self._fresh()
        if a is None:
            text = t(note, lang) if note else (t("an_stale", lang) if self.analysis is not None else "")
            self.analyse_result.value = f'<div class="dx-note" style="color:#495057">{escape(text)}</div>' if text else ""
            self.line_box.layout.display = "none"
            return
        sol = a.solution
        name = sol.player_name
        key = {True: "yes", False: "no", None: "unknown"}[sol.first]
        parts = [f'<div class="dx-verdict dx-verdict-{key}" data-first="{key}">'
                 f"{escape(verdict_text(sol.first, name, lang))}</div>"]
        if sol.first is None:
            parts.append(f'<div class="dx-unknown-why dx-stopped" data-limit="{escape(sol.limit)}">'
                         f"{escape(stopped_text(sol, self.budget.where, lang))}</div>")
        st = self.game
        if sol.first is True and sol.winning:
            if st.pending is not None and st.pending.player == sol.player:
                parts.append(f'<div class="dx-winning-note">{escape(t("an_winning", lang))}</div>')
            else:
                who = st.players[st.pending.player] if st.pending is not None else "—"
                parts.append(f'<div class="dx-winning-note">{escape(t("an_not_to_act", lang).format(who=who, name=name))}</div>')
        if sol.undecided and sol.first is not None:  # (with no verdict, the stop is said above)
            parts.append(f'<div class="dx-stopped" data-limit="{escape(sol.limit)}">'
                         f"{escape(t('an_undecided', lang).format(n=len(sol.undecided)))}</div>")
        if sol.first is not None:
            if a.changes:
                rows = "".join(
                    f'<li class="dx-without" data-rule="{escape(rid)}">'
                    f"{escape(t('an_without', lang).format(rule=self._rule_words(rid, holder, lang), answer=verdict_text(v, name, lang, short=True)))}</li>"
                    for rid, holder, v in a.changes)
                parts.append(f"<div><b>{escape(t('an_changes', lang))}</b><ul style='margin:2px 0 2px 18px;padding:0'>{rows}</ul></div>")
            elif (self.good.laws or any(self.good.house)) and not a.unsettled:  # only when every rule was settled
                parts.append(f'<div class="dx-without-none">{escape(t("an_no_change", lang))}</div>')
            if a.unsettled:
                parts.append(f"<div>{escape(t('an_unsettled', lang).format(n=a.unsettled))}</div>")
        self.analyse_result.value = "".join(parts)
        self._render_line(a)

    def _rule_words(self, rid: str, holder: int | None, lang: str) -> str:
        name = label(rid, lang)
        if holder is None:
            return f"【{name}】" if lang == "ja" else name
        who = self.good.players[holder]
        return t("an_house_rule", lang).format(rule=name, name=who)

    def _render_line(self, a: Analysis) -> None:
        lang = self.lang
        if not a.line:
            self.line_box.layout.display = "none"
            return
        self.line_box.layout.display = None
        n, k = len(a.line), self.line_step
        self.line_back.disabled = k == 0
        self.line_next.disabled = k >= n
        state = self.line_state()
        if state is None:
            return
        if k == 0:
            head = t("an_line_start", lang).format(n=n)
        else:
            texts = a.solution.line_ja if lang == "ja" else a.solution.line
            head = t("an_line_step", lang).format(k=k, n=n, action=texts[k - 1])
        self.line_view.value = (f'<div class="dx-line-step" data-step="{k}">{escape(head)}</div>'
                                + (table_html(state, lang) if k else ""))


def analysis_state(page: Any) -> dict[str, object]:
    """What the Analyse view shows, for tests: the verdict, the winning labels, the line's length and step."""
    a = page._fresh()
    if a is None:
        return {}
    return {"first": a.solution.first, "winning": a.solution.winning_text, "line": len(a.line),
            "step": page.line_step, "changes": [c[0] for c in a.changes]}
