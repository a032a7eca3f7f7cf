"""Card 24 抜け道 / Loophole: a hand of only forbidden-finish cards draws from the discard pile."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from explorer.engine.actions import Action, Choose
from explorer.engine.cards import JOKER, card_list, card_str, card_text, iter_cards, mask_str, mask_text
from explorer.engine.events import Event
from explorer.engine.places import DISCARD
from explorer.engine.melds import JOKER_FACE, Meld
from explorer.rules.base.forbidden_finish import forbidden_reason
from explorer.engine.contract import PlayContext, Refusal, Rule, Scope
from explorer.rules.registry import register
from explorer.engine.table_values import Move

if TYPE_CHECKING:
    from explorer.engine.contract import Table


def forbidden_card(state: Table, player: int, card: int) -> bool:
    """Whether finishing with ``card`` alone would be a forbidden finish for ``player`` now."""
    face = JOKER_FACE if card >= JOKER else card
    ctx = PlayContext(player, Meld.of([(card, face)]), state.inverted, state.field)
    return forbidden_reason(state, ctx) is not None


class Loophole(Rule):
    number = 24
    id = "loophole"
    suits_alike = True
    ja = "抜け道"
    en = "Loophole"
    law_ja = "手札が【禁止あがり】の効果対象の手札しかない場合、手札を公開することで、捨札からランダムでカードを１枚、手札にくわえる"
    law_en = (
        "A player whose hand holds only cards that would be forbidden finishes may show it and draw "
        "one random card from the discard pile."
    )
    house_ja = "この家訓を持ってる人だけが、この効果を発動できる。"
    house_en = "Only the holder may do this."
    scope = Scope.ONLY
    draft_order = 24
    reads = frozenset[str]()
    brings = None  # a hand of only forbidden finishes draws again and again: no bound
    brings_needs = "forbidden_finish"  # only a player the forbidden finish binds draws (card 04 may waive it)
    chance_kinds = frozenset({"loophole"})
    ask_windows = frozenset({"loophole"})
    verbs = {"shows": "loophole"}
    action_phrases = {"loophole": "{name}が手札を公開する"}
    window_kinds = frozenset({"loophole"})

    def _open_to(self, state: Table, player: int) -> bool:
        hand = state.hands[player]
        if not hand or not state.cards_at(DISCARD) or not self.applies(player) or state.rules.waived("forbidden_finish", player):
            return False
        return all(forbidden_card(state, player, c) for c in iter_cards(hand))

    def window_actions(self, state: Table) -> list[Action]:
        return [Choose(p, "loophole", 0) for p in range(state.game.n) if self._open_to(state, p)]

    def window_refusal(self, state: Table, action: Action) -> Refusal | None:
        """Which condition of the card fails: the holder, a hand to show, forbidden finish in force, the cards, the pile."""
        if action in self.window_actions(state):
            return None
        p = action.player
        name = state.game.players[p]
        if not self.applies(p):
            holder = state.game.players[self.holder or 0]
            return Refusal(self.id, f"loophole is {holder}'s house rule: only {holder} may use it",
                           f"【抜け道】は{holder}の家訓なので、この効果を使えるのは{holder}だけ", "house_only")
        hand = state.hands[p]
        if not hand:
            return Refusal(self.id, f"{name} holds no cards: there is no hand to show",
                           f"{name}は手札がない：公開する手札がない", "no_cards")
        waivers = [r for r in state.rules if "forbidden_finish" in r.waived_ids() and r.applies(p)]
        if waivers:
            w = waivers[0]
            whose_en = "a law" if w.holder is None else f"{state.game.players[w.holder]}'s house rule"
            whose_ja = "法律" if w.holder is None else f"{state.game.players[w.holder]}の家訓"
            return Refusal(self.id, f"{w.en.lower()} ({whose_en}) switches forbidden finish off for {name}: "
                           "no card is a forbidden finish",
                           f"【{w.ja}】（{whose_ja}）があるので、{name}には【禁止上がり】が適用されない。"
                           "禁止上がりになるカードがない" if w.ja else "【禁止上がり】がないので、禁止上がりになるカードがない", "waived")
        free = 0
        for c in iter_cards(hand):
            if not forbidden_card(state, p, c):
                free |= 1 << c
        if free:
            cards = mask_str(free)
            verb = "is not a forbidden finish" if free.bit_count() == 1 else "are not forbidden finishes"
            return Refusal(self.id, f"{cards} in {name}'s hand {verb} now: loophole needs a hand "
                           "of only forbidden-finish cards",
                           f"{name}の手札の{mask_text(free, 'ja')}は今、禁止上がりになるカードではない。【抜け道】が使えるのは、"
                           "手札が禁止上がりになるカードだけのとき", "free_cards")
        if not state.cards_at(DISCARD):
            return Refusal(self.id, "the discard pile is empty: there is no card to draw",
                           "捨札がない：引くカードがない", "empty_pile")
        return Refusal(self.id, f"write '{name} shows hand': loophole shows the whole hand",
                       f"「{name} shows hand」と書く：抜け道は手札をすべて公開する", "whole_hand")

    def on_window(self, state: Table, action: Action) -> list[Event]:
        p = action.player
        pile = card_list(state.cards_at(DISCARD))
        rng = random.Random(f"{state.game.seed}:loophole:{state.standing.round}:{len(state.log)}:{p}")
        card = rng.choice(pile)
        hand = state.hands[p]
        shown = mask_str(hand)
        state.perform(Move(1 << card, DISCARD, p))
        name = state.game.players[p]
        return [Event(self.id, "draw", p, f"{name} shows {shown} and draws {card_str(card)} at random from the discard pile.",
                      f"{name}が手札（{mask_text(hand, 'ja')}）を公開し、捨札からランダムに{card_text(card, 'ja')}を引く。",
                      args=(("shown", hand), ("card", card)))]


register(Loophole)
