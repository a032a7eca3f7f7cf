"""Rule-interaction graphs: the position graph and the rule graph, found by the engine."""

from __future__ import annotations

import json
import subprocess
import sys
import xml.etree.ElementTree as ET
from io import StringIO
from pathlib import Path

import networkx as nx
import pytest

from explorer import State
from explorer.graphs import rule_graph as rg
from explorer.graphs.export import to_graphml, to_json, to_svg
from explorer.graphs.position import position_graph
from explorer.scenarios import ScenarioRun, load_scenario, run_scenario

ROOT = Path(__file__).resolve().parents[1]


def kinds_into(g: nx.MultiDiGraph, node: str) -> dict[str, set[str]]:
    out: dict[str, set[str]] = {}
    for u, _, k in g.in_edges(node, keys=True):
        out.setdefault(k, set()).add(u)
    return out


class TestPositionGraph:
    def test_card_02_q1_fusion_enables_and_revolution_fires(self) -> None:
        run = ScenarioRun(load_scenario(ROOT / "scenarios/rulebook/card-02-q1-stairs-fusion.yaml"))
        g = position_graph(run.state)
        into = kinds_into(g, "meld:♠6")
        assert "rule:fusion_revolution" in into["enables"]
        assert "rule:stairs" in into["enables"]
        assert {"rule:fusion_revolution", "rule:revolution"} <= into["fires"]
        assert g.has_edge("meld:♠6", "outcome:revolution")
        assert g.nodes["meld:♠6"]["legal"] is True

    def test_forbids_carries_the_engines_reason(self) -> None:
        s = State.from_position(["A", "B", "C"], laws=["suit_lock"], hands={"A": "♥9 ♠9", "B": "♦3", "C": "♣4"},
                                field="♠6", field_by="C", history=[("B", "♠4")], turn="A")
        g = position_graph(s)
        assert g.nodes["meld:♥9"]["legal"] is False
        edges = g.get_edge_data("rule:suit_lock", "meld:♥9")
        assert "forbids" in edges and "locked" in edges["forbids"]["reason"]
        assert "rule:suit_lock" not in kinds_into(g, "meld:♠9").get("forbids", set())

    def test_house_rules_are_their_holders(self) -> None:
        s = State.from_position(["A", "B", "C"], house={"B": ["j_back"]}, hands={"A": "♠J ♥3", "B": "♦J", "C": "♣4"},
                                turn="A")
        g = position_graph(s, lang="ja")
        assert g.nodes["rule:j_back@B"]["label"] == "Jバック（Bの家訓）"
        assert "rule:j_back@B" not in kinds_into(g, "meld:♠J").get("fires", set())  # A's J: B's house rule is silent

    def test_ten_card_hand_every_law(self) -> None:
        from explorer.rules.catalogue import CARDS

        s = State.from_position(["A", "B", "C", "D"], laws=[c.id for c in CARDS],
                                hands={"A": "♠3 ♠4 ♠5 ♥5 ♦5 ♠8 ♠J ♥Q JK ♣2", "B": "♠6 ♥6", "C": "♦3", "D": "♥4"},
                                field="♣4", field_by="D", turn="A")
        g = position_graph(s)
        melds = [n for n, d in g.nodes(data=True) if d["kind"] == "meld"]
        assert len(melds) > 30
        assert all(g.nodes[m]["legal"] == any(k == "beats" for _, _, k in g.out_edges(m, keys=True)) for m in melds)


KNOWN = [
    ("taboo_breaker", "overrides", "forbidden_finish"),
    ("magician_exile", "blocks", "revolution"),
    ("number_lock", "blocks", "identity"),
    ("fusion_revolution", "enables", "stairs"),
    ("fusion_revolution", "enables", "three_revolution"),
    ("suit_lock", "compounds", "number_lock"),
    ("j_back", "compounds", "revolution"),
    ("eight_cut", "conflicts", "wisdom"),
]


@pytest.fixture(scope="module")
def graph() -> nx.MultiDiGraph:
    return rg.rule_graph()


class TestRuleGraph:
    @pytest.mark.parametrize("edge", KNOWN, ids=["-".join(e) for e in KNOWN])
    def test_known_interaction_with_a_witness_that_passes(self, graph: nx.MultiDiGraph,
                                                           edge: tuple[str, str, str]) -> None:
        u, kind, v = edge
        data = graph.get_edge_data(u, v) or {}
        if kind in ("enables", "compounds", "conflicts") and kind not in data:  # no direction of their own
            data = graph.get_edge_data(v, u) or {}
        assert kind in data, f"{u} -{kind}-> {v} missing; found {sorted(data)}"
        witness = ROOT / data[kind]["witness"]
        result = run_scenario(load_scenario(witness))
        assert result.ok, "\n".join(s.summary() for s in result.steps)

    def test_unrelated_rules_get_no_edge(self, graph: nx.MultiDiGraph) -> None:
        for a in ("metamorphosis", "metamorphosis@house"):
            for b in ("three_return", "three_return@house"):
                assert not graph.has_edge(a, b) and not graph.has_edge(b, a)

    def test_every_edge_has_a_witness_file(self, graph: nx.MultiDiGraph) -> None:
        assert graph.number_of_edges() > 20
        for _, _, d in graph.edges(data=True):
            assert (ROOT / d["witness"]).is_file()

    def test_every_node_is_a_rule_in_both_scopes(self, graph: nx.MultiDiGraph) -> None:
        assert "eight_cut" in graph and "eight_cut@house" in graph and "forbidden_finish" in graph
        assert graph.nodes["j_back@house"]["label_ja"] == "Jバック（家訓）"

    def test_cached_witnesses_still_show_their_edges(self) -> None:
        cached = rg.cached_witnesses()
        sample = sorted(cached)[:: max(1, len(cached) // 12)]
        for edge in sample:
            w = cached[edge]
            found = {e for e, _ in rg.examine(rg._variant(w.x), rg._variant(w.y), w.position)}
            assert edge in found, f"{edge} no longer shown by its witness position"

    def test_search_is_reproducible_and_matches_the_cache(self) -> None:
        data = json.loads(rg.CACHE.read_text(encoding="utf-8"))
        pairs = [(rg._variant("taboo_breaker"), rg._variant("forbidden_finish")),
                 (rg._variant("metamorphosis"), rg._variant("three_return"))]
        a = rg.search(pairs, positions=data["positions_per_pair"], seed=data["seed"])
        b = rg.search(pairs, positions=data["positions_per_pair"], seed=data["seed"])
        assert set(a) == set(b)
        cached = {(e["u"], e["type"], e["v"]) for e in data["edges"]
                  if {e["x"], e["y"]} in ({"taboo_breaker", "forbidden_finish"}, {"metamorphosis", "three_return"})}
        assert set(a) == cached


class TestExport:
    def test_formats(self) -> None:
        s = State.from_position(["A", "B", "C"], laws=["eight_cut"], hands={"A": "♠8 ♥3", "B": "♦9", "C": "♣K"},
                                turn="A")
        g = position_graph(s)
        data = json.loads(to_json(g))
        assert {n["id"] for n in data["nodes"]} == set(g.nodes)
        back = nx.read_graphml(StringIO(to_graphml(g)))
        assert back.number_of_nodes() == g.number_of_nodes()
        svg = ET.fromstring(to_svg(g))
        assert svg.tag.endswith("svg")

    def test_cli(self) -> None:
        out = subprocess.run([sys.executable, "-m", "explorer", "graph", "scenarios/rulebook/card-02-q1-stairs-fusion.yaml",
                              "--format", "svg"], capture_output=True, text=True, cwd=ROOT)
        assert out.returncode == 0, out.stderr
        assert out.stdout.startswith("<svg") and "♠6" in out.stdout
        out = subprocess.run([sys.executable, "-m", "explorer", "graph", "--rules", "--format", "graphml"],
                             capture_output=True, text=True, cwd=ROOT)
        assert out.returncode == 0 and "<graphml" in out.stdout
        bad = subprocess.run([sys.executable, "-m", "explorer", "graph", "scenarios/basics/group-play.yaml", "--step", "99"],
                             capture_output=True, text=True, cwd=ROOT)
        assert bad.returncode == 2 and "steps" in bad.stderr and "Traceback" not in bad.stderr
