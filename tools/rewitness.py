"""Re-derive the generated witnesses that no longer pass after an engine change, or cannot be published, and
only those.

A witness (``scenarios/witnesses/``) records the engine's own outcome at the smallest position the rule-graph
search found for an edge.  When the engine changes a ruling, some witnesses fail.  For each failing one, this
asks the engine again, at the cached position, whether the edge still shows:

- it does: the witness file is written again from the engine (:func:`rule_graph.witness_scenario`);
- it does not: the pair is searched again (same seed and positions per pair as the cache) and the edge gets
  the smallest witness found now;
- nothing shows it any more: the edge leaves the cache and its witness file is removed.

A witness whose revolution play could not have started (no four of a kind in its discard) gets the same position
with one (:func:`rule_graph.with_revolution_group`) when the edge still shows there. A witness that passes but cannot be published (:func:`rule_graph.fault`: its cases read the same, or its type is
not one its outcomes support) is searched again the same way.  Every other edge and witness is left as it is (no full re-search: ``python -m explorer graph --rules
--regenerate`` does that).  It prints what it did to each failing witness.

    python tools/rewitness.py            # the decks' cache (rule_graph_decks.json, scenarios/witnesses/decks/)
    python tools/rewitness.py --cthulhu  # the Cthulhu deck's (rule_graph.json, scenarios/witnesses/)
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import replace
from pathlib import Path

import yaml

from explorer.graphs import rule_graph as rg
from explorer.scenarios.model import scenario_from_text
from explorer.scenarios.runner import run_scenario

ROOT = Path(__file__).resolve().parents[1]


def _passes(path: Path) -> bool:
    try:
        return run_scenario(scenario_from_text(path.read_text(encoding="utf-8"), str(path))).ok
    except Exception:  # a witness that cannot even run is one to re-derive
        return False


def _entry(edge: tuple[str, str, str], w: rg.Witness, witness: str) -> dict[str, object]:
    u, kind, v = edge
    p = w.position
    return {"u": u, "v": v, "type": kind, "move": w.move, "x": w.x, "y": w.y, "witness": witness,
            "position": {"hands": list(p.hands), "field": [list(f) for f in p.field], "revolution": p.revolution,
                         "reversed": p.reversed, "holder": p.holder, "discard": p.discard, "king": p.king,
                         "phase": p.phase, "finished": list(p.finished)}}


def _add(cache: Path, data: dict[str, object], rules: list[str], named: set[frozenset[str]] = set(),
         positions: int = 0) -> None:
    """Search every pair of the cache's variants with one of ``rules``, and each pair ``named``, and add each edge
    it lacks (its witness written from the engine)."""
    nodes = rg.variants() if cache == rg.CACHE else rg.deck_variants(("cthulhu", "classic", "arcasino"))
    have = {(str(e["u"]), str(e["type"]), str(e["v"])) for e in data["edges"]}  # type: ignore[union-attr]
    pairs = [(a, b) for a, b in rg.all_pairs(nodes)
             if a.cls.id in rules or b.cls.id in rules or frozenset((a.node, b.node)) in named]
    if cache != rg.CACHE:
        pairs = [(a, b) for a, b in pairs if not (rg.is_cthulhu(a.node) and rg.is_cthulhu(b.node))]
    folder = ROOT / "scenarios" / "witnesses"
    if cache != rg.CACHE:
        folder = folder / rg.DECKS_FOLDER
    for edge, w in sorted(rg.search(pairs, positions or int(data["positions_per_pair"]), int(data["seed"])).items()):
        if edge in have:
            continue
        scenario = rg.witness_scenario(edge, w)
        path = folder / f"{scenario['id']}.yaml"
        path.write_text(yaml.safe_dump(scenario, allow_unicode=True, sort_keys=False, width=120), encoding="utf-8")
        data["edges"].append({**_entry(edge, w, str(path.relative_to(ROOT))),  # type: ignore[union-attr]
                              "text": {"ja": scenario["title"]["ja"], "en": scenario["title"]["en"]}})
        print(f"added        {path.relative_to(ROOT)}")
    data["edges"].sort(key=lambda e: (e["u"], e["type"], e["v"]))  # type: ignore[union-attr]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--cthulhu", action="store_true", help="the Cthulhu deck's cache instead of the decks'")
    ap.add_argument("--add", metavar="RULE", action="append", default=[],
                    help="also search every pair with this rule (id) again and add the edges the cache lacks "
                         "(after a change to the search's positions for it)")
    ap.add_argument("--pair", metavar="X,Y", action="append", default=[],
                    help="also search this pair of rule nodes (law, or RULE@house) again and add the edges the cache "
                         "lacks")
    ap.add_argument("--positions", type=int, default=0,
                    help="with --add/--pair: search this many positions a pair (default: the cache's), for an edge "
                         "the usual search shows only at positions play cannot reach")
    args = ap.parse_args(argv)
    cache = rg.CACHE if args.cthulhu else rg.DECKS_CACHE
    data = json.loads(cache.read_text(encoding="utf-8"))
    if args.add or args.pair:
        _add(cache, data, args.add, {frozenset(p.split(",")) for p in args.pair}, args.positions)
        cache.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    witnesses = rg.cached_witnesses(cache)
    seed, positions = int(data["seed"]), int(data["positions_per_pair"])
    kept: list[dict[str, object]] = []
    searched: dict[tuple[str, str], dict[tuple[str, str, str], rg.Witness]] = {}
    counts = {"passing": 0, "rewritten": 0, "new witness": 0, "dropped": 0}
    why: dict[str, int] = {}
    for entry in data["edges"]:
        edge = (str(entry["u"]), str(entry["type"]), str(entry["v"]))
        path = ROOT / str(entry["witness"])
        w = witnesses[edge]
        x, y = rg._variant(w.x), rg._variant(w.y)
        bad = rg.fault(edge, x, y, w.position, w.move)
        if bad is None and path.exists() and _passes(path):
            counts["passing"] += 1
            kept.append(entry)
            continue
        if bad is not None:
            why[bad] = why.get(bad, 0) + 1
            print(f"unpublishable {path.relative_to(ROOT)}: {bad}")
            # a revolution in force needs the four of a kind that started it in the discard: the same position
            # with it, if the edge still shows there and can be published
            full = rg.with_revolution_group(w.position, sorted(x.cls.face_ranks | y.cls.face_ranks))
            if full is not None and full != w.position and rg.fault(edge, x, y, full, w.move) is None:
                w, bad = replace(w, position=full), None
        configs = rg._configs(x, y, w.position)
        still = bad is None and configs is not None and edge in rg.action_edges(x.node, y.node, configs, w.move)
        action = "rewritten"
        if not still:
            pair = (w.x, w.y)
            if pair not in searched:
                searched[pair] = dict(rg._search_pair((w.x, w.y, positions, seed)))
            found = searched[pair].get(edge)
            if found is None:
                path.unlink(missing_ok=True)
                counts["dropped"] += 1
                print(f"dropped      {path.relative_to(ROOT)}: no position shows {' '.join(edge)} now")
                continue
            w, action = found, "new witness"
        scenario = rg.witness_scenario(edge, w)
        path.write_text(yaml.safe_dump(scenario, allow_unicode=True, sort_keys=False, width=120), encoding="utf-8")
        counts[action] += 1
        print(f"{action:<12} {path.relative_to(ROOT)}")
        kept.append({**_entry(edge, w, str(entry["witness"])),  # the edge's sentence: what its witness shows
                     "text": {"ja": scenario["title"]["ja"], "en": scenario["title"]["en"]}})
    before = {str(e[k]) for e in data["edges"] for k in ("u", "v")}
    data["edges"] = kept
    lost = sorted(before - {str(e[k]) for e in kept for k in ("u", "v")})
    if cache != rg.CACHE:  # a Cthulhu rule's edges live in the Cthulhu cache too: the decks' cache names its own
        lost = [n for n in lost if not rg.is_cthulhu(n)]
    if lost:  # a rule left with no edge is isolated: say so, as the full search does
        from explorer.graphs.isolated import reasons

        data["isolated"] = {**data.get("isolated", {}), **reasons(lost, positions)}
        print(f"now isolated: {', '.join(lost)}")
    linked = {str(e[k]) for e in kept for k in ("u", "v")}  # a rule an added edge links is no longer isolated
    data["isolated"] = {k: v for k, v in data.get("isolated", {}).items() if k not in linked}
    cache.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(", ".join(f"{k} {n}" for k, n in counts.items()))
    if why:
        print("searched again because: " + ", ".join(f"{k} {n}" for k, n in sorted(why.items())))
    return 0


if __name__ == "__main__":
    sys.exit(main())
