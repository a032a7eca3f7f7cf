"""Where a rule card registers itself: one call at the end of its module.

A rule card is one module that declares what it is (its class's data and traits), its hooks and its phrases, and
registers itself, as OpenSpiel's games do::

    class NineCut(Rule):
        number = 26
        id = "nine_cut"
        ...

    register(NineCut)

The Cthulhu deck (:mod:`explorer.rules.cthulhu`) imports every module of ``explorer/rules/cards/`` and lists the
cards registered, by number; a module elsewhere (a table's own card) registers the same way before the catalogue
is first imported.  Decks from other packages come through the entry point group ``daifugo_explorer.decks``
(:mod:`explorer.rules.decks`).  ``docs/adding-a-rule.md`` walks through one.
"""

from __future__ import annotations

from explorer.engine.contract import Rule
from explorer.engine.errors import RuleError

_CARDS: list[type[Rule]] = []
"""The rule cards registered, in the order their modules registered them."""

_LATE: list[type[Rule]] = []
"""Cards registered after the catalogue was built (the catalogue adds them as it is asked)."""

_BUILT: list[bool] = [False]


def register(cls: type[Rule]) -> type[Rule]:
    """Register ``cls`` as a rule card of the game (its ``number`` and ``id`` must be new).  Returns ``cls``."""
    if not cls.id or cls.number <= 0:
        raise RuleError(f"{cls.__name__}: a rule card needs an id and a card number above 0 (id={cls.id!r}, "
                        f"number={cls.number})",
                        f"{cls.__name__}：ルールカードには識別名と1以上のカード番号が要る")
    for old in _CARDS:
        if old is cls:
            return cls
        if old.id == cls.id or old.number == cls.number:
            raise RuleError(f"{cls.__name__}: card {cls.number} {cls.id!r} clashes with {old.__name__} "
                            f"(card {old.number} {old.id!r})",
                            f"{cls.__name__}：カード{cls.number}（{cls.id}）は{old.__name__}（カード{old.number}）と重なる")
    _CARDS.append(cls)
    if _BUILT[0]:
        _LATE.append(cls)
    return cls


def registered_cards() -> tuple[type[Rule], ...]:
    """Every rule card registered so far, by card number."""
    return tuple(sorted(_CARDS, key=lambda c: c.number))


def built() -> None:
    """The catalogue has read the cards registered so far (later ones are :func:`late_cards`)."""
    _BUILT[0] = True


def late_cards() -> tuple[type[Rule], ...]:
    """Cards registered after the catalogue was built, taken once (the catalogue makes them known by id).  Asked
    at every lookup by id, so an empty answer allocates nothing."""
    if not _LATE:
        return ()
    out = tuple(_LATE)
    _LATE.clear()
    return out
