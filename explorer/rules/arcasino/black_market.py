"""arcasino.black_market 闇市 / Black market: three A's in one play trade two cards with a chosen player.

Seed 004 fixes the trigger and that it is one effect (「「2枚を選ぶ」効果を1度行う」), carried out as far as
possible; what the other player gives is the *reading* of LOCAL-RULES.md: their two strongest (the exchange's
order: joker, then 2, A … — the other player chooses among cards of equal strength).  The two sides trade at
once: neither gives a card just received.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from explorer.engine.actions import Action, Choose, Give
from explorer.engine.cards import RANK_MASK, card_str, card_text, cards_en, distinct_cards, strongest_cards
from explorer.engine.events import Event
from explorer.engine.melds import JOKER_FACE, MeldKind
from explorer.rules.local import ACE, LocalRule
from explorer.engine.contract import declare_data, RuleData
from explorer.engine.table_values import MoveAll

if TYPE_CHECKING:
    from explorer.engine.cards import Card
    from explorer.engine.melds import Face, Meld
    from explorer.engine.contract import PlayContext
    from explorer.engine.contract import Table


@dataclass(frozen=True, slots=True)
class Market(RuleData):
    """One black-market trade under way: the player, the target, cards each still gives, the gifts chosen."""

    lasts = "field"
    player: int = -1
    target: int = -1
    to_give: int = 0
    to_take: int = 0
    gifts: tuple[tuple[int, int, int], ...] = ()


def three_aces(meld: Meld) -> bool:
    """Exactly three A's, none a joker standing for one (four A's are not a black market)."""
    return (meld.kind is MeldKind.GROUP and meld.size == 3 and meld.rank == ACE
            and all(f != JOKER_FACE and c == f for c, f in meld.faces))


class BlackMarket(LocalRule):
    id = "arcasino.black_market"
    reads = frozenset({"hands"})  # a trade with another player's hand
    ja = "闇市"
    en = "Black market"
    law_ja = ("［1］をちょうど3枚同時に出すと、相手を1人選び、好きなカードを2枚渡して、相手の一番強いカードを2枚もらう"
              "（4枚では発動しない）。効果は1回だけで、できるところまで行う（2枚と1枚なども）。")
    law_en = ("Exactly three A's in one play (not four): choose a player; you give them 2 cards of your choice and "
              "receive their 2 strongest. One effect, not three, carried out as far as possible (2 for 1, 1 for 2).")
    face_ranks = frozenset({ACE})
    commutes = False
    verbs = {"targets": "target"}
    action_phrases = {"target": "{name}が{value}を交換の相手に選ぶ"}
    choice_values = {"target": "player"}

    def hands_read(self, state: Table) -> int:
        """Every hand, when the player to play holds three A's (a joker never stands for one here): the trade
        reads who holds cards and moves cards of the chosen player's hand."""
        p = state.standing.turn
        if not self.applies(p) or (state.hands[p] & RANK_MASK[ACE]).bit_count() < 3:
            return 0
        return (1 << state.game.n) - 1

    def fires_on(self, state: Table, ctx: PlayContext, card: Card, face: Face) -> bool:
        meld = ctx.meld
        return three_aces(meld) and self.applies(ctx.player) and card == meld.faces[0][0]  # once for the play

    def card_effect(self, state: Table, ctx: PlayContext, card: Card, face: Face) -> None:
        p = ctx.player
        ctx.fired_cards |= ctx.meld.cards
        targets = [q for q in range(state.game.n) if q != p and state.hands[q]]
        if not targets:
            ctx.fire(self, "target", "Three A's, but nobody else holds cards: nothing happens.",
                     "［1］を3枚出したが、ほかに手札を持つ人がいないので何も起きない。")
            return
        ctx.fire(self, "market", "Three A's: a black market — choose a player to trade two cards with.",
                 "［1］3枚で闇市：カードを2枚ずつ交換する相手を1人選ぶ。")
        state.ask(self, p, "target", tuple(Choose(p, "target", state.game.players[q]) for q in targets),
                  f"{state.game.players[p]} chooses a player to trade with.",
                  f"{state.game.players[p]}は交換する相手を1人選ぶ。")

    def on_choice(self, state: Table, ctx: PlayContext | None, action: Action) -> list[Event]:
        if isinstance(action, Choose):
            assert isinstance(action.value, str)
            p, q = action.player, state.game.players.index(action.value)
            give, take = min(2, state.hands[p].bit_count()), min(2, state.hands[q].bit_count())
            name, other = state.game.players[p], state.game.players[q]
            events = [Event(self.id, "target", p,
                            f"{name} trades with {other}: gives {cards_en(give)}, receives {take}.",
                            f"{name}は{other}と交換する：{give}枚渡し、{take}枚もらう。",
                            args=(("target", q), ("n", give), ("m", take)))]
            return events + self._next(state, Market(p, q, give, take))
        assert isinstance(action, Give)
        m = state.rule_data(Market)
        gift = ((action.player, action.card, action.to),)
        if action.player == m.player:
            return self._next(state, Market(m.player, m.target, m.to_give - 1, m.to_take, m.gifts + gift))
        return self._next(state, Market(m.player, m.target, m.to_give, m.to_take - 1, m.gifts + gift))

    def _next(self, state: Table, m: Market) -> list[Event]:
        given = {g: 0 for g in (m.player, m.target)}
        for g, c, _ in m.gifts:
            given[g] |= 1 << c
        p, q = m.player, m.target
        if m.to_give:
            state.set_rule_data(m)
            state.ask(self, p, "give", tuple(Give(p, c, q) for c in distinct_cards(state.hands[p] & ~given[p])),
                      f"{state.game.players[p]} gives {state.game.players[q]} a card of their choice.",
                      f"{state.game.players[p]}は好きなカードを1枚{state.game.players[q]}に渡す。")
            return []
        if m.to_take:
            state.set_rule_data(m)
            best = strongest_cards(state.hands[q] & ~given[q])
            state.ask(self, q, "give", tuple(Give(q, c, p) for c in distinct_cards(best)),
                      f"{state.game.players[q]} gives {state.game.players[p]} their strongest card.",
                      f"{state.game.players[q]}は一番強いカードを1枚{state.game.players[p]}に渡す。")
            return []
        state.set_rule_data(Market())
        state.perform(MoveAll(tuple((1 << c, g, to) for g, c, to in m.gifts)))
        return [Event(self.id, "give", g, f"{state.game.players[g]} gives {card_str(c)} to {state.game.players[to]} (black market).",
                      f"{state.game.players[g]}が{state.game.players[to]}に{card_text(c, 'ja')}を渡す（闇市）。") for g, c, to in m.gifts]


declare_data(private=(Market,))
