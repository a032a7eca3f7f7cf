"""Events as sentences: one template per event ``kind`` and language, filled from the event's ``args``.

The engine writes every event in the third person (``CPU1 plays ♣3``).  A page that speaks to a player —
Play speaks to the human — renders the event from its template instead, so the English verb agrees with its
subject ("You play ♣3", "CPU1 plays ♣3"), an object that is the reader reads "you" / 「あなた」, and a player
named twice reads "yourself" / 「自分」.  A template is not made from the engine's text: it is written here,
per language, and filled from the structured ``args`` the engine put on the event.

Template syntax: ``{who}`` is the event's player (the subject); ``{key}`` an argument (a seat for ``to``,
``from``, ``target``; seats for ``winners`` and ``ranking``; typed cards for ``cards``, ``card``, ``laid``,
``shown`` (a meld, a card, a card mask); a rule id for ``rule``; rule ids for ``rules`` and ``order``; a number for ``n``, ``place``,
``points``, ``round``; a rank for ``rank``; ``why_en`` / ``why_ja`` a phrase per language); ``[a|b]`` the
English verb for a subject "you" or several (``a``) or one other player (``b``); ``<n:a|b>`` the English noun
for one (``a``) or any other number (``b``) of the argument ``n``.

An event without ``args`` (``None``: the engine gave no structure, as most rule effects that name nobody)
is its engine text; :data:`ENGINE_KINDS` are the kinds whose sentence is always the engine's (they name no
player).

>>> from explorer.engine.events import Event
>>> from explorer.engine.melds import parse_meld
>>> e = Event(None, "play", 0, "あなた plays ♣A", "あなたが♣1を出す", args=(("cards", parse_meld("♣A")),))
>>> sentence(e, "en", ["あなた", "CPU1"], you=0), sentence(e, "ja", ["あなた", "CPU1"], you=0)
('You play ♣A', 'あなたが♣1を出す')
>>> sentence(e, "en", ["CPU0", "CPU1"])
'CPU0 plays ♣A'
>>> s = Event(None, "start", 0, "", "", args=(("target", 0),))
>>> sentence(s, "en", ["A", "B"], you=0), sentence(s, "ja", ["A", "B"], you=0)
('You name yourself to start', 'あなたが自分をスタートプレイヤーに指定する')
>>> g = Event(None, "game_over", None, "", "", args=(("winners", (0, 1)), ("points", 12)))
>>> sentence(g, "en", ["A", "B"], you=1)
'Game over: A and you win with 12 points'
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from explorer.engine.cards import card_text, mask_text
from explorer.engine.errors import ExplorerError
from explorer.engine.events import Event
from explorer.engine.melds import Meld
from explorer.text.phrasing import label, rank_ja, rule_in_text
from explorer.rules.catalogue import every_rule, registered, rule_class


@dataclass(frozen=True)
class Template:
    """One way to say an event: used when the event has every argument of ``needs`` (and those of ``empty``
    are there but empty: "discards nothing")."""

    en: str
    ja: str
    needs: frozenset[str] = frozenset()
    empty: frozenset[str] = frozenset()
    subject: str = "who"
    """The argument the English verbs agree with (``winners`` for the game's winners)."""

    def text(self, lang: str) -> str:
        return self.ja if lang == "ja" else self.en


def _t(en: str, ja: str, needs: str = "", empty: str = "", subject: str = "who") -> Template:
    return Template(en, ja, frozenset(needs.split()), frozenset(empty.split()), subject)


ENGINE_KINDS: frozenset[str] = frozenset({
    "fuse", "clear", "cut", "lock", "unlock", "revolution", "reverse", "reverse_order", "hunt", "rotate", "exchange",
    "answered", "deal", "emperor", "market",
})
"""Kinds whose engine text names no player (a rule's effect on the field, the round's flow): said as the
engine says them, in both languages."""

TEMPLATES: dict[str, tuple[Template, ...]] = {
    # the game's flow (explorer/engine/flow.py)
    "play": (_t("{who} [play|plays] {cards}", "{who}が{cards}を出す", "cards"),),
    "pass": (_t("{who} [pass|passes]", "{who}はパス"),),
    "skip": (_t("{who} [are|is] skipped (it counts as a pass)", "{who}は飛ばされる（パス扱い）"),),
    "order": (_t("{who} [resolve|resolves] the effects in this order: {order}", "{who}は効果を{order}の順に処理する",
                 "order"),),
    "finish": (_t("{who} [are|is] out of cards (place {place})", "{who}があがった（{place}位）", "place"),),
    "fall": (_t("{who} [fall|falls] from the capital to last place; every other player gets 1 point.",
                "{who}が都落ちして最下位になる。{who}以外の全員に1点。"),),
    "first": (_t("{who} [take|takes] 1st place of the round.", "{who}がこのラウンドの1位になる。"),),
    "victory_points": (_t("{who} [score|scores] {n} <n:point|points> for the house rule {rule}",
                          "{who}は家訓{rule}の勝利点{n}点を得る", "n rule"),),
    "round_over": (_t("Round {round} is over: {ranking}", "第{round}ラウンド終了：{ranking}", "round ranking"),),
    "game_over": (_t("Game over: {winners} [win|wins] with {points} points", "ゲーム終了：{winners}が{points}点で勝利",
                     "winners points", subject="winners"),),
    "law": (_t("New law: {rule}", "法律フェイズ：{rule}が新しい法律になる", "rule"),),
    "draft": (_t("House-rule draft: {rules}", "家訓フェイズ：家訓選択場に{rules}", "rules"),),
    "pick": (_t("{who} [take|takes] the house rule {rule}", "{who}が家訓{rule}を選ぶ", "rule"),),
    "give": (_t("{who} [give|gives] {card} to {to}", "{who}が{to}に{card}を渡す", "card to"),),
    "trim": (_t("{who} [discard|discards] nothing", "{who}は何も捨てない", "cards", empty="cards"),
             _t("{who} [discard|discards] {cards}", "{who}が{cards}を捨てる", "cards"),),
    "start": (_t("{who} [name|names] {target} to start", "{who}が{target}をスタートプレイヤーに指定する", "target"),),
    "first_lead": (_t("{who} [lead|leads] first.", "{who}から始める。"),),
    # rule effects that name a player (explorer/rules/**)
    "discard": (_t("{who} [discard|discards] {cards}.", "{who}が{cards}を捨てる。", "cards"),),
    "take": (_t("{who} [take|takes] nothing.", "{who}は何も受け取らない。", "cards", empty="cards"),
             _t("{who} [take|takes] {cards} from {from}.", "{who}が{from}から{cards}を受け取る。", "cards from"),
             _t("{who} [take|takes] {cards} from the field into [your|their] hand.", "{who}が場から{cards}を手札に加える。",
                "cards"),),
    "bomb": (_t("{who} [name|names] {rank}: every player discards all of their {rank}s.",
                "{who}が［{rank}］を宣言：全員が［{rank}］をすべて捨てる。", "rank"),),
    "draw": (_t("{who} [show|shows] {shown} and [draw|draws] {card} at random from the discard pile.",
                "{who}が手札（{shown}）を公開し、捨札からランダムに{card}を引く。", "shown card"),),
    "armed": (_t("Armed force: if nobody answers this revolution before the field clears, {who} [win|wins] the round.",
                 "武力行使：場が流れるまでに革命返しがなければ、{who}がこのラウンドの勝利者になる。"),),
    "target": (_t("{who} [trade|trades] with {target}: [give|gives] {n} <n:card|cards>, [receive|receives] {m}.",
                  "{who}は{target}と交換する：{n}枚渡し、{m}枚もらう。", "target n m"),),
    "upheaval": (_t("Upheaval: {who}, last in the previous round, [finish|finishes] first — no fall of the capital, "
                    "and every place inverts for the next round's exchange.",
                    "下剋上：大貧民の{who}が1位であがった。都落ちは起きず、次のラウンドの交換では全員の順位が逆になる。"),),
    "invert": (_t("Upheaval: the exchange reads the places inverted: {ranking}", "下剋上：交換では順位が逆になる：{ranking}",
                  "ranking"),),
    **{kind: (_t("", ""),) for kind in ENGINE_KINDS},
}
TEMPLATES.update({kind: (_t(*words),) for cls in every_rule() for kind, words in cls.phrases.items()
                  if kind not in TEMPLATES})
"""Every event kind the engine and the rules emit, with its templates (tried in order; an empty template:
the engine's text, see :data:`ENGINE_KINDS`), then the kinds the rules bring with their code
(:attr:`Rule.phrases <explorer.engine.contract.Rule.phrases>`: English, Japanese, the slots they need; an empty
English text: the engine's words).  A rule's own phrase for a kind is tried before this table's."""

_SEAT_KEYS = frozenset({"who", "to", "from", "target"})
_CARD_KEYS = frozenset({"cards", "card", "laid", "shown"})
_VERB = re.compile(r"\[([^|\]]*)\|([^\]]*)\]")
_COUNTED = re.compile(r"<(\w+):([^|>]*)\|([^>]*)>")
_SLOT = re.compile(r"\{(\w+)\}")


def _rule(rule_id: str, lang: str) -> str:
    """A rule in a sentence: its card number if it has one (``09 Eight cut``, ``09【8切り】``), then its name."""
    try:
        number = rule_class(rule_id).number
    except ExplorerError:
        number = 0
    no = f"{number:02d}" if number else ""
    return f"{no}{rule_in_text(rule_id, lang)}" if lang == "ja" else f"{no} {label(rule_id, lang)}".strip()


def _own(event: Event) -> tuple[Template, ...]:
    """The rule's own way to say this kind of its event (:attr:`Rule.phrases`), if it has one."""
    cls = registered(event.rule) if event.rule else None
    words = cls.phrases.get(event.kind) if cls is not None else None
    return (_t(*words),) if words is not None else ()


def _template(event: Event) -> Template | None:
    if event.args is None:
        return None
    args = dict(event.args)
    have = set(args) | ({"who"} if event.player is not None else set())
    for tpl in _own(event) or TEMPLATES.get(event.kind, ()):
        if not tpl.en:
            return None
        if tpl.needs <= have and all(not args.get(k) for k in tpl.empty) \
                and all(args.get(k) not in (None, "") for k in tpl.needs - tpl.empty - {"who"}):
            return tpl
    return None


def templated(event: Event) -> bool:
    """Whether ``event`` is said from a template (otherwise its engine text is shown)."""
    return _template(event) is not None


def sentence(event: Event, lang: str, names: Sequence[str], you: int | None = None,
             you_word: Mapping[str, str] | None = None) -> str:
    """``event`` as a sentence in ``lang``; ``names`` are the players by seat, ``you`` the reader's seat
    (spoken to in the second person), ``you_word`` its word per language (「あなた」 / "You")."""
    tpl = _template(event)
    if tpl is None:
        return event.ja if lang == "ja" else event.en
    words = dict(you_word or {"ja": "あなた", "en": "You"})
    args: dict[str, object] = dict(event.args or ())
    if event.player is not None:
        args["who"] = event.player
    subject = args.get(tpl.subject)
    seats = subject if isinstance(subject, tuple) else (subject,)
    plural = you is not None and you in seats or len(seats) > 1
    ja = lang == "ja"

    def seat(p: object, key: str) -> str:
        assert isinstance(p, int)
        if key != "who" and p == event.player:
            return "自分" if ja else ("yourself" if p == you else "themselves")
        if p == you:
            return words["ja"] if ja else words["en"].lower()
        return names[p]

    def slot(m: re.Match[str]) -> str:
        key = m.group(1)
        if key == "why":
            return str(args.get(f"why_{lang if ja else 'en'}", ""))
        value = args.get(key)
        if key in _SEAT_KEYS:
            return seat(value, key)
        if key == "winners" and isinstance(value, tuple):
            who = [seat(p, key) for p in value]
            return "と".join(who) if ja else " and ".join([", ".join(who[:-1]), who[-1]] if len(who) > 1 else who)
        if key == "ranking" and isinstance(value, tuple):
            return ("、" if ja else ", ").join(f"{i + 1}位{seat(p, key)}" if ja else f"{i + 1}. {seat(p, key)}"
                                               for i, p in enumerate(value))
        if key == "rule":
            return _rule(str(value), lang)
        if key in ("rules", "order") and isinstance(value, tuple):
            joiner = ("→" if key == "order" else "、") if ja else ", "
            return joiner.join(_rule(str(r), lang) for r in value)
        if key == "rank":
            text = str(value)
            return rank_ja(text) if ja else text
        if key in _CARD_KEYS:
            return _cards(key, value, lang)
        return str(value)

    text = _VERB.sub(lambda m: m.group(1) if plural else m.group(2), tpl.text(lang))
    text = _COUNTED.sub(lambda m: m.group(2) if args.get(m.group(1)) == 1 else m.group(3), text)
    text = _SLOT.sub(slot, text)
    return text if ja else text[:1].upper() + text[1:]


def _cards(key: str, value: object, lang: str) -> str:
    """An event's cards for a reader of ``lang``, from their typed value: a meld, one card (``card``) or a mask."""
    if isinstance(value, Meld):
        return value.text(lang)
    if isinstance(value, int):
        return card_text(value, lang) if key == "card" else mask_text(value, lang)
    return str(value)

