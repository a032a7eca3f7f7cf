"""Rule decks: catalogues of rules with their own names, ids and table options (LOCAL-RULES.md).

The 25 Cthulhu cards are the deck ``cthulhu`` (their ids stay bare: ``eight_cut``); the rules of the other
decks are written ``deck.id`` (``classic.five_skip``, ``arcasino.tax``).  A deck's table options are named
``deck.rule.option`` or ``deck.option`` and set under a scenario's ``options:``.

>>> [d.id for d in DECKS]
['cthulhu', 'classic', 'arcasino']
>>> deck("classic").rule_ids()[:3]
['classic.spade3_return', 'classic.five_skip', 'classic.seven_pass']
>>> check_deck_option("classic.five_skip.per_play", True)
True
>>> check_deck_option("classic.five_skip.twice", True)
Traceback (most recent call last):
...
explorer.engine.errors.PositionError: options.classic.five_skip.twice: unknown deck option (known: classic.five_skip.per_play, classic.nine_reverse.per_play, classic.seven_pass.recipient, classic.rank_exchange.simultaneous, classic.sequence_revolution.length, classic.in_sequence, classic.forbidden_order, arcasino.in_sequence, arcasino.forbidden_finish)
"""

from __future__ import annotations

from dataclasses import dataclass

from explorer.engine.errors import PositionError, RuleError, shown
from explorer.rules.arcasino.black_market import BlackMarket
from explorer.rules.arcasino.colour_lock import ColourLock
from explorer.rules.arcasino.king_exchange import KingExchange
from explorer.rules.arcasino.stairs import Stairs as ArcStairs
from explorer.rules.arcasino.tax import Tax
from explorer.rules.classic.emperor import Emperor
from explorer.rules.classic.great_revolution import GreatRevolution
from explorer.rules.classic.king_exchange import KingExchange as ClassicKingExchange
from explorer.rules.classic.queen_bomber import QueenBomber
from explorer.rules.classic.rank_exchange import RankExchange
from explorer.rules.classic.sequence_revolution import SequenceRevolution
from explorer.rules.classic.spade3_return import Spade3Return
from explorer.rules.classic.upheaval import Upheaval
from explorer.rules.custom.shipped import rule as data_rule
from explorer.engine.contract import Rule


@dataclass(frozen=True)
class DeckOption:
    """A table option a deck declares: its full name, the values it takes (the first is the default), its meaning."""

    name: str
    values: tuple[object, ...]
    en: str
    ja: str

    @property
    def default(self) -> object:
        return self.values[0]


@dataclass(frozen=True)
class Listed:
    """A card of a deck that is listed but not implemented, and why (``en``/``ja``)."""

    ja_name: str
    en_name: str
    en: str
    ja: str


@dataclass(frozen=True)
class Deck:
    """A catalogue of rules: its id, names, rules in order, table options and cards listed only."""

    id: str
    ja: str
    en: str
    rules: tuple[type[Rule], ...]
    options: tuple[DeckOption, ...] = ()
    listed: tuple[Listed, ...] = ()
    """Cards no source gives the effect of: listed as "effect not published", never invented."""
    missing: tuple[Listed, ...] = ()
    """Rules LOCAL-RULES.md defines that the engine does not implement yet (none today: every rule is)."""
    about_ja: str = ""
    about_en: str = ""
    """What the deck is, in a sentence (a deck another package installs says it here; the pages add how to use it)."""

    def rule_ids(self) -> list[str]:
        return [r.id for r in self.rules]


_NOT_PUBLISHED_EN = "effect not published: no source gives this card's effect, so the explorer does not invent one"
_NOT_PUBLISHED_JA = "効果未公開：この札の効果を示す資料がないので、このアプリは効果を作らない"


def _cthulhu() -> tuple[type[Rule], ...]:
    from explorer.rules.cthulhu import CARDS

    return CARDS


CLASSIC = Deck(
    "classic", "定番ローカルルール", "Classic local rules",
    (Spade3Return, data_rule("classic.five_skip"), data_rule("classic.seven_pass"), data_rule("classic.nine_reverse"),
     QueenBomber, ClassicKingExchange, RankExchange, SequenceRevolution, data_rule("classic.ambulance"), Emperor,
     GreatRevolution, data_rule("classic.colour_lock"), data_rule("classic.even_odd_lock"), Upheaval),
    (
        DeckOption("classic.five_skip.per_play", (False, True),
                   "5 skip fires once per play, not once per 5", "5飛ばしは［5］の枚数によらず1回だけ飛ばす"),
        DeckOption("classic.nine_reverse.per_play", (False, True),
                   "9 reverse fires once per play, not once per 9", "9リバースは［9］の枚数によらず1回だけ逆回りにする"),
        DeckOption("classic.seven_pass.recipient", ("next", "choose"),
                   "who receives the 7 pass's card: the next player, or one the player chooses",
                   "7渡しで渡す相手：次の人か、出した人が選ぶ人か"),
        DeckOption("classic.rank_exchange.simultaneous", (True, False),
                   "the rank exchange is simultaneous: the upper player never gives back a card just received",
                   "カード交換は同時に行う：上の順位の人は、もらったばかりのカードを返せない"),
        DeckOption("classic.sequence_revolution.length", (4, 5),
                   "how many cards a sequence needs to be a revolution (UECda: 5, so no sequence of at most 4 cards "
                   "revolts)",
                   "階段革命になる階段出しの枚数（コンピュータ大富豪大会のルールでは5枚。1回に出せるのは4枚までなので、5枚では革命にならない）"),
        DeckOption("classic.in_sequence", (True, False),
                   "whether the classic rank effects fire from cards inside a sequence",
                   "定番ローカルルールの数字の効果が、階段出しの中のカードでも発動するか"),
        DeckOption("classic.forbidden_order", ("earlier_higher", "earlier_lower"),
                   "several sent to last place (forbidden finishes): the earlier one ranks higher (seed 004), or "
                   "lower (the Japan Daifugō Federation)",
                   "禁止上がりで最下位になる人が複数いるとき：先にあがった人ほど上の順位（アルカジノ公式Q&A）か、下の順位（日本大富豪連盟）か"),
    ),
)

ARCASINO = Deck(
    "arcasino", "アルカジノのカジノカード", "Arcasino's casino cards",
    (Tax, BlackMarket, data_rule("arcasino.seven_pass"), data_rule("arcasino.ten_discard"),
     data_rule("arcasino.five_skip"), data_rule("arcasino.nine_reverse"), data_rule("arcasino.jay_back"), KingExchange,
     ColourLock, ArcStairs),
    (
        DeckOption("arcasino.in_sequence", (True, False),
                   "whether the casino cards' rank effects fire from cards inside a sequence",
                   "カジノカードの数字の効果が、階段出しの中のカードでも発動するか"),
        DeckOption("arcasino.forbidden_finish", ("base", "two_or_joker"),
                   "forbidden finish: the base rule, or seed 004's (a play containing a 2 or a joker, in a "
                   "revolution too; a 3 never, an effect card never)",
                   "禁止上がり：基本ルールか、アルカジノ公式Q&Aのもの（2かジョーカーを含むカードであがったときだけ。革命中も同じ。3や効果のカードは対象外）"),
    ),
    listed=tuple(Listed(ja, en, _NOT_PUBLISHED_EN, _NOT_PUBLISHED_JA) for ja, en in (
        ("クイーン・ラブ", "Queen love"), ("ツー・バック", "Two back"), ("マンダム", "Mandom"),
        ("ディーラー", "The dealers"))),
)


ENTRY_POINTS = "daifugo_explorer.decks"
"""The entry point group through which another installed package adds a deck: each entry names a :class:`Deck`
(or a function returning one) whose rules have ids ``<deck>.<name>`` (docs/adding-a-rule.md)."""


def installed_decks(known: tuple[Deck, ...]) -> tuple[Deck, ...]:
    """The decks other installed packages add (:data:`ENTRY_POINTS`), in the order of their names.  One that
    cannot be loaded, is no deck, or reuses a deck's or a rule's id is left out with a warning naming the entry
    point and what was wrong; the others still load."""
    import warnings
    from importlib.metadata import entry_points

    out: list[Deck] = []
    ids = {d.id for d in known}
    rule_ids = {r.id for d in known for r in d.rules}
    for ep in sorted(entry_points(group=ENTRY_POINTS), key=lambda e: e.name):
        where = f"entry point {ep.name} = {ep.value} (group {ENTRY_POINTS})"
        try:
            got = ep.load()
            made = got if isinstance(got, Deck) else got() if callable(got) else got
        except Exception as exc:  # a broken plug-in must not stop the explorer: say which and why
            warnings.warn(f"{where}: could not be loaded: {type(exc).__name__}: {exc}", stacklevel=2)
            continue
        problem = ""
        if not isinstance(made, Deck):
            problem = f"it gives {type(made).__name__}, not an explorer.rules.decks.Deck"
        elif made.id in ids:
            problem = f"its deck id {made.id!r} is already a deck's"
        else:
            clash = sorted({r.id for r in made.rules} & rule_ids)
            bare = sorted(r.id for r in made.rules if not r.id.startswith(f"{made.id}."))
            if clash:
                problem = f"its rules {', '.join(clash)} are already rules of another deck"
            elif bare:
                problem = f"its rules {', '.join(bare)} must have ids '{made.id}.<name>'"
        if problem:
            warnings.warn(f"{where}: left out: {problem}", stacklevel=2)
            continue
        assert isinstance(made, Deck)
        out.append(made)
        ids.add(made.id)
        rule_ids |= {r.id for r in made.rules}
    return tuple(out)


BUILT_IN: tuple[Deck, ...] = (
    Deck("cthulhu", "クトゥルフの25枚", "The 25 Cthulhu cards", _cthulhu()),
    CLASSIC,
    ARCASINO,
)

DECKS: tuple[Deck, ...] = BUILT_IN + installed_decks(BUILT_IN)
"""Every deck: the game's own Cthulhu cards, the classic and Arcasino decks, then the decks installed packages add."""

DECK_SHORT_JA: dict[str, str] = {"classic": "定番", "arcasino": "アルカジノ"}
"""A deck named before one of its rules whose Japanese name another deck's rule shares (「アルカジノの7渡し」)."""


def _qualify_shared_names(decks: tuple[Deck, ...]) -> None:
    """Give each deck rule whose printed Japanese name a rule of another deck shares its deck's name first
    (:attr:`Rule.ja_qualified <explorer.engine.contract.Rule.ja_qualified>`: 【7渡し】 is the classic deck's and
    Arcasino's card, so a text says 「定番の7渡し」 or 「アルカジノの7渡し」)."""
    from explorer.rules.catalogue import all_rules

    seen: dict[str, set[str]] = {}
    classes = [*all_rules(), *(c for d in decks for c in d.rules)]
    for cls in classes:
        seen.setdefault(cls.ja, set()).add(cls.id)
    for cls in classes:
        deck_id = cls.id.split(".")[0] if "." in cls.id else ""
        if deck_id and len(seen[cls.ja]) > 1:
            cls.ja_qualified = f"{DECK_SHORT_JA.get(deck_id, deck_id)}の{cls.ja}"


_qualify_shared_names(DECKS)


def deck(key: str) -> Deck:
    """The deck with this id."""
    for d in DECKS:
        if d.id == key:
            return d
    raise RuleError(f"unknown deck {shown(key)} (decks: {', '.join(d.id for d in DECKS)})",
                    f"不明なデッキ {shown(key)}（デッキ：{'、'.join(d.id for d in DECKS)}）")


def deck_rules() -> tuple[type[Rule], ...]:
    """The rules of every deck but the Cthulhu one (whose cards the catalogue lists by number)."""
    return tuple(r for d in DECKS[1:] for r in d.rules)


def _options() -> dict[str, DeckOption]:
    return {o.name: o for d in DECKS for o in d.options}


def deck_option(name: str) -> DeckOption:
    """The deck option ``name``; :class:`PositionError` naming the known ones if there is none."""
    opts = _options()
    if name not in opts:
        raise PositionError(f"unknown deck option (known: {', '.join(opts)})",
                            f"不明なデッキのオプション（使えるのは {'、'.join(opts)}）", where=f"options.{name}")
    return opts[name]


def check_deck_option(name: str, value: object) -> object:
    """``value`` if the deck option ``name`` takes it; else :class:`PositionError` naming the values it takes."""
    opt = deck_option(name)
    if value in opt.values and type(value) in {type(v) for v in opt.values}:
        return value
    vals = ", ".join(str(v).lower() if isinstance(v, bool) else str(v) for v in opt.values)
    raise PositionError(f"expected one of {vals}, got {shown(value)}",
                        f"{vals} のいずれかを書く（{shown(value)}と書かれている）", where=f"options.{name}")
