"""A strong bot for hidden hands (issue 27): it sees only its own :class:`~explorer.bots.PlayerView` and the
public actions of the round, deals the cards it cannot see many times over, and searches each such world.

**What it knows for sure** (:class:`HiddenHands`).  Its own hand, the field, the discard pile and every hand's
size (the view), and the cards it gave away itself this round (the exchange, an effect's gift): those stay in
the receiver's hand until they show up on the field or in the discard pile, unless a rule in force can move
cards from hand to hand unseen (:attr:`Rule.hidden_moves <explorer.engine.contract.Rule.hidden_moves>`, or any rule of another deck or a table's rule file, which
the bot does not sort).  A deal of the unseen cards gives each other hand exactly its size, leaves a card the
bot gave with its receiver, and puts the rest out of play.

**What it believes** (:class:`Posterior`).  :func:`~explorer.bots.play_out` shows it every play, pass and trim
as it happens (it is an :class:`~explorer.bots.Observer`).  It models the others as the greedy bot
(:class:`~explorer.bots.GreedyBot`) that slips now and then (:data:`SLIP`), and weights a deal by how many of
their seen actions the greedy bot, holding that deal's hand at that moment, would not have taken: a trim of
♠3 ♥4 ♦5 says that hand held nothing weaker; a pass says it had no ordinary card to beat the field.  A
Metropolis chain over deals (swapping two unseen cards) draws deals from those weights; with ``tries``
(:data:`TRIES`, off by default) a world is first sought as a deal of the hard constraints kept with probability
its weight (an exact draw, independent of the other worlds), the chain dealing it only when that fails.

**How it decides** (perfect-information sampling, "determinization").  For a decision with more than one
distinct option — a play or a pass, a trim (up to three of its :data:`TRIM_POOL` weakest cards), naming the
start player, the king's gifts in the exchange — it draws worlds from its beliefs
(:meth:`PlayerView.world <explorer.bots.PlayerView.world>` turns a deal into a whole state that carries nothing
the view hides) and, in each, plays each option and then the round to its end with greedy bots at the other
seats, its own played by its own policy (below): a *rollout*.  In a rollout, at each of its own play decisions
while first place is still open, it first looks for a way to go out by force (:func:`forced_out`: plays to
which every other hand's only answer is to pass, as FujiGokoro checks in its simulations; when it holds at most :data:`MATE_HAND` cards, within
:data:`MATE_BUDGET` positions); failing that, with at most ``model_hand`` cards (:data:`MODEL_HAND`), for a
line to first place against its model of the others (its own plays and passes searched, the others' answers
the greedy bot's: the same model the rest of the rollout and the inference use); and, when all hands together
hold at most ``endgame_cards`` cards (off by default:
:data:`ENDGAME_CARDS`), asks the exact solver (:func:`~explorer.analysis.solver.solve`, within
``endgame_budget`` positions) whether it can force first place; either found, the rollout counts first place
for it (under a rule that can take first place away later, the forced line is played out instead).  The greedy
bot, which plays its weakest cards first, misses such lines.  All three are off by default (``mate_hand``,
``model_hand``, ``endgame_cards`` turn them on): none measured stronger against greedy bots (the constants say by
how much).  Its own later decisions in a rollout are played by a policy that keeps its groups whole
(``own="keep"``, the default: :class:`KeepGroupsBot`, :data:`OWN_POLICY`; ``own="greedy"`` plays them as the
others); at its first own play decision of a rollout with a choice, a few of its options (``look``,
:data:`LOOK`) may each be played out from there, the best counting: a one-step look-ahead inside the world (off by
default: see :data:`LOOK`; ``look_depth``, :data:`LOOK_DEPTH`, looks again at its next own decisions within those
play-outs).  Off by default (not measured stronger): before any rollout, a play that begins a way out first by force
in every one of ``sure_worlds`` worlds made at once (:data:`SURE_WORLDS`).  An option's value is the mean over worlds of
``FIRST_WEIGHT·[first] + (n − place)/(n − 1)``.  Options share the same worlds (common random numbers), and the
rollouts are spread by sequential halving: every option gets the same number of worlds, then the better half
gets as many more, and so on, so the budget goes to the options that are close.  Ties go to the greedy bot's
choice.  The trim, once a round and the decision that shapes the round, gets :data:`SETUP_FACTOR` times the
budget.  Every other decision (the draft, an effect's choice, out-of-turn windows, a commoner's gift) is the
greedy bot's.

Why this search (and not information-set MCTS or a deeper search of each world), and what the checks in the
rollouts are worth, with the figures: benchmarks/README.md, "bot_strength.py".

**Determinism.**  Its random numbers come from its seed and what it has seen, so the same view and the same
public actions give the same decision, and two states that differ only in what the view hides give the same
decision (the tests check it).  A time limit (``seconds``) stops the search early and makes it depend on the
machine (checked before each rollout, after the first: a later world not every option was played in is left
out, so the options stay compared on the same worlds; stopped in the first world, only the options tried so far
are compared, the greedy bot's choice first among them, and the others are measured with no rollouts); the
inference's chain (:class:`Posterior`) runs within the same limit and, cut short, deals from where it got to.  The
default is a number of rollouts.

>>> from explorer.engine.game import Game, Mode, TableOptions
>>> from explorer.bots import GreedyBot, play_out
>>> s = State.new_game(Game(("A", "B", "C", "D"), Mode.NORMAL, TableOptions(rounds=1), seed=5))
>>> bots = {0: StrongBot(1, rollouts=24), 1: GreedyBot(), 2: GreedyBot(), 3: GreedyBot()}
>>> _ = play_out(s, bots)
>>> s.is_terminal(), bots[0].stats.searched > 0
(True, True)
"""

from __future__ import annotations

import copy
import math
import random
import time
from itertools import combinations
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Final

from explorer.analysis.key import action_key
from explorer.bots import PUBLIC_ACTIONS, GreedyBot, PlayerView, as_view
from explorer.engine.actions import Action, Choose, Give, Pass, Play, Trim
from explorer.engine.cards import RANK_MASK, CardMask, card_list, iter_cards
from explorer.engine.game import DecisionKind, Phase
from explorer.engine.derived import suppose_hand
from explorer.engine.state import State
from explorer.rules.traits import finishing_windows, hidden_moves, retakes_first

__all__ = [
    "BURN", "DEFAULT_ROLLOUTS", "ENDGAME_BUDGET", "ENDGAME_CARDS", "FIRST_WEIGHT", "HiddenHands", "MATE_BUDGET",
    "MATE_HAND", "MODEL_BUDGET", "MODEL_HAND", "Measured", "Posterior", "SearchStats", "Seen", "StrongBot", "forced_out",
    "KEEP_LEAD", "KeepGroupsBot", "LOOK", "LOOK_DEPTH", "OWN_POLICIES", "OWN_POLICY", "SURE_WORLDS", "THIN", "TRIES", "splits",
]

DEFAULT_ROLLOUTS: Final = 160
"""Rollouts per searched decision (spread over the options).  Mean processor time per searched decision on the
compiled engine (benchmarks/README.md, "bot_strength.py", 2026-12-05): 0.10-0.12 s with base rules, 0.29 s with
Arcasino's deck, 0.43 s with all 25 laws, 0.59 s with the classic deck; the pure engine takes about 3 times as long.
With the look-ahead in the rollouts (``look=3``, :data:`LOOK`) a search takes about 2.4 times as
long (0.29 s with base rules on a busy machine; 1.15 s with all 25 laws, 0.67 s Arcasino, 1.06 s classic).
320 rollouts did not win measurably more first places than 160 on the same 400 deals (+0.8 points, [-2.4, +3.9])."""

SETUP_FACTOR: Final = 5
"""The trim (once a round, and it decides the hand the round is played with) gets this many times the
rollouts of a play decision, unless ``setup_rollouts`` says otherwise."""

TRIM_POOL: Final = 6
"""The trims searched discard up to three of this many weakest cards (42 options for a 10-card hand)."""

FIRST_WEIGHT: Final = 3.0
"""A rollout's value is ``FIRST_WEIGHT·[first] + (n − place)/(n − 1)``: first place counts most, a better place
among the rest a little (it breaks ties between options that win equally often)."""

SLIP: Final = 0.01
"""How often the model of the others (the greedy bot) is taken to do something else (:class:`Posterior`)."""

BURN: Final = 200
"""Steps of the posterior's chain before its first deal (0: no inference, the deals of the prior)."""

THIN: Final = 10
"""Steps of the posterior's chain between two deals."""

TRIES: Final = 0
"""Deals of the prior a world may try before the posterior's chain deals it (0: the chain deals every world).  A
deal of the hard constraints (:class:`HiddenHands`) kept with probability its weight is an exact draw from the
posterior, independent of every other world; the chain's deals, one every :data:`THIN` steps, resemble each other
(their hands share more cards than two independent draws do).  When a world's tries all fail (the others' actions
have narrowed the hands down), the rest of that decision's worlds come from the chain.  Off by default: the kept
deals are independent, but they did not win measurably more first places (base rules, seed 5, paired on the same
deals: 40 tries −2.2 points [−8.2, +3.8] over 180 rounds, 200 tries ±0.0 [−6.6, +6.6] over 160;
benchmarks/README.md, "bot_strength.py", 2026-12-07)."""

MATE_HAND: Final = 0
"""In a rollout, at each of its own play decisions while nobody has first place, the bot looks for a way to go
out by force (:func:`forced_out`: plays no one else can answer) when it holds at most this many cards (0: never).
Off by default: at 13 (always) it did not win measurably more first places against three greedy bots (base rules,
200 rounds paired on the same deals: +1.5 points [−3.0, +6.0]) and took twice the time
(benchmarks/README.md, "bot_strength.py", issue 45)."""

MATE_BUDGET: Final = 200
"""Positions one :func:`forced_out` look may visit (past them it counts as not found)."""

MODEL_HAND: Final = 0
"""When no line no one can answer is found and it holds at most this many cards, the bot looks for a line to first
place against its model of the others (the greedy bot, as in the rest of the rollout): its own plays and passes
searched, the others' answers the model's (0: never; only with :data:`MATE_HAND` on).  Off by default: at 6 (with
``MATE_HAND`` 13) it did not win measurably more (80 rounds paired: ±0.0 points [−8.7, +8.7]) at 5-6 times the
time."""

MODEL_BUDGET: Final = 150
"""Positions one look against the model may visit."""

ENDGAME_CARDS: Final = 0
"""In a rollout, at each of its own play decisions while nobody has first place, the bot asks the exact solver
(:func:`explorer.analysis.solver.solve`) whether it can force first place when all hands together hold at most
this many cards (0: never)."""

ENDGAME_BUDGET: Final = 300
"""Positions one solver call in a rollout may visit (past them the answer is "unknown": the rollout goes on)."""

SURE_WORLDS: Final = 0
"""At a play decision, before any rollout, the bot deals this many worlds and looks in each for a way to go out
first by force (:func:`forced_out`, within ``mate_budget`` positions); when every one has such a line and all
begin with the same play, it makes that play at once, with no rollouts (0: never).  Off by default: at 16 (with
``own="keep"``) it changed no first place in 100 rounds paired on the same deals (benchmarks/README.md,
"bot_strength.py": where it applies, the rollouts mostly choose the same play)."""

OWN_POLICY: Final = "keep"
"""How the bot plays its own later decisions in a rollout (:data:`OWN_POLICIES`): ``"greedy"``, as the others;
``"keep"``, the greedy bot that does not split a group of equal cards while another play will do
(:class:`KeepGroupsBot`).  ``"keep"`` since 2026-12-07: it won more first places than ``"greedy"`` on each of three
seeds of deals (base rules, paired on the same deals; seeds 2 and 3: +2.4 points [+0.2, +4.6] over 920 rounds;
seed 5, not used to screen it: the figure in benchmarks/README.md, "bot_strength.py", 2026-12-07) at 1.05 times
the processor time per decision; not yet confirmed at the issue's size (2,000 rounds)."""

LOOK: Final = 0
"""In a rollout, at the bot's first own play decision with a choice, how many of its options a one-step
look-ahead plays out from there, the best counting as the rollout's value (:meth:`StrongBot._look_options`: its
own policy's choice, a pass, then its other plays in its policy's order; 0 or 1: no look-ahead, its own policy
plays on).  The world is open and the others' replies are those of the greedy bot, so each option's play-out is
one rollout and the look-ahead picks the best the bot could do in that world.  With 3, against three greedy
bots with base rules it won more first places than without it on the same deals and the same rollouts (seed 7,
not used before: +2.5 points [+0.2, +4.8] over 1,160 rounds, mean place 0.078 better [0.031, 0.126];
benchmarks/README.md, "bot_strength.py", 2026-12-07), at about 2.4 times the processor time per decision.  Off
by default all the same: the pages search within a time budget (the hint, Play's strong players, the UECda
client), where 2.4 times the time per rollout means fewer worlds, and the look-ahead was not measured at equal
time; the benchmark's strongest setting is ``bot_strength.py --look 3``."""

LOOK_DEPTH: Final = 1
"""At how many of its own play decisions with a choice a rollout's look-ahead (:data:`LOOK`) looks: 1, the first
only; 2, also at the next one in each of the first look's play-outs (up to ``look``² play-outs), and so on.  Each
level multiplies the play-outs by up to ``look``.  Off by default (not measured stronger): ``look=2, look_depth=2``
(up to 4 play-outs, about what ``look=3`` costs: 1.23 times its processor time per search) against ``look=3`` on
the same 300 base-rule deals (seed 13): −2.7 points of first places [−7.2, +1.9] (benchmarks/README.md,
"bot_strength.py", 2026-12-07, ninth session)."""

MAX_ROLLOUT_ACTIONS: Final = 4_000
"""A rollout longer than this stops and counts the places decided so far (greedy rounds never get there)."""

@dataclass
class SearchStats:
    """What a :class:`StrongBot` has done so far (for benchmarks): decisions, searches, rollouts, time."""

    decisions: int = 0
    """Every decision it took (set-up and choices included)."""
    searched: int = 0
    """Decisions it searched (more than one distinct option)."""
    rollouts: int = 0
    seconds: float = 0.0
    """Time spent in searches (wall clock)."""
    cpu: float = 0.0
    """Processor time spent in searches (this process's: what a busy shared machine does not inflate)."""
    worst: float = 0.0
    """The longest single search, in seconds (wall clock)."""
    stopped: int = 0
    """Searches the time limit (``seconds``) cut short (their inference or their rollouts)."""
    cut: int = 0
    """Searches whose inference (:class:`Posterior`'s chain) the time limit stopped before its steps were done."""
    mates: int = 0
    """:func:`forced_out` looks in rollouts, and how many found a line (``mated``) and the positions they visited."""
    mated: int = 0
    mate_nodes: int = 0
    models: int = 0
    """Looks for a way out first against the model of the others (:data:`MODEL_HAND`), how many found one, positions."""
    modelled: int = 0
    model_nodes: int = 0
    looks: int = 0
    """Look-ahead points in rollouts (:data:`LOOK`): own decisions at which several options were played out."""
    sure: int = 0
    """Decisions settled by a line to first place found in every world dealt (:data:`SURE_WORLDS`), no rollouts."""
    solves: int = 0
    """Solver calls in rollouts, how many proved first place (``solved``), and the positions they searched."""
    solved: int = 0
    solve_nodes: int = 0


@dataclass(frozen=True)
class HiddenHands:
    """What ``player`` knows about the cards they cannot see, and random deals consistent with it.

    ``unseen``: the cards in the other hands and out of play (:attr:`PlayerView.unseen
    <explorer.bots.PlayerView.unseen>`); ``sizes``: every hand's size; ``known``: by seat, cards known to be in
    that hand (the bot's own gifts).

    >>> from explorer.engine.state import State
    >>> s = State.from_position(["A", "B", "C"], hands={"A": "♠3 ♥4", "B": "♦9 ♣9", "C": "♣K"}, turn="A")
    >>> h = HiddenHands.of(PlayerView(s, 0))
    >>> [q for q in range(3) if q != 0], h.sizes, h.unseen.bit_count() - 3
    ([1, 2], (2, 2, 1), 48)
    >>> hands, out = h.sample(random.Random(1))
    >>> [x.bit_count() for x in hands], hands[0] == s.hands[0], (hands[1] | hands[2] | out) == h.unseen
    ([2, 2, 1], True, True)
    """

    player: int
    hand: CardMask
    sizes: tuple[int, ...]
    unseen: CardMask
    known: tuple[CardMask, ...] = ()

    @classmethod
    def of(cls, view: PlayerView, known: Mapping[int, CardMask] | None = None) -> HiddenHands:
        """From the view and the cards known to be in other hands; a known card that no longer fits (it is seen
        elsewhere, or its hand is too small for what is known of it) is forgotten."""
        unseen = view.unseen
        sizes = view.hand_sizes
        kept = [0] * view.n
        taken = 0
        for seat, cards in sorted((known or {}).items()):
            if seat == view.player or not 0 <= seat < view.n:
                continue
            cards &= unseen & ~taken
            if cards.bit_count() <= sizes[seat]:
                kept[seat] = cards
                taken |= cards
        return cls(view.player, view.hand, sizes, unseen, tuple(kept))

    def sample(self, rng: random.Random) -> tuple[list[CardMask], CardMask]:
        """One deal of the unseen cards: every seat's hand (the player's own as it is) and the cards out of play."""
        known = self.known or (0,) * len(self.sizes)
        free = self.unseen
        for cards in known:
            free &= ~cards
        pool = card_list(free)
        rng.shuffle(pool)
        hands: list[CardMask] = []
        at = 0
        for seat, size in enumerate(self.sizes):
            if seat == self.player:
                hands.append(self.hand)
                continue
            hand = known[seat]
            need = size - hand.bit_count()
            for card in pool[at:at + need]:
                hand |= 1 << card
            at += need
            hands.append(hand)
        out = 0
        for card in pool[at:]:
            out |= 1 << card
        return hands, out


@dataclass(frozen=True)
class Seen:
    """One public action the bot saw another player take (:data:`~explorer.bots.PUBLIC_ACTIONS`).

    ``before`` is the table just before it, as a world (:meth:`PlayerView.world
    <explorer.bots.PlayerView.world>`: nothing hidden in it; the player's hand is filled in per deal when the
    action is weighed); ``size`` the player's hand size then; ``cards`` what the action took from that hand (a
    play's cards, a trim's discards).  ``before`` is ``None`` for the bot's own actions.
    """

    player: int
    key: Hashable
    cards: CardMask
    size: int
    before: State | None


class Posterior:
    """Deals of the unseen cards weighted by how well they explain what the others were seen to do.

    The others are modelled as the greedy bot that slips with probability :data:`SLIP`: a deal's weight is
    ``SLIP ** k``, ``k`` the public actions (plays, passes, trims) the greedy bot, holding that deal's hand (its
    cards now and those it has played since), would not have taken.  A seen action whose hand cannot be rebuilt
    so (its size does not match: a card moved by an effect unseen, an action missed) is left out.  The deals are
    drawn by a Metropolis chain from a deal of the prior (:class:`HiddenHands`, which keeps every hard
    constraint): a step swaps two unseen cards that are in different places (two hands, or a hand and the cards
    out of play; never a card known to be in its hand) and is kept with probability ``min(1, weight ratio)``;
    :meth:`sample` returns the deal every ``thin`` steps after ``burn`` steps.  With ``tries`` (:data:`TRIES`),
    :meth:`sample` first draws up to that many deals of the prior and keeps one with probability its weight (an
    exact, independent draw); the chain, started only when a world's tries all fail, deals the rest.

    >>> from explorer.engine.state import State
    >>> s = State.from_position(["A", "B", "C"], hands={"A": "♠3 ♥4", "B": "♦9 ♣9", "C": "♣K"}, turn="A")
    >>> prior = HiddenHands.of(PlayerView(s, 0))
    >>> post = Posterior(prior, [], GreedyBot(), random.Random(1), burn=10, thin=2)
    >>> hands, out = post.sample(random.Random(2))
    >>> [x.bit_count() for x in hands], (hands[1] | hands[2] | out) == prior.unseen
    ([2, 2, 1], True)
    """

    def __init__(self, prior: HiddenHands, seen: Sequence[Seen], model: GreedyBot, rng: random.Random, *,
                 burn: int, thin: int, slip: float = 0.0, deadline: float | None = None, tries: int = 0) -> None:
        self.prior = prior
        self.tries = tries
        """Deals of the prior a world may still try (0 once one world's tries all failed: the chain's turn)."""
        self.drawn = 0
        """Worlds dealt by a kept deal of the prior (the rest came from the chain)."""
        self.burn = burn
        self.deadline = deadline
        """A :func:`time.perf_counter` reading past which the chain takes no more steps (the decision's time limit:
        a chain cut short still deals only what the hard constraints allow, weighted less well)."""
        self.cut = False
        """Whether the deadline stopped the chain before its steps were done."""
        self.model = model
        self.thin = thin
        self.slip = math.log(slip or SLIP)
        n = len(prior.sizes)
        self.known = prior.known or (0,) * n
        self.by_seat: list[list[tuple[State, Hashable, int, CardMask]]] = [[] for _ in range(n)]
        later = [0] * n
        for o in reversed(seen):
            later[o.player] |= o.cards
            if o.before is not None and o.player != prior.player:
                self.by_seat[o.player].append((o.before, o.key, o.size, later[o.player]))
        self.weighed = 0
        """Seen actions weighed so far (a greedy decision each)."""
        self.hands: list[CardMask] = []
        self.out = 0
        self.loglik: list[float] = []
        if not tries:
            self._start(rng)

    def _start(self, rng: random.Random) -> None:
        """The chain's first deal: a deal of the prior, then ``burn`` steps."""
        prior = self.prior
        hands, out = prior.sample(rng)
        self.hands = hands
        self.out = out
        self.loglik = [self.fit(q, hands[q]) if q != prior.player else 0.0 for q in range(len(prior.sizes))]
        self._step(rng, self.burn)

    def _draw(self, rng: random.Random) -> tuple[list[CardMask], CardMask] | None:
        """A deal of the prior kept with probability its weight (within :attr:`tries` deals; ``None`` if none)."""
        prior = self.prior
        me = prior.player
        for _ in range(self.tries):
            if self.deadline is not None and time.perf_counter() > self.deadline:
                self.cut = True
                return None
            hands, out = prior.sample(rng)
            floor = math.log(1.0 - rng.random())  # kept when the log-weight stays at or above this
            got = 0.0
            for q, hand in enumerate(hands):
                if q != me:
                    got += self.fit(q, hand, floor - got)
                    if got < floor:
                        break
            else:
                return hands, out
        return None

    def fit(self, seat: int, hand: CardMask, floor: float = -math.inf) -> float:
        """The log-weight of ``seat`` holding ``hand`` now (stops early, below ``floor``)."""
        got = 0.0
        for before, key, size, played in self.by_seat[seat]:
            then = hand | played
            if then.bit_count() != size:
                continue
            suppose_hand(before, seat, then)
            self.weighed += 1
            if action_key(self.model.choose(before, seat)) != key:
                got += self.slip
                if got < floor:
                    return got
        return got

    def _where(self, card: int) -> int:
        """The seat holding ``card`` in the current deal, or -1 (out of play)."""
        for q, hand in enumerate(self.hands):
            if hand >> card & 1:
                return q
        return -1

    def _step(self, rng: random.Random, steps: int) -> None:
        free = self.prior.unseen
        for k in self.known:
            free &= ~k
        cards = card_list(free)
        if len(cards) < 2:
            return
        hands = self.hands
        deadline = self.deadline
        for _ in range(steps):
            if deadline is not None and time.perf_counter() > deadline:
                self.cut = True
                return
            x, y = rng.sample(cards, 2)
            p, q = self._where(x), self._where(y)
            if p == q:
                continue
            floor = math.log(1.0 - rng.random())  # accept when the log-weight falls by less than this
            bx, by = 1 << x, 1 << y
            new_p = hands[p] & ~bx | by if p >= 0 else 0
            new_q = hands[q] & ~by | bx if q >= 0 else 0
            change = lp = lq = 0.0
            if p >= 0:
                lp = self.fit(p, new_p, self.loglik[p] + floor)
                change += lp - self.loglik[p]
            if q >= 0 and change >= floor:
                lq = self.fit(q, new_q, self.loglik[q] + floor - change)
                change += lq - self.loglik[q]
            if change < floor:
                continue
            if p >= 0:
                hands[p] = new_p
                self.loglik[p] = lp
            else:
                self.out = self.out & ~bx | by
            if q >= 0:
                hands[q] = new_q
                self.loglik[q] = lq
            else:
                self.out = self.out & ~by | bx

    def sample(self, rng: random.Random) -> tuple[list[CardMask], CardMask]:
        """A kept deal of the prior (:attr:`tries`), else the next deal of the chain (``thin`` steps on)."""
        if self.tries:
            drawn = self._draw(rng)
            if drawn is not None:
                self.drawn += 1
                return drawn
            self.tries = 0
        if not self.hands:
            self._start(rng)
        else:
            self._step(rng, self.thin)
        return list(self.hands), self.out


def _distinct(actions: Sequence[Action]) -> list[Action]:
    """``actions`` without repeats (the two jokers are the same card: :func:`action_key`), in their order."""
    seen: set[Hashable] = set()
    out: list[Action] = []
    for a in actions:
        k = action_key(a)
        if k not in seen:
            seen.add(k)
            out.append(a)
    return out


@dataclass(frozen=True)
class Measured:
    """One option of a searched decision as the search measured it (:attr:`StrongBot.last`): what a hint says."""

    action: Action
    rollouts: int
    """Rounds played out after this option (each in a world dealt from the bot's beliefs)."""
    firsts: int
    """How many of them the bot finished first."""
    value: float
    """The mean value of those rollouts (``FIRST_WEIGHT·[first] + (n − place)/(n − 1)``)."""


@dataclass
class _Arm:
    """One option under search: its action, key and the values its rollouts found."""

    action: Action
    key: Hashable
    greedy: bool
    total: float = 0.0
    count: int = 0
    firsts: int = 0

    @property
    def mean(self) -> float:
        return self.total / self.count if self.count else 0.0


@dataclass
class _Memory:
    """The cards this bot gave this round, by receiver (while the round and points are those of ``when``)."""

    when: tuple[object, ...] = ()
    gave: dict[int, CardMask] = field(default_factory=dict)


KEEP_LEAD: Final = 3
"""When it leads, :class:`KeepGroupsBot` counts each card of a meld past the first as this many ranks weaker (it
leads a pair of 6s before a lone 4): against three greedy bots, with no search, 29.4% first places with 3, 29.2%
with 2, 27.9% with 0 (the greedy bot in its seat on the same 6,000 deals: 25.5%)."""


def splits(hand: CardMask, cards: CardMask) -> int:
    """How many ranks a play of ``cards`` splits: ranks of which ``hand`` would keep some cards and play others.

    >>> from explorer.engine.cards import parse_cards
    >>> hand = parse_cards("♠4 ♥4 ♦5 ♣7")
    >>> splits(hand, parse_cards("♠4")), splits(hand, parse_cards("♠4 ♥4")), splits(hand, parse_cards("♦5"))
    (1, 0, 0)
    """
    n = 0
    for m in RANK_MASK:
        used = cards & m
        if used and hand & m != used:
            n += 1
    return n


class KeepGroupsBot(GreedyBot):
    """The greedy bot (:class:`~explorer.bots.GreedyBot`) that keeps its groups whole: of the plays it would
    consider, it prefers one that splits no group of equal cards in its hand (a pair, three of a kind), then the
    weakest as the greedy bot does; ``split``: how many ranks of strength a split is worth instead (``None``: a
    split always weighs more than any strength).  Everything else is the greedy bot's.  The strong bot plays its
    own later decisions in a rollout so when :data:`OWN_POLICY` (``own``) is ``"keep"``.

    >>> from explorer.engine.state import State
    >>> s = State.from_position(["A", "B", "C"], hands={"A": "♠4 ♥4 ♦6", "B": "♣K ♣Q", "C": "♦K"}, turn="A",
    ...                         field="♣3", field_by="B")
    >>> s.action_str(GreedyBot().choose(s, 0)), s.action_str(KeepGroupsBot().choose(s, 0))
    ('A plays ♠4', 'A plays ♦6')
    """

    def __init__(self, seed: int | str = 0, split: int | None = None, lead: int = KEEP_LEAD) -> None:
        super().__init__(seed)
        self.split = split
        self.lead = lead

    def __repr__(self) -> str:
        return f"KeepGroupsBot({self.seed!r}, split={self.split!r}, lead={self.lead!r})"

    def play_order(self, view: PlayerView) -> Callable[[Play], tuple[int, ...]]:
        inv = view.inverted
        hand = view.hand
        split = self.split
        lead = self.lead if view.field is None else 0

        def key(a: Play) -> tuple[int, ...]:
            m = a.meld
            broken = splits(hand, m.cards)
            strength = m.strength(inv) - lead * (m.size - 1)
            if split is None:
                return broken, strength, -m.size, m.cards.bit_length()
            return strength + split * broken, -m.size, m.cards.bit_length()

        return key


OWN_POLICIES: Final[dict[str, type[GreedyBot]]] = {"greedy": GreedyBot, "keep": KeepGroupsBot}
"""The policies the bot can play its own later decisions in a rollout with, by name (:data:`OWN_POLICY`)."""


class StrongBot:
    """Perfect-information sampling of inferred deals, with greedy rollouts (the module docstring).

    ``rollouts``: rollouts per searched decision; ``setup_rollouts``: for a trim (default :data:`SETUP_FACTOR`
    times ``rollouts``); ``seconds``: an optional time limit per decision (the search then stops early: results
    depend on the machine); ``first_weight``: :data:`FIRST_WEIGHT`; ``burn``: steps of the inference chain before
    its first deal (0: no inference, deals from the hard constraints alone); ``slip``: :data:`SLIP`.  ``seed``
    makes it reproducible: the same seed, view and public actions give the same decision.
    """

    def __init__(self, seed: int | str = 0, *, rollouts: int = DEFAULT_ROLLOUTS, setup_rollouts: int | None = None,
                 seconds: float | None = None, first_weight: float = FIRST_WEIGHT, burn: int = BURN,
                 slip: float = SLIP, mate_hand: int = MATE_HAND, mate_budget: int = MATE_BUDGET,
                 endgame_cards: int = ENDGAME_CARDS, endgame_budget: int = ENDGAME_BUDGET,
                 model_hand: int = MODEL_HAND, model_budget: int = MODEL_BUDGET, own: str = OWN_POLICY,
                 sure_worlds: int = SURE_WORLDS, thin: int = THIN, tries: int = TRIES, look: int = LOOK,
                 look_depth: int = LOOK_DEPTH) -> None:
        if rollouts < 1:
            raise ValueError(f"rollouts: at least 1, got {rollouts}")
        if own not in OWN_POLICIES:
            raise ValueError(f"own: one of {', '.join(OWN_POLICIES)}, got {own!r}")
        self.own = own
        self.sure_worlds = sure_worlds
        self.thin = thin
        self.tries = tries
        self.own_bot = OWN_POLICIES[own](seed)
        for name, value in (("mate_hand", mate_hand), ("mate_budget", mate_budget),
                            ("endgame_cards", endgame_cards), ("endgame_budget", endgame_budget),
                            ("model_hand", model_hand), ("model_budget", model_budget),
                            ("sure_worlds", sure_worlds), ("thin", thin), ("tries", tries), ("look", look),
                            ("look_depth", look_depth)):
            if value < 0:
                raise ValueError(f"{name}: at least 0, got {value}")
        self.look = look
        self.look_depth = look_depth
        self.mate_hand = mate_hand
        self.mate_budget = mate_budget
        self.endgame_cards = endgame_cards
        self.endgame_budget = endgame_budget
        self.model_hand = model_hand
        self.model_budget = model_budget
        self.seed = seed
        self.rollouts = rollouts
        self.setup_rollouts = SETUP_FACTOR * rollouts if setup_rollouts is None else setup_rollouts
        self.seconds = seconds
        self.first_weight = first_weight
        self.burn = burn
        self.slip = slip
        self.greedy = GreedyBot(seed)
        self.stats = SearchStats()
        self._memory = _Memory()
        self._seen: list[Seen] = []
        self._seen_when: tuple[object, ...] = ()
        self.last: tuple[Measured, ...] = ()
        """The options of the last searched decision as measured: the chosen one first, then the others by
        rollouts and value (empty until a decision with more than one option is searched)."""
        self.last_stopped = False
        """Whether the time limit cut the last searched decision short (its inference, or fewer rollouts than its
        budget)."""
        self.last_inferred = False
        """Whether the last searched decision dealt its worlds from the inference (:class:`Posterior`)."""
        self.last_cut = False
        """Whether the time limit stopped the last decision's inference chain before its steps were done."""

    def __repr__(self) -> str:
        return f"StrongBot({self.seed!r}, rollouts={self.rollouts})"

    # -- the Bot protocol -----------------------------------------------------------------------
    def choose(self, state: State | PlayerView, player: int) -> Action:
        """One legal action of ``player`` for the pending decision, read from ``player``'s view only."""
        view = as_view(state, player)
        self.last = ()
        self.last_stopped = self.last_inferred = self.last_cut = False
        acts = view.decision_actions
        pend = view.pending
        if not acts or pend is None:
            return self.greedy.choose(view, player)  # it raises, naming who the engine waits for
        self.stats.decisions += 1
        kind = pend.kind
        if kind is DecisionKind.PLAY and view.phase is Phase.PLAY:
            action = self._search(view, acts, self.rollouts)
        elif kind is DecisionKind.TRIM:
            action = self._search(view, self.trim_options(view, acts), self.setup_rollouts)
        elif kind is DecisionKind.START or (kind is DecisionKind.EXCHANGE and not _other_decks(view)):
            action = self._search(view, acts, self.rollouts)
        else:
            action = self.greedy.choose(view, player)
        if isinstance(action, Give):
            self._remember(view, action)
        return action

    def trim_options(self, view: PlayerView, acts: Sequence[Action]) -> list[Action]:
        """The trims worth searching: every legal way to discard up to three of the :data:`TRIM_POOL` weakest
        cards (the greedy bot's order), the greedy bot's own trim among them."""
        weakest = sorted(iter_cards(view.hand), key=lambda c: (self.greedy.card_key(view, c), c))[:TRIM_POOL]
        out: list[Action] = []
        for k in range(min(3, len(weakest)) + 1):
            for combo in combinations(weakest, k):
                trim = Trim(view.player, sum(1 << c for c in combo))
                if trim in acts:
                    out.append(trim)
        greedy = self.greedy.choose(view, view.player)
        if greedy not in out:
            out.append(greedy)
        return out

    def window(self, state: State | PlayerView, player: int) -> Action | None:
        """Out-of-turn actions as the greedy bot takes them (card 25's dobon whenever it can)."""
        return self.greedy.window(as_view(state, player), player)

    def fork(self) -> StrongBot:
        """An independent bot that has seen what this one has, to go on from here apart from it (a
        ``copy.deepcopy`` would copy every table it saw, and a compiled state cannot be deep-copied).  The tables
        it saw are shared: weighing a deal writes only the hand of the seat it weighs, before it reads it."""
        twin = copy.copy(self)
        twin.greedy = copy.deepcopy(self.greedy)
        twin.own_bot = copy.deepcopy(self.own_bot)
        twin.stats = copy.deepcopy(self.stats)
        twin._memory = _Memory(self._memory.when, dict(self._memory.gave))
        twin._seen = list(self._seen)
        return twin

    def budgeted(self, rollouts: int, seconds: float | None) -> StrongBot:
        """A :meth:`fork` that searches with ``rollouts`` a decision (:data:`SETUP_FACTOR` times as many for a
        trim) and the time limit ``seconds`` (``None``: none), whatever this one was given."""
        if rollouts < 1:
            raise ValueError(f"rollouts: at least 1, got {rollouts}")
        twin = self.fork()
        twin.rollouts, twin.setup_rollouts, twin.seconds = rollouts, SETUP_FACTOR * rollouts, seconds
        return twin

    def observe(self, view: PlayerView, action: Action) -> None:
        """Remember a public action (:class:`~explorer.bots.Observer`): who took it, what it took from their
        hand, their hand size, and the table just before it as a world with nothing hidden in it."""
        if not isinstance(action, PUBLIC_ACTIONS):
            return
        when = self._when(view)
        if when != self._seen_when:
            self._seen, self._seen_when = [], when
        q = action.player
        cards = action.meld.cards if isinstance(action, Play) else action.cards if isinstance(action, Trim) else 0
        before = None
        if q != view.player and view.pending is not None and view.pending.player == q:
            hands, out = HiddenHands.of(view).sample(random.Random(0))  # any deal: only q's hand is read, per deal
            before = view.world(hands, out, 0)
        self._seen.append(Seen(q, action_key(action), cards, view.hand_sizes[q], before))

    # -- what it knows --------------------------------------------------------------------------
    @staticmethod
    def _when(view: PlayerView) -> tuple[object, ...]:
        return (view.round, view.points, view.king)

    def _remember(self, view: PlayerView, gift: Give) -> None:
        mem = self._memory
        when = self._when(view)
        if mem.when != when:
            self._memory = mem = _Memory(when)
        mem.gave[gift.to] = mem.gave.get(gift.to, 0) | 1 << gift.card

    def known(self, view: PlayerView) -> dict[int, CardMask]:
        """The cards this bot knows to be in other hands now: its own gifts this round, unless a rule in force
        can move cards between hands unseen (:attr:`Rule.hidden_moves <explorer.engine.contract.Rule.hidden_moves>`, other decks' and rule files' rules)."""
        mem = self._memory
        if mem.when != self._when(view) or not mem.gave:
            return {}
        rules = list(view.laws) + [r for ids in view.house for r in ids]
        if hidden_moves(rules) or _other_decks(view):
            return {}
        return dict(mem.gave)

    def beliefs(self, view: PlayerView, rng: random.Random, deadline: float | None = None) -> HiddenHands | Posterior:
        """What this bot knows and believes of the hidden cards at ``view``, ready to deal worlds from: the hard
        constraints (:class:`HiddenHands`), weighted by what the others were seen to do this round
        (:class:`Posterior`) when it has seen any of them act; its chain stops at ``deadline`` (a
        :func:`time.perf_counter` reading), as the search does."""
        prior = HiddenHands.of(view, self.known(view))
        if self.burn <= 0 or self._seen_when != self._when(view) or not any(o.before is not None for o in self._seen):
            return prior
        return Posterior(prior, self._seen, self.greedy, rng, burn=self.burn, thin=self.thin, slip=self.slip,
                         deadline=deadline, tries=self.tries)

    # -- the search -----------------------------------------------------------------------------
    def _rng(self, view: PlayerView) -> random.Random:
        """Random numbers from the seed and what the view shows (never from the hidden cards)."""
        trick = tuple((p, m.cards) for p, m in view.trick)
        shown = (self.seed, view.player, view.round, view.pending, view.hand, view.unseen, view.hand_sizes, trick,
                 view.field_by, view.finished, view.points, view.revolution, view.inverted)
        return random.Random(f"strong-bot:{shown!r}")

    def _search(self, view: PlayerView, acts: Sequence[Action], budget: int) -> Action:
        options = _distinct(acts)
        if len(options) == 1:
            return options[0]
        start = time.perf_counter()
        cpu = time.process_time()
        deadline = None if self.seconds is None else start + self.seconds
        default = action_key(self.greedy.choose(view, view.player))
        arms = [_Arm(a, action_key(a), action_key(a) == default) for a in options]
        if deadline is not None:  # the greedy choice first, so a search cut short has compared it
            arms.sort(key=lambda a: not a.greedy)
        rng = self._rng(view)
        if self.endgame_cards:
            from explorer.analysis.solver import forget  # loaded only when asked for (the Play page's imports)

            forget()  # the solver's tables start empty: what a budgeted call settles depends on this decision only
        hidden = self.beliefs(view, rng, deadline)
        self.last_inferred = isinstance(hidden, Posterior)
        self.last_cut = isinstance(hidden, Posterior) and hidden.cut
        worlds: list[State] = []

        def world(i: int) -> State:
            while len(worlds) <= i:
                hands, out = hidden.sample(rng)
                worlds.append(view.world(hands, out, rng.getrandbits(63)))
            return worlds[i]

        me = view.player
        sure = self._sure(view, arms, world) if self.sure_worlds else None
        if sure is not None:
            k = self.sure_worlds  # first place by force in every one of them
            self.last = (Measured(sure.action, k, k, self.first_weight + 1.0),) + tuple(
                Measured(a.action, 0, 0, 0.0) for a in arms if a is not sure)
            self.last_stopped = self.last_cut
            spent = time.perf_counter() - start
            st = self.stats
            st.searched += 1
            st.sure += 1
            st.cut += self.last_cut
            st.stopped += self.last_cut
            st.seconds += spent
            st.cpu += time.process_time() - cpu
            st.worst = max(st.worst, spent)
            return sure.action
        rounds = max(1, math.ceil(math.log2(len(arms))))
        used = 0
        next_world = 0
        live = arms
        stopped = False
        for r in range(rounds):
            per = max(1, (budget - used) // ((rounds - r) * len(live)))
            for i in range(next_world, next_world + per):
                w = world(i)
                values: list[float] = []
                for arm in live:
                    if (i or values) and deadline is not None and time.perf_counter() > deadline:
                        stopped = True
                        break
                    values.append(self._rollout(w, arm.action, me))
                if stopped and i:
                    break  # past the time limit: this world, which not every option got, is left out
                for arm, value in zip(live, values):
                    used += 1
                    arm.total += value
                    arm.count += 1
                    arm.firsts += value >= self.first_weight + 1.0  # first place, and only it, reaches this
                if stopped:
                    break  # in the first world: the options tried so far are compared, the rest were not tried
            next_world += per
            if stopped or len(live) == 1:
                break
            live = sorted(live, key=lambda a: (-a.mean, not a.greedy))[:math.ceil(len(live) / 2)]
        most = max(a.count for a in live)
        best = max((a for a in live if a.count == most), key=lambda a: (a.mean, a.greedy))
        rest = sorted((a for a in arms if a is not best), key=lambda a: (-a.count, -a.mean, not a.greedy))
        self.last = tuple(Measured(a.action, a.count, a.firsts, a.mean) for a in (best, *rest))
        self.last_stopped = stopped or self.last_cut
        spent = time.perf_counter() - start
        st = self.stats
        st.searched += 1
        st.stopped += self.last_stopped
        st.cut += self.last_cut
        st.rollouts += used
        st.seconds += spent
        st.cpu += time.process_time() - cpu
        st.worst = max(st.worst, spent)
        return best.action

    def _sure(self, view: PlayerView, arms: Sequence[_Arm], world: Callable[[int], State]) -> _Arm | None:
        """The option that begins a way out first by force (:func:`forced_out`) in each of the first
        ``sure_worlds`` worlds, when they all have one and all begin with it (``None`` otherwise: the search
        goes on, on the same worlds).  Not under a rule that can take first place away later."""
        pend = view.pending
        if pend is None or pend.kind is not DecisionKind.PLAY:
            return None
        me = view.player
        first: Hashable | None = None
        for i in range(self.sure_worlds):
            w = world(i)
            if i == 0 and retakes_first(w.rules.rules):
                return None
            line, nodes = _forced_out(w, me, self.mate_budget)
            self.stats.mate_nodes += nodes
            if line is None:
                return None
            key = action_key(line[0])
            if first is not None and key != first:
                return None
            first = key
        return next((a for a in arms if a.key == first), None)

    def _rollout(self, world: State, action: Action, me: int) -> float:
        """Play ``action`` in a copy of ``world``, then the round to its end (greedy bots, its own policy at its
        seat); the value for ``me``.  With ``look`` (:data:`LOOK`), at its first own play decision of the rollout
        with a choice, each of up to ``look`` options (:meth:`_look_options`) is played out from there and the
        best counts: a one-step look-ahead at its own decision inside the world (with ``look_depth``
        (:data:`LOOK_DEPTH`) above 1, each of those play-outs looks again at its next own decision, and so on)."""
        s = world.copy()
        s.apply_action(action)
        return self._play_on(s, me, self.look_depth if self.look else 0)

    def _look_options(self, s: State, me: int) -> list[Action]:
        """The options a look-ahead tries at ``me``'s play decision in ``s``: its own policy's choice, a pass
        (when it may pass), then the other plays in its policy's order of plays, up to ``look`` in all."""
        acts = _distinct(s.decision_actions)
        if len(acts) < 2:
            return acts
        own = self.own_bot
        view = as_view(s, me)
        chosen = own.choose(view, me)
        first = action_key(chosen)
        out = [chosen]
        rest = [a for a in acts if action_key(a) != first]
        out += [a for a in rest if isinstance(a, Pass)]
        order = own.play_order(view)
        plays = sorted((a for a in rest if isinstance(a, Play)), key=lambda p: (order(p), p.meld.cards))
        out += plays
        return out[:self.look]

    def _play_on(self, s: State, me: int, depth: int) -> float:
        """The rollout from ``s`` (changed in place) to the round's end; the value for ``me``, looking ahead at
        ``depth`` more of its own play decisions with a choice (0: none)."""
        greedy = self.greedy
        own = self.own_bot
        rnd = s.round
        n = s.n
        mate, endgame = self.mate_hand, self.endgame_cards
        retakes = retakes_first(s.rules.rules) if mate else False
        st = self.stats
        for _ in range(MAX_ROLLOUT_ACTIONS):
            pend = s.pending
            if pend is None or s.round != rnd:
                break
            windows = s.window_actions()
            if windows:
                took = _dobon(windows, n)
                if took is not None:
                    s.apply_action(took)
                    continue
            if pend.player == me and pend.kind is DecisionKind.PLAY and (mate or endgame) and not _first_taken(s):
                held = s.hands[me].bit_count()
                if held <= mate:
                    st.mates += 1
                    line, nodes = _forced_out(s, me, self.mate_budget)
                    st.mate_nodes += nodes
                    if line is None and held <= self.model_hand:
                        st.models += 1
                        line, nodes = _forced_out(s, me, self.model_budget, greedy)
                        st.model_nodes += nodes
                        st.modelled += line is not None
                    if line is not None:
                        st.mated += 1
                        if not retakes:
                            return self.first_weight + 1.0  # first place, whatever the others do
                        for a in line:
                            s.apply_action(a)
                        continue
                if endgame and sum(h.bit_count() for h in s.hands) <= endgame:
                    from explorer.analysis.solver import solve
                    st.solves += 1
                    sol = solve(s, me, budget=self.endgame_budget)
                    st.solve_nodes += sol.nodes
                    if sol.first:
                        st.solved += 1
                        return self.first_weight + 1.0  # the solver proves first place against any play
            if depth and pend.player == me and pend.kind is DecisionKind.PLAY:
                options = self._look_options(s, me)
                if len(options) > 1:
                    st.looks += 1
                    best = -1.0
                    for a in options:
                        t = s.copy()
                        t.apply_action(a)
                        best = max(best, self._play_on(t, me, depth - 1))
                    return best
            s.apply_action((own if pend.player == me else greedy).choose(s, pend.player))
        return self._value(s, me, rnd)

    def _value(self, s: State, me: int, rnd: int) -> float:
        n = s.n
        place: float
        if s.round != rnd or s.pending is None:
            place = s.prev_order.index(me) + 1
        else:  # the rollout stopped early: the places decided so far, the rest counted in the middle
            place = s.places().get(me, (n + 1) / 2)
        return self._value_of(place, n)

    def _value_of(self, place: float, n: int) -> float:
        """A rollout's value for a place among ``n`` players: ``first_weight·[first] + (n − place)/(n − 1)``."""
        return self.first_weight * (place == 1) + (n - place) / (n - 1)


def _first_taken(s: State) -> bool:
    """Whether someone has already gone out normally this round (first place is no longer open to a new line)."""
    bottom = s.bottom
    return any(p not in bottom for p in s.finished)


class _Spent(Exception):
    """A :func:`forced_out` look ran out of positions."""


def forced_out(state: State, player: int, budget: int = MATE_BUDGET) -> tuple[Action, ...] | None:
    """A line by which ``player``, whose play it is, goes out first by force with every hand open: plays to which
    every other player's only legal answer is to pass (no window open to anyone along it, no choice asked of
    another player with more than one option), until ``player``'s hand is empty and ``player`` has first place.
    ``None`` when none is found within ``budget`` positions (so a ``None`` is not a proof that none exists).
    ``state`` is left as it was.  FujiGokoro (UECda's champion) checks this in its simulations; the exact
    solver (:func:`~explorer.analysis.solver.solve`) finds more (lines the others could answer but not stop), at
    a higher cost.

    >>> s = State.from_position(["A", "B", "C"], hands={"A": "♠2 ♥3", "B": "♦9 ♣9", "C": "♣K ♦4"}, turn="A")
    >>> [s.action_str(a) for a in forced_out(s, 0)]
    ['A plays ♠2', 'B passes', 'C passes', 'A plays ♥3']
    >>> forced_out(s, 0, budget=1) is None
    True
    """
    return _forced_out(state, player, budget)[0]


def _forced_out(state: State, player: int, budget: int,
                model: GreedyBot | None = None) -> tuple[tuple[Action, ...] | None, int]:
    """:func:`forced_out` and the positions it visited (at most ``budget``).  With a ``model``, the others do not
    have to pass: they act as ``model`` does (the line is then a way to first place against that model, passes of
    ``player``'s own included)."""
    rnd = state.round
    line: list[Action] = []
    nodes = 0

    def go() -> bool:
        nonlocal nodes
        s = state
        if s.hands[player] == 0 or s.pending is None or s.round != rnd:
            return s.places().get(player) == 1
        if _first_taken(s):
            return False
        if nodes >= budget:
            raise _Spent
        nodes += 1
        windows = s.window_actions()
        pend = s.pending
        took: Action | None = None
        if windows:
            if model is None:
                return False  # someone may act out of turn here: not a line no one can answer
            took = _dobon(windows, s.n)  # what the model's players take out of turn
        options: list[Action]
        if took is not None:
            options = [took]
        elif pend.player != player:
            acts = s.decision_actions
            if model is not None:
                options = [model.choose(s, pend.player)]
            elif len(acts) != 1 or (pend.kind is DecisionKind.PLAY and not isinstance(acts[0], Pass)):
                return False  # another player can answer (or chooses among several things)
            else:
                options = [acts[0]]
        else:
            acts = s.decision_actions
            hand = s.hands[player].bit_count()
            options = [a for a in _distinct(acts) if model is not None or not isinstance(a, Pass)]
            options.sort(key=lambda a: (0 if a.meld.size >= hand else 1, -a.meld.size) if isinstance(a, Play)
                         else (2, 0))
        for a in options:
            s.push(a)
            try:
                ok = go()
            finally:
                s.pop()
            if ok:
                line.append(a)
                return True
        return False

    try:
        found = go()
    except _Spent:
        found = False
    return (tuple(reversed(line)) if found else None), nodes


def _other_decks(view: PlayerView) -> bool:
    """Whether a rule of another deck or a rule file is in force (their exchange hooks keep hands in rule data,
    which a world resets: the bot does not search an exchange under them)."""
    return any("." in r for r in view.laws) or any("." in r for ids in view.house for r in ids)


def _dobon(windows: Sequence[Action], n: int) -> Action | None:
    """The out-of-turn action the greedy bots would take now (the first seat that can call dobon), as
    :func:`~explorer.bots.play_out` offers windows to the seats in order."""
    best: Action | None = None
    for a in windows:
        if isinstance(a, Choose) and a.kind in finishing_windows() and (best is None or a.player < best.player):
            best = a
    return best
