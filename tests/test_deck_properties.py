"""Properties of whole games under every deck's rules (issue 24): random games with laws and house rules drawn
from the Cthulhu cards, the classic deck and Arcasino, and the deck options drawn too, played to the end by
random choices (out-of-turn windows included).

After every action:

- **nobody is left without cards**: during play a seat with no cards has finished or fallen from the capital
  (LOCAL-RULES.md, "Processing": a hand emptied by an effect is a finish), and a seat that has finished or
  fallen holds no cards; the one exception is a play still resolving: its player and anyone its effects emptied
  so far (every hand is counted when every effect has resolved, seed 004's ③);
- **cards are conserved**: hands, field, discard pile and out of play are disjoint and hold every card of the
  game (52 and the jokers in it), and no finished place is given twice;
- **the listing is complete**: at sampled play decisions the legal plays are those the brute-force oracle of
  ``tests/test_completeness.py`` accepts, both ways.

``make test`` plays :data:`GAMES` games with a fixed seed (a few seconds); ``DECK_PROPERTY_GAMES=20000 pytest
tests/test_deck_properties.py`` plays more.
"""

from __future__ import annotations

import os
import random

import pytest
from test_completeness import check_position

from explorer import DecisionKind, Game, Mode, State
from explorer.engine.cards import JOKER, JOKER2, STANDARD_DECK
from explorer.engine.game import Phase, TableOptions
from explorer.rules.catalogue import CARDS, DECK_RULES
from explorer.rules.decks import DECKS

pytestmark = pytest.mark.rules

IDS = tuple(c.id for c in CARDS + DECK_RULES)
"""Every rule of every deck: the 25 cards, the classic deck, Arcasino (its data rules included)."""
GAMES = int(os.environ.get("DECK_PROPERTY_GAMES", "40"))
"""Random games in ``make test``; set it higher for a longer run (the issue's long mode: 20000)."""
SEED = 20240024
LISTING_EVERY = 12
"""One play decision in this many (with a hand of at most eight cards) is checked against the oracle."""
ACTIONS_PER_GAME = 3000
"""A bound no game reaches (a round is a few hundred decisions): reaching it is a failure, an endless loop."""


def random_game(rng: random.Random) -> Game:
    """3-6 players, rules of every deck as laws and house rules, deck options drawn, 1-2 rounds."""
    players = tuple("ABCDEF"[: rng.randint(3, 6)])
    ids = rng.sample(IDS, rng.randint(1, 12))
    # the decks' local rules more often than their share: they are what this file is about
    ids += [r for r in rng.sample([d.id for d in DECK_RULES], rng.randint(0, 6)) if r not in ids]
    cut = rng.randint(0, len(ids))
    house: list[list[str]] = [[] for _ in players]
    for rid in ids[cut:]:
        house[rng.randrange(len(players))].append(rid)
    options: dict[str, object] = {"rounds": rng.randint(1, 2)}
    for deck in DECKS:
        for opt in deck.options:
            options[opt.name] = rng.choice(opt.values)
    return Game(players, Mode.NORMAL, TableOptions.from_mapping(options), seed=rng.randrange(1 << 30),
                rule_deck=(), laws=tuple(ids[:cut]), house=tuple(tuple(h) for h in house))


def check_invariants(state: State, where: str) -> None:
    """Nobody without cards in the turn order; cards conserved; places given once."""
    every = state.deck
    places = [*state.hands, state.field_cards, state.discard, state.out_of_play]
    union = 0
    for mask in places:
        assert not union & mask, ("a card in two places", where, repr(state))
        union |= mask
    assert union == every, ("cards lost or made", where, repr(state))
    assert len(set(state.finished)) == len(state.finished), ("finished twice", where, state.finished)
    assert not set(state.finished) & set(state.fallen), ("finished and fallen", where, state.finished, state.fallen)
    if state.phase is not Phase.PLAY or state.pending is None:
        return
    ctx = state.resolving
    uncounted = (1 << ctx.player | ctx.emptied) if ctx is not None else 0  # not counted before seed 004's ③
    out = set(state.finished) | set(state.fallen)
    for p, hand in enumerate(state.hands):
        if p in out:
            assert not hand, ("finished or fallen but holding cards", where, state.players[p], repr(state))
        elif not hand and not uncounted >> p & 1:
            assert False, ("no cards, yet not finished nor fallen", where, state.players[p], repr(state),
                           state.laws, state.house, [str(e) for e in state.log[-12:]])
    if state.pending.kind is DecisionKind.PLAY:
        assert state.hands[state.pending.player], ("a player without cards is to play", where, repr(state))


def play_game(rng: random.Random, game: Game) -> tuple[int, int]:
    """Play ``game`` to its end by random choices, checking after every action; (actions, listings checked)."""
    state = State.new_game(game)
    actions = listings = 0
    check_invariants(state, "dealt")
    while not state.is_terminal():
        assert actions < ACTIONS_PER_GAME, ("the game does not end", state.laws, state.house, repr(state))
        pend = state.pending
        assert pend is not None
        if (pend.kind is DecisionKind.PLAY and state.hands[pend.player].bit_count() <= 8
                and rng.randrange(LISTING_EVERY) == 0):
            check_position(state)
            listings += 1
        choices = list(state.legal_actions) if rng.randrange(4) == 0 else state.decision_actions
        action = rng.choice(choices)
        where = f"after {state.action_str(action)}"
        state.apply_action(action)
        actions += 1
        check_invariants(state, where)
    return actions, listings


def test_random_games_with_every_deck_keep_the_invariants() -> None:
    rng = random.Random(SEED)
    actions = listings = 0
    for _ in range(GAMES):
        a, checked = play_game(rng, random_game(rng))
        actions += a
        listings += checked
    print(f"\n{GAMES} games, {actions} actions, {listings} listings checked against the oracle")
    assert actions > GAMES and listings > 0
