"""uecda.classes 身分（UECda） / Classes as UECda plays them: the finishing order is the class, nothing else.

tndhms has no forbidden finish (``RULE_KINSOKU=0``) and no fall of the capital: a player's class is the order
they went out.  From the second game the classes trade cards (the classic rank exchange, the upper giving back
any card, even one just received); the lower's cards are not theirs to choose: the server takes them
(``trans_strong_card``: the joker first, then from the 2 down, ♠ ♥ ♦ ♣ within a rank), and this rule offers
only the card it takes next.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from explorer.engine.cards import JOKER, NUM_RANKS, make_card
from explorer.engine.contract import Rule
from explorer.rules.base.miyako_ochi import CAPITAL_FALLS
from explorer.rules.classic.rank_exchange import ranked_pairs
from explorer.engine.table_values import Number

if TYPE_CHECKING:
    from explorer.engine.cards import CardMask
    from explorer.engine.contract import Table

TAKEN_ORDER: Final = (JOKER, *(make_card(r, s) for r in range(NUM_RANKS - 1, -1, -1) for s in range(4)))
"""The order the server takes a lower class's cards in: the joker, then the 2s ♠ ♥ ♦ ♣, the As …"""


def server_pick(hand: CardMask) -> CardMask:
    """The card the server takes next from ``hand`` for the exchange (one bit), or 0 from an empty hand."""
    for card in TAKEN_ORDER:
        if hand >> card & 1:
            return 1 << card
    return 0


class Classes(Rule):
    id = "uecda.classes"
    ja = "身分（コンピュータ大富豪大会）"
    en = "Classes (UECda)"
    law_ja = ("あがった順がそのまま身分になる。禁止上がりも都落ちもない。カード交換では、大貧民と貧民が渡すカードは"
              "自分で選べず、ジョーカー、次に［2］から強い順（同じ数字なら♠♥♦♣の順）に取られる。")
    law_en = ("The order players go out is their class: no forbidden finish, no fall of the capital. In the "
              "exchange the lower classes do not choose: their cards are taken strongest first (the joker, then "
              "from the 2 down, ♠ ♥ ♦ ♣ within a rank).")
    waives = frozenset({"forbidden_finish"})

    def adjust(self, state: Table, number: Number, player: int, value: int) -> int:
        return 0 if number is CAPITAL_FALLS else value

    def exchange_options(self, state: Table, giver: int, to: int, options: CardMask) -> CardMask:
        if len(state.standing.prev_order) != state.game.n:
            return options
        for upper, lower, _ in ranked_pairs(state):
            if giver == lower and to == upper:
                return server_pick(state.hands[giver])
        return options
