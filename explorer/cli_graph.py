"""``python -m explorer graph``: the position graph at a scenario step, or the rule graph."""

from __future__ import annotations

from pathlib import Path
from typing import TextIO

import networkx as nx

from explorer.errors import ExplorerError
from explorer.graphs.export import to_graphml, to_json, to_svg


def render(g: nx.MultiDiGraph, fmt: str, lang: str) -> str:
    if fmt == "graphml":
        return to_graphml(g)
    if fmt == "svg":
        return to_svg(g, lang)
    return to_json(g)


def position_command(path: str, step: int | None, fmt: str, lang: str, out: TextIO, err: TextIO) -> int:
    """The position graph after ``step`` steps of a scenario (default: its start)."""
    from explorer.graphs.position import position_graph
    from explorer.scenarios.model import load_scenario
    from explorer.scenarios.runner import ScenarioRun

    try:
        run = ScenarioRun(load_scenario(path))
        n = step or 0
        if n > len(run.scenario.steps):
            err.write(f"error: {path}: --step {n}, but the scenario has {len(run.scenario.steps)} steps\n")
            return 2
        for _ in range(n):
            run.next()
        if run.state.pending is None:
            err.write(f"エラー：{path}：手順{n}のあとは誰の手番でもない（ラウンドは終わっている）\n" if lang == "ja"
                      else f"error: {path}: after step {n} nobody is to play (the round is over)\n")
            return 2
        out.write(render(position_graph(run.state, lang=lang), fmt, lang) + "\n")
        return 0
    except ExplorerError as exc:
        err.write(f"エラー：{exc.text(lang)}\n" if lang == "ja" else f"error: {exc.text(lang)}\n")
        return 2


def rules_command(fmt: str, lang: str, regenerate: bool, positions: int, seed: int, out: TextIO, err: TextIO,
                  focus: str | None = None) -> int:
    """The rule graph (``focus``: one rule, law and house rule folded, with its neighbours) in ``fmt``."""
    from explorer.graphs import rule_graph as rg

    if regenerate:
        root = Path(__file__).resolve().parents[1]
        import os

        found = rg.with_stated(rg.search(positions=positions, seed=seed, workers=os.cpu_count() or 1))
        rg.save(found, root / "scenarios" / "witnesses", rg.CACHE, seed=seed, positions=positions)
        err.write(f"rule graph: {len(found)} edges, witnesses in scenarios/witnesses/, cache {rg.CACHE.name}\n")
    g = rg.rule_graph(lang=lang)
    if focus is not None:
        from explorer.rules.catalogue import rule_class
        from explorer.widgets.rule_matrix import neighbourhood, neighbourhood_svg

        try:
            rid = rule_class(focus).id
        except ExplorerError as exc:
            err.write(f"error: --rule {focus}: {exc.text(lang)}\n")
            return 2
        if fmt == "svg":
            out.write(neighbourhood_svg(g, rid, lang) + "\n")
            return 0
        g = neighbourhood(g, rid)[0]
    out.write(render(g, fmt, lang) + "\n")
    return 0
