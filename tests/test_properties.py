"""Property tests: seeded random games under random rule sets.

Two sources of games:

* ``State.from_position`` with a random deal generated from a seed, random laws
  and random house rules (a random subset of the implemented cards, each
  either a law or a house rule of some seat);
* ``Game(..., mode=NORMAL/MAD, seed=..., rule_deck=...)`` whole games.

Actions are chosen by a seeded random policy.  The properties (RULES.md and the
engine's contract in explorer/engine/state.py):

(a) cards are conserved and never in two places;
(b) every game ends within a bound;
(c) a non-terminal state always offers its pending player an action;
(d) every listed action is accepted by ``push`` (and is ``in`` legal_actions);
(e) a refused action raises IllegalMoveError and changes nothing;
(f) push then pop restores the exact state;
(g) the same seed replays the same game.
"""

from __future__ import annotations

import random
from typing import NamedTuple

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from explorer import (
    Choose,
    DecisionKind,
    Game,
    Give,
    IllegalMoveError,
    Meld,
    Mode,
    NameStart,
    Pass,
    Phase,
    Pick,
    Play,
    State,
    Trim,
    mask_str,
)
from explorer.engine import movegen
from explorer.engine.actions import Action
from explorer.engine.cards import JOKER, JOKER2, RANK_MASK, STANDARD_DECK, iter_cards
from explorer.engine.melds import MeldKind
from explorer.rules.catalogue import CARDS, card_rule
from explorer.engine.contract import Failure

pytestmark = pytest.mark.rules  # the fast subset: pytest -m rules (engine and scenarios)

IDS: tuple[str, ...] = tuple(c.id for c in CARDS)
NAMES = ("A", "B", "C", "D", "E", "F")
MAX_DECISIONS = 3000

SETTINGS = settings(
    max_examples=40,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow],
)


# ---------------------------------------------------------------------------- snapshots
def snapshot(s: State) -> tuple[object, ...]:
    """Everything a refused action must not change, and pop must restore."""
    return (
        tuple(s.hands),
        s.field,
        None if s.field is None else (s.field.kind, s.field.rank, s.field.size, s.field.faces),
        s.field_by,
        s.field_cards,
        s.trick,
        s.discard,
        s.out_of_play,
        s.revolution,
        s.reversed,
        s.inverted,
        s.lock_suits,
        s.lock_rank,
        s.turn,
        s.passed,
        s.last_player,
        s.pending,
        s.points,
        s.finished,
        s.forbidden,
        s.fallen,
        s.bottom,
        s.king,
        s.laws,
        s.house,
        s.phase,
        s.round,
        s.prev_order,
        s.rule_deck,
        s.draft_pool,
        s.queue,
        s.deck,
        dict(s.data),
        len(s.log),
        tuple(sorted(s.places().items())),
        s.is_terminal(),
        tuple(s.move_stack),  # keep last (see test_copy_replays_the_rest_of_the_game)
    )


def legal_list(s: State) -> list[Action]:
    return list(s.legal_actions)


# ---------------------------------------------------------------------------- invariants
def check_conservation(s: State) -> None:
    """(a) hands + field + discard + out of play == the deck, each card in one place."""
    assert s.deck in (STANDARD_DECK, STANDARD_DECK | 1 << JOKER2)
    deck = s.deck
    seen = 0
    parts = [*s.hands, s.field_cards, s.discard, s.out_of_play]
    for part in parts:
        assert seen & part == 0, f"{mask_str(seen & part)} is in two places"
        seen |= part
    assert seen == deck, f"missing {mask_str(deck & ~seen)}, extra {mask_str(seen & ~deck)}"
    assert sum(p.bit_count() for p in parts) == s.deck.bit_count()
    if s.field is not None:
        assert s.field.cards & ~s.field_cards == 0
        assert s.trick and s.trick[-1][1] == s.field
    else:
        assert s.field_cards == 0


def check_pending(s: State) -> list[Action]:
    """(c) and (d): a live state offers actions, all of its pending player, all accepted."""
    acts = legal_list(s)
    assert len(s.legal_actions) == len(acts)
    if s.is_terminal():
        assert s.pending is None
        assert acts == []
        assert s.phase is Phase.OVER
        places = s.places()
        assert sorted(places.values()) == list(range(1, s.n + 1)), places
        return acts
    pend = s.pending
    assert pend is not None
    own = [a for a in acts if a.player == pend.player]
    assert own, f"no legal action for {s.players[pend.player]} ({pend.kind})"
    # anyone else may only take an out-of-turn action a rule opens (rules 01, 24, 25)
    assert all(isinstance(a, Choose) for a in acts if a.player != pend.player)
    if pend.kind is DecisionKind.PLAY:
        assert s.hands[pend.player], "the player to act holds no cards"
        assert pend.player == s.turn
        if s.field is None:
            assert Pass(pend.player) not in acts  # the leader must play
        elif not s.rules.forbid_pass:  # no rule in force has a forbid_pass hook
            assert Pass(pend.player) in acts  # passing is always allowed on a field
        else:  # a rule that may force a play (card 11) is listed as such, and passing is offered unless it does
            assert (Pass(pend.player) in acts) == (s.pass_refusal(pend.player) is None)
    return acts


def check_push_pop(s: State, acts: list[Action], rng: random.Random, limit: int) -> None:
    """(d) and (f): listed actions are accepted; pop restores the exact state."""
    before = snapshot(s)
    if len(acts) > limit:
        acts = rng.sample(acts, limit)
    for a in acts:
        assert a in s.legal_actions, s.action_str(a)
        s.push(a)
        check_conservation(s)
        assert s.pop() == a
        assert snapshot(s) == before, s.action_str(a)


# ---------------------------------------------------------------------------- illegal actions
def _single(card: int) -> Meld:
    if card >= JOKER:
        return Meld.of([(card, JOKER)])
    return Meld.of([(card, card)])


def _may_be_waived(s: State, player: int, meld: Meld, failure: Failure) -> bool:
    """Whether a rule in force that declares ``failure`` in :attr:`Rule.relaxes` waives it for this play.

    A rule that does not declare a failure cannot waive it (the engine never asks it), so a play that only
    fails on ``failure`` must be refused unless one of the rules that declare it says so.
    """
    return any(failure in r.relaxes and r.relax(s, player, meld, failure) for r in s.rules)


def illegal_actions(s: State, rng: random.Random) -> list[tuple[str, Action]]:
    """Actions the rules must refuse now, each with a reason label."""
    out: list[tuple[str, Action]] = []
    pend = s.pending
    deck = s.deck
    if pend is None:
        # the game is over: nothing is legal
        for p in range(s.n):
            out.append(("game over: pass", Pass(p)))
            if s.hands[p]:
                out.append(("game over: play", Play(p, _single(next(iter_cards(s.hands[p]))))))
        return out
    p = pend.player
    hand = s.hands[p]
    others = [q for q in range(s.n) if q != p]
    not_held = [c for c in iter_cards(deck & ~hand)]
    if not_held:
        c = rng.choice(not_held)
        out.append(("not held", Play(p, _single(c))))
        if c < JOKER:
            # a pair of which one card is not held
            mates = [m for m in iter_cards(hand & RANK_MASK[c >> 2])]
            if mates:
                out.append(("half held", Play(p, Meld.of([(c, c), (mates[0], mates[0])]))))
    for q in others:
        if s.hands[q]:
            c = rng.choice(list(iter_cards(s.hands[q])))
            out.append(("out of turn: play", Play(q, _single(c))))
            out.append(("out of turn: pass", Pass(q)))
    out.append(("no choice asked", Choose(p, "nothing", "x")))
    if pend.kind is DecisionKind.PLAY:
        if s.field is None:
            out.append(("pass on an empty field", Pass(p)))
        elif s.field.kind is MeldKind.GROUP:
            # a group of the field's shape and count that does not beat it fails only on WEAKER or EQUAL
            field = s.field
            inv = s.inverted
            for m in movegen.groups(hand, field.size, False):
                if m.strength(inv) > field.strength(inv):
                    continue
                failure = Failure.WEAKER if m.strength(inv) < field.strength(inv) else Failure.EQUAL
                if not _may_be_waived(s, p, m, failure):
                    out.append(("not stronger", Play(p, m)))
                    break
        out.append(("wrong kind: trim", Trim(p, 0)))
        out.append(("wrong kind: name", NameStart(p, p)))
        for q in others:
            out.append(("wrong kind: give", Give(p, next(iter_cards(hand)), q)))
            break
    else:
        if hand:
            out.append(("wrong kind: play", Play(p, _single(next(iter_cards(hand))))))
        out.append(("wrong kind: pass", Pass(p)))
        if pend.kind is DecisionKind.TRIM:
            keep_six = sum(1 << c for c in list(iter_cards(hand))[: hand.bit_count() - 6])
            out.append(("trim below 7", Trim(p, keep_six)))
            if not_held:
                out.append(("trim not held", Trim(p, 1 << not_held[0])))
            for q in others:
                out.append(("trim out of turn", Trim(q, 0)))
        elif pend.kind is DecisionKind.START:
            for q in others:
                out.append(("name out of turn", NameStart(q, p)))
            empty = [q for q in range(s.n) if not s.hands[q]]
            if empty:
                out.append(("name a player with no cards", NameStart(p, empty[0])))
        elif pend.kind is DecisionKind.DRAFT:
            gone = [r for r in IDS if r not in s.draft_pool]
            if gone:
                out.append(("pick not in the draft", Pick(p, gone[0])))
            for q in others:
                if s.draft_pool:
                    out.append(("pick out of turn", Pick(q, s.draft_pool[0])))
        elif pend.kind is DecisionKind.EXCHANGE:
            giver, to = s.queue[0]
            assert giver == p
            if not_held:
                out.append(("give not held", Give(p, not_held[0], to)))
            wrong = [q for q in range(s.n) if q not in (p, to)]
            if wrong and hand:
                out.append(("give to the wrong player", Give(p, next(iter_cards(hand)), wrong[0])))
            if p != s.king and not s.rules.exchange_options:  # no rule in force widens what a commoner gives
                strongest = {a.card for a in legal_list(s) if isinstance(a, Give)}
                weaker = [c for c in iter_cards(hand) if c not in strongest]
                if weaker:
                    out.append(("commoner gives a weaker card", Give(p, weaker[0], to)))
    return out


def check_refusals(s: State, rng: random.Random) -> None:
    """(e): every illegal action raises IllegalMoveError and changes nothing."""
    before = snapshot(s)
    listed = legal_list(s)
    for why, a in illegal_actions(s, rng):
        assert a not in listed, why
        assert a not in s.legal_actions, why
        try:
            s.push(a)
        except IllegalMoveError as exc:
            assert isinstance(exc, ValueError)
            assert exc.rule and str(exc)
        else:
            raise AssertionError(f"{why}: {a} was accepted")
        assert snapshot(s) == before, why


# ---------------------------------------------------------------------------- running games
def run(s: State, rng: random.Random, *, push_pop_limit: int = 6, refusals: bool = True) -> list[str]:
    """Play to the end with a seeded random policy, checking every property at every step."""
    trace: list[str] = []
    check_conservation(s)
    for _ in range(MAX_DECISIONS):
        acts = check_pending(s)
        if s.is_terminal():
            return trace
        check_push_pop(s, acts, rng, push_pop_limit)
        if refusals:
            check_refusals(s, rng)
        a = rng.choice(acts)
        trace.append(s.action_str(a))
        s.push(a)
        check_conservation(s)
    raise AssertionError(f"the game did not end within {MAX_DECISIONS} decisions")


def assign_rules(n: int, choice: list[int]) -> tuple[list[str], dict[str, list[str]]]:
    """choice[i] for card IDS[i]: -2 off, -1 law, k >= 0 house rule of seat k % n."""
    laws: list[str] = []
    house: dict[str, list[str]] = {}
    for rule, c in zip(IDS, choice):
        if c == -1:
            laws.append(rule)
        elif c >= 0:
            house.setdefault(NAMES[c % n], []).append(rule)
    return laws, house


def random_position(seed: int, n: int, laws: list[str], house: dict[str, list[str]]) -> State:
    """A random mid-round position dealt from ``seed``."""
    rng = random.Random(seed)
    players = list(NAMES[:n])
    jokers = 2 if rng.random() < 0.25 else 1
    cards = list(range(52)) + [JOKER] + ([JOKER2] if jokers == 2 else [])
    rng.shuffle(cards)
    holders = rng.sample(range(n), rng.randint(2, n))
    hands: dict[str, str] = {}
    for p in range(n):
        k = rng.randint(1, 10) if p in holders else 0
        hands[players[p]] = mask_str(sum(1 << c for c in cards[:k]))
        cards = cards[k:]
    discard = mask_str(sum(1 << c for c in cards[: rng.randint(0, 10)]))
    cards = cards[len(discard.split()):]
    field = None
    field_by = None
    if rng.random() < 0.6 and cards:
        left = sum(1 << c for c in cards)
        shapes: list[str] = []
        if left >> JOKER & 1 or left >> JOKER2 & 1:
            shapes.append("JK")
        for r in range(13):
            same = [c for c in iter_cards(left & RANK_MASK[r])]
            for k in range(1, min(3, len(same)) + 1):
                shapes.append(mask_str(sum(1 << c for c in same[:k])))
        # a sequence can lie on the field only if a rule in force may waive the SEQUENCE failure (card 21)
        if any(Failure.SEQUENCE in card_rule(r).relaxes for r in [*laws, *(r for h in house.values() for r in h)]):
            for suit in range(4):
                for low in range(11):
                    run_ = [(low + i) * 4 + suit for i in range(3)]
                    if all(left >> c & 1 for c in run_):
                        shapes.append(mask_str(sum(1 << c for c in run_)))
        if shapes:
            field = rng.choice(shapes)
            field_by = rng.choice(players)
    with_cards = [q for q in players if hands[q]]
    turn_choices = [q for q in with_cards if q != field_by] or with_cards
    turn = rng.choice(turn_choices)
    finished = [q for q in players if not hands[q]]
    rng.shuffle(finished)
    king = rng.choice([*players, None, None])
    points = {q: rng.randint(0, 9) for q in players}
    return State.from_position(
        players, laws=laws, house=house, hands=hands, field=field, field_by=field_by,
        discard=discard, revolution=rng.random() < 0.3, reversed=rng.random() < 0.15,
        turn=turn, finished=finished, king=king, points=points,
    )


rule_choices = st.lists(st.integers(-2, 5), min_size=len(IDS), max_size=len(IDS))


# ---------------------------------------------------------------------------- positions
@SETTINGS
@given(seed=st.integers(0, 2**32 - 1), n=st.integers(3, 6), choice=rule_choices)
def test_positions_properties(seed: int, n: int, choice: list[int]) -> None:
    """(a)-(f) on a random position under random laws and house rules, played to the round's end."""
    laws, house = assign_rules(n, choice)
    s = random_position(seed, n, laws, house)
    assert s.laws == tuple(laws)
    run(s, random.Random(seed ^ 0x5EED), push_pop_limit=1000)


@SETTINGS
@given(seed=st.integers(0, 2**32 - 1), n=st.integers(3, 6), choice=rule_choices)
def test_positions_replay(seed: int, n: int, choice: list[int]) -> None:
    """(g) the same seed gives the same position and the same game."""
    laws, house = assign_rules(n, choice)

    def play() -> tuple[list[str], tuple[int, ...], dict[int, int]]:
        s = random_position(seed, n, laws, house)
        rng = random.Random(seed)
        trace = []
        while not s.is_terminal():
            a = rng.choice(legal_list(s))
            trace.append(s.action_str(a))
            s.push(a)
            assert len(trace) < MAX_DECISIONS
        return trace, s.points, s.places()

    assert play() == play()


# ---------------------------------------------------------------------------- whole games
class Draw(NamedTuple):
    """One drawn table: seed, player count, mode and the rule deck (a random subset, in order)."""

    seed: int
    n: int
    mode: Mode
    deck: tuple[str, ...]


games = st.builds(
    lambda seed, n, mode, deck, k: Draw(seed, n, mode, tuple(deck)[:k]),
    st.integers(0, 2**32 - 1),
    st.integers(3, 6),
    st.sampled_from([Mode.NORMAL, Mode.MAD]),
    st.permutations(IDS),
    st.integers(0, len(IDS)),
)


def new_game(g: Draw) -> State:
    return State.new_game(Game(NAMES[: g.n], g.mode, seed=g.seed, rule_deck=g.deck))


@settings(SETTINGS, max_examples=30)
@given(g=games)
def test_whole_games_properties(g: Draw) -> None:
    """(a)-(f) over whole seeded games with a random rule deck, normal and mad mode."""
    s = new_game(g)
    check_conservation(s)
    assert s.deck == STANDARD_DECK
    run(s, random.Random(g.seed + 1), push_pop_limit=4)
    assert s.round == (3 if g.mode is Mode.MAD else 5)
    laws_and_house = list(s.laws) + [r for h in s.house for r in h]
    assert len(laws_and_house) == len(set(laws_and_house))  # each rule card once


@settings(SETTINGS, max_examples=30)
@given(g=games)
def test_whole_games_replay(g: Draw) -> None:
    """(g) the same seed replays the same game: same actions and final points."""

    def play() -> tuple[list[str], tuple[int, ...]]:
        s = new_game(g)
        rng = random.Random(g.seed)
        trace = []
        while not s.is_terminal():
            a = rng.choice(legal_list(s))
            trace.append(s.action_str(a))
            s.push(a)
            assert len(trace) < MAX_DECISIONS  # (b)
        return trace, s.points

    first = play()
    assert first == play()
    assert first[0], "a game has decisions"


@settings(SETTINGS, max_examples=20)
@given(g=games)
def test_copy_replays_the_rest_of_the_game(g: Draw) -> None:
    """(g) a copy taken mid-game and fed the same actions ends with the same points."""
    s = new_game(g)
    rng = random.Random(g.seed)
    for _ in range(60):
        if s.is_terminal():
            break
        s.push(rng.choice(legal_list(s)))
    c = s.copy()
    assert snapshot(c)[:-1] == snapshot(s)[:-1]  # all but the move stack
    acts: list[Action] = []
    while not s.is_terminal():
        a = rng.choice(legal_list(s))
        acts.append(a)
        s.push(a)
    for a in acts:
        c.push(a)
    assert c.is_terminal() and c.points == s.points


@settings(SETTINGS, max_examples=20)
@given(g=games)
def test_pop_unwinds_a_whole_game(g: Draw) -> None:
    """(f) popping every action of a game restores the initial state."""
    s = new_game(g)
    start = snapshot(s)
    rng = random.Random(g.seed)
    snaps = []
    while not s.is_terminal():
        snaps.append(snapshot(s))
        s.push(rng.choice(legal_list(s)))
        assert len(snaps) < MAX_DECISIONS
    while snaps:
        s.pop()
        assert snapshot(s) == snaps.pop()
    assert snapshot(s) == start



def test_replay_does_not_depend_on_the_hash_seed() -> None:
    """(g) across processes: the same seeds give the same games whatever PYTHONHASHSEED is."""
    import os
    import subprocess
    import sys

    code = (
        "import random\n"
        "from explorer import Game, Mode, State\n"
        "from explorer.rules.catalogue import CARDS\n"
        "ids = [c.id for c in CARDS]\n"
        "for seed in range(3):\n"
        "    for mode in (Mode.NORMAL, Mode.MAD):\n"
        "        s = State.new_game(Game(('A', 'B', 'C', 'D'), mode, seed=seed))\n"
        "        rng = random.Random(seed)\n"
        "        while not s.is_terminal():\n"
        "            a = rng.choice(list(s.legal_actions))\n"
        "            print(s.action_str(a))\n"
        "            s.push(a)\n"
        "        print(s.points)\n"
    )
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    outs = []
    for hash_seed in ("1", "2"):
        env = dict(os.environ, PYTHONHASHSEED=hash_seed, PYTHONPATH=root)
        proc = subprocess.run([sys.executable, "-c", code], env=env, cwd=root, capture_output=True,
                              text=True, timeout=120, check=True)
        outs.append(proc.stdout)
    assert outs[0] == outs[1]
    assert outs[0].count("\n") > 100


def test_listing_moves_never_raises_on_known_hard_hands() -> None:
    """(c)/(d) on fixed positions that once broke move generation.

    Rule 20 (descent) lets an A stand for a J: a hand with ♥A ♥Q and a joker can
    form ♥J ♥Q ♥K ♥A, but the same physical ♥A can never be both the J and the A.
    """
    for laws, hand in (
        (["descent", "stairs"], "♥A ♥Q JK ♠5"),
        (["descent", "stairs"], "♣A ♣2 ♣3 ♠5"),
        (["descent"], "♥A ♥Q ♥3 ♠5"),
    ):
        ids = [r for r in laws if r in IDS]
        if len(ids) != len(laws):
            continue  # a rule not in the catalogue
        s = State.from_position(["A", "B", "C"], laws=ids, hands={"A": hand, "B": "♦9", "C": "♣9"}, turn="A")
        acts = check_pending(s)
        for a in acts:
            assert isinstance(a, (Play, Pass))
            if isinstance(a, Play):
                assert len(list(iter_cards(a.meld.cards))) == len(a.meld.faces)  # no card played twice
        check_push_pop(s, acts, random.Random(0), 1000)
