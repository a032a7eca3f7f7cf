"""The values that pass between a rule and the table: what a rule reads in one piece, and what it asks the table to do.

A rule's hooks see the game as a :class:`~explorer.engine.contract.Table`: a few plain reads, a few questions,
its own data, and two ways to change the game — :meth:`~explorer.engine.contract.Table.ask` a player, or
:meth:`~explorer.engine.contract.Table.perform` an :data:`Effect`, one of the typed values below (cards move only
through :class:`Move` and :class:`MoveAll`, checked).  Where the round stands is one frozen read,
:class:`Standing`; the marks a position shows beside its cards in the scenario format's words are :class:`Marks`,
which the rules' own data show (:meth:`~explorer.engine.contract.RuleData.shown`).  Rules share a number the engine
or another rule reads through a :class:`Number`, and what one play did through a :class:`Note`: typed keys, never a
bare string.
"""

from __future__ import annotations

from enum import StrEnum
from typing import NamedTuple, TypeAlias

from explorer.engine.cards import CardMask
from explorer.engine.places import Place


class Standing(NamedTuple):
    """Where the round stands, read in one piece (:attr:`Table.standing <explorer.engine.contract.Table.standing>`)."""

    round: int
    """The round being played, from 1."""
    turn: int
    """Whose turn it is (the seat)."""
    direction: int
    """The turn direction: 1 clockwise, -1 counter-clockwise (a rule reversed it)."""
    finished: tuple[int, ...]
    """The seats that emptied their hand this round, in order."""
    fallen: tuple[int, ...]
    """The seats sent to last place this round without finishing (a fall from the capital), in order."""
    king: int | None
    """The king: 1st of the previous round (or of this one, once decided)."""
    prev_order: tuple[int, ...]
    """The previous round's places, first to last (empty in the first round)."""
    deck: CardMask
    """Every card in this game (the standard deck and its joker; card 05 may add one)."""


class Marks(NamedTuple):
    """What a position shows beside its cards, in the scenario format's words (SCENARIO-FORMAT.md: ``revolution``,
    ``reversed``, ``lock``).  The engine keeps none of them: the rules' data show them
    (:meth:`RuleData.shown <explorer.engine.contract.RuleData.shown>`), and a described position gives them to
    the data that reads them (:meth:`RuleData.from_marks <explorer.engine.contract.RuleData.from_marks>`)."""

    revolution: bool = False
    """Strength inverted until the round ends."""
    reversed: bool = False
    """Strength inverted until the field clears (J-back)."""
    lock_suits: int = 0
    """The suits the field is locked to (a four-bit mask; 0: none)."""
    lock_rank: int | None = None
    """The rank the next play must have (``None``: no such lock)."""


class Mark(StrEnum):
    """One of the marks a position shows (a field of :class:`Marks`), named by the rule that makes it
    (:attr:`Rule.owns <explorer.engine.contract.Rule.owns>`)."""

    REVOLUTION = "revolution"
    REVERSED = "reversed"
    LOCK_SUITS = "lock_suits"
    LOCK_RANK = "lock_rank"


class Number:
    """A number the base rules or a rule read, that other rules may change for a player
    (:meth:`Rule.adjust <explorer.engine.contract.Rule.adjust>`): declared once by whoever reads it and imported by
    whoever changes it, compared by identity."""

    __slots__ = ("name", "default")

    def __init__(self, name: str, default: int) -> None:
        self.name = name
        """What it is called (for reading a trace)."""
        self.default = default
        """Its value when no rule changes it."""

    def __repr__(self) -> str:
        return f"Number({self.name!r}, {self.default})"


class Note:
    """What one play did, noted by the rule that did it for the rules that read it later in the same play
    (:meth:`PlayContext.note <explorer.engine.contract.PlayContext.note>`): declared once by the rule that notes
    it, imported by the rules that read it, compared by identity."""

    __slots__ = ("name",)

    def __init__(self, name: str) -> None:
        self.name = name

    def __repr__(self) -> str:
        return f"Note({self.name!r})"


HAND_LIMIT = Number("hand_limit", 7)
"""How many cards a player keeps in the trim phase (a rule that has no trim raises it)."""


# -- effects: what a rule asks the table to do (Table.perform) --------------------------------------------------
class Move(NamedTuple):
    """Move ``cards`` from ``src`` to ``dst``: the one way an effect moves cards (each must be in ``src``, and not in
    the meld on top of the field)."""

    cards: CardMask
    src: Place
    dst: Place


class MoveAll(NamedTuple):
    """Several :class:`Move` at once, all checked first (a hand passed on while another arrives: card 18)."""

    moves: tuple[tuple[CardMask, Place, Place], ...]


class Skip(NamedTuple):
    """The next ``players`` players due to act after this play lose their turn (each counts as having passed);
    skips pile up within one play and lapse if the play clears the field."""

    players: int = 1


class ReverseOrder(NamedTuple):
    """Turn order runs the other way from the next turn on, until reversed again or the round ends."""


class AddToDeck(NamedTuple):
    """``cards`` join the game's deck from outside it (card 05's second joker): later rounds deal them too."""

    cards: CardMask


class SetPreviousOrder(NamedTuple):
    """The previous round's places, first to last, as the exchange reads them; its first is the king."""

    order: tuple[int, ...]


class Finish(NamedTuple):
    """``player`` has emptied their hand outside a play (rule 25); ``to_last``: the finish counts for last place
    (a forbidden finish)."""

    player: int
    to_last: bool


class SendToLast(NamedTuple):
    """``player`` leaves the round for its last place (their cards leave play)."""

    player: int


class PlaceFirst(NamedTuple):
    """``player`` is 1st of the round at once (their cards leave play)."""

    player: int


class AddPoints(NamedTuple):
    """Add ``points`` (one number per seat) to the players' game points."""

    points: tuple[int, ...]


Effect: TypeAlias = (Move | MoveAll | Skip | ReverseOrder | AddToDeck | SetPreviousOrder | Finish | SendToLast
                     | PlaceFirst | AddPoints)
"""What a rule may ask the table to do."""
