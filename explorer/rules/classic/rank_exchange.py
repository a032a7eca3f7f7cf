"""classic.rank_exchange カード交換 / Rank exchange: from round 2, the ranks of the previous round trade cards.

大富豪 (first) and 大貧民 (last) trade two cards, 富豪 (second) and 貧民 (second last) one, with four players or
more; the lower gives their strongest (joker, then 2 …), the upper cards of their choice.  It replaces the base
exchange (every commoner gives the king one card).  The lower gives first; option
``classic.rank_exchange.simultaneous`` (default true) makes the trade simultaneous — the upper does not give back
a card just received — and ``false`` lets the upper give any card then in hand.

As a house rule (a reading: the card text fires on the holder's own act) it replaces the exchange of a round
whose king — the previous round's first — is its holder.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from explorer.engine.events import Event
from explorer.engine.game import Phase
from explorer.rules.local import LocalRule
from explorer.engine.contract import declare_data, RuleData

if TYPE_CHECKING:
    from explorer.engine.cards import CardMask
    from explorer.engine.contract import Table

SIMULTANEOUS = "classic.rank_exchange.simultaneous"


@dataclass(frozen=True, slots=True)
class RankTrade(RuleData):
    """This round's rank exchange: the upper givers and their hands when the exchange began."""

    lasts = "round"
    uppers: tuple[tuple[int, int], ...] = ()
    """(upper, lower) pairs that trade."""
    before: tuple[int, ...] = ()


def ranked_pairs(state: Table) -> tuple[tuple[int, int, int], ...]:
    """(upper, lower, cards) for the previous round's order: 大富豪-大貧民 2, and 富豪-貧民 1 with four or more."""
    order = state.standing.prev_order
    pairs = [(order[0], order[-1], 2)]
    if len(order) >= 4:
        pairs.append((order[1], order[-2], 1))
    return tuple(pairs)


class RankExchange(LocalRule):
    id = "classic.rank_exchange"
    reads = frozenset({"hands"})  # the exchange, before play
    brings = 0  # the exchange, before play
    ja = "カード交換"
    en = "Rank exchange"
    law_ja = ("2ラウンド目から、前のラウンドの大富豪と大貧民が2枚、富豪と貧民が1枚交換する。大貧民・貧民は一番強いカードを、"
              "大富豪・富豪は好きなカードを渡す。交換フェイズのふつうの交換の代わりに行う。")
    law_en = ("From round 2, by the previous round's places: the first (大富豪) gives 2 cards of choice to the last "
              "(大貧民), who gives their 2 strongest; the second (富豪) and the second last (貧民) the same with 1. "
              "Replaces the base exchange when in force.")
    house_ja = "この家訓の持ち主が王（前のラウンドの1位）のラウンドだけ、ふつうの交換の代わりに行う。"
    house_en = "Replaces the exchange only in a round whose king (the previous round's first) is the holder."

    def _active(self, state: Table) -> bool:
        order = state.standing.prev_order
        return len(order) == state.game.n and (self.holder is None or self.holder == order[0])

    def hands_read(self, state: Table) -> int:
        """None during play: the trade is made at the exchange, before play starts."""
        return 0

    def exchange_queue(self, state: Table, queue: tuple[tuple[int, int], ...]) -> tuple[tuple[int, int], ...]:
        if not self._active(state):
            return queue
        pairs = ranked_pairs(state)
        state.set_rule_data(RankTrade(tuple((u, lo) for u, lo, _ in pairs), tuple(state.hands)))
        lower = tuple((lo, u) for u, lo, k in pairs for _ in range(k))
        upper = tuple((u, lo) for u, lo, k in pairs for _ in range(k))
        return lower + upper

    def exchange_options(self, state: Table, giver: int, to: int, options: CardMask) -> CardMask:
        trade = state.rule_data(RankTrade)
        if (giver, to) not in trade.uppers:
            return options
        hand = state.hands[giver]
        if state.game.options.of(SIMULTANEOUS):
            return hand & trade.before[giver] or hand  # not a card just received
        return hand

    def on_phase(self, state: Table, phase: Phase, begin: bool) -> list[Event]:
        if phase is not Phase.EXCHANGE or not begin or not state.rule_data(RankTrade).uppers:
            return []
        ps = state.game.players
        en = "; ".join(f"{ps[lo]} gives {ps[u]} their {k} strongest, {ps[u]} gives back {k} of choice"
                       for u, lo, k in ranked_pairs(state))
        ja = "。".join(f"{ps[lo]}が{ps[u]}に一番強いカードを{k}枚渡し、{ps[u]}が好きなカードを{k}枚返す"
                      for u, lo, k in ranked_pairs(state))
        return [Event(self.id, "exchange", None, f"Rank exchange: {en}.", f"カード交換：{ja}。")]


declare_data(private=(RankTrade,))
