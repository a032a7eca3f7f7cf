"""Graph views: the position graph and a rule's neighbourhood as deterministic SVG drawings (labels never
overlap, see :func:`explorer.graphs.export.layered_layout`), the whole rule graph as a rules × rules matrix,
and the older ipysigma views for notebooks.

Nodes are coloured by kind (rule, field, meld, outcome — or law / house rule
in the rule graph), edges by type; labels follow the chosen language.
"""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING, Any

import ipywidgets as widgets
import networkx as nx

from explorer.graphs.export import EDGE_COLOURS, NODE_COLOURS, to_svg
from explorer.text.describe import describe
from explorer.widgets.i18n import count

if TYPE_CHECKING:  # the Voilà pages draw SVG and never load ipysigma (voila.json denies its browser extension)
    from ipysigma import Sigma

VARIANTS = ("ジョーカーの代わり方の違いでまとめた出し方", "Plays folded together (they differ only in what a joker stands for)")


def position_view(g: nx.MultiDiGraph, lang: str = "en") -> widgets.Widget:
    """The position graph drawn left to right (rules → plays → outcomes), the folded plays' variants on demand."""
    folded = [(str(d.get(f"label_{lang}", n)), [str(v) for v in d.get("variants", [])])
              for n, d in g.nodes(data=True) if len(d.get("variants", [])) > 1]
    more = ""
    if folded:
        items = "".join(f"<li><b>{escape(name)}</b>{'：' if lang == 'ja' else ': '}{escape(('、' if lang == 'ja' else ', ').join(vs))}</li>" for name, vs in folded)
        more = (f'<details class="dx-variants"><summary>{escape(VARIANTS[0] if lang == "ja" else VARIANTS[1])}'
                f"{count(len(folded), lang)}</summary><ul>{items}</ul></details>")
    shown = g.copy()
    shown.remove_nodes_from([n for n, d in g.nodes(data=True) if d.get("kind") == "rule" and not g.degree(n)])
    box = widgets.HTML(f'<div class="dx-position-graph" style="overflow-x:auto">{to_svg(shown, lang)}</div>{more}')
    box.add_class("dx-position-view")
    return box


def simple_graph(g: nx.MultiDiGraph, lang: str = "en") -> nx.DiGraph:
    """One edge per node pair (types joined), labels in ``lang``: what the widget draws."""
    h = nx.DiGraph()
    for n, d in g.nodes(data=True):
        kind = str(d.get("kind", "rule"))
        if kind == "rule" and "house" in d:
            kind = "base rule" if d.get("base") else ("house rule" if d.get("house") else "law")
        if kind == "meld":
            kind = "legal meld" if d.get("legal") else "illegal meld"
        h.add_node(n, label=str(d.get(f"label_{lang}", d.get("label", n))), kind=kind)
    for u, v, k, d in g.edges(keys=True, data=True):
        if h.has_edge(u, v):
            h[u][v]["type"] = f"{h[u][v]['type']}+{k}"
        else:
            h.add_edge(u, v, type=str(k), witness=str(d.get("witness", "")))
    return h


def graph_widget(g: nx.MultiDiGraph, lang: str = "en", height: int = 500, **options: Any) -> Sigma:
    """An ipysigma view of a position graph or the rule graph (for notebooks in JupyterLab, not the Voilà pages)."""
    from ipysigma import Sigma

    h = simple_graph(g, lang)
    palette = {**NODE_COLOURS, "legal meld": "#d3f9d8", "illegal meld": "#ffe3e3", "law": "#fff3bf",
               "house rule": "#ffd8a8", "base rule": "#e9ecef"}
    return Sigma(
        h,
        node_label="label",
        node_color="kind",
        node_color_palette=palette,
        edge_color="type",
        edge_color_palette={k: v for k, v in EDGE_COLOURS.items()},
        default_edge_type="arrow",
        height=height,
        clickable_edges=True,
        **options,
    )


def rule_graph_view(lang: str = "en") -> widgets.Widget:
    """The rule graph with only the rules that interact, and a language switch."""
    from explorer.graphs.rule_graph import rule_graph

    toggle = widgets.ToggleButtons(options=[("日本語", "ja"), ("English", "en")], value=lang)
    box = widgets.VBox([toggle])

    def draw(*_: object) -> None:
        g = rule_graph(lang=toggle.value)
        g.remove_nodes_from([n for n in list(g) if g.degree(n) == 0])
        box.children = [toggle, graph_widget(g, toggle.value)]

    toggle.observe(draw, names="value")
    draw()
    return box


def scenario_graph_view(folder: str | None = None, lang: str = "en") -> widgets.Widget:
    """Pick a scenario and a step: the position graph of whoever is to play there."""
    from pathlib import Path

    from explorer.resources import scenarios_dir
    from explorer.engine.errors import ExplorerError
    from explorer.graphs.position import position_graph
    from explorer.scenarios.model import load_scenario
    from explorer.scenarios.runner import ScenarioRun, scenario_files

    root = Path(folder) if folder else scenarios_dir()
    files = scenario_files([str(root)])
    names = [(str(f.relative_to(root)), str(f)) for f in files]
    pick = widgets.Dropdown(options=names, description="scenario", layout=widgets.Layout(width="60%"))
    step = widgets.IntSlider(min=0, max=0, description="step")
    toggle = widgets.ToggleButtons(options=[("日本語", "ja"), ("English", "en")], value=lang)
    message = widgets.HTML()
    box = widgets.VBox([widgets.HBox([pick, toggle]), step, message])

    def draw(*_: object) -> None:
        try:
            run = ScenarioRun(load_scenario(pick.value))
            step.max = len(run.scenario.steps)
            for _i in range(min(step.value, step.max)):
                run.next()
            if run.state.pending is None:
                message.value = ("<span class=dx-note style=color:#555>この局面では誰の手番でもない</span>" if toggle.value == "ja"
                                 else "<span class=dx-note style=color:#555>nobody is to play here</span>")
                box.children = box.children[:3]
                return
            g = position_graph(run.state, lang=toggle.value)
            title = run.scenario.title.get(toggle.value)
            message.value = f"<b>{escape(title)}</b>"
            box.children = [*box.children[:3], graph_widget(g, toggle.value)]
        except ExplorerError as exc:
            message.value = f"<span style='color:#c92a2a'>{escape(describe(exc, toggle.value))}</span>"

    for w in (pick, step, toggle):
        w.observe(draw, names="value")
    if names:
        draw()
    return box
