"""What a game state holds, and how to read it (names, places, who is still playing).

:class:`StateData` is the base of :class:`explorer.engine.state.State`; it declares
every field (one ``__slots__`` list, snapshotted by ``push``/``pop``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Final, TypeVar, cast

from explorer.engine.cards import CardMask, mask_str
from explorer.engine.errors import PositionError
from explorer.engine.game import Game, Pending, Phase, TableOptions
from explorer.engine.events import Event
from explorer.engine.melds import Meld
from explorer.engine.places import _PLACE_NAMES, DISCARD, FIELD, FULL_DECK, OUT_OF_PLAY, MisplacedCardError, Place
from explorer.engine.contract import NAMED_STATE, ChoiceRequest, PlayContext, Rule, RuleData, RuleSet

if TYPE_CHECKING:
    from explorer.engine.actions import Action
    from explorer.engine.contract import Table

D = TypeVar("D", bound=RuleData)


_DEFAULTS: Final[dict[type[RuleData], RuleData]] = {}


def _default(kind: type[RuleData]) -> RuleData:
    """A rule data class's default value, made once."""
    got = _DEFAULTS.get(kind)
    if got is None:
        got = _DEFAULTS[kind] = kind()
    return got

_RULE_SETS: Final[dict[tuple[tuple[str, ...], tuple[tuple[str, ...], ...]], RuleSet]] = {}
"""The rules in force by (laws, house rules by seat), built once: a rule holds no state but its holder (its
state is rule data), so every state with the same laws and house rules can share one :class:`RuleSet`."""

_NAMED: Final[dict[str, tuple[type[RuleData], object]]] = {}
"""``name`` -> the data class the state reads by that name and its default ``value`` (see :meth:`StateData._named`)."""

_MUTABLE: Final = (
    "hands", "field", "field_by", "field_cards", "trick", "discard", "out_of_play",
    "revolution", "turn", "passed", "last_player", "direction", "skips",
    "finished", "forbidden", "fallen", "bottom", "king", "points", "laws", "house", "rules", "data",
    "phase", "round", "prev_order", "rule_deck", "draft_pool", "queue", "deck", "log_len",
    "_pending", "resolving", "choice", "after_choice",
)


class StateData:
    """The fields of a state and read-only views of them."""

    __slots__ = ("game", "players", "n", "options", "rounds_total", "log", "_stack", "_listed", "listing_memo",
                 *_MUTABLE)

    game: Game
    players: tuple[str, ...]
    n: int
    options: TableOptions
    rounds_total: int
    log: list[Event]
    _stack: list[tuple[Action, tuple[object, ...]]]
    _listed: Sequence[Action] | None
    """The actions last listed as legal, until the next push or pop: ``push`` trusts them unchecked."""
    listing_memo: dict[object, object] | None
    """While the legal plays are being listed (``legal_melds``, ``legal_joins``, ``decision_actions``), a
    fresh dict in which a rule may keep what it works out once for the whole listing (its own key: the rule
    instance); ``None`` at any other time. The state does not change during a listing, so nothing in it can
    go stale; it is dropped when the listing ends."""
    hands: list[CardMask]
    field: Meld | None
    field_by: int | None
    field_cards: CardMask
    trick: tuple[tuple[int, Meld], ...]
    discard: CardMask
    out_of_play: CardMask
    revolution: bool
    turn: int
    passed: int
    last_player: int | None
    direction: int
    """The turn direction: 1 clockwise (the default), -1 counter-clockwise (a rule reversed it)."""
    skips: int
    """Players the play being resolved will skip (:meth:`skip_players`)."""
    finished: tuple[int, ...]
    forbidden: tuple[int, ...]
    fallen: tuple[int, ...]
    bottom: tuple[int, ...]
    """Players sent to last place this round (forbidden finish, fall of the capital), in the order it happened."""
    king: int | None
    points: tuple[int, ...]
    laws: tuple[str, ...]
    house: tuple[tuple[str, ...], ...]
    rules: RuleSet
    data: dict[type[RuleData], RuleData]
    """Each rule's own state (:class:`~explorer.engine.contract.RuleData`), by its type; absent: the default."""
    phase: Phase
    round: int
    prev_order: tuple[int, ...]
    rule_deck: tuple[str, ...]
    draft_pool: tuple[str, ...]
    queue: tuple[tuple[int, int], ...]
    deck: CardMask
    """Every card in this game (the standard deck and its joker; a rule may add a card: card 05)."""
    log_len: int
    _pending: Pending | None
    resolving: PlayContext | None
    """The play whose effects are waiting on a choice."""
    choice: ChoiceRequest | None
    """The choice the engine waits for (pending kind ``choice``)."""
    after_choice: str | None
    """Where the round's set-up goes on once a phase hook's choice is answered."""

    # ------------------------------------------------------------------ names and views
    def seat(self, name: str, where: str = "player") -> int:
        """The seat of the player called ``name``."""
        try:
            return self.players.index(str(name))
        except ValueError:
            raise PositionError(
                f"{where}: no player called {name!r} (players: {', '.join(self.players)})",
                f"{where}: {name!r}という名前のプレイヤーはいない（プレイヤー：{'、'.join(self.players)}）",
            ) from None

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
    def inverted(self) -> bool:
        """Whether strength is inverted now (revolution and J-back compose)."""
        return self.revolution != self.reversed

    @property
    def pending(self) -> Pending | None:
        """Who must act and the kind of decision; ``None`` once the game is over."""
        return self._pending

    def is_terminal(self) -> bool:
        return self._pending is None

    def returns(self) -> tuple[int, ...]:
        """Game points per seat (OpenSpiel's returns)."""
        return self.points

    def _next_active(self, p: int) -> int:
        """The next seat after ``p`` that holds cards, in the current turn direction."""
        hands = self.hands
        d = self.direction
        for i in range(1, self.n + 1):
            q = (p + d * i) % self.n
            if hands[q]:
                return q
        return p

    def next_active(self, p: int) -> int:
        """The next seat after ``p`` that holds cards, in the current turn direction (``p`` if nobody else does)."""
        return self._next_active(p)

    def reverse_turn_order(self) -> None:
        """Turn order runs the other way from the next turn on (clockwise <-> counter-clockwise); for a rule's
        effect.  It lasts until reversed again or the round ends."""
        self.direction = -self.direction

    def set_revolution(self, on: bool) -> None:
        """Strength is inverted (``on``) or back to normal until the round ends (for a revolution rule's effect)."""
        self.revolution = on

    def add_to_deck(self, cards: CardMask) -> None:
        """``cards`` join the game's deck from outside it (card 05's second joker): later rounds deal them too."""
        self.deck |= cards

    def set_previous_order(self, order: tuple[int, ...]) -> None:
        """The previous round's places, first to last, as the exchange reads them; its first is the king."""
        self.prev_order, self.king = order, order[0]

    def skip_players(self, count: int = 1) -> None:
        """The next ``count`` players due to act after this play lose their turn (for a rule's effect): each
        counts as having passed.  Skips pile up within one play and lapse if the play clears the field."""
        self.skips += count

    def revolution_size(self, player: int) -> int:
        """How many cards played at once make a revolution for ``player`` (4; rules may change it).

        With no rule in force that makes revolutions, no play is one.
        """
        rules = self.rules
        if not rules.makes_revolutions:
            return 99
        value = 4
        if rules.adjust:
            state = self._state()
            for r in rules.adjust:
                value = r.adjust(state, "revolution_size", player, value)
        return value

    def places(self) -> dict[int, int]:
        """Places decided so far this round (seat → place, 1 = first).

        Normal finishers rank first in finishing order; the bottom places go to
        those sent to last place (a forbidden finish, a fall from the capital),
        the latest last and each earlier one a place higher (seed 004; card 13 Q&A 2) — or, with the table
        option ``classic.forbidden_order: earlier_lower`` (the Japan Daifugō Federation), the earliest last.
        """
        out: dict[int, int] = {}
        forbidden = set(self.forbidden)
        top = [p for p in self.finished if p not in forbidden and p not in self.fallen]
        for i, p in enumerate(top):
            out[p] = i + 1
        bottom = self.bottom
        if len(bottom) > 1 and self.options.deck and self.options.of("classic.forbidden_order") == "earlier_lower":
            bottom = tuple(reversed(bottom))
        for i, p in enumerate(reversed(bottom)):
            out[p] = self.n - i
        if self.phase is Phase.OVER or self._round_done():
            rest = [p for p in range(self.n) if p not in out]
            for i, p in enumerate(rest):
                out[p] = len(top) + 1 + i
        return out

    def _round_done(self) -> bool:
        if self.phase is not Phase.PLAY:
            return False
        holding = False
        for hand in self.hands:
            if hand:
                if holding:
                    return False  # a second player still holds cards
                holding = True
        return True

    # ------------------------------------------------------------------ rules' own state
    def rule_data(self, kind: type[D]) -> D:
        """A rule's own state (``kind``: its :class:`~explorer.engine.contract.RuleData` subclass); the default if unset."""
        got = self.data.get(kind)
        return cast(D, got if got is not None else _default(kind))  # defaults are frozen: one made per kind

    def set_rule_data(self, value: RuleData) -> None:
        self.data[type(value)] = value

    def reset_rule_data(self, kind: type[RuleData]) -> None:
        """Back to the default (a rule's own hook calls it: the field clears, a round begins)."""
        self.data.pop(kind, None)

    def _end_rule_data(self, *lasts: str) -> None:
        """Drop the rules' data that lasts as long as ``lasts`` say (``"field"``, ``"round"``): it has ended."""
        if self.data:
            for kind in [k for k in self.data if k.lasts in lasts]:
                del self.data[kind]

    def _named(self, name: str) -> Any:
        """The ``value`` of the rule data the state reads by ``name`` (its default when unset)."""
        entry = _NAMED.get(name)
        if entry is None:
            kind = NAMED_STATE[name]
            entry = _NAMED[name] = (kind, getattr(_default(kind), "value"))
        data = self.data
        if data:
            got = data.get(entry[0])
            if got is not None:
                return getattr(got, "value")
        return entry[1]

    def _set_named(self, name: str, value: object) -> None:
        kind = NAMED_STATE[name]
        if value == getattr(_default(kind), "value"):
            self.data.pop(kind, None)
        else:
            self.data[kind] = cast(Any, kind)(value)

    @property
    def reversed(self) -> bool:
        """J-back's inversion in force on this field (its rule's data; revolution aside)."""
        return bool(self._named("reversed"))

    @reversed.setter
    def reversed(self, value: bool) -> None:
        self._set_named("reversed", value)

    @property
    def lock_suits(self) -> int:
        """The suits the field is locked to (a four-bit mask; the suit lock's data)."""
        return cast(int, self._named("lock_suits"))  # a cast, not int(): compiled, int() is a call

    @lock_suits.setter
    def lock_suits(self, value: int) -> None:
        self._set_named("lock_suits", value)

    @property
    def lock_rank(self) -> int | None:
        """The rank the next play must have (the number lock's data), or ``None``."""
        got = self._named("lock_rank")
        return cast("int | None", got)

    @lock_rank.setter
    def lock_rank(self, value: int | None) -> None:
        self._set_named("lock_rank", value)

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

        Raises :class:`MisplacedCardError` if a card is not in ``src`` — and
        for a card of the meld on top of the field, which stays there until the
        field clears (card 02 Q&A 4: a fused meld stays whole), so no card can
        be shown in two places.
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
            self.hands[place] = cards
        elif place == FIELD:
            self.field_cards = cards
        elif place == DISCARD:
            self.discard = cards
        elif place == OUT_OF_PLAY:
            self.out_of_play = cards

    # ------------------------------------------------------------------ rules in force
    def _rebuild_rules(self) -> None:
        key = (self.laws, self.house)
        got = _RULE_SETS.get(key)
        if got is None:
            book = self.game.book
            rules: list[Rule] = [cls() for cls in book.base]
            rules += [book.card(r)() for r in self.laws]
            for seat, ids in enumerate(self.house):
                rules += [book.card(r)(seat) for r in ids]
            if len(_RULE_SETS) >= 256:
                _RULE_SETS.clear()
            got = _RULE_SETS[key] = RuleSet(rules)
        self.rules = got

    def _state(self) -> Table:
        """This object as the :class:`~explorer.engine.contract.Table` that rule hooks receive (the state that
        derives from this class is one)."""
        return cast("Table", self)
