"""Where a card can be, and the error for a card that is not where an effect says.

Every card is in exactly one place: a seat's hand, the field, the discard
pile, out of play, or outside the game.  Effects move cards only with
:meth:`State.move <explorer.state_data.StateData.move>`, which checks that
each card is where it is taken from.
"""

from __future__ import annotations

from typing import Final

from explorer.cards import JOKERS_MASK, STANDARD_DECK, CardMask

Place = int
"""Where a card is: a seat's hand (``0`` … ``n-1``), or one of the places below."""
FIELD: Final[Place] = -1
"""On the field (every meld of the trick still there, not only the top one)."""
DISCARD: Final[Place] = -2
OUT_OF_PLAY: Final[Place] = -3
"""Dealt to nobody, or taken out of play (a fallen king's cards)."""
OUTSIDE: Final[Place] = -4
"""Outside the game: the second joker until a rule brings it in (card 05)."""
_PLACE_NAMES: Final[dict[Place, str]] = {
    FIELD: "the field", DISCARD: "the discard pile", OUT_OF_PLAY: "out of play", OUTSIDE: "outside the game"}
FULL_DECK: Final[CardMask] = STANDARD_DECK | JOKERS_MASK
"""Every card there can be: 52 and both jokers."""


class MisplacedCardError(RuntimeError):
    """A card was to move from a place it is not in: a bug in the engine or a rule, never a user's error."""


