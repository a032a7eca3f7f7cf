"""Bots that play the game: a uniform random bot and a simple greedy bot, and :func:`play_out`.

**What a bot may see.**  A bot never receives the :class:`~explorer.engine.state.State`
itself: :func:`play_out` (and :meth:`Bot.choose` when handed a state) wraps it in a
:class:`PlayerView` for the bot's seat.  The view shows what that player may
see at the table — their own hand, the field and the plays of this trick, the
discard pile, how many cards each player holds, the laws and house rules in
force, points, places, the king, the draft offer, a choice put to this player
— and the legal actions of this player, which the engine works out from the
player's own hand and public state.  It has no attribute for another player's
hand, for the cards out of play, or for the engine's log (the log records
exchange gifts, which only giver and receiver see).  ``tests/test_bots.py``
checks by construction (the view has no such attribute) and by behaviour (a
bot decides the same whatever the other players hold).

>>> from explorer.engine.game import Game, Mode
>>> s = State.new_game(Game(("A", "B", "C"), Mode.NORMAL, seed=3, options=TableOptions(rounds=1)))
>>> events = play_out(s, {0: GreedyBot(1), 1: RandomBot(2), 2: RandomBot(3)})
>>> s.is_terminal(), events[-1].kind
(True, 'game_over')
>>> view = PlayerView(s, 0)
>>> hasattr(view, "hands")
False
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Protocol, runtime_checkable

from explorer.engine.actions import Action, Choose, Give, NameStart, Pass, Pick, Play, Trim
from explorer.engine.cards import JOKER, JOKERS_MASK, RANK_MASK, Card, CardMask, iter_cards
from explorer.engine.events import Event
from explorer.engine.game import DecisionKind, Pending, Phase, TableOptions
from explorer.engine.melds import Meld
from explorer.rules.base.forbidden_finish import forbidden_reason
from explorer.rules.catalogue import registered
from explorer.rules.traits import finishing_windows
from explorer.engine.contract import DATA_IS_PUBLIC, ChoiceRequest, PlayContext
from explorer.engine.derived import redealt
from explorer.engine.state import State

__all__ = [
    "Bot", "GreedyBot", "Observer", "PUBLIC_ACTIONS", "PlayerView", "RandomBot", "as_view",
    "observers", "play_out", "show",
]

LATE_HAND = 4
"""The greedy bot spends a joker or a 2 to beat the field only once its hand is this small (or nearly all power)."""

def draft_rank(rule_id: str) -> int:
    """Where the greedy bot drafts a rule: its :attr:`~explorer.engine.contract.Rule.draft_order` (lower first;
    a rule the catalogue does not know, last)."""
    cls = registered(rule_id)
    return cls.draft_order if cls is not None else 1 << 20


class PlayerView:
    """What seat ``player`` may see of ``state`` (a read-only window; see the module docstring).

    The state is kept in a private, name-mangled slot; bots use only the
    properties below.  A view is for one decision: what it lists and its
    power mask are read once and kept.
    """

    __slots__ = ("__state", "player", "_legal", "_windows", "_power")

    def __init__(self, state: State, player: int) -> None:
        if not 0 <= player < state.n:
            raise ValueError(f"player: no seat {player} at a table of {state.n}")
        self.__state = state
        self.player = player
        self._legal: Sequence[Action] | None = None
        self._windows: list[Action] | None = None
        self._power: CardMask | None = None

    # -- the table, as everyone sees it -------------------------------------------------------
    @property
    def n(self) -> int:
        return self.__state.n

    @property
    def players(self) -> tuple[str, ...]:
        return self.__state.players

    @property
    def options(self) -> TableOptions:
        return self.__state.options

    @property
    def hand(self) -> CardMask:
        """This player's own hand."""
        return self.__state.hands[self.player]

    @property
    def hand_sizes(self) -> tuple[int, ...]:
        """How many cards each player holds (public: everyone sees the backs)."""
        return tuple(h.bit_count() for h in self.__state.hands)

    @property
    def field(self) -> Meld | None:
        return self.__state.field

    @property
    def field_by(self) -> int | None:
        return self.__state.field_by

    @property
    def trick(self) -> tuple[tuple[int, Meld], ...]:
        return self.__state.trick

    @property
    def discard(self) -> CardMask:
        return self.__state.discard

    @property
    def revolution(self) -> bool:
        return self.__state.marks.revolution

    @property
    def inverted(self) -> bool:
        """Whether strength is inverted now (revolution and J-back compose)."""
        return self.__state.inverted

    @property
    def lock_suits(self) -> int:
        return self.__state.marks.lock_suits

    @property
    def lock_rank(self) -> int | None:
        return self.__state.marks.lock_rank

    @property
    def pending(self) -> Pending | None:
        return self.__state.pending

    @property
    def phase(self) -> Phase:
        return self.__state.phase

    @property
    def round(self) -> int:
        return self.__state.round

    @property
    def finished(self) -> tuple[int, ...]:
        return self.__state.finished

    @property
    def king(self) -> int | None:
        return self.__state.king

    @property
    def points(self) -> tuple[int, ...]:
        return self.__state.points

    @property
    def laws(self) -> tuple[str, ...]:
        return self.__state.laws

    @property
    def house(self) -> tuple[tuple[str, ...], ...]:
        return self.__state.house

    @property
    def draft_pool(self) -> tuple[str, ...]:
        return self.__state.draft_pool

    @property
    def choice(self) -> ChoiceRequest | None:
        """The choice an effect puts to this player now, if any (another player's choice: ``None``)."""
        req = self.__state.choice
        return req if req is not None and req.player == self.player else None

    def action_str(self, action: Action) -> str:
        return self.__state.action_str(action)

    # -- this player's options ----------------------------------------------------------------
    @property
    def decision_actions(self) -> Sequence[Action]:
        """This player's legal actions for the pending decision (empty when another player is to decide).

        An immutable sequence (:attr:`State.decision_actions <explorer.engine.state.State.decision_actions>`).
        """
        if self._legal is None:
            s = self.__state
            pend = s.pending
            if pend is None or pend.player != self.player:
                self._legal = ()
            else:
                self._legal = s.decision_actions
        return self._legal

    @property
    def window_actions(self) -> list[Action]:
        """This player's out-of-turn actions open now (rules 01, 24, 25)."""
        if self._windows is None:
            self._windows = [a for a in self.__state.window_actions() if a.player == self.player]
        return list(self._windows)

    def power_mask(self) -> CardMask:
        """The cards a player saves: jokers and the strongest rank now (2, or 3 while inverted).

        With the table option ``forbidden_strongest: always_2`` the 2s are saved too,
        since finishing with one is always forbidden.
        """
        if self._power is None:  # a view lives for one decision: the state does not change under it
            mask = JOKERS_MASK | RANK_MASK[0 if self.inverted else 12]
            if self.options.forbidden_strongest == "always_2":
                mask |= RANK_MASK[12]
            self._power = mask
        return self._power

    @property
    def unseen(self) -> CardMask:
        """The cards this player cannot place: the other hands and the cards out of play, together.

        Everything in the game but this player's hand, the field and the discard pile (and the second
        joker while it is outside the game, card 05).  Which of them is in which hand, or out of play,
        the view does not say; how many each hand holds, :attr:`hand_sizes` does.
        """
        s = self.__state
        return s.deck & ~(self.hand | s.field_cards | s.discard)

    def world(self, hands: Sequence[CardMask], out_of_play: CardMask, seed: int | str) -> State:
        """A whole state this player cannot tell from the real one, with the hidden cards where ``hands`` says.

        ``hands`` gives every seat's hand (this player's own as it is) and ``out_of_play`` the rest of
        :attr:`unseen`; each other hand must hold as many cards as :attr:`hand_sizes` says.  Everything the
        view shows is copied; everything it hides is replaced, so the world carries nothing this player may
        not know: the other hands and the cards out of play (given), the log (it records exchange gifts:
        emptied), the laws still to be revealed (none), the seed of later deals and of card 24's draws
        (``seed``), and the rule data that records hands (declared private with :func:`~explorer.engine.contract.declare_data`: reset).  What a
        search of the world finds depends only on the view and the arguments.  A ``ValueError`` (worded
        from the view alone) refuses cards that do not fit.
        """
        s = self.__state
        me = self.player
        if len(hands) != s.n:
            raise ValueError(f"hands: one per seat ({s.n}), got {len(hands)}")
        if hands[me] != self.hand:
            raise ValueError("hands: this player's own hand is not the one the view shows")
        sizes = self.hand_sizes
        placed = out_of_play
        for q, hand in enumerate(hands):
            if q == me:
                continue
            if hand.bit_count() != sizes[q]:
                raise ValueError(f"hands: seat {q} holds {sizes[q]} cards, not {hand.bit_count()}")
            if hand & placed:
                raise ValueError(f"hands: seat {q} is given a card placed elsewhere too")
            placed |= hand
        if placed != self.unseen:
            raise ValueError("hands/out_of_play: not exactly the cards this player cannot see")
        return redealt(s, hands, out_of_play, seed if isinstance(seed, int) else _seed_int(seed),
                       lambda kind: DATA_IS_PUBLIC.get(kind, True))

    def finish_is_forbidden(self, meld: Meld) -> bool:
        """Whether emptying the hand with ``meld`` now would be a forbidden finish (base rule).

        Read from the rules in force and the cards played, as any player at the
        table can: a joker, the strongest rank, or a card whose effect fires.
        """
        s = self.__state
        if not any(r.judges_finishes and not s.rules.is_waived(r, self.player) for r in s.rules):
            return False
        return forbidden_reason(s, PlayContext(self.player, meld, self.inverted, s.field)) is not None


def _sure_takes(rule_id: str | None) -> frozenset[str]:
    cls = registered(rule_id) if rule_id else None
    return cls.sure_takes if cls is not None else frozenset()


def _seed_int(text: str) -> int:
    """A whole-number seed from a text (stable across runs: no ``hash``)."""
    return random.Random(text).getrandbits(63)


def as_view(state: State | PlayerView, player: int) -> PlayerView:
    """``state`` as seen by ``player`` (a view is passed through when it is for that player)."""
    if isinstance(state, PlayerView):
        if state.player != player:
            raise ValueError(f"a view for seat {state.player} cannot decide for seat {player}")
        return state
    return PlayerView(state, player)


@runtime_checkable
class Bot(Protocol):
    """A player the computer plays.

    ``choose`` returns one legal action of ``player`` for the pending decision
    (the state must be waiting for that player).  ``window`` may return an
    out-of-turn action of ``player`` (rules 01, 24, 25) or ``None``.  Both may
    be given a :class:`State` or a :class:`PlayerView`; they read only the view.
    """

    def choose(self, state: State | PlayerView, player: int) -> Action: ...

    def window(self, state: State | PlayerView, player: int) -> Action | None: ...


def _decisions(view: PlayerView) -> Sequence[Action]:
    acts = view.decision_actions
    if not acts:
        pend = view.pending
        who = "nobody (the game is over)" if pend is None else view.players[pend.player]
        raise ValueError(f"{view.players[view.player]} has no decision to take: the engine waits for {who}")
    return acts


class RandomBot:
    """Uniform over the legal actions of its player's pending decision (choices included).

    Seeded: the same seed makes the same choices in the same positions.  It
    never takes out-of-turn windows, which keeps random games finite.
    """

    def __init__(self, seed: int | str = 0) -> None:
        self.seed = seed
        self.rng = random.Random(f"random-bot:{seed}")

    def choose(self, state: State | PlayerView, player: int) -> Action:
        return self.rng.choice(_decisions(as_view(state, player)))

    def window(self, state: State | PlayerView, player: int) -> Action | None:
        return None

    def __repr__(self) -> str:
        return f"RandomBot({self.seed!r})"


class GreedyBot:
    """A simple, deterministic strategy (``seed`` is kept for symmetry; it breaks no ties).

    - Play: finish when it can without a forbidden finish.  Otherwise play the
      weakest legal meld (strength under the current inversion; a whole group
      before part of it) that uses no joker and no 2 — "2" meaning the strongest
      rank now, a 3 while strength is inverted (:meth:`PlayerView.power_mask`).
      With only jokers and 2s able to beat the field it passes, unless the round
      is late (:meth:`late`: a hand of at most :data:`LATE_HAND` cards, or few
      other cards left).  It never chooses a meld that would make a forbidden
      finish while it has another option.
    - The one exception, the endgame (:meth:`endgame`): once its other cards form
      no more ranks than it holds jokers and 2s, saving those would leave it to
      finish with one (a forbidden finish), so it spends them first, leading one
      too, and keeps an ordinary card to finish with.
    - Out-of-turn windows: calls dobon (rule 25) whenever it can — it finishes at
      once; never recycles or shows its hand (rules 01, 24), so it wastes nothing.
    - Draft: the offered card with the lowest :attr:`~explorer.engine.contract.Rule.draft_order`.
    - Exchange, gifts and discards asked by an effect: the weakest card it may give.
    - Takes a card (rule 10) only if it is a joker or a 2; takes with rule 12 always.
    - Trim: when it holds more than 7 cards, discards its weakest down to 7.
    - Start player: names itself.  Effect order: the first order offered.
    """

    def __init__(self, seed: int | str = 0) -> None:
        self.seed = seed

    def __repr__(self) -> str:
        return f"GreedyBot({self.seed!r})"

    # -- entry points -------------------------------------------------------------------------
    def choose(self, state: State | PlayerView, player: int) -> Action:
        view = as_view(state, player)
        acts = _decisions(view)
        pend = view.pending
        assert pend is not None
        kind = pend.kind
        if kind is DecisionKind.PLAY:
            return self._play(view, acts)
        if kind is DecisionKind.CHOICE:
            return self._choice(view, acts)
        if kind is DecisionKind.DRAFT:
            picks = [a for a in acts if isinstance(a, Pick)]
            return min(picks, key=lambda a: draft_rank(a.rule)) if picks else acts[0]
        if kind is DecisionKind.EXCHANGE:
            return self._weakest_gift(view, acts)
        if kind is DecisionKind.TRIM:
            return self._trim(view, acts)
        if kind is DecisionKind.START:
            me = NameStart(player, player)
            return me if me in acts else acts[0]
        return acts[0]

    def window(self, state: State | PlayerView, player: int) -> Action | None:
        view = as_view(state, player)
        for a in view.window_actions:
            if isinstance(a, Choose) and a.kind in finishing_windows():
                return a
        return None

    # -- helpers ------------------------------------------------------------------------------
    @staticmethod
    def card_key(view: PlayerView, card: Card) -> tuple[bool, int]:
        """Weakest first: ordinary cards by strength now, then the power cards (jokers, 2s)."""
        power = bool(view.power_mask() >> card & 1)
        if card >= JOKER:
            return power, 100
        rank = card >> 2
        return power, (12 - rank if view.inverted else rank)

    def _weakest_gift(self, view: PlayerView, acts: Sequence[Action]) -> Action:
        gifts = [a for a in acts if isinstance(a, Give)]
        if not gifts:
            return acts[0]
        return min(gifts, key=lambda a: (self.card_key(view, a.card), a.card))

    def _play(self, view: PlayerView, acts: Sequence[Action]) -> Action:
        plays: list[Play] = []
        passes: list[Pass] = []
        for a in acts:  # read once: the options are built as they are read
            if isinstance(a, Play):
                plays.append(a)
            elif isinstance(a, Pass):
                passes.append(a)
        hand = view.hand
        power = view.power_mask()
        key = self.play_order(view)

        def bad_finish(a: Play) -> bool:
            return a.meld.cards == hand and view.finish_is_forbidden(a.meld)

        finishing = [a for a in plays if a.meld.cards == hand and not bad_finish(a)]
        if finishing:
            return min(finishing, key=key)
        spend = [a for a in plays if a.meld.cards & power and not bad_finish(a)]
        if spend and self.endgame(view):
            return min(spend, key=key)
        safe = [a for a in plays if not a.meld.cards & power and not bad_finish(a)]
        if safe:
            return min(safe, key=key)
        if spend and (not passes or self.late(view)):
            return min(spend, key=key)
        if passes:
            return passes[0]
        return min(plays, key=key) if plays else acts[0]

    def play_order(self, view: PlayerView) -> Callable[[Play], tuple[int, ...]]:
        """The order in which it prefers its plays, the first preferred: the weakest meld (strength under the
        current inversion), a larger one first at the same strength (a whole group before part of it)."""
        inv = view.inverted

        def key(a: Play) -> tuple[int, ...]:
            m = a.meld
            return m.strength(inv), -m.size, m.cards.bit_length()

        return key

    @staticmethod
    def _counts(view: PlayerView) -> tuple[int, int]:
        """(ranks of ordinary cards left, power cards left) in hand."""
        hand, power = view.hand, view.power_mask()
        spare = hand & ~power
        return sum(1 for m in RANK_MASK if spare & m), (hand & power).bit_count()

    def endgame(self, view: PlayerView) -> bool:
        """Saving the jokers and 2s longer would strand them: no more ranks of other cards than power cards.

        Then the bot spends them first — leading one, too — keeping an ordinary card to finish with.
        """
        spare, power = self._counts(view)
        return 0 < power and spare <= power

    def late(self, view: PlayerView) -> bool:
        """Late in the round: a small hand, or barely more other cards than power cards."""
        spare, power = self._counts(view)
        return view.hand.bit_count() <= LATE_HAND or spare <= power + 1

    def _choice(self, view: PlayerView, acts: Sequence[Action]) -> Action:
        req = view.choice
        kind = req.kind if req is not None else ""
        if all(isinstance(a, Give) for a in acts):
            return self._weakest_gift(view, acts)
        masks = [(a, a.value) for a in acts if isinstance(a, Choose) and isinstance(a.value, int)]
        cards = [(a, m) for a, m in masks if m]
        if kind == "discard" and cards:
            return min(cards, key=lambda am: min(self.card_key(view, c) for c in iter_cards(am[1])))[0]
        if kind == "take" and cards:
            best, mask = max(cards, key=lambda am: max(self.card_key(view, c) for c in iter_cards(am[1])))
            decline = [a for a, m in masks if not m]
            if (req is not None and kind in _sure_takes(req.rule)) or mask & view.power_mask() or not decline:
                return best
            return decline[0]
        return acts[0]

    def _trim(self, view: PlayerView, acts: Sequence[Action]) -> Action:
        hand = view.hand
        extra = hand.bit_count() - 7
        if extra <= 0:
            none = Trim(view.player, 0)
            return none if none in acts else acts[0]
        weakest = sorted(iter_cards(hand), key=lambda c: (self.card_key(view, c), c))[:extra]
        want = Trim(view.player, sum(1 << c for c in weakest))
        if want in acts:
            return want
        trims = [a for a in acts if isinstance(a, Trim)]
        return max(trims, key=lambda a: a.cards.bit_count()) if trims else acts[0]


PUBLIC_ACTIONS: tuple[type, ...] = (Play, Pass, Trim)
"""Actions every player at the table sees taken, and by whom: a play, a pass, a trim (its cards go face up to
the discard pile).  :func:`play_out` shows these to an :class:`Observer`; an exchange gift, an effect's choice
or an out-of-turn action it does not (some are seen by one player only)."""


@runtime_checkable
class Observer(Protocol):
    """A bot that remembers what it has seen: ``observe`` is told each public action (:data:`PUBLIC_ACTIONS`)
    just before it is applied, with the observer's own view of the table at that moment."""

    def observe(self, view: PlayerView, action: Action) -> None: ...


def observers(bots: Mapping[int, Bot], watchers: Mapping[int, Observer] | None = None) -> list[tuple[int, Observer]]:
    """By seat, the bots that are :class:`Observer` s, then ``watchers`` (observers that take no decision)."""
    out: list[tuple[int, Observer]] = [(seat, bot) for seat, bot in sorted(bots.items()) if isinstance(bot, Observer)]
    return out + sorted((watchers or {}).items(), key=lambda w: w[0])


def show(watching: Sequence[tuple[int, Observer]], state: State, action: Action) -> None:
    """Show ``action``, about to be applied to ``state``, to each observer with its own view, if it is public
    (:data:`PUBLIC_ACTIONS`)."""
    if watching and isinstance(action, PUBLIC_ACTIONS):
        for seat, bot in watching:
            bot.observe(PlayerView(state, seat), action)


def play_out(
    state: State,
    bots: Mapping[int, Bot],
    max_decisions: int = 5000,
    *,
    observe: Callable[[Action, list[Event]], None] | None = None,
    pause: Callable[[State], bool] | None = None,
    undo: bool = True,
    watchers: Mapping[int, Observer] | None = None,
) -> list[Event]:
    """Let the bots act until the game ends, or until a seat without a bot must decide.

    Before each pending decision every seat with a bot gets a chance to take an
    out-of-turn window (:meth:`Bot.window`).  Returns the events of every action
    pushed.  ``observe`` is called after each push with the action and its
    events; ``pause`` is asked before each bot action and stops the play-out when
    it returns ``True`` (a page pauses so a human can take a window).  A bot that is an
    :class:`Observer` is shown every public action before it is applied (its own too), and so is each of
    ``watchers`` (by seat: observers that take no decision, such as a page's hint for its human).  Raises
    :class:`RuntimeError` if the bots take more than ``max_decisions`` actions.
    With ``undo=False`` the actions are applied for good (:meth:`State.apply_action`:
    faster, and :meth:`State.pop` cannot take them back), as simulations do.
    """
    events: list[Event] = []
    taken = 0
    watching = observers(bots, watchers)

    def push(action: Action) -> None:
        nonlocal taken
        taken += 1
        if taken > max_decisions:
            raise RuntimeError(f"the bots took more than {max_decisions} decisions without the game ending")
        show(watching, state, action)
        got = state.push(action) if undo else state.apply_action(action)
        events.extend(got)
        if observe is not None:
            observe(action, got)

    while not state.is_terminal():
        if pause is not None and pause(state):
            return events
        if state.window_actions():
            took = False
            for seat in sorted(bots):
                action = bots[seat].window(PlayerView(state, seat), seat)
                if action is not None:
                    push(action)
                    took = True
                    break
            if took:
                continue
        pend = state.pending
        assert pend is not None
        bot = bots.get(pend.player)
        if bot is None:
            return events
        push(bot.choose(PlayerView(state, pend.player), pend.player))
    return events
