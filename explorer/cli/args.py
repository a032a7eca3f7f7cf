"""Command-line arguments read strictly: whole numbers in ASCII digits within a range, and one-line errors.

>>> whole(1)("12"), whole(None)("-3")
(12, -3)
>>> whole(1)("0")
Traceback (most recent call last):
...
explorer.cli.args.WordsError: expected a whole number, at least 1, got '0'
>>> whole(0)("٣")
Traceback (most recent call last):
...
explorer.cli.args.WordsError: expected a whole number in the digits 0-9, got '٣'
"""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Callable
from typing import NoReturn

from explorer.engine.errors import printable, shown

MAX_DIGITS = 18
"""The most digits a number on the command line may have."""
_WHOLE = re.compile(r"[+-]?[0-9]+")


class WordsError(argparse.ArgumentTypeError):
    """A value the command line cannot take, said in both languages where it is found (the parser shows the one
    its reader reads: :meth:`OneLineParser._get_value`)."""

    def __init__(self, en: str, ja: str) -> None:
        super().__init__(en)
        self.en, self.ja = en, ja


def whole(minimum: int | None, maximum: int | None = None) -> Callable[[str], int]:
    """An argparse ``type``: a whole number written in ASCII digits, ``minimum <= n <= maximum``."""

    def read(text: str) -> int:
        t = text.strip()
        if not _WHOLE.fullmatch(t):
            raise WordsError(f"expected a whole number in the digits 0-9, got {shown(text)}",
                             f"0〜9の数字で書いた整数が必要：{shown(text)}")
        if len(t.lstrip("+-")) > MAX_DIGITS:
            digits = len(t.lstrip("+-"))
            raise WordsError(f"expected a whole number of at most {MAX_DIGITS} digits, got one of {digits} digits",
                             f"整数は{MAX_DIGITS}桁まで（{digits}桁ある）")
        n = int(t)
        if minimum is not None and n < minimum or maximum is not None and n > maximum:
            if minimum is not None and maximum is not None:
                span, span_ja = f"from {minimum} to {maximum}", f"{minimum}から{maximum}までの整数"
            elif minimum is not None:
                span, span_ja = f"at least {minimum}", f"{minimum}以上の整数"
            else:
                span, span_ja = f"at most {maximum}", f"{maximum}以下の整数"
            raise WordsError(f"expected a whole number, {span}, got {shown(text)}", f"{span_ja}が必要：{shown(text)}")
        return n

    read.__name__ = "whole number"
    return read


class OneLineParser(argparse.ArgumentParser):
    """An ``ArgumentParser`` whose errors are one line (``prog: error: …; see --help``), cut to a sane length."""

    japanese = False
    """Set by :func:`explorer.cli.help_ja.japanese`: the error line in Japanese (``--lang ja``)."""

    def error(self, message: str) -> NoReturn:
        """Stop with ``message`` on one line: a message the parser made in its reader's language (argparse's own
        words are looked up in Japanese as they are said: :func:`explorer.cli.help_ja.argparse_ja`)."""
        if self.japanese:
            self.exit(2, f"{self.prog}：エラー：{printable(message, 300)}。{self.prog} --help を参照\n")
        self.exit(2, f"{self.prog}: error: {printable(message, 300)} (see {self.prog} --help)\n")

    def fail(self, en: str, ja: str) -> NoReturn:
        """Stop with a command's own error, said in the reader's language."""
        self.error(ja if self.japanese else en)

    def _get_formatter(self) -> argparse.HelpFormatter:
        """As argparse's; in Japanese, its section headings end in a full-width colon (「オプション：」)."""
        formatter = super()._get_formatter()
        if self.japanese:
            formatter._Section = _SectionJa  # type: ignore[assignment]
        return formatter

    def _get_value(self, action: argparse.Action, arg_string: str) -> object:
        """As argparse's; a value its type refuses in words of both languages is refused in the reader's."""
        try:
            return super()._get_value(action, arg_string)
        except argparse.ArgumentError as err:
            words = err.__context__
            if isinstance(words, WordsError):
                raise argparse.ArgumentError(action, words.ja if self.japanese else words.en) from None
            raise

    def _check_value(self, action: argparse.Action, value: object) -> None:
        """As argparse's, with the value cut short in the message, in the reader's language."""
        choices = action.choices
        if choices is not None and value not in choices:
            listed = ", ".join(map(repr, choices)) if not isinstance(choices, range) else f"{choices.start}..{choices.stop - 1}"
            raise argparse.ArgumentError(action, f"選べない値 {shown(value)}（選べるのは {listed}）" if self.japanese
                                         else f"invalid choice: {shown(value)} (choose from {listed})")

    def exit(self, status: int = 0, message: str | None = None) -> NoReturn:
        if message:
            sys.stderr.write(message)
        raise SystemExit(status)


class _SectionJa(argparse.HelpFormatter._Section):
    """A help section whose heading ends in a full-width colon (「オプション：」): argparse's own, but for the colon it
    writes after the heading."""

    def format_help(self) -> str:
        if self.parent is not None:
            self.formatter._indent()
        join = self.formatter._join_parts
        item_help = join([func(*args) for func, args in self.items])
        if self.parent is not None:
            self.formatter._dedent()
        if not item_help:
            return ""
        heading = ""
        if self.heading is not argparse.SUPPRESS and self.heading is not None:
            heading = "%*s%s：\n" % (self.formatter._current_indent, "", self.heading)
        return str(join(["\n", heading, item_help, "\n"]))
