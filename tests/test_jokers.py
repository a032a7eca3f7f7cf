"""Jokers are identical cards (SCENARIO-FORMAT: 「`JK` is a joker, whichever of the two it is」).

The game has two jokers once card 05 brings the second in.  No listing may then offer the same
action twice (two actions that both print ``B recycles JK``), and every comparison — a hand, the
discard pile, a play — counts jokers without telling them apart.
"""

from __future__ import annotations

import random

import pytest

from explorer import Game, Mode, State
from explorer.engine.cards import JOKER, JOKER2, JOKERS_MASK
from explorer.scenarios.model import parse_scenario
from explorer.scenarios.runner import run_scenario

pytestmark = pytest.mark.rules


def two_joker_positions(seed: int):  # type: ignore[no-untyped-def]
    """Decisions of random games in which trickster (05) brings the second joker, with the cards
    that offer a card-by-card choice (recycle, ten discard, pull out, conspiracy, loophole)."""
    rng = random.Random(seed)
    laws = ("trickster", "recycle", "ten_discard", "pull_out", "conspiracy", "loophole", "eight_cut")
    state = State.new_game(Game(("A", "B", "C", "D"), Mode.NORMAL, seed=seed, rule_deck=(), laws=laws))
    for _ in range(600):
        if state.is_terminal():
            return
        yield state
        state.apply_action(rng.choice(list(state.legal_actions)))


@pytest.mark.parametrize("seed", range(12))
def test_no_action_is_listed_twice(seed: int) -> None:
    both = 0
    for s in two_joker_positions(seed):
        texts = [s.action_str(a) for a in s.legal_actions]
        dup = sorted({t for t in texts if texts.count(t) > 1})
        assert not dup, (repr(s), dup)
        both += any(h & JOKERS_MASK == JOKERS_MASK for h in [*s.hands, s.discard])
    assert both or seed % 3, "no position with both jokers in one place in this game"


def test_two_jokers_in_the_discard_give_one_recycle() -> None:
    s = State.from_position(["A", "B", "C"], laws=["recycle"], hands={"A": "♠3", "B": "♠4 ♠5", "C": "♠6"},
                            discard="JK JK ♦9", turn="A")
    recycles = [s.action_str(a) for a in s.legal_actions if s.action_str(a).startswith("B recycles")]
    assert recycles == ["B recycles ♦9", "B recycles JK"]
    s.push(s.parse_action("B recycles JK"))
    assert s.hand_str("B") == "♠4 ♠5 JK"


def test_a_hand_holding_the_second_joker_matches_jk() -> None:
    data = {
        "id": "second-joker", "title": {"ja": "２枚目のジョーカー", "en": "The second joker"},
        "players": ["A", "B", "C"],
        "start": {"hands": {"A": "♠3 JK", "B": "♠4 JK", "C": "♠5"}, "turn": "C"},
        "steps": [{"expect": {"hands": {"A": "♠3 JK", "B": "♠4 JK"}}},
                  {"do": "C plays ♠5", "expect": {"field": "♠5"}},
                  {"do": "A plays JK", "expect": {"field": "JK", "hands": {"A": "♠3"}}}],
    }
    state_b = State.from_position(["A", "B", "C"], hands={"A": "♠3 JK", "B": "♠4 JK", "C": "♠5"}, turn="C")
    assert state_b.hands[1] >> JOKER2 & 1 and state_b.hands[0] >> JOKER & 1  # B holds the second joker
    result = run_scenario(parse_scenario(data, "second-joker.yaml"))
    assert result.ok, [f for r in result.steps for f in r.failures]


def test_trims_with_both_jokers_are_listed_once() -> None:
    s = State.from_position(["A", "B", "C"], hands={"A": "♠3 ♠4 ♠5 ♠6 ♠7 ♠8 JK JK", "B": "♠9", "C": "♠10"},
                            turn="A", phase="trim")
    texts = [s.action_str(a) for a in s.legal_actions]
    assert len(texts) == len(set(texts)) == 1 + 7  # nothing, or one of the 6 cards or a joker
