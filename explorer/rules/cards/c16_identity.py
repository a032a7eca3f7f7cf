"""Card 16 同一性 / Identity: a meld of equal strength may be played."""

from __future__ import annotations

from typing import TYPE_CHECKING

from explorer.engine.melds import Meld
from explorer.engine.contract import Failure, Rule, Scope
from explorer.rules.registry import register
from explorer.rules.cards.field_state import NumberLocked

if TYPE_CHECKING:
    from explorer.engine.contract import Table


class Identity(Rule):
    number = 16
    id = "identity"
    suits_alike = True
    ja = "同一性"
    en = "Identity"
    law_ja = "同じ強さのカードであれば、場に出すことができる。※【数縛り】の効果中は出すことができない。例：［♦︎２］の上に、［♠２］が出せる。"
    law_en = "A meld exactly as strong as the field may be played (not while a number lock holds). E.g. ♠2 on ♦2."
    house_ja = "この家訓を持ってる人が、カードを場に出したときだけ発動する。"
    house_en = "Only the holder may play a meld of equal strength."
    scope = Scope.ON_PLAY
    draft_order = 4
    reads = frozenset[str]()
    brings = 0
    relaxes = frozenset({Failure.EQUAL})

    def may_relax(self, state: Table, player: int) -> bool:
        return state.rule_data(NumberLocked).value is None and self.applies(player)

    def relax(self, state: Table, player: int, meld: Meld, failure: Failure) -> bool:
        return failure is Failure.EQUAL and state.rule_data(NumberLocked).value is None and self.applies(player)


register(Identity)
