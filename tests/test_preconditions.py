"""Preconditions of the legality hooks (``Rule.may_relax``, ``may_forbid``, ``may_lay``).

The listing (``legal_melds``, ``legal_joins``, ``decision_actions``) asks each
rule's precondition once and, when it says no, does not ask that hook about
any play; ``refusal``, the plain reading, asks every hook regardless.  A rule
that declares no precondition is asked about every play as before.  The last
test checks every rule card's declarations over random games: whenever a
precondition says no, the hook gives its default answer to every candidate.
"""

from __future__ import annotations

import random

import pytest

from explorer import DecisionKind, Game, Mode, State
from explorer.engine.melds import Meld, parse_meld
from explorer.rules.catalogue import CARDS
from explorer.engine.contract import Failure, Refusal, Rule, RuleSet

pytestmark = pytest.mark.rules

PLAYERS = ("A", "B", "C", "D")


class _NoSpades(Rule):
    """Forbids every play with a spade; its precondition is a switch the test sets."""

    id = "no_spades"
    en = "No spades"
    ja = "スペード禁止"
    open = True
    calls = 0

    def forbid(self, state: State, player: int, meld: Meld, laid: Meld) -> Refusal | None:
        type(self).calls += 1
        return Refusal(self.id, "no spades", "スペード禁止") if meld.suits & 1 else None


class _GatedNoSpades(_NoSpades):
    id = "gated_no_spades"

    def may_forbid(self, state: State, player: int) -> bool:
        return type(self).open


class _AnythingGoes(Rule):
    """Waives a weaker play; its precondition is a switch the test sets."""

    id = "anything_goes"
    en = "Anything goes"
    ja = "何でもあり"
    relaxes = frozenset({Failure.WEAKER})
    open = True
    calls = 0

    def relax(self, state: State, player: int, meld: Meld, failure: Failure) -> bool:
        type(self).calls += 1
        return failure is Failure.WEAKER


class _GatedAnythingGoes(_AnythingGoes):
    id = "gated_anything_goes"

    def may_relax(self, state: State, player: int) -> bool:
        return type(self).open


class _Glue(Rule):
    """A ``lay`` hook that joins nothing, counting its calls; precondition a switch."""

    id = "glue"
    en = "Glue"
    ja = "のり"
    open = True
    calls = 0

    def lay(self, state: State, player: int, meld: Meld) -> Meld | None:
        type(self).calls += 1
        return None

    def may_lay(self, state: State, player: int) -> bool:
        return type(self).open


def _with(rule: Rule, **kw: object) -> State:
    s = State.from_position(["A", "B", "C"], **kw)  # type: ignore[arg-type]
    s.rules = RuleSet([*s.rules.rules, rule])
    type(rule).calls = 0
    return s


def _plays(s: State) -> list[str]:
    return [str(m) for m in s.legal_melds()]


HANDS = {"A": "♠6 ♥7 ♦4", "B": "♣9", "C": "♣K"}


def test_a_forbid_rule_whose_precondition_says_no_is_not_asked() -> None:
    rule = _GatedNoSpades()
    _GatedNoSpades.open = False
    s = _with(rule, hands=HANDS, field="♣5", field_by="C", turn="A")
    assert _plays(s) == ["♠6", "♥7"] and _GatedNoSpades.calls == 0
    # the plain reading asks it anyway: a precondition that lied would disagree with refusal (the oracle tests)
    assert s.refusal(0, s.legal_melds()[0]) is not None and _GatedNoSpades.calls == 1
    _GatedNoSpades.open = True
    assert _plays(s) == ["♥7"] and _GatedNoSpades.calls > 1


def test_a_forbid_rule_that_declares_no_precondition_is_asked_about_every_play() -> None:
    s = _with(_NoSpades(), hands=HANDS, field="♣5", field_by="C", turn="A")
    assert _plays(s) == ["♥7"] and _NoSpades.calls == 2


def test_a_relax_rule_whose_precondition_says_no_is_not_asked() -> None:
    _GatedAnythingGoes.open = False
    s = _with(_GatedAnythingGoes(), hands=HANDS, field="♣5", field_by="C", turn="A")
    assert _plays(s) == ["♠6", "♥7"] and _GatedAnythingGoes.calls == 0
    assert s.refusal(0, parse_meld("♦4")) is None  # the plain reading asks it: ♦4 is waived
    _GatedAnythingGoes.open = True
    assert sorted(_plays(s)) == ["♠6", "♥7", "♦4"]


def test_a_relax_rule_that_declares_no_precondition_is_asked() -> None:
    s = _with(_AnythingGoes(), hands=HANDS, field="♣5", field_by="C", turn="A")
    assert sorted(_plays(s)) == ["♠6", "♥7", "♦4"] and _AnythingGoes.calls >= 1


def test_a_lay_rule_whose_precondition_says_no_is_not_asked() -> None:
    _Glue.open = False
    s = _with(_Glue(), hands=HANDS, field="♣5", field_by="C", turn="A")
    assert s.legal_joins() == [] and _Glue.calls == 0
    _Glue.open = True
    assert s.legal_joins() == [] and _Glue.calls >= 3


def _random_game(rng: random.Random) -> Game:
    ids = [c.id for c in CARDS]
    laws = rng.sample(ids, rng.randint(1, len(ids)))
    house: list[list[str]] = [[] for _ in PLAYERS]
    for rid in rng.sample([i for i in ids if i not in laws], rng.randint(0, 4)):
        house[rng.randrange(len(PLAYERS))].append(rid)
    return Game(PLAYERS, Mode.NORMAL, seed=rng.randrange(10**6), rule_deck=(), laws=tuple(laws),
                house=tuple(tuple(h) for h in house))


GATED = {"fusion_revolution", "slip_through", "magician_hunt", "suit_lock", "number_lock", "identity",
         "magician_exile", "three_return", "wisdom", "stairs", "descent"}
"""The cards that declare a precondition (each must say no somewhere in the games below)."""


def test_every_card_precondition_that_says_no_is_kept() -> None:
    """Whenever a card's precondition says no, its hook gives the default answer to every candidate
    (each base-rule failure of a candidate for ``relax``; the play and any meld it joins into for ``forbid``).
    Games: every law (seed 0), then random mixes of laws and house rules."""
    said_no: set[str] = set()
    for seed in range(8):
        rng = random.Random(seed)
        game = _random_game(rng) if seed else Game(PLAYERS, Mode.NORMAL, seed=7, rule_deck=(),
                                                   laws=tuple(c.id for c in CARDS))
        _check_game(State.new_game(game), rng, said_no)
    # and house rules whose hooks act for their holder only (stairs, descent): the others are not asked
    house = (("stairs", "descent"), (), (), ())
    game = Game(PLAYERS, Mode.NORMAL, seed=11, rule_deck=(), house=house,
                laws=tuple(c.id for c in CARDS if c.id not in house[0]))
    _check_game(State.new_game(game), random.Random(11), said_no)
    assert said_no == GATED


def _check_game(s: State, rng: random.Random, said_no: set[str]) -> None:
    for _ in range(600):
        if s.is_terminal():
            return
        pend = s.pending
        assert pend is not None
        if pend.kind is DecisionKind.PLAY:
            p = pend.player
            cands = s.candidate_melds(p)
            for r in s.rules.relax:
                if not r.may_relax(s, p):
                    said_no.add(r.id)
                    for m in cands:
                        for f in s.base_failures(p, m):
                            assert not r.relax(s, p, m, f), (r.id, str(s.field), str(m), f)
            for r in s.rules.lay:
                if not r.may_lay(s, p):
                    said_no.add(r.id)
                    assert all(r.lay(s, p, m) is None for m in cands), (r.id, str(s.field))
            for r in s.rules.forbid:
                if not r.may_forbid(s, p):
                    said_no.add(r.id)
                    for m in cands:
                        laid = [m] + [x for x in (lr.lay(s, p, m) for lr in s.rules.lay) if x is not None]
                        assert all(r.forbid(s, p, m, x) is None for x in laid), (r.id, str(s.field), str(m))
        s.push(rng.choice(s.decision_actions))


class _ListedGlue(_Glue):
    """As :class:`_Glue`, declaring that it joins only its own candidates (it has none)."""

    id = "listed_glue"
    lays_candidates = True

    def candidates(self, state: State, player: int) -> list[Meld]:
        return []


class _UnlistedGlue(_Glue):
    """Declares ``lays_candidates`` but has no candidates hook: the declaration cannot hold, it is ignored."""

    id = "unlisted_glue"
    lays_candidates = True


def test_a_lay_rule_that_joins_only_its_candidates_is_not_asked_about_the_base_groups() -> None:
    _Glue.open = True
    s = _with(_ListedGlue(), hands=HANDS, field="♣5", field_by="C", turn="A")
    assert s.rules.lays_candidates
    assert s.legal_joins() == [] and _ListedGlue.calls == 0
    s = _with(_UnlistedGlue(), hands=HANDS, field="♣5", field_by="C", turn="A")
    assert not s.rules.lays_candidates
    assert s.legal_joins() == [] and _UnlistedGlue.calls >= 3
