"""Card 01 再利用 / Recycle: once a round, take a card of your choice from the discard pile."""

from __future__ import annotations

from typing import TYPE_CHECKING

from explorer.actions import Action, Choose
from explorer.cards import iter_cards, mask_str
from explorer.events import Event
from explorer.rules.rule import Refusal, Rule, Scope

if TYPE_CHECKING:
    from explorer.state import Phase, State

_USED = "recycle.used"


class Recycle(Rule):
    number = 1
    id = "recycle"
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
    verbs = {"recycles": "recycle"}
    window_kinds = frozenset({"recycle"})

    def _open_to(self, state: State, player: int) -> bool:
        used = int(state.data.get(_USED, 0))  # type: ignore[call-overload]
        return bool(state.hands[player]) and self.applies(player) and not used >> player & 1

    def window_actions(self, state: State) -> list[Action]:
        if not state.discard:
            return []
        cards = list(iter_cards(state.discard))
        return [Choose(p, "recycle", 1 << c) for p in range(state.n) if self._open_to(state, p) for c in cards]

    def window_refusal(self, state: State, action: Action) -> Refusal | None:
        assert isinstance(action, Choose)
        p = action.player
        name = state.players[p]
        if not self.applies(p):
            return Refusal(self.id, f"recycle is {state.players[self.holder or 0]}'s house rule",
                           f"再利用は{state.players[self.holder or 0]}の家訓")
        if not self._open_to(state, p):
            return Refusal(self.id, f"{name} has already recycled this round (or holds no cards)",
                           f"{name}はこのラウンドですでに再利用した（または手札がない）")
        value = action.value
        if not isinstance(value, int) or value.bit_count() != 1 or value & ~state.discard:
            return Refusal(self.id, f"take one card that is in the discard pile ({mask_str(state.discard)}); "
                           "cards on the field are not in it yet",
                           f"捨札（{mask_str(state.discard)}）から1枚を選ぶ。場のカードはまだ捨札ではない")
        return None

    def on_window(self, state: State, action: Action) -> list[Event]:
        assert isinstance(action, Choose) and isinstance(action.value, int)
        p = action.player
        state.discard &= ~action.value
        state.hands[p] |= action.value
        state.data[_USED] = int(state.data.get(_USED, 0)) | 1 << p  # type: ignore[call-overload]
        name, c = state.players[p], mask_str(action.value)
        return [Event(self.id, "recycle", p, f"{name} takes {c} back from the discard pile.",
                      f"{name}が捨札から{c}を手札に加える（再利用）。")]

    def on_phase(self, state: State, phase: Phase, begin: bool) -> list[Event]:
        if phase.value == "law" and begin:
            state.data.pop(_USED, None)
        return []
