"""Card 19 Jバック / J-back: a J inverts strength until the field clears."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from explorer.engine.melds import JOKER_FACE
from explorer.rules.cards.field_state import Inversion as Inversion  # its state (see that module)
from explorer.engine.contract import PlayContext, Rule, Scope
from explorer.engine.table_values import Mark
from explorer.rules.registry import register

if TYPE_CHECKING:
    from explorer.engine.cards import Card
    from explorer.engine.melds import Face
    from explorer.engine.contract import Table

JACK: Final = 8  # rank index of the J


class JBack(Rule):
    number = 19
    id = "j_back"
    suits_alike = True
    ja = "Jバック"
    en = "J-back"
    law_ja = "［J］を含むカードを場に出すと、場が流れるまで、カードの強さが逆転する"
    law_en = "A play containing a J inverts strength until the field clears; each J flips it once."
    house_ja = "この家訓を持ってる人が、カードを場に出したときだけ発動する。"
    house_en = "Fires only when the holder plays."
    scope = Scope.ON_PLAY
    draft_order = 14
    reads = frozenset[str]()
    brings = 0
    owns = frozenset({Mark.REVERSED})
    face_ranks = frozenset({JACK})

    def card_effect(self, state: Table, ctx: PlayContext, card: Card, face: Face) -> None:
        if face == JOKER_FACE or face >> 2 != JACK or not self.applies(ctx.player):
            return
        on = not state.rule_data(Inversion).value  # each J flips it
        state.set_rule_data(Inversion(on))
        if on:
            en, ja = "A J: strength is inverted until the field clears.", "［J］が出たので場が流れるまで強さが逆転する。"
        else:
            en, ja = "A J: strength flips back.", "［J］が出たので強さが元に戻る。"
        ctx.fire(self, "reverse", en, ja, card)


register(JBack)
