"""``python -m explorer graph``: the position graph at a scenario step, or the rule graph."""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path
from typing import TextIO

import networkx as nx

from explorer.engine.errors import ExplorerError
from explorer.graphs.export import to_graphml, to_json, to_svg
from explorer.text.describe import describe


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
        err.write(f"エラー：{describe(exc, lang)}\n" if lang == "ja" else f"error: {describe(exc, lang)}\n")
        return 2


def _decks(text: str | None) -> tuple[str, ...]:
    """``--decks``: deck ids, comma-separated (a :class:`RuleError` names an unknown one)."""
    from explorer.rules.decks import deck

    ids = tuple(d.strip() for d in (text or "cthulhu").split(",") if d.strip()) or ("cthulhu",)
    for d in ids:
        deck(d)
    return ids


def rules_command(fmt: str, lang: str, regenerate: bool, positions: int, seed: int, out: TextIO, err: TextIO,
                  focus: str | None = None, decks: str | None = None, files: Sequence[str] = (),
                  decks_only: bool = False) -> int:
    """The rule graph (``focus``: one rule, law and house rule folded, with its neighbours) in ``fmt``, over
    the chosen ``decks``; the rules of rule ``files`` (already read) are searched against them, here and now."""
    import time

    from explorer.graphs import rule_graph as rg
    from explorer.rules.catalogue import rule_class

    try:
        chosen = _decks(decks)
    except ExplorerError as exc:
        err.write(f"エラー：--decks: {describe(exc, 'ja')}\n" if lang == "ja" else f"error: --decks: {describe(exc, lang)}\n")
        return 2
    own = tuple(dict.fromkeys(rule_class(rid) for rid in _file_rule_ids(files)))
    workers = os.cpu_count() or 1
    if regenerate:
        root = Path(__file__).resolve().parents[1]
        nodes = rg.deck_variants(chosen)
        pairs = rg.all_pairs(nodes, [v for v in nodes if not rg.is_cthulhu(v.node)] if decks_only else ())
        start, cpu = time.perf_counter(), time.process_time()
        found = rg.search(pairs, positions=positions, seed=seed, workers=workers)
        seconds = time.perf_counter() - start
        if "cthulhu" in chosen and not decks_only:
            main = rg.with_stated({e: w for e, w in found.items() if rg.is_cthulhu(e[0]) and rg.is_cthulhu(e[2])})
            rg.save(main, root / "scenarios" / "witnesses", rg.CACHE, seed=seed, positions=positions)
            err.write(f"rule graph: {len(main)} Cthulhu edges, witnesses in scenarios/witnesses/, cache {rg.CACHE.name}\n")
        others = {e: w for e, w in found.items() if not (rg.is_cthulhu(e[0]) and rg.is_cthulhu(e[2]))}
        if any(d != "cthulhu" for d in chosen):
            rg.save(others, root / "scenarios" / "witnesses" / rg.DECKS_FOLDER, rg.DECKS_CACHE, seed=seed,
                    positions=positions, nodes=[v for v in nodes if not rg.is_cthulhu(v.node)])
            err.write(f"rule graph: {len(others)} edges with a deck rule, witnesses in scenarios/witnesses/"
                      f"{rg.DECKS_FOLDER}/, cache {rg.DECKS_CACHE.name}\n")
        kinds = {k: sum(1 for e in found if e[1] == k) for k in rg.EDGE_TYPES}
        err.write(f"rule graph: {len(pairs)} pairs x {positions} positions searched in {seconds:.0f} s with "
                  f"{workers} workers; edges by kind: {', '.join(f'{k} {n}' for k, n in kinds.items())}\n")
    extra = {}
    if own:
        nodes = rg.deck_variants(chosen, own)
        new = [v for v in nodes if v.cls in own]
        extra = rg.search(rg.all_pairs(nodes, new), positions=positions, seed=seed, workers=workers)
        err.write(f"rule graph: {len(extra)} edges of the rule file's {len(own)} rules, searched now "
                  f"({positions} positions per pair)\n")
    g = rg.rule_graph(lang=lang, decks=chosen if decks is not None or own else None, found=extra, rules=own)
    if focus is not None:
        from explorer.widgets.rule_matrix import neighbourhood, neighbourhood_svg

        try:
            rid = rule_class(focus).id
        except ExplorerError as exc:
            err.write(f"error: --rule {focus}: {describe(exc, lang)}\n")
            return 2
        if fmt == "svg":
            out.write(neighbourhood_svg(g, rid, lang) + "\n")
            return 0
        g = neighbourhood(g, rid)[0]
    out.write(render(g, fmt, lang) + "\n")
    return 0


def _file_rule_ids(files: Sequence[str]) -> list[str]:
    """The ids of the rules the rule files define (they are registered already: the command line read them)."""
    from explorer.rules.custom import rules_from_text
    from explorer.guarded_yaml import read_scenario_file

    return [r.id for f in files for r in rules_from_text(read_scenario_file(f), f)]
