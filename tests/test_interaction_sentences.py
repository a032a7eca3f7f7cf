"""Each rule-graph edge's sentence says what its witness shows (issue 28, point 5).

The sentence of an edge is written from its witness (:mod:`explorer.graphs.claims`): it is the witness file's
title and the page's label of the edge. These tests step the witness *files* with the scenario runner — with
both rules, and with one of them taken out of the file — and check that what the sentence claims is what
happens: a play refused or allowed, a rule taking effect, the field clearing, a revolution, the strength
order inverting or its inversion ending, a player going out (normally or as a forbidden finish). Without a
rule, a state that only the rule keeps (a J-back inversion, a revolution) is not there: the witness's
convention (``Position.state`` in the rule-graph search), stated here so that a reader sees what "alone" means.

Each witness's question names its starting conditions (a revolution, a J-back inversion, a lock, the field,
who has gone out, whose house rule a rule is) in both languages.
"""

from __future__ import annotations

import copy
import json
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

import pytest
import yaml

from explorer.engine.errors import ExplorerError
from explorer.engine.state import State
from explorer.graphs import rule_graph as rg
from explorer.graphs.claims import Claim, claim, sentence
from explorer.scenarios.model import parse_scenario
from explorer.scenarios.runner import ScenarioRun
from explorer.rules.base.round_state import InRevolution
from explorer.rules.cards.field_state import Inversion
from explorer.text.phrasing import label

ROOT = Path(__file__).resolve().parents[1]


# -- stepping a witness file, with or without one of its rules ------------------------------------------------

@dataclass
class Seen:
    """What one action did when the witness file was stepped."""

    refused: str | None  # the rule that refused it
    fired: set[str] = field(default_factory=set)
    cleared: bool = False
    revolution: tuple[bool, bool] = (False, False)  # before, after
    reversed: tuple[bool, bool] = (False, False)
    out: str = ""  # "finish" or "forbidden": the actor went out so
    start: State | None = None
    after: State | None = None


@lru_cache(maxsize=None)
def _witness_parsed(path: str) -> dict[str, Any]:
    return dict(yaml.safe_load((ROOT / path).read_text(encoding="utf-8")))


def witness_raw(path: str) -> dict[str, Any]:
    """The witness file as YAML reads it: each file is read once for the whole module (four tests and the
    claims walk the same ~700 files), and each caller gets a copy of its own."""
    return copy.deepcopy(_witness_parsed(path))


def without(raw: dict[str, Any], rule: str | None) -> dict[str, Any]:
    """The witness file with ``rule`` (a card id, law or house rule) taken out, its steps taken off."""
    data = copy.deepcopy(raw)
    data.pop("steps", None)
    if rule is not None:
        data["laws"] = [r for r in data.get("laws", []) if r != rule]
        if not data["laws"]:
            del data["laws"]
        house = {p: [r for r in rs if r != rule] for p, rs in (data.get("house_rules") or {}).items()}
        house = {p: rs for p, rs in house.items() if rs}
        if house:
            data["house_rules"] = house
        else:
            data.pop("house_rules", None)
    return data


def step(raw: dict[str, Any], rule_out: str | None = None) -> Seen:
    """Play the witness's action in its starting position (``rule_out`` taken out of the file), every decision
    that follows it and is not a play answered with its first option (as the witness's own steps do)."""
    data = without(raw, rule_out)
    state = ScenarioRun(parse_scenario(data, "witness")).state
    owned = {name for r in state.rules.rules for name in r.owns}
    if "reversed" not in owned:  # no J-back inversion without the rule that keeps one
        state.set_rule_data(Inversion())
    if "revolution" not in owned:
        state.set_rule_data(InRevolution())
    do = str(raw["steps"][0]["do"])
    action = state.parse_action(do)
    start = state.copy()
    why = state.refusal_of(action)
    if why is not None:
        return Seen(refused=why.rule, start=start)
    events = list(state.push(action))
    for _ in range(16):
        pend = state.pending
        if pend is None or pend.kind.value == "play" or not state.decision_actions:
            break
        events += state.push(state.decision_actions[0])
    p = action.player
    out = ("forbidden" if p in state.forbidden and p not in start.forbidden
           else "finish" if p in state.finished and p not in start.finished else "")
    return Seen(None, {e.rule for e in events if e.rule}, any(e.kind == "clear" for e in events),
                (start.revolution, state.revolution), (start.reversed, state.reversed), out, start, state)


# -- the sample: hand-written claims, every type, the three decks --------------------------------------------

@dataclass(frozen=True)
class Case:
    edge: tuple[str, str, str]
    words_en: tuple[str, ...]
    words_ja: tuple[str, ...]


def _witness_of(edge: tuple[str, str, str]) -> dict[str, Any]:
    for cache in (rg.CACHE, rg.DECKS_CACHE):
        for e in json.loads(cache.read_text(encoding="utf-8"))["edges"]:
            if (e["u"], e["type"], e["v"]) == edge:
                return dict(e)
    raise AssertionError(f"{edge} is not an edge of the rule graph")


def test_eight_cut_enables_j_back_starts_in_an_inversion_that_the_eight_cut_ends() -> None:
    """The known bad witness: its question omitted the inversion it starts in, its answer said the order is
    inverted where the position shows the eight cut ending it."""
    e = _witness_of(("eight_cut", "enables", "j_back"))
    raw = witness_raw(e["witness"])
    assert raw["start"].get("reversed") is True, "the witness starts in a J-back inversion"
    both, j_back_alone = step(raw), step(raw, "eight_cut")
    assert both.refused is None and both.cleared and both.reversed == (True, False), "the 8 clears, the inversion ends"
    assert j_back_alone.refused is None and not j_back_alone.cleared and j_back_alone.reversed == (True, True)
    assert "inverted by J-back" in raw["question"]["en"] and "逆転している" in raw["question"]["ja"]
    for lang, ends, wrong in (("en", "inversion of the strength order ends", "order inverts"),
                              ("ja", "強さの逆転が終わる", "強さが逆転する")):
        assert ends in raw["title"][lang] and ends in e["text"][lang]
        assert ends in raw["answer"][lang].split("。")[0].split(". With")[0]
        assert wrong not in raw["answer"][lang] and wrong not in raw["title"][lang], (lang, raw["answer"][lang])


CASES = [
    # enables, the Cthulhu deck: legal only with both; a revolution
    Case(("fusion_revolution", "enables", "stairs"), ("is allowed", "neither rule alone allows it", "a revolution starts"),
         ("ことができる", "どちらか一方だけではできない", "革命が起きる")),
    # blocks: refused with both, allowed with the blocked rule alone
    Case(("j_back@house", "blocks", "descent"), ("is refused", "which Descent alone allows"),
         ("ことはできない", "【天下り】だけならできる")),
    # overrides a base rule's refusal (the rulebook's card 25)
    Case(("dobon", "overrides", "forbidden_finish"), ("is allowed despite Forbidden finish",),
         ("【禁止上がり】があっても", "ことができる")),
    # conflicts one play on: the eight cut clears, so Descent's play for B is lost
    Case(("eight_cut", "conflicts", "descent"), ("the field clears", "with Descent alone, B could then play"),
         ("場が流れる", "【天下り】だけなら、次にBが【天下り】によって")),
    # blocks in Arcasino's deck: the colour lock refuses what Descent allows
    Case(("arcasino.colour_lock", "blocks", "descent"), ("is refused", "which Descent alone allows"),
         ("ことはできない", "【天下り】だけならできる")),
    # compounds across the classic and Arcasino decks: both five skips take effect on one play
    Case(("classic.five_skip", "compounds", "arcasino.five_skip"),
         ("classic Five skip takes effect", "Arcasino's Five skip takes effect", "the field clears"),
         ("【定番の5飛ばし】が発動", "【アルカジノの5飛ばし】が発動", "場が流れる")),
    # overrides in Arcasino's deck: with Pull out alone A's last two cards are a forbidden finish; the King
    # exchange, taking effect on the same play, leaves A a card, so A does not go out at all
    Case(("arcasino.king_exchange", "overrides", "pull_out"),
         ("King exchange takes precedence over Pull out", "with Pull out alone", "forbidden finish"),
         ("【キング・エクスチェンジ】が【引き抜き】より優先される", "【引き抜き】だけなら", "禁止上がり")),
    # overrides, the Cthulhu deck: Taboo breaker lifts forbidden finish (card 04)
    Case(("taboo_breaker", "overrides", "forbidden_finish"), ("A goes out normally, not as a forbidden finish",),
         ("Aは禁止上がりにならず、普通にあがる",)),
]


@pytest.mark.parametrize("case", CASES, ids=["-".join(c.edge) for c in CASES])
def test_a_sentence_says_what_stepping_its_witness_does(case: Case) -> None:
    u, kind, v = case.edge
    e = _witness_of(case.edge)
    raw = witness_raw(e["witness"])
    for lang, words in (("en", case.words_en), ("ja", case.words_ja)):
        for w in words:
            assert w in e["text"][lang], f"{case.edge} {lang}: {w!r} not in {e['text'][lang]!r}"
        assert raw["title"][lang] == e["text"][lang], "the page's sentence is the witness's title"
    both = step(raw)
    card = lambda node: node.removesuffix("@house")  # noqa: E731
    base = {c.id for c in rg.BASE_RULES}
    if kind == "enables":
        assert both.refused is None and "fusion_revolution" in both.fired and both.revolution[1] != both.revolution[0]
        for gone in (u, v):
            assert step(raw, card(gone)).refused is not None, f"without {gone} the play is refused"
    elif kind == "blocks":
        assert both.refused is not None, "refused with both"
        assert step(raw, card(u)).refused is None, f"{v} alone allows it"
    elif kind == "overrides" and v in base:
        alone = step(raw, card(u))
        assert both.refused is None and (alone.refused is not None or alone.out == "forbidden")
    elif kind == "overrides":
        assert both.refused is None and both.out != "forbidden", "no forbidden finish with both"
        assert step(raw, card(u)).out == "forbidden", f"with {v} alone: a forbidden finish"
    elif kind == "compounds":
        assert both.refused is None and {card(u), card(v)} <= both.fired and both.cleared
    else:  # conflicts one play on: the play is allowed and the field clears with both
        assert both.refused is None and both.cleared and card(u) in both.fired
        alone = step(raw, card(u))
        assert alone.refused is None and not alone.cleared


# -- every edge: the claimed tokens are what stepping the witness file shows -----------------------------------

_CHECKABLE = ("legal", "refused", "fires:", "clears", "revolution+", "revolution-", "inversion+", "inversion-",
              "finish", "forbidden")


def holds(token: str, seen: Seen) -> bool | None:
    """Whether ``token`` is what :func:`step` saw (``None``: not a token this test can see by stepping)."""
    if token == "legal":
        return seen.refused is None
    if token == "refused":
        return seen.refused is not None
    if seen.refused is not None:
        return False
    if token.startswith("fires:"):
        return token[6:] in seen.fired
    return {"clears": seen.cleared, "revolution+": seen.revolution == (False, True),
            "revolution-": seen.revolution == (True, False), "inversion+": seen.reversed == (False, True),
            "inversion-": seen.reversed == (True, False), "finish": seen.out == "finish",
            "forbidden": seen.out == "forbidden"}.get(token)


def by_rule(state: State, said: str, rule: str) -> bool:
    """Whether the action ``said`` is allowed in ``state`` and refused there without ``rule``: allowed by it."""
    from explorer.engine.contract import RuleSet

    try:
        action = state.parse_action(said)
    except ExplorerError:
        return False
    if state.refusal_of(action) is not None:
        return False
    without_it = state.copy()
    without_it.rules = RuleSet(r for r in state.rules.rules if r.id != rule)
    return without_it.refusal_of(action) is not None


@lru_cache(maxsize=1)
def all_claims() -> list[tuple[dict[str, Any], Claim, State]]:
    out = []
    for cache in (rg.CACHE, rg.DECKS_CACHE):
        found = rg.cached_witnesses(cache)
        for e in json.loads(cache.read_text(encoding="utf-8"))["edges"]:
            edge = (e["u"], e["type"], e["v"])
            w = found[edge]
            x, y = rg._variant(w.x), rg._variant(w.y)
            configs = rg._configs(x, y, w.position)
            assert configs is not None
            raw = witness_raw(e["witness"])
            do = str(raw["steps"][0]["do"])
            c = claim(*edge, do, configs["xy"], {x.node: configs["x"], y.node: configs["y"]})
            out.append((e, c, configs["xy"]))
    return out


def test_every_edge_has_its_own_sentence_and_it_is_its_witness_title() -> None:
    claims = all_claims()
    assert len(claims) > 600, "both caches' edges"
    seen: dict[str, tuple[str, ...]] = {}
    for e, c, both in claims:
        raw = witness_raw(e["witness"])
        for lang in ("ja", "en"):
            said = sentence(c, both, lang).rstrip("。.")
            assert said == raw["title"][lang] == e["text"][lang], (e["witness"], lang)
        key = e["text"]["en"]
        assert key not in seen, f"{e['witness']} says the same as {seen.get(key)}"
        seen[key] = (e["u"], e["type"], e["v"])


def test_every_claimed_token_is_what_stepping_the_witness_file_shows() -> None:
    """For each edge: what the sentence says happens with both rules happens when the witness file is stepped;
    what it says happens with the rule acted on alone happens when the other card is taken out of the file
    (a base rule stays: a scenario cannot switch one off) and not with both."""
    checked = 0
    base = {c.id for c in rg.BASE_RULES}
    for e, c, both in all_claims():
        raw = witness_raw(e["witness"])
        with_both = step(raw)
        for token in sorted(c.shown):
            ok = holds(token, with_both)
            if ok is not None:
                assert ok, f"{e['witness']}: the sentence says {token!r} with both rules; stepping shows {with_both}"
                checked += 1
        for node, facts in c.alone.items():
            other = c.v if node == c.u else c.u
            if other.removesuffix("@house") in base:
                continue
            try:
                alone = step(raw, other.removesuffix("@house"))
            except ExplorerError:
                continue  # the position needs the joker rule (its cards are jokers): the search's own stand-in
            for token in sorted(c.lost & facts.tokens):
                ok = holds(token, alone)
                if ok is not None:
                    assert ok, f"{e['witness']}: with {node} alone the sentence says {token!r}; stepping shows {alone}"
                    checked += 1
            if c.kind == "conflicts" and node == c.v and c.next_lost:
                # one play on: with the rule acted on alone the next player may make these plays by that rule
                # (refused without it); with both rules that rule no longer allows them
                assert alone.after is not None and with_both.after is not None
                rid = c.v.removesuffix("@house")
                for play in c.next_lost:
                    said = f"{c.next_player} plays {play}"
                    assert by_rule(alone.after, said, rid), (e["witness"], f"{said} by {rid} with {c.v} alone")
                    assert not by_rule(with_both.after, said, rid), (e["witness"], f"{said} by {rid} with both")
                    checked += 1
    assert checked > 700, checked


# -- the starting conditions ------------------------------------------------------------------------------

def test_every_witness_question_names_its_starting_conditions() -> None:
    for cache in (rg.CACHE, rg.DECKS_CACHE):
        for e in json.loads(cache.read_text(encoding="utf-8"))["edges"]:
            raw = witness_raw(e["witness"])
            q = raw["question"]
            start = ScenarioRun(parse_scenario(without(raw, None), "witness")).state
            where = e["witness"]
            if start.revolution:
                assert "革命中" in q["ja"] and "In a revolution" in q["en"], where
            if start.reversed:  # named by the rule in force that inverts (issue 42: Arcasino's is ジェイ・バック)
                owners = [r.id for r in start.rules.rules if "reversed" in r.owns]
                named = "・".join(f"【{label(r, 'ja')}】" for r in dict.fromkeys(owners))
                assert f"{named}で強さが逆転している" in q["ja"] and "inverted by" in q["en"], where
            if start.lock_suits or (start.lock_rank is not None and 0 <= start.lock_rank < 13):
                assert "縛り" in q["ja"] and "がかかっている" in q["ja"] and "lock" in q["en"], where
            if start.phase.value == "play" and start.field is not None:
                assert "場に" in q["ja"] and "is on the field" in q["en"], where
                assert str(start.field) in q["en"], where
            elif start.phase.value == "play":
                assert "場は空" in q["ja"] and "the field is empty" in q["en"].lower(), where
            else:
                assert "交換フェイズ" in q["ja"] and "exchange" in q["en"], where
            for p in start.finished:
                assert f"{start.players[p]}はもうあがっている" in q["ja"] or "はもうあがっている" in q["ja"], where
                assert "already gone out" in q["en"], where
            for holder, rules in (raw.get("house_rules") or {}).items():
                assert f"は{holder}の家訓" in q["ja"] and f"{holder}'s house rule" in q["en"], where
            if start.discard:
                assert "捨札に" in q["ja"] and "discard pile" in q["en"], where


def test_conditions_name_what_a_position_starts_with() -> None:
    from explorer.graphs.claims import conditions

    s = State.from_position(["A", "B", "C"], laws=["j_back", "suit_lock"], house={"B": ["wisdom"]},
                            hands={"A": "♠Q ♥3", "B": "♦4", "C": ""}, field="♠J", field_by="B",
                            history=[("C", "♠9")], revolution=True, reversed=True, finished=["C"], turn="A")
    ja, en = conditions(s, "ja"), conditions(s, "en")
    for part in ("革命中", "【Jバック】で強さが逆転している", "スート縛り（♠）がかかっている", "場にはBの出した♠Jがある",
                 "その前にCの♠9", "Cはもうあがっている", "【文殊の知恵】はBの家訓"):
        assert part in ja, (part, ja)
    for part in ("In a revolution", "inverted by J-back", "a suit lock (♠) holds", "B's ♠J is on the field",
                 "after C's ♠9", "C has already gone out", "Wisdom of three is B's house rule"):
        assert part in en, (part, en)


def test_actions_that_open_together_are_said_in_one_clause() -> None:
    """Two out-of-turn actions a play opens are one clause (“A shows hand” and “C shows hand” become possible out of
    turn; 手番外にAが手札を公開することも、Cが手札を公開することもできるようになる), not the same clause twice."""
    together = 0
    for e, c, both in all_claims():
        raw = witness_raw(e["witness"])
        for lang, phrase, stops in (("en", "possible out of turn", (". ", "; ")), ("ja", "手番外に", ("。",))):
            for text in (e["text"][lang], raw["answer"][lang]):
                parts = [text]
                for stop in stops:
                    parts = [p for part in parts for p in part.split(stop)]
                for part in parts:
                    assert part.count(phrase) <= 1, (e["witness"], part)
        together += " and “" in e["text"]["en"] and "も、" in e["text"]["ja"]
    assert together >= 10, "edges whose play opens two out-of-turn actions at once"
