"""Card 07 三枚革命 / Three-card revolution: three cards at once make a revolution."""

from __future__ import annotations

from typing import TYPE_CHECKING

from explorer.engine.contract import Rule, Scope
from explorer.rules.registry import register

if TYPE_CHECKING:
    from explorer.engine.contract import Table


class ThreeRevolution(Rule):
    number = 7
    id = "three_revolution"
    ja = "三枚革命"
    en = "Three-card revolution"
    law_ja = "３枚出しで革命ができる"
    law_en = "Three cards played at once (a group or a sequence, fusion too) make a revolution."
    house_ja = "この家訓を持ってる人だけが、この効果を発動できる。"
    house_en = "Only the holder's three-card plays make a revolution."
    scope = Scope.ONLY
    draft_order = 10

    def adjust(self, state: Table, name: str, player: int, value: int) -> int:
        if name == "revolution_size" and self.applies(player):
            return min(value, 3)
        return value


register(ThreeRevolution)
