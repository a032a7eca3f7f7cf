"""The game at the centre: its five base rules, always in force, and its 25 rule cards, by number (RULES.md).

>>> [r.id for r in BASE_RULES]
['group', 'revolution', 'joker', 'forbidden_finish', 'miyako_ochi']
>>> CARDS[8].id, CARD_IDS[9]
('eight_cut', 'eight_cut')
"""

from __future__ import annotations

import importlib
import pkgutil
import re
from typing import Final

from explorer.rules.base.forbidden_finish import ForbiddenFinish
from explorer.rules.base.group import Group
from explorer.rules.base.joker import Joker
from explorer.rules.base.miyako_ochi import MiyakoOchi
from explorer.rules.base.revolution import Revolution
from explorer.engine.contract import Rule
from explorer.rules.registry import registered_cards


BASE_RULES: Final[tuple[type[Rule], ...]] = (Group, Revolution, Joker, ForbiddenFinish, MiyakoOchi)
"""Always in force, in this order."""

def _discover() -> tuple[type[Rule], ...]:
    """Import every card module of ``explorer/rules/cards/`` (``cNN_<id>``): each registers its card."""
    import explorer.rules.cards as package

    for found in sorted({m.name for m in pkgutil.iter_modules(package.__path__)}):
        if _CARD_MODULE.match(found):
            importlib.import_module(f"{package.__name__}.{found}")
    return registered_cards()


_CARD_MODULE: Final = re.compile(r"^c\d\d_\w+$")

CARDS: tuple[type[Rule], ...] = _discover()
"""The rule cards, by number: the 25 of the rulebook (``explorer/rules/cards/``), and any card a module registered
before the catalogue was first imported (:func:`explorer.rules.registry.register`)."""

CARD_IDS: dict[int, str] = {cls.number: cls.id for cls in CARDS}
"""Each card's id by its number (a test checks them against RULES.md)."""
