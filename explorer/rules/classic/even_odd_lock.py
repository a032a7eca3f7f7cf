"""classic.even_odd_lock 偶数/奇数縛り / Even/odd lock: even ranks on even ranks (odd on odd) lock the parity."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from explorer.melds import Meld
from explorer.rules.classic.pattern_lock import PatternLock, parity
from explorer.rules.rule import RuleData


@dataclass(frozen=True, slots=True)
class ParityLocked(RuleData):
    """The parity the field is locked to (0 even, 1 odd) until it clears (``None``: no lock)."""

    lasts: ClassVar[str] = "field"
    value: int | None = None


class EvenOddLock(PatternLock):
    id = "classic.even_odd_lock"
    ja = "偶数/奇数縛り"
    en = "Even/odd lock"
    law_ja = ("偶数のカードに偶数のカード（奇数には奇数）が続けて出されると、場が流れるまで偶数（奇数）しか出せない。"
              "エースは1、Jは11、Qは12、Kは13として数える。")
    law_en = ("A play of even ranks on even ranks (odd on odd) locks parity until the field clears (A counts 1, J 11, "
              "Q 12, K 13).")
    data = ParityLocked
    suit_sensitive = False

    def pattern(self, meld: Meld) -> object:
        return parity(meld)

    def describe(self, pattern: object) -> tuple[str, str]:
        return ("even ranks", "偶数") if pattern == 0 else ("odd ranks", "奇数")
