"""Card 01 再利用 / Recycle: once a round, take a card of your choice from the discard pile."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from explorer.engine.actions import Action, Choose
from explorer.engine.cards import distinct_cards, mask_str, mask_text
from explorer.engine.events import Event
from explorer.engine.game import Phase
from explorer.engine.places import DISCARD
from explorer.engine.contract import declare_data, Refusal, Rule, RuleData, Scope
from explorer.rules.registry import register
from explorer.engine.table_values import Move
from explorer.engine.places import FIELD

if TYPE_CHECKING:
    from explorer.engine.contract import Table

@dataclass(frozen=True, slots=True, init=False)
class Recycled(RuleData):
    """Who has recycled this round (a bit per seat): once a round each."""

    seats: int

    # written out, as dataclasses would make them: theirs run interpreted even compiled, and the data is
    # read, compared with its default and set again as the game goes on
    def __init__(self, seats: int = 0) -> None:
        object.__setattr__(self, "seats", seats)

    def __eq__(self, other: object) -> bool:
        return type(other) is Recycled and self.seats == other.seats

    def __hash__(self) -> int:
        return hash((self.seats,))


class Recycle(Rule):
    number = 1
    id = "recycle"
    suits_alike = True
    ja = "再利用"
    en = "Recycle"
    law_ja = "各プレイヤーは1ラウンドに1度だけ、好きなタイミングで、捨札から1枚選び、手札に加えてもよい。"
    law_en = (
        "Once a round, at any moment, each player may take one card of their choice from the discard "
        "pile (not from the field) into hand."
    )
    house_ja = "この家訓を持ってる人だけが、この効果を発動できる。"
    house_en = "Only the holder may do this."
    scope = Scope.ONLY
    draft_order = 23
    reads = frozenset[str]()
    brings = 1  # one card of the discard pile, once a round
    defers = frozenset({"recycle"})
    verbs = {"recycles": "recycle"}
    phrases = {"recycle": ("{who} [take|takes] {cards} back from the discard pile.", "{who}が捨札から{cards}を手札に加える。",
                           "cards")}
    action_phrases = {"recycle": "{name}が捨札から{cards}を手札に加える"}
    window_kinds = frozenset({"recycle"})

    def _open_to(self, state: Table, player: int) -> bool:
        used = state.rule_data(Recycled).seats
        return bool(state.hands[player]) and self.applies(player) and not used >> player & 1

    def brings_now(self, state: Table, seat: int) -> int | None:
        """One card, once a round: none once ``seat`` has recycled this round (the mark stays to the round's end), nor
        for a seat whose rule this is not (a house rule), nor for a seat that holds no cards (recycling needs one: a
        player who went out takes none back, and no card comes back to a hand that other rules leave empty)."""
        if not state.hands[seat] or not self.applies(seat) or state.rule_data(Recycled).seats >> seat & 1:
            return 0
        return self.brings

    def window_actions(self, state: Table) -> list[Action]:
        if not state.cards_at(DISCARD):
            return []
        cards = list(distinct_cards(state.cards_at(DISCARD)))
        return [Choose(p, "recycle", 1 << c) for p in range(state.game.n) if self._open_to(state, p) for c in cards]

    def window_refusal(self, state: Table, action: Action) -> Refusal | None:
        assert isinstance(action, Choose)
        p = action.player
        name = state.game.players[p]
        if not self.applies(p):
            return Refusal(self.id, f"recycle is {state.game.players[self.holder or 0]}'s house rule",
                           f"再利用は{state.game.players[self.holder or 0]}の家訓", "house_only")
        if not state.hands[p]:
            if p in state.standing.fallen:
                return Refusal(self.id, f"{name} fell from the capital and is out of this round",
                               f"{name}は都落ちして、このラウンドはもう手札がない", "no_cards")
            return Refusal(self.id, f"{name} has gone out this round and holds no cards",
                           f"{name}はこのラウンドではもうあがっていて、手札がない", "no_cards")
        if not self._open_to(state, p):
            return Refusal(self.id, f"{name} has already recycled this round (once a round)",
                           f"{name}はこのラウンドですでに再利用した（1ラウンドに1度だけ）", "used_up")
        value = action.value
        if not state.cards_at(DISCARD):
            return Refusal(self.id, "the discard pile is empty: there is no card to take",
                           "捨札がない：手札に加えるカードがない", "empty_pile")
        pile = mask_str(state.cards_at(DISCARD))
        if not isinstance(value, int) or value.bit_count() != 1:
            return Refusal(self.id, f"recycle takes one card from the discard pile ({pile})",
                           f"捨札（{mask_text(state.cards_at(DISCARD), 'ja')}）から選ぶのは1枚", "pick_one")
        if value & state.cards_at(FIELD):
            return Refusal(self.id, f"{mask_str(value)} is on the field, not yet in the discard pile ({pile})",
                           f"{mask_text(value, 'ja')}は場にあり、まだ捨札ではない（捨札：{mask_text(state.cards_at(DISCARD), 'ja')}）", "not_in_pile")
        if value & ~state.cards_at(DISCARD):
            return Refusal(self.id, f"{mask_str(value)} is not in the discard pile ({pile})",
                           f"{mask_text(value, 'ja')}は捨札にない（捨札：{mask_text(state.cards_at(DISCARD), 'ja')}）", "not_in_pile")
        return None

    def on_window(self, state: Table, action: Action) -> list[Event]:
        assert isinstance(action, Choose) and isinstance(action.value, int)
        p = action.player
        state.perform(Move(action.value, DISCARD, p))
        state.set_rule_data(Recycled(state.rule_data(Recycled).seats | 1 << p))
        name, c = state.game.players[p], mask_str(action.value)
        return [Event(self.id, "recycle", p, f"{name} takes {c} back from the discard pile.",
                      f"{name}が捨札から{mask_text(action.value, 'ja')}を手札に加える（再利用）。", args=(("cards", action.value),))]

    def on_phase(self, state: Table, phase: Phase, begin: bool) -> list[Event]:
        if phase is Phase.LAW and begin:
            state.set_rule_data(Recycled())
        return []


declare_data(public=(Recycled,))


register(Recycle)
