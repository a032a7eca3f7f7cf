"""An exact solver for open positions: can a player guarantee first place in this round?

Every hand is open (as in the Sandbox).  The question is the one of SCENARIO-FORMAT.md's ``forced`` key: can
``player`` be sure to take **first place of this round** whatever every other player does (their plays and
passes, the choices effects ask of them, their out-of-turn actions) and whatever chance deals?

The search is an AND-OR search over the engine's own :class:`~explorer.engine.state.State` (``push``/``pop``), with
a transposition table keyed on every field the rules read (:func:`~explorer.analysis.key.position_key`; with
every rule in force suit-blind, on :func:`~explorer.analysis.key.canonical_key`, which forgets suits), kept between
calls for the same player at the same table (bounded by :data:`MEMORY_POSITIONS`).  The player's actions, and the
others' decisions, are ordered by a look one action ahead (:meth:`_Search.probed`); only the order changes.

How the game is read as a tree (docs/readings.md, "The solver"):

- **Decisions.** The pending decision (a play or pass, a choice an effect asks, a set-up decision) is an OR
  node when it is ``player``'s, an AND node otherwise: every other player is against ``player``.
- **Out-of-turn windows** (cards 01, 24, 25) are open between decisions to anyone.  At every position the
  other players' window actions come first (an AND over them: if any of them, taken now, stops ``player``,
  the guarantee fails), then ``player``'s own (an OR: ``player`` may take one before the pending decision is
  made), then the pending decision.  So ``player`` is never too slow for a window, and neither are the others;
  when both could act at the same moment, the others go first (the worst case for ``player``).  Card 01's
  recycle is put off where nothing open reads its taker's hand or the discard pile (:meth:`_Search.undeferred`,
  :attr:`Rule.defers <explorer.engine.contract.Rule.defers>`): taken later, it reaches the same positions.
- **Chance.** The one random event mid-round is card 24's draw from the discard pile: after it every card the
  pile could have given (jokers alike) is an outcome, and ``player`` must win after each (an AND).
- **Until the round ends.** A leaf is the end of the round: ``player`` has it iff the round's ranking puts
  them first (so a forbidden finish, which is last place, is not it; nor is going out first and then losing
  first place to a later event — card 13's unanswered revolution takes first place and makes the first fall).
  The search stops earlier only when first place can no longer change: someone has gone out first normally
  and no rule in force can take first place away later any more (:attr:`Rule.retakes_first
  <explorer.engine.contract.Rule.retakes_first>`, asked :meth:`Rule.may_retake_first
  <explorer.engine.contract.Rule.may_retake_first>`: card 13 only while a revolution can still be made; then the
  first normal finisher is first at the round's end); asked per seat, the search also stops when ``player``
  went out first and no such rule may put anyone else 1st, or when someone else is ahead (or ``player`` was
  sent to last place) and no such rule may put ``player`` 1st.
- **A round that never ends** (possible only through repeated draws of card 24: a hand of forbidden-finish
  cards draws, plays, and the card comes back to the discard pile) gives first place to nobody new: a
  position that repeats on the line being searched is won by ``player`` only if ``player`` has already gone
  out first (nothing on a repeating line can change who went out).  A result that rests on such a
  repetition of an earlier position of the line is not kept in the table.
- **No move.** A decision with no legal action and no window open would stall the round: no first place.

A node budget (and an optional time budget, and a longest line of :data:`MAX_DEPTH` actions) bounds the
search; past it the answer is ``None`` ("unknown"), never a guess.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Hashable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final, NoReturn

from explorer.engine.actions import Action, Choose, Give, Pass, Play, Trim
from explorer.engine.cards import JOKER, CardMask, distinct_cards, mask_str
from explorer.engine.derived import push_listed
from explorer.engine.game import DecisionKind, Phase
from explorer.engine.places import DISCARD, FIELD
from explorer.text.phrasing import action_ja
from explorer.rules.base.revolution import (
    NO_LIMIT, REVOLUTION_MADE, Reach, most_laid, revolution_possible, sequences_revolt,
)
from explorer.rules.traits import (
    chance_kinds, deferred_windows, finishing_windows, first_may_change, hand_reach, reach_parts, resolving_bringing,
    retakes_first,
)
from explorer.analysis.budget import BUDGET
from explorer.analysis.key import action_key, canonical_key, position_key, suit_blind
from explorer.analysis.symmetry import distinct, suit_classes, swaps

if TYPE_CHECKING:
    from explorer.engine.contract import Rule, RuleSet
    from explorer.engine.state import State

DEFAULT_BUDGET: Final = 200_000
"""Positions searched before :func:`solve` gives up ("unknown"): enough for small endgames (a few cards a
hand under any rules: the scenarios of ``scenarios/analysis/`` need at most a few thousand)."""

MAX_DEPTH: Final = 1000
"""The longest line searched, in actions; past it the answer is "unknown" like past the budget.  A line is
long only when cards come back to hands: card 24's draws (a hand of forbidden-finish cards draws, plays the
card, draws again …) make lines of a few hundred actions in small endgames.  The search recurses once per
action, so :func:`solve` raises Python's recursion limit to fit while it runs."""

_FRAMES_PER_ACTION: Final = 6
"""Python frames the search stacks per action (value, expand, my_decision, each, child, and one spare)."""

_NEVER: Final = 1 << 30
"""No position on the current line was relied on (see :meth:`_Search.value`)."""


MEMORY_POSITIONS: Final = BUDGET.positions
"""The most positions the tables kept between calls hold together (:func:`solve` keeps what it settled, so the
Analyse view's next question about the same table starts from it); past it the least recently used go.  As many as
one Analyse call may search where the explorer runs (:data:`~explorer.analysis.budget.BUDGET`: 200,000 served
compiled, 60,000 pure, 20,000 in the browser; about 1.3 kB each)."""


class _Memo:
    """What the searches of one question (one player at one table) settled: the value of each position and the
    move kept for its principal line.  Every entry is exact (a search that stops keeps only what it finished)."""

    __slots__ = ("table", "best")

    def __init__(self) -> None:
        self.table: dict[tuple[Hashable, ...], bool] = {}
        self.best: dict[tuple[Hashable, ...], tuple[Action, int | None, Hashable]] = {}


_MEMORY: dict[Hashable, _Memo] = {}
"""The tables kept between calls, by :func:`_context`, the least recently used first."""


def _context(state: State, player: int) -> Hashable:
    """What, beside the position key, decides every answer: the player asked about, the table (its mode, options
    and rule book) and the rules as registered (a rule registered again makes a new generation)."""
    from explorer.rules.catalogue import generation

    game = state.game
    ctx: Hashable = (player, state.n, state.rounds_total, game.mode, game.options, game.book, generation())
    try:
        hash(ctx)
    except TypeError:
        ctx = (player, state.n, state.rounds_total, game.mode, repr(game.options), id(game.book), generation())
    return ctx


def _memo(state: State, player: int) -> _Memo:
    ctx = _context(state, player)
    memo = _MEMORY.pop(ctx, None) or _Memo()
    _MEMORY[ctx] = memo  # the most recently used last
    return memo


def _trim_memory(limit: int = MEMORY_POSITIONS) -> None:
    """Forget the least recently used tables until all hold at most ``limit`` positions together."""
    total = sum(len(m.table) for m in _MEMORY.values())
    while total > limit and _MEMORY:
        total -= len(_MEMORY.pop(next(iter(_MEMORY))).table)


def forget() -> None:
    """Forget every table kept between calls (a benchmark measures a search from nothing)."""
    _MEMORY.clear()


class _OutOfBudget(Exception):
    """The node or time budget is spent (its argument: which limit, as :attr:`Solution.limit` names it)."""

    def __init__(self, limit: str) -> None:
        super().__init__(limit)
        self.limit = limit


@dataclass(frozen=True)
class Solution:
    """What :func:`solve` found.

    ``first``: ``True`` (``player`` can force first place), ``False`` (the others can stop it), ``None``
    (unknown: the budget ran out first).  ``winning``: ``player``'s current actions that keep the guarantee
    (empty unless ``first`` is ``True``; an action the budget left undecided is in ``undecided``).
    ``line``: a principal line from here (the winning play and the most stubborn resistance; or, for
    ``False``, the others' refutation), as action-language texts; ``line_ja`` the same in Japanese.
    """

    player: int
    player_name: str
    first: bool | None
    winning: tuple[Action, ...]
    winning_text: tuple[str, ...]
    undecided: tuple[Action, ...]
    line: tuple[str, ...]
    line_ja: tuple[str, ...]
    nodes: int
    stopped: bool
    """The budget ran out (``first`` is ``None``, or ``undecided`` is not empty)."""
    seconds: float
    limit: str = ""
    """Which limit stopped the search: ``"positions"`` (the node budget), ``"seconds"`` (the time limit),
    ``"depth"`` (a line longer than :data:`MAX_DEPTH`), or ``""`` when it did not stop."""

    @property
    def complete(self) -> bool:
        """The verdict and the set of winning actions are both exact."""
        return self.first is not None and not self.undecided


def _takes_first(rules: RuleSet, memo: dict[int, bool]) -> bool:
    got = memo.get(id(rules))
    if got is None:
        got = memo[id(rules)] = retakes_first(rules.rules)
    return got


_Bound = tuple[tuple[tuple[int | None, tuple["Rule", ...]], ...], bool]
"""What :func:`_growth` gives: for each seat, :func:`reach_parts` (what the rules in force may bring into its hand,
split by whether the position tells more), and whether a play may join the field's top meld."""


def _growth(rules: RuleSet, n: int, memo: dict[int, _Bound | None]) -> _Bound | None:
    """For each seat, what the rules ``rules`` may bring into its hand until the next revolution (:func:`reach_parts`,
    read at each position by :func:`hand_reach`), and whether a rule lets a play join the field's meld (card 02);
    ``None`` when no seat has a bound (a rule claims none for it), or a rule joins melds without declaring that each
    meld it joins is a revolution (:attr:`Rule.joins_revolt <explorer.engine.contract.Rule.joins_revolt>`)."""
    key = id(rules)
    if key in memo:
        return memo[key]
    got: _Bound | None = None
    if all(r.joins_revolt for r in rules.lay):
        each = tuple(reach_parts(rules, q) for q in range(n))
        if any(g is not None for g, _ in each):
            got = (each, bool(rules.lay))
    memo[key] = got
    return got


def _emptied_unfinished(s: State) -> int:
    """The seats (a bit each) holding no cards that have not gone out (nor been sent to last place): inside a play, its
    player once the play emptied the hand (or another an effect emptied), until every effect has resolved."""
    out = 0
    for q in range(s.n):
        if not s.hands[q] and q not in s.finished and q not in s.bottom:
            out |= 1 << q
    return out


def _leader(s: State) -> int:
    """The seat to lead now, where nothing waits: its decision is a play on an empty field and it may not pass, so its
    next play is the next play on the table (an out-of-turn action moves no turn) and a lead, which takes nothing in
    (:meth:`Rule.swapped_in <explorer.engine.contract.Rule.swapped_in>` counts cards of the field under a play); -1:
    none (docs/readings.md, "The solver")."""
    pend = s.pending
    if pend is None or pend.kind is not DecisionKind.PLAY or s.field is not None or s.cards_at(FIELD):
        return -1
    for a in s.decision_actions:
        if isinstance(a, Pass):
            return -1
    return pend.player


def resolving_reach(s: State) -> tuple[int, int] | None:
    """Where a play is resolving (its effects, or a choice one of them asks, still to come): its player and how many
    cards, at most, those effects may still move into that player's hand beyond what :func:`hand_reach` counts from
    here (:func:`~explorer.rules.traits.resolving_bringing`, declared by each rule with :meth:`Rule.swapped_in
    <explorer.engine.contract.Rule.swapped_in>`: card 10's take for each K of the play), none into another hand.
    ``None`` where that is not known: nothing is resolving (a set-up step or a window's choice waits), a seat holds no
    cards without having gone out (a hand other rules declare nothing for, card 01's, may be refilled), the play may
    be a revolution (noted one, or one by the cards it laid: :func:`~explorer.rules.base.revolution.revolution_possible`;
    the next revolution is then this one, and after it hands may grow past any bound), or a rule with an effect still
    to come claims no bound.  docs/readings.md, "The solver"."""
    ctx = s.resolving
    if ctx is None or s.after_choice or s.queue or _emptied_unfinished(s):
        return None
    if ctx.noted(REVOLUTION_MADE) or revolution_possible(s, ctx.player, ctx.laid.cards):
        return None
    rules = s.rules.rules
    pending = 0
    for i, _, _ in ctx.queue:
        n = resolving_bringing(rules[i])
        if n is None:
            return None
        pending += n
    choice = s.choice
    if choice is not None and choice.rule is not None:  # the engine's own question (the order of effects) moves none
        owner = s.rules.owner(choice.rule, choice.holder)
        n = None if owner is None else resolving_bringing(owner)
        if n is None:
            return None
        pending += n
    return ctx.player, pending


def _order_key(state: State, action: Action) -> tuple[int, int]:
    """Try first: plays that empty the hand, then bigger plays, then the rest (a stable sort keeps the
    engine's order among equals)."""
    if isinstance(action, Play):
        size = action.meld.size
        return (0 if size >= state.hands[action.player].bit_count() else 1, -size)
    if isinstance(action, Choose) and action.kind in finishing_windows():
        return (0, -2)
    return (2, 0)


class _Search:
    """One solve: the state it searches (a copy), the player, the table and the budget."""

    def __init__(self, state: State, player: int, budget: int, seconds: float | None) -> None:
        self.state = state
        self.me = player
        self.round = state.round
        self.budget = budget
        self.deadline = None if seconds is None else time.perf_counter() + seconds
        self.nodes = 0
        self.limit = ""
        """Which limit stopped the search, once one has (:attr:`Solution.limit`)."""
        memo = _memo(state, player)
        self.table = memo.table
        self.best = memo.best
        self.blind = suit_blind(state)
        """Every rule in force is suit-blind: positions are keyed by :func:`canonical_key`."""
        self.key = canonical_key if self.blind else position_key
        self.defer = deferred_windows() if any(r.defers for r in state.rules.rules) else frozenset()
        """Window kinds that may be put off (:meth:`undeferred`), when a rule in force has one."""
        self.alike = not self.blind
        """Actions the same up to suits nobody tells apart are searched once (:mod:`~explorer.analysis.symmetry`;
        with every rule suit-blind the key already forgets suits)."""
        self.card_kinds = deferred_windows()
        """Window kinds whose value is a card taken (:meth:`distinct` renames its suit)."""
        self.path: dict[tuple[Hashable, ...], int] = {}
        self.memo: dict[int, bool] = {}
        self.growth: dict[int, _Bound | None] = {}
        self.killers: dict[int, Hashable] = {}
        """By depth, the last action that decided a position there (a refutation or a winning move): tried
        first at the next position of that depth (the killer heuristic; it changes the order, not the answer)."""

    # ------------------------------------------------------------------ leaves
    def leaf(self) -> bool | None:
        """``True``/``False`` when first place is settled here, ``None`` while it is not."""
        s = self.state
        if s.pending is None or s.phase is Phase.OVER or s.round != self.round:
            order = s.prev_order  # the round that just ended, first to last
            return bool(order) and order[0] == self.me
        if s.phase is Phase.PLAY and (s.finished or self.me in s.bottom):
            first = next((p for p in s.finished if p not in s.bottom), None)
            if first is None and self.me not in s.bottom:
                return None
            if not _takes_first(s.rules, self.memo):
                return first == self.me  # the first normal finisher keeps first place to the round's end
            if first == self.me:
                if not self.may_change(~(1 << self.me)):  # nobody else can be put in 1st place any more
                    return True
            elif not self.may_change(1 << self.me):  # someone else is ahead, and nothing can put player 1st
                return False
        return None

    def may_change(self, seats: int) -> bool:
        """:func:`~explorer.rules.traits.first_may_change` for ``seats``, asked with what each seat can lay until the
        next revolution (:class:`~explorer.rules.base.revolution.Reach`, :func:`~explorer.rules.base.revolution.most_laid`)
        where it is known: the rules in force declare how much larger they may make a hand, for some seat at least
        (:attr:`Rule.brings <explorer.engine.contract.Rule.brings>`), where a play may join the field's meld, each meld so
        joined is a revolution (:attr:`Rule.joins_revolt <explorer.engine.contract.Rule.joins_revolt>`, every seat's
        sequences revolting), and where something waits, it is a play that can be no revolution whose effects still to
        come declare what they may bring (:func:`resolving_reach`).  Where something waits and a seat of ``seats``
        holds no cards without having gone out (its play is resolving: it may yet be a revolution, or give it cards
        back), the rules' own answer may miss it (card 13 asks only seats holding cards): the search goes on."""
        s = self.state
        waits = s.resolving is not None or s.choice is not None or bool(s.after_choice) or bool(s.queue)
        if waits and _emptied_unfinished(s) & seats:
            return True
        bound = _growth(s.rules, s.n, self.growth)
        if bound is None:
            return first_may_change(s, seats)
        taker, pending = -1, 0
        if waits:
            resolving = resolving_reach(s)
            if resolving is None:
                return first_may_change(s, seats)
            taker, pending = resolving
        parts, joins = bound
        top: CardMask | None = None
        top_cards = 0
        if joins:
            if not all(sequences_revolt(s, q) for q in range(s.n)):
                return first_may_change(s, seats)
            top = 0
            field = s.field
            if field is not None and any(r.joinable(s) for r in s.rules.lay):
                top_cards = field.cards
                for _, face in field.faces:
                    top |= 1 << face
        hands = tuple(s.hands)
        most: list[int] = []
        foreign: list[int] = []
        brought: list[int] = []
        for q in range(s.n):
            grow, new = hand_reach(s, q, parts[q])
            if q == taker:
                grow = None if grow is None else grow + pending
                new = None if new is None else new + pending
            most.append(NO_LIMIT if grow is None else hands[q].bit_count() + grow)
            foreign.append(NO_LIMIT if new is None else new)
            brought.append(NO_LIMIT if grow is None else grow)
        most_laid(Reach(tuple(most), hands, tuple(foreign), top, top_cards, tuple(brought),
                        -1 if waits else _leader(s)))
        try:
            return first_may_change(s, seats)
        finally:
            most_laid(None)

    def first_out(self) -> bool:
        """Whether ``player`` went out first (normally) and has first place as long as nothing changes."""
        s = self.state
        for p in s.finished:
            if p not in s.bottom:
                return p == self.me
        return False

    # ------------------------------------------------------------------ moves
    def first(self, actions: list[Action], depth: int) -> list[Action]:
        """``actions`` with the killer of ``depth`` (if one of them) first."""
        killer = self.killers.get(depth)
        if killer is None or len(actions) < 2:
            return actions
        for i, a in enumerate(actions):
            if action_key(a) == killer:
                if i:
                    actions.insert(0, actions.pop(i))
                break
        return actions

    def decided(self, action: Action, depth: int) -> None:
        self.killers[depth] = action_key(action)

    def moves(self, root: bool = False) -> tuple[list[Action], list[Action], list[Action], bool]:
        """(the others' window actions, ``player``'s own actions, the pending decision of another player,
        whether the pending decision is ``player``'s).  Below the root, actions the same up to suits nobody
        tells apart are listed once (:meth:`distinct`; the root lists them all: each is a winning action or not)."""
        s = self.state
        pend = s.pending
        assert pend is not None
        decision = list(s.decision_actions)
        windows = s.window_actions()
        if windows and self.defer:
            windows = self.undeferred(windows)
        if self.alike and not root:
            decision, windows = self.distinct(decision, windows)
        me = self.me
        theirs = [a for a in windows if a.player != me]
        mine = [a for a in windows if a.player == me]
        key = lambda a: _order_key(s, a)  # noqa: E731 - a sort key
        theirs.sort(key=key)
        if pend.player == me:
            return theirs, sorted(decision, key=key) + sorted(mine, key=key), [], True
        return theirs, sorted(mine, key=key), sorted(decision, key=key), False

    def distinct(self, decision: list[Action], windows: list[Action]) -> tuple[list[Action], list[Action]]:
        """``decision`` and ``windows`` with one action of each set of actions that are the same up to a renaming
        of suits that leaves the position as it is (:func:`~explorer.analysis.symmetry.suit_classes`): they lead to
        positions that are each other's renaming, of the same value (docs/readings.md, "The solver")."""
        classes = suit_classes(self.state)
        if classes is None:
            return decision, windows
        perms = swaps(classes)
        return distinct(decision, perms, self.card_kinds), distinct(windows, perms, self.card_kinds)

    def undeferred(self, windows: list[Action]) -> list[Action]:
        """``windows`` without the actions that may be put off (:attr:`Rule.defers
        <explorer.engine.contract.Rule.defers>`: card 01's recycle) because nothing open here reads what they change
        (docs/readings.md, "The solver"): taking one later gives the same positions, so its branch adds nothing.
        ``w``, the taker ``t`` taking card ``c`` of the discard pile, is put off when ``t`` is not the one to decide,
        no rule in force reads the discard pile (:attr:`Rule.reads`) or ``t``'s hand at the next action
        (:meth:`Rule.hands_read`), the other out-of-turn actions open are the same with ``c`` in ``t``'s hand,
        and no player on the other side can take ``c`` too (``player`` for another's ``w``; anyone else for
        ``player``'s own)."""
        s = self.state
        kinds = self.defer
        deferrable = [w for w in windows if isinstance(w, Choose) and w.kind in kinds]
        if not deferrable:
            return windows
        rules = s.rules.rules
        read = 0
        for r in rules:
            if "discard" in r.reads:
                return windows
            read |= r.hands_read(s)
        pend = s.pending
        assert pend is not None
        rest = [w for w in windows if not (isinstance(w, Choose) and w.kind in kinds)]
        takers: dict[object, int] = {}
        for w in deferrable:
            assert isinstance(w, Choose)
            takers[w.value] = takers.get(w.value, 0) | 1 << w.player
        me = self.me
        before: set[Action] | None = None
        kept: list[Action] = []
        for w in deferrable:
            assert isinstance(w, Choose) and isinstance(w.value, int)
            t, card = w.player, w.value
            others = takers[card] & ~(1 << t)
            if t == pend.player or read >> t & 1 or (others if t == me else others >> me & 1):
                kept.append(w)
                continue
            if before is None:
                before = set(rest)
            s.move(card, DISCARD, t)
            try:
                after = {a for a in s.window_actions() if not (isinstance(a, Choose) and a.kind in kinds)}
            finally:
                s.move(card, t, DISCARD)
            if after != before:
                kept.append(w)
        return rest + kept if len(kept) < len(deferrable) else windows

    def outcomes(self, action: Action) -> list[int | None]:
        """The chance outcomes of ``action`` (cards the draw may give; jokers alike), ``[None]`` for none."""
        if isinstance(action, Choose) and action.kind in chance_kinds():
            return list(distinct_cards(self.state.discard)) or [None]
        return [None]

    def child(self, action: Action, outcome: int | None, depth: int) -> tuple[bool, int]:
        """The value after ``action`` (and, for a draw, ``outcome``); ``pop`` puts everything back."""
        s = self.state
        p = action.player
        before = s.hands[p]
        push_listed(s, action)  # listed at this very position just now: push need not check it again
        try:
            if outcome is not None:
                _draw(s, p, before, outcome)
            return self.value(depth + 1)
        finally:
            s.pop()

    def each(self, action: Action, depth: int) -> tuple[bool, int, int | None]:
        """The value after ``action`` over every chance outcome (all must hold), and the outcome that fails."""
        low = _NEVER
        for outcome in self.outcomes(action):
            v, lo = self.child(action, outcome, depth)
            if not v:
                return False, lo, outcome
            low = min(low, lo)
        return True, low, None

    def keep(self, key: tuple[Hashable, ...], action: Action, outcome: int | None) -> None:
        """Keep ``action`` (and the draw ``outcome``) as the principal line's move at this position."""
        self.best[key] = (action, outcome, _form(self.state, action) if self.blind else None)

    def probed(self, actions: list[Action], want: bool = True) -> list[Action]:
        """``actions`` reordered by a look one action ahead, which costs no search: first those after which the
        table or a leaf already gives the answer ``want`` (``True`` for ``player``'s own actions, ``False`` for the
        others'), then those the next player cannot answer (they may only pass, no window is open), then the rest,
        last those whose answer is already the other one.  Only the order changes, never a value."""
        s = self.state
        scored: list[tuple[int, int, Action]] = []
        for i, a in enumerate(actions):
            if isinstance(a, Choose) and a.kind in chance_kinds():
                scored.append((2, i, a))
                continue
            push_listed(s, a)
            try:
                settled = self.leaf()
                if settled is None:
                    settled = self.table.get(self.key(s))
                if settled is not None:
                    score = 0 if settled == want else 3
                else:
                    pend = s.pending
                    score = 2
                    if pend is not None and pend.player != a.player and not s.window_actions() and all(
                            not isinstance(d, Play) for d in s.decision_actions):
                        score = 1
            finally:
                s.pop()
            scored.append((score, i, a))
        scored.sort(key=lambda t: (t[0], t[1]))
        return [a for _, _, a in scored]

    # ------------------------------------------------------------------ the search
    def tick(self) -> None:
        if self.nodes >= self.budget:
            self.stop("positions")
        self.nodes += 1
        # the clock is read every 64 positions, and at the first (a time already spent stops at once, however
        # few positions the answer would need)
        if self.deadline is not None and (not self.nodes & 63 or self.nodes == 1) and \
                time.perf_counter() > self.deadline:
            self.stop("seconds")

    def stop(self, limit: str) -> NoReturn:
        """Give up: the limit ``limit`` is reached (the first one reached is the one :func:`solve` reports)."""
        self.limit = self.limit or limit
        raise _OutOfBudget(limit)

    def value(self, depth: int) -> tuple[bool, int]:
        """Whether ``player`` has first place from here, and the shallowest position of the current line the
        answer relied on (a repetition counts as a loss only there; :data:`_NEVER` when none did)."""
        settled = self.leaf()
        if settled is not None:
            return settled, _NEVER
        key = self.key(self.state)
        got = self.table.get(key)
        if got is not None:
            return got, _NEVER
        on_line = self.path.get(key)
        if on_line is not None:
            return self.first_out(), on_line  # the position repeats: a round that never ends
        if depth > MAX_DEPTH:
            self.stop("depth")
        self.tick()
        self.path[key] = depth
        try:
            win, low, best = self.expand(depth)
        finally:
            del self.path[key]
        if low >= depth:  # kept only when it rests on no repetition of a position before this one
            self.table[key] = win
            if best is not None:
                self.keep(key, *best)
            low = _NEVER
        return win, low

    def expand(self, depth: int) -> tuple[bool, int, tuple[Action, int | None] | None]:
        """The value of a position that is not a leaf: (win, the shallowest repetition relied on, the move kept
        for the principal line)."""
        theirs, mine, decision, my_turn = self.moves()
        theirs = self.first(theirs, depth)
        if my_turn:
            return self.my_decision(theirs, self.first(mine, depth), depth)
        decision = self.first(decision, depth)
        if len(decision) > 1:
            decision = self.probed(decision, False)
        low = _NEVER
        stubborn: tuple[Action, int | None] | None = None
        most = -1
        for a in theirs:
            before = self.nodes
            v, lo, outcome = self.each(a, depth)
            if not v:
                self.decided(a, depth)
                return False, lo, (a, outcome)
            low = min(low, lo)
            if self.nodes - before > most:
                most, stubborn = self.nodes - before, (a, None)
        lost_low = _NEVER
        for a in mine:
            v, lo, outcome = self.each(a, depth)
            if v:
                return True, min(low, lo), (a, None)
            lost_low = min(lost_low, lo)
        if not decision:
            return False, lost_low, None
        for a in decision:
            before = self.nodes
            v, lo, outcome = self.each(a, depth)
            if not v:
                self.decided(a, depth)
                return False, min(lost_low, lo), (a, outcome)
            low = min(low, lo)
            if self.nodes - before > most or stubborn is None:
                most, stubborn = self.nodes - before, (a, None)
        return True, low, stubborn

    def my_decision(self, theirs: list[Action], mine: list[Action],
                    depth: int) -> tuple[bool, int, tuple[Action, int | None] | None]:
        """``player`` decides: one of their actions must keep first place, and every out-of-turn action the
        others may take first must leave it kept.  ``player``'s actions are tried first: when none keeps it,
        the others' actions need no proof."""
        lost_low = _NEVER
        stubborn: tuple[Action, int | None] | None = None
        most = -1
        won: tuple[Action, int] | None = None
        if len(mine) > 1:
            mine = self.probed(mine)
        for a in mine:
            before = self.nodes
            v, lo, outcome = self.each(a, depth)
            if v:
                self.decided(a, depth)
                won = (a, lo)
                break
            lost_low = min(lost_low, lo)
            if self.nodes - before > most:
                most, stubborn = self.nodes - before, (a, outcome)
        if won is None:
            return False, lost_low, stubborn
        low = won[1]
        for a in theirs:
            v, lo, outcome = self.each(a, depth)
            if not v:
                self.decided(a, depth)
                return False, lo, (a, outcome)
            low = min(low, lo)
        return True, low, (won[0], None)

    # ------------------------------------------------------------------ the root
    def root(self) -> tuple[bool | None, list[Action], list[Action]]:
        """The verdict, ``player``'s winning actions and those the budget left undecided."""
        settled = self.leaf()
        if settled is not None:
            return settled, [], []
        key = self.key(self.state)
        self.path[key] = 0
        try:
            self.tick()
            theirs, mine, decision, my_turn = self.moves(root=True)
            for a in theirs:
                v, _, outcome = self.each(a, 0)
                if not v:
                    self.keep(key, a, outcome)
                    self.table[key] = False
                    return False, [], []
            winning: list[Action] = []
            undecided: list[Action] = []
            most = -1
            for a in mine:
                before = self.nodes
                try:
                    v, _, outcome = self.each(a, 0)
                except _OutOfBudget:
                    undecided.append(a)
                    continue
                if v:
                    winning.append(a)
                elif my_turn and not winning and self.nodes - before > most:
                    most = self.nodes - before
                    self.keep(key, a, outcome)  # the most stubborn try, while nothing wins
            if winning:
                self.keep(key, winning[0], None)
            if my_turn or not decision:
                if undecided and not winning:
                    return None, [], undecided
                verdict = bool(winning)
            elif winning:
                verdict = True
            else:
                verdict = True
                for a in decision:
                    v, _, outcome = self.each(a, 0)
                    if not v:
                        self.keep(key, a, outcome)
                        verdict = False
                        break
                if undecided and not verdict:
                    return None, [], undecided
                if verdict:
                    if key not in self.best:
                        self.keep(key, decision[0], None)
            self.table[key] = verdict
            return verdict, (winning if verdict else []), (undecided if verdict else [])
        finally:
            del self.path[key]

    def line(self, limit: int = 80) -> tuple[list[str], list[str]]:
        """The principal line from the root: the best move kept for each position, in both languages."""
        s = self.state
        en: list[str] = []
        ja: list[str] = []
        pushed = 0
        try:
            while len(en) < limit and self.leaf() is None:
                got = self.best.get(self.key(s))
                if got is None:
                    break
                action, outcome, form = got
                if self.blind:  # kept at a position of the same key: the same move here may name other suits
                    same = _same_move(s, action, form)
                    if same is None:
                        break
                    action = same
                text, text_ja = s.action_str(action), action_ja(s, action)
                p = action.player
                before = s.hands[p]
                s.push(action)
                pushed += 1
                if isinstance(action, Choose) and action.kind in chance_kinds():
                    if outcome is not None:
                        _draw(s, p, before, outcome)
                    drawn = s.hands[p] & ~before
                    text += f" (draws {mask_str(drawn)})"
                    text_ja += f"（{mask_str(drawn)}を引く）"
                en.append(text)
                ja.append(text_ja)
        finally:
            for _ in range(pushed):
                s.pop()  # each pop restores the position before its push, the draw with it
        return en, ja


def _form(s: State, action: Action) -> Hashable:
    """``action`` as it reads for suit-blind rules (:func:`~explorer.analysis.key.canonical_key`): each ordinary card
    of a hand or the discard pile by its rank and place, a face by its rank."""

    def card(c: int) -> tuple[int, ...]:
        bit = 1 << c
        if c >= JOKER:
            return (c,)
        for i, hand in enumerate(s.hands):
            if hand & bit:
                return (c >> 2, i)
        if s.discard & bit:
            return (c >> 2, -1)
        return (c,)

    if isinstance(action, Play):
        faces = tuple(sorted((card(c), face >> 2 if face < JOKER else face) for c, face in action.meld.faces))
        return ("play", action.player, action.join, faces)
    if isinstance(action, Choose) and isinstance(action.value, int):
        return ("choose", action.player, action.kind, tuple(sorted(card(c) for c in _cards(action.value))))
    if isinstance(action, Give):
        return ("give", action.player, card(action.card), action.to)
    if isinstance(action, Trim):
        return ("trim", action.player, tuple(sorted(card(c) for c in _cards(action.cards))))
    return action


def _cards(mask: CardMask) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def _same_move(s: State, action: Action, form: Hashable) -> Action | None:
    """``action`` if it is legal here, else the legal action of the same :func:`_form` (``None``: none is)."""
    legal = [*s.decision_actions, *s.window_actions()]
    if action in legal:
        return action
    for a in legal:
        if _form(s, a) == form:
            return a
    return None


def _draw(s: State, player: int, before: CardMask, outcome: int) -> None:
    """Make the card ``player`` just drew (card 24) be ``outcome`` instead (a joker is either joker)."""
    drawn = s.hands[player] & ~before
    got = drawn.bit_length() - 1
    if drawn.bit_count() != 1 or got == outcome or (got >= JOKER and outcome >= JOKER):
        return
    s.move(drawn, player, DISCARD)
    s.move(1 << outcome, DISCARD, player)


def solve(state: State, player: int | str, budget: int = DEFAULT_BUDGET, seconds: float | None = None) -> Solution:
    """Whether ``player`` (a seat or a name) can force first place of this round from ``state``, with every
    hand open; ``state`` itself is not changed (the search runs on a copy).

    ``budget``: the most positions to search; ``seconds``: an optional time limit.  Past either the verdict
    is ``None`` (unknown), never a guess.

    >>> from explorer.engine.state import State
    >>> s = State.from_position(["A", "B", "C"], hands={"A": "♠2 ♥3", "B": "♦9 ♣9", "C": "♣K ♦4"}, turn="A")
    >>> sol = solve(s, "A")
    >>> sol.first, sol.winning_text
    (True, ('A plays ♠2',))
    >>> solve(s, "B").first
    False
    """
    seat = state.seat(player) if isinstance(player, str) else player
    if not 0 <= seat < state.n:
        raise ValueError(f"player: no seat {seat}")
    start = time.perf_counter()
    search = _Search(state.copy(), seat, budget, seconds)
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(max(limit, _FRAMES_PER_ACTION * MAX_DEPTH + 1000))
    try:
        verdict, winning, undecided = search.root()
        stopped = bool(undecided)
    except _OutOfBudget:
        verdict, winning, undecided, stopped = None, [], [], True
    finally:
        sys.setrecursionlimit(limit)
    en, ja = search.line() if verdict is not None else ([], [])
    _trim_memory()
    return Solution(
        player=seat,
        player_name=state.players[seat],
        first=verdict,
        winning=tuple(winning),
        winning_text=tuple(state.action_str(a) for a in winning),
        undecided=tuple(undecided),
        line=tuple(en),
        line_ja=tuple(ja),
        nodes=search.nodes,
        stopped=stopped,
        seconds=time.perf_counter() - start,
        limit=search.limit if stopped else "",
    )
