"""Graph export: node-link JSON, GraphML, and a static SVG picture (no plotting library needed).

>>> import networkx as nx
>>> g = nx.MultiDiGraph()
>>> g.add_node("rule:a", kind="rule", label="A"); g.add_node("meld:x", kind="meld", label="x", legal=True)
>>> g.add_edge("rule:a", "meld:x", key="enables")
'enables'
>>> '"key": "enables"' in to_json(g), "<graphml" in to_graphml(g), to_svg(g).startswith("<svg")
(True, True, True)
"""

from __future__ import annotations

import io
import json
from html import escape
from typing import Any

import networkx as nx

EDGE_COLOURS = {
    "enables": "#2b8a3e", "forbids": "#c92a2a", "fires": "#e67700", "leads_to": "#5c7cfa", "beats": "#adb5bd",
    "blocks": "#c92a2a", "overrides": "#862e9c", "compounds": "#e67700", "conflicts": "#d6336c",
}
NODE_COLOURS = {"rule": "#fff3bf", "field": "#e9ecef", "meld": "#d3f9d8", "outcome": "#dbe4ff"}
COLUMNS = {"rule": 0, "field": 1, "meld": 1, "outcome": 2}


def _plain(value: Any) -> Any:
    if isinstance(value, (str, int, float, bool)) or value is None:
        return "" if value is None else value
    if isinstance(value, (list, tuple, set, frozenset)):
        return "; ".join(map(str, value))
    return str(value)


def to_json(g: nx.MultiDiGraph) -> str:
    """Node-link JSON (networkx's format), keys kept."""
    data = nx.node_link_data(g, edges="links")
    return json.dumps(data, ensure_ascii=False, indent=1, default=str)


def to_graphml(g: nx.MultiDiGraph) -> str:
    """GraphML, every attribute flattened to text or numbers."""
    h = nx.MultiDiGraph()
    h.graph.update({k: _plain(v) for k, v in g.graph.items()})
    for n, d in g.nodes(data=True):
        h.add_node(n, **{k: _plain(v) for k, v in d.items()})
    for u, v, k, d in g.edges(keys=True, data=True):
        h.add_edge(u, v, key=k, type=k, **{kk: _plain(vv) for kk, vv in d.items() if kk != "type"})
    buf = io.BytesIO()
    nx.write_graphml(h, buf)
    return buf.getvalue().decode("utf-8")


def to_svg(g: nx.MultiDiGraph, lang: str | None = None) -> str:
    """A layered picture: rules on the left, the field and melds in the middle, outcomes on the right.

    A graph with no ``kind`` on its nodes (the rule graph) is drawn as a circle.
    """
    lang = lang or str(g.graph.get("lang", "en"))
    nodes = list(g.nodes(data=True))
    pos: dict[str, tuple[float, float]] = {}
    if all(d.get("kind") == "rule" for _, d in nodes) and nodes:
        import math

        active = [n for n, _ in nodes if g.degree(n)] or [n for n, _ in nodes]
        r = 60 + 14 * len(active)
        for i, n in enumerate(active):
            a = 2 * math.pi * i / len(active)
            pos[n] = (r + 160 + r * math.cos(a), r + 40 + r * math.sin(a))
        width, height = int(2 * r + 320), int(2 * r + 80)
    else:
        cols: dict[int, list[str]] = {0: [], 1: [], 2: []}
        for n, d in nodes:
            cols[COLUMNS.get(str(d.get("kind")), 1)].append(n)
        rows = max(len(c) for c in cols.values()) or 1
        for c, names in cols.items():
            for i, n in enumerate(names):
                pos[n] = (120 + c * 320, 30 + i * 26)
        width, height = 900, 60 + rows * 26
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" font-family="sans-serif" font-size="12">']
    for u, v, k in g.edges(keys=True):
        if u not in pos or v not in pos:
            continue
        (x1, y1), (x2, y2) = pos[u], pos[v]
        colour = EDGE_COLOURS.get(str(k), "#495057")
        out.append(f'<line x1="{x1:.0f}" y1="{y1:.0f}" x2="{x2:.0f}" y2="{y2:.0f}" stroke="{colour}" '
                   f'stroke-width="1.4" opacity="0.7"><title>{escape(str(k))}</title></line>')
    for n, d in nodes:
        if n not in pos:
            continue
        x, y = pos[n]
        label = str(d.get(f"label_{lang}", d.get("label", n)))
        fill = NODE_COLOURS.get(str(d.get("kind")), "#fff3bf")
        if d.get("kind") == "meld" and not d.get("legal", True):
            fill = "#ffe3e3"
        out.append(f'<g><rect x="{x - 110:.0f}" y="{y - 10:.0f}" width="220" height="20" rx="6" fill="{fill}" '
                   f'stroke="#868e96"/><text x="{x:.0f}" y="{y + 4:.0f}" text-anchor="middle">{escape(label)}</text></g>')
    legend = sorted({str(k) for _, _, k in g.edges(keys=True)})
    for i, k in enumerate(legend):
        out.append(f'<text x="10" y="{height - 10 - 14 * i}" fill="{EDGE_COLOURS.get(k, "#495057")}">— {escape(k)}</text>')
    out.append("</svg>")
    return "\n".join(out)
