"""The game state: the one entry point of the engine.

A :class:`Game` describes a table (players, mode, options, seed); a :class:`State` is one moment of it.  At
every moment :attr:`State.pending` says who must act and what kind of decision it is,
:attr:`State.legal_actions` lists what they may do (iterate it, test with ``in``, count it with ``len``),
:meth:`State.push` applies an action and returns the events it caused, and :meth:`State.pop` takes it back.

The class holds the state's fields and its public face; the work is done by functions of the state in three
modules beside it: :mod:`~explorer.engine.legality` (what may be played, and why not), :mod:`~explorer.engine.flow`
(what an action does, and the round's phases) and :mod:`~explorer.engine.position` (a described position read
and checked).

>>> s = State.from_position(["A", "B", "C"], laws=["eight_cut"],
...     hands={"A": "♠8 ♥3", "B": "♦9", "C": "♣K"}, turn="A")
>>> s.pending
Pending(player=0, kind=<DecisionKind.PLAY: 'play'>)
>>> [s.action_str(a) for a in s.legal_actions]
['A plays ♥3', 'A plays ♠8']
>>> [e.rule for e in s.push(s.parse_action("A plays ♠8")) if e.rule]
['eight_cut']
>>> s.field is None, s.player_name(s.turn)
(True, 'A')
>>> _ = s.pop(); s.hand_str("A")
'♥3 ♠8'
>>> s.push(s.parse_action("B plays ♦9"))
Traceback (most recent call last):
...
explorer.engine.errors.IllegalMoveError: turn: it is A's turn, not B's
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from operator import attrgetter
from typing import Final, TypeVar, cast

from explorer.engine import action_language, flow, legality
from explorer.engine.action_lists import LegalActions, PlayOptions, TrimOptions, listed_has
from explorer.engine.actions import Action, Play
from explorer.engine.cards import STANDARD_DECK, CardMask, mask_str
from explorer.engine.contract import (
    _DEFAULTS, MARKING, ChoiceRequest, Failure, PlayContext, Refusal, Rule, RuleData, RuleSet, TABLE_FIELDS, Table,
    default_data,
)
from explorer.engine.errors import IllegalMoveError
from explorer.engine.events import Event
from explorer.engine.game import PLACE_POINTS, DecisionKind, Game, Mode, Pending, Phase, TableOptions
from explorer.engine.melds import Meld
from explorer.engine.places import _PLACE_NAMES, DISCARD, FIELD, FULL_DECK, OUT_OF_PLAY, MisplacedCardError, Place
from explorer.engine.table_values import Effect, Marks, Standing
from explorer.engine import position

__all__ = [
    "PLACE_POINTS", "DecisionKind", "Game", "LegalActions", "Mode", "Pending", "Phase", "State", "TableOptions",
    "PlayOptions", "TrimOptions",
]

D = TypeVar("D", bound=RuleData)

_MUTABLE: Final = (
    "hands", "field", "field_by", "field_cards", "trick", "discard", "out_of_play",
    "inverted", "turn", "passed", "last_player", "direction", "skips",
    "finished", "bottom", "king", "points", "laws", "house", "rules", "data",
    "phase", "round", "prev_order", "rule_deck", "draft_pool", "queue", "deck", "log_len",
    "_pending", "resolving", "choice", "after_choice",
)


_OWN_MUTABLE: Final = tuple(name for name in _MUTABLE if name not in TABLE_FIELDS)
"""The fields of :data:`_MUTABLE` the state declares itself (the others are the :class:`Table`'s, which it derives from)."""
_GET_MUTABLE: Final = attrgetter(*_MUTABLE)
_NO_MARKS: Final = Marks()
_HANDS: Final = _MUTABLE.index("hands")
_DATA: Final = _MUTABLE.index("data")
_RESOLVING: Final = _MUTABLE.index("resolving")


class State(Table):
    """One moment of a game.  Mutable, with :meth:`push`/:meth:`pop` like a chess board.  Seats are numbered
    clockwise from 0 (:meth:`player_name` gives names); the rules' hooks see it as a
    :class:`~explorer.engine.contract.Table`.
    """

    __slots__ = ("players", "n", "options", "rounds_total", "_stack", "_listed", "held_before", "_standing",
                 *_OWN_MUTABLE)

    def __init__(self, game: Game) -> None:
        self.game = game
        self.players: tuple[str, ...] = game.players
        self.n: int = len(game.players)
        self.options: TableOptions = game.options
        self.rounds_total: int = game.rounds
        """Rounds this state plays; a position from a scenario plays its one round."""
        self.log = []
        self._stack: list[tuple[Action, tuple[object, ...]]] = []
        self._listed: Sequence[Action] | None = None
        """The actions last listed as legal, until the next push or pop: ``push`` trusts them unchecked."""
        self._standing: Standing | None = None  # the standing last made (flow.standing)
        self.held_before: int = -1
        """Who held cards (bits) before a resolving effect's first change of a hand (-2: none yet; -1: idle)."""
        self.listing_memo = None
        """While the legal plays are listed, a fresh dict in which a rule may keep what it works out once for
        the whole listing (its own key: the rule instance); ``None`` at any other time."""
        self.hands = [0] * self.n
        self.field = None
        self.field_by: int | None = None
        self.field_cards: CardMask = 0
        self.trick = ()
        self.discard: CardMask = 0
        self.out_of_play: CardMask = 0
        self.deck: CardMask = STANDARD_DECK
        """Every card in this game (the standard deck and its joker; a rule may add a card: card 05)."""
        self.data: dict[type[RuleData], RuleData] = {}
        """Each rule's own state (:class:`~explorer.engine.contract.RuleData`), by its type; absent: the default."""
        self.inverted = False
        """Whether strength is inverted now: the rules' data that inverts it (a revolution, J-back) flips it, each
        once (:meth:`RuleData.inverts <explorer.engine.contract.RuleData.inverts>`); kept as the data changes."""
        self.turn: int = 0
        self.passed: int = 0
        self.last_player: int | None = None
        self.direction: int = 1
        """The turn direction: 1 clockwise (the default), -1 counter-clockwise (a rule reversed it)."""
        self.skips: int = 0
        """Players the play being resolved will skip (the :class:`~explorer.engine.table_values.Skip` effect)."""
        self.finished: tuple[int, ...] = ()
        self.bottom: tuple[int, ...] = ()
        """Players sent to last place this round, in order: by a finish a rule rules to count for last place, or
        without finishing (:mod:`~explorer.engine.table_values`). Places come from this and :attr:`finished`."""
        self.resolving: PlayContext | None = None
        """The play whose effects are waiting on a choice."""
        self.choice: ChoiceRequest | None = None
        """The choice the engine waits for (pending kind ``choice``)."""
        self.after_choice: str | None = None
        """Where the round's set-up goes on once a phase hook's choice is answered."""
        self.king: int | None = None
        self.points: tuple[int, ...] = (0,) * self.n
        self.laws: tuple[str, ...] = ()
        self.house: tuple[tuple[str, ...], ...] = ((),) * self.n
        self.rules = game.book.in_force((), ())
        self.phase: Phase = Phase.PLAY
        self.round: int = 1
        self.prev_order: tuple[int, ...] = ()
        self.rule_deck: tuple[str, ...] = ()
        self.draft_pool: tuple[str, ...] = ()
        self.queue: tuple[tuple[int, int], ...] = ()
        self.log_len: int = 0
        self._pending: Pending | None = None

    # ------------------------------------------------------------------ construction
    @classmethod
    def new_game(cls, game: Game) -> State:
        """A game at its start: round 1 dealt, the first decision pending."""
        s = cls(game)
        s.laws, house = position.game_rules(game)
        if house:  # else each seat's empty, as made
            s.house = house
        s.rule_deck = position.rule_deck(s.game, [*s.laws, *(r for h in s.house for r in h)])
        s._rebuild_rules()
        s.round = 0
        s._record(flow.begin_round(s))
        return s

    @classmethod
    def from_position(
        cls, players: Sequence[str], *, laws: Iterable[str | int] = (),
        house: Mapping[str, Iterable[str | int]] | None = None,
        options: TableOptions | Mapping[str, object] | None = None, mode: Mode = Mode.NORMAL,
        hands: Mapping[str, str | CardMask] | None = None, field: str | None = None, field_by: str | None = None,
        history: Iterable[tuple[str, str]] = (), discard: str | CardMask = 0, revolution: bool = False,
        reversed: bool = False, lock: Mapping[str, str] | None = None, turn: str | None = None,
        finished: Iterable[str] = (), king: str | None = None, points: Mapping[str, int] | None = None,
        phase: str = "play", draft: Iterable[str | int] = (), previous_order: Sequence[str] = (),
    ) -> State:
        """A position in the middle of a round's play (what a scenario's ``start`` gives).

        Cards not placed anywhere are out of play.  ``phase`` may start the position earlier in the round:
        ``"draft"`` (``draft`` lists the cards on offer; players pick clockwise from ``turn``), ``"exchange"``
        (needs a ``king``), ``"trim"`` or ``"start"`` (the start player is named by ``turn``).  ``previous_order`` names the previous round's places, first to last (the exchange of
        LOCAL-RULES.md's rank exchange reads them): the round is then the second, and the king, unless
        ``king`` says otherwise, the first of them.  Raises :class:`PositionError` for a position that cannot exist.
        """
        opts = options if isinstance(options, TableOptions) else TableOptions.from_mapping(options or {})
        s = cls(Game(tuple(players), mode, opts))
        book = s.game.book
        s.laws = tuple(position.rule_id(book, r, f"laws[{i}]") for i, r in enumerate(laws))
        house_lists: list[tuple[str, ...]] = [()] * s.n
        for name, ids in (house or {}).items():
            house_lists[s.seat(name, "house_rules")] = tuple(
                position.rule_id(book, r, f"house_rules.{name}[{i}]") for i, r in enumerate(ids))
        s.house = tuple(house_lists)
        taken = position.once_each([*s.laws, *(r for h in s.house for r in h)], "laws/house_rules")
        s._rebuild_rules()
        at = position.read(s.players, hands=hands, field=field, field_by=field_by, history=history, discard=discard,
                           lock=lock, turn=turn, finished=finished, king=king, points=points,
                           previous_order=previous_order, max_play=s.rules.max_play)
        s.hands, s.discard, s.deck, s.out_of_play = at.hands, at.discard, at.deck, at.out_of_play
        s._set_marks(Marks(revolution, reversed))
        for p, meld in at.plays:  # locks read the trick in the strength order now in force
            s.trick += ((p, meld),)
            s.field_cards |= meld.cards
            for r in s.rules.observe:
                r.observe(s, p, meld)
        if at.plays:
            s.field_by, s.field = at.plays[-1]
            s.last_player = s.field_by
        if at.lock_suits is not None or at.locks_rank:  # a lock stated outright replaces what the history made
            now = s.marks
            s._set_marks(now._replace(
                lock_suits=now.lock_suits if at.lock_suits is None else at.lock_suits,
                lock_rank=at.lock_rank if at.locks_rank else now.lock_rank))
        s.finished, s.king, s.turn, s.passed = at.finished, at.king, at.turn, at.passed
        s.points = tuple(at.points.get(p, v) for p, v in enumerate(s.points))
        s.phase = Phase.PLAY
        s.round = 2 if at.previous_order else 1
        s.rounds_total = max(opts.rounds or 1, s.round)
        s.prev_order = at.previous_order
        if mode is Mode.MAD:  # later rounds reveal rule cards: a law, and house rules to draft
            s.rule_deck = position.rule_deck(s.game, taken)
        if phase != "play":
            s._record(flow.position_phase(s, phase, tuple(book.card(r).id for r in draft)))
        elif sum(1 for h in s.hands if h) <= 1:
            s._record(flow.end_round(s))
        else:
            s._pending = Pending(s.turn, DecisionKind.PLAY)
        s.log_len = len(s.log)
        return s

    # ------------------------------------------------------------------ names and views
    def seat(self, name: str, where: str = "player") -> int:
        """The seat of the player called ``name`` (a :class:`PositionError` naming ``where`` if nobody is)."""
        return position.seat_of(self.players, name, where)

    @property
    def seed(self) -> int:
        """The game's seed (a rule that draws at random draws from it)."""
        return self.game.seed

    def player_name(self, seat: int) -> str:
        return self.players[seat]

    def hand_str(self, player: str | int) -> str:
        p = self.seat(player) if isinstance(player, str) else player
        return mask_str(self.hands[p])

    @property
    def standing(self) -> Standing:
        """Where the round stands, in one frozen read (the rules' :attr:`Table.standing`; :func:`flow.standing`)."""
        return flow.standing(self)

    @property
    def marks(self) -> Marks:
        """What the position shows beside its cards, in the scenario format's words: what the rules' data shows
        (:meth:`RuleData.shown <explorer.engine.contract.RuleData.shown>`)."""
        marks = _NO_MARKS
        for value in self.data.values():
            marks = value.shown(marks)
        return marks

    @property
    def forbidden(self) -> tuple[int, ...]:
        """Who finished to last place this round (a forbidden finish), in order; from :attr:`bottom` (read-only)."""
        bottom = self.bottom
        return tuple(p for p in self.finished if p in bottom) if bottom else ()

    @property
    def fallen(self) -> tuple[int, ...]:
        """Who was sent to last place without finishing (a fall), in order; from :attr:`bottom` (read-only)."""
        bottom, finished = self.bottom, self.finished
        return tuple(p for p in bottom if p not in finished) if bottom else ()

    # the marks one by one, in the scenario format's words (read-only, worked out from :attr:`marks`; the state
    # keeps none of them): a convenience for tests and the command line; the rules read their own data, never these
    @property
    def revolution(self) -> bool:
        """Whether a revolution holds (:attr:`marks`)."""
        return self.marks.revolution

    @property
    def reversed(self) -> bool:
        """Whether strength is inverted until the field clears (:attr:`marks`: J-back)."""
        return self.marks.reversed

    @property
    def lock_suits(self) -> int:
        """The suits the field is locked to, a four-bit mask (:attr:`marks`)."""
        return self.marks.lock_suits

    @property
    def lock_rank(self) -> int | None:
        """The rank the next play must have, or ``None`` (:attr:`marks`)."""
        return self.marks.lock_rank

    @property
    def pending(self) -> Pending | None:
        """Who must act and the kind of decision; ``None`` once the game is over."""
        return self._pending

    def is_terminal(self) -> bool:
        return self._pending is None

    def returns(self) -> tuple[int, ...]:
        """Game points per seat (OpenSpiel's returns)."""
        return self.points

    def next_active(self, p: int) -> int:
        """The next seat after ``p`` that holds cards, in the current turn direction (``p`` if nobody else does)."""
        hands = self.hands
        d = self.direction
        for i in range(1, self.n + 1):
            q = (p + d * i) % self.n
            if hands[q]:
                return q
        return p

    # ------------------------------------------------------------------ what rules may do (the Table)
    def ask(self, rule: Rule | None, player: int, kind: str, options: tuple[Action, ...], en: str, ja: str) -> None:
        """Ask ``player`` a choice; the answer goes to ``rule.on_choice`` (``None``: the engine)."""
        self.choice = ChoiceRequest(player, kind, options, rule.id if rule else None,
                                    rule.holder if rule else None, en, ja)

    def perform(self, effect: Effect) -> list[Event]:
        """Do what a rule's effect asks (:mod:`explorer.engine.table_values`; :func:`explorer.engine.flow.perform`)
        and return the events it caused."""
        return flow.perform(self, effect)

    def under_top(self) -> tuple[Meld, int] | None:
        """The meld under the top of the field as it shows now (:func:`explorer.engine.flow.under_top`)."""
        return flow.under_top(self)

    def places(self) -> dict[int, int]:
        """Places decided so far this round, seat → place (1 = first; :func:`explorer.engine.flow.places`)."""
        return flow.places(self)

    # ------------------------------------------------------------------ rules' own state
    def rule_data(self, kind: type[D]) -> D:
        """A rule's own state (``kind``: its :class:`~explorer.engine.contract.RuleData` subclass); the default if unset."""
        got = self.data.get(kind)
        if got is None:
            got = _DEFAULTS.get(kind)  # default_data(kind) inline: a call less (rules read unset data often)
        return cast(D, got if got is not None else default_data(kind))  # defaults are frozen: one made per kind

    def set_rule_data(self, value: RuleData) -> None:
        """Replace a rule's own state with ``value``; its default (``MyData()``) puts it back to the default (the
        state keeps none).  Data that inverts strength flips :attr:`inverted`."""
        kind = type(value)
        data = self.data
        old = data.get(kind)
        if value.inverts() != (old is not None and old.inverts()):
            self.inverted = not self.inverted
        if value == default_data(kind):
            if old is not None:
                del data[kind]
        else:
            data[kind] = value

    def _end_rule_data(self, *lasts: str) -> None:
        """Drop the rules' data that lasts as long as ``lasts`` say (``"field"``, ``"round"``): it has ended."""
        if self.data:
            for kind in [k for k in self.data if k.lasts in lasts]:
                if self.data.pop(kind).inverts():
                    self.inverted = not self.inverted

    def _set_marks(self, marks: Marks) -> None:
        """Give ``marks`` (a described position's) to the data classes that read them
        (:meth:`RuleData.from_marks <explorer.engine.contract.RuleData.from_marks>`)."""
        for kind in MARKING.values():
            got = kind.from_marks(marks)
            self.set_rule_data(got if got is not None else default_data(kind))

    # ------------------------------------------------------------------ where cards are
    def cards_at(self, place: Place) -> CardMask:
        """The cards in ``place``."""
        if place >= 0:
            return self.hands[place]
        if place == FIELD:
            return self.field_cards
        if place == DISCARD:
            return self.discard
        if place == OUT_OF_PLAY:
            return self.out_of_play
        return FULL_DECK & ~(self.field_cards | self.discard | self.out_of_play | sum(self.hands))

    def place_name(self, place: Place) -> str:
        return f"{self.players[place]}'s hand" if place >= 0 else _PLACE_NAMES[place]

    def move(self, cards: CardMask, src: Place, dst: Place) -> None:
        """Move ``cards`` from ``src`` to ``dst``: the one way an effect moves cards.

        Raises :class:`MisplacedCardError` if a card is not in ``src`` — and for a card of the meld on top of
        the field, which stays there until the field clears (card 02 Q&A 4: a fused meld stays whole), so no
        card can be shown in two places.
        """
        have = self.cards_at(src)
        if cards & ~have:
            raise MisplacedCardError(f"{mask_str(cards & ~have)} is not in {self.place_name(src)}")
        if src == FIELD and self.field is not None and cards & self.field.cards:
            raise MisplacedCardError(f"{mask_str(cards & self.field.cards)} is in the meld on top of the field")
        self._set_at(src, have & ~cards)
        self._set_at(dst, self.cards_at(dst) | cards)

    def move_all(self, moves: Sequence[tuple[CardMask, Place, Place]]) -> None:
        """Several :meth:`move` at once (a hand passed on while another arrives: card 18); all checked first."""
        taken: dict[Place, CardMask] = {}
        for cards, src, _ in moves:
            have = self.cards_at(src) & ~taken.get(src, 0)
            if cards & ~have:
                raise MisplacedCardError(f"{mask_str(cards & ~have)} is not in {self.place_name(src)}")
            if src == FIELD and self.field is not None and cards & self.field.cards:
                raise MisplacedCardError(f"{mask_str(cards & self.field.cards)} is in the meld on top of the field")
            taken[src] = taken.get(src, 0) | cards
        for place, cards in taken.items():
            self._set_at(place, self.cards_at(place) & ~cards)
        for cards, _, dst in moves:
            self._set_at(dst, self.cards_at(dst) | cards)

    def _set_at(self, place: Place, cards: CardMask) -> None:
        if place >= 0:
            if self.held_before == -2:  # flow._resolve counts emptied hands after an effect that changed one
                self.held_before = flow.seats_holding(self)
            self.hands[place] = cards
        elif place == FIELD:
            self.field_cards = cards
        elif place == DISCARD:
            self.discard = cards
        elif place == OUT_OF_PLAY:
            self.out_of_play = cards

    def _rebuild_rules(self) -> None:
        self.rules = self.game.book.in_force(self.laws, self.house)

    # ------------------------------------------------------------------ what may be played
    def candidate_melds(self, player: int | None = None) -> list[Meld]:
        """Melds ``player`` might play on the current field, legal or not."""
        return legality.candidates(self, self.turn if player is None else player)

    def legal_melds(self, player: int | None = None) -> list[Meld]:
        """The melds ``player`` (default: whoever is to play) may legally play now: the same verdicts as
        :meth:`refusal`, reached faster (:func:`explorer.engine.legality.play_lists` says how)."""
        p = self.turn if player is None else player
        return legality.play_lists(self, p, False)[0]

    def legal_joins(self, player: int | None = None) -> list[Meld]:
        """The melds ``player`` may play *joining* the meld on top of the field (:attr:`Play.join`:
        ``A fuses …``), whether or not the same cards may also be played on their own."""
        p = self.turn if player is None else player
        if not self.rules.lay or self.field is None:
            return []
        return legality.play_lists(self, p, True)[1]

    def group_ranks(self, player: int) -> range:
        """The ranks whose groups ``player`` may play on the field now, as far as strength goes: on a group,
        the ranks that beat it, unless a rule may let a weaker or equal play through now; every rank on an
        empty field or a sequence.  A rule's :meth:`~Rule.candidates` may keep to them (card 06 does).

        >>> s = State.from_position(["A", "B", "C"], hands={"A": "♠3 ♥4", "B": "♦9", "C": "♣K"}, turn="A",
        ...                         field="♠10", field_by="C")
        >>> s.group_ranks(0), s.group_bounds(0)
        (range(8, 13), (8, 13))
        """
        lo, hi = self.group_bounds(player)
        return range(lo, hi)

    def base_failures(self, player: int, meld: Meld) -> list[Failure]:
        """What the base rules alone object to in ``meld`` on the current field."""
        return legality.base_failures(self.field, meld, self.inverted)

    @property
    def legal_actions(self) -> LegalActions:
        """The legal actions of whoever must act now: iterate, test with ``in``, ``len``."""
        return LegalActions(self)

    @property
    def decision_actions(self) -> Sequence[Action]:
        """The legal actions of the pending player's decision, without anyone's out-of-turn window actions:
        what a bot deciding for :attr:`pending` chooses from.  An immutable sequence, listed now:
        :class:`PlayOptions` for a play, :class:`TrimOptions` for a trim (both build an action only when it is
        read, so ``random.choice`` builds one), otherwise a tuple.

        >>> s = State.from_position(["A", "B", "C"], hands={"A": "♠3 ♥4", "B": "♦9", "C": "♣K"}, turn="A")
        >>> [s.action_str(a) for a in s.decision_actions]
        ['A plays ♠3', 'A plays ♥4']
        """
        acts = legality.decision_list(self)
        if type(acts) is list:
            acts = tuple(acts)
        self._listed = acts
        return acts

    def _legal_list(self) -> Sequence[Action]:
        acts = legality.decision_list(self)
        if self.rules.window_actions:
            more = self.window_actions()
            if more:
                acts = [*acts, *more]
        self._listed = acts
        return acts

    def pass_refusal(self, player: int) -> Refusal | None:
        """Why ``player`` may not pass now (a rule forbids it), or ``None``."""
        return legality.pass_refusal(self, player)

    def laid_meld(self, player: int, meld: Meld, join: bool = True) -> Meld:
        """The meld that would lie on top of the field if ``player`` played ``meld`` (joining: it grows)."""
        return legality.lay(self, player, meld)[1] if join else meld

    def all_melds(self, player: int) -> list[Meld]:
        """Every meld ``player``'s hand can form, whatever the field (for explanations)."""
        return legality.all_melds(self, player)

    def group_bounds(self, player: int) -> tuple[int, int]:
        """:meth:`group_ranks` as ``(lo, hi)``, ``lo <= rank < hi`` (:func:`explorer.engine.legality.group_bounds`)."""
        return legality.group_bounds(self, player)

    def play_action(self, player: int, meld: Meld) -> Play:
        """What ``<player> plays <meld>`` means: the cards on their own when that is legal, else joining."""
        return legality.play_action(self, player, meld)

    def refusal(self, player: int, meld: Meld, explain: bool = True, join: bool | None = None) -> Refusal | None:
        """Why ``player`` may not play ``meld`` now, or ``None`` (:func:`explorer.engine.legality.refusal`)."""
        return legality.refusal(self, player, meld, explain, join)

    def refusal_of(self, action: Action) -> Refusal | None:
        """Why ``action`` is illegal now, or ``None`` if it is legal."""
        return legality.refusal_of(self, action)

    def window_actions(self) -> list[Action]:
        """Out-of-turn actions open now to any player (rules 01, 24, 25 …)."""
        return flow.window_actions(self)

    # ------------------------------------------------------------------ applying actions
    def push(self, action: Action) -> list[Event]:
        """Apply ``action`` and return its events; :meth:`pop` takes it back.  Raises :class:`IllegalMoveError`
        (naming the rule) and leaves the state unchanged if the action is illegal."""
        self._check(action)
        snap = self._snapshot()
        try:
            events = flow.apply(self, action)
        except Exception:
            self._restore(snap)
            raise
        self._stack.append((action, snap))
        self._record(events)
        return events

    def submit(self, action: Action) -> tuple[Action, Refusal | None, list[Event]]:
        """Push ``action`` as a player submits it: where the rules make a refused play a pass (UECda's server), that
        pass instead (:func:`~explorer.engine.legality.as_submitted`). Returns what was pushed, the refusal, the events."""
        pushed, why = legality.as_submitted(self, action)
        return pushed, why, self.push(pushed)

    def apply_action(self, action: Action) -> list[Event]:
        """Apply ``action`` for good, as OpenSpiel's ``apply_action``: :meth:`push` without a way back.

        It keeps no snapshot (faster: simulations and random play use it) and forgets the move stack, so
        :meth:`pop` cannot go back past it.  Raises :class:`IllegalMoveError` and leaves the state unchanged if
        the action is illegal (a legal action's effects are not undone if a rule's hook fails half-way).

        >>> s = State.from_position(["A", "B", "C"], hands={"A": "♠3 ♥4", "B": "♦9", "C": "♣K"}, turn="A")
        >>> _ = s.push(s.parse_action("A plays ♠3")); len(s.move_stack)
        1
        >>> _ = s.apply_action(s.parse_action("B plays ♦9")); s.move_stack
        []
        """
        self._check(action)
        if self._stack:
            self._stack.clear()
        events = flow.apply(self, action)
        self._record(events)
        return events

    def _check(self, action: Action) -> None:
        """Raise :class:`IllegalMoveError` if ``action`` is illegal now.  An action from the list made at this
        position (:attr:`legal_actions`, :attr:`decision_actions`) is trusted; the list is forgotten either way."""
        listed, self._listed = self._listed, None
        if listed is None or not listed_has(listed, action):
            why = self.refusal_of(action)
            if why is not None:
                raise IllegalMoveError.of(why)

    def pop(self) -> Action:
        """Take back the last pushed action and return it (:class:`IndexError` when there is none)."""
        if not self._stack:
            raise IndexError("no move to take back: the move stack is empty (apply_action keeps none)")
        action, snap = self._stack.pop()
        self._listed = None
        self._restore(snap)
        return action

    @property
    def move_stack(self) -> list[Action]:
        return [a for a, _ in self._stack]

    def copy(self) -> State:
        """An independent copy (its move stack is empty)."""
        # State(game), not State.__new__(State): compiled (mypyc), __new__ runs __init__ too, which needs the game
        c = State(self.game)
        c.game, c.players, c.n, c.options = self.game, self.players, self.n, self.options
        c.rounds_total = self.rounds_total
        c.log = list(self.log)
        c._stack = []
        c._listed = None
        c.listing_memo = None
        c._restore(self._snapshot())
        return c

    def _snapshot(self) -> tuple[object, ...]:
        self.log_len = len(self.log)
        snap = list(_GET_MUTABLE(self))
        snap[_HANDS] = list(self.hands)
        snap[_DATA] = dict(self.data)
        if self.resolving is not None:
            snap[_RESOLVING] = self.resolving.copy()
        return tuple(snap)

    def _restore(self, snap: tuple[object, ...]) -> None:
        for name, value in zip(_MUTABLE, snap):
            object.__setattr__(self, name, value)
        self.hands = list(self.hands)
        self.data = dict(self.data)
        if self.resolving is not None:
            self.resolving = self.resolving.copy()
        del self.log[self.log_len:]

    def _record(self, events: list[Event]) -> None:
        self.log.extend(events)
        self.log_len = len(self.log)

    # ------------------------------------------------------------------ the action language
    def parse_action(self, text: str) -> Action:
        """Read one action of the scenario action language (``A plays ♠6``, ``B passes`` …).  A play with an
        undeclared joker (``♥9 JK``) becomes the first legal play it can mean.  Raises :class:`NotationError`."""
        return action_language.parse_action(self, text)

    def action_str(self, action: Action) -> str:
        """An action in the scenario action language."""
        return action_language.action_str(self, action)

    def __repr__(self) -> str:
        hands = ", ".join(f"{self.players[p]}: {mask_str(self.hands[p])}" for p in range(self.n))
        return f"<State round {self.round} {self.phase.value} field={self.field} {hands}>"
