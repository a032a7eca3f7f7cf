"""A game of Play without a page: the human at seat :data:`HUMAN` against bots, with undo, a hint and the
out-of-turn windows the bots wait for.

The Play page (:mod:`explorer.widgets.play`) draws a :class:`PlaySession` and sends it what the human touched;
everything that is the game's business lives here, with no widget: the deal, the bots' turns (they act by
themselves until the human must decide, or until a window the human may take is open), the human's legal
actions, the undo marks (each bot as it was, a strong bot included: it remembers what it saw), the windows the
human declined (not asked again in the same position), the hint (the strong bot reading only the human's
view), the points of each round and the round each law came into force.

>>> session = PlaySession.deal(Deal(players=("You", "CPU1", "CPU2"), seed=3, bots="random"))
>>> _ = session.advance()                  # the bots act until the human must decide
>>> session.to_act == HUMAN and not session.can_undo
True
>>> action = session.human_actions()[0]
>>> _ = session.play(action)               # the human acts; the bots reply
>>> session.can_undo and session.undo() and not session.can_undo
True
>>> action in session.human_actions()      # the same decision again, the same position
True
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from explorer.analysis.budget import BUDGET, Budget
from explorer.analysis.strong_bot import FIRST_WEIGHT, Measured, StrongBot
from explorer.bots import Bot, GreedyBot, PlayerView, RandomBot, observers, play_out, show
from explorer.engine.actions import Action, Choose, Pass, Play, Trim
from explorer.engine.cards import CardMask
from explorer.engine.contract import Refusal
from explorer.engine.errors import IllegalMoveError
from explorer.engine.events import Event
from explorer.engine.game import DecisionKind, Game, Mode, Pending, TableOptions
from explorer.engine.state import State
from explorer.rules.traits import ask_windows

HUMAN = 0
"""The human's seat."""
STRONG_ROLLOUTS = BUDGET.strong_rollouts
"""Rollouts per searched decision of a "strong" opponent, twice as many for its trim (and a time limit per
decision in the browser): :mod:`explorer.analysis.budget` chooses them by where the page runs (its figures)."""
HINT_ROLLOUTS = BUDGET.hint_rollouts
"""Rollouts the hint spends on one play decision of the human (and its time limit in the browser:
:attr:`~explorer.analysis.budget.Budget.hint_seconds`)."""


def _fork(bot: Bot) -> Bot:
    """``bot`` to go back to later: a strong bot's copy (it remembers what it saw), any other bot itself."""
    return bot.fork() if isinstance(bot, StrongBot) else bot


def _strong(seed: str) -> Bot:
    return StrongBot(seed, rollouts=BUDGET.strong_rollouts, setup_rollouts=2 * BUDGET.strong_rollouts,
                     seconds=BUDGET.strong_seconds)


BOT_KINDS: dict[str, Callable[[str], Bot]] = {"random": RandomBot, "greedy": GreedyBot, "strong": _strong}
"""The opponents' strength, easy to strong: random legal actions, the greedy bot, the strong bot
(:mod:`explorer.analysis.strong_bot`: it searches the deals it cannot see, from its own view only)."""


@dataclass(frozen=True)
class Hint:
    """What the strong bot, reading only the human's view, would do in the human's play decision, and what it
    measured (its options, the chosen one first: :attr:`StrongBot.last`; empty when there was one option)."""

    action: Action
    measured: tuple[Measured, ...]
    stopped: bool = False
    """The time limit cut the search short: the hint is the best found in the time allowed, and says so."""


def hint_bot(seed: object = 0, rollouts: int | None = None, budget: Budget = BUDGET) -> StrongBot:
    """The strong bot behind the hint, before it has seen anything: the session shows it every public action of
    the game (it sits at :data:`HUMAN` and takes no decision), so that, like the strong bot the lab measures, it
    infers the hidden hands from what the others did."""
    return StrongBot(f"hint:{seed}", rollouts=rollouts or budget.hint_rollouts, first_weight=FIRST_WEIGHT,
                     seconds=budget.hint_seconds)


def hint_for(state: State, seed: object = 0, rollouts: int | None = None, budget: Budget = BUDGET,
             seen: StrongBot | None = None) -> Hint:
    """Ask the strong bot for the human's pending decision, given only :class:`~explorer.bots.PlayerView` of seat
    :data:`HUMAN` (never the hidden hands) and, when ``seen`` is given, what that bot (:func:`hint_bot`) was
    shown of the game so far, within ``budget`` (:mod:`explorer.analysis.budget`: its rollouts, unless
    ``rollouts`` says otherwise, and its time limit); deterministic for a seed, a view and what was seen unless
    the time limit cuts it short (:attr:`Hint.stopped`)."""
    bot = hint_bot(seed, rollouts, budget)
    if seen is not None:  # what it saw, searched within this budget
        bot = seen.budgeted(bot.rollouts, bot.seconds)
    action = bot.choose(PlayerView(state, HUMAN), HUMAN)
    return Hint(action, bot.last, bot.last_stopped)


@dataclass(frozen=True)
class Deal:
    """What a new game is dealt from (the set-up a page's controls hold).

    ``players`` names the seats, the human's first; ``rounds`` 0 is the mode's default; ``options`` are the
    decks' table options (:class:`~explorer.engine.game.TableOptions`); ``laws`` are in force from the start;
    ``draw_from``, when given, is another deck's rules the laws are revealed from (and drafted), less
    ``laws``, shuffled by the seed; ``bots`` is a key of :data:`BOT_KINDS`."""

    players: tuple[str, ...]
    seed: int
    mode: Mode = Mode.NORMAL
    rounds: int = 0
    options: Mapping[str, object] = field(default_factory=dict)
    laws: tuple[str, ...] = ()
    draw_from: tuple[str, ...] | None = None
    bots: str = "greedy"

    def game(self) -> Game:
        """The game this deal starts; raises :class:`~explorer.engine.errors.ExplorerError` (saying why) for
        options or rules that cannot be in force together."""
        rule_deck = None
        if self.draw_from is not None:
            rule_deck = [r for r in self.draw_from if r not in self.laws]
            random.Random(f"{self.seed}:rules").shuffle(rule_deck)
        options = TableOptions.from_mapping({**({"rounds": self.rounds} if self.rounds else {}), **self.options})
        return Game(self.players, self.mode, options, seed=self.seed, laws=self.laws,
                    rule_deck=None if rule_deck is None else tuple(rule_deck))


@dataclass(frozen=True)
class UndoMark:
    """What the session was before one action of the human: moves made, events logged, events seen, round
    points, law rounds, the bots and the hint's bot (a strong bot remembers what it saw this round: after an
    undo it must not remember what was taken back)."""

    moves: int
    events: int
    seen: int
    round_points: tuple[tuple[int, tuple[int, ...]], ...]
    law_rounds: Mapping[str, int]
    bots: Mapping[int, Bot]
    watcher: StrongBot


class PlaySession:
    """One game: ``state`` with the human at :data:`HUMAN` and ``bots`` at the other seats.

    Made by :meth:`deal` (a new game) or directly over a position (a lesson's, a test's).  Nothing moves
    until asked: :meth:`advance` lets the bots act until the human must decide, :meth:`play` takes the human's
    action and lets the bots reply, :meth:`decline` passes on the open windows, :meth:`undo` takes the human's
    last action back.  ``watcher`` is the hint's bot (:func:`hint_bot` by default), shown every public action."""

    def __init__(self, state: State, bots: Mapping[int, Bot], *, watcher: StrongBot | None = None,
                 budget: Budget = BUDGET) -> None:
        self.state = state
        self.bots: dict[int, Bot] = dict(bots)
        self.budget = budget
        """The hint's limits (:mod:`explorer.analysis.budget`), unless :meth:`ask_hint` is given others."""
        self.watcher = watcher if watcher is not None else hint_bot(state.game.seed, budget=budget)
        self.events: list[Event] = list(state.log)
        """Every event of the game so far, in order."""
        self.seen = 0
        """Events before this index came before the human's last action (or last declined window): a page
        marks the others as new."""
        self.round_points: list[tuple[int, tuple[int, ...]]] = []
        """(round, points after it) for each round over."""
        self.law_rounds: dict[str, int] = {}
        """The round each law in force came into force."""
        self.declined: set[tuple[object, ...]] = set()
        """The windows the human declined, each with the position it was open in (not asked again there)."""
        self.undo_marks: list[UndoMark] = []
        """One mark before each action of the human still to take back, the last one last."""
        self.hint: Hint | None = None
        """The hint for the human's decision now (cleared when anything is played or taken back)."""
        self._track_laws()

    @classmethod
    def deal(cls, deal: Deal, budget: Budget = BUDGET) -> PlaySession:
        """A new game dealt from ``deal``, nothing played yet (call :meth:`advance`); raises
        :class:`~explorer.engine.errors.ExplorerError` for a set-up the rules refuse."""
        state = State.new_game(deal.game())
        kind = BOT_KINDS[deal.bots]
        bots = {p: kind(f"{deal.seed}:{p}") for p in range(1, len(deal.players))}
        return cls(state, bots, watcher=hint_bot(deal.seed, budget=budget), budget=budget)

    # ------------------------------------------------------------------ where the game is
    @property
    def pending(self) -> Pending | None:
        """The decision the game waits for (anyone's), ``None`` once the game is over."""
        return self.state.pending

    @property
    def to_act(self) -> int | None:
        """The seat whose decision the game waits for."""
        pend = self.state.pending
        return None if pend is None else pend.player

    @property
    def decision(self) -> DecisionKind | None:
        """The kind of the human's pending decision, ``None`` when the game waits for no decision of theirs."""
        pend = self.state.pending
        return pend.kind if pend is not None and pend.player == HUMAN else None

    @property
    def game_over(self) -> bool:
        return self.state.is_terminal()

    # ------------------------------------------------------------------ what the human may do
    def human_actions(self) -> list[Action]:
        """The human's legal actions now: the pending decision (if theirs), plays by strength and passing last,
        then out-of-turn actions."""
        state = self.state
        if state.pending is None:
            return []
        windows = set(state.window_actions())
        mine = [a for a in state.legal_actions if a.player == HUMAN]
        decisions = [a for a in mine if a not in windows]
        inv = state.inverted

        def order(a: Action) -> tuple[int, int, int]:
            if isinstance(a, Play):
                return 0, a.meld.strength(inv), a.meld.size
            if isinstance(a, Trim):
                return 0, a.cards.bit_count(), a.cards
            return (1, 0, 0) if isinstance(a, Pass) else (0, 0, 0)

        decisions.sort(key=order)
        return decisions + [a for a in mine if a in windows]

    def is_window(self, action: Action) -> bool:
        """Whether ``action`` is an out-of-turn action open now (not the pending decision)."""
        return action in self.state.window_actions()

    def open_windows(self) -> list[Action]:
        """The human's out-of-turn actions the bots wait for: those of the windows a player must be asked about
        (:func:`~explorer.rules.traits.ask_windows`), open while a bot is to act, not yet declined here."""
        state = self.state
        pend = state.pending
        if pend is None or pend.player == HUMAN:
            return []
        asked = ask_windows()
        return [a for a in state.window_actions()
                if a.player == HUMAN and isinstance(a, Choose) and a.kind in asked
                and self._window_key(a) not in self.declined]

    @property
    def paused(self) -> bool:
        """Whether the bots wait for the human to take or decline a window (:meth:`open_windows`)."""
        return bool(self.open_windows())

    def refusal(self, action: Action) -> Refusal | None:
        """Why ``action`` may not be taken now (the rule and its reason), ``None`` when it may."""
        return self.state.refusal_of(action)

    def can_trim(self, cards: CardMask) -> bool:
        """Whether discarding ``cards`` is a legal trim for the human now."""
        return Trim(HUMAN, cards) in self.state.legal_actions

    def parse(self, text: str) -> Action:
        """An action typed in the action language by the human, who may leave out their name or say "You"
        (「あなた」); raises :class:`~explorer.engine.errors.ExplorerError` (a notation error, or a rule's) for
        text that names no action."""
        state = self.state
        words = text.strip().split()
        me = state.players[HUMAN]
        if words and words[0] in ("You", "you", "あなた"):
            words[0] = me
        elif not words or words[0] not in state.players:
            words.insert(0, me)
        return state.parse_action(" ".join(words))

    # ------------------------------------------------------------------ moving the game on
    def play(self, action: Action) -> list[Event]:
        """The human takes ``action``, then the bots act until the human must decide again; returns the events
        of both.  Raises :class:`~explorer.engine.errors.IllegalMoveError` (the session unchanged) for an action
        the rules refuse now."""
        state = self.state
        why = state.refusal_of(action)
        if why is not None:
            raise IllegalMoveError.of(why)
        self.undo_marks.append(UndoMark(len(state.move_stack), len(self.events), self.seen, tuple(self.round_points),
                                        dict(self.law_rounds), {p: _fork(b) for p, b in self.bots.items()},
                                        self.watcher.fork()))
        self.seen = len(self.events)
        self.hint = None
        # the strong opponents and the hint's bot see the human's plays, as play_out shows them the bots'
        show(observers(self.bots, {HUMAN: self.watcher}), state, action)
        events = state.push(action)
        self._observe(action, events)
        return events + self.advance()

    def advance(self) -> list[Event]:
        """The bots act until the game ends, the human must decide, or a window the human may take is open
        (:attr:`paused`); returns their events.  A bot's failure raises (``RuntimeError`` or
        :class:`~explorer.engine.errors.ExplorerError`) with the moves before it kept."""
        try:
            return play_out(self.state, self.bots, observe=self._observe, pause=lambda _: self.paused,
                            watchers={HUMAN: self.watcher})
        finally:
            self._track_laws()

    def decline(self) -> list[Event]:
        """Decline the windows open now (not asked again in this position); the bots go on (:meth:`advance`)."""
        self.seen = len(self.events)
        for a in self.open_windows():
            self.declined.add(self._window_key(a))
        return self.advance()

    @property
    def can_undo(self) -> bool:
        """Whether there is an action of the human to take back, while the game goes on (a game over is its
        result: a new game deals the next one)."""
        return bool(self.undo_marks) and not self.state.is_terminal()

    def undo(self) -> bool:
        """Take back the human's last action and every bot move after it; ``False`` (nothing changed) when
        :attr:`can_undo` is not."""
        if not self.can_undo:
            return False
        mark = self.undo_marks.pop()
        state = self.state
        while len(state.move_stack) > mark.moves:
            state.pop()
        del self.events[mark.events:]
        self.seen, self.round_points, self.law_rounds = mark.seen, list(mark.round_points), dict(mark.law_rounds)
        self.bots, self.watcher = dict(mark.bots), mark.watcher
        self.hint = None
        return True

    # ------------------------------------------------------------------ the hint
    @property
    def hint_open(self) -> bool:
        """Whether a hint can be asked now: the human's play decision, and no hint given for it yet."""
        return self.decision is DecisionKind.PLAY and self.hint is None

    def ask_hint(self, budget: Budget | None = None) -> Hint:
        """The strong bot's hint for the human's play decision, from the human's view and what the hint's bot
        was shown of the game, within ``budget`` (the session's by default); kept in :attr:`hint` until
        anything is played.  Raises ``ValueError`` when :attr:`hint_open` is not."""
        if self.hint is not None:
            return self.hint
        if self.decision is not DecisionKind.PLAY:
            raise ValueError("a hint is given for the human's play decision only")
        self.hint = hint_for(self.state, self.state.game.seed, budget=budget or self.budget, seen=self.watcher)
        return self.hint

    # ------------------------------------------------------------------ bookkeeping
    def _window_key(self, action: Action) -> tuple[object, ...]:
        state = self.state
        return (action, state.field, state.hands[HUMAN])

    def _observe(self, action: Action, events: list[Event]) -> None:
        state = self.state
        self.events.extend(events)
        for e in events:
            if e.kind == "law" and e.rule:
                self.law_rounds.setdefault(e.rule, state.round)
        if any(e.kind == "round_over" for e in events):
            done = self.round_points[-1][0] if self.round_points else 0
            self.round_points.append((done + 1, state.points))

    def _track_laws(self) -> None:
        for law in self.state.laws:
            self.law_rounds.setdefault(law, self.state.round)
