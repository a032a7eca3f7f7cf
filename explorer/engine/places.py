"""Where a card can be, and the error for a card that is not where an effect says.

Every card is in exactly one place: a seat's hand, the field, the discard
pile, out of play, or outside the game.  Effects move cards only with
:meth:`State.move <explorer.engine.state.State.move>`, which checks that
each card is where it is taken from.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final, TypeVar

from explorer.engine.cards import JOKERS_MASK, STANDARD_DECK, CardMask

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


_T = TypeVar("_T")

try:  # mypyc reads this decorator when it compiles the module (setup.py); at run time it changes nothing
    from mypy_extensions import mypyc_attr
except ImportError:  # a pure install need not have mypy_extensions (the static site has not)
    def mypyc_attr(*attrs: str, **kwattrs: object) -> Callable[[_T], _T]:
        return lambda cls: cls


@mypyc_attr(native_class=False)  # mypyc compiles no subclass of RuntimeError as a native class
class MisplacedCardError(RuntimeError):
    """A card was to move from a place it is not in: a bug in the engine or a rule, never a user's error."""


