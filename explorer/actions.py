"""Actions: every decision a player can take, as small immutable values.

Players are seats (``0`` … ``n-1``); :meth:`explorer.state.State.action_str`
prints an action with the players' names in the scenario action language.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypeAlias

from explorer.cards import Card, CardMask
from explorer.melds import Meld


@dataclass(frozen=True, slots=True)
class Play:
    """Put ``meld`` on the field; with ``join`` the cards join the meld on top of it (card 02's fusion:
    ``A fuses ♠9 ♣9``), a choice of its own when the same cards may also be played on their own."""

    player: int
    meld: Meld
    join: bool = False


@dataclass(frozen=True, slots=True)
class Pass:
    """Pass this turn (allowed whenever the field holds a meld)."""

    player: int


@dataclass(frozen=True, slots=True)
class Pick:
    """Take rule card ``rule`` from the house-rule draft (mad mode)."""

    player: int
    rule: str


@dataclass(frozen=True, slots=True)
class Give:
    """Give ``card`` to seat ``to`` in the exchange."""

    player: int
    card: Card
    to: int


@dataclass(frozen=True, slots=True)
class Trim:
    """Discard ``cards`` (possibly none) in the trim phase."""

    player: int
    cards: CardMask


@dataclass(frozen=True, slots=True)
class NameStart:
    """Name seat ``target`` as the start player of the round."""

    player: int
    target: int


@dataclass(frozen=True, slots=True)
class Choose:
    """A choice an effect asks for: ``kind`` says which, ``value`` what was chosen."""

    player: int
    kind: str
    value: CardMask | str | tuple[str, ...]


Action: TypeAlias = Play | Pass | Pick | Give | Trim | NameStart | Choose
