"""arcasino.king_exchange キング・エクスチェンジ: for each K, everyone passes one card to the next player at once."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from explorer.engine.actions import Action, Give
from explorer.engine.cards import card_str, card_text, distinct_cards
from explorer.engine.events import Event
from explorer.rules.local import KING, LocalRule, every_hand_if_playable
from explorer.engine.contract import declare_data, RuleData
from explorer.engine.table_values import MoveAll

if TYPE_CHECKING:
    from explorer.engine.cards import Card
    from explorer.engine.melds import Face
    from explorer.engine.contract import PlayContext
    from explorer.engine.contract import Table


@dataclass(frozen=True, slots=True)
class Exchange(RuleData):
    """One King exchange under way: the givers still to choose, and the gifts chosen (giver, card, receiver)."""

    lasts = "field"
    waiting: tuple[tuple[int, int], ...] = ()
    gifts: tuple[tuple[int, int, int], ...] = ()


class KingExchange(LocalRule):
    id = "arcasino.king_exchange"
    reads = frozenset({"hands"})  # everyone passes a card on
    ja = "キング・エクスチェンジ"
    en = "King exchange"
    law_ja = ("［K］を1枚出すごとに、全員が好きなカードを1枚、次の人に同時に渡す。前の交換でもらったカードも渡せる。"
              "手札が0枚の人も1枚受け取る。")
    law_en = ("For each K played, every player passes one card of their choice to the next player, at once; a card "
              "received in one exchange may be passed in the next. A player with no cards still receives one.")
    face_ranks = frozenset({KING})
    commutes = False

    def hands_read(self, state: Table) -> int:
        """Every hand, when the player to play could play a K now: everyone passes a card on."""
        return every_hand_if_playable(self, state, KING)

    def card_effect(self, state: Table, ctx: PlayContext, card: Card, face: Face) -> None:
        ctx.fired_cards |= 1 << card
        # everyone still in the round: a hand an earlier K of this play emptied is not counted yet (seed 004's ③), so
        # that player exchanges 0 cards and receives one (「0枚の手札を交換し、1枚を受け取る」)
        seats = [q for q in range(state.game.n) if state.hands[q] or q == ctx.player or ctx.emptied >> q & 1]
        start = seats.index(ctx.player)
        d = state.standing.direction
        order = [seats[(start + d * i) % len(seats)] for i in range(len(seats))]
        pairs = tuple((q, order[(i + 1) % len(order)]) for i, q in enumerate(order))
        ctx.fire(self, "exchange", "A K: every player passes one card to the next player.",
                 "［K］が出たので、全員が次の人に1枚ずつ渡す。", card)
        self._next(state, Exchange(pairs, ()))

    def _next(self, state: Table, ex: Exchange) -> list[Event]:
        waiting = ex.waiting
        while waiting and not state.hands[waiting[0][0]]:  # no card to give: gives nothing, still receives
            waiting = waiting[1:]
        if not waiting:
            state.set_rule_data(Exchange())
            state.perform(MoveAll(tuple((1 << c, g, to) for g, c, to in ex.gifts)))
            return [Event(self.id, "give", g, f"{state.game.players[g]} passes {card_str(c)} to {state.game.players[to]}.",
                          f"{state.game.players[g]}が{state.game.players[to]}に{card_text(c, 'ja')}を渡す。",
                          args=(("card", c), ("to", to))) for g, c, to in ex.gifts]
        giver, to = waiting[0]
        state.set_rule_data(Exchange(waiting, ex.gifts))
        state.ask(self, giver, "give", tuple(Give(giver, c, to) for c in distinct_cards(state.hands[giver])),
                  f"{state.game.players[giver]} passes one card to {state.game.players[to]}.",
                  f"{state.game.players[giver]}は{state.game.players[to]}に1枚渡す。")
        return []

    def on_choice(self, state: Table, ctx: PlayContext | None, action: Action) -> list[Event]:
        assert isinstance(action, Give)
        ex = state.rule_data(Exchange)
        return self._next(state, Exchange(ex.waiting[1:], ex.gifts + ((action.player, action.card, action.to),)))


declare_data(private=(Exchange,))
