"""Card 12 共謀 / Conspiracy: after the exchange, commoners swap cards among themselves."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from explorer.engine.actions import Action, Choose, Give
from explorer.engine.cards import card_str, card_text, distinct_cards, mask_str, mask_text, strongest_cards
from explorer.engine.events import Event
from explorer.engine.game import Phase
from explorer.engine.contract import declare_data, PlayContext, Rule, RuleData, Scope
from explorer.rules.registry import register
from explorer.engine.table_values import Move, MoveAll

if TYPE_CHECKING:
    from explorer.engine.contract import Table

@dataclass(frozen=True, slots=True, init=False)
class Gifts(RuleData):
    """The law's swap so far: (giver, card, receiver) chosen, none moved until all have chosen."""

    chosen: tuple[tuple[int, int, int], ...]

    # written out, as dataclasses would make them: theirs run interpreted even compiled, and the data is
    # read, compared with its default and set again as the game goes on
    def __init__(self, chosen: tuple[tuple[int, int, int], ...] = ()) -> None:
        object.__setattr__(self, "chosen", chosen)

    def __eq__(self, other: object) -> bool:
        return type(other) is Gifts and self.chosen == other.chosen

    def __hash__(self) -> int:
        return hash((self.chosen,))


class Conspiracy(Rule):
    number = 12
    id = "conspiracy"
    suits_alike = True
    ja = "共謀"
    en = "Conspiracy"
    law_ja = "王以外の人は交換フェイズのあとに、好きなカードを一枚づつ、王以外の人と交換する。"
    law_en = (
        "After the exchange, the commoners swap one card of their choice with each other: in pairs "
        "(seat order after the king) when they are even, in a ring A→B→C→A when odd."
    )
    house_ja = "この家訓を持ってる人は、交換フェイズのあとに、王以外の任意の人から一番強いカードを受け取り、不要なカードを渡すことができる。"
    house_en = (
        "After the exchange, the holder may take the strongest card of any player but the king, and "
        "gives that player a card back."
    )
    scope = Scope.HOLDER
    draft_order = 12
    reads = frozenset({"hands"})
    brings = 0  # its gifts are made at the exchange, before play
    phrases = {"conspiracy": ("", "", "")}
    hidden_moves = True
    sure_takes = frozenset({"take"})
    commutes = False

    def suits_told_apart(self, state: Table) -> int:
        """Every suit while gifts are chosen and not yet made (:class:`Gifts` names their cards)."""
        return 0b1111 if state.rule_data(Gifts).chosen else 0

    def hands_read(self, state: Table) -> int:
        """None during play: the swaps are made at the exchange, before play starts."""
        return 0

    @staticmethod
    def _partners(state: Table) -> list[tuple[int, int]]:
        king = state.standing.king
        assert king is not None
        commoners = [(king + i) % state.game.n for i in range(1, state.game.n)]
        k = len(commoners)
        if k % 2 == 0:
            pairs = []
            for i in range(0, k, 2):
                a, b = commoners[i], commoners[i + 1]
                pairs += [(a, b), (b, a)]
            return pairs
        return [(commoners[i], commoners[(i + 1) % k]) for i in range(k)]

    def on_phase(self, state: Table, phase: Phase, begin: bool) -> list[Event]:
        if phase is not Phase.EXCHANGE or begin or state.standing.king is None:
            return []
        if self.holder is None:
            state.set_rule_data(Gifts())
            self._ask_next(state)
            return [Event(self.id, "conspiracy", None, "Conspiracy: the commoners swap a card among themselves.",
                          "共謀：民どうしでカードを1枚ずつ交換する。")]
        h, king = self.holder, state.standing.king
        options = tuple(
            Choose(h, "take", 1 << c)
            for p in range(state.game.n) if p not in (h, king)
            for c in distinct_cards(strongest_cards(state.hands[p]))
        ) + (Choose(h, "take", 0),)
        state.ask(self, h, "take", options, f"{state.game.players[h]} may take the strongest card of a commoner.",
                  f"{state.game.players[h]}は民の一番強いカードを受け取れる。")
        return []

    def _ask_next(self, state: Table) -> None:
        gifts = state.rule_data(Gifts).chosen
        pairs = self._partners(state)
        giver, to = pairs[len(gifts)]
        options = tuple(Give(giver, c, to) for c in distinct_cards(state.hands[giver]))
        state.ask(self, giver, "give", options, f"{state.game.players[giver]} gives a card to {state.game.players[to]}.",
                  f"{state.game.players[giver]}が{state.game.players[to]}にカードを1枚渡す。")

    def on_choice(self, state: Table, ctx: PlayContext | None, action: Action) -> list[Event]:
        if self.holder is not None:
            return self._house_choice(state, action)
        assert isinstance(action, Give)
        gifts = state.rule_data(Gifts).chosen + ((action.player, action.card, action.to),)
        if len(gifts) < len(self._partners(state)):
            state.set_rule_data(Gifts(gifts))
            self._ask_next(state)
            return []
        state.set_rule_data(Gifts())
        events = []
        state.perform(MoveAll(tuple((1 << card, giver, to) for giver, card, to in gifts)))  # all choose first, then all move
        for giver, card, to in gifts:
            events.append(Event(self.id, "give", giver, f"{state.game.players[giver]} gives {card_str(card)} to {state.game.players[to]}",
                                f"{state.game.players[giver]}が{state.game.players[to]}に{card_text(card, 'ja')}を渡す",
                                args=(("card", card), ("to", to))))
        return events

    def _house_choice(self, state: Table, action: Action) -> list[Event]:
        h = self.holder
        assert h is not None
        if isinstance(action, Choose):
            mask = action.value
            assert isinstance(mask, int)
            if not mask:
                return [Event(self.id, "take", h, f"{state.game.players[h]} takes nothing.", f"{state.game.players[h]}は受け取らない。",
                              args=(("cards", 0),))]
            owner = next(p for p in range(state.game.n) if state.hands[p] & mask)
            state.perform(Move(mask, owner, h))
            options = tuple(Give(h, c, owner) for c in distinct_cards(state.hands[h] & ~mask))
            state.ask(self, h, "give", options, f"{state.game.players[h]} gives a card back to {state.game.players[owner]}.",
                      f"{state.game.players[h]}が{state.game.players[owner]}に不要なカードを渡す。")
            return [Event(self.id, "take", h, f"{state.game.players[h]} takes {mask_str(mask)} from {state.game.players[owner]}.",
                          f"{state.game.players[h]}が{state.game.players[owner]}から{mask_text(mask, 'ja')}を受け取る。",
                          args=(("cards", mask), ("from", owner)))]
        assert isinstance(action, Give)
        state.perform(Move(1 << action.card, h, action.to))
        return [Event(self.id, "give", h, f"{state.game.players[h]} gives {card_str(action.card)} to {state.game.players[action.to]}",
                      f"{state.game.players[h]}が{state.game.players[action.to]}に{card_text(action.card, 'ja')}を渡す",
                      args=(("card", action.card), ("to", action.to)))]


declare_data(private=(Gifts,))


register(Conspiracy)
