"""Card 10 引き抜き / Pull out: a K takes the top card of the field into hand."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from explorer.engine.actions import Action, Choose
from explorer.engine.cards import JOKERS_MASK, RANK_MASK, distinct_cards, mask_str, mask_text
from explorer.engine.events import Event
from explorer.engine.places import FIELD
from explorer.engine.contract import declare_data, PlayContext, Rule, RuleData, Scope
from explorer.rules.registry import register
from explorer.engine.table_values import Move

if TYPE_CHECKING:
    from explorer.engine.cards import Card, CardMask
    from explorer.engine.melds import Face
    from explorer.engine.contract import Table

KING: Final = 10  # rank index of the K
@dataclass(frozen=True, slots=True, init=False)
class Takes(RuleData):
    """The positions pull-out's takes have made since the field last cleared (to end an endless loop)."""

    seen: tuple[tuple[object, ...], ...]

    # written out, as dataclasses would make them: theirs run interpreted even compiled, and the data is
    # read, compared with its default and set again as the game goes on
    def __init__(self, seen: tuple[tuple[object, ...], ...] = ()) -> None:
        object.__setattr__(self, "seen", seen)

    def __eq__(self, other: object) -> bool:
        return type(other) is Takes and self.seen == other.seen

    def __hash__(self) -> int:
        return hash((self.seen,))


def standing_for(state: Table, rank: int) -> CardMask:
    """The cards that may be played as a card of ``rank`` under the rules in force: its own, the jokers, and those a
    rule lets be played as it (:attr:`Rule.plays_as`)."""
    out = RANK_MASK[rank] | JOKERS_MASK
    for r in state.rules.rules:
        for src, dsts in r.plays_as.items():
            if rank in dsts:
                out |= RANK_MASK[src]
    return out


class PullOut(Rule):
    number = 10
    id = "pull_out"
    suits_alike = True
    ja = "引き抜き"
    en = "Pull out"
    law_ja = "［K］を含むカードを出したとき、場の一番上に置かれているカード１枚を手札に追加できる。"
    law_en = (
        "For each K played, the player may take one card of the meld that was on top of the field into "
        "hand (any one of a group). Taking is optional."
    )
    house_ja = "この家訓を持ってる人が、カードを場に出したときだけ発動する。"
    house_en = "Fires only when the holder plays."
    scope = Scope.ON_PLAY
    draft_order = 13
    reads = frozenset({"hands"})  # a take records every hand (Takes: the loop ends at a third repetition)
    brings = 0  # a take follows the taker's own play of a K, one card for each: never a larger hand
    resolving_brings = 1  # each K of the play resolving: one card of the field, into the taker's hand (its choice)
    face_ranks = frozenset({KING})
    commutes = False
    verbs = {"takes": "take"}

    @staticmethod
    def takeable(state: Table) -> CardMask:
        """The cards of the highest meld under the one just played that are still on the field.

        The meld on top of the field is the play just made, whole: cards that a fusion joined into it
        (card 02 Q&A 4: 「場には融合した状態で残ります」) are part of the top meld, not under it.
        """
        field = state.field
        on_field = state.cards_at(FIELD) & ~(field.cards if field is not None else 0)
        for _, meld in reversed(state.trick[:-1]):
            left = meld.cards & on_field
            if left:
                return left
        return 0

    def hands_read(self, state: Table) -> int:
        """Every hand, when the player to play could play a K now (a K, a joker, or a card a rule lets be played
        as a K): a take records every hand in :class:`Takes`."""
        p = state.standing.turn
        if not self.applies(p):
            return 0
        return (1 << state.game.n) - 1 if state.hands[p] & standing_for(state, KING) else 0

    def swapped_in(self, state: Table, seat: int) -> int:
        """One card of the field for each K ``seat`` plays: at most as many as the cards of its hand now that may be
        played as a K (a K, a joker, a card a rule lets be played as a K).  A card taken that is then played as a K
        takes one more, but leaves the hand itself: the cards not in the hand now grow by one only for a card of the
        hand now."""
        return (state.hands[seat] & standing_for(state, KING)).bit_count() if self.applies(seat) else 0

    def suits_told_apart(self, state: Table) -> int:
        """Every suit while a take of this field is recorded (:class:`Takes` names the cards of every hand)."""
        return 0b1111 if state.rule_data(Takes).seen else 0

    @staticmethod
    def _key(state: Table, player: int, card: int) -> tuple[object, ...]:
        hands = list(state.hands)
        hands[player] |= 1 << card
        return (tuple(hands), state.cards_at(FIELD) & ~(1 << card))

    def card_effect(self, state: Table, ctx: PlayContext, card: Card, face: Face) -> None:
        p = ctx.player
        cards = self.takeable(state)
        if not cards:
            ctx.fire(self, "take", "A K, but no card lies under it to take.", "［K］を出したが、引き抜くカードがない。", card)
            return
        seen = state.rule_data(Takes).seen
        allowed = [c for c in distinct_cards(cards) if seen.count(self._key(state, p, c)) < 2]
        if not allowed:
            ctx.fire(self, "take", "Taking again would repeat this position a third time: the loop ends, no card is taken.",
                     "同じ局面が3度目になるので引き抜きは発動しない（ループを終わらせる）。", card)
            return
        options = tuple(Choose(p, "take", 1 << c) for c in allowed) + (Choose(p, "take", 0),)
        state.ask(self, p, "take", options,
                  f"{state.game.players[p]} may take one of {mask_str(cards)} into hand.",
                  f"{state.game.players[p]}は{mask_text(cards, 'ja')}から1枚を手札に加えられる。")
        ctx.fired_cards |= 1 << card

    def on_choice(self, state: Table, ctx: PlayContext | None, action: Action) -> list[Event]:
        assert isinstance(action, Choose) and isinstance(action.value, int)
        p, mask = action.player, action.value
        name = state.game.players[p]
        if not mask:
            return [Event(self.id, "take", p, f"{name} takes nothing.", f"{name}は引き抜かない。",
                          args=(("cards", 0),))]
        state.set_rule_data(Takes(state.rule_data(Takes).seen + (self._key(state, p, mask.bit_length() - 1),)))
        state.perform(Move(mask, FIELD, p))
        c = mask_str(mask)
        return [Event(self.id, "take", p, f"{name} takes {c} from the field into hand.", f"{name}が場から{mask_text(mask, 'ja')}を手札に加える。",
                      args=(("cards", mask),))]

    def on_field_clear(self, state: Table) -> list[Event]:
        state.set_rule_data(Takes())
        return []


declare_data(private=(Takes,))


register(PullOut)
