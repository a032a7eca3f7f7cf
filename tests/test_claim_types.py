"""An edge's claim is data, and its type is derived from that data (issue 42, part 2).

The claim of a rule-graph edge is what its witness's action does in four configurations: neither rule, each
alone, both (:class:`explorer.graphs.claims.Cases`: allowed or refused, the events by kind in play order, what
holds afterwards, the places). :func:`explorer.graphs.claims.supported` derives from it the types it supports;
a witness whose cases read the same, or whose type is not one of them, is not published
(:func:`explorer.graphs.claims.fault`). These tests count both over every published witness (0), check the
derivation on planted cases that must fail, and check the sentences: a title that ends as a sentence, events
told in play order, no effect said twice.
"""

from __future__ import annotations

import json
from functools import lru_cache
from typing import Any

import pytest

from explorer.engine.state import State
from explorer.graphs import rule_graph as rg
from explorer.graphs.claims import Cases, Claim, Facts, facts, fault, supported


@lru_cache(maxsize=1)
def published() -> list[tuple[dict[str, Any], Claim]]:
    out = []
    for cache in (rg.CACHE, rg.DECKS_CACHE):
        found = rg.cached_witnesses(cache)
        for e in json.loads(cache.read_text(encoding="utf-8"))["edges"]:
            edge = (e["u"], e["type"], e["v"])
            c = rg.edge_claim(edge, found[edge])
            assert c is not None, edge
            out.append((e, c))
    return out


def test_no_published_witness_reads_the_same_or_contradicts_its_type() -> None:
    faults: dict[str, list[str]] = {}
    for e, c in published():
        why = fault(c)
        if why is not None:
            faults.setdefault(why, []).append(e["witness"])
    counts = {k: len(v) for k, v in faults.items()}
    assert counts == {}, {k: (n, faults[k][:5]) for k, n in counts.items()}
    assert len(published()) > 500, "both caches' edges"


def test_the_cache_keeps_each_edge_claim_as_the_engine_steps_it() -> None:
    """The claim stored with an edge is what stepping its witness shows now, and its type is one it supports."""
    for e, c in published():
        assert e["claim"] == json.loads(json.dumps(c.data(), ensure_ascii=False)), e["witness"]
        assert e["type"] in e["claim"]["supported"], e["witness"]


# -- the derivation on planted cases ----------------------------------------------------------------------------

def _f(*tokens: str, after: tuple[str, ...] = ()) -> Facts:
    return Facts(frozenset(tokens), after=frozenset(after))


LEGAL, REFUSED = "legal", "refused"


def test_enables_is_derived_only_when_both_do_more_than_each_alone() -> None:
    # the example: with joker and suit lock A may pass and nothing happens; suit lock alone locks
    less = Cases(_f(LEGAL), _f(LEGAL), _f(LEGAL, after=("is:lock",)), _f(LEGAL))
    assert "enables" not in supported(less)
    assert "blocks" in supported(less), "what suit lock alone does is lost with both"
    legal_only_with_both = Cases(_f(REFUSED), _f(REFUSED), _f(REFUSED), _f(LEGAL, "fires:x"))
    assert "enables" in supported(legal_only_with_both)
    more = Cases(_f(LEGAL), _f(LEGAL, "fires:x"), _f(LEGAL, "fires:y"), _f(LEGAL, "fires:x", "fires:y", "clears"))
    assert "enables" in supported(more)
    added_up = Cases(_f(LEGAL), _f(LEGAL, "fires:x"), _f(LEGAL, "fires:y"), _f(LEGAL, "fires:x", "fires:y"))
    assert "enables" not in supported(added_up) and "compounds" in supported(added_up)


def test_blocks_overrides_conflicts_are_derived_from_what_is_lost() -> None:
    refused_with_both = Cases(_f(LEGAL), _f(LEGAL), _f(LEGAL, "fires:y"), _f(REFUSED))
    assert supported(refused_with_both) >= {"blocks", "conflicts"}
    assert "overrides" not in supported(refused_with_both) and "enables" not in supported(refused_with_both)
    lifted = Cases(_f(LEGAL), _f(LEGAL), _f(LEGAL, "forbidden"), _f(LEGAL, "finish"))
    assert "overrides" in supported(lifted)
    allowed_despite = Cases(_f(LEGAL), _f(LEGAL), _f(REFUSED), _f(LEGAL))
    assert "overrides" in supported(allowed_despite) and "blocks" not in supported(allowed_despite)
    nothing_lost = Cases(_f(LEGAL), _f(LEGAL), _f(LEGAL, "clears"), _f(LEGAL, "clears"))
    assert not supported(nothing_lost) & {"blocks", "overrides", "conflicts"}
    one_play_on = Cases(_f(LEGAL), _f(LEGAL, "clears"), _f(LEGAL), _f(LEGAL, "clears"), next_lost=True)
    assert "conflicts" in supported(one_play_on)


def _claim(kind: str, cases: Cases) -> Claim:
    return Claim("x", kind, "y", "A passes", cases.both, {"x": cases.u, "y": cases.v},
                 frozenset(cases.both.tokens - cases.v.tokens), frozenset(cases.v.tokens - cases.both.tokens),
                 neither=cases.neither)


@pytest.mark.parametrize("kind,cases,why", [
    ("enables", Cases(_f(LEGAL), _f(LEGAL), _f(LEGAL, after=("is:lock",)), _f(LEGAL)), "contradicts"),
    ("blocks", Cases(_f(REFUSED), _f(REFUSED), _f(REFUSED), _f(REFUSED)), "same"),
    ("compounds", Cases(_f(LEGAL), _f(LEGAL, "lock"), _f(LEGAL, "lock"), _f(LEGAL, "lock")), "same"),
    ("overrides", Cases(_f(LEGAL), _f(LEGAL), _f(LEGAL, "clears"), _f(LEGAL, "clears", "finish")), "contradicts"),
])
def test_a_planted_bad_claim_is_not_published(kind: str, cases: Cases, why: str) -> None:
    assert fault(_claim(kind, cases)) == why


# -- the sentences ------------------------------------------------------------------------------------------------

def test_every_title_ends_as_a_sentence() -> None:
    for e, _ in published():
        ja, en = e["text"]["ja"], e["text"]["en"]
        assert ja and ja[-1] not in "、，とがをにはもで（", (e["witness"], ja)
        assert en and en[-1] not in ",:;(" and not en.endswith((" and", " the", " add up")), (e["witness"], en)


def test_events_are_told_in_play_order_the_finish_before_the_fall() -> None:
    """A finish that ends the round makes the king fall (都落ち) after it: the finish is said first."""
    s = State.from_position(["A", "B", "C"], hands={"A": "♠K", "B": "♦4 ♠5", "C": "♣7"}, king="B", turn="A")
    f = facts(s, "A plays ♠K")
    assert "finish" in f.tokens and "fires:miyako_ochi" in f.tokens, f.tokens
    assert f.order.index("finish") < f.order.index("fires:miyako_ochi"), f.order
    told = 0
    for e, _ in published():
        ja, en = e["text"]["ja"], e["text"]["en"]
        for part in ja.split("。"):
            if "【都落ち】が発動" in part and "があがり" in part:
                assert part.index("があがり") < part.index("【都落ち】が発動"), (e["witness"], part)
                told += 1
        for part in en.split(";"):
            if "Fall of the capital takes effect" in part and " goes out" in part:
                assert part.index(" goes out") < part.index("Fall of the capital takes effect"), (e["witness"], part)
    assert told >= 1, "a published witness where a finish makes the king fall"


def test_a_revolution_is_said_once() -> None:
    """「【革命】が発動し、革命が起きる」 says one thing twice: the revolution rule's effect is the revolution."""
    s = State.from_position(["A", "B", "C"], hands={"A": "♠9 ♥9 ♦9 ♣9 ♠3", "B": "♦4", "C": "♣7"}, turn="A")
    f = facts(s, "A plays ♠9 ♥9 ♦9 ♣9")
    assert "revolution+" in f.tokens and "fires:revolution" not in f.tokens, f.tokens
    for e, _ in published():
        assert "【革命】が発動し、革命が起き" not in e["text"]["ja"], e["witness"]
        assert "【革命】が発動し、革命返し" not in e["text"]["ja"], e["witness"]
