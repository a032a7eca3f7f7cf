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
from explorer.rules.registry import register, registered_cards


BASE_RULES: Final[tuple[type[Rule], ...]] = (Group, Revolution, Joker, ForbiddenFinish, MiyakoOchi)
"""Always in force, in this order."""

def _discover() -> tuple[type[Rule], ...]:
    """Import every card module of ``explorer/rules/cards/`` (``cNN_<id>``): each registers its card."""
    import explorer.rules.cards as package

    for found in sorted({m.name for m in pkgutil.iter_modules(package.__path__)}):
        if _CARD_MODULE.match(found):
            importlib.import_module(f"{package.__name__}.{found}")
    _installed_cards()
    return registered_cards()


RULE_ENTRY_POINTS: Final = "daifugo_explorer.rules"
"""The entry point group through which an installed package adds rule cards: each entry names a card's class (or
its module, which registers the card itself); docs/adding-a-rule.md."""


def _installed_cards() -> None:
    """Register the cards installed packages add (:data:`RULE_ENTRY_POINTS`).  One that cannot be loaded or
    clashes with a card is left out with a warning naming the entry point and what was wrong."""
    import warnings
    from importlib.metadata import entry_points

    for ep in sorted(entry_points(group=RULE_ENTRY_POINTS), key=lambda e: e.name):
        where = f"entry point {ep.name} = {ep.value} (group {RULE_ENTRY_POINTS})"
        try:
            got = ep.load()
            if isinstance(got, type) and issubclass(got, Rule):
                register(got)
        except Exception as exc:  # a broken plug-in must not stop the explorer: say which and why
            warnings.warn(f"{where}: left out: {type(exc).__name__}: {exc}", stacklevel=2)


_CARD_MODULE: Final = re.compile(r"^c\d\d_\w+$")

CARDS: tuple[type[Rule], ...] = _discover()
"""The rule cards, by number: the 25 of the rulebook (``explorer/rules/cards/``), and any card a module registered
before the catalogue was first imported (:func:`explorer.rules.registry.register`)."""

CARD_IDS: dict[int, str] = {cls.number: cls.id for cls in CARDS}
"""Each card's id by its number (a test checks them against RULES.md)."""
