"""Japanese phrasing: rule and engine-check labels, cards, melds and actions as a Japanese player writes them.

The engine and the scenario format speak in ids and in the English action language (``group``,
``A plays JK=♠9``).  Nothing of that may reach a Japanese reader: every Japanese text is made from typed values
(a card, a meld, an action, a rule) in Japanese where it is made — never English notation rewritten afterwards.
The conventions are those of ``docs/glossary.md`` and ``docs/style-ja.md``:

- the ace is written ``1`` as in the rulebook (``♣1``, ``［1］``); digits and J/Q/K half-width;
- the joker is ``ジョーカー`` in Japanese text (never ``JK``);
- a card played as another is written with として: ``ジョーカー（♠9として）``, ``♦1（Jとして）``,
  and in a sentence about one card ``Bが♦3をKとして出す``;
- a rule named inside a sentence is written in 【】 as the rulebook does (``【階段出し】``).

>>> from explorer.engine.melds import parse_meld
>>> meld_ja(parse_meld("JK=♠9 ♥9")), meld_ja(parse_meld("♠2 ♥Q as Q")), card_ja(parse_meld("♣A").cards.bit_length() - 1)
('ジョーカー（♠9として） ♥9', '♠2（Qとして） ♥Q', '♣1')
>>> label("group", "ja"), label("exchange", "ja"), label("eight_cut@house", "ja")
('同時出し', '交換フェイズ', '8切り（家訓）')
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from explorer.engine.cards import JOKER, CardMask, card_text, mask_text, rank_text
from explorer.engine.melds import JOKER_FACE
from explorer.engine.errors import ExplorerError, IllegalMoveError
from explorer.engine.game import DECISION_NAMES
from explorer.rules.catalogue import every_rule, rule_class

if TYPE_CHECKING:
    from explorer.engine.actions import Action
    from explorer.engine.contract import Refusal, Rule
    from explorer.engine.events import Event
    from explorer.engine.melds import Meld
    from explorer.engine.state import State

ENGINE_CHECKS: dict[str, tuple[str, str]] = {
    # id used by the engine for a check or a decision that is not a rule card: (ja, en)
    **{kind.value: names for kind, names in DECISION_NAMES.items()},
    "turn": ("手番", "Turn"),
    "hand": ("手札", "Hand"),
    "game": ("ゲーム", "Game"),
    "law": ("法律フェイズ", "Law phase"),
    "order": ("効果の処理順", "Order of effects"),
    "round": ("ラウンド", "Round"),
    "field": ("場", "Field"),
    "strength": ("カードの強さ", "Card strength"),
    "shape": ("カードの出し方", "How cards are played"),
}
"""Every non-rule id the engine attaches to a refusal, an event or a pending decision."""

SCOPE_JA: dict[str, str] = {
    "only": "持ち主だけが使える",
    "on-play": "持ち主が出したときだけ発動する。始まった効果は場が流れるまで全員に効く",
    "holder-exempt": "持ち主だけが免除される",
    "others": "持ち主以外の全員に効く",
    "holder": "効果は持ち主に働く",
}
"""A house rule's scope (``Scope`` values) in Japanese."""

def scope_ja(cls: type[Rule]) -> str:
    """A house rule's scope in Japanese, as its card says it: a lock's holder also plays free of every lock
    (cards 14 and 15: 「縛りの効果を受けずにカードを出すことができる」).

    >>> from explorer.rules.catalogue import rule_class
    >>> scope_ja(rule_class("suit_lock"))
    '持ち主が出したときだけ発動する。持ち主は縛りの効果を受けずにカードを出せる'
    """
    if cls.house_scope[0]:  # the card's own words, where the general ones do not fit it (card 13)
        return cls.house_scope[0]
    if "lock" in cls.house_waives and cls.scope.value == "on-play":
        return "持ち主が出したときだけ発動する。持ち主は縛りの効果を受けずにカードを出せる"
    text = SCOPE_JA[cls.scope.value]
    return text + "。持ち主は縛りの効果を受けずにカードを出せる" if "lock" in cls.house_waives else text


RANK_JA = {"A": "1"}
"""Ranks written differently in Japanese: the ace is ``1``, as in the rulebook."""

_SUIT = "♠♥♦♣"


def rank_ja(rank: str) -> str:
    """A rank as the Japanese text writes it (``A`` -> ``1``)."""
    return RANK_JA.get(rank, rank)


def label(key: str | None, lang: str) -> str:
    """The name of a rule (``eight_cut``, ``eight_cut@house``) or an engine check (``turn``) in ``lang``.

    Unknown keys come back unchanged (the caller shows them as they are).
    """
    if not key:
        return ""
    if key in ENGINE_CHECKS:
        ja, en = ENGINE_CHECKS[key]
        return ja if lang == "ja" else en
    house = key.endswith("@house")
    try:
        cls = rule_class(key.removesuffix("@house"))
    except ExplorerError:
        return key
    name = cls.name_ja() if lang == "ja" else cls.en  # a deck's name first where two decks share it (「定番の7渡し」)
    if house:
        return f"{name}（家訓）" if lang == "ja" else f"{name} (house rule)"
    return name


def refusal_heading(why: Refusal | IllegalMoveError, lang: str) -> str:
    """The name a refusal is headed by, in ``lang``: the rule or engine check it names as its heading
    (:attr:`Refusal.heading <explorer.engine.contract.Refusal.heading>`: 「カードの強さ」 for a play of the base rules
    that is too weak), the same in both languages.

    >>> from explorer.engine.contract import Refusal
    >>> why = Refusal("group", "the field is empty: the leader must play", "場が空なのでパスはできない", "lead_pass",
    ...               heading="turn")
    >>> refusal_heading(why, "ja"), refusal_heading(why, "en")
    ('手番', 'Turn')
    """
    return label(why.heading, lang)


def refusal_line(why: Refusal | IllegalMoveError, lang: str) -> str:
    """A refusal in one line, its heading first: 「手番：場が空なのでパスはできない」, "Turn: the field is empty"."""
    name = refusal_heading(why, lang)
    if lang == "ja":
        return f"{name}：{why.ja}" if name else why.ja
    return f"{name}: {why.en}" if name else why.en


def rule_in_text(key: str, lang: str = "ja") -> str:
    """A rule named inside a sentence: ``【8切り】`` in Japanese, the plain name in English."""
    return f"【{label(key, 'ja')}】" if lang == "ja" else label(key, lang)


def card_ja(card: int) -> str:
    """One physical card in Japanese text (``♣1``, ``ジョーカー``)."""
    return card_text(card, "ja")


def cards_ja(mask: CardMask) -> str:
    """A set of cards in Japanese text, weakest first (``♠3 ♣1 ジョーカー``); ``なし`` when empty."""
    return mask_text(mask, "ja") or "なし"


def meld_ja(meld: Meld | str) -> str:
    """A meld in Japanese text: ``ジョーカー（♠9として） ♥9``, made from its cards and what each counts as
    (:meth:`Meld.text <explorer.engine.melds.Meld.text>`); a meld given in the notation (a scenario's, a page's
    example) is read first."""
    from explorer.engine.melds import parse_meld

    return (parse_meld(meld) if isinstance(meld, str) else meld).text("ja")


def notation_ja(text: str) -> str:
    """Cards a person wrote in the notation (a scenario's expected field, a pattern), read and written for a
    Japanese reader (:func:`explorer.engine.melds.notation_text`).

    >>> notation_ja("JK=♠9 ♥9"), notation_ja("♠A ♥A JK"), notation_ja("♣A ?"), notation_ja("♦5 ♠5 ♥5 ♣5 JK=♠A")
    ('ジョーカー（♠9として） ♥9', '♠1 ♥1 ジョーカー', '♣1 ?', '♦5 ♠5 ♥5 ♣5 ジョーカー（♠1として）')
    """
    from explorer.engine.melds import notation_text

    return notation_text(text, "ja")


def _play_ja(name: str, meld: Meld) -> str:
    """A play as a sentence; one card played as another rank is said with として (``Bが♦3をKとして出す``)."""
    if len(meld.faces) == 1:
        phys, face = meld.faces[0]
        if phys >= JOKER and face != JOKER_FACE:
            return f"{name}がジョーカーを{card_text(face, 'ja')}として出す"
        if phys < JOKER and face != phys:
            return f"{name}が{card_text(phys, 'ja')}を{rank_text(face >> 2, 'ja')}として出す"
    return f"{name}が{meld.text('ja')}を出す"


def action_ja(state: State, action: Action, clause: bool = False) -> str:
    """An action as a Japanese sentence (``Bが♦3をKとして出す``, ``Cはパス``, a rule's choice with the rule's name
    after it: ``Aが♠3を捨てる（【10捨て】）``); with ``clause``, as a clause ending in its verb for a longer sentence
    to take in, without the rule's name (``Cがパスする``, ``Aが♠3を捨てる``).

    >>> from explorer.engine.state import State
    >>> from explorer.engine.game import Game
    >>> from explorer.engine.actions import Pass
    >>> s = State(Game(players=("A", "B", "C")))
    >>> action_ja(s, Pass(1)), action_ja(s, Pass(1), clause=True)
    ('Bはパス', 'Bがパスする')
    """
    from explorer.engine.actions import Give, NameStart, Pass, Pick, Play, Trim

    name = state.players[action.player]
    if isinstance(action, Play):
        if action.join:  # card 02: the cards join the meld on top of the field
            return f"{name}が{action.meld.text('ja')}を場のカードと合わせて出す"
        return _play_ja(name, action.meld)
    if isinstance(action, Pass):
        return f"{name}がパスする" if clause else f"{name}はパス"
    if isinstance(action, Pick):
        return f"{name}が家訓{rule_in_text(action.rule)}を選ぶ"
    if isinstance(action, Give):
        return f"{name}が{state.players[action.to]}に{card_ja(action.card)}を渡す"
    if isinstance(action, Trim):
        return f"{name}が{cards_ja(action.cards)}を捨てる" if action.cards else f"{name}は何も捨てない"
    if isinstance(action, NameStart):
        target = "自分" if action.target == action.player else state.players[action.target]
        return f"{name}が{target}をスタートプレイヤーに指定する"
    value = action.value
    if action.kind == "order" and isinstance(value, tuple):
        return f"{name}が効果を{'→'.join(rule_in_text(r) for r in value)}の順に処理する"
    cards = cards_ja(value) if isinstance(value, int) else str(value)
    if action.kind == "take":
        return f"{name}が{cards}を受け取る" if value else f"{name}は受け取らない"
    owner = _phrase_owner(state, action.kind)
    if owner is not None:
        said = owner.action_phrases[action.kind].format(name=name, cards=cards, value=value,
                                                        rank="1" if value == "A" else value)
        return said if clause else f"{said}（{rule_in_text(owner.id)}）"
    return f"{name}：{label(action.kind, 'ja')}（{cards}）"


def _phrase_owner(state: State, kind: str) -> type[Rule] | None:
    """The rule that says a choice of this kind as an action (:attr:`Rule.action_phrases`): one in force first,
    else the first the catalogue knows."""
    for r in state.rules:
        if kind in r.action_phrases:
            return type(r)
    for cls in every_rule():
        if kind in cls.action_phrases:
            return cls
    return None


def action_text(state: State, action: Action, lang: str) -> str:
    """An action for a reader of ``lang``: the action language in English, a sentence in Japanese."""
    return action_ja(state, action) if lang == "ja" else state.action_str(action)


check_words_ja: dict[str, str] = {"passed": "合格", "FAILED": "不合格"}
"""The ``check`` command's own words in Japanese."""


def sentences_ja(events: Sequence[Event]) -> str:
    """What ``events`` say in Japanese, one sentence each ending in 。 (``［8］が出たので場が流れる（8切り）。Aがあがった（1位）。``).

    The field's clearing is said once: a rule's effect that clears it (an event of kind ``clear``: 8切り) has said
    so, and the flow's own 「場が流れる。」 after it is left out — decided from the events' rules and kinds, not
    from their words (a lock's 「場が流れるまで」 says nothing of a clear).

    >>> from explorer.engine.events import Event
    >>> cut = Event("eight_cut", "clear", 0, "An 8", "［8］が出たので場が流れる（8切り）。")
    >>> clear = Event(None, "clear", None, "The field clears", "場が流れる。")
    >>> lock = Event("suit_lock", "lock", 0, "locked", "♠が2回続いたので、場が流れるまで♠しか出せない（スート縛り）。")
    >>> sentences_ja([cut, clear]), sentences_ja([lock, clear])
    ('［8］が出たので場が流れる（8切り）。', '♠が2回続いたので、場が流れるまで♠しか出せない（スート縛り）。場が流れる。')
    """
    out: list[str] = []
    cleared = False
    for e in events:
        if e.kind == "clear" and e.rule is None and cleared:
            cleared = False
            continue  # a rule's effect that clears the field has said so already
        cleared = cleared or (e.kind == "clear" and e.rule is not None)
        text = e.ja.strip()
        if text:
            out.append(text if text.endswith(("。", "！", "？")) else text + "。")
    return "".join(out)


_ALLOWED_CARD = re.compile(rf"[{_SUIT}]\ufe0e?(?:10|[2-9]|[JQK1])(?![A-Za-z0-9])")
_LATIN = re.compile(r"[A-Za-z][A-Za-z0-9_@.'-]*")
_SUIT_ACE = re.compile(rf"[{_SUIT}]\ufe0e?A(?![A-Za-z])")


def latin_words(text: str, names: tuple[str, ...] | list[str] = ()) -> list[str]:
    """The Latin words of a Japanese text that card notation and player names do not explain.

    Allowed: cards (``♠3``, ``♣1``), the ranks J, Q, K on their own (``［J］``, ``Jバック``) and the
    players' names.  An ace written ``A`` after a suit counts as a Latin word (the Japanese writes 1).

    >>> latin_words("Aが♠3 ジョーカー（♥Jとして）を出す（Jバック）", ["A", "B"])
    []
    >>> latin_words("出せない — group: ♦6は♣Aより弱い", ["A"])
    ['♣A', 'group']
    """
    bad = [m.group(0) for m in _SUIT_ACE.finditer(text)]
    rest = _ALLOWED_CARD.sub(" ", text.replace("Q&A", " "))
    for m in _LATIN.finditer(rest):
        word = m.group(0).rstrip(".'-")
        if word in names or word in ("J", "Q", "K"):
            continue
        bad.append(word)
    return bad


def _source_segments(source: str) -> list[str]:
    """``source`` cut at its top-level ``;`` (one named source each; a ``;`` inside parentheses stays)."""
    parts, depth, current = [], 0, ""
    for ch in source:
        if ch in "(（":
            depth += 1
        elif ch in ")）":
            depth = max(0, depth - 1)
        if ch == ";" and depth == 0:
            parts.append(current)
            current = ""
        else:
            current += ch
    parts.append(current)
    return [p.strip() for p in parts if p.strip()]


# A scenario's ``source`` is free text written for the project (``rulebook 000, card 02, Q&A 1``;
# ``docs/readings.md (Eight cut)``; ``LOCAL-RULES.md, classic deck, five_skip``).  A reader sees each part named
# as a person names it: the rulebook (説明書), Arcasino's official Q&A (アルカジノ公式Q&A), the explorer's own
# reading where the rulebook is silent, its definition of the local rules, a table's own rule file, the
# interaction search — never a seed number, a file name or an id (docs/glossary.md).
_SOURCE_KINDS: tuple[tuple[str, str, str], ...] = (
    # (what a part starts with or holds, Japanese name, English name); the first that matches names the part
    (r"rule-graph search", "ルールの相互作用を探して見つけた、いちばん小さい局面",
     "the smallest position found by the explorer's search of how the rules interact"),
    (r"LOCAL-RULES\.md, classic deck|^classic deck", "このアプリの定番ローカルルールの定義",
     "the explorer's definition of the classic local rules"),
    (r"LOCAL-RULES\.md|^arcasino deck", "このアプリのローカルルールの定義",
     "the explorer's definition of the local rules"),
    (r"^(?:RULES\.md|docs/readings\.md|SCENARIO-FORMAT\.md)", "このアプリの解釈（説明書に書かれていない点）",
     "the explorer's reading (where the rulebook is silent)"),
    (r"^a table's own rule file", "わが家のルールのファイル", "a table's own rule file"),
)
_SOURCE_RULES: tuple[tuple[str, str], ...] = (
    (r"(?:seed|rulebook) 004 \(.*", "アルカジノ公式Q&A（カードの処理の順番）"),
    (r"(?:seed|rulebook) 004,?\s*", "アルカジノ公式Q&A "),
    (r"rulebook 000,?\s*", "説明書 "),
    (r"\s*\(law text: ([^)]*)\)", r"《法律》\1"),
    (r"cards (\d\d)", r"カード\1"),
    (r"card (\d\d)", r"カード\1"),
    (r"\s*\band\b\s*", "・"),
    (r"Q&A (\d+)", r"Q&A\1"),
    (r",\s*Q&A", " Q&A"),
    (r",\s*", "、"),
)


def _named_source(segment: str, lang: str) -> str | None:
    """The name of a source that is one of :data:`_SOURCE_KINDS` (``None``: the rulebook or a Q&A, cited)."""
    for pattern, ja, en in _SOURCE_KINDS:
        if re.search(pattern, segment):
            return ja if lang == "ja" else en
    return None


def source_ja(source: str) -> str:
    """A scenario's ``source`` for a Japanese reader (the field itself is free text, mostly English): each
    source named as a Japanese player names it, the rulebook's own words kept, English notes left out.

    >>> source_ja("rulebook 000, card 02, Q&A 1")
    '出典：説明書 カード02 Q&A1'
    >>> source_ja("rulebook 000, cards 09《法律》 and 22《法律》; docs/readings.md (Eight cut)")
    '出典：説明書 カード09《法律》・22《法律》／このアプリの解釈（説明書に書かれていない点）'
    >>> source_ja("LOCAL-RULES.md, classic deck, option classic.five_skip.per_play")
    '出典：このアプリの定番ローカルルールの定義'
    >>> source_ja("seed 004, 「処理・ゲームルール」について, Q&A 1")
    '出典：アルカジノ公式Q&A 「処理・ゲームルール」について Q&A1'
    >>> source_ja("SCENARIO-FORMAT.md (Jokers are identical cards); a house rule fires only when the holder plays")
    '出典：このアプリの解釈（説明書に書かれていない点）'
    """
    parts: list[str] = []
    for segment in _source_segments(source):
        text = _named_source(segment, "ja")
        if text is None:
            text = segment
            for pattern, repl in _SOURCE_RULES:
                text = re.sub(pattern, repl, text)
            text = re.sub(r"・カード", "・", text)
            text = re.sub(r"\s*\([^()（）]*[A-Za-z][^()（）]*\)", "", text).strip()  # an English note
            if latin_words(text):  # a note in English, not a source: the English page shows it
                continue
            text = re.sub(r"\(([^()]*)\)", r"（\1）", text)  # Japanese in parentheses: full-width
        if text and text not in parts:
            parts.append(text)
    return "出典：" + "／".join(parts or ["説明書"])


_JA = r"[\u3000-\u30ff\u3400-\u9fff\uff00-\uffef【】《》「」［］（）＜＞②]"
_TERMS_EN: dict[str, str] = {
    "キング・エクスチェンジ": "King exchange", "処理・ゲームルール": "Processing and game rules",
    "7渡し": "Seven pass", "革命": "Revolution", "禁止上がり": "Forbidden finish", "都落ち": "Fall of the capital",
    "ジョーカー": "Joker", "色縛り": "Colour lock", "全員がパスをしたら場が流れる": "when everyone passes, the field clears",
    "革命を起こすことができる": "you may start a revolution",
}
_SOURCE_RULES_EN: tuple[tuple[str, str], ...] = (
    (r"(?:seed|rulebook) 004 \(.*", "Arcasino's official Q&A (the order of processing)"),
    (r"(?:seed|rulebook) 004", "Arcasino's official Q&A"),
    (r"rulebook 000", "the rulebook"),
    (r"\s*\([^()]*(?:\.md|/|seed \d|rulebook \d)[^()]*\)", ""),  # a file or a seed named in a note
    (r"《法律》", " (law)"), (r"《家訓》", " (house rule)"),
    (r"「([^」]*)」について", r"the section on 「\1」"),
    (r"初期の全体ルール", "the opening rules "), (r"ゲームの基本ルール", "the basic rules "),
    (r"ノーマルモード", "normal mode"), (r"発狂モード", "mad mode"),
)


def source_en(source: str) -> str:
    """A scenario's ``source`` for an English reader: each source named as a player names it, the rulebook's
    Japanese section and rule names in English, its quoted card texts left out (they are the Japanese
    originals; the Japanese page shows them).

    >>> source_en("rulebook 000, cards 09《法律》 and 22《法律》; docs/readings.md (Eight cut)")
    "Source: the rulebook, cards 09 (law) and 22 (law); the explorer's reading (where the rulebook is silent)"
    >>> source_en("rulebook 004, 「キング・エクスチェンジ」について Q&A 1; 初期の全体ルール「禁止上がり」「都落ち」")
    "Source: Arcasino's official Q&A, the section on “King exchange” Q&A 1; the opening rules “Forbidden finish” “Fall of the capital”"
    >>> source_en("rule-graph search (explorer/graphs/rule_graph.py): the smallest position found")
    "Source: the smallest position found by the explorer's search of how the rules interact"
    >>> source_en("LOCAL-RULES.md, classic deck, five_skip")
    "Source: the explorer's definition of the classic local rules"
    """
    parts: list[str] = []
    for segment in _source_segments(source):
        text = _named_source(segment, "en")
        if text is None:
            text = segment
            for pattern, repl in _SOURCE_RULES_EN:
                text = re.sub(pattern, repl, text)
            text = re.sub(r"「([^」]*)」", lambda m: f" “{_TERMS_EN[m[1]]}”" if m[1] in _TERMS_EN else "", text)
            text = re.sub(r"（[^）]*）", "", text)  # a quoted card text
            text = re.sub(rf"\S*{_JA}\S*", "", text)  # whatever Japanese is left over
            text = re.sub(r"\(\s*[:,]?\s*\)", "", text)
            text = re.sub(r"\s+([,;)])", r"\1", re.sub(r"\s{2,}", " ", text)).strip(" ,")
        if text and text not in parts:
            parts.append(text)
    return "Source: " + "; ".join(parts or ["the rulebook"])


EDGE_JA: dict[str, tuple[str, str, str]] = {
    # kind: (name, what it means, the sentence of one edge) — one wording per interaction type, everywhere
    "enables": ("そろうとできる", "両方そろうと、どちらか一方だけではできないことができる",
                "{u}と{v}がそろうと、どちらか一方だけではできないことができる"),
    "blocks": ("発動させない", "一方があると、もう一方が発動しない", "{u}があると、{v}が発動しない"),
    "overrides": ("優先される", "一方が、もう一方の制限や罰より優先される", "{u}が{v}より優先される"),
    "compounds": ("同時に発動する", "1回出すだけで両方が発動し、効果が重なる", "{u}と{v}が同時に発動し、効果が重なる"),
    "conflicts": ("そろうとできない", "どちらか一方だけならできることが、両方そろうとできなくなる",
                  "{u}と{v}がそろうと、どちらか一方だけならできることができなくなる"),
}
"""The five interaction types of the rule graph in Japanese: the legend's name, its meaning, and the sentence
of one edge (the witness's title, the edge's tooltip); docs/glossary.md lists them."""


def node_ja(node: str) -> str:
    """A rule-graph node in a Japanese sentence: ``【8切り】``, ``【8切り】（家訓）``."""
    rid, house = node.removesuffix("@house"), node.endswith("@house")
    return rule_in_text(rid) + ("（家訓）" if house else "")


def edge_title_ja(u: str, kind: str, v: str) -> str:
    """The Japanese sentence of the rule-graph edge ``u -kind-> v`` (a witness's title).

    >>> edge_title_ja("number_lock", "blocks", "wisdom@house")
    '【数縛り】があると、【文殊の知恵】（家訓）が発動しない'
    """
    return EDGE_JA[kind][2].format(u=node_ja(u), v=node_ja(v))


def do_text_ja(text: str) -> str:
    """A scenario step's action the engine could not read, phrased as far as its words allow.

    >>> do_text_ja("A plays ♠7 ♥7 ♦7 ♣7 JK"), do_text_ja("B passes")
    ('Aが♠7 ♥7 ♦7 ♣7 ジョーカーを出す', 'Bはパス')
    """
    words = text.split()
    if len(words) >= 3 and words[1].lower() in ("plays", "play"):
        return f"{words[0]}が{notation_ja(' '.join(words[2:]))}を出す"  # the cards read as written
    if len(words) == 2 and words[1].lower() in ("passes", "pass"):
        return f"{words[0]}はパス"
    return f"「{text}」"
