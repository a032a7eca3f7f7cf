"""The solver for open positions (explorer.analysis.solve): against a plain brute-force search, its key, its
budget, and the rules it must know about (those that take first place later, and chance)."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from explorer.actions import Action, Choose
from explorer.analysis import action_key, position_key, solve
from explorer.analysis.solver import CHANCE_KINDS, TAKES_FIRST
from explorer.cards import JOKER, JOKER2, STANDARD_DECK, distinct_cards, iter_cards, mask_str
from explorer.errors import PositionError
from explorer.game import Phase
from explorer.places import DISCARD
from explorer.rules.decks import DECKS
from explorer.state import State

pytestmark = pytest.mark.rules  # the fast subset: pytest -m rules (engine and scenarios)

ROOT = Path(__file__).resolve().parents[1]
POSITIONS = 500
NAIVE_CAP = 12_000
"""The most positions the brute force may visit for one random position (a bigger one is drawn again)."""


# ---------------------------------------------------------------------------------------------- brute force
class _TooBig(Exception):
    pass


class Naive:
    """The question of ``forced`` answered the plainest way: every line to the end of the round, every
    child of every position evaluated (no table, no cut-off, no early end when first place is settled).

    The game is read as the solver's docstring says: the others' window actions first (all of them must
    leave ``me`` first), then ``me``'s own window actions or the pending decision (``me``'s: any one
    wins; another player's: all must), card 24's draw over every card of the pile, a repeated position on
    the line won only by a player who has gone out first, a decision with no action a loss.
    """

    def __init__(self, state: State, me: int) -> None:
        self.s = state
        self.me = me
        self.round = state.round
        self.visited = 0
        self.line: list[object] = []

    def after(self, action: Action) -> bool:
        s = self.s
        p = action.player
        outcomes: list[int | None] = [None]
        if isinstance(action, Choose) and action.kind in CHANCE_KINDS:
            outcomes = list(distinct_cards(s.discard)) or [None]
        values = []
        for outcome in outcomes:
            before = s.hands[p]
            s.push(action)
            try:
                if outcome is not None:
                    drawn = s.hands[p] & ~before
                    got = drawn.bit_length() - 1
                    if got != outcome and not (got >= JOKER and outcome >= JOKER):
                        s.move(drawn, p, DISCARD)
                        s.move(1 << outcome, DISCARD, p)
                values.append(self.value())
            finally:
                s.pop()
        return all(values)

    def value(self) -> bool:
        s = self.s
        self.visited += 1
        if self.visited > NAIVE_CAP:
            raise _TooBig
        if s.pending is None or s.phase is Phase.OVER or s.round != self.round:
            return s.prev_order[0] == self.me
        key = position_key(s)
        if key in self.line:  # a round that never ends: first place stays with whoever went out first
            out = [p for p in s.finished if p not in s.forbidden and p not in s.fallen]
            return bool(out) and out[0] == self.me
        self.line.append(key)
        try:
            decision = list(s.decision_actions)
            windows = s.window_actions()
            theirs = [self.after(a) for a in windows if a.player != self.me]
            mine = [self.after(a) for a in windows if a.player == self.me]
            if s.pending is not None and s.pending.player == self.me:
                mine += [self.after(a) for a in decision]
                return all(theirs) and any(mine)
            others = [self.after(a) for a in decision]
            return all(theirs) and (any(mine) or (bool(others) and all(others)))
        finally:
            self.line.pop()

    def root(self) -> tuple[bool, set[object]]:
        """The verdict and the set of ``me``'s current actions that keep it (as :func:`action_key`)."""
        s = self.s
        verdict = self.value()
        if not verdict or s.pending is None:
            return verdict, set()
        mine = [a for a in s.window_actions() if a.player == self.me]
        if s.pending.player == self.me:
            mine = list(s.decision_actions) + mine
        return verdict, {action_key(a) for a in mine if self.after(a)}


# ---------------------------------------------------------------------------------------------- positions
RULES = {d.id: [r.id for r in d.rules] for d in DECKS}


def random_position(rng: random.Random) -> State | None:
    """A small open endgame: 3-4 players, 0-3 cards each, a few rules of one or more decks, maybe a field."""
    n = rng.choice((3, 3, 4))
    names = ["A", "B", "C", "D"][:n]
    deck = [c for c in iter_cards(STANDARD_DECK)] + [JOKER]
    rng.shuffle(deck)
    counts = [rng.choice((0, 1, 1, 2, 2, 2, 3)) for _ in range(n)]
    if sum(1 for c in counts if c) < 2:
        counts[0], counts[1] = 2, 1
    while sum(counts) > 7:
        counts[counts.index(max(counts))] -= 1
    hands: dict[str, str] = {}
    for name, k in zip(names, counts):
        hands[name] = mask_str(sum(1 << deck.pop() for _ in range(k)))
    laws: list[str] = []
    house: dict[str, list[str]] = {}
    decks = rng.sample(sorted(RULES), rng.choice((1, 1, 2, 3)))
    for d in decks:
        for rid in rng.sample(RULES[d], rng.choice((1, 1, 2, 3))):
            if rng.random() < 0.75:
                laws.append(rid)
            else:
                house.setdefault(rng.choice(names), []).append(rid)
    holders = [nm for nm in names if hands[nm]]
    field = None
    by = None
    if rng.random() < 0.5:
        field = mask_str(1 << deck.pop())
        by = rng.choice(names)
    discard = mask_str(sum(1 << deck.pop() for _ in range(rng.choice((0, 1, 2, 3)))))
    finished = [nm for nm in names if not hands[nm]]
    turn = rng.choice(holders)
    try:
        return State.from_position(
            names, laws=laws, house=house, hands=hands, field=field, field_by=by, discard=discard,
            revolution=rng.random() < 0.2, turn=turn, finished=finished,
            king=rng.choice([None, *names]))
    except (PositionError, ValueError):
        return None


def test_the_solver_agrees_with_brute_force_on_random_positions() -> None:
    rng = random.Random(2027)
    compared = 0
    drawn = 0
    too_big = 0
    verdicts = {True: 0, False: 0}
    decks_seen: set[str] = set()
    while compared < POSITIONS:
        drawn += 1
        assert drawn < 20 * POSITIONS, "too few usable positions drawn"
        state = random_position(rng)
        if state is None or state.pending is None:
            continue
        me = rng.randrange(state.n)
        naive = Naive(state.copy(), me)
        try:
            want, want_by = naive.root()
        except _TooBig:
            too_big += 1
            continue
        before = position_key(state)
        got = solve(state, me)
        assert position_key(state) == before, "solve changed the state it was given"
        where = f"position {drawn}: {state!r}, laws {state.laws}, house {state.house}, player {state.players[me]}"
        assert got.complete, where
        assert got.first == want, where
        assert {action_key(a) for a in got.winning} == want_by, where
        compared += 1
        verdicts[want] += 1
        for rid in state.laws + tuple(r for h in state.house for r in h):
            decks_seen.add(rid.split(".")[0] if "." in rid else "cthulhu")
    assert too_big < compared // 4, f"{too_big} positions were too big for the brute force"
    assert verdicts[True] >= 50 and verdicts[False] >= 50, verdicts  # both answers are exercised
    assert decks_seen == set(RULES), decks_seen
