"""classic.colour_lock 色縛り / Colour lock: two plays in a row of the same colours lock them until the field clears."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from explorer.melds import Meld
from explorer.rules.classic.pattern_lock import PatternLock, colours
from explorer.rules.rule import RuleData


@dataclass(frozen=True, slots=True)
class ColoursLocked(RuleData):
    """The colours the field is locked to, (red cards, black cards), until it clears (``None``: no lock)."""

    lasts: ClassVar[str] = "field"
    value: tuple[int, int] | None = None


class ColourLock(PatternLock):
    id = "classic.colour_lock"
    ja = "色縛り"
    en = "Colour lock"
    law_ja = ("同じ色（赤は♥♦、黒は♠♣）のカードが2回続けて出されると、場が流れるまでその色しか出せない。"
              "複数枚のときは1枚ずつの色で比べる。")
    law_en = ("Two consecutive plays of the same colours (red ♥♦ / black ♠♣, card by card) lock the colour until "
              "the field clears.")
    data = ColoursLocked

    def pattern(self, meld: Meld) -> object:
        return colours(meld)

    def describe(self, pattern: object) -> tuple[str, str]:
        assert isinstance(pattern, tuple)
        red, black = pattern
        en = " and ".join(w for w in (f"{red} red" if red else "", f"{black} black" if black else "") if w)
        ja = "と".join(w for w in (f"赤{red}枚" if red else "", f"黒{black}枚" if black else "") if w)
        return en + (" card" if red + black == 1 else " cards"), ja
