"""Card 04 禁忌破り / Taboo breaker: switches forbidden finish off."""

from __future__ import annotations

from explorer.engine.contract import Rule, Scope
from explorer.rules.registry import register


class TabooBreaker(Rule):
    number = 4
    id = "taboo_breaker"
    suits_alike = True
    ja = "禁忌破り"
    en = "Taboo breaker"
    law_ja = "【禁止上がり】のルールを無効化する。"
    law_en = "Forbidden finish is switched off."
    house_ja = "この家訓を持ってる人だけ、【禁止上がり】のルールを無効化する。"
    house_en = "Forbidden finish is switched off for the holder alone."
    scope = Scope.HOLDER_EXEMPT
    draft_order = 0
    reads = frozenset[str]()
    brings = 0
    waives = frozenset({"forbidden_finish"})


register(TabooBreaker)
