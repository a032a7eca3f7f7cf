"""The whole rule graph as something a person can scan: a rules × rules matrix coloured by edge type
(law and house-rule variants folded into one cell unless asked), and one rule's neighbourhood drawn
left to right (the rules that act on it, the rule, the rules it acts on).

>>> from explorer.graphs.rule_graph import rule_graph
>>> html = matrix_html(rule_graph(), "en", chosen="eight_cut")
>>> 'data-rule="eight_cut"' in html and "dx-chosen" in html
True
"""

from __future__ import annotations

from html import escape

import networkx as nx

from explorer.graphs.export import EDGE_COLOURS, to_svg
from explorer.graphs.witness_text import edge_sentence

ORDER = ("enables", "blocks", "overrides", "conflicts", "compounds")
"""Which colour a cell with several edge types takes (the first present)."""


def folded_id(node: str, fold: bool) -> str:
    return node.removesuffix("@house") if fold else node


def rule_rows(g: nx.MultiDiGraph, fold: bool = True) -> list[str]:
    """The matrix's rows: every rule (folded: one per card), base rules first, then by card number."""
    rows = {folded_id(str(n), fold): d for n, d in g.nodes(data=True)}
    return sorted(rows, key=lambda n: (0 if rows[n].get("base") else 1, int(rows[n].get("number") or 0), n))


def short_label(g: nx.MultiDiGraph, node: str, lang: str) -> str:
    d = g.nodes[node] if node in g else g.nodes[node + "@house"]
    number = int(d.get("number") or 0)
    name = str(d.get(f"label_{lang}", node)) if node in g else str(g.nodes[node].get(f"label_{lang}"))
    return f"{number:02d} {name}" if number else name


def column_label(g: nx.MultiDiGraph, node: str, lang: str) -> str:
    """A column's head: the card number, or the base rule's first characters."""
    label = short_label(g, node, lang)
    return label[:2] if label[:2].isdigit() else label[: 2 if lang == "ja" else 3]


def matrix_html(g: nx.MultiDiGraph, lang: str, chosen: str = "", fold: bool = True) -> str:
    """Rows act on columns; a cell's colour is its edge type, its tooltip the sentences."""
    rows = rule_rows(g, fold)
    cells: dict[tuple[str, str], list[tuple[str, str, str]]] = {}
    for u, v, k in g.edges(keys=True):
        cells.setdefault((folded_id(str(u), fold), folded_id(str(v), fold)), []).append((str(u), str(k), str(v)))
    head = "".join(f'<th class="dx-col{" dx-chosen" if r == chosen else ""}" data-rule="{escape(r)}" '
                   f'title="{escape(short_label(g, r, lang))}"><div>{escape(column_label(g, r, lang))}</div></th>'
                   for r in rows)
    body = []
    for r in rows:
        tds = []
        for c in rows:
            edges = cells.get((r, c), [])
            style, tip = "", ""
            if edges:
                kinds = {k for _, k, _ in edges}
                top = next(k for k in ORDER if k in kinds)
                style = f"background:{EDGE_COLOURS[top]}"
                tip = " / ".join(dict.fromkeys(edge_sentence(u, k, v, lang) for u, k, v in edges))
            mark = " dx-chosen" if chosen in (r, c) and chosen else ""
            tds.append(f'<td class="dx-cell{mark}" data-u="{escape(r)}" data-v="{escape(c)}" '
                       f'data-types="{escape(",".join(sorted({k for _, k, _ in edges})))}" style="{style}" '
                       f'title="{escape(tip)}"></td>')
        th = f'<th class="dx-row{" dx-chosen" if r == chosen else ""}" data-rule="{escape(r)}">{escape(short_label(g, r, lang))}</th>'
        body.append(f"<tr>{th}{''.join(tds)}</tr>")
    css = ("<style>.dx-matrix{border-collapse:collapse;font-size:11px}.dx-matrix td{width:14px;height:14px;"
           "border:1px solid #e9ecef;padding:0}.dx-matrix th.dx-row{text-align:right;padding-right:6px;"
           "white-space:nowrap;font-weight:normal}.dx-matrix th.dx-col{font-weight:normal;color:#495057;width:14px}"
           ".dx-matrix .dx-chosen{outline:2px solid #1c7ed6}.dx-matrix th.dx-chosen{font-weight:bold;color:#1c7ed6}"
           ".dx-matrix td.dx-chosen:not([style*=background]){background:#e7f5ff}</style>")
    return (f'{css}<div style="overflow-x:auto;max-width:100%"><table class="dx-matrix"><tr><th></th>{head}</tr>'
            f'{"".join(body)}</table></div>')


def neighbourhood(g: nx.MultiDiGraph, node: str, fold: bool = True) -> tuple[nx.MultiDiGraph, dict[str, int]]:
    """``node`` (a folded rule id, or a variant) with the rules that act on it (left) and those it acts on
    (right); a rule doing both stands on the left."""
    variants = [n for n in g if folded_id(str(n), fold) == node] if fold else [node]
    h = nx.MultiDiGraph(**g.graph)
    columns: dict[str, int] = {}
    for n in variants:
        h.add_node(n, **g.nodes[n])
        columns[n] = 1
    for n in variants:
        for u, _, k, d in g.in_edges(n, keys=True, data=True):
            if u not in columns:
                h.add_node(u, **g.nodes[u])
                columns[u] = 0
            h.add_edge(u, n, key=k, **d)
        for _, v, k, d in g.out_edges(n, keys=True, data=True):
            if v not in columns:
                h.add_node(v, **g.nodes[v])
                columns[v] = 2
            h.add_edge(n, v, key=k, **d)
    for u, v, k, d in h.edges(keys=True, data=True):
        for lang in ("ja", "en"):
            d[f"text_{lang}"] = edge_sentence(str(u), str(k), str(v), lang)
    return h, columns


def neighbourhood_svg(g: nx.MultiDiGraph, node: str, lang: str, fold: bool = True) -> str:
    """The SVG of ``node``'s neighbourhood (good enough for a handout: no overlap, legend in words)."""
    from explorer.widgets.active_graph import _TYPE_WORDS_EN, _TYPE_WORDS_JA

    h, columns = neighbourhood(g, node, fold)
    h.graph["legend_ja"], h.graph["legend_en"] = dict(_TYPE_WORDS_JA), dict(_TYPE_WORDS_EN)
    return to_svg(h, lang, columns=columns, highlight=next((n for n in h if columns.get(n) == 1), None))
