"""A rule written as data: its parsed, validated form (:class:`RuleSpec`), read from a rule file's YAML.

A rule file (docs/rules-file.md) lists rules, each an id, names and texts in Japanese and English, a
*trigger* (what in a play makes it fire) and one standard *effect*.  Every value is checked here; a bad one
is a :class:`~explorer.engine.errors.ScenarioError` naming the file, the field and the token.

>>> spec = parse_spec({"id": "table.six_skip", "name": {"ja": "6飛ばし", "en": "Six skip"},
...     "text": {"ja": "［6］を出すと次の人を飛ばす。", "en": "Each 6 skips the next player."},
...     "trigger": {"rank": "6"}, "effect": {"skip": 1}}, "t.yaml", "rules[0]")
>>> spec.trigger.ranks, spec.trigger.per, spec.effect.kind, spec.effect.count
((3,), 'card', 'skip', 1)
>>> parse_spec({"id": "x.y", "name": {"ja": "a", "en": "a"}, "text": {"ja": "a", "en": "a"},
...     "trigger": {"rank": "11"}, "effect": "reverse"}, "t.yaml", "rules[0]")
Traceback (most recent call last):
...
explorer.engine.errors.ScenarioError: t.yaml: rules[0].trigger.rank: unknown rank '11' (ranks: 3 4 5 6 7 8 9 10 J Q K A 2)
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass

from explorer.engine.cards import RANKS
from explorer.engine.errors import ScenarioError, shown

ID = re.compile(r"[a-z][a-z0-9_]{0,40}\.[a-z][a-z0-9_]{0,40}")
"""A data rule's id: ``deck.name`` in lowercase ASCII (``table.six_skip``)."""

SUITS = "♠♥♦♣"
"""Suit indices as the engine numbers them (♠ 0, ♥ 1, ♦ 2, ♣ 3)."""
SUIT_WORDS = {"♠": 0, "♥": 1, "♦": 2, "♣": 3, "spades": 0, "hearts": 1, "diamonds": 2, "clubs": 3}
COLOURS = {"red": (1, 2), "black": (0, 3)}
PATTERNS = ("suit", "colour", "parity", "rank")
"""What a lock locks, and what two plays in a row must share for a ``follows`` trigger."""
EFFECTS = ("clear", "skip", "reverse", "give", "discard", "invert", "lock")
SCOPES = ("on-play", "only", "others", "holder")
TRIGGER_KEYS = ("rank", "count", "suit", "colour", "follows", "per")
RECIPIENTS = ("next", "choose")
LASTS_FIELD = ("lock", "invert")


@dataclass(frozen=True)
class Trigger:
    """What makes a data rule fire.

    ``ranks`` / ``suits``: a played card of one of these ranks / suits (a joker never counts: LOCAL-RULES.md);
    ``count``: the play has exactly this many cards (with ``ranks``: that many cards of them);
    ``follows``: two plays in a row share this pattern (suit, colour, parity) or run on (rank);
    ``per``: ``card`` fires once per matching card, ``play`` once per play.
    """

    ranks: tuple[int, ...] = ()
    suits: tuple[int, ...] = ()
    count: int | None = None
    follows: str | None = None
    per: str = "card"


@dataclass(frozen=True)
class Effect:
    """One standard effect: ``kind`` (:data:`EFFECTS`), how many (skip, give, discard), what is locked, to whom."""

    kind: str
    count: int = 1
    lock: str | None = None
    to: str = "next"
    to_option: str | None = None
    """A deck option whose value (``next``/``choose``) says who receives a given card (``classic.seven_pass``)."""


@dataclass(frozen=True)
class RuleSpec:
    """A data rule as its file says it: id, names, texts (law and house), trigger, effect, scope, origin."""

    id: str
    ja: str
    en: str
    law_ja: str
    law_en: str
    house_ja: str | None
    house_en: str | None
    trigger: Trigger
    effect: Effect
    scope: str = "on-play"
    per_play_option: bool = False
    """The rule reads the deck option ``<id>.per_play`` (fire once per play when the table sets it)."""
    source: str = ""
    """The file it came from (for messages)."""
    finish: str = ""
    """What the rule rules when its give or discard empties the player's hand (:attr:`Rule.finish_ruling
    <explorer.engine.contract.Rule.finish_ruling>`): ``""`` (the forbidden-finish rule judges the cards played),
    ``played``, ``never`` or ``forbidden``."""


def _err(path: str, where: str, en: str, ja: str) -> ScenarioError:
    return ScenarioError(path, where, en, ja)


def _mapping(path: str, where: str, value: object) -> Mapping[str, object]:
    if not isinstance(value, Mapping):
        raise _err(path, where, f"expected a mapping, got {shown(value)}", f"対応表（キー: 値）を書く（{shown(value)}と書かれている）")
    for key in value:
        if not isinstance(key, str):
            raise _err(path, where, f"keys must be words, got {shown(key)}", f"キーは語で書く（{shown(key)}と書かれている）")
    return value


def _known_keys(path: str, where: str, value: Mapping[str, object], known: tuple[str, ...]) -> None:
    for key in value:
        if key not in known:
            raise _err(path, f"{where}.{key}", f"unknown field {shown(key)} (known: {', '.join(known)})",
                       f"不明な項目 {shown(key)}（使えるのは {'、'.join(known)}）")


def _text(path: str, where: str, value: object, required: bool = True) -> tuple[str, str] | None:
    if value is None and not required:
        return None
    m = _mapping(path, where, value)
    _known_keys(path, where, m, ("ja", "en"))
    out = []
    for lang in ("ja", "en"):
        t = m.get(lang)
        if not isinstance(t, str) or not t.strip():
            raise _err(path, f"{where}.{lang}", f"expected a text in {'Japanese' if lang == 'ja' else 'English'}, "
                       f"got {shown(t)}", f"{'日本語' if lang == 'ja' else '英語'}の文を書く（{shown(t)}と書かれている）")
        if len(t) > 500:
            raise _err(path, f"{where}.{lang}", "longer than 500 characters", "500文字より長い")
        out.append(t.strip())
    return out[0], out[1]


def _rank(path: str, where: str, value: object) -> int:
    text = str(value).strip() if isinstance(value, (str, int)) and not isinstance(value, bool) else None
    if text is not None and text.upper() in ("1", "ACE"):
        text = "A"
    if text is None or text.upper() not in RANKS:
        raise _err(path, where, f"unknown rank {shown(value)} (ranks: {' '.join(RANKS)})",
                   f"不明な数字 {shown(value)}（使えるのは {' '.join(RANKS)}）")
    return RANKS.index(text.upper())


def _list(value: object) -> list[object]:
    return list(value) if isinstance(value, list) else [value]


def _count(path: str, where: str, value: object, low: int, high: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise _err(path, where, f"expected a whole number from {low} to {high}, got {shown(value)}",
                   f"{low}から{high}までの整数を書く（{shown(value)}と書かれている）")
    return value


def _choice(path: str, where: str, value: object, known: tuple[str, ...]) -> str:
    if not isinstance(value, str) or value not in known:
        raise _err(path, where, f"expected one of {', '.join(known)}, got {shown(value)}",
                   f"{'、'.join(known)} のいずれかを書く（{shown(value)}と書かれている）")
    return value


def parse_trigger(path: str, where: str, value: object) -> Trigger:
    m = _mapping(path, where, value)
    _known_keys(path, where, m, TRIGGER_KEYS)
    ranks = tuple(_rank(path, f"{where}.rank", r) for r in _list(m["rank"])) if "rank" in m else ()
    suits: list[int] = []
    if "suit" in m:
        for s in _list(m["suit"]):
            if not isinstance(s, str) or s.strip().lower() not in SUIT_WORDS:
                raise _err(path, f"{where}.suit", f"unknown suit {shown(s)} (suits: ♠ ♥ ♦ ♣)",
                           f"不明なスート {shown(s)}（使えるのは ♠ ♥ ♦ ♣）")
            suits.append(SUIT_WORDS[s.strip().lower()])
    if "colour" in m:
        if suits:
            raise _err(path, f"{where}.colour", "give a suit or a colour, not both", "スートか色のどちらか一方を書く")
        suits = list(COLOURS[_choice(path, f"{where}.colour", m["colour"], tuple(COLOURS))])
    count = _count(path, f"{where}.count", m["count"], 1, 4) if "count" in m else None
    follows = _choice(path, f"{where}.follows", m["follows"], PATTERNS) if "follows" in m else None
    if follows is not None and (ranks or suits or count is not None):
        raise _err(path, f"{where}.follows", "follows stands alone: two plays in a row share a pattern",
                   "followsは単独で書く（2回続けて同じ型が出されると発動する）")
    if follows is None and not (ranks or suits or count is not None):
        raise _err(path, where, "a trigger needs a rank, a count, a suit, a colour or follows",
                   "発動条件には rank、count、suit、colour、follows のどれかを書く")
    if ranks and suits:
        raise _err(path, f"{where}.suit", "give a rank or a suit/colour, not both", "数字かスート・色のどちらか一方を書く")
    default_per = "card" if (ranks or suits) and count is None else "play"
    per = _choice(path, f"{where}.per", m.get("per", default_per), ("card", "play"))
    if (count is not None or follows is not None) and per == "card":
        raise _err(path, f"{where}.per", "a count or follows trigger fires once per play (per: play)",
                   "枚数やfollowsの発動条件は1回の出しごとに発動する（per: play）")
    return Trigger(ranks, tuple(suits), count, follows, per)


def parse_effect(path: str, where: str, value: object) -> Effect:
    if isinstance(value, str):
        kind = _choice(path, where, value, EFFECTS)
        if kind not in ("clear", "reverse", "invert", "skip", "give", "discard"):
            raise _err(path, where, f"{kind} needs a value ({kind}: suit, colour, parity or rank)",
                       f"{kind}には値を書く（{kind}: suit、colour、parity、rank）")
        return Effect(kind)
    m = _mapping(path, where, value)
    kinds = [k for k in m if k in EFFECTS]
    if len(kinds) != 1:
        raise _err(path, where, f"expected exactly one effect ({', '.join(EFFECTS)}), got {shown(list(m))}",
                   f"効果を1つだけ書く（{'、'.join(EFFECTS)}）。{shown(list(m))}と書かれている")
    kind = kinds[0]
    extra = ("to", "to_option") if kind == "give" else ()
    _known_keys(path, where, m, (kind, *extra))
    raw = m[kind]
    if kind == "lock":
        return Effect(kind, lock=_choice(path, f"{where}.lock", raw, PATTERNS))
    if kind in ("skip", "give", "discard"):
        count = 1 if raw is None else _count(path, f"{where}.{kind}", raw, 1, 3)
        to = _choice(path, f"{where}.to", m.get("to", "next"), RECIPIENTS)
        to_option = m.get("to_option")
        if to_option is not None and not isinstance(to_option, str):
            raise _err(path, f"{where}.to_option", f"expected a deck option's name, got {shown(to_option)}",
                       f"デッキのオプションの名前を書く（{shown(to_option)}と書かれている）")
        return Effect(kind, count, to=to, to_option=None if to_option is None else str(to_option))
    if raw not in (None, True):
        raise _err(path, f"{where}.{kind}", f"{kind} takes no value, got {shown(raw)}",
                   f"{kind}には値を書かない（{shown(raw)}と書かれている）")
    return Effect(kind)


SPEC_KEYS = ("id", "name", "text", "house", "trigger", "effect", "scope", "per_play_option", "finish")
FINISHES = ("played", "never", "forbidden")
"""What a give or discard that empties the player's hand is (``finish:``; absent: the forbidden-finish rule judges)."""


def parse_spec(raw: object, path: str, where: str) -> RuleSpec:
    """One rule of a rule file, checked field by field."""
    m = _mapping(path, where, raw)
    _known_keys(path, where, m, SPEC_KEYS)
    for key in ("id", "name", "text", "trigger", "effect"):
        if key not in m:
            raise _err(path, f"{where}.{key}", "missing (a rule needs id, name, text, trigger and effect)",
                       "ない（ルールには id、name、text、trigger、effect が要る）")
    rid = m["id"]
    if not isinstance(rid, str) or not ID.fullmatch(rid):
        raise _err(path, f"{where}.id", f"expected an id deck.name in lowercase letters, digits and _ "
                   f"(table.six_skip), got {shown(rid)}",
                   f"IDは deck.name の形で、小文字・数字・_で書く（例 table.six_skip）。{shown(rid)}と書かれている")
    name = _text(path, f"{where}.name", m["name"])
    text = _text(path, f"{where}.text", m["text"])
    house = _text(path, f"{where}.house", m.get("house"), required=False)
    assert name is not None and text is not None
    trigger = parse_trigger(path, f"{where}.trigger", m["trigger"])
    effect = parse_effect(path, f"{where}.effect", m["effect"])
    if trigger.follows is not None and effect.kind != "lock":
        raise _err(path, f"{where}.effect", "a follows trigger (two plays in a row) locks the field: effect lock",
                   "followsの発動条件（2回続けて出す）に付けられる効果は縛り（lock）だけ")
    if effect.kind == "lock" and effect.lock == "rank" and trigger.follows not in (None, "rank"):
        raise _err(path, f"{where}.effect.lock", "a rank lock follows a run of ranks (follows: rank) or a rank, "
                   "a count, a suit", "数字の縛りは連番（follows: rank）か、数字・枚数・スートで発動する")
    scope = _choice(path, f"{where}.scope", m.get("scope", "on-play"), SCOPES)
    ppo = m.get("per_play_option", False)
    if not isinstance(ppo, bool):
        raise _err(path, f"{where}.per_play_option", f"expected true or false, got {shown(ppo)}",
                   f"true か false を書く（{shown(ppo)}と書かれている）")
    if ppo and not trigger.ranks:
        raise _err(path, f"{where}.per_play_option", "only a rank trigger can fire once per play by option",
                   "1回だけ発動するオプションは数字の発動条件にだけ付けられる")
    finish = ""
    if "finish" in m:
        finish = _choice(path, f"{where}.finish", m["finish"], FINISHES)
        if effect.kind not in ("give", "discard"):
            raise _err(path, f"{where}.finish", "only a give or discard effect can empty the player's hand",
                       "手札を0枚にできるのは、渡す（give）か捨てる（discard）効果だけ")
    return RuleSpec(rid, name[0], name[1], text[0], text[1], house[0] if house else None,
                    house[1] if house else None, trigger, effect, scope, ppo, path, finish)
