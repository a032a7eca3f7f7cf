"""Card 25 祓詞（ドボン） / Dobon: two cards that combine to the top card's value go out of turn."""

from __future__ import annotations

from typing import TYPE_CHECKING

from explorer.engine.actions import Action, Choose
from explorer.engine.cards import JOKER, iter_cards, mask_str, mask_text
from explorer.engine.events import Event
from explorer.engine.places import DISCARD
from explorer.engine.melds import JOKER_FACE
from explorer.engine.contract import Refusal, Rule, Scope
from explorer.rules.registry import register
from explorer.engine.table_values import Finish, Move

if TYPE_CHECKING:
    from explorer.engine.contract import Table


def value(rank: int) -> int:
    """Card value for rule 25: A=1, 2=2, 3=3 … 10, J=11, Q=12, K=13."""
    return {11: 1, 12: 2}.get(rank, rank + 3)


def combines(a: int, b: int, target: int) -> bool:
    """Whether ``a`` and ``b`` make ``target`` with + − × ÷ (either order, exact division)."""
    return a + b == target or abs(a - b) == target or a * b == target or a == target * b or b == target * a


class Dobon(Rule):
    number = 25
    id = "dobon"
    suits_alike = True
    ja = "祓詞（ドボン）"
    en = "Dobon"
    law_ja = (
        "手札が２枚のとき、場の一番上のカードと手札２枚の合計（＋−×÷可能）が同じになる場合、"
        "「クトゥルフ」とコールして手番を飛ばしてカードを出すことができる。"
    )
    law_en = (
        "A player holding exactly two cards whose values combine (+ − × ÷) to the value of the top card "
        "may call \"Cthulhu\" and put them out at once, out of turn, and finish. No joker; not a forbidden "
        "finish. (The two cards go to the discard pile; the field is unchanged.)"
    )
    house_ja = "この家訓を持ってる人だけが、この効果を発動できる。"
    house_en = "Only the holder may call it."
    scope = Scope.ONLY
    draft_order = 1
    reads = frozenset[str]()
    brings = 0
    ask_windows = frozenset({"dobon"})
    finishing_windows = frozenset({"dobon"})
    verbs = {"calls": "dobon"}
    phrases = {"dobon": ("{who} [call|calls] “Cthulhu!” and [put|puts] out {cards}.",
                         "{who}が「クトゥルフ」とコールして{cards}を出す。", "cards")}
    action_phrases = {"dobon": "{name}が「クトゥルフ」とコールして{cards}を出す"}
    window_kinds = frozenset({"dobon"})

    def _target_values(self, state: Table) -> set[int]:
        field = state.field
        if field is None or field.is_lone_joker:
            return set()
        return {value(face >> 2) for _, face in field.faces if face != JOKER_FACE}

    def window_actions(self, state: Table) -> list[Action]:
        targets = self._target_values(state)
        if not targets:
            return []
        out: list[Action] = []
        for p in range(state.game.n):
            hand = state.hands[p]
            if hand.bit_count() != 2 or hand >> JOKER or not self.applies(p):
                continue
            a, b = (value(c >> 2) for c in iter_cards(hand))
            if any(combines(a, b, t) for t in targets):
                out.append(Choose(p, "dobon", hand))
        return out

    def window_refusal(self, state: Table, action: Action) -> Refusal | None:
        if action in self.window_actions(state):
            return None
        p = action.player
        hand = state.hands[p]
        if not self.applies(p):
            holder = state.game.players[self.holder or 0]
            return Refusal(self.id, f"dobon is {holder}'s house rule: only {holder} may call it",
                           f"ドボンは{holder}の家訓：この効果を発動できるのは{holder}だけ", "house_only")
        if hand.bit_count() != 2:
            return Refusal(self.id, f"dobon needs exactly two cards in hand; {state.game.players[p]} holds {hand.bit_count()}",
                           f"【祓詞（ドボン）】は手札がちょうど2枚のときだけ（{state.game.players[p]}は{hand.bit_count()}枚）", "hand_size")
        if hand >> JOKER:
            return Refusal(self.id, "a joker cannot be used for dobon", "ドボンにジョーカーは使えない", "no_joker")
        if isinstance(action, Choose) and action.value != hand:
            cards = mask_str(hand)
            return Refusal(self.id, f"dobon puts out the two cards in {state.game.players[p]}'s hand: {cards}",
                           f"出すのは{state.game.players[p]}の手札の2枚：{mask_text(hand, 'ja')}", "whole_hand")
        if state.field is None:
            return Refusal(self.id, "the field is empty: there is no top card to match",
                           "場にカードがない：合わせる場の一番上のカードがない", "empty_field")
        if not self._target_values(state):
            return Refusal(self.id, "the top card is a lone joker, which has no value to match",
                           "場の一番上は単体のジョーカーで、合わせる値がない", "no_value")
        return Refusal(self.id, "the two cards do not combine (+ − × ÷) to the value of the top card",
                       "2枚の値を＋−×÷しても場の一番上のカードの値にならない", "no_match")

    def on_window(self, state: Table, action: Action) -> list[Event]:
        p = action.player
        cards = state.hands[p]
        state.perform(Move(cards, p, DISCARD))
        name = state.game.players[p]
        events = [Event(self.id, "dobon", p, f"{name} calls \"Cthulhu!\" and puts out {mask_str(cards)} (dobon).",
                        f"【祓詞（ドボン）】：{name}が「クトゥルフ」とコールして{mask_text(cards, 'ja')}を出す。",
                        args=(("cards", cards),))]
        return events + state.perform(Finish(p, to_last=False))


register(Dobon)
