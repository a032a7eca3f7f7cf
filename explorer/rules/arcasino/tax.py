"""arcasino.tax 税収 / Tax: each A takes one card of the previous play on the field into hand (seed 004)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from explorer.engine.actions import Action, Choose
from explorer.engine.cards import distinct_cards, mask_str, mask_text
from explorer.engine.events import Event
from explorer.engine.places import FIELD
from explorer.rules.cards.c10_pull_out import PullOut, standing_for
from explorer.rules.local import ACE, LocalRule
from explorer.engine.table_values import Move

if TYPE_CHECKING:
    from explorer.engine.cards import Card
    from explorer.engine.melds import Face
    from explorer.engine.contract import PlayContext
    from explorer.engine.contract import Table


class Tax(LocalRule):
    id = "arcasino.tax"
    reads = frozenset[str]()  # takes a card of the field into the player's own hand
    brings = 0  # one card of the field for each A the taker just played: never a larger hand
    resolving_brings = 1  # each A of the play resolving: one card of the field, into the taker's hand (its choice)
    ja = "税収"
    en = "Tax"
    law_ja = ("［1］を1枚出すごとに、直前に出されたカードを1枚手札に加える（複数枚なら選ぶ）。"
              "回収するカードがなければ何も起きない。その下のカードが縛りの「前のカード」になる。")
    law_en = ("Each A played takes one card of the previous play on the field into hand (your choice when it had "
              "several). Nothing to take: nothing happens. The card underneath becomes the previous play for locks.")
    face_ranks = frozenset({ACE})
    commutes = False
    verbs = {"takes": "take"}

    def swapped_in(self, state: Table, seat: int) -> int:
        """One card of the field for each A ``seat`` plays: at most as many as the cards of its hand now that may be
        played as an A (a card taken and then played as an A leaves the hand itself, as card 10's)."""
        return (state.hands[seat] & standing_for(state, ACE)).bit_count() if self.applies(seat) else 0

    def card_effect(self, state: Table, ctx: PlayContext, card: Card, face: Face) -> None:
        p = ctx.player
        ctx.fired_cards |= 1 << card
        cards = PullOut.takeable(state)
        if not cards:
            ctx.fire(self, "take", "An A, but no previous play lies on the field: nothing happens.",
                     "［1］を出したが、場に直前のカードがないので何も起きない。")
            return
        state.ask(self, p, "take", tuple(Choose(p, "take", 1 << c) for c in distinct_cards(cards)),
                  f"{state.game.players[p]} takes one of {mask_str(cards)} into hand.",
                  f"{state.game.players[p]}は{mask_text(cards, 'ja')}から1枚を手札に加える。")

    def on_choice(self, state: Table, ctx: PlayContext | None, action: Action) -> list[Event]:
        assert isinstance(action, Choose) and isinstance(action.value, int)
        p, mask = action.player, action.value
        state.perform(Move(mask, FIELD, p))
        name, c = state.game.players[p], mask_str(mask)
        return [Event(self.id, "take", p, f"{name} takes {c} from the field into hand (tax).",
                      f"{name}が場から{mask_text(mask, 'ja')}を手札に加える（税収）。", args=(("cards", mask),))]
