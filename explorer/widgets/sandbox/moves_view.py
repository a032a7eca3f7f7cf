"""The Sandbox's play column: every candidate play of the player to act, legal (a button) or refused
(grouped by reason, joker variants folded), the events of the last move and the rules-in-force graph."""

from __future__ import annotations

import re
from dataclasses import dataclass
from html import escape

import ipywidgets as widgets

from explorer.engine.actions import Action, Pass, Play
from explorer.engine.cards import SUITS
from explorer.engine.errors import ExplorerError
from explorer.engine.game import DecisionKind
from explorer.text.phrasing import action_text
from explorer.text.phrasing import label as check_label
from explorer.widgets.prompts import choice_prompt
from explorer.widgets.i18n import t
from explorer.widgets.cards_view import STYLE as CARD_STYLE
from explorer.widgets.looks import replace_children
from explorer.widgets.moves import groups_html, refusal_groups
from explorer.widgets.sandbox.base import SandboxBase
from explorer.widgets.sandbox.position import _error_texts
from explorer.text.describe import describe
from explorer.rules.traits import finish_judges

MAX_BUTTONS = 60
"""At most this many buttons for one decision (a trim can have hundreds of options)."""


@dataclass(frozen=True)
class MoveRow:
    """One line of the move list: a play (or pass, or choice) and what the engine says about it."""

    label: str
    legal: bool
    action: Action
    rule: str = ""
    """The rule that forbids it (illegal rows)."""
    en: str = ""
    ja: str = ""
    heading: str = ""
    """The rule or engine check its reason is headed by (illegal rows)."""
    fires: tuple[str, ...] = ()
    """The rules whose effects fire when it is played (legal plays)."""

    def reason(self, lang: str) -> str:
        return self.ja if lang == "ja" else self.en


def rule_label(rule_id: str, lang: str) -> str:
    """A rule's name in ``lang`` (``8切り`` / ``Eight cut``); engine checks such as ``turn`` by a plain word."""
    return check_label(rule_id, lang)


def play_words(shown: str, fires: tuple[str, ...], lang: str) -> str:
    """A legal play's button text: the play, then in words what it sets off; a forbidden finish says that it
    means last place.

    >>> play_words("♠8", ("eight_cut",), "en"), play_words("♠2", ("forbidden_finish",), "ja")
    ('♠8 — sets off Eight cut', '♠2（禁止上がり：このラウンドは最下位になる）')
    """
    if finish_judges().intersection(fires):
        return t("sb_forbidden_last", lang).format(play=shown)
    if not fires:
        return shown
    names = [rule_label(r, lang) for r in fires]
    return t("sb_fires_words", lang).format(play=shown, rules="、".join(names) if lang == "ja" else ", ".join(names))


def _meld_class(label: str) -> str:
    ascii_label = label
    for sym, letter in zip(SUITS, "SHDC"):
        ascii_label = ascii_label.replace(sym, letter)
    return "dx-meld-" + re.sub(r"[^A-Za-z0-9]+", "-", ascii_label).strip("-")



class MovesPart(SandboxBase):
    """The Sandbox's move list, events and graph (a part of :class:`~explorer.widgets.sandbox.page.Sandbox`)."""

    def _fires(self, player: int, action: Action) -> tuple[tuple[str, ...], str, str]:
        """The rules that fire if ``action`` is played, and the events in both languages (asked of a copy)."""
        c = self.game.copy()
        try:
            events = c.push(action)
        except ExplorerError:
            return (), "", ""
        rules = tuple(dict.fromkeys(e.rule for e in events if e.rule is not None))
        return (rules, "\n".join(e.ja for e in events[1:]), "\n".join(e.en for e in events[1:]))

    def _move_rows(self) -> list[MoveRow]:
        """Every candidate play of the player to act, legal or not, as the engine judges it."""
        st = self.game
        pend = st.pending
        rows: list[MoveRow] = []
        if pend is None:
            return rows
        p = pend.player
        if pend.kind is DecisionKind.PLAY:
            for meld in dict.fromkeys([*st.all_melds(p), *st.candidate_melds(p)]):
                action = st.play_action(p, meld)
                why = st.refusal(p, meld)
                if why is None:
                    fires, ja, en = self._fires(p, action)
                    rows.append(MoveRow(str(meld), True, action, en=en, ja=ja, fires=fires))
                else:
                    rows.append(MoveRow(str(meld), False, action, why.rule, why.en, why.ja, why.heading))
            why = st.refusal_of(Pass(p))
            if why is None:
                rows.append(MoveRow("pass", True, Pass(p)))
            else:
                rows.append(MoveRow("pass", False, Pass(p), why.rule, why.en, why.ja, why.heading))
        else:
            if pend.kind is DecisionKind.CHOICE and st.choice is not None:
                options = list(st.choice.options)
            else:
                window = st.window_actions()
                options = [a for a in st.legal_actions if a not in window]
            for a in options:
                rows.append(MoveRow(st.action_str(a), True, a))
        return rows

    def _render_moves(self) -> None:
        st = self.game
        lang = self.lang
        pend = st.pending
        self.move_buttons = {}
        self.move_rows = self._move_rows()
        make = self.looks.make
        if pend is None:
            started = sum(1 for h in self.good.hands if h) >= 2 or bool(st.move_stack)
            self.moves_title.value = f"<h3>{escape(t('sb_moves_of', lang).format(name='—'))}</h3>"
            note = t("sb_round_over" if started else "sb_no_moves", lang)
            replace_children(self.moves_box, [make(widgets.HTML, f"<span class=dx-note style=color:#555>{escape(note)}</span>")])
            return
        name = st.players[pend.player]
        self.moves_title.value = f"<h3>{escape(t('sb_moves_of', lang).format(name=name))}</h3>"
        children: list[widgets.Widget] = []
        if pend.kind is DecisionKind.CHOICE and st.choice is not None:
            children.append(make(widgets.HTML, f'<b class="dx-choice-prompt">{escape(choice_prompt(st, lang, name))}</b>'))
        elif pend.kind is not DecisionKind.PLAY:
            what = t("sb_decision", lang).format(name=name, kind=check_label(pend.kind.value, lang))
            children.append(make(widgets.HTML, f"<b>{escape(what)}</b>"))
        legal = [r for r in self.move_rows if r.legal]
        illegal = [r for r in self.move_rows if not r.legal]
        if pend.kind is DecisionKind.PLAY:
            children.append(make(widgets.HTML, f"<b>{escape(t('sb_legal_moves', lang))}</b>"))
        buttons = []
        if len(legal) > MAX_BUTTONS:
            children.append(make(widgets.HTML, f"<span class=dx-note style=color:#555>{escape(t('sb_more', lang).format(n=len(legal) - MAX_BUTTONS))}</span>"))
            legal = legal[:MAX_BUTTONS]
        for row in legal:
            b = make(widgets.Button, layout={"width": "auto"})
            b.add_class("dx-move-legal")
            b.add_class("dx-play")
            if isinstance(row.action, Pass):
                b.add_class("dx-move-pass")
                b.description = t("pass", lang)
            elif isinstance(row.action, Play):
                b.add_class(_meld_class(row.label))
                shown = row.action.meld.text("ja") if lang == "ja" else row.label
                b.description = play_words(shown, row.fires, lang)
                if finish_judges().intersection(row.fires):
                    b.add_class("dx-forbidden-finish")
                b.tooltip = row.reason(lang) or b.description
            else:
                b.add_class("dx-choice")
                b.description = action_text(st, row.action, lang) if row.action is not None else row.label
            b.on_click(self._guard(lambda _, a=row.action: self.play(a)))
            self.move_buttons[row.label] = b
            buttons.append(b)
        children.append(make(widgets.Box, buttons, layout={"flex_flow": "row wrap"}))
        if illegal:
            # one line per reason, joker variants folded: the rare, telling refusals first
            melds = [r.action.meld for r in illegal if isinstance(r.action, Play)]
            groups = refusal_groups(st, pend.player, melds)
            lines = [groups_html(groups, lang)]
            for row in illegal:
                if isinstance(row.action, Pass):
                    lines.insert(0, f'<div class="dx-move-illegal dx-move-pass dx-refusal-group" data-rule="{escape(row.rule)}">'
                                    f'<span class="meld">{escape(t("pass", lang))}</span> '
                                    f'<span class="dx-rule">{escape(check_label(row.heading or row.rule, lang))}</span>'
                                    f"{escape(row.reason(lang))}</div>")
            children.append(make(widgets.HTML, f"{CARD_STYLE}<b>{escape(t('sb_illegal_moves', lang))}</b>" + "".join(lines)))
        window = [a for a in st.window_actions() if st.refusal_of(a) is None]
        if window:
            wbuttons = []
            for a in window[:MAX_BUTTONS]:
                label = st.action_str(a)
                b = make(widgets.Button, description=action_text(st, a, lang), layout={"width": "auto"})
                b.add_class("dx-window")
                b.add_class("dx-play")
                b.on_click(self._guard(lambda _, a=a: self.play(a)))
                self.move_buttons[label] = b
                wbuttons.append(b)
            children.append(make(widgets.HTML, f"<b>{escape(t('sb_window', lang))}</b>"))
            children.append(make(widgets.Box, wbuttons, layout={"flex_flow": "row wrap"}))
        replace_children(self.moves_box, children)
        self._mark_winning()
        self._no_null_tooltips(self.moves_box)

    def _render_events(self) -> None:
        lang = self.lang
        if not self.events:
            self.events_view.value = ""
            return
        lines = []
        for e in self.events:
            if e.kind in ("play", "pass"):
                lines.append(f'<div class="dx-event" data-rule=""><b>{escape(describe(e, lang))}</b></div>')
                continue
            tag = f'<span class="dx-rule">{escape(rule_label(e.rule, lang))}</span>' if e.rule else ""
            lines.append(f'<div class="dx-event" data-rule="{escape(e.rule or "")}">{tag}{escape(describe(e, lang))}</div>')
        self.events_view.value = f"<h4>{escape(t('events', lang))}</h4>" + "".join(lines)

    def _render_graph(self) -> None:
        self.active_view.update(self.game, self.lang)  # the rules in force as a graph (issue 12)
        if not self.show_graph.value:
            replace_children(self.graph_box, [])
            return
        lang = self.lang
        if self.game.pending is None:
            replace_children(self.graph_box, [self.looks.make(widgets.HTML, f"<span class=dx-note style=color:#555>{escape(t('sb_no_graph', lang))}</span>")])
            return
        from explorer.graphs.position import position_graph
        from explorer.widgets.graph_view import position_view

        try:
            graph = position_graph(self.game, lang=lang)
        except ExplorerError as exc:
            ja, en = _error_texts(exc)
            text = ja if lang == "ja" else en
            replace_children(self.graph_box, [self.looks.make(widgets.HTML, f'<div class="dx-msg dx-msg-error">{escape(text)}</div>')])
            return
        replace_children(self.graph_box, [position_view(graph, lang)])
