"""Card 22 3返し / Three return: a 3 on a lone joker clears the field."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from explorer.engine.melds import JOKER_FACE, Meld
from explorer.engine.contract import Failure, PlayContext, Rule, Scope
from explorer.rules.registry import register

if TYPE_CHECKING:
    from explorer.engine.cards import Card
    from explorer.engine.melds import Face
    from explorer.engine.contract import Table

THREE: Final = 0


def _is_single_three(meld: Meld) -> bool:
    return meld.size == 1 and meld.rank == THREE


class ThreeReturn(Rule):
    number = 22
    id = "three_return"
    suits_alike = True
    ja = "3返し"
    en = "Three return"
    law_ja = (
        "［ジョーカー］が単体で場に出されたとき、［３］を出して、場を流すことができる。"
        "［ジョーカー］が［ワイルドカード］の効果で、別のカードとして出されたときは、効果の対象にはならない。"
    )
    law_en = (
        "On a lone joker, a single 3 may be played and clears the field. A joker standing for another "
        "card is not a target."
    )
    house_ja = "この家訓を持ってる人が、カードを場に出したときだけ発動する。"
    house_en = "Only the holder's 3 returns a joker."
    scope = Scope.ON_PLAY
    draft_order = 8
    reads = frozenset[str]()
    brings = 0
    relaxes = frozenset({Failure.WEAKER})
    face_ranks = frozenset({THREE})

    def may_relax(self, state: Table, player: int) -> bool:
        field = state.field
        return field is not None and field.is_lone_joker and self.applies(player)

    def relax(self, state: Table, player: int, meld: Meld, failure: Failure) -> bool:
        field = state.field
        return (
            failure is Failure.WEAKER
            and field is not None
            and field.is_lone_joker
            and _is_single_three(meld)
            and self.applies(player)
        )

    def fires_on(self, state: Table, ctx: PlayContext, card: Card, face: Face) -> bool:
        under = ctx.under
        return (
            face != JOKER_FACE
            and face >> 2 == THREE
            and _is_single_three(ctx.meld)
            and under is not None
            and under.is_lone_joker
            and self.applies(ctx.player)
        )

    def card_effect(self, state: Table, ctx: PlayContext, card: Card, face: Face) -> None:
        ctx.clear = True
        ctx.fire(self, "clear", "A 3 on the lone joker: the field clears (three return).",
                 "単体のジョーカーに［3］を出したので場が流れる（3返し）。", card)


register(ThreeReturn)
