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
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from html import escape
from typing import Any

import networkx as nx

EDGE_COLOURS = {
    "enables": "#2b8a3e", "forbids": "#c92a2a", "fires": "#e67700", "leads_to": "#5c7cfa", "beats": "#adb5bd",
    "blocks": "#c92a2a", "overrides": "#862e9c", "compounds": "#e67700", "conflicts": "#1864ab",
}
NODE_COLOURS = {"rule": "#fff3bf", "field": "#e9ecef", "meld": "#d3f9d8", "outcome": "#dbe4ff"}
COLUMNS = {"rule": 0, "meld": 1, "field": 2, "outcome": 2}


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


@dataclass(frozen=True)
class Box:
    """A node's label box in a drawing (top-left corner, size, in px)."""

    x: float
    y: float
    w: float
    h: float

    def overlaps(self, other: Box) -> bool:
        return not (self.x + self.w <= other.x or other.x + other.w <= self.x
                    or self.y + self.h <= other.y or other.y + other.h <= self.y)


ROW, GAP, PAD, COLUMN_GAP = 22, 8, 10, 70


def text_width(text: str, size: float = 12) -> float:
    """An upper bound of the drawn width of ``text`` (CJK and card symbols count as wide)."""
    return sum(size if ord(ch) > 0x2000 else size * 0.62 for ch in text)


def node_text(d: Mapping[str, Any], n: str, lang: str) -> str:
    return str(d.get(f"label_{lang}", d.get("label", n)))


def layered_layout(g: nx.MultiDiGraph, lang: str, columns: Mapping[str, int] | None = None) -> dict[str, Box]:
    """Left to right by ``column`` (default: rules → the field and plays → outcomes), one box per node,
    each column as wide as its widest label, rows never sharing a pixel: label boxes cannot overlap.

    Deterministic: nodes keep the graph's order inside a column.
    """
    cols: dict[int, list[str]] = {}
    for n, d in g.nodes(data=True):
        c = (columns or {}).get(n, COLUMNS.get(str(d.get("kind")), 1))
        cols.setdefault(c, []).append(n)
    boxes: dict[str, Box] = {}
    x: float = PAD
    tallest = max((len(v) for v in cols.values()), default=1)
    for c in sorted(cols):
        names = cols[c]
        width = max(text_width(node_text(g.nodes[n], n, lang)) for n in names) + 2 * PAD
        top = PAD + (tallest - len(names)) * (ROW + GAP) / 2
        for i, n in enumerate(names):
            boxes[n] = Box(x, top + i * (ROW + GAP), width, ROW)
        x += width + COLUMN_GAP
    return boxes


def stacked_layout(g: nx.MultiDiGraph, lang: str, columns: Mapping[str, int], width: float) -> dict[str, Box]:
    """:func:`layered_layout` turned on its side for a phone: each column a band, top to bottom, its boxes side by
    side and wrapping at ``width`` px, each row centred; label boxes cannot overlap.

    >>> g = nx.MultiDiGraph(); g.add_nodes_from(["a", "b", "c"])
    >>> boxes = stacked_layout(g, "en", {"a": 0, "b": 1, "c": 2}, 300)
    >>> boxes["a"].y < boxes["b"].y < boxes["c"].y, all(b.x + b.w <= 300 for b in boxes.values())
    (True, True)
    """
    cols: dict[int, list[str]] = {}
    for n in g.nodes:
        cols.setdefault(columns.get(n, 1), []).append(n)
    boxes: dict[str, Box] = {}
    y: float = PAD
    for c in sorted(cols):
        rows: list[list[tuple[str, float]]] = [[]]
        used: float = PAD
        for n in cols[c]:
            w = min(text_width(node_text(g.nodes[n], n, lang)) + 2 * PAD, width - 2 * PAD)
            if rows[-1] and used + w + PAD > width:
                rows.append([])
                used = PAD
            rows[-1].append((n, w))
            used += w + GAP
        for row in rows:
            span = sum(w for _, w in row) + GAP * (len(row) - 1)
            x = max(PAD, (width - span) / 2)
            for n, w in row:
                boxes[n] = Box(x, y, w, ROW)
                x += w + GAP
            y += ROW + GAP
        y += COLUMN_GAP - GAP
    return boxes


def to_svg(g: nx.MultiDiGraph, lang: str | None = None, columns: Mapping[str, int] | None = None,
           highlight: str | None = None, narrow: float | None = None) -> str:
    """A layered picture (:func:`layered_layout`): rules on the left, the field and plays in the middle,
    outcomes on the right; for the rule graph ``columns`` places each rule.  Edges are curves coloured
    by type, each with its words as a tooltip; a legend in the reader's words (``legend_<lang>``).
    ``narrow`` (px): the columns stacked top to bottom instead, at most that wide (:func:`stacked_layout`)."""
    lang = lang or str(g.graph.get("lang", "en"))
    kinds = sorted({str(k) for _, _, k in g.edges(keys=True)})
    if narrow is not None:
        return _drawing(g, lang, stacked_layout(g, lang, columns or {}, narrow), narrow, kinds, highlight, _down)
    boxes = layered_layout(g, lang, columns)
    width = max((b.x + b.w for b in boxes.values()), default=200) + PAD
    # room for what sticks out of the boxes: an edge between boxes of one column bulges 40 px to their right,
    # and the legend's words run on from the left margin (the drawing was cut to its boxes: 129 px, issue 28)
    legend_words = g.graph.get(f"legend_{lang}")
    for k in kinds:
        words = str(legend_words.get(k, k)) if isinstance(legend_words, dict) else k
        wide = sum(12 if ord(ch) > 0x2e80 else 7 for ch in words)
        width = max(width, PAD + 24 + wide + PAD)
    for u, v in g.edges():
        if u in boxes and v in boxes and not (boxes[u].x + boxes[u].w <= boxes[v].x or boxes[v].x + boxes[v].w <= boxes[u].x):
            width = max(width, max(boxes[u].x + boxes[u].w, boxes[v].x + boxes[v].w) + 40 + PAD)
    return _drawing(g, lang, boxes, width, kinds, highlight, _across)


def _across(a: Box, b: Box) -> str:
    """An edge's curve left to right, from the side of one box to the facing side of the other (within one
    column, out of their right sides and 40 px beyond)."""
    if a.x + a.w <= b.x:
        x1, x2 = a.x + a.w, b.x
    elif b.x + b.w <= a.x:
        x1, x2 = a.x, b.x + b.w
    else:
        x1, x2 = a.x + a.w, b.x + b.w
    y1, y2 = a.y + a.h / 2, b.y + b.h / 2
    mid = (x1 + x2) / 2 if x1 != x2 else x1 + 40
    return f"M{x1:.0f},{y1:.0f} C{mid:.0f},{y1:.0f} {mid:.0f},{y2:.0f} {x2:.0f},{y2:.0f}"


def _down(a: Box, b: Box) -> str:
    """An edge's curve top to bottom, from the bottom of the upper box to the top of the lower one (within one
    band, under both boxes)."""
    x1, x2 = a.x + a.w / 2, b.x + b.w / 2
    if a.y + a.h <= b.y:
        y1, y2 = a.y + a.h, b.y
    elif b.y + b.h <= a.y:
        y1, y2 = a.y, b.y + b.h
    else:
        y1 = y2 = a.y + a.h
    mid = (y1 + y2) / 2 if y1 != y2 else y1 + GAP
    return f"M{x1:.0f},{y1:.0f} C{x1:.0f},{mid:.0f} {x2:.0f},{mid:.0f} {x2:.0f},{y2:.0f}"


def _drawing(g: nx.MultiDiGraph, lang: str, boxes: Mapping[str, Box], width: float, kinds: list[str],
             highlight: str | None, curve: Callable[[Box, Box], str]) -> str:
    """The SVG of ``g`` laid out in ``boxes``: its edges drawn by ``curve``, then its boxes, then the legend."""
    out = [_svg_head(boxes, width, len(kinds))]
    for u, v, k, d in g.edges(keys=True, data=True):
        if u not in boxes or v not in boxes:
            continue
        out.append(f'<path d="{curve(boxes[u], boxes[v])}" fill="none" stroke="{EDGE_COLOURS.get(str(k), "#495057")}" '
                   f'stroke-width="1.6" opacity="0.75" data-type="{escape(str(k))}">'
                   f'<title>{escape(_edge_words(g, str(k), d, lang))}</title></path>')
    out += _node_svgs(g, boxes, lang, highlight)
    out += _legend_svgs(g, boxes, lang, kinds)
    out.append("</svg>")
    return "\n".join(out)


def _svg_head(boxes: Mapping[str, Box], width: float, legend_lines: int) -> str:
    """The ``<svg>`` tag of a drawing ``width`` px wide, tall enough for its boxes and its legend's lines."""
    height = max((b.y + b.h for b in boxes.values()), default=40) + PAD + 18 * legend_lines + 10
    return (f'<svg xmlns="http://www.w3.org/2000/svg" class="dx-graph-svg" width="{width:.0f}" height="{height:.0f}" '
            f'viewBox="0 0 {width:.0f} {height:.0f}" font-family="sans-serif" font-size="12">')


def _edge_words(g: nx.MultiDiGraph, k: str, d: Mapping[str, Any], lang: str) -> str:
    return str(d.get(f"text_{lang}", "")) or str(g.graph.get(f"edge_{lang}", {}).get(str(k), k)
                                                 if isinstance(g.graph.get(f"edge_{lang}"), dict) else k)


def _node_svgs(g: nx.MultiDiGraph, boxes: Mapping[str, Box], lang: str, highlight: str | None) -> list[str]:
    out: list[str] = []
    for n, d in g.nodes(data=True):
        b = boxes[n]
        fill = NODE_COLOURS.get(str(d.get("kind")), "#fff3bf")
        if d.get("kind") == "meld" and not d.get("legal", True):
            fill = "#ffe3e3"
        if d.get("house"):
            fill = "#ffd8a8"
        stroke = "#1c7ed6" if n == highlight else "#868e96"
        out.append(f'<g class="dx-node" data-node="{escape(n)}"><rect x="{b.x:.0f}" y="{b.y:.0f}" width="{b.w:.0f}" '
                   f'height="{b.h:.0f}" rx="6" fill="{fill}" stroke="{stroke}" '
                   f'stroke-width="{3 if n == highlight else 1}"/><text x="{b.x + b.w / 2:.0f}" y="{b.y + 15:.0f}" '
                   f'text-anchor="middle">{escape(node_text(d, n, lang))}</text></g>')
    return out


def _legend_svgs(g: nx.MultiDiGraph, boxes: Mapping[str, Box], lang: str, kinds: list[str]) -> list[str]:
    legend = g.graph.get(f"legend_{lang}")
    names = legend if isinstance(legend, dict) else {}
    y0 = max((b.y + b.h for b in boxes.values()), default=40) + PAD + 14
    return [f'<text x="{PAD}" y="{y0 + 18 * i:.0f}" fill="{EDGE_COLOURS.get(k, "#495057")}">'
            f'━ {escape(str(names.get(k, k)))}</text>' for i, k in enumerate(kinds)]
