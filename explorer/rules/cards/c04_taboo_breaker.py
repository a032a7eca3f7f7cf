"""Card 04 禁忌破り / Taboo breaker: switches forbidden finish off."""

from __future__ import annotations

from typing import ClassVar

from explorer.engine.contract import Rule, Scope
from explorer.rules.registry import register


class TabooBreaker(Rule):
    number = 4
    id = "taboo_breaker"
    suits_alike: ClassVar[bool] = True
    """Renaming the suits in a position renames them in everything this rule does (no suit of its own; the
    solver searches actions the same up to suits nobody tells apart once: explorer/analysis/symmetry.py)."""
    ja = "禁忌破り"
    en = "Taboo breaker"
    law_ja = "【禁止上がり】のルールを無効化する。"
    law_en = "Forbidden finish is switched off."
    house_ja = "この家訓を持ってる人だけ、【禁止上がり】のルールを無効化する。"
    house_en = "Forbidden finish is switched off for the holder alone."
    scope = Scope.HOLDER_EXEMPT
    draft_order = 0
    reads = frozenset[str]()
    waives = frozenset({"forbidden_finish"})


register(TabooBreaker)
