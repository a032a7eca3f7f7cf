"""Base rule: the joker (ジョーカー)."""

from __future__ import annotations

from explorer.rules.rule import Rule


class Joker(Rule):
    id = "joker"
    ja = "ジョーカー"
    en = "Joker"
    law_ja = (
        "単体のカードとして出すと、最も強いカードとなり、革命時でも強さが反転しない。"
        "また、ワイルド（どんなカードにもなれる）カードとして扱い、同時出しや、階段出しにも使うこともできる。"
    )
    law_en = (
        "Played alone, the joker is the strongest card, and a revolution does not invert it. "
        "It is also wild: it can stand for any card in a group or a sequence."
    )
    base = True
