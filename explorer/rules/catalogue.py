"""The catalogue: every rule the engine knows, by id and by card number.

>>> rule_class("09").id, rule_class(19).en, rule_class("stairs").ja
('eight_cut', 'J-back', '階段出し')
>>> [r.id for r in BASE_RULES]
['group', 'revolution', 'joker', 'forbidden_finish', 'miyako_ochi']
"""

from __future__ import annotations

from typing import Final

from explorer.engine.errors import RuleError, shown
from explorer.rules.base.forbidden_finish import ForbiddenFinish
from explorer.rules.base.group import Group
from explorer.rules.base.joker import Joker
from explorer.rules.base.miyako_ochi import MiyakoOchi
from explorer.rules.base.revolution import Revolution
from explorer.rules.cards.c01_recycle import Recycle
from explorer.rules.cards.c02_fusion_revolution import FusionRevolution
from explorer.rules.cards.c03_ten_discard import TenDiscard
from explorer.rules.cards.c04_taboo_breaker import TabooBreaker
from explorer.rules.cards.c05_trickster import Trickster
from explorer.rules.cards.c06_slip_through import SlipThrough
from explorer.rules.cards.c07_three_revolution import ThreeRevolution
from explorer.rules.cards.c08_metamorphosis import Metamorphosis
from explorer.rules.cards.c09_eight_cut import EightCut
from explorer.rules.cards.c10_pull_out import PullOut
from explorer.rules.cards.c11_magician_hunt import MagicianHunt
from explorer.rules.cards.c12_conspiracy import Conspiracy
from explorer.rules.cards.c13_armed_force import ArmedForce
from explorer.rules.cards.c14_suit_lock import SuitLock
from explorer.rules.cards.c15_number_lock import NumberLock
from explorer.rules.cards.c16_identity import Identity
from explorer.rules.cards.c17_magician_exile import MagicianExile
from explorer.rules.cards.c18_flux import Flux
from explorer.rules.cards.c19_j_back import JBack
from explorer.rules.cards.c20_descent import Descent
from explorer.rules.cards.c21_stairs import Stairs
from explorer.rules.cards.c22_three_return import ThreeReturn
from explorer.rules.cards.c23_wisdom import Wisdom
from explorer.rules.cards.c24_loophole import Loophole
from explorer.rules.cards.c25_dobon import Dobon
from explorer.engine.book import RuleBook, install_standard_book
from explorer.engine.contract import Rule

BASE_RULES: Final[tuple[type[Rule], ...]] = (Group, Revolution, Joker, ForbiddenFinish, MiyakoOchi)
"""Always in force, in this order."""

CARDS: tuple[type[Rule], ...] = (
    Recycle,
    FusionRevolution,
    TenDiscard,
    TabooBreaker,
    Trickster,
    SlipThrough,
    ThreeRevolution,
    Metamorphosis,
    EightCut,
    PullOut,
    MagicianHunt,
    Conspiracy,
    ArmedForce,
    SuitLock,
    NumberLock,
    Identity,
    MagicianExile,
    Flux,
    JBack,
    Descent,
    Stairs,
    ThreeReturn,
    Wisdom,
    Loophole,
    Dobon,
)
"""The 25 rule cards, by number."""

# The 25 card ids of RULES.md (a test checks the cards and this table against RULES.md).
CARD_IDS: dict[int, str] = {
    1: "recycle", 2: "fusion_revolution", 3: "ten_discard", 4: "taboo_breaker", 5: "trickster",
    6: "slip_through", 7: "three_revolution", 8: "metamorphosis", 9: "eight_cut", 10: "pull_out",
    11: "magician_hunt", 12: "conspiracy", 13: "armed_force", 14: "suit_lock", 15: "number_lock",
    16: "identity", 17: "magician_exile", 18: "flux", 19: "j_back", 20: "descent", 21: "stairs",
    22: "three_return", 23: "wisdom", 24: "loophole", 25: "dobon",
}

def rule_class(key: str | int) -> type[Rule]:
    """The rule with this id (``"eight_cut"``) or card number (``9``, ``"09"``)."""
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
    return BASE_RULES + CARDS + DECK_RULES + tuple(_REGISTERED)


def registered(rule_id: str) -> type[Rule] | None:
    """The rule known by this id, or ``None``."""
    return _BY_ID.get(rule_id)


def register_rules(rules: tuple[type[Rule], ...]) -> None:
    """Make rules read from a rule file (:mod:`explorer.rules.custom`) known by id; their ids must be new."""
    for cls in rules:
        assert cls.id not in _BY_ID, cls.id
        _BY_ID[cls.id] = cls
        _REGISTERED.append(cls)


def replace_rule(cls: type[Rule]) -> None:
    """A rule file read again: its new version of a registered rule takes the old one's place."""
    old = _BY_ID[cls.id]
    _BY_ID[cls.id] = cls
    _REGISTERED[_REGISTERED.index(old)] = cls


_REGISTERED: list[type[Rule]] = []
"""Rules registered from rule files, in the order they were read."""

# The decks come last: their data rules are read through the scenario loader, whose package imports the
# functions above.
from explorer.rules.decks import deck_rules  # noqa: E402

DECK_RULES: tuple[type[Rule], ...] = deck_rules()
"""The rules of the other decks (LOCAL-RULES.md), ids ``deck.id``."""

_BY_ID: dict[str, type[Rule]] = {r.id: r for r in BASE_RULES + CARDS + DECK_RULES}
_BY_NUMBER: dict[int, type[Rule]] = {r.number: r for r in CARDS}




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
