"""The rule graph over decks (issue 16): the variants of the chosen decks, a rule file's rules searched
against them, the Interactions page's deck switch, and the search's random positions holding each card once."""

from __future__ import annotations

import random

import pytest

from explorer.engine.cards import JOKER2
from explorer.graphs import rule_graph as rg
from explorer.rules.catalogue import rule_class
from explorer.rules.catalogue import register
from explorer.rules.custom import rules_from_text
from explorer.widgets.i18n import Language
from explorer.widgets.interactions_page import InteractionsPage

INVERT = """\
rules:
  - id: graph.king_back
    name: {ja: Kバック, en: King back}
    text: {ja: "［K］を出すと、場が流れるまで強さが逆になる。", en: "Each K inverts strength until the field clears."}
    trigger: {rank: K}
    effect: invert
"""


def test_the_variants_of_three_decks() -> None:
    assert len(rg.deck_variants(("cthulhu",))) == len(rg.variants()) == 54
    nodes = rg.deck_variants(("cthulhu", "classic", "arcasino"))
    assert len(nodes) == 54 + 2 * 14 + 2 * 10  # every rule of both decks, as a law and as a house rule
    assert {"classic.five_skip", "classic.five_skip@house", "arcasino.tax@house"} <= {v.node for v in nodes}
    only = rg.deck_variants(("classic",))
    assert [v.node for v in only][:4] == ["revolution", "joker", "forbidden_finish", "miyako_ochi"]
    assert not any(v.cls.number for v in only)


def test_pairs_with_new_rules_only() -> None:
    nodes = rg.deck_variants(("classic",))
    new = [v for v in nodes if v.cls.id == "classic.ambulance"]
    pairs = rg.all_pairs(nodes, new)
    assert pairs and all("classic.ambulance" in (a.cls.id, b.cls.id) for a, b in pairs)
    assert len(pairs) == 2 * (len(nodes) - 2)


def test_a_rule_files_rule_is_searched_against_a_deck() -> None:
    register(rules_from_text(INVERT, "graph.yaml"), "graph.yaml")
    own = (rule_class("graph.king_back"),)
    nodes = rg.deck_variants(("cthulhu",), own)
    def pairs_with(other: str) -> list[tuple[rg.Variant, rg.Variant]]:
        return [(a, b) for a, b in rg.all_pairs(nodes, [v for v in nodes if v.cls in own])
                if {a.cls.id, b.cls.id} == {"graph.king_back", other} and not a.house and not b.house]

    # an 8 under the K's inversion cuts the field and ends the inversion, as it does under J-back's
    found = rg.search(pairs_with("eight_cut"), positions=80, seed=2024)
    assert ("eight_cut", "enables", "graph.king_back") in found
    # J-back and King back invert alike: each alone does what both do, so no witness tells them apart (issue 42)
    assert rg.search(pairs_with("j_back"), positions=80, seed=2024) == {}
    g = rg.rule_graph(decks=("cthulhu",), found=found, rules=own)
    assert "graph.king_back" in g and g.nodes["graph.king_back"]["label_ja"] == "Kバック"
    assert any("graph.king_back" in (u, v) for u, v in g.edges())


def test_the_default_graph_is_the_cthulhu_deck() -> None:
    g = rg.rule_graph()
    assert len(g) == 54 and not any("." in n for n in g)
    both = rg.rule_graph(decks=("cthulhu", "classic", "arcasino"))
    assert len(both) == 54 + 2 * 14 + 2 * 10
    assert all(u in both and v in both for u, v in both.edges())


@pytest.mark.parametrize("pair", [("trickster", "j_back@house"), ("stairs", "classic.great_revolution")])
def test_a_random_position_holds_each_card_once(pair: tuple[str, str]) -> None:
    """Two ♣2 summed into one mask made a joker, two jokers the second joker (a MisplacedCardError for trickster)."""
    x, y = rg._variant(pair[0]), rg._variant(pair[1])
    rng = random.Random(f"2024:{x.node}:{y.node}")
    for _ in range(400):
        pos = rg.random_position(rng, [8, 12], frozenset({"exchange", "round_end", "window", "lone_joker"}))
        seen = 0
        for mask in (*pos.hands, pos.discard):
            assert not mask >> JOKER2 & 1, pos
            assert not seen & mask, pos
            seen |= mask


def test_the_interactions_page_switches_decks_in_both_languages() -> None:
    page = InteractionsPage(Language())
    cthulhu_nodes = len(page.nodes)
    assert not any("." in n for n in page.full)
    page.deck_boxes["classic"].value = True
    assert page.decks == ("cthulhu", "classic") and len(page.full) == 54 + 2 * 14
    assert page.full.nodes["classic.five_skip"]["label_ja"] == "定番：5飛ばし"
    page.language.lang = "en"
    assert page.full.nodes["classic.five_skip"]["label_en"] == "Classic: Five skip"
    assert "Classic local rules" in page.deck_boxes["classic"].description
    page.deck_boxes["cthulhu"].value = False
    assert page.decks == ("classic",) and not any(page.full.nodes[n].get("number") for n in page.full)
    page.deck_boxes["classic"].value = False  # the last deck stays chosen
    assert page.decks == ("classic",) and page.deck_boxes["classic"].value
    page.deck_boxes["cthulhu"].value = True
    page.deck_boxes["classic"].value = False
    assert len(page.nodes) == cthulhu_nodes
