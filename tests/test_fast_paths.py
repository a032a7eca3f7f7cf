"""The engine's fast paths give the verdicts of its slow, explained ones.

Random play calls ``legal_melds`` and ``push`` hundreds of times a game, so
they take shortcuts: a candidate whose base-rule failure no rule in force
declares it may waive (``Rule.relaxes``) is dropped unasked; groups weaker than
the field are not generated; trims are listed lazily; ``push`` trusts the
actions it just listed.  Each test here compares a shortcut with the plain
reading it replaces, over random games under random rule sets (laws and house
rules), so a wrong declaration or a stale memo fails here.
"""

from __future__ import annotations

import random
from collections import abc
from collections.abc import Iterator, Sequence
from itertools import combinations

import pytest

import explorer

from explorer import Choose, DecisionKind, Game, IllegalMoveError, Mode, Pass, Play, State, Trim
from explorer.engine import legality, movegen
from explorer.engine.actions import Action
from explorer.engine.cards import JOKER, iter_cards
from explorer.rules.catalogue import CARDS
from explorer.engine.contract import Failure
from explorer.engine.state import TrimOptions

pytestmark = pytest.mark.rules  # the fast subset: pytest -m rules (engine and scenarios)

IDS = tuple(c.id for c in CARDS)
PLAYERS = ("A", "B", "C", "D")


def random_game(seed: int) -> Game:
    """Seed 0: every law; 1: none; otherwise a random mix of laws and house rules."""
    rng = random.Random(seed)
    if seed == 0:
        return Game(PLAYERS, Mode.NORMAL, seed=seed, rule_deck=(), laws=IDS)
    if seed == 1:
        return Game(PLAYERS, Mode.NORMAL, seed=seed, rule_deck=(), laws=())
    ids = rng.sample(IDS, rng.randint(1, len(IDS)))
    cut = rng.randint(0, len(ids))
    house: list[list[str]] = [[] for _ in PLAYERS]
    for rid in ids[cut:]:
        house[rng.randrange(len(PLAYERS))].append(rid)
    return Game(PLAYERS, Mode.NORMAL, seed=seed, rule_deck=(), laws=tuple(ids[:cut]),
                house=tuple(tuple(h) for h in house))


def play_positions(seed: int, limit: int = 400) -> Iterator[State]:
    """The states of one random game (at most ``limit`` decisions), the game moving on after each yield."""
    rng = random.Random(seed)
    state = State.new_game(random_game(seed))
    for _ in range(limit):
        if state.is_terminal():
            return
        yield state
        state.push(rng.choice(state.decision_actions))


SEEDS = range(14)


@pytest.mark.parametrize("seed", SEEDS)
def test_legal_melds_equal_the_refusal_verdicts(seed: int) -> None:
    """legal_melds == the candidates that ``refusal`` (asking every relax rule) accepts, in order."""
    checked = 0
    for s in play_positions(seed):
        pend = s.pending
        assert pend is not None
        if pend.kind is not DecisionKind.PLAY:
            continue
        p = pend.player
        slow = [m for m in s.candidate_melds(p) if s.refusal(p, m, join=False) is None]
        assert s.legal_melds(p) == slow, (seed, str(s.field), s.hand_str(p))
        checked += 1
    assert checked > 20


@pytest.mark.parametrize("seed", SEEDS)
def test_a_rule_waives_only_the_failures_it_declares(seed: int) -> None:
    """``Rule.relaxes`` is honest: asked about any other failure, ``relax`` says no."""
    asked = 0
    for s in play_positions(seed, limit=250):
        pend = s.pending
        assert pend is not None
        if pend.kind is not DecisionKind.PLAY or not s.rules.relax:
            continue
        p = pend.player
        for m in s.candidate_melds(p):
            for r in s.rules.relax:
                for failure in Failure:
                    if failure not in r.relaxes:
                        assert not r.relax(s, p, m, failure), (r.id, failure, str(m), str(s.field))
                        asked += 1
    narrowed = [r for r in State.new_game(random_game(seed)).rules.relax if r.relaxes != frozenset(Failure)]
    assert asked > 0 or not narrowed


def test_every_relax_rule_declares_what_it_waives() -> None:
    """The default (may waive anything) is for rules outside the catalogue; every card narrows it."""
    from explorer.engine.contract import Rule

    for card in CARDS:
        if card.relax is not Rule.relax:
            assert card.relaxes != frozenset(Failure), f"card {card.number:02d} {card.id} declares no relaxes"


def test_groups_of_ranks_is_groups_restricted_to_those_ranks() -> None:
    rng = random.Random(7)
    for _ in range(3000):
        hand = sum(1 << c for c in rng.sample(range(54), rng.randint(1, 15)))
        size = rng.randint(1, 4)
        ss = rng.random() < 0.5
        low = rng.randint(0, 13)
        ranks = range(low, 13) if rng.random() < 0.5 else range(0, low)
        every = movegen.groups(hand, size, ss)
        assert movegen.groups_of_ranks(hand, size, ss, ranks) == [m for m in every if m.rank in ranks]



def test_popcount_counts_the_bits_of_any_mask() -> None:
    """The written-out popcount agrees with ``int.bit_count`` on card masks and past them."""
    from explorer.engine.cards import popcount

    rng = random.Random(11)
    masks = [0, 1, (1 << 54) - 1, (1 << 56) - 1, 1 << 56, (1 << 70) - 1]
    masks += [rng.getrandbits(rng.choice((4, 13, 54, 56, 60))) for _ in range(5000)]
    for m in masks:
        assert popcount(m) == m.bit_count(), hex(m)


@pytest.mark.parametrize("seed", range(6))
def test_group_ranks_are_the_ranks_whose_groups_may_beat_the_field(seed: int) -> None:
    """``State.group_ranks``: on a group, exactly the ranks whose groups the base strength test lets through
    (or that a rule in force may waive it for now); read from the plain strength comparison."""
    from explorer.engine.melds import MeldKind

    rng = random.Random(seed)
    laws = tuple(c.id for c in rng.sample(CARDS, rng.randint(0, len(CARDS))))
    state = State.new_game(Game(("A", "B", "C", "D"), Mode.NORMAL, seed=seed, rule_deck=(), laws=laws))
    checked = 0
    while not state.is_terminal() and checked < 60:
        field = state.field
        p = state.pending.player if state.pending is not None else state.turn
        if field is not None and field.kind is MeldKind.GROUP and not field.is_lone_joker:
            inv = state.revolution != state.reversed
            relax = legality.listing_relax(state, p)
            fs = field.strength(inv)
            want = [r for r in range(13)
                    if relax[Failure.WEAKER]
                    or (12 - r if inv else r) > fs
                    or (relax[Failure.EQUAL] and (12 - r if inv else r) == fs)]
            assert list(state.group_ranks(p)) == want, (state, field)
            checked += 1
        state.apply_action(rng.choice(state.decision_actions))
    assert checked, "no group on the field to check"


def test_states_with_the_same_rules_share_one_rule_set() -> None:
    """The rules in force are built once per laws and house rules (a rule holds no state of its own)."""
    laws = tuple(c.id for c in CARDS)
    a = State.new_game(Game(("A", "B", "C"), Mode.NORMAL, seed=1, rule_deck=(), laws=laws))
    b = State.new_game(Game(("A", "B", "C"), Mode.NORMAL, seed=2, rule_deck=(), laws=laws))
    c = State.new_game(Game(("A", "B", "C"), Mode.NORMAL, seed=2, rule_deck=(), laws=laws[:3]))
    assert a.rules is b.rules and a.rules is not c.rules
    assert [r.id for r in c.rules if not r.base] == list(laws[:3])


# ---------------------------------------------------------------------------- trims
def trims_by_combinations(player: int, hand: int) -> list[Action]:
    """The plain listing lazy TrimOptions replaces: every 0 … n-7 cards of the hand."""
    bits = [1 << c for c in iter_cards(hand)]
    return [Trim(player, sum(combo)) for k in range(len(bits) - 6) for combo in combinations(bits, k)]


@pytest.mark.parametrize("n", [6, 7, 8, 10, 13])
def test_trim_options_list_index_and_membership(n: int) -> None:
    rng = random.Random(n)
    hand = sum(1 << c for c in rng.sample(range(54), n))
    t = TrimOptions(2, hand)
    plain = trims_by_combinations(2, hand)
    assert list(t) == plain
    assert len(t) == len(plain) == sum(1 for _ in plain)
    assert [t[i] for i in range(len(t))] == plain
    if plain:
        assert t[-1] == plain[-1] and t[-len(t)] == plain[0]
        assert t[1:4] == plain[1:4]
    with pytest.raises(IndexError):
        t[len(t)]
    for a in plain:
        assert a in t
    outside = next(c for c in range(54) if not hand >> c & 1)
    assert Trim(2, 1 << outside) not in t
    assert Trim(1, 0) not in t
    too_many = sum(1 << c for c in list(iter_cards(hand))[: max(0, n - 6)])
    assert n < 7 or Trim(2, too_many) not in t



@pytest.mark.parametrize("n", [7, 8, 9, 10, 13])
def test_trims_with_both_jokers_list_a_lone_joker_once(n: int) -> None:
    """Jokers are identical: with both in hand, a trim of one joker is listed once (with the first), in the
    plain listing's order, read by index without listing the rest, and the other one is not among them."""
    from explorer.engine.cards import JOKER, JOKER2

    rng = random.Random(100 + n)
    hand = sum(1 << c for c in rng.sample(range(52), n - 2)) | 1 << JOKER | 1 << JOKER2
    t = TrimOptions(1, hand)
    plain = [a for a in trims_by_combinations(1, hand)
             if not a.cards >> JOKER2 & 1 or a.cards >> JOKER & 1]  # type: ignore[attr-defined]
    assert list(t) == plain
    assert len(t) == len(plain)
    assert [t[i] for i in range(len(t))] == plain
    assert t[-1] == plain[-1]
    for a in plain:
        assert a in t
    others = [a for a in trims_by_combinations(1, hand) if a not in plain]
    assert (n < 8 or others) and not any(a in t for a in others)  # a lone second joker, with or without others


def test_ten_cards_give_176_trims_and_thirteen_4096() -> None:
    assert len(TrimOptions(0, (1 << 10) - 1)) == 1 + 10 + 45 + 120
    assert len(TrimOptions(0, (1 << 13) - 1)) == 4096


# ---------------------------------------------------------------------------- decision actions and push
@pytest.mark.parametrize("seed", [0, 2, 3, 5])
def test_decision_actions_are_the_pending_players_without_windows(seed: int) -> None:
    windows = frozenset(k for c in CARDS for k in c.window_kinds)
    for s in play_positions(seed, limit=300):
        pend = s.pending
        assert pend is not None
        expected = [a for a in s.legal_actions
                    if a.player == pend.player and not (isinstance(a, Choose) and a.kind in windows)]
        assert list(s.decision_actions) == expected
        for a in s.window_actions():
            assert a not in s.decision_actions


def test_push_trusts_only_the_list_of_the_current_position() -> None:
    """An action listed at one position is checked again once the game has moved on."""
    s = State.from_position(["A", "B", "C"], hands={"A": "♠3 ♥3 ♠5", "B": "♦9 ♣K", "C": "♣4 ♦6"}, turn="A")
    listed = list(s.legal_actions)
    three = next(a for a in listed if isinstance(a, Play) and str(a.meld) == "♠3")
    s.push(three)
    assert s.pending is not None and s.pending.player == 1
    with pytest.raises(IllegalMoveError):
        s.push(three)  # A's play, listed before: not A's turn now
    s.push(Pass(1))
    s.push(Pass(2))  # the field clears; A leads again
    assert s.pending is not None and s.pending.player == 0 and s.field is None
    stale = list(s.legal_actions)
    five = next(a for a in stale if isinstance(a, Play) and str(a.meld) == "♠5")
    s.push(five)
    s.pop()
    assert five in list(s.legal_actions)  # listed again at A's lead
    s.pop()  # back before C's pass: that list is stale
    with pytest.raises(IllegalMoveError):
        s.push(five)


@pytest.mark.skipif(explorer.BUILD.kind == "compiled", reason="a spy on a compiled method is not what compiled callers "
                    "call; make test runs this file on the pure build too (DX_PURE=1), where the spy sees the calls")
def test_a_listed_action_is_pushed_without_asking_the_rules_again(monkeypatch: pytest.MonkeyPatch) -> None:
    s = State.from_position(["A", "B", "C"], hands={"A": "♠3 ♥4", "B": "♦9", "C": "♣K"}, turn="A")
    acts = list(s.decision_actions)
    calls: list[Action] = []
    real = State.refusal_of

    def spy(self: State, action: Action) -> object:
        calls.append(action)
        return real(self, action)

    monkeypatch.setattr(State, "refusal_of", spy)
    s.push(acts[0])
    assert calls == []
    s.pop()
    s.push(acts[0])  # not listed since the pop: checked
    assert calls == [acts[0]]


def test_a_random_choice_from_a_trim_builds_one_action() -> None:
    g = Game(PLAYERS, Mode.NORMAL, seed=3, rule_deck=())
    s = State.new_game(g)
    rng = random.Random(3)
    while s.pending is not None and s.pending.kind is not DecisionKind.TRIM:
        s.push(rng.choice(s.decision_actions))
    acts = s.decision_actions
    assert isinstance(acts, TrimOptions)
    pick = rng.choice(acts)
    assert isinstance(pick, Trim) and pick in acts
    s.push(pick)
    assert s.hands[pick.player] & pick.cards == 0


def test_the_lazy_action_lists_are_sequences_not_derived_from_the_abc() -> None:
    """A lazy list is a registered ``Sequence`` (isinstance holds, the mixins work), never derived from the ABC:
    compiled, a class derived from it gets the ABC's ``sq_length`` slot and every ``len()`` looks ``__len__`` up
    by name (half the cost of the benchmark loop's own work on a decision)."""
    s = State.from_position(["A", "B", "C"], hands={"A": "♠3 ♥4 ♦4", "B": "♦9", "C": "♣K"}, turn="A",
                            field="♣3", field_by="C")
    for opts in (s.decision_actions, TrimOptions(0, 0b111111111)):
        assert isinstance(opts, Sequence) and abc.Sequence not in type(opts).__mro__
        listed = list(opts)
        assert len(opts) == len(listed) > 2
        assert list(reversed(opts)) == listed[::-1]
        assert [opts.index(a) for a in listed] == list(range(len(listed)))
        assert all(opts.count(a) == 1 for a in listed) and opts.count(Pass(1)) == 0
        with pytest.raises(ValueError):
            opts.index(Pass(1))


def test_lead_groups_are_the_groups_of_every_size() -> None:
    rng = random.Random(8)
    for _ in range(3000):
        hand = sum(1 << c for c in rng.sample(range(54), rng.randint(1, 15)))
        ss = rng.random() < 0.5
        expected = [m for size in (1, 2, 3, 4) for m in movegen.groups(hand, size, ss)]
        assert movegen.lead_groups(hand, ss) == expected


# ---------------------------------------------------------------------------- apply_action
@pytest.mark.parametrize("seed", [0, 4])
def test_apply_action_plays_the_game_push_plays(seed: int) -> None:
    """apply_action keeps no snapshot, yet the same choices give the same game, event for event."""
    pushed = State.new_game(random_game(seed))
    applied = State.new_game(random_game(seed))
    rng_a, rng_b = random.Random(seed), random.Random(seed)
    for _ in range(600):
        if pushed.is_terminal():
            break
        a, b = rng_a.choice(pushed.decision_actions), rng_b.choice(applied.decision_actions)
        assert a == b
        assert pushed.push(a) == applied.apply_action(b)
    assert pushed.hands == applied.hands and pushed.points == applied.points and pushed.log == applied.log
    assert applied.move_stack == [] and len(pushed.move_stack) > 0


def test_apply_action_refuses_like_push_and_cannot_be_popped() -> None:
    s = State.from_position(["A", "B", "C"], hands={"A": "♠3 ♥4", "B": "♦9", "C": "♣K"}, turn="A")
    s.push(s.parse_action("A plays ♠3"))
    with pytest.raises(IllegalMoveError, match="turn"):
        s.apply_action(s.parse_action("C plays ♣K"))
    assert len(s.move_stack) == 1 and s.pending is not None and s.pending.player == 1
    s.apply_action(s.parse_action("B plays ♦9"))
    assert s.move_stack == [] and s.field is not None and str(s.field) == "♦9"
    with pytest.raises(IndexError):
        s.pop()


@pytest.mark.parametrize("seed", [0, 1, 6])
def test_play_options_read_like_the_plain_list(seed: int) -> None:
    """PlayOptions (built when read) == the list of a Play per legal meld, then per legal join, then the pass."""
    from explorer.engine.state import PlayOptions

    seen = 0
    for s in play_positions(seed, limit=200):
        pend = s.pending
        assert pend is not None
        if pend.kind is not DecisionKind.PLAY:
            continue
        p = pend.player
        opts = s.decision_actions
        assert isinstance(opts, PlayOptions)
        plain: list[Action] = [Play(p, m) for m in s.legal_melds(p)]
        plain += [Play(p, m, True) for m in s.legal_joins(p)]
        if s.field is not None and s.pass_refusal(p) is None:
            plain.append(Pass(p))
        assert list(opts) == plain and len(opts) == len(plain)
        assert [opts[i] for i in range(-len(plain), len(plain))] == plain + plain
        assert opts[1:] == plain[1:]
        assert all(a in opts for a in plain)
        assert Pass((p + 1) % s.n) not in opts
        with pytest.raises(IndexError):
            opts[len(plain)]
        seen += 1
    assert seen > 20


def _plain_joker_play_exists(s: State, p: int) -> bool:
    """Magician hunt's question asked the plain way: is any candidate with a joker legal?"""
    return any(m.cards >> JOKER and s.refusal(p, m, explain=False) is None for m in s.candidate_melds(p))


@pytest.mark.parametrize("seed", range(0, 60, 3))
def test_magician_hunts_joker_check_asks_the_lone_joker_first_and_answers_as_the_plain_search(seed: int) -> None:
    """Hunted players: ``_joker_play_exists`` (the lone joker asked first on a single card, every candidate
    only if it is refused) answers as the search over every candidate, with the lone joker legal or refused."""
    from explorer.rules.cards.c11_magician_hunt import MagicianHunt
    rng = random.Random(seed)
    laws = tuple(sorted({"magician_hunt", *rng.sample(IDS, 12)}))
    state = State.new_game(Game(PLAYERS, Mode.NORMAL, seed=seed, rule_deck=(), laws=laws))
    hunt = next(r for r in state.rules.rules if isinstance(r, MagicianHunt))
    asked = 0
    for _ in range(3000):
        if state.is_terminal():
            break
        pend = state.pending
        assert pend is not None
        p = pend.player
        if pend.kind is DecisionKind.PLAY and state.hands[p] >> JOKER and state.field is not None:
            assert hunt._joker_play_exists(state, p) == _plain_joker_play_exists(state, p), (seed, str(state.field))
            asked += 1
        state.push(rng.choice(state.decision_actions))
    assert asked > 0


@pytest.mark.parametrize("three_return", [True, False])
def test_a_hunted_player_refused_the_lone_joker_is_still_bound_by_another_joker_play(three_return: bool) -> None:
    """On the lone joker, a hunted player's own lone joker is refused (equal), but with three return a joker
    standing for a 3 beats it: the hunt binds (no pass), as the search over every candidate says; without three
    return nothing with a joker is legal, and the pass stays."""
    from explorer.rules.cards.c11_magician_hunt import MagicianHunt
    laws = ["magician_hunt", "three_return"] if three_return else ["magician_hunt"]
    s = State.from_position(["A", "B", "C"], laws=laws, hands={"A": "♠Q ♠4", "B": "JK ♦9", "C": "JK ♥5"}, turn="A")
    s.push(s.parse_action("A plays ♠Q"))  # a single Q: the hunt is on
    s.push(s.parse_action("B plays JK"))  # B plays a joker: C, holding the other, is hunted
    hunt = next(r for r in s.rules.rules if isinstance(r, MagicianHunt))
    assert hunt._joker_play_exists(s, 2) is three_return is _plain_joker_play_exists(s, 2)
    assert [s.action_str(a) for a in s.decision_actions] == (
        ["C plays JK=♠3"] if three_return else ["C passes"])



def _plain_offers(s: State, p: int, hand: int) -> dict[int, list[int]]:
    """Fusion's offers the plain way: every card of the hand, and every face a rule lets it be played as."""
    out: dict[int, list[int]] = {}
    for c in iter_cards(hand & ~((1 << JOKER) | (1 << (JOKER + 1)))):
        out.setdefault(c, []).append(c)
        for r in s.rules.faces:
            for face in r.faces(s, p, c):
                out.setdefault(face, []).append(c)
    return out


@pytest.mark.parametrize("seed", range(6))
def test_fusions_offers_for_the_places_it_fills_are_the_plain_offers(seed: int) -> None:
    """Fusion looks for the cards offering only the places it fills, searching card by card only the faces a
    rule's ``faces_mask`` gives the hand (card 20: A, 2, 3 as J, Q, K): for any cells, what the plain search over
    every card finds there, in the same order."""
    from explorer.rules.cards.c02_fusion_revolution import _offers
    rng = random.Random(seed)
    laws = ("fusion_revolution", "descent", *rng.sample(IDS, 6))
    state = State.new_game(Game(PLAYERS, Mode.NORMAL, seed=seed, rule_deck=(), laws=tuple(dict.fromkeys(laws))))
    asked = searched = 0
    for _ in range(400):
        if state.is_terminal():
            break
        p = state.pending.player if state.pending is not None else 0
        hand = state.hands[p]
        played_as = 0
        for r in state.rules.faces:
            played_as |= r.faces_mask(state, p, hand)
        plain = _plain_offers(state, p, hand)
        cells = rng.sample(range(52), 8)
        got = _offers(state, p, hand, played_as, cells, {})
        assert got == {c: plain[c] for c in cells if c in plain}, (seed, state.hand_str(p), cells)
        asked += 1
        searched += any(played_as >> c & 1 for c in cells)
        state.push(rng.choice(state.decision_actions))
    assert asked > 100 and searched > 20


def _plain_most_beside_single(s: State, p: int, hand: int, field_face: int) -> int:
    """The most cards of ``hand`` (``p``'s) a fusion can put with a single card of face ``field_face``, the plain way:
    every set of places a fused meld may fill (other suits of its rank; a run of its suit reaching it, up to
    four places), filled by distinct cards offering each place (the card itself, or a face a rule lets it be
    played as) or by the jokers."""
    nj = bin(hand >> JOKER).count("1")
    offers: dict[int, set[int]] = {}
    for c in iter_cards(hand & ((1 << JOKER) - 1)):
        offers.setdefault(c, set()).add(c)
        for r in s.rules.faces:
            for face in r.faces(s, p, c):
                offers.setdefault(face, set()).add(c)

    def fillable(cells: list[int], used: frozenset[int] = frozenset(), jokers: int = 0) -> bool:
        if not cells:
            return jokers <= nj
        head, rest = cells[0], cells[1:]
        return fillable(rest, used, jokers + 1) or any(
            fillable(rest, used | {c}, jokers) for c in offers.get(head, ()) if c not in used)

    rank, suit = field_face >> 2, field_face & 3
    places: list[list[int]] = []
    others = [rank * 4 + t for t in range(4) if t != suit]
    for k in (1, 2, 3):
        places += [list(c) for c in combinations(others, k)]
    for below in range(0, 5):
        for above in range(0, 5 - below):
            if below + above and rank - below >= 0 and rank + above < 13:
                places.append([(rank - i) * 4 + suit for i in range(1, below + 1)]
                              + [(rank + i) * 4 + suit for i in range(1, above + 1)])
    return max((len(c) for c in places if fillable(c)), default=0)


@pytest.mark.parametrize("seed", range(8))
def test_fusions_bound_beside_a_single_card_is_never_below_the_plain_search(seed: int) -> None:
    """Fusion rules a single card out before searching when fewer cards than the revolution needs can go with
    it (``_single_card_most``): the bound is never below the most the plain search over every set of places
    fills (jokers, card 20's faces), and it rules out most single cards in these games."""
    from explorer.rules.cards.c02_fusion_revolution import _single_card_most
    rng = random.Random(seed)
    laws = ("fusion_revolution", "descent", "three_revolution", *rng.sample(IDS, 5))
    state = State.new_game(Game(PLAYERS, Mode.NORMAL, seed=seed, rule_deck=(), laws=tuple(dict.fromkeys(laws))))
    asked = ruled_out = with_jokers = 0
    for _ in range(1500):
        if state.is_terminal():
            break
        field = state.field
        if field is not None and field.size == 1 and not field.is_lone_joker:
            for p in range(len(PLAYERS)):
                # the hand, and the hand with a joker or two (few are dealt: a joker fills any place)
                for hand in {state.hands[p], state.hands[p] | 1 << JOKER, state.hands[p] | 3 << JOKER}:
                    played_as = 0
                    for r in state.rules.faces:
                        played_as |= r.faces_mask(state, p, hand)
                    offered = hand & ~(3 << JOKER) | played_as
                    nj = bin(hand >> JOKER).count("1")
                    most = _single_card_most(field, offered, nj)
                    plain = _plain_most_beside_single(state, p, hand, field.faces[0][1])
                    assert most >= plain, (seed, state.hand_str(p), nj, str(field), most, plain)
                    asked += 1
                    ruled_out += most < 2  # three cards make a revolution here: two must go with the single card
                    with_jokers += nj > 0
        state.push(rng.choice(state.decision_actions))
    assert asked > 600 and ruled_out > asked // 4 and with_jokers > asked // 2, (asked, ruled_out, with_jokers)


def test_the_listings_relax_verdicts_are_each_players_plain_ones() -> None:
    """``relaxing_now`` asks each relax rule's precondition once a listing and keeps the answer for the rules'
    candidates (card 20's): within one listing's memo, asked for the players in any order, each player gets what
    asking every rule plainly gives them (house rules: a rule may waive a failure for one player and not another)."""
    from explorer.engine.contract import relaxing_now
    asked = differ = 0
    for seed in range(2, 14):
        order = random.Random(seed)
        for state in play_positions(seed, 150):
            plain = [{f: tuple(r for r in rs if r.may_relax(state, p)) for f, rs in state.rules.relax_for.items()}
                     for p in range(len(PLAYERS))]
            state.listing_memo = {}
            try:
                for p in order.sample(range(len(PLAYERS)), len(PLAYERS)) * 2:
                    assert relaxing_now(state, p) == plain[p], (seed, p)
                    asked += 1
            finally:
                state.listing_memo = None
            differ += any(plain[p] != plain[0] for p in range(len(PLAYERS)))
    assert asked > 5000 and differ > 100, (asked, differ)


def _plain_groups(hand: int, size: int, ss: bool, lo: int, hi: int) -> list[object]:
    """The groups of ``size`` of the ranks ``lo <= rank < hi`` the plain way: every rank's groups worked out
    (no table, no rank skipped)."""
    return [m for rank in range(lo, hi) for m in movegen._rank_groups(rank, hand >> 4 * rank & 15, hand >> JOKER, size, ss)]


def test_group_generators_skip_only_ranks_too_short_for_the_size() -> None:
    """``groups_between``, ``groups_sized_between`` and ``lead_groups`` skip a rank whose cards and jokers are
    fewer than the size (most ranks, for pairs and up): they give what working out every rank's groups gives."""
    rng = random.Random(45)
    skipped = 0
    for _ in range(3000):
        hand = sum(1 << c for c in rng.sample(range(52), rng.randint(1, 15)))
        hand |= rng.choice((0, 0, 1, 2, 3)) << JOKER
        ss = rng.random() < 0.5
        lo = rng.randint(0, 12)
        hi = rng.randint(lo, 13)
        size = rng.randint(1, 4)
        assert movegen.groups_between(hand, size, ss, lo, hi) == _plain_groups(hand, size, ss, lo, hi)
        smallest = rng.randint(1, 4)
        assert movegen.groups_sized_between(hand, smallest, ss, lo, hi) == [
            m for k in range(smallest, 5) for m in _plain_groups(hand, k, ss, lo, hi)]
        assert movegen.lead_groups(hand, ss) == [m for k in (1, 2, 3, 4) for m in _plain_groups(hand, k, ss, 0, 13)]
        skipped += any(0 < bin(hand >> 4 * r & 15).count("1") + bin(hand >> JOKER).count("1") < 4 for r in range(13))
    assert skipped > 2000


def test_the_standing_reused_is_the_one_made_plainly() -> None:
    """``state.standing`` keeps the last one made while every field it reads is as it was (compared field by field):
    read at every decision and after every action of random games, it is the named tuple made from the fields."""
    from explorer.engine.table_values import Standing
    reused = 0
    for seed in range(6):
        for state in play_positions(seed, 400):
            first = state.standing
            assert first == Standing(state.round, state.turn, state.direction, state.finished, state.fallen,
                                     state.king, state.prev_order, state.deck), seed
            reused += state.standing is first
    assert reused > 1000


def test_a_fall_alone_makes_a_new_standing() -> None:
    """Built by hand, the case random games miss: a player falls (sent to last place without finishing) while every
    other field of the standing stays as it was; the standing read next names the fall."""
    from explorer.engine.table_values import Standing
    state = State.new_game(random_game(1))
    before = state.standing
    assert before.fallen == ()
    state.bottom = (2,)  # seat 2 falls; nobody has finished, the turn and the round are as they were
    after = state.standing
    assert after.fallen == (2,) and after == Standing(state.round, state.turn, state.direction, state.finished,
                                                      (2,), state.king, state.prev_order, state.deck)
    state.bottom = ()
    assert state.standing.fallen == ()


def test_play_and_pass_events_kept_are_the_ones_made_plainly() -> None:
    """A play's and a pass's events are kept by seat and meld (``flow.play_event``, ``flow._pass_event``): over random
    games, and over games whose seats change names, each is the event made anew for that player, meld and name."""
    from explorer.engine import flow
    from explorer.engine.events import Event
    kept = 0
    for seed in range(4):
        rng = random.Random(seed)
        names = PLAYERS if seed % 2 else ("West", "North", "East", "South")
        game = random_game(seed)
        state = State.new_game(Game(names, Mode.NORMAL, seed=seed, rule_deck=(), laws=game.laws, house=game.house))
        for _ in range(300):
            if state.is_terminal():
                break
            action = rng.choice(state.decision_actions)
            pend = state.pending
            events = state.apply_action(action)
            if pend is not None and pend.kind is DecisionKind.PLAY:
                name = names[action.player]
                if isinstance(action, Play):
                    plain = flow.make_play_event(name, action.player, action.meld)
                else:
                    plain = Event(None, "pass", action.player, f"{name} passes", f"{name}はパス", args=())
                got = events[0]
                assert (got, got.en, got.ja, got.args) == (plain, plain.en, plain.ja, plain.args), (seed, action)
                kept += got is flow.play_event(name, action.player, action.meld) if isinstance(action, Play) else 1
    assert kept > 300, kept


def test_the_forbid_rules_kept_by_seat_are_the_plain_ones() -> None:
    """``RuleSet.forbid_for`` and ``forbid_pass_for`` keep each seat's rules (house rules waive a rule for some
    players only): asked in any order, each is the rules in force that no rule waives for that player."""
    from explorer.engine.contract import RuleSet
    differ = 0
    for seed in range(2, 60):
        rules = State.new_game(random_game(seed)).rules
        fresh = RuleSet(rules.rules)
        rng = random.Random(seed)
        for p in rng.sample(range(len(PLAYERS)), len(PLAYERS)) * 2:
            assert fresh.forbid_for(p) == tuple(r for r in rules.forbid if not rules.is_waived(r, p)), (seed, p)
            assert fresh.forbid_pass_for(p) == tuple(
                r for r in rules.forbid_pass if not rules.is_waived(r, p)), (seed, p)
        differ += len({fresh.forbid_for(p) for p in range(len(PLAYERS))}) > 1
    assert differ > 3, differ


def test_the_first_unwaived_failure_is_the_plain_one() -> None:
    """``legality._unwaived`` finds the base-rule failures as it asks about them: over random games' positions, the
    melds the hands can form and the rules list, for every player, each is the first of ``base_failures`` that no relax rule waives."""
    from explorer.engine.contract import relaxing_now
    seen: set[object] = set()
    for seed in range(2, 10):
        for state in play_positions(seed, 120):
            inv = state.inverted
            # every player's melds judged for every player (a rule of one player's, card 20's, lists melds that
            # play a card as another, which another player's rules do not waive)
            melds = [m for q in range(len(PLAYERS)) for m in legality.all_melds(state, q) + legality.candidates(state, q)]
            for p in range(len(PLAYERS)):
                relax_for = relaxing_now(state, p)
                for m in melds:
                    plain = next((f for f in legality.base_failures(state.field, m, inv)
                                  if not any(r.relax(state, p, m, f) for r in relax_for[f])), None)
                    assert legality._unwaived(state, p, m, relax_for, inv) is plain, (seed, p, str(m))
                    seen.add(plain)
    assert seen >= {None, Failure.FACE, Failure.SHAPE, Failure.COUNT, Failure.WEAKER, Failure.EQUAL, Failure.SEQUENCE}, seen


def test_the_distinct_card_list_is_the_distinct_cards() -> None:
    """An exchange's gifts are listed with ``cards.distinct_card_list`` (no generator): for random masks, with no, one
    or both jokers, it is ``list(distinct_cards(mask))``, a joker listed once."""
    from explorer.engine.cards import distinct_card_list, distinct_cards
    rng = random.Random(45)
    both = 0
    for _ in range(3000):
        mask = sum(1 << c for c in rng.sample(range(52), rng.randint(0, 14))) | rng.choice((0, 1, 2, 3)) << JOKER
        assert distinct_card_list(mask) == list(distinct_cards(mask)), mask
        both += mask >> JOKER == 3
    assert both > 500
