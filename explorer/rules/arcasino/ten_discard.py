"""arcasino.ten_discard 10捨て: each 10 discards one card of your choice (reading); the finish is with the 10."""

from __future__ import annotations

from typing import TYPE_CHECKING

from explorer.actions import Action, Choose
from explorer.cards import card_str, distinct_cards
from explorer.events import Event
from explorer.places import DISCARD
from explorer.rules.local import TEN, LocalRule

if TYPE_CHECKING:
    from explorer.cards import Card
    from explorer.melds import Face
    from explorer.rules.rule import PlayContext
    from explorer.state import State


class TenDiscard(LocalRule):
    id = "arcasino.ten_discard"
    ja = "10捨て"
    en = "Ten discard"
    law_ja = "［10］を1枚出すごとに、好きなカードを1枚捨てる。これで手札が0枚になったら、［10］であがったことになる。"
    law_en = ("Each 10 played discards one card of your choice (reading). Emptying the hand so is a finish with "
              "the 10, not with the card discarded (seed 004).")
    face_ranks = frozenset({TEN})
    commutes = False
    verbs = {"discards": "discard"}

    def card_effect(self, state: State, ctx: PlayContext, card: Card, face: Face) -> None:
        p = ctx.player
        ctx.fired_cards |= 1 << card
        hand = state.hands[p]
        if not hand:
            ctx.fire(self, "discard", "No card left to discard: nothing happens.", "捨てるカードがないので何も起きない。")
            return
        state.ask(self, p, "discard", tuple(Choose(p, "discard", 1 << c) for c in distinct_cards(hand)),
                  f"Ten discard: {state.players[p]} discards one card.", f"10捨て：{state.players[p]}は手札を1枚捨てる。")

    def on_choice(self, state: State, ctx: PlayContext | None, action: Action) -> list[Event]:
        assert isinstance(action, Choose) and isinstance(action.value, int)
        p = action.player
        state.move(action.value, p, DISCARD)
        name, c = state.players[p], card_str(action.value.bit_length() - 1)
        return [Event(self.id, "discard", p, f"{name} discards {c} (ten discard).", f"{name}が{c}を捨てる（10捨て）。",
                      args=(("cards", c),))]
