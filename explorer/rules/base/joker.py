"""Base rule: the joker (ジョーカー)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from explorer.engine.melds import Meld
from explorer.engine.contract import Failure, Refusal, Rule

if TYPE_CHECKING:
    from explorer.engine.contract import Table


class Joker(Rule):
    id = "joker"
    suit_blind = True
    makes_jokers_wild = True
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
    reads = frozenset[str]()
    brings = 0
    explains = frozenset({Failure.WEAKER, Failure.EQUAL})

    def explain(self, state: Table, failure: Failure, meld: Meld) -> Refusal | None:
        field = state.field
        if failure in self.explains and field is not None and field.is_lone_joker:
            return Refusal(self.id, "{play} does not beat a lone joker, the strongest card",
                           "{play}では単体のジョーカー（最強）に勝てない", "beats_nothing", (("play", meld),))
        return None
