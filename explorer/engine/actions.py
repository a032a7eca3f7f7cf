"""Actions: every decision a player can take, as small immutable values.

Players are seats (``0`` … ``n-1``); :meth:`explorer.engine.state.State.action_str`
prints an action with the players' names in the scenario action language.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypeAlias

from explorer.engine.cards import Card, CardMask
from explorer.engine.melds import Meld


# The value types' __init__ are written out: dataclasses' generated one is interpreted code even in the compiled
# build (see melds.Meld).
@dataclass(frozen=True, slots=True, init=False)
class Play:
    """Put ``meld`` on the field; with ``join`` the cards join the meld on top of it (card 02's fusion:
    ``A fuses ♠9 ♣9``), a choice of its own when the same cards may also be played on their own."""

    player: int
    meld: Meld
    join: bool = False

    def __init__(self, player: int, meld: Meld, join: bool = False) -> None:
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "meld", meld)
        object.__setattr__(self, "join", join)


@dataclass(frozen=True, slots=True, init=False)
class Pass:
    """Pass this turn (allowed whenever the field holds a meld)."""

    player: int

    def __init__(self, player: int) -> None:
        object.__setattr__(self, "player", player)


@dataclass(frozen=True, slots=True, init=False)
class Pick:
    """Take rule card ``rule`` from the house-rule draft (mad mode)."""

    player: int
    rule: str

    def __init__(self, player: int, rule: str) -> None:
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "rule", rule)


@dataclass(frozen=True, slots=True, init=False)
class Give:
    """Give ``card`` to seat ``to`` in the exchange."""

    player: int
    card: Card
    to: int

    def __init__(self, player: int, card: Card, to: int) -> None:
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "card", card)
        object.__setattr__(self, "to", to)


@dataclass(frozen=True, slots=True, init=False)
class Trim:
    """Discard ``cards`` (possibly none) in the trim phase."""

    player: int
    cards: CardMask

    def __init__(self, player: int, cards: CardMask) -> None:
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "cards", cards)


@dataclass(frozen=True, slots=True, init=False)
class NameStart:
    """Name seat ``target`` as the start player of the round."""

    player: int
    target: int

    def __init__(self, player: int, target: int) -> None:
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "target", target)


@dataclass(frozen=True, slots=True, init=False)
class Choose:
    """A choice an effect asks for: ``kind`` says which, ``value`` what was chosen."""

    player: int
    kind: str
    value: CardMask | str | tuple[str, ...]

    def __init__(self, player: int, kind: str, value: CardMask | str | tuple[str, ...]) -> None:
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "value", value)


Action: TypeAlias = Play | Pass | Pick | Give | Trim | NameStart | Choose
