"""arcasino.seven_pass 7渡し: each 7 gives one card to the next player (reading); the finish is with the 7."""

from __future__ import annotations

from typing import TYPE_CHECKING

from explorer.rules.local import SEVEN, LocalRule, ask_give, gave, next_seat

if TYPE_CHECKING:
    from explorer.actions import Action
    from explorer.cards import Card
    from explorer.events import Event
    from explorer.melds import Face
    from explorer.rules.rule import PlayContext
    from explorer.state import State


class SevenPass(LocalRule):
    id = "arcasino.seven_pass"
    ja = "7渡し"
    en = "Seven pass"
    law_ja = ("［7］を1枚出すごとに、好きなカードを1枚次の人に渡す。これで手札が0枚になったら、"
              "［7］であがったことになる（渡したカードが2やジョーカーでも最下位にならない）。")
    law_en = ("Each 7 played gives one card of your choice to the next player (reading). Emptying the hand so is "
              "a finish with the 7, not with the card given (seed 004).")
    face_ranks = frozenset({SEVEN})
    commutes = False

    def card_effect(self, state: State, ctx: PlayContext, card: Card, face: Face) -> None:
        q = next_seat(state, ctx.player)
        ask_give(self, state, ctx, card, [] if q is None else [q])

    def on_choice(self, state: State, ctx: PlayContext | None, action: Action) -> list[Event]:
        return gave(self, state, action)
