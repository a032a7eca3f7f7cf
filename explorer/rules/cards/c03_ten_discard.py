"""Card 03 10捨て / Ten discard: each 10 played discards a card from hand."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from explorer.engine.actions import Action, Choose
from explorer.engine.cards import card_str, card_text, distinct_cards
from explorer.engine.events import Event
from explorer.engine.places import DISCARD
from explorer.engine.contract import PlayContext, Rule, Scope
from explorer.rules.registry import register
from explorer.engine.table_values import Move

if TYPE_CHECKING:
    from explorer.engine.cards import Card
    from explorer.engine.melds import Face
    from explorer.engine.contract import Table

TEN: Final = 7  # rank index of the 10


class TenDiscard(Rule):
    number = 3
    id = "ten_discard"
    suits_alike = True
    ja = "10捨て"
    en = "Ten discard"
    law_ja = "［１０］を場にだしたとき、自分の手札にあるカードを１枚捨てる ※この効果で手札を０枚にしたとき、【禁止上がり】の対象となる。"
    law_en = (
        "For each 10 played, the player discards one card of their choice from hand. Emptying the hand "
        "this way is a forbidden finish."
    )
    house_ja = "この家訓を持ってる人だけが、カードを場に出したときだけ発動できる。"
    house_en = "Fires only when the holder plays."
    scope = Scope.ON_PLAY
    draft_order = 19
    reads = frozenset[str]()
    brings = 0
    face_ranks = frozenset({TEN})
    commutes = False
    verbs = {"discards": "discard"}
    action_phrases = {"discard": "{name}が{cards}を捨てる"}
    finish_ruling = "forbidden"  # 「※この効果で手札を０枚にしたとき、【禁止上がり】の対象となる。」 whatever the table option

    def card_effect(self, state: Table, ctx: PlayContext, card: Card, face: Face) -> None:
        p = ctx.player
        hand = state.hands[p]
        if not hand:
            return  # nothing left to discard: the effect does not fire (Q&A 2), the 10 still counts
        options = tuple(Choose(p, "discard", 1 << c) for c in distinct_cards(hand))
        state.ask(self, p, "discard", options, f"{state.game.players[p]} discards one card from hand.",
                  f"{state.game.players[p]}は手札を1枚捨てる。")
        ctx.fired_cards |= 1 << card

    def on_choice(self, state: Table, ctx: PlayContext | None, action: Action) -> list[Event]:
        assert isinstance(action, Choose) and isinstance(action.value, int)
        p = action.player
        state.perform(Move(action.value, p, DISCARD))
        card = action.value.bit_length() - 1
        name, c = state.game.players[p], card_str(card)
        return [Event(self.id, "discard", p, f"{name} discards {c} (ten discard).",
                      f"{name}が{card_text(card, 'ja')}を捨てる（10捨て）。",
                      args=(("cards", 1 << card),))]


register(TenDiscard)
