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
    """A column's head: the rule's whole short name (card number and name), written top to bottom."""
    return short_label(g, node, lang)


GLYPHS = {"enables": "+", "blocks": "×", "overrides": "»", "compounds": "&", "conflicts": "≠"}
"""Each interaction type's mark in a matrix cell and the legend: the types differ by mark as well as colour."""


def cell_id(u: str, v: str) -> str:
    """The id a matrix cell carries (``data-cell``) and the page reads back when it is clicked."""
    return f"{u}|{v}"


MATRIX_CSS = (
    "<style>.dx-matrix-wrap{overflow:auto;max-width:100%;max-height:min(70vh,760px);border:1px solid #dee2e6}"
    ".dx-matrix{border-collapse:separate;border-spacing:0;font-size:11px;line-height:1.1}"
    ".dx-matrix td{width:17px;min-width:17px;height:17px;border:1px solid #f1f3f5;padding:0;text-align:center;"
    "color:#fff;font-weight:bold;font-size:11px}"
    ".dx-matrix td.dx-on{cursor:pointer}.dx-matrix td.dx-on:hover,.dx-matrix td.dx-on:focus{outline:3px solid #212529;"
    "outline-offset:-1px}"
    ".dx-matrix th.dx-row{position:sticky;left:0;z-index:1;background:#fff;text-align:right;padding:0 6px 0 2px;"
    "white-space:nowrap;font-weight:normal}"
    ".dx-matrix th.dx-col{position:sticky;top:0;z-index:1;background:#fff;font-weight:normal;color:#343a40;"
    "vertical-align:bottom;padding:2px 0}"
    ".dx-matrix th.dx-col div{writing-mode:vertical-rl;white-space:nowrap;margin:0 auto}"
    ".dx-matrix th.dx-corner{position:sticky;left:0;top:0;z-index:2;background:#fff;vertical-align:bottom;"
    "text-align:right;padding:2px 6px;font-weight:normal;color:#495057;font-size:10px;white-space:normal}"
    ".dx-matrix .dx-chosen{box-shadow:inset 0 0 0 2px #1c7ed6}.dx-matrix th.dx-chosen{font-weight:bold;color:#1c7ed6}"
    ".dx-matrix td.dx-chosen:not(.dx-on){background:#e7f5ff}"
    ".dx-matrix td.dx-picked{outline:3px solid #212529;outline-offset:-1px}"
    ".dx-matrix th.dx-rule-head{cursor:pointer}.dx-matrix th.dx-rule-head:hover,.dx-matrix th.dx-rule-head:focus"
    "{text-decoration:underline;color:#1c7ed6}</style>")


def type_words(kind: str, lang: str) -> str:
    from explorer.widgets.i18n import t

    return t(f"edge_{kind}", lang)


def matrix_html(g: nx.MultiDiGraph, lang: str, chosen: str = "", fold: bool = True, picked: str = "") -> str:
    """Rows act on columns. A cell with interactions is coloured and marked by its type (:data:`GLYPHS`),
    focusable (Tab) and clickable (``data-cell``: :func:`cell_id`; the page script hands a click or Enter to
    the page), its name for a screen reader the rule in the row, the rule in the column and the types."""
    from explorer.widgets.i18n import t

    rows = rule_rows(g, fold)
    cells: dict[tuple[str, str], list[tuple[str, str, str]]] = {}
    for u, v, k in g.edges(keys=True):
        cells.setdefault((folded_id(str(u), fold), folded_id(str(v), fold)), []).append((str(u), str(k), str(v)))
    def opens(r: str) -> str:  # a rule's name is a button: it opens the rule's neighbours (the page script)
        said = escape(t("ix_rule_head", lang).format(rule=short_label(g, r, lang)))
        return f'tabindex="0" role="button" aria-label="{said}"'

    head = "".join(f'<th class="dx-col dx-rule-head{" dx-chosen" if r == chosen else ""}" data-rule="{escape(r)}" '
                   f'scope="col" title="{escape(short_label(g, r, lang))}" {opens(r)}>'
                   f'<div>{escape(column_label(g, r, lang))}</div></th>' for r in rows)
    body = []
    for r in rows:
        tds = []
        for c in rows:
            edges = cells.get((r, c), [])
            mark = " dx-chosen" if chosen in (r, c) and chosen else ""
            if not edges:
                tds.append(f'<td class="dx-cell{mark}" data-u="{escape(r)}" data-v="{escape(c)}" data-types=""></td>')
                continue
            kinds = [k for k in ORDER if k in {k for _, k, _ in edges}]
            top = kinds[0]
            words = "、".join(type_words(k, lang) for k in kinds) if lang == "ja" else ", ".join(
                type_words(k, lang) for k in kinds)
            name = t("ix_cell", lang).format(u=short_label(g, r, lang), v=short_label(g, c, lang), types=words)
            pick = " dx-picked" if picked == cell_id(r, c) else ""
            tds.append(f'<td class="dx-cell dx-on{mark}{pick}" data-u="{escape(r)}" data-v="{escape(c)}" '
                       f'data-cell="{escape(cell_id(r, c))}" data-types="{escape(",".join(sorted(kinds)))}" '
                       f'style="background:{EDGE_COLOURS[top]}" tabindex="0" role="button" '
                       f'aria-label="{escape(name)}" title="{escape(name)}">{escape(GLYPHS[top])}</td>')
        th = (f'<th class="dx-row dx-rule-head{" dx-chosen" if r == chosen else ""}" data-rule="{escape(r)}" '
              f'scope="row" title="{escape(short_label(g, r, lang))}" {opens(r)}>{escape(short_label(g, r, lang))}</th>')
        body.append(f"<tr>{th}{''.join(tds)}</tr>")
    corner = f'<th class="dx-corner">{escape(t("ix_corner", lang))}</th>'
    return (f'{MATRIX_CSS}<div class="dx-matrix-wrap"><table class="dx-matrix"><tr>{corner}{head}</tr>'
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
        for lang in ("ja", "en"):  # what the witness shows (the graph's text), else the type's sentence
            d[f"text_{lang}"] = str(d.get(f"text_{lang}") or edge_sentence(str(u), str(k), str(v), lang))
    return h, columns


def neighbourhood_svg(g: nx.MultiDiGraph, node: str, lang: str, fold: bool = True, narrow: float | None = None) -> str:
    """The SVG of ``node``'s neighbourhood (good enough for a handout: no overlap, legend in words): the rules
    acting on it, it, the rules it acts on, left to right, or (``narrow``, px) top to bottom for a phone."""
    from explorer.widgets.active_graph import _TYPE_WORDS_EN, _TYPE_WORDS_JA

    h, columns = neighbourhood(g, node, fold)
    h.graph["legend_ja"], h.graph["legend_en"] = dict(_TYPE_WORDS_JA), dict(_TYPE_WORDS_EN)
    return to_svg(h, lang, columns=columns, highlight=next((n for n in h if columns.get(n) == 1), None),
                  narrow=narrow)


NARROW = 340
"""The width (px) of the neighbourhood drawn for a phone (a 390 px screen less the page's margins)."""
HOOD_STYLE = ("<style>.dx-hood-narrow{display:none}.dx-hood-narrow svg{max-width:100%;height:auto}"
              "@media (max-width:640px){.dx-hood-wide{display:none}.dx-hood-narrow{display:block}}</style>")
"""The wide drawing on a desktop, the stacked one on a phone (the wide one is up to 544 px: 6 of 53 fitted)."""


def neighbourhood_html(g: nx.MultiDiGraph, node: str, lang: str) -> str:
    """``node``'s neighbourhood drawn twice, left to right and stacked, the screen's width choosing one."""
    return (f'{HOOD_STYLE}<div class="dx-hood-wide" style="overflow-x:auto;max-width:100%">'
            f'{neighbourhood_svg(g, node, lang)}</div>'
            f'<div class="dx-hood-narrow">{neighbourhood_svg(g, node, lang, narrow=NARROW)}</div>')
