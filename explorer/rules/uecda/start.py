"""uecda.diamond3_start ♦3スタート / The first lead of every game: whoever holds the ♦3, with the hands as dealt.

tndhms deals all 53 cards one by one from the 大富豪's seat (11, 11, 11, 10, 10 cards for five players), keeps no
trim, and after the exchange gives the first turn to the holder of the ♦3 (``search_card(…, 2, 1)``: the
diamond row, the 3's column), in every game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from explorer.engine.cards import make_card
from explorer.engine.contract import Rule
from explorer.engine.table_values import Number
from explorer.engine.table_values import HAND_LIMIT

if TYPE_CHECKING:
    from explorer.engine.contract import Table

DIAMOND3: Final = make_card(0, 2)


class Diamond3Start(Rule):
    id = "uecda.diamond3_start"
    ja = "♦3を持つ人から始める"
    en = "The ♦3 leads"
    law_ja = "配られたカードは全部持ったまま（手札を減らさない）。交換の後、♦3を持っている人から始める。毎回のゲームで同じ。"
    law_en = ("Every hand is kept as dealt (no trim). After the exchange, whoever holds the ♦3 leads first, in every "
              "game.")

    def starts(self, state: Table) -> int | None:
        for p, hand in enumerate(state.hands):
            if hand >> DIAMOND3 & 1:
                return p
        return None

    def adjust(self, state: Table, number: Number, player: int, value: int) -> int:
        return max(value, state.hands[player].bit_count()) if number is HAND_LIMIT else value
