"""The catalogue: every rule the engine knows, by id and by card number.

>>> rule_class("09").id, rule_class(19).en, rule_class("stairs").ja
('eight_cut', 'J-back', '階段出し')
>>> [r.id for r in BASE_RULES]
['group', 'revolution', 'joker', 'forbidden_finish', 'miyako_ochi']
"""

from __future__ import annotations

from typing import Final

from dataclasses import replace
from pathlib import Path

from explorer.engine.errors import RuleError, ScenarioError, shown
from explorer.rules.custom.data_rule import DataRule
from explorer.rules.custom.loader import rules_from_text
from explorer.engine.book import RuleBook, install_standard_book
from explorer.engine.contract import Rule
from explorer.rules.cthulhu import BASE_RULES, CARD_IDS, CARDS
from explorer.rules.registry import built, late_cards

__all__ = ["BASE_RULES", "CARDS", "CARD_IDS", "STANDARD_BOOK", "all_rules", "card_rule", "every_rule", "load_rules_file",
           "register", "registered", "rule_class"]


def rule_class(key: str | int) -> type[Rule]:
    """The rule with this id (``"eight_cut"``) or card number (``9``, ``"09"``)."""
    _take_late()
    if isinstance(key, int) and not isinstance(key, bool) and not 0 <= key < 10**4:  # never str() a huge int
        raise RuleError(f"no rule card number {shown(key)} (the cards are 01-25)",
                        f"ルールカード番号{shown(key)}はない（カードは01〜25）")
    text = str(key).strip()
    if text.isascii() and text.isdigit():  # only 0-9 are digits: not ², not ٠٩
        number = int(text) if len(text) <= 4 else 0
        if number in _BY_NUMBER:
            return _BY_NUMBER[number]
        raise RuleError(f"no rule card number {shown(text)} (the cards are 01-25)",
                        f"ルールカード番号{shown(text)}はない（カードは01〜25）")
    if text in _BY_ID:
        return _BY_ID[text]
    if "." in text:
        en, ja = _where_defined(text)
        raise RuleError(f"unknown rule {shown(text)} ({en})", f"不明なルール {shown(text)}（{ja}）")
    raise RuleError(f"unknown rule {shown(text)} (expected a rule id such as 'eight_cut' or a number 01-25)",
                    f"不明なルール {shown(text)}（'eight_cut'のようなルールIDか、01〜25のカード番号で書く）")


def _where_defined(rule_id: str) -> tuple[str, str]:
    """What to say of an unknown ``deck.name`` id (English, Japanese): a deck's known rules, or that a table's own
    rule comes from its rule file, naming the file of the explorer's scenarios that defines it, if one does."""
    deck = rule_id.split(".")[0]
    known = [r.id for r in DECK_RULES if r.id.split(".")[0] == deck]
    if known:
        return f"the {deck} deck's rules are {', '.join(known)}", f"デッキ {deck} のルールは {'、'.join(known)}"
    files = _rule_files_defining(rule_id)
    if files:
        named = " or ".join(files)
        return (f"it is defined in {named}: name that file with rules_file: in the scenario, "
                f"or --rules-file on the command line",
                f"{'か'.join(files)} で定義されているルール。シナリオに rules_file: で、コマンドでは --rules-file で"
                "そのファイルを指定する")
    return ("a table's own rule comes from its rule file: name it with rules_file: in the scenario, "
            "or --rules-file on the command line",
            "テーブル独自のルールはルールファイルで定義する。シナリオに rules_file: で、コマンドでは --rules-file で"
            "そのファイルを指定する")


def _rule_files_defining(rule_id: str) -> list[str]:
    """The rule files among the explorer's scenarios (``*.rules.yaml``) whose text defines ``rule_id``."""
    import re
    from pathlib import Path

    from explorer.resources import DataFileError, scenarios_dir

    try:
        root = scenarios_dir()
        found = sorted(root.rglob("*.rules.yaml")) if root.is_dir() else []
    except (DataFileError, OSError):
        return []
    pattern = re.compile(rf"^\s*-?\s*id:\s*['\"]?{re.escape(rule_id)}['\"]?\s*$", re.M)
    out: list[str] = []
    for path in found:
        try:
            if pattern.search(Path(path).read_text(encoding="utf-8")):
                out.append(f"scenarios/{path.relative_to(root).as_posix()}")
        except (OSError, UnicodeDecodeError):
            continue
    return out


def card_rule(key: str | int) -> type[Rule]:
    """As :func:`rule_class`, but only rule cards (not base rules)."""
    cls = rule_class(key)
    if cls.base:
        raise RuleError(f"{cls.id!r} is a base rule, always in force; it cannot be a law or a house rule",
                        f"{cls.id!r}は常に有効な基本ルールなので、法律にも家訓にもできない")
    return cls


def all_rules() -> tuple[type[Rule], ...]:
    """Base rules then rule cards."""
    return BASE_RULES + CARDS


def every_rule() -> tuple[type[Rule], ...]:
    """Base rules, the rule cards, the rules of the other decks, then those read from rule files."""
    _take_late()
    return BASE_RULES + CARDS + DECK_RULES + TABLE_RULES + tuple(_REGISTERED)


def generation() -> int:
    """A number that changes whenever a rule is registered or replaced (what :mod:`explorer.rules.traits` memoises by)."""
    return _GENERATION[0]


_GENERATION: list[int] = [0]


def registered(rule_id: str) -> type[Rule] | None:
    """The rule known by this id, or ``None``."""
    _take_late()
    return _BY_ID.get(rule_id)


def register_rules(rules: tuple[type[Rule], ...]) -> None:
    """Make rules read from a rule file (:mod:`explorer.rules.custom`) known by id; their ids must be new."""
    for cls in rules:
        assert cls.id not in _BY_ID, cls.id
        _BY_ID[cls.id] = cls
        _REGISTERED.append(cls)
    _GENERATION[0] += 1


def replace_rule(cls: type[Rule]) -> None:
    """A rule file read again: its new version of a registered rule takes the old one's place."""
    old = _BY_ID[cls.id]
    _BY_ID[cls.id] = cls
    _REGISTERED[_REGISTERED.index(old)] = cls
    _GENERATION[0] += 1


_REGISTERED: list[type[Rule]] = []
"""Rules registered from rule files, in the order they were read."""

def load_rules_file(path: str | Path) -> tuple[type[DataRule], ...]:
    """The rules of a rule file, read through the guarded loader, registered so ids resolve everywhere."""
    from explorer.guarded_yaml import read_scenario_file  # here: importing the explorer needs no YAML library

    rules = rules_from_text(read_scenario_file(path), str(path))
    register(rules, str(path))
    return rules


def register(rules: tuple[type[DataRule], ...], path: str = "<rules>") -> None:
    """Make ``rules`` known by id (the CLI, scenarios, graphs, simulations).  The same rule again is fine, and
    a file read again (the same ``path``: a page's box after an edit) replaces its rules; another rule under
    a known id is a :class:`ScenarioError`, and then nothing is registered."""
    new: list[type[DataRule]] = []
    again: list[type[DataRule]] = []
    for i, cls in enumerate(rules):
        old = registered(cls.id)
        if old is None:
            new.append(cls)
            continue
        if issubclass(old, DataRule) and old.spec == replace(cls.spec, source=old.spec.source):
            continue
        if issubclass(old, DataRule) and old.spec.source == path and not path.startswith("explorer/"):
            again.append(cls)
            continue
        raise ScenarioError(path, f"rules[{i}].id", f"{cls.id!r} is already a rule"
                            + (f" (from {old.spec.source})" if issubclass(old, DataRule) else ""),
                            f"{cls.id!r} はすでにあるルール")
    register_rules(tuple(new))
    for cls in again:
        replace_rule(cls)


# The decks come last: their data rules are read through the scenario loader, whose package imports the
# functions above.
from explorer.rules.decks import deck_rules  # noqa: E402

from explorer.rules.uecda import RULES as TABLE_RULES  # noqa: E402

DECK_RULES: tuple[type[Rule], ...] = deck_rules()
"""The rules of the other decks (LOCAL-RULES.md), ids ``deck.id``."""

_BY_ID: dict[str, type[Rule]] = {r.id: r for r in BASE_RULES + CARDS + DECK_RULES + TABLE_RULES}
_BY_NUMBER: dict[int, type[Rule]] = {r.number: r for r in CARDS}
built()


def _take_late() -> None:
    """Cards a module registered after the catalogue was built (:func:`explorer.rules.registry.register`): known
    by id and number from now on, and listed by :func:`every_rule` (not in :data:`CARDS`, made at import)."""
    for cls in late_cards():
        _BY_NUMBER[cls.number] = cls
        register_rules((cls,))




def _check_option(name: str, value: object) -> object:
    from explorer.rules.decks import check_deck_option

    return check_deck_option(name, value)


def _option_default(name: str) -> object:
    from explorer.rules.decks import deck_option

    return deck_option(name).default


STANDARD_BOOK: Final = RuleBook(BASE_RULES, CARDS, rule_class, every_rule, _check_option, _option_default)
"""The book a game plays with unless given another: the base rules, the 25 Cthulhu cards as its rule deck, and
every rule of the catalogue (the classic and Arcasino decks, the rules read from rule files) by id."""

install_standard_book(STANDARD_BOOK)
