"""classic.queen_bomber 12ボンバー / Queen bomber: for each Q, name a rank; everyone discards every card of it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from explorer.engine.actions import Action, Choose
from explorer.engine.cards import NUM_RANKS, RANK_MASK, mask_str, mask_text, parse_rank, rank_str
from explorer.engine.events import Event
from explorer.engine.places import DISCARD
from explorer.rules.local import QUEEN, LocalRule, every_hand_if_playable
from explorer.engine.table_values import MoveAll

if TYPE_CHECKING:
    from explorer.engine.cards import Card
    from explorer.engine.melds import Face
    from explorer.engine.contract import PlayContext
    from explorer.engine.contract import Table


class QueenBomber(LocalRule):
    id = "classic.queen_bomber"
    reads = frozenset({"hands"})  # everyone discards the named rank
    brings = 0
    ja = "12ボンバー"
    en = "Queen bomber"
    law_ja = ("［Q］を1枚出すごとに、数字を1つ宣言する。出した人を含む全員が、その数字のカードをすべて捨てる。"
              "これで手札が0枚になったらあがりで、禁止上がりにはならない。")
    law_en = ("For each Q played, name a rank; every player, the player included, discards all cards of the named "
              "rank. Emptying a hand this way is a finish, never a forbidden one.")
    face_ranks = frozenset({QUEEN})
    commutes = False
    verbs = {"bombs": "bomb"}
    action_phrases = {"bomb": "{name}が［{rank}］を宣言する"}
    choice_values = {"bomb": "rank"}
    finish_ruling = "never"  # 「Emptying a hand this way is a finish, never a forbidden one.」

    def hands_read(self, state: Table) -> int:
        """Every hand, when the player to play could play a Q now: the named rank leaves every hand."""
        return every_hand_if_playable(self, state, QUEEN)

    def card_effect(self, state: Table, ctx: PlayContext, card: Card, face: Face) -> None:
        p = ctx.player
        ctx.fired_cards |= 1 << card
        state.ask(self, p, "bomb", tuple(Choose(p, "bomb", rank_str(r)) for r in range(NUM_RANKS)),
                  f"{state.game.players[p]} names a rank; everyone discards every card of it.",
                  f"{state.game.players[p]}は数字を1つ宣言する。全員がその数字のカードをすべて捨てる。")

    def on_choice(self, state: Table, ctx: PlayContext | None, action: Action) -> list[Event]:
        assert isinstance(action, Choose) and isinstance(action.value, str)
        rank = parse_rank(action.value)
        p, name = action.player, state.game.players[action.player]
        ja = "1" if action.value == "A" else action.value  # the Japanese writes an ace 1
        events = [Event(self.id, "bomb", p, f"{name} names {action.value}: every player discards their {action.value}s.",
                        f"{name}が［{ja}］を宣言：全員が［{ja}］をすべて捨てる。",
                        args=(("rank", action.value),))]
        moves = [(h & RANK_MASK[rank], q, DISCARD) for q, h in enumerate(state.hands) if h & RANK_MASK[rank]]
        state.perform(MoveAll(tuple(moves)))
        for cards, q, _ in moves:
            events.append(Event(self.id, "discard", q, f"{state.game.players[q]} discards {mask_str(cards)}.",
                                f"{state.game.players[q]}が{mask_text(cards, 'ja')}を捨てる。", args=(("cards", cards),)))
        # a hand the bomb emptied is a finish when the engine counts the hands, after every effect of the play (the
        # others first, in turn order; then the player, never forbidden: ``finish_ruling``)
        return events
