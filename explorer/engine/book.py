"""A rule book: the rules a table plays with, handed to the engine (which names no rule itself).

The engine knows rules only through the contract (:mod:`explorer.engine.contract`): it never imports a rule
module. What it needs of the rules a table plays with — the base rules always in force, the rule cards its
rule deck is shuffled from, how a rule is found by id or card number, the table options the rule decks declare
— it reads from a :class:`RuleBook`, which a :class:`~explorer.engine.game.Game` carries.

The rules package makes the standard book (:data:`explorer.rules.catalogue.STANDARD_BOOK`: the base rules, the
25 Cthulhu cards, the classic and Arcasino decks) and installs it as the default once, when
:mod:`explorer` is imported (the package root is the one place that puts the layers together); a game made
without a book plays with it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Final

from explorer.engine.contract import RuleSet
from explorer.engine.errors import RuleError

if TYPE_CHECKING:
    from explorer.engine.contract import Rule


class RuleBook:
    """The rules a table may name, and the rule deck's cards.

    ``base``: rules always in force, in order; ``cards``: the rule cards a game's rule deck is shuffled from;
    ``find``: a rule by id or card number (raises :class:`RuleError` naming what is known); ``every``: every
    rule the book knows (the action language reads their verbs); ``check_option`` and ``option_default``: the
    table options the rule decks declare (``classic.five_skip.per_play``).
    """

    __slots__ = ("base", "cards", "_find", "_every", "_check_option", "_option_default", "_in_force")

    def __init__(self, base: tuple[type[Rule], ...], cards: tuple[type[Rule], ...],
                 find: Callable[[str | int], type[Rule]], every: Callable[[], tuple[type[Rule], ...]],
                 check_option: Callable[[str, object], object], option_default: Callable[[str], object]) -> None:
        self.base = base
        self.cards = cards
        self._find = find
        self._every = every
        self._check_option = check_option
        self._option_default = option_default
        self._in_force: dict[tuple[tuple[str, ...], tuple[tuple[str, ...], ...]], RuleSet] = {}

    def in_force(self, laws: tuple[str, ...], house: tuple[tuple[str, ...], ...]) -> RuleSet:
        """The rules in force with ``laws`` and the house rules by seat (``house``), the base rules first.

        Made once per combination and shared: a rule holds no state but its holder (its state is rule data
        in the game state), so every state with the same laws and house rules can use one :class:`RuleSet`.
        """
        key = (laws, house)
        got = self._in_force.get(key)
        if got is None:
            rules: list[Rule] = [cls() for cls in self.base]
            rules += [self.card(r)() for r in laws]
            for seat, ids in enumerate(house):
                rules += [self.card(r)(seat) for r in ids]
            if len(self._in_force) >= 256:
                self._in_force.clear()
            got = self._in_force[key] = RuleSet(rules)
        return got

    def rule(self, key: str | int) -> type[Rule]:
        """The rule with this id (``"eight_cut"``) or card number (``9``, ``"09"``)."""
        return self._find(key)

    def card(self, key: str | int) -> type[Rule]:
        """As :meth:`rule`, but only a rule that can be a law or a house rule (not a base rule)."""
        cls = self._find(key)
        if cls.base:
            raise RuleError(f"{cls.id!r} is a base rule, always in force; it cannot be a law or a house rule",
                            f"{cls.id!r}は常に有効な基本ルールなので、法律にも家訓にもできない")
        return cls

    def every(self) -> tuple[type[Rule], ...]:
        """Every rule this book knows."""
        return self._every()

    def check_option(self, name: str, value: object) -> object:
        """``value`` if the deck option ``name`` takes it; else a :class:`PositionError` naming what it takes."""
        return self._check_option(name, value)

    def option_default(self, name: str) -> object:
        """The default of the deck option ``name``."""
        return self._option_default(name)


_INSTALLED: Final[list[RuleBook]] = []


def standard_book() -> RuleBook:
    """The book a game plays with unless it is given another (installed when :mod:`explorer` is imported)."""
    if not _INSTALLED:
        raise RuleError("no rule book is installed: import explorer first (it installs the standard book)",
                        "使うルールの一覧がない（先にパッケージ全体を読み込むと、標準のルールが入る）")
    return _INSTALLED[0]


def install_standard_book(book: RuleBook) -> None:
    """Make ``book`` the default (:mod:`explorer.rules.catalogue` calls it once, as it is imported)."""
    _INSTALLED[:] = [book]
