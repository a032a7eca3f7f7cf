"""Card 05 詐術師 / Trickster: a second joker joins the game, once, after the exchange."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from explorer.engine.cards import JOKER2, STANDARD_DECK
from explorer.engine.events import Event
from explorer.engine.game import Phase
from explorer.engine.places import OUTSIDE
from explorer.engine.contract import declare_data, Rule, RuleData, Scope
from explorer.rules.registry import register
from explorer.engine.table_values import AddToDeck, Move

if TYPE_CHECKING:
    from explorer.engine.contract import Table

@dataclass(frozen=True, slots=True)
class JokerAdded(RuleData):
    """Whether the second joker has come into the game (once, for the whole game)."""

    done: bool = False


class Trickster(Rule):
    number = 5
    id = "trickster"
    suits_alike = True
    ja = "詐術師"
    en = "Trickster"
    law_ja = (
        "交換フェイズの後、王の手札に、ゲーム外から［ジョーカー］1枚を追加する。"
        "このジョーカーは、一度だけ手札に追加される。その後は、［ジョーカー］が１枚追加され、"
        "ゲーム内に［ジョーカー］が2枚ある状態でゲームを続行する。"
    )
    law_en = (
        "After the exchange, a joker from outside the game goes into the king's hand (round 1, with no "
        "king: the start player's). This happens once; the game then has two jokers to the end."
    )
    house_ja = "この家訓を持ってる人の手札に［ジョーカー］を追加する。"
    house_en = "The joker goes into the holder's hand instead (once); the game then has two jokers."
    scope = Scope.HOLDER
    draft_order = 22
    reads = frozenset({"hands"})
    brings = 0  # its joker comes in before play
    phrases = {"joker": ("A second joker from outside the game goes to {who}; the game has two jokers from now on.",
                         "ゲーム外からジョーカーが{who}の手札に加わる。以後ジョーカーは2枚。", "")}

    def hands_read(self, state: Table) -> int:
        """None during play: the second joker comes in at the exchange or the start of the round, before play."""
        return 0

    def on_phase(self, state: Table, phase: Phase, begin: bool) -> list[Event]:
        now = state.standing
        if begin or state.rule_data(JokerAdded).done or now.deck >> JOKER2 & 1:
            return []
        had_exchange = now.king is not None and now.round > 1
        if phase is Phase.EXCHANGE and had_exchange:
            target = now.king
        elif phase is Phase.START and not had_exchange:
            target = now.turn
        else:
            return []
        if self.holder is not None:
            target = self.holder
        assert target is not None
        state.set_rule_data(JokerAdded(True))
        state.perform(AddToDeck(1 << JOKER2))
        state.perform(Move(1 << JOKER2, OUTSIDE, target))
        name = state.game.players[target]
        assert STANDARD_DECK >> JOKER2 == 0
        return [Event(self.id, "joker", target, f"A second joker from outside the game goes to {name}; "
                      "the game has two jokers from now on.",
                      f"ゲーム外からジョーカーが{name}の手札に加わる。以後ジョーカーは2枚。", args=())]


declare_data(public=(JokerAdded,))


register(Trickster)
