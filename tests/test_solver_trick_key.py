"""The solver's key keeps of the melds under the trick's top play only what the engine reads there (their cards and
the suits of their faces, :func:`explorer.analysis.key.position_key`; docs/readings.md, "The solver"): held to the
brute force on random endgames with a trick on the field, and to hand-built keys."""

from __future__ import annotations

import random

from explorer.analysis import position_key
from explorer.analysis.key import KEY_FIELDS
from explorer.engine.cards import JOKER, STANDARD_DECK, iter_cards, mask_str
from explorer.engine.errors import PositionError
from explorer.engine.state import State
from explorer.rules.catalogue import CARDS
from tests.test_solver import Naive, _solved_otherwise, _TooBig

TRICK = KEY_FIELDS.index("trick")
EVERY_LAW = [c.id for c in CARDS]


def trick_position(history: list[tuple[str, str]], laws: list[str] | None = None, turn: str = "C") -> State:
    return State.from_position(["A", "B", "C", "D"], laws=EVERY_LAW if laws is None else laws,
                               hands={"A": "♠4", "B": "♦5 ♣6", "C": "♥K ♣8", "D": "♦J"}, history=history, turn=turn)


def test_a_buried_joker_is_keyed_by_the_suit_of_its_face_only() -> None:
    # under ♠9 (the top), a lone joker played as ♠7 or as ♠Q: the engine reads only its card and its face's suit
    seven = trick_position([("A", "JK=♠7"), ("B", "♠9")])
    queen = trick_position([("A", "JK=♠Q"), ("B", "♠9")])
    # under ♦9 no lock forms from either, but once card 10 takes the ♦9 for a ♠K, card 14 reads the joker's face
    # again: ♠7 locks ♠, ♥7 does not
    spade = trick_position([("A", "JK=♠7"), ("B", "♦9")])
    heart = trick_position([("A", "JK=♥7"), ("B", "♦9")])
    other = trick_position([("D", "JK=♠7"), ("B", "♠9")])  # the same meld, another player
    assert seven.trick != queen.trick
    assert position_key(seven) == position_key(queen) == position_key(other)
    # the suit of a buried face is read (card 14 locks on it once card 10 takes the meld between): kept apart
    assert spade.data == heart.data
    assert position_key(spade) != position_key(heart)
    # the top play is kept whole
    top = trick_position([("A", "♠9"), ("B", "JK=♠Q")])
    assert position_key(top) != position_key(trick_position([("A", "♠9"), ("B", "JK=♠K")]))


def test_a_rule_that_reads_more_of_the_buried_melds_keeps_them_whole() -> None:
    # the Arcasino colour lock reads who made each play still on the field ("buried" in its reads)
    laws = ["arcasino.colour_lock", "pull_out"]
    a = trick_position([("A", "JK=♠7"), ("B", "♠9")], laws)
    b = trick_position([("D", "JK=♠7"), ("B", "♠9")], laws)
    assert position_key(a) != position_key(b)
    # without it the same positions share a key
    assert position_key(trick_position([("A", "JK=♠7"), ("B", "♠9")], ["pull_out"])) == \
        position_key(trick_position([("D", "JK=♠7"), ("B", "♠9")], ["pull_out"]))


LAWS = ["pull_out", "suit_lock", "number_lock", "descent", "fusion_revolution", "three_revolution", "armed_force",
        "eight_cut", "stairs", "j_back", "recycle"]


def random_trick_position(rng: random.Random) -> State | None:
    names = ["A", "B", "C", "D"]
    deck = list(iter_cards(STANDARD_DECK)) + [JOKER]
    rng.shuffle(deck)
    history: list[tuple[str, str]] = []
    rank = rng.randrange(0, 6)
    for i in range(rng.choice((2, 3, 3, 4))):  # single cards going up the ranks (a joker as any face)
        rank += rng.randrange(1, 3)
        if rank > 12:
            break
        who = names[rng.randrange(4)]
        if rng.random() < 0.3:
            face = mask_str(1 << (rank * 4 + rng.randrange(4)))
            history.append((who, f"JK={face}"))
        else:
            card = next((c for c in deck if c < JOKER and c >> 2 == rank), None)
            if card is None:
                continue
            deck.remove(card)
            history.append((who, mask_str(1 << card)))
    deck = [c for c in deck if c < JOKER] if any("JK" in m for _, m in history) else deck
    hands = {nm: mask_str(sum(1 << deck.pop() for _ in range(rng.choice((1, 1, 2, 2, 3))))) for nm in names}
    laws = rng.sample(LAWS, rng.randrange(3, len(LAWS) + 1))
    for must in ("pull_out", "suit_lock"):
        if must not in laws and rng.random() < 0.8:
            laws.append(must)
    try:
        return State.from_position(names, laws=laws, hands=hands, history=history,
                                   discard=mask_str(sum(1 << deck.pop() for _ in range(rng.choice((0, 1, 2))))),
                                   turn=rng.choice(names))
    except (PositionError, ValueError):
        return None


def test_the_trick_key_agrees_with_brute_force_on_random_positions() -> None:
    rng = random.Random(4545)
    compared = drawn = merged = 0
    verdicts = {True: 0, False: 0}
    while compared < 60:
        drawn += 1
        assert drawn < 3000, "too few usable positions drawn"
        state = random_trick_position(rng)
        if state is None or state.pending is None or len(state.trick) < 2:
            continue
        me = rng.randrange(state.n)
        try:
            want, want_by = Naive(state.copy(), me).root()
        except _TooBig:
            continue
        where = f"position {drawn}: {state!r}, trick {state.trick}, laws {state.laws}, player {state.players[me]}"
        assert not _solved_otherwise(state, me, want, want_by), where
        compared += 1
        verdicts[want] += 1
        merged += position_key(state)[TRICK] != state.trick
    print(f"compared {compared}, drawn {drawn}, verdicts {verdicts}, trick keyed short {merged}")
    assert verdicts[True] >= 10 and verdicts[False] >= 10, verdicts
    assert merged >= 30, merged  # the short form of the trick was the key at the root of most
