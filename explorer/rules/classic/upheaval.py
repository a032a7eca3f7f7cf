"""classic.upheaval 下剋上 / Upheaval: the 大貧民 finishing first inverts every rank for the next exchange.

The previous round's last (大貧民) takes first place: the king does not fall (no fall of the capital), and the
next round's exchange reads the previous round's places upside down (大貧民 ↔ 大富豪, 貧民 ↔ 富豪 …), not this
round's.  It matters to an exchange that reads ranks (``classic.rank_exchange``); the base exchange reads only
the king, who is the upheaval's maker either way.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from explorer.engine.events import Event
from explorer.engine.game import Phase
from explorer.rules.base.miyako_ochi import CAPITAL_FALLS
from explorer.rules.local import LocalRule
from explorer.engine.contract import declare_data, RuleData
from explorer.engine.table_values import Number
from explorer.engine.table_values import SetPreviousOrder

if TYPE_CHECKING:
    from explorer.engine.contract import Table


@dataclass(frozen=True, slots=True)
class Inverted(RuleData):
    """The places the next round's exchange reads, set by an upheaval (``()``: none this round)."""

    order: tuple[int, ...] = ()


class Upheaval(LocalRule):
    id = "classic.upheaval"
    reads = frozenset[str]()  # the previous round's places
    brings = 0
    ja = "下剋上"
    en = "Upheaval"
    law_ja = ("前のラウンドの大貧民が1位であがると、次のラウンドの交換では全員の順位が逆になる（大貧民と大富豪、貧民と富豪…）。"
              "このとき都落ちは起きない。")
    law_en = ("If the previous round's last (大貧民) finishes first, every rank inverts for the next round's exchange "
              "(last ↔ first, second last ↔ second …) and the fall of the capital does not apply.")
    house_ja = "この家訓の持ち主が大貧民から1位であがったときだけ発動する。"
    house_en = "Fires only when the holder, last in the previous round, finishes first."

    def _upheaval(self, state: Table, player: int) -> bool:
        order = state.standing.prev_order
        return len(order) == state.game.n and player == order[-1] and self.applies(player)

    def adjust(self, state: Table, number: Number, player: int, value: int) -> int:
        if number is CAPITAL_FALLS and self._upheaval(state, player):
            return 0
        return value

    def on_first_place(self, state: Table, player: int) -> list[Event]:
        if not self._upheaval(state, player):
            return []
        state.set_rule_data(Inverted(tuple(reversed(state.standing.prev_order))))
        name = state.game.players[player]
        return [Event(self.id, "upheaval", player,
                      f"Upheaval: {name}, last in the previous round, finishes first — no fall of the capital, and every rank "
                      "inverts for the next round's exchange.",
                      f"下剋上：大貧民の{name}が1位であがった。都落ちは起きず、次のラウンドの交換では全員の順位が逆になる。",
                      args=())]

    def on_phase(self, state: Table, phase: Phase, begin: bool) -> list[Event]:
        order = state.rule_data(Inverted).order
        if phase is not Phase.LAW or not begin or not order:
            return []
        state.set_rule_data(Inverted())
        state.perform(SetPreviousOrder(order))
        ps = state.game.players
        return [Event(self.id, "invert", None, "Upheaval: the exchange reads the ranks inverted: "
                      + ", ".join(f"{i + 1}. {ps[p]}" for i, p in enumerate(order)),
                      "下剋上：交換では順位が逆になる：" + "、".join(f"{i + 1}位{ps[p]}" for i, p in enumerate(order)),
                      args=(("ranking", order),))]


declare_data(public=(Inverted,))
