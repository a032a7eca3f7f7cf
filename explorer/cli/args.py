"""Command-line arguments read strictly: whole numbers in ASCII digits within a range, and one-line errors.

>>> whole(1)("12"), whole(None)("-3")
(12, -3)
>>> whole(1)("0")
Traceback (most recent call last):
...
argparse.ArgumentTypeError: expected a whole number, at least 1, got '0'
>>> whole(0)("٣")
Traceback (most recent call last):
...
argparse.ArgumentTypeError: expected a whole number in the digits 0-9, got '٣'
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


def whole(minimum: int | None, maximum: int | None = None) -> Callable[[str], int]:
    """An argparse ``type``: a whole number written in ASCII digits, ``minimum <= n <= maximum``."""

    def read(text: str) -> int:
        t = text.strip()
        if not _WHOLE.fullmatch(t):
            raise argparse.ArgumentTypeError(f"expected a whole number in the digits 0-9, got {shown(text)}")
        if len(t.lstrip("+-")) > MAX_DIGITS:
            raise argparse.ArgumentTypeError(f"expected a whole number of at most {MAX_DIGITS} digits, "
                                             f"got one of {len(t.lstrip('+-'))} digits")
        n = int(t)
        if minimum is not None and n < minimum or maximum is not None and n > maximum:
            span = (f"from {minimum} to {maximum}" if minimum is not None and maximum is not None
                    else f"at least {minimum}" if minimum is not None else f"at most {maximum}")
            raise argparse.ArgumentTypeError(f"expected a whole number, {span}, got {shown(text)}")
        return n

    read.__name__ = "whole number"
    return read


class OneLineParser(argparse.ArgumentParser):
    """An ``ArgumentParser`` whose errors are one line (``prog: error: …; see --help``), cut to a sane length."""

    japanese = False
    """Set by :func:`explorer.cli.help_ja.japanese`: the error line in Japanese (``--lang ja``)."""

    def error(self, message: str) -> NoReturn:
        if self.japanese:
            from explorer.cli.help_ja import error_ja

            self.exit(2, f"{self.prog}：エラー：{printable(error_ja(message), 300)}。{self.prog} --help を参照\n")
        self.exit(2, f"{self.prog}: error: {printable(message, 300)} (see {self.prog} --help)\n")

    def format_help(self) -> str:
        """As argparse's; in Japanese, its section headings end in a full-width colon (「オプション：」)."""
        text = super().format_help()
        return re.sub(r"^(\S[^\n]*):$", r"\1：", text, flags=re.M) if self.japanese else text

    def _check_value(self, action: argparse.Action, value: object) -> None:
        """As argparse's, with the value cut short in the message."""
        choices = action.choices
        if choices is not None and value not in choices:
            listed = ", ".join(map(repr, choices)) if not isinstance(choices, range) else f"{choices.start}..{choices.stop - 1}"
            raise argparse.ArgumentError(action, f"invalid choice: {shown(value)} (choose from {listed})")

    def exit(self, status: int = 0, message: str | None = None) -> NoReturn:
        if message:
            sys.stderr.write(message)
        raise SystemExit(status)
