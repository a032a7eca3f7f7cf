"""The graph of the rules in force, as a small view any page can show beside its table.

A handful of nodes (the active laws and house rules), each edge one plain sentence in the page's language,
and for the position on the table which of those interactions it shows right now (and by which action).
Pages call :meth:`ActiveRulesView.update` with their state; the view owns no game.
"""

from __future__ import annotations

from html import escape

import ipywidgets as widgets
import networkx as nx

from explorer.engine.errors import ExplorerError
from explorer.graphs.export import EDGE_COLOURS, to_svg
from explorer.text.phrasing import EDGE_JA
from explorer.engine.state import State
from explorer.text.describe import describe

TEXTS: dict[str, tuple[str, str]] = {
    "heading": ("適用中のルールどうしの関係", "How the rules in force interact"),
    "none": ("適用中のルールがない。", "No rule is in force."),
    "alone": ("適用中のルールどうしには、関係が見つかっていない。",
              "None of the rules in force were found to interact with each other."),
    "count_one_no": ("手番のプレイヤーがいまできる手では、この関係は起きない。",
                     "No move the player to act can make now sets off this interaction."),
    "count_one_yes": ("この関係は、手番のプレイヤーがいまできる手で起きる（「この局面で：」の手）。",
                      "The player to act can set off this interaction now (the move after “Here:”)."),
    "count_none": ("手番のプレイヤーがいまできる手では、この{n}件の関係はどれも起きない。",
                   "No move the player to act can make now sets off any of these {n} interactions."),
    "count_all": ("この{n}件の関係は、どれも手番のプレイヤーがいまできる手で起きる（「この局面で：」の手）。",
                  "The player to act can set off each of these {n} interactions now (the move after “Here:”)."),
    "count_some": ("この{n}件の関係のうち{k}件は、手番のプレイヤーがいまできる手で起きる（「この局面で：」の手）。",
                   "The player to act can set off {k} of these {n} interactions now (the move after “Here:”)."),
    "here": ("この局面で：", "Here: "),
    "error": ("関係の図を作れなかった：", "The interaction view could not be built: "),
}

MAX_SHOWN_CHECKS = 16
"""Checking whether the position shows an edge plays it through: at most this many edges are checked."""


def text(key: str, lang: str) -> str:
    ja, en = TEXTS[key]
    return ja if lang == "ja" else en


def count_sentence(n: int, k: int, lang: str) -> str:
    """What the position shows of the ``n`` interactions among the rules in force, ``k`` of which a move of the
    player to act sets off now, as a player says it (never "0 of these 1").

    >>> count_sentence(1, 0, "en")
    'No move the player to act can make now sets off this interaction.'
    >>> count_sentence(3, 1, "en")
    'The player to act can set off 1 of these 3 interactions now (the move after “Here:”).'
    >>> count_sentence(2, 2, "ja")
    'この2件の関係は、どれも手番のプレイヤーがいまできる手で起きる（「この局面で：」の手）。'
    """
    if n == 1:
        return text("count_one_yes" if k else "count_one_no", lang)
    key = "count_none" if k == 0 else "count_all" if k == n else "count_some"
    return text(key, lang).format(n=n, k=k)


def _columns(g: nx.MultiDiGraph) -> dict[str, int]:
    """Laws on the left, house rules on the right; a lone column when there is only one kind."""
    return {str(n): 1 if d.get("house") else 0 for n, d in g.nodes(data=True)}


class ActiveRulesView(widgets.VBox):  # type: ignore[misc]
    """The active rules' sub-graph: a drawing, one sentence per edge, and what this position shows."""

    def __init__(self) -> None:
        self.title = widgets.HTML()
        self.picture = widgets.HTML()
        self.picture.add_class("dx-active-graph")
        self.sentences = widgets.HTML()
        self.sentences.add_class("dx-active-edges")
        super().__init__([self.title, self.picture, self.sentences])
        self.add_class("dx-active-rules")
        self.graph: nx.MultiDiGraph = nx.MultiDiGraph()

    def update(self, state: State | None, lang: str, check: bool = True) -> None:
        """Show the rules in force in ``state`` (``None``: nothing on the table); ``check``: also say which
        interactions the position shows (off where the player to act holds cards the reader must not see)."""
        from explorer.graphs.active import active_graph

        self.title.value = f"<h4>{escape(text('heading', lang))}</h4>"
        if state is None:
            self.graph = nx.MultiDiGraph()
        else:
            try:
                self.graph = active_graph(state, max_checks=MAX_SHOWN_CHECKS if check else 0)
            except ExplorerError as exc:
                self.picture.value = ""
                self.sentences.value = f"<span class=dx-note style=color:#555>{escape(text('error', lang) + describe(exc, lang))}</span>"
                return
        g = self.graph
        if not g.number_of_nodes():
            self.picture.value = ""
            self.sentences.value = f"<span class=dx-note style=color:#555>{escape(text('none', lang))}</span>"
            return
        for n, d in g.nodes(data=True):
            number = int(d.get("number", 0) or 0)
            for key in ("label_ja", "label_en"):
                if number and not str(d[key]).startswith(f"{number:02d} "):
                    d[key] = f"{number:02d} {d[key]}"
        g.graph["legend_ja"] = {k: t for k, t in _TYPE_WORDS_JA.items()}
        g.graph["legend_en"] = {k: t for k, t in _TYPE_WORDS_EN.items()}
        self.picture.value = f'<div style="overflow-x:auto;max-width:100%">{to_svg(g, lang, columns=_columns(g))}</div>'
        edges = list(g.edges(keys=True, data=True))
        if not edges:
            self.sentences.value = f"<span class=dx-note style=color:#555>{escape(text('alone', lang))}</span>"
            return
        shown = sum(1 for *_, d in edges if d.get("shown"))
        rows = []
        for u, v, k, d in edges:
            here = (f'<br><span class="dx-shown-here" style="color:#1c7ed6">{escape(text("here", lang))}'
                    f'{escape(str(d.get("shown_" + lang, "")))}</span>' if d.get("shown") else "")
            rows.append(f'<li class="dx-active-edge" data-type="{escape(str(k))}" data-shown="{"1" if d.get("shown") else "0"}" '
                        f'style="border-left:4px solid {EDGE_COLOURS.get(str(k), "#adb5bd")};padding-left:6px;'
                        f'list-style:none;margin:4px 0">{escape(str(d.get("text_" + lang, "")))}{here}</li>')
        count = count_sentence(len(edges), shown, lang) if check else ""
        self.sentences.value = f"<p>{escape(count)}</p><ul style='padding-left:0'>{''.join(rows)}</ul>"


_TYPE_WORDS_JA = {kind: words[0] for kind, words in EDGE_JA.items()}
_TYPE_WORDS_EN = {"enables": "together make possible", "blocks": "takes away the effect", "overrides": "lifts the restriction",
                  "compounds": "effects add up", "conflicts": "together take away"}
