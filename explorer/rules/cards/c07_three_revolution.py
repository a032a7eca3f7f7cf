"""Card 07 三枚革命 / Three-card revolution: three cards at once make a revolution."""

from __future__ import annotations

from typing import TYPE_CHECKING

from explorer.engine.contract import Rule, Scope
from explorer.rules.registry import register
from explorer.engine.table_values import Number
from explorer.rules.base.revolution import REVOLUTION_SIZE

if TYPE_CHECKING:
    from explorer.engine.contract import Table


class ThreeRevolution(Rule):
    number = 7
    id = "three_revolution"
    suits_alike = True
    ja = "三枚革命"
    en = "Three-card revolution"
    law_ja = "３枚出しで革命ができる"
    law_en = "Three cards played at once (a group or a sequence, fusion too) make a revolution."
    house_ja = "この家訓を持ってる人だけが、この効果を発動できる。"
    house_en = "Only the holder's three-card plays make a revolution."
    scope = Scope.ONLY
    draft_order = 10
    reads = frozenset[str]()
    brings = 0

    def adjust(self, state: Table, number: Number, player: int, value: int) -> int:
        if number is REVOLUTION_SIZE and self.applies(player):
            return min(value, 3)
        return value


register(ThreeRevolution)
