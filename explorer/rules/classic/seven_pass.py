"""classic.seven_pass 7渡し / Seven pass: for each 7 played, give one card of your choice to the next player."""

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
    id = "classic.seven_pass"
    ja = "7渡し"
    en = "Seven pass"
    law_ja = "［7］を1枚出すごとに、好きなカードを1枚次の人に渡す（渡せるだけ渡す）。"
    law_en = "For each 7 played, give one card of your choice to the next player (as many as you can)."
    face_ranks = frozenset({SEVEN})
    commutes = False
    recipient_option = "classic.seven_pass.recipient"

    def card_effect(self, state: State, ctx: PlayContext, card: Card, face: Face) -> None:
        p = ctx.player
        if state.options.of(self.recipient_option) == "choose":
            recipients = [q for q in range(state.n) if q != p and state.hands[q]]
        else:
            q = next_seat(state, p)
            recipients = [] if q is None else [q]
        ask_give(self, state, ctx, card, recipients)

    def on_choice(self, state: State, ctx: PlayContext | None, action: Action) -> list[Event]:
        return gave(self, state, action)
