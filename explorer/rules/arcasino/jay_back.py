"""arcasino.jay_back Jバック: each J inverts strength until the field clears; two J's flip twice (seed 004)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from explorer.rules.cards.c19_j_back import Inversion
from explorer.rules.local import JACK, LocalRule

if TYPE_CHECKING:
    from explorer.cards import Card
    from explorer.melds import Face
    from explorer.rules.rule import PlayContext
    from explorer.state import State


class JayBack(LocalRule):
    id = "arcasino.jay_back"
    ja = "Jバック"
    en = "Jay back"
    law_ja = "［J］を1枚出すごとに、場が流れるまでカードの強さが逆になる。［J］2枚なら2回逆になり、強さはそのまま。"
    law_en = "Each J played inverts strength until the field clears; two J's flip it twice (seed 004)."
    face_ranks = frozenset({JACK})
    owns = frozenset({"reversed"})

    def card_effect(self, state: State, ctx: PlayContext, card: Card, face: Face) -> None:
        flipped = not state.rule_data(Inversion).value
        state.set_rule_data(Inversion(flipped))
        if flipped:
            en, ja = "A J: strength is inverted until the field clears.", "［J］が出たので場が流れるまで強さが逆になる。"
        else:
            en, ja = "A J: strength flips back.", "［J］が出たので強さが元に戻る。"
        ctx.fire(self, "reverse", en, ja, card)
