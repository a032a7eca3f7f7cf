"""Completeness of the listing: every play the rules accept is offered, and only those.

``State.refusal`` is the rulebook's verdict on one play; ``legal_actions`` /
``decision_actions`` are what a player, a bot, the Sandbox and the Play page
are *offered*.  A play that ``refusal`` accepts but the listing never offers is
a legal play nobody can make — the class of bug this file exists to keep out.

The oracle here is brute force and knows nothing of the move generators: for
a hand it forms every subset of up to four cards, gives each joker every face
(alone: also the lone joker itself) and each card every face a rule could give
it (itself, or the rank card 20 lets it be played as), builds the meld, and
asks ``refusal``.  Positions come from random games under random rule sets
(laws and house rules mixed), so rule combinations are met as play reaches them.

Jokers are identical cards: two plays that differ only in which joker stands
where are one play (compared by :func:`play_key`).
"""

from __future__ import annotations

import os
import random
from collections.abc import Iterator
from itertools import combinations, product

import pytest

from explorer import DecisionKind, Game, Mode, Play, State
from explorer.engine.cards import JOKER, iter_cards
from explorer.engine.errors import NotationError
from explorer.engine.melds import JOKER_FACE, MAX_PLAY, Meld
from explorer.rules.cards.c20_descent import DESCENT, _descent_melds, _ignored
from explorer.rules.catalogue import CARDS, DECK_RULES

pytestmark = pytest.mark.rules

IDS = tuple(c.id for c in CARDS + DECK_RULES)  # every deck: the local rules in the random rule sets too
_AS_RANK = {src: dst for dst, src in DESCENT.items()}  # A -> J, 2 -> Q, 3 -> K
POSITIONS = int(os.environ.get("COMPLETENESS_POSITIONS", "2000"))
"""Random play positions checked in ``make test``; set it higher for a longer run."""


Key = tuple[int, tuple[tuple[int, int], ...]]


def play_key(meld: Meld, suit_sensitive: bool) -> Key:
    """A play with its jokers made anonymous: jokers are identical cards.  When no rule in force reads
    suits (``RuleSet.suit_sensitive``), the suit a joker stands for is not part of the play either."""
    faces = tuple(sorted(
        (JOKER, face if suit_sensitive or face == JOKER_FACE else face | 3) if phys >= JOKER else (phys, face)
        for phys, face in meld.faces))
    return meld.cards & ((1 << JOKER) - 1), faces


def _faces_for(card: int, alone: bool, span: range) -> list[int]:
    """Every face ``card`` could be played as: a joker any card of ``span``'s ranks (alone also itself);
    an ordinary card itself, or the rank card 20 lets it be played as."""
    if card >= JOKER:
        out = [r * 4 + s for r in span for s in range(4)]
        return [JOKER_FACE, *out] if alone else out
    faces = [card]
    if card >> 2 in _AS_RANK:
        faces.append(_AS_RANK[card >> 2] * 4 + (card & 3))
    return faces


def oracle_plays(state: State, p: int, join: bool = False) -> set[Key]:
    """Every play ``refusal`` accepts for ``p``, by brute force over the hand: on their own, or
    (``join``) joining the meld on top of the field (card 02: ``A fuses …``)."""
    hand = list(iter_cards(state.hands[p]))
    accepted: set[Key] = set()
    field = state.field
    ss = state.rules.suit_sensitive
    for k in range(1, MAX_PLAY + 1):
        for subset in combinations(hand, k):
            naturals = [c >> 2 for c in subset if c < JOKER]
            ranks = set(naturals) | {_AS_RANK[r] for r in naturals if r in _AS_RANK}
            if field is not None and not field.is_lone_joker:
                ranks |= {face >> 2 for _, face in field.faces}
            # a joker's face only matters within reach of the other cards' ranks (a run is at most
            # eight long, a fused one included): every rank when it is alone or with other jokers
            if ranks:
                span = range(max(0, min(ranks) - 7), min(13, max(ranks) + 8))
            else:
                span = range(13)
            for faces in product(*(_faces_for(c, k == 1, span) for c in subset)):
                if len(set(faces)) < len(faces):
                    continue
                try:
                    meld = Meld.fragment(list(zip(subset, faces)))
                except NotationError:
                    continue
                if state.refusal(p, meld, explain=False, join=join) is None:
                    accepted.add(play_key(meld, ss))
    return accepted


def random_game(rng: random.Random) -> Game:
    players = tuple("ABCDEF"[: rng.randint(3, 5)])
    ids = rng.sample(IDS, rng.randint(1, 10))
    cut = rng.randint(0, len(ids))
    house: list[list[str]] = [[] for _ in players]
    for rid in ids[cut:]:
        house[rng.randrange(len(players))].append(rid)
    return Game(players, Mode.NORMAL, seed=rng.randrange(1 << 30), rule_deck=(), laws=tuple(ids[:cut]),
                house=tuple(tuple(h) for h in house))


def play_positions(seed: int, wanted: int) -> Iterator[State]:
    """Play decisions of random games under random rule sets, ``wanted`` of them."""
    rng = random.Random(seed)
    found = 0
    while found < wanted:
        state = State.new_game(random_game(rng))
        for _ in range(300):
            if state.is_terminal() or found >= wanted:
                break
            pend = state.pending
            assert pend is not None
            if pend.kind is DecisionKind.PLAY and state.hands[pend.player].bit_count() <= 8:
                found += 1
                yield state
            state.apply_action(rng.choice(state.decision_actions))


def check_position(state: State) -> int:
    """Assert the listing of the player to act is the oracle's, both ways; return how many plays."""
    pend = state.pending
    assert pend is not None
    p = pend.player
    ss = state.rules.suit_sensitive
    total = 0
    for join in (False, True):
        listed = [a for a in state.legal_actions if isinstance(a, Play) and a.player == p and a.join == join]
        keys = [play_key(a.meld, ss) for a in listed]
        assert len(set(keys)) == len(keys), ("a play is listed twice", repr(state), [str(a.meld) for a in listed])
        for a in listed:
            assert state.refusal(p, a.meld, join=join) is None, ("listed but refused", repr(state), a)
        oracle = oracle_plays(state, p, join) if join is False or state.rules.lay else set()
        missing = oracle - set(keys)
        assert not missing, ("accepted but never listed", "joining" if join else "on its own", repr(state),
                             state.laws, state.house, sorted(missing))
        total += len(oracle)
    return total


def test_the_listing_offers_every_play_refusal_accepts_and_only_those() -> None:
    checked = plays = 0
    for state in play_positions(20261201, POSITIONS):
        plays += check_position(state)
        checked += 1
    assert checked == POSITIONS and plays > POSITIONS


# The positions the review found (issue "Engine fidelity", item 1), checked by the same oracle.
FOUND = [
    # card 20 Q&A 2: descent in a multi-card play; here a single ♠2 played as Q fuses with three Qs
    dict(laws=["descent", "fusion_revolution"], hands={"A": "♠2 ♦3", "B": "♠5", "C": "♠6"},
         field="♥Q ♦Q ♣Q", must=["A fuses ♠2 as Q"]),
    # card 02 with a joker while suits matter: the joker may stand for either free suit
    dict(laws=["suit_lock", "fusion_revolution", "three_revolution"], hands={"A": "♦2 JK ♠4", "B": "♠5", "C": "♠6"},
         field="♣2", must=["A fuses JK=♥2 ♦2", "A fuses JK=♠2 ♦2"]),
]


@pytest.mark.parametrize("case", FOUND, ids=lambda c: "+".join(c["laws"]))
def test_plays_the_review_found_missing_are_listed(case: dict[str, object]) -> None:
    state = State.from_position(["A", "B", "C"], laws=case["laws"], hands=case["hands"],  # type: ignore[arg-type]
                                field=str(case["field"]), field_by="C", turn="A")
    listed = [state.action_str(a) for a in state.legal_actions]
    for text in case["must"]:  # type: ignore[attr-defined]
        assert text in listed, (text, listed)
    check_position(state)


def test_descent_tables_key_only_on_the_cards_they_read() -> None:
    """Descent's whole-hand table is keyed on the hand without the cards its sizes and lengths never read
    (:func:`~explorer.rules.cards.c20_descent._ignored`, issue 45): a hand's melds are those of the hand so masked."""
    rng = random.Random(45)
    asked = [((1, 2, 3, 4), (3, 4)), ((1, 2, 3, 4), ()), ((1,), ()), ((4,), ()), ((), (3,)), ((), (4,)), ((), (3, 4))]
    for _ in range(1500):
        hand = sum(1 << c for c in rng.sample(range(54), rng.randint(1, 14)))
        for sizes, lengths in asked:
            for ss in (False, True):
                masked = hand & ~_ignored(sizes, lengths)
                assert _descent_melds(hand, sizes, lengths, ss) == _descent_melds(masked, sizes, lengths, ss), \
                    (hex(hand), sizes, lengths, ss)
