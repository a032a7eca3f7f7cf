"""The position graph: "what can I do here, and which rule says so?"

Nodes are the rules in force (base rules, laws, each player's house rules),
the field, every meld the acting player could form, and the outcomes of the
legal ones.  Edges ``rule → meld`` are

- ``enables``: the meld is legal, and would not be without that rule;
- ``forbids``: the meld is illegal because of that rule (the engine's reason);
- ``fires``: the rule's effect fires when the meld is played;

and ``meld → outcome`` edges say what the play leads to (the field clears, a
revolution, a finish …).  Attribution is counterfactual: the engine checks
the position again with one rule switched off.

>>> from explorer.engine.state import State
>>> s = State.from_position(["A", "B", "C"], laws=["fusion_revolution", "stairs"],
...     hands={"A": "♠6 ♥9", "B": "♠7", "C": "♦3"}, field="♠3 ♠4 ♠5", field_by="C", turn="A")
>>> g = position_graph(s)
>>> sorted(u for u, _, k in g.in_edges("meld:♠6", keys=True) if k == "enables")
['rule:fusion_revolution', 'rule:revolution', 'rule:stairs']
>>> sorted(u for u, _, k in g.in_edges("meld:♠6", keys=True) if k == "fires")
['rule:fusion_revolution', 'rule:revolution']
>>> g.has_edge("meld:♠6", "outcome:revolution")
True
"""

from __future__ import annotations

import networkx as nx

from explorer.engine.errors import ExplorerError
from explorer.engine.events import Event
from explorer.engine.game import DecisionKind
from explorer.engine.melds import Meld
from explorer.text.phrasing import label, meld_ja
from explorer.engine.contract import Rule
from explorer.engine.derived import with_rules
from explorer.engine.state import State
from explorer.rules.traits import finish_kinds

OUTCOMES: dict[str, tuple[str, str]] = {
    "clear": ("the field clears", "場が流れる"),
    "revolution": ("revolution", "革命"),
    "reverse": ("strength inverted (J-back)", "強さが逆転（Jバック）"),
    "lock": ("the field is locked", "縛り"),
    "finish": ("finishes", "あがり"),
    "forbidden": ("forbidden finish: last place", "禁止上がり：最下位"),
    "fall": ("fall of the capital", "都落ち"),
    "first": ("takes 1st place", "1位になる"),
    "choice": ("a choice follows", "選択が続く"),
}


def rule_node(rule: Rule, state: State) -> str:
    """The node id of a rule in force: ``rule:eight_cut``, or ``rule:j_back@B`` for B's house rule."""
    return f"rule:{rule.id}" if rule.holder is None else f"rule:{rule.id}@{state.players[rule.holder]}"


def meld_node(meld: Meld) -> str:
    return f"meld:{meld}"


def _without(state: State, rule: Rule) -> State:
    return with_rules(state, (r for r in state.rules.rules if r is not rule))


_OUTCOME_KINDS = frozenset(OUTCOMES) - {"choice", "forbidden"}
"""Event kinds that are outcomes of a play (the event's ``kind`` names the outcome); the kinds the rules that judge
finishes record (:func:`~explorer.rules.traits.finish_kinds`) are the outcome ``forbidden``."""


def _outcomes(events: list[Event]) -> list[tuple[str, str | None]]:
    """(outcome, rule id) pairs a play's events lead to."""
    forbidden = finish_kinds()
    return [("forbidden" if e.kind in forbidden else e.kind, e.rule) for e in events
            if e.kind in _OUTCOME_KINDS or e.kind in forbidden]


def position_graph(state: State, player: int | None = None, lang: str = "en") -> nx.MultiDiGraph:
    """Build the position graph for ``player`` (default: whoever is to play) at ``state``.

    The state is not changed.  Node attributes: ``kind`` (rule, field, meld,
    outcome), ``label`` (in ``lang``), ``label_ja``/``label_en``; melds have
    ``legal`` and ``reason``.  Edge keys are the edge types; ``reason`` and
    ``events`` explain them.
    """
    p = state.turn if player is None else player
    g = nx.MultiDiGraph(player=state.players[p], lang=lang)
    rules = state.rules.rules
    for r in rules:
        holder = state.players[r.holder] if r.holder is not None else None
        ja = r.ja + (f"（{holder}の家訓）" if holder else "")
        en = r.en + (f" ({holder}'s house rule)" if holder else "")
        g.add_node(rule_node(r, state), kind="rule", rule=r.id, number=r.number, base=r.base, holder=holder,
                   label_ja=ja, label_en=en, label=ja if lang == "ja" else en)
    field_label = str(state.field) if state.field is not None else ""
    field_ja = meld_ja(state.field) if state.field is not None else "（場は空）"
    g.add_node("field", kind="field", label_en=field_label or "(empty field)",
               label_ja=field_ja, label=field_ja if lang == "ja" else field_label or "(empty field)")

    melds = list(dict.fromkeys([*state.all_melds(p), *state.candidate_melds(p)]))
    legal = {m: state.refusal(p, m) for m in melds}
    off = {id(r): _without(state, r) for r in rules}
    for m in melds:
        why = legal[m]
        key = folded(m)
        node = f"meld:{key}"
        if node in g and g.nodes[node]["legal"] != (why is None):  # legal and refused variants stay apart
            node = f"meld:{key}:{'legal' if why is None else 'refused'}"
        if node in g:  # the same play but for what a joker stands for: one node, the variants on demand
            g.nodes[node]["variants"].append(str(m))
            continue
        g.add_node(node, kind="meld", legal=why is None, reason="" if why is None else why.en,
                   reason_ja="" if why is None else why.ja, rule="" if why is None else why.rule,
                   label=folded_ja(m) if lang == "ja" else key, label_en=key, label_ja=folded_ja(m),
                   variants=[str(m)])
        if why is None:
            g.add_edge(node, "field", key="beats")
        for r in rules:
            other = off[id(r)].refusal(p, m)
            if why is None and other is not None:
                g.add_edge(rule_node(r, state), node, key="enables",
                           reason=f"without {r.id}: {other.en}", reason_ja=f"【{r.ja}】がなければ：{other.ja}")
            elif why is not None and (other is None or why.rule == r.id):
                g.add_edge(rule_node(r, state), node, key="forbids", reason=why.en, reason_ja=why.ja)
        if why is None and state.pending is not None and state.pending.kind is DecisionKind.PLAY and p == state.turn:
            _simulate(g, state, p, m, node)
    for n, d in g.nodes(data=True):
        if d.get("kind") == "meld" and len(d["variants"]) > 1:
            more_en, more_ja = f" ({len(d['variants'])} ways)", f"（{len(d['variants'])}通り）"
            d["label_en"] += more_en
            d["label_ja"] += more_ja
            d["label"] = d["label_ja"] if lang == "ja" else d["label_en"]
    if g.number_of_nodes() > MAX_NODES:
        _group_refused(g, lang)
    g.graph["legend_en"] = {k: en for k, (en, _) in EDGE_WORDS.items()}
    g.graph["legend_ja"] = {k: ja for k, (_, ja) in EDGE_WORDS.items()}
    return g


MAX_NODES = 40
"""At most this many nodes are drawn (a 1280-px screen): beyond it, refused plays are grouped by the rule."""

EDGE_WORDS = {
    "enables": ("this rule makes the play legal", "このルールがあるから出せる"),
    "forbids": ("this rule forbids the play", "このルールのため出せない"),
    "fires": ("this rule's effect fires", "このルールの効果が発動する"),
    "leads_to": ("what the play leads to", "出した結果"),
    "beats": ("beats the field", "場に出せる"),
}


def folded(meld: Meld | str) -> str:
    """A meld with what its jokers stand for left out: the plays that differ only there fold into one.

    >>> folded("JK=♠9 ♥9"), folded("♠3 ♠4 JK=♠5")
    ('JK ♥9', '♠3 ♠4 JK')
    """
    return " ".join("JK" if tok.startswith("JK") else tok for tok in str(meld).split())


def folded_ja(meld: Meld) -> str:
    """:func:`folded` for a Japanese reader: the meld's cards with its jokers as plain ジョーカー.

    >>> from explorer.engine.melds import parse_meld
    >>> folded_ja(parse_meld("JK=♠9 ♥9")), folded_ja(parse_meld("♠3 ♠4 JK=♠5")), folded_ja(parse_meld("♦9 ♦10 ♦A=J"))
    ('ジョーカー ♥9', '♠3 ♠4 ジョーカー', '♦9 ♦10 ♦1（Jとして）')
    """
    return meld.text("ja", joker_faces=False)


def _group_refused(g: nx.MultiDiGraph, lang: str) -> None:
    """Fold refused plays into one node per refusing rule, so the drawing stays readable."""
    groups: dict[str, list[str]] = {}
    for n, d in list(g.nodes(data=True)):
        if d.get("kind") == "meld" and not d.get("legal"):
            groups.setdefault(str(d.get("rule", "")), []).append(n)
    for rule_id, nodes in groups.items():
        variants = [v for n in nodes for v in g.nodes[n]["variants"]]
        sources = {u for n in nodes for u, _, k in g.in_edges(n, keys=True) if k == "forbids"}
        g.remove_nodes_from(nodes)
        name_ja, name_en = label(rule_id, "ja"), label(rule_id, "en")
        ja = f"出せない{len(variants)}通り（{name_ja}）"
        en = f"{len(variants)} plays refused ({name_en})"
        node = f"refused:{rule_id}"
        g.add_node(node, kind="meld", legal=False, rule=rule_id, variants=variants, label_ja=ja, label_en=en,
                   label=ja if lang == "ja" else en, reason="", reason_ja="")
        for u in sources:
            g.add_edge(u, node, key="forbids")


def _simulate(g: nx.MultiDiGraph, state: State, p: int, meld: Meld, node: str) -> None:

    s = state.copy()
    try:
        events = s.push(s.play_action(p, meld))
    except ExplorerError:
        return
    by_rule: dict[str, list[str]] = {}
    for e in events:
        if e.rule is not None:
            by_rule.setdefault(e.rule, []).append(e.en)
    for r in state.rules.rules:
        if r.id in by_rule:
            g.add_edge(rule_node(r, state), node, key="fires", events=by_rule[r.id])
    outcomes = _outcomes(events)
    if s.choice is not None:
        outcomes.append(("choice", s.choice.rule))
    for outcome, rule_id in outcomes:
        en, ja = OUTCOMES[outcome]
        g.add_node(f"outcome:{outcome}", kind="outcome", label_en=en, label_ja=ja,
                   label=ja if g.graph["lang"] == "ja" else en)
        if not g.has_edge(node, f"outcome:{outcome}", key="leads_to"):
            g.add_edge(node, f"outcome:{outcome}", key="leads_to", rule=rule_id or "")
