"""Card 18 流転 / Flux: on a revolution, every hand passes to the clockwise neighbour."""

from __future__ import annotations

from typing import TYPE_CHECKING

from explorer.engine.contract import PlayContext, Rule, Scope
from explorer.rules.registry import register
from explorer.engine.places import FIELD
from explorer.rules.base.revolution import REVOLUTION_MADE, revolution_possible
from explorer.engine.table_values import MoveAll

if TYPE_CHECKING:
    from explorer.engine.contract import Table


class Flux(Rule):
    number = 18
    id = "flux"
    suits_alike = True
    ja = "流転"
    en = "Flux"
    law_ja = "革命したとき、時計回りに、隣の人と手札すべてを交換する"
    law_en = (
        "On a revolution, every player still holding cards passes their whole hand to the next such "
        "player clockwise."
    )
    house_ja = "この家訓を持ってる人が、革命したときだけ発動できる。"
    house_en = "Fires only on the holder's revolution."
    scope = Scope.ON_PLAY
    draft_order = 21
    reads = frozenset({"hands"})
    brings = 0  # hands pass on only on a revolution
    hidden_moves = True

    def hands_read(self, state: Table) -> int:
        """Every hand passes on a revolution: all of them when the player to play could make one now, with their
        hand and the field's meld (card 02 fuses them); none otherwise (out-of-turn actions make no revolution)."""
        p = state.standing.turn
        if not self.applies(p) or not revolution_possible(state, p, state.hands[p] | state.cards_at(FIELD)):
            return 0
        return (1 << state.game.n) - 1

    def play_effect(self, state: Table, ctx: PlayContext) -> None:
        if not ctx.noted(REVOLUTION_MADE) or not self.applies(ctx.player):
            return
        seats = [p for p in range(state.game.n) if state.hands[p]]
        if len(seats) < 2:
            return
        state.perform(MoveAll(tuple((state.hands[p], p, seats[(i + 1) % len(seats)]) for i, p in enumerate(seats))))
        order = " → ".join(state.game.players[p] for p in seats + seats[:1])
        ctx.fire(self, "rotate", f"Revolution: every hand passes clockwise ({order}).",
                 f"流転：全員が手札を時計回りに隣の人へ渡す（{order}）。")


register(Flux)
