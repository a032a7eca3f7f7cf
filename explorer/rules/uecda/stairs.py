"""uecda.stairs 階段（UECda） / UECda's sequences: three or more consecutive cards of one suit, of any length.

tndhms reads a sequence as three or more cards in one suit's row (``analyze_card``: fewer is an error), with no
upper limit, a joker filling any place; on a sequence only one of the same length whose lowest card is above the
field's highest may follow (below its lowest while strength is inverted: ``compare_card_status``).  A sequence of
five or more is a revolution (the classic sequence revolution at its UECda length); four are not.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from explorer.engine import movegen
from explorer.engine.cards import NUM_RANKS
from explorer.engine.contract import Failure, Refusal, Rule
from explorer.engine.melds import Meld, MeldKind
from explorer.rules.base.revolution import SEQUENCES_REVOLT
from explorer.engine.table_values import Number

if TYPE_CHECKING:
    from explorer.engine.contract import Table


class Stairs(Rule):
    id = "uecda.stairs"
    ja = "階段出し（コンピュータ大富豪大会）"
    en = "Sequences (UECda)"
    law_ja = ("同じスートの連番なら3枚以上、何枚でも同時に出せる。階段出しの後には、同じ枚数で、場の一番強いカードより"
              "強いカードだけでできた階段出ししかできない。5枚以上の階段出しは革命になる。")
    law_en = ("Three or more consecutive cards of one suit, any number of them, may be played at once. On a "
              "sequence only one of the same length may follow, all of its cards stronger than the field's "
              "strongest. A sequence of five or more is a revolution.")
    relaxes = frozenset({Failure.SEQUENCE})
    meld_kinds = frozenset({MeldKind.SEQUENCE})
    max_play = NUM_RANKS

    def candidates(self, state: Table, player: int) -> Iterable[Meld]:
        field = state.field
        hand = state.hands[player]
        if field is None:
            out: list[Meld] = []
            for length in range(3, min(hand.bit_count(), NUM_RANKS) + 1):
                found = movegen.sequences(hand, length)
                if not found:
                    break
                out.extend(found)
            return out
        if field.kind is MeldKind.SEQUENCE:
            return movegen.sequences(hand, field.size)
        return ()

    def relax(self, state: Table, player: int, meld: Meld, failure: Failure) -> bool:
        return failure is Failure.SEQUENCE

    def adjust(self, state: Table, number: Number, player: int, value: int) -> int:
        return 0 if number is SEQUENCES_REVOLT else value  # the size that revolts is the sequence revolution's

    def may_forbid(self, state: Table, player: int) -> bool:
        field = state.field
        return field is not None and field.kind is MeldKind.SEQUENCE

    def forbid(self, state: Table, player: int, meld: Meld, laid: Meld) -> Refusal | None:
        field = state.field
        if field is None or field.kind is not MeldKind.SEQUENCE or meld.kind is not MeldKind.SEQUENCE:
            return None
        if state.inverted:
            if meld.top_rank < field.rank:
                return None
            return Refusal(self.id, "{play} is not wholly below {field} (strength is inverted)",
                           "{play}は場の{field}より全部弱いカードではない（強さが逆転している）", "weaker",
                           (("play", meld), ("field", field)))
        if meld.rank > field.top_rank:
            return None
        return Refusal(self.id, "{play} is not wholly above {field}: its lowest card must beat the field's highest",
                       "{play}は場の{field}より全部強いカードではない（一番弱いカードが場の一番強いカードより強くなければならない）",
                       "weaker", (("play", meld), ("field", field)))
