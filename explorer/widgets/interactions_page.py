"""Rule interactions: the whole rule graph as a rules × rules matrix, the chosen rule's neighbourhood drawn
left to right, its edges each in one plain sentence, each edge's witness (its question and answer) stepped
through in place, and the graph of the witness's rules in force.

Picking a rule in the list highlights its row and column in the matrix and draws its neighbourhood; the
drawing is plain SVG (deterministic, no JavaScript, labels never overlap).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from html import escape
from pathlib import Path

import ipywidgets as widgets
import networkx as nx

from explorer.resources import scenarios_dir
from explorer.graphs.export import EDGE_COLOURS
from explorer.graphs.rule_graph import CACHE, DECKS_CACHE, EDGE_TYPES, rule_graph
from explorer.rules.decks import DECKS
from explorer.engine.state import State
from explorer.scenarios.model import Scenario, Text
from explorer.graphs.witness_text import edge_sentence
from explorer.graphs.witness_text import name as node_name
from explorer.widgets.active_graph import ActiveRulesView
from explorer.widgets.i18n import Language, count, labelled, listed, paren, t
from explorer.widgets.links import sandbox_href, sandbox_query, scenario_until
from explorer.widgets.rule_matrix import GLYPHS, matrix_html, neighbourhood_html
from explorer.widgets.lab_page import DECK_SHORT
from explorer.widgets.learn import error_html, load_or_error
from explorer.widgets.stepper import ScenarioStepper


@dataclass(frozen=True)
class Edge:
    """One typed edge of the rule graph and its witness (a scenario path relative to the repository)."""

    u: str
    type: str
    v: str
    witness: str
    move: str
    text_ja: str = ""
    text_en: str = ""
    """The edge's sentence: what its witness shows (the witness's title; :mod:`explorer.graphs.claims`)."""
    decisive_ja: str = ""
    decisive_en: str = ""
    """The witness's decisive event in words (:func:`explorer.graphs.claims.decisive`)."""

    def text(self, lang: str) -> str:
        return self.text_ja if lang == "ja" else self.text_en

    def decisive(self, lang: str) -> str:
        return self.decisive_ja if lang == "ja" else self.decisive_en


def interacting_graph(cache: Path = CACHE, lang: str = "ja") -> nx.MultiDiGraph:
    """The rule graph with only the rules that have an edge."""
    g = rule_graph(cache, lang=lang)
    g.remove_nodes_from([n for n in list(g) if g.degree(n) == 0])
    return g


def edge_type_label(kind: str, lang: str) -> str:
    """可能にする / enables, …"""
    return t(f"edge_{kind}", lang)


class InteractionsPage(widgets.VBox):  # type: ignore[misc]
    """The rule graph, the rule list, the chosen rule's neighbours and edges, and the chosen edge's witness."""

    def __init__(self, language: Language | None = None, cache: Path | str | None = None,
                 root: Path | str | None = None) -> None:
        self.language = language or Language()
        self.cache = Path(cache) if cache is not None else CACHE
        self.root = Path(root) if root is not None else scenarios_dir().parent
        """Witness paths are relative to this folder (the repository)."""
        self.decks: tuple[str, ...] = ("cthulhu",)
        """The decks whose rules are the graph's nodes (LOCAL-RULES.md); the Cthulhu deck alone by default."""
        self._build()
        self._relabelling = False
        self._loaded: dict[str, tuple[Scenario | None, Text | None]] = {}
        self.switch = self.language.switch()
        self.decks_label = widgets.HTML()
        self.deck_boxes = {d.id: widgets.Checkbox(value=d.id in self.decks, indent=False,
                                                  layout=widgets.Layout(width="auto")) for d in DECKS}
        for d_id, box in self.deck_boxes.items():
            box.add_class(f"dx-ix-deck-{d_id}")
            box.observe(self._picked_decks, names="value")
        self.decks_row = widgets.HBox([self.decks_label, *self.deck_boxes.values()],
                                      layout=widgets.Layout(flex_flow="row wrap", align_items="center"))
        self.decks_row.add_class("dx-ix-decks")
        self.heading = widgets.HTML()
        self.legend = widgets.HTML()
        self.legend.add_class("dx-edge-legend")
        self.direction = widgets.HTML()
        self.direction.add_class("dx-ix-direction")
        self.pick = widgets.Text(layout=widgets.Layout(display="none"))
        """A matrix cell clicked (``u|v#n``): the page script types the clicked cell's ``data-cell`` here."""
        self.pick.add_class("dx-ix-pick")
        self.pick.observe(self._picked_cell, names="value")
        self.picked_cell = ""
        self.sandbox_link = widgets.HTML()
        self.sandbox_link.add_class("dx-ix-sandbox")
        self.graph_box = widgets.HTML(layout=widgets.Layout(width="100%"))
        self.graph_box.add_class("dx-rule-graph")
        self.graph_box.add_class("dx-rule-matrix")
        self.focus = widgets.HTML(layout=widgets.Layout(width="100%"))
        self.focus.add_class("dx-rule-focus")
        self.isolated_view = widgets.HTML()
        self.isolated_view.add_class("dx-isolated")
        self.active_view = ActiveRulesView()
        self.active_view.add_class("dx-witness-rules")
        self.rule_list = widgets.Select(rows=8, layout=widgets.Layout(width="280px"))
        self.rule_list.add_class("dx-rule-list")
        self.type_filter = widgets.Dropdown(layout=widgets.Layout(width="280px"),
                                            style={"description_width": "initial"})
        self.type_filter.add_class("dx-edge-type")
        self.neighbours = widgets.HTML()
        self.neighbours.add_class("dx-neighbours")
        self.edges_title = widgets.HTML()
        self.edge_list = widgets.Select(rows=6, layout=widgets.Layout(width="min(100%, 640px)"))
        self.edge_list.add_class("dx-edge-list")
        self.edge_info = widgets.HTML()
        self.edge_info.add_class("dx-edge-info")
        self.error = widgets.HTML()
        self.error.add_class("dx-error-box")
        self.stepper = ScenarioStepper(language=self.language)
        self.stepper.add_class("dx-witness-stepper")
        self.stepper.layout.display = "none"
        for said_above in (self.stepper.title, self.stepper.qa):  # the edge's sentence and question stand above it
            said_above.layout.display = "none"
        self.rule_list.observe(self._picked_rule, names="value")
        self.type_filter.observe(self._picked_rule, names="value")
        self.edge_list.observe(self._picked_edge, names="value")
        self.language.observe(lambda _: self.relabel(redraw=True), names="lang")
        left = widgets.VBox([self.rule_list, self.type_filter, self.neighbours],
                            layout=widgets.Layout(width="300px", flex="0 0 auto"))
        right = widgets.VBox([self.focus, self.edges_title, self.edge_list],
                             layout=widgets.Layout(flex="1 1 auto", min_width="0"))
        self.more_rules = widgets.Accordion(children=[self.active_view], selected_index=None)
        """The witness's rules in force as a graph, folded (it is long, and the sentence says the edge)."""
        self.more_rules.add_class("dx-ix-more")
        witness = widgets.VBox([self.edge_info, self.sandbox_link, self.error, self.stepper, self.more_rules],
                               layout=widgets.Layout(width="100%"))
        witness.add_class("dx-ix-witness")
        chosen = widgets.HBox([left, right], layout=widgets.Layout(flex_flow="row wrap"))
        chosen.add_class("dx-ix-chosen")  # the chosen rule's neighbours and edges, above the witness
        super().__init__([self.switch, self.heading, self.decks_row, self.legend, self.direction, self.pick,
                          self.graph_box, chosen, witness, self.isolated_view])
        self.add_class("dx-page-interactions")
        self.relabel(redraw=True)
        self.show_rule("")

    # -- the graph over the chosen decks ---------------------------------------------------------------
    def _build(self) -> None:
        """The graph, its edges, nodes and isolated rules, over :attr:`decks`."""
        lang = self.language.lang
        if self.decks == ("cthulhu",):
            self.full = rule_graph(self.cache, lang=lang)
        else:
            self.full = rule_graph(self.cache, lang=lang, decks=self.decks)
            for node, d in self.full.nodes(data=True):
                prefix = str(node).split(".")[0] if "." in str(node) else ""
                if prefix in DECK_SHORT:
                    for i, key in enumerate(("label_ja", "label_en")):
                        sep = "：" if i == 0 else ": "
                        d[key] = f"{DECK_SHORT[prefix][i]}{sep}{d[key]}"
                    d["label"] = d["label_ja" if lang == "ja" else "label_en"]
        self.graph = self.full.copy()
        self.graph.remove_nodes_from([n for n in list(self.graph) if self.graph.degree(n) == 0])
        self.edges = sorted((Edge(str(u), str(k), str(v), str(d.get("witness", "")), str(d.get("move", "")),
                                  str(d.get("text_ja", "")), str(d.get("text_en", "")),
                                  str(d.get("decisive_ja", "")), str(d.get("decisive_en", "")))
                             for u, v, k, d in self.graph.edges(keys=True, data=True)),
                            key=lambda e: (self._order(e.u), EDGE_TYPES.index(e.type) if e.type in EDGE_TYPES else 9,
                                           self._order(e.v)))
        self.nodes = sorted(self.graph.nodes, key=self._order)
        self.isolated = self._isolated()

    def _picked_decks(self, change: dict[str, object]) -> None:
        decks = tuple(d for d, box in self.deck_boxes.items() if box.value)
        if not decks or decks == self.decks:
            if not decks:  # at least one deck: the last one stays ticked
                self.deck_boxes[self.decks[0]].value = True
            return
        self.decks = decks
        self._build()
        self.relabel(redraw=True)
        self.show_rule("")

    def _order(self, node: str) -> tuple[int, int, str]:
        d = self.graph.nodes[node] if node in self.graph else {}
        number = int(d.get("number", 0) or 0)
        return (0 if d.get("base") else 1 if "." not in node else 2, number, node)

    # -- labels --------------------------------------------------------------------------------------
    def node_label(self, node: str, lang: str | None = None) -> str:
        lang = lang or self.language.lang
        d = self.graph.nodes[node] if node in self.graph else self.full.nodes[node] if node in self.full else {}
        name = str(d.get(f"label_{lang}", node))
        number = int(d.get("number", 0) or 0)
        return f"{number:02d} {name}" if number else name

    def edge_label(self, e: Edge, lang: str) -> str:
        """The edge in the list: its type's mark and name, then what its witness shows."""
        said = e.text(lang) or edge_sentence(e.u, e.type, e.v, lang)
        sep = "：" if lang == "ja" else ": "
        return f"{GLYPHS.get(e.type, '')} {edge_type_label(e.type, lang)}{sep}{said}"

    def relabel(self, redraw: bool = False) -> None:
        """Every text in the current language; the chosen rule, edge and witness step stay as they are."""
        lang = self.language.lang
        self.heading.value = f"<p>{t('ix_intro', lang)}</p>"
        self.decks_label.value = f"<b>{escape(t('lab_decks', lang))}</b>&nbsp;"
        for d in DECKS:
            self.deck_boxes[d.id].description = d.ja if lang == "ja" else d.en
        self.legend.value = (f"<b>{t('ix_legend', lang)}</b><ul style='margin:2px 0;padding-left:0;list-style:none'>"
                             + "".join(
            f'<li data-type="{k}" style="margin:2px 0"><span class="dx-glyph" style="display:inline-block;width:17px;'
            f'height:17px;line-height:17px;text-align:center;color:#fff;font-weight:bold;font-size:11px;'
            f'border-radius:2px;background:{EDGE_COLOURS.get(k, "#adb5bd")}">{escape(GLYPHS[k])}</span> '
            f'<b>{edge_type_label(k, lang)}</b> — {t("edge_help_" + k, lang)}</li>' for k in EDGE_TYPES) + "</ul>")
        self.direction.value = (f'<p style="margin:6px 0 2px"><b>{escape(t("ix_direction", lang))}</b><br>'
                                f'{escape(t("ix_click_hint", lang))}</p>')
        self.more_rules.set_title(0, t("ix_more_rules", lang))
        self.type_filter.description = t("ix_type", lang)
        self._set_options(self.rule_list, [(t("ix_all_rules", lang), "")]
                          + [(self.node_label(n, lang), n) for n in self.nodes])
        self._set_options(self.type_filter, [(t("ix_all_types", lang), "")]
                          + [(edge_type_label(k, lang), k) for k in EDGE_TYPES])
        if redraw:
            self.draw()
        self._describe_isolated()
        self._describe_rule()
        self._set_options(self.edge_list, [(self.edge_label(self.edges[i], lang), i) for i in self._shown_edges()])
        self._describe_edge()

    def draw(self) -> None:
        """(Re)draw the matrix and the chosen rule's neighbourhood; a missing cache is a message, not an empty view."""
        lang = self.language.lang
        if not self.edges:
            key = "ix_no_edges" if self.cache.exists() else "ix_no_graph"
            self.graph_box.value = error_html(lang, key, str(self.cache))
            self.focus.value = ""
            return
        chosen = self.rule.removesuffix("@house")
        self.graph_box.value = matrix_html(self.full, lang, chosen=chosen, picked=self.picked_cell)
        self.focus.value = neighbourhood_html(self.full, chosen, lang) if chosen else ""

    def _isolated(self) -> dict[str, dict[str, str]]:
        import json

        caches = [self.cache] if "cthulhu" in self.decks else []
        if any(d != "cthulhu" for d in self.decks):
            caches.append(DECKS_CACHE)
        out: dict[str, dict[str, str]] = {}
        for cache in caches:
            try:
                data = json.loads(cache.read_text(encoding="utf-8"))
            except (OSError, ValueError):
                continue
            got = data.get("isolated", {})
            if isinstance(got, dict):
                out.update({k: v for k, v in got.items() if k in self.full and self.full.degree(k) == 0})
        return out

    def _describe_isolated(self) -> None:
        lang = self.language.lang
        if not self.isolated:
            self.isolated_view.value = ""
            return
        items = "".join(f'<li data-node="{escape(n)}"><b>{escape(self.node_label(n, lang))}</b> — '
                        f'{escape(str(why.get(lang, "")))}</li>' for n, why in
                        sorted(self.isolated.items(), key=lambda item: self._order(item[0])))
        self.isolated_view.value = (f"<details><summary><b>{escape(t_isolated(lang))}</b>{count(len(self.isolated), lang)}"
                                    f"</summary><ul>{items}</ul></details>")

    def _set_options(self, select: widgets.Select | widgets.Dropdown, options: Sequence[tuple[str, object]]) -> None:
        keep = select.value
        self._relabelling = True
        try:
            select.options = options
            values = [v for _, v in options]
            select.value = keep if keep in values else (values[0] if values else None)
        finally:
            self._relabelling = False

    # -- picking a rule ----------------------------------------------------------------------------------
    @property
    def rule(self) -> str:
        """The chosen rule's node ("" for all rules)."""
        return str(self.rule_list.value or "")

    def _shown_edges(self) -> list[int]:
        node, kind = self.rule, str(self.type_filter.value or "")
        return [i for i, e in enumerate(self.edges)
                if (not node or node in (e.u, e.v)) and (not kind or e.type == kind)]

    def _picked_rule(self, change: dict[str, object]) -> None:
        if not self._relabelling:
            self.show_rule(self.rule)

    def show_rule(self, node: str) -> None:
        """Show ``node``'s neighbours and edges ("" : every edge) and the first edge's witness."""
        if self.rule != node:
            self.rule_list.value = node  # observing the list calls show_rule again
            return
        lang = self.language.lang
        self.draw()
        self._describe_rule()
        shown = self._shown_edges()
        self._set_options(self.edge_list, [(self.edge_label(self.edges[i], lang), i) for i in shown])
        if shown:
            self.show_edge(shown[0])
        else:
            self.edge_info.value = ""
            self.sandbox_link.value = ""
            self.error.value = ""
            self.stepper.layout.display = "none"

    def _describe_rule(self) -> None:
        lang = self.language.lang
        node = self.rule
        shown = self._shown_edges()
        self.edges_title.value = f"<h3>{t('ix_edges', lang)}{count(len(shown), lang)}</h3>" + (
            "" if shown else f"<span class=dx-note style=color:#555>{t('ix_no_edges', lang)}</span>")
        if not node:
            self.neighbours.value = (f"<p>{labelled(t('ix_rules_count', lang), f'<b>{len(self.nodes)}</b>', lang)}<br>"
                                     f"{labelled(t('ix_edges', lang), f'<b>{len(self.edges)}</b>', lang)}</p>")
            return
        rows: dict[str, list[str]] = {}
        for i in shown:
            e = self.edges[i]
            other, arrow = (e.v, "→") if e.u == node else (e.u, "←")
            rows.setdefault(other, []).append(f"{arrow} {edge_type_label(e.type, lang)}")
        items = "".join(f'<li data-node="{escape(n)}">{escape(self.node_label(n, lang))} '
                        f'<span style="color:#868e96">{escape(paren(listed(kinds, lang), lang))}</span></li>'
                        for n, kinds in sorted(rows.items(), key=lambda item: self._order(item[0])))
        arrows = t("ix_arrows", lang).format(rule=node_name(node, lang))
        self.neighbours.value = (f"<details open><summary><b>{t('ix_neighbours', lang)}{count(len(rows), lang)}</b></summary>"
                                 f"<div class='dx-ix-arrows' style='color:#555'>{escape(arrows)}</div>"
                                 f"<ul style='margin:2px 0;padding-left:18px'>{items}</ul></details>")

    # -- clicking a matrix cell ------------------------------------------------------------------------------
    def _picked_cell(self, change: dict[str, object]) -> None:
        value = str(change.get("new") or "").split("#", 1)[0]
        if value.startswith("rule:"):
            self.show_matrix_rule(value[5:])
        elif value:
            self.show_cell(value)

    def show_matrix_rule(self, rule: str) -> None:
        """A rule's name clicked in the matrix (a folded id): choose the rule (its law variant, or its house rule
        when only that one interacts), so that its neighbours and edges are listed above the witness."""
        node = next((n for n in (rule, rule + "@house") if n in self.nodes), None)
        if node is None:
            return
        self.picked_cell = ""
        self.type_filter.value = ""
        self.show_rule(node)

    def show_cell(self, cell: str) -> None:
        """Show the witness of the matrix cell ``cell`` (``u|v``, folded rules): its first edge by type (the
        cell's colour), with the row's rule chosen so that the list holds the cell's other edges too."""
        from explorer.widgets.rule_matrix import ORDER, cell_id, folded_id

        inside = [i for i, e in enumerate(self.edges) if cell_id(folded_id(e.u, True), folded_id(e.v, True)) == cell]
        if not inside:
            return
        i = min(inside, key=lambda j: (ORDER.index(self.edges[j].type) if self.edges[j].type in ORDER else 9, j))
        self.picked_cell = cell
        self.type_filter.value = ""
        self.show_rule(self.edges[i].u)
        self.show_edge(i)
        self.draw()

    # -- picking an edge -----------------------------------------------------------------------------------
    def _picked_edge(self, change: dict[str, object]) -> None:
        if not self._relabelling and change["new"] is not None:
            self.show_edge(int(str(change["new"])))

    def show_edge(self, i: int) -> None:
        """Step through edge ``i``'s witness scenario."""
        if self.edge_list.value != i and i in self._shown_edges():
            self.edge_list.value = i  # observing the list calls show_edge again
            return
        self._describe_edge(i)
        scenario, _ = self._witness(self.edges[i])
        if scenario is None:
            self.stepper.run = None
            self.stepper.layout.display = "none"
            return
        self.stepper.layout.display = ""  # not None: the browser kernel drops None updates
        self.stepper.load(scenario)

    def _witness(self, e: Edge) -> tuple[Scenario | None, Text | None]:
        if e.witness not in self._loaded:
            self._loaded[e.witness] = (load_or_error(self.root / e.witness) if e.witness
                                       else (None, Text("実例のシナリオがない", "no witness")))
        return self._loaded[e.witness]

    def _describe_edge(self, i: int | None = None) -> None:
        lang = self.language.lang
        if i is None:
            value = self.edge_list.value
            if value is None:
                self.edge_info.value = f"<span class=dx-note style=color:#555>{t('ix_pick_edge', lang)}</span>"
                return
            i = int(value)
        e = self.edges[i]
        scenario, problem = self._witness(e)
        self.error.value = error_html(lang, "learn_broken", problem) if problem else ""
        teach = ""
        if scenario is not None:
            q, a = scenario.raw.get("question"), scenario.raw.get("answer")
            if isinstance(q, dict) and isinstance(a, dict):
                teach = (f'<div class="dx-question"><b>{escape(t_question(lang))}</b> {escape(str(q.get(lang, "")))}</div>'
                         f'<div class="dx-answer"><b>{escape(t_answer(lang))}</b> {escape(str(a.get(lang, "")))}</div>')
        colour = EDGE_COLOURS.get(e.type, "#adb5bd")
        said = e.text(lang) or edge_sentence(e.u, e.type, e.v, lang)
        end = "。" if lang == "ja" else "."
        tag = (f'<span class="dx-edge-type" style="display:inline-block;background:{colour};color:#fff;'
               f'border-radius:4px;padding:0 6px;font-size:12px">{escape(GLYPHS.get(e.type, ""))} '
               f'{escape(edge_type_label(e.type, lang))}</span>')
        self.edge_info.value = (
            f'<div class="dx-edge" data-type="{escape(e.type)}" data-witness="{escape(e.witness)}" '
            f'data-u="{escape(e.u)}" data-v="{escape(e.v)}" '
            f'style="border-left:4px solid {colour};padding:4px 10px">'
            f'{tag} <span style="font-size:12px;color:#495057">{t("edge_help_" + e.type, lang) if e.type in EDGE_TYPES else ""}'
            f'</span><div class="dx-edge-sentence" style="font-weight:600;margin:4px 0">{escape(said.rstrip("。."))}{end}</div>'
            f'{teach}{self._decisive_html(e, lang)}</div>')
        self._show_sandbox_link(scenario, lang)
        if scenario is not None:
            try:
                self.active_view.update(ScenarioRunStart(scenario), lang)
            except Exception:  # noqa: BLE001 — the witness itself is still shown
                self.active_view.update(None, lang)

    @staticmethod
    def _decisive_html(e: Edge, lang: str) -> str:
        """The witness's decisive event in words, above its steps (stepping shows it only as a badge that
        changes: the inversion ending, a lock that does not come)."""
        said = e.decisive(lang)
        if not said:
            return ""
        said = said[0].upper() + said[1:] if lang == "en" else said
        sep = "：" if lang == "ja" else ": "
        end = "。" if lang == "ja" else "."
        return (f'<div class="dx-decisive" style="margin:4px 0;padding:2px 6px;background:#fff9db">'
                f'<b>{escape(t("ix_decisive", lang))}</b>{sep}{escape(said)}{end}</div>')

    def _show_sandbox_link(self, scenario: Scenario | None, lang: str) -> None:
        """A link that opens the witness's starting position, with its rules in force, in the Sandbox."""
        if scenario is None:
            self.sandbox_link.value = ""
            return
        href = sandbox_href(sandbox_query(scenario_until(scenario.raw, 0)), lang)
        self.sandbox_link.value = (f'<a class="dx-sandbox-link" href="{escape(href)}" '
                                   f'style="font-weight:600;color:#1971c2">{escape(t("ix_open_sandbox", lang))} →</a>')

    # -- clicks in the graph (optional) --------------------------------------------------------------------
    def _clicked_node(self, change: dict[str, object]) -> None:
        node = change.get("new")
        if isinstance(node, str) and node in self.nodes:
            self.show_rule(node)

    def _clicked_edge(self, change: dict[str, object]) -> None:
        pair = change.get("new")
        if not isinstance(pair, (tuple, list)) or len(pair) != 2:
            return
        u, v = str(pair[0]), str(pair[1])
        if u not in self.nodes:
            return
        self.show_rule(u)
        for i in self._shown_edges():
            if (self.edges[i].u, self.edges[i].v) == (u, v):
                self.show_edge(i)
                return


_WORDS = {"isolated": ("相互作用が見つからないルールと、その理由", "Rules with no interaction found, and why"),
          "question": ("質問：", "Question:"), "answer": ("回答：", "Answer:")}


def t_isolated(lang: str) -> str:
    return _WORDS["isolated"][0 if lang == "ja" else 1]


def t_question(lang: str) -> str:
    return _WORDS["question"][0 if lang == "ja" else 1]


def t_answer(lang: str) -> str:
    return _WORDS["answer"][0 if lang == "ja" else 1]


def ScenarioRunStart(scenario: Scenario) -> State:  # noqa: N802 — reads as the state it returns
    """The start position of ``scenario`` (whose rules the active-rules view shows)."""
    from explorer.scenarios.runner import ScenarioRun

    return ScenarioRun(scenario).state


def interactions_page(language: Language | None = None, cache: Path | str | None = None,
                      root: Path | str | None = None) -> widgets.Widget:
    """The rule-interactions page (the graph cache ``cache``, witness paths relative to ``root``)."""
    return InteractionsPage(language, cache, root)
