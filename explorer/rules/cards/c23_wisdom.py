"""Card 23 文殊の知恵 / Wisdom of three: three 3s beat anything and clear the field."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Final

from explorer.engine import movegen
from explorer.engine.cards import JOKERS_MASK, popcount
from explorer.engine.melds import Meld, MeldKind
from explorer.engine.contract import Failure, PlayContext, Rule, Scope
from explorer.rules.registry import register

if TYPE_CHECKING:
    from explorer.engine.contract import Table

THREE: Final = 0
_BEATS: Final = frozenset({Failure.SHAPE, Failure.COUNT, Failure.WEAKER, Failure.EQUAL})


def is_wisdom(meld: Meld) -> bool:
    """Three cards that all count as 3 (a joker may stand for one)."""
    return meld.kind is MeldKind.GROUP and meld.size == 3 and meld.rank == THREE


class Wisdom(Rule):
    number = 23
    id = "wisdom"
    suits_alike = True
    ja = "文殊の知恵"
    en = "Wisdom of three"
    law_ja = "どんなカードが場に置かれていても、［３］を３枚出すことで、場を流すことができる。"
    law_en = (
        "Three 3s may be played on anything on the field, and clear it (a joker may stand for a 3). "
        "They cannot cut in on an eight cut: the 8 has already cleared the field."
    )
    house_ja = "この家訓を持ってる人が、カードを場に出したときだけ発動する。"
    house_en = "Only the holder's three 3s do this."
    scope = Scope.ON_PLAY
    draft_order = 5
    reads = frozenset[str]()
    brings = 0
    relaxes = _BEATS

    def candidates(self, state: Table, player: int) -> Iterable[Meld]:
        if state.field is None or not self.applies(player):
            return ()
        hand = state.hands[player]
        if popcount(hand & (0xF << THREE * 4 | JOKERS_MASK)) < 3:
            return ()  # fewer than three cards that may count as 3
        # the groups of three of rank 3 alone (every rank's, filtered, cost a table read per rank)
        return movegen.groups_between(hand, 3, state.rules.suit_sensitive, THREE, THREE + 1)

    def may_relax(self, state: Table, player: int) -> bool:
        """Only with three cards that may count as 3 in hand (3s and jokers), on a field (a lead fails nothing)."""
        hand = state.hands[player]
        return state.field is not None and self.applies(player) and \
            popcount(hand & (0xF << THREE * 4 | JOKERS_MASK)) >= 3

    def relax(self, state: Table, player: int, meld: Meld, failure: Failure) -> bool:
        return failure in _BEATS and is_wisdom(meld) and self.applies(player)

    def play_effect(self, state: Table, ctx: PlayContext) -> None:
        if not is_wisdom(ctx.meld) or not self.applies(ctx.player):
            return
        ctx.clear = True
        ctx.fire(self, "clear", "Three 3s: wisdom of three beats everything and clears the field.",
                 "［3］を3枚出したので場が流れる（文殊の知恵）。")
        ctx.fired_cards |= ctx.meld.cards


register(Wisdom)
