"""The graph of the rules in force: the rule graph's edges among the active laws and house rules, each in plain
words, and which of them the position on the table shows right now.

>>> from explorer.engine.state import State
>>> s = State.from_position(["A", "B", "C"], laws=["eight_cut", "wisdom"],
...     hands={"A": "♣K ♠9", "B": "♠8 ♥5", "C": "♠3 ♥3 ♦3"}, field="♦7", field_by="A", turn="B")
>>> g = active_graph(s)
>>> sorted(g.nodes)
['eight_cut', 'wisdom']
>>> any(d["shown"] for _, _, d in g.edges(data=True))
True
"""

from __future__ import annotations

from pathlib import Path

import networkx as nx

from explorer.engine.errors import ExplorerError
from explorer.engine.derived import with_rules
from explorer.engine.state import State


def active_nodes(state: State) -> list[str]:
    """The rule-graph nodes of the cards in force: ``eight_cut`` for a law, ``j_back@house`` for a house rule."""
    out = [r.id if r.holder is None else f"{r.id}@house" for r in state.rules.rules if not r.base]
    return list(dict.fromkeys(out))


def _without(state: State, ids: set[str]) -> State:
    return with_rules(state, (r for r in state.rules.rules if r.base or r.id not in ids))


def shown_here(state: State, u: str, kind: str, v: str) -> str | None:
    """The action of the player to act (a play, a pass, any out-of-turn move) that shows the edge here, or ``None``."""
    from explorer.graphs.rule_graph import action_edges

    if state.pending is None:
        return None
    a, b = u.split("@")[0], v.split("@")[0]
    configs = {"0": _without(state, {a, b}), "x": _without(state, {b}), "y": _without(state, {a}), "xy": state}
    texts: dict[str, None] = {}
    for cfg in configs.values():
        if cfg.pending is None:
            continue
        texts.update(dict.fromkeys(cfg.action_str(act) for act in cfg.legal_actions))
    for text in texts:
        try:
            if (u, kind, v) in action_edges(u, v, configs, text):
                return text
        except (ExplorerError, AssertionError, LookupError):
            # a position with a rule taken away mid-game can break that rule's own bookkeeping (its state
            # in ``State.data``, an effect queued by its place in the rule list): such an action says nothing
            # about the edge
            continue
    return None


def active_graph(state: State, cache: Path | None = None, max_checks: int = 64) -> nx.MultiDiGraph:
    """The rule graph restricted to the rules in force; each edge carries its sentence in both languages,
    its witness, and ``shown``: the action that shows it in this very position ("" when it does not; only the
    first ``max_checks`` edges are played through)."""
    from explorer.graphs.rule_graph import CACHE, rule_graph
    from explorer.graphs.witness_text import action_words, edge_sentence

    from explorer.rules.decks import DECKS

    active = active_nodes(state)
    ids = {n.split("@")[0] for n in active}
    # a classic or Arcasino rule in force: the graph over the decks in force (their edges are cached too); rules of
    # no deck (UECda's table rules, a table's own rules file) have no edges to show
    decks = tuple(d.id for d in DECKS if d.id != "cthulhu" and any(c.id in ids for c in d.rules))
    full = rule_graph(CACHE, decks=("cthulhu", *decks)) if cache is None and decks else rule_graph(cache or CACHE)
    nodes = [n for n in active if n in full]
    g = nx.MultiDiGraph()
    for n in nodes:
        g.add_node(n, **full.nodes[n])
    for i, (u, v, k, d) in enumerate(full.subgraph(nodes).edges(keys=True, data=True)):
        shown = shown_here(state, str(u), str(k), str(v)) if i < max_checks else None
        g.add_edge(u, v, key=k, type=k, witness=d.get("witness", ""), text_en=edge_sentence(u, k, v, "en"),
                   text_ja=edge_sentence(u, k, v, "ja"), shown=shown or "",
                   shown_en=action_words(state, shown, "en") if shown else "",
                   shown_ja=action_words(state, shown, "ja") if shown else "")
    return g
