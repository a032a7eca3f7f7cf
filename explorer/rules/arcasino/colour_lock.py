"""arcasino.colour_lock 色縛り: a suit lock that always reads the current top of the field (seed 004)."""

from __future__ import annotations

from explorer.rules.cards.c14_suit_lock import SuitLock
from explorer.rules.local import HOUSE_EN, HOUSE_JA


class ColourLock(SuitLock):
    number = 0
    id = "arcasino.colour_lock"
    ja = "色縛り"
    en = "Colour lock"
    law_ja = ("同じスートのカードが続けて出されると、場が流れるまでそのスートしか出せない。"
              "縛りは常に「前のカード」を見る（税収で場の最後のカードが変わったときも）。")
    law_en = ("Reading: a suit lock that always reads the previous card as the field now shows it (seed 004: "
              "♠3 → ♣6 → ♠A with tax taking the ♣6 locks ♠).")
    house_ja = HOUSE_JA
    house_en = HOUSE_EN
    house_waives = frozenset()
