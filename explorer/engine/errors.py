"""The exceptions of the explorer; each is a ``ValueError`` with a message a user can act on.

Every message exists in English (``str(exc)``, what tests and scenario files match on) and in
Japanese; :meth:`ExplorerError.text` gives either, in the same shape: the token and the file stay as they
are, a scenario's field is named in Japanese in the Japanese text, and its colon is full-width there.

>>> exc = NotationError("♠11", "unknown rank '11'", "不明な数字 '11'")
>>> str(exc), exc.text("ja")
("'♠11': unknown rank '11'", "'♠11'：不明な数字 '11'")
>>> PositionError("C holds no cards", "Cは手札がない", where="turn").text("ja")
'手番：Cは手札がない'
"""

from __future__ import annotations

import re
import reprlib
from typing import Any, Protocol

ECHO_LIMIT = 60
"""The most characters of a user's input an error message repeats (:func:`shown`)."""
MESSAGE_LIMIT = 1000
"""The longest message an error carries; a longer one is cut (a backstop: echoes are cut first)."""

_REPR = reprlib.Repr()
_REPR.maxstring = ECHO_LIMIT
_REPR.maxother = ECHO_LIMIT
_REPR.maxlong = 40
_REPR.maxlevel = 3
_REPR.maxlist = _REPR.maxtuple = _REPR.maxset = _REPR.maxfrozenset = _REPR.maxdict = 6


def shown(value: object, limit: int = ECHO_LIMIT) -> str:
    """``repr(value)`` for an error message: cut to about ``limit`` characters, safe to print and to
    put in a page (non-printable characters and lone surrogates are escaped, as ``repr`` does).

    >>> shown("♠11"), shown("x" * 100)[-4:], shown("\\ud800")
    ("'♠11'", "xx'…", "'\\\\ud800'")
    >>> shown(10 ** 5000)
    'a whole number of about 5001 digits'
    """
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) >= 10 ** 30:
        return f"a whole number of about {int(abs(value).bit_length() * 0.30103) + 1} digits"
    if isinstance(value, str):
        return repr(value[:limit]) + ("…" if len(value) > limit else "")
    try:
        text = _REPR.repr(value)
    except Exception:  # noqa: BLE001 - an object whose repr fails is still named
        text = f"<{type(value).__name__}>"
    return text if len(text) <= limit + 10 else text[: limit + 10] + "…"


def printable(text: str, limit: int = 200) -> str:
    """``text`` with non-printable characters and lone surrogates escaped, cut to ``limit`` characters.

    >>> printable("a\\x00b\\ud800")
    'a\\\\x00b\\\\ud800'
    """
    # 0xD800-0xDFFF: the surrogates, by number (mypyc compiles no surrogate in a string literal)
    out = "".join(ch if ch.isprintable() and not 0xD800 <= ord(ch) <= 0xDFFF else repr(ch)[1:-1] for ch in text[:limit])
    return out + ("…" if len(text) > limit else "")


def _cut(message: str) -> str:
    return message if len(message) <= MESSAGE_LIMIT else message[: MESSAGE_LIMIT - 1] + "…"


class ExplorerError(ValueError):
    """Base class of every error the explorer reports to a user.

    ``message`` is the English text (``str(exc)``), ``ja`` the Japanese one (the English when not given).
    """

    def __init__(self, message: str = "", ja: str = "") -> None:
        message = _cut(message)
        super().__init__(message)
        self.ja = _cut(ja) or message

    def text(self, lang: str = "en") -> str:
        """The message in ``lang`` (``"ja"`` or ``"en"``).

        Errors about what a user typed quote it as typed (the notation, the file's field), so the
        Japanese is shown as written; a refusal (:class:`IllegalMoveError`) is phrased the Japanese way.
        """
        return self.ja if lang == "ja" else str(self)

    def __reduce__(self) -> tuple[Any, ...]:
        return (_rebuild, (type(self), str(self), self.__dict__.copy()))


def _rebuild(cls: type[ExplorerError], message: str, state: dict[str, Any]) -> ExplorerError:
    """Unpickle an error whatever its constructor takes (its attributes are restored as they were)."""
    exc = cls.__new__(cls)
    ValueError.__init__(exc, message)
    exc.__dict__.update(state)
    return exc


class NotationError(ExplorerError):
    """A card, meld or action could not be read; names the offending token."""

    def __init__(self, token: str, problem: str, problem_ja: str = "", token_ja: str = "") -> None:
        self.token = token
        self.token_ja = token_ja or token
        """The token as the Japanese text quotes it (cards the engine read, written the Japanese way)."""
        self.problem = problem
        self.problem_ja = problem_ja or problem
        # without a Japanese text the English stands in for it, as written; ``token_ja``: cards the engine read,
        # written for a Japanese reader where the error is made (ジョーカー, ♠1), not the notation as typed
        super().__init__(f"{shown(token)}: {problem}",
                         f"{shown(token_ja or token)}：{problem_ja}" if problem_ja else "")


class Refused(Protocol):
    """What an :class:`IllegalMoveError` is made of: a :class:`~explorer.engine.contract.Refusal`'s rule, words
    and heading (named here without importing the contract, which imports this module)."""

    @property
    def rule(self) -> str: ...
    @property
    def en(self) -> str: ...
    @property
    def ja(self) -> str: ...
    @property
    def heading(self) -> str: ...


class IllegalMoveError(ExplorerError):
    """An action the rules refuse.  ``rule`` names the rule that forbids it.

    The state it was tried on is unchanged.  ``en`` and ``ja`` are the reason without the rule (the Japanese
    as a Japanese text writes cards and rules: ``♣1``, ``ジョーカー``, 【8切り】); ``str(exc)`` gives it with the rule,
    and :func:`explorer.text.describe` says it in either language with the rule's name.
    """

    def __init__(self, rule: str, en: str, ja: str = "", heading: str = "") -> None:
        self.rule = rule
        self.heading = heading or rule
        """The rule or engine check the refusal is headed by (:attr:`Refusal.heading
        <explorer.engine.contract.Refusal.heading>`)."""
        self.en = en
        super().__init__(f"{rule}: {en}")
        self.ja = _cut(ja or en)

    @classmethod
    def of(cls, why: Refused) -> IllegalMoveError:
        """The error for a refusal (:class:`~explorer.engine.contract.Refusal`): its rule, words and heading."""
        return cls(why.rule, why.en, why.ja, why.heading)


class PositionError(ExplorerError):
    """A position that cannot exist (a card in two places, a five-card play, …).

    ``where`` is the field of the position that is wrong (``hands.B``, ``history[0]``); the English opens with it
    as the scenario file writes it (``hands.B: …``), the Japanese with its Japanese name (``手札のB：…``), never the
    file's key (issue 42: 「history[0]: ♠3はhands.Aにもある」).  ``problem`` and ``problem_ja`` are what is wrong
    there.  Without ``where`` the texts are shown as given.

    >>> e = PositionError("bad", "だめ", where="hands.B")
    >>> str(e), e.ja, e.where
    ('hands.B: bad', '手札のB：だめ', 'hands.B')
    """

    def __init__(self, problem: str = "", problem_ja: str = "", where: str = "") -> None:
        self.where = where
        self.problem = problem
        self.problem_ja = problem_ja or problem
        if not where:
            super().__init__(problem, problem_ja)
        else:
            super().__init__(f"{where}: {problem}", f"{field_ja(where)}：{problem_ja}" if problem_ja else "")


class ScenarioError(ExplorerError):
    """A scenario file that breaks the scenario contract; names file and field."""

    def __init__(self, file: str, field: str, problem: str, problem_ja: str = "") -> None:
        self.file = file
        self.field = field
        self.problem = problem
        self.problem_ja = problem_ja or problem
        super().__init__(f"{file}: {field}: {problem}",
                         f"{file}：{field_ja(field)}：{problem_ja}" if problem_ja else "")  # none: the English


FIELD_JA: dict[str, str] = {
    "id": "識別名", "title": "タイトル", "question": "質問", "answer": "回答", "source": "出典", "origin": "由来",
    "notes": "メモ", "players": "プレイヤー", "laws": "法律", "house_rules": "家訓", "mode": "モード",
    "options": "テーブルオプション", "rules_file": "ルールファイル", "start": "開始局面", "hands": "手札",
    "field": "場", "cards": "カード", "by": "出した人", "history": "これまでに出たカード", "discard": "捨札",
    "turn": "手番", "lock": "縛り", "suit": "スート", "rank": "数字", "phase": "フェイズ", "finished": "あがった人",
    "points": "勝利点", "previous_order": "前のラウンドの順位", "king": "王", "revolution": "革命",
    "reversed": "強さの逆転", "steps": "手順", "do": "行動", "expect": "期待", "kind": "種類", "player": "プレイヤー",
    "legal": "出せるか", "error_contains": "理由", "events": "発動するルール", "events_exactly": "発動するルール",
    "discard_contains": "捨札", "hand_counts": "手札の枚数", "places": "順位", "moves": "出せるカード",
    "pending": "待っている選択", "includes": "含む", "excludes": "含まない", "exactly": "すべて", "ja": "日本語",
    "en": "英語", "forced": "強制", "laws/house": "法律と家訓", "draft": "家訓選択場", "(top level)": "ファイル全体", "(file)": "ファイル", "(yaml)": "ファイル",
}
"""The scenario file's keys (SCENARIO-FORMAT.md) as a Japanese error names them."""

_LINE = re.compile(r"line (\d+), column (\d+)")


def field_ja(field: str) -> str:
    """Where in a scenario file an error is, in Japanese: its keys by their Japanese names, a list item by
    its number, a line by 行 and 列; a key the format does not know is quoted as it was written.

    >>> field_ja("start.history[0]"), field_ja("hands.A"), field_ja("line 3, column 1")
    ('開始局面のこれまでに出たカードの1番目', '手札のA', '3行目、1列目')
    """
    line = _LINE.fullmatch(field)
    if line:
        return f"{line.group(1)}行目、{line.group(2)}列目"
    parts = []
    for part in field.split("."):
        m = re.fullmatch(r"([^\[]*)((?:\[\d+\])*)", part)
        key, index = (m.group(1), m.group(2)) if m else (part, "")
        name = FIELD_JA.get(key, key if key.isascii() and len(key) <= 2 else f"「{key}」")
        numbers = "".join(f"の{int(i) + 1}番目" for i in re.findall(r"\d+", index))
        parts.append(name + numbers)
    return "の".join(parts)


class RuleError(ExplorerError):
    """An unknown rule id or number, or a rule used where it cannot be."""
