"""The exceptions of the explorer; each is a ``ValueError`` with a message a user can act on.

Every message exists in English (``str(exc)``, what tests and scenario files match on) and in
Japanese; :meth:`ExplorerError.text` gives either, in the same shape (the token, file and field
prefixes stay as they are).

>>> exc = NotationError("♠11", "unknown rank '11'", "不明な数字 '11'")
>>> str(exc), exc.text("ja")
("'♠11': unknown rank '11'", "'♠11': 不明な数字 '11'")
>>> PositionError("turn: C holds no cards", "turn: Cは手札がない").text("ja")
'turn: Cは手札がない'
"""

from __future__ import annotations

import reprlib
from typing import Any

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

    def __init__(self, token: str, problem: str, problem_ja: str = "") -> None:
        self.token = token
        self.problem = problem
        self.problem_ja = problem_ja or problem
        super().__init__(f"{shown(token)}: {problem}", f"{shown(token)}: {self.problem_ja}")


class IllegalMoveError(ExplorerError):
    """An action the rules refuse.  ``rule`` names the rule that forbids it.

    The state it was tried on is unchanged.  ``en`` and ``ja`` are the reason without the rule;
    :meth:`text` gives it with the rule, as ``str(exc)`` does.
    """

    def __init__(self, rule: str, en: str, ja: str = "", names: tuple[str, ...] = ()) -> None:
        self.rule = rule
        self.en = en
        super().__init__(f"{rule}: {en}")
        self.ja = _cut(ja or en)
        self.names = names
        """Players' names the Japanese text leaves as they are (a player called ``JK`` is not a joker)."""

    def text(self, lang: str = "en") -> str:
        """The reason with the rule: ``group: …`` in English, ``同時出し：…`` in Japanese."""
        if lang == "ja" and self.ja != self.en:  # without a Japanese text the English stands in for it
            from explorer.phrasing import ja_text, label

            name, text = label(self.rule, "ja"), ja_text(self.ja, self.names)
            return text if text.startswith(f"{name}：") else f"{name}：{text}"
        return str(self)


class PositionError(ExplorerError):
    """A position that cannot exist (a card in two places, a five-card play, …)."""


class ScenarioError(ExplorerError):
    """A scenario file that breaks the scenario contract; names file and field."""

    def __init__(self, file: str, field: str, problem: str, problem_ja: str = "") -> None:
        self.file = file
        self.field = field
        self.problem = problem
        self.problem_ja = problem_ja or problem
        super().__init__(f"{file}: {field}: {problem}", f"{file}: {field}: {self.problem_ja}")


class RuleError(ExplorerError):
    """An unknown rule id or number, or a rule used where it cannot be."""
