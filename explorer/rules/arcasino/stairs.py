"""arcasino.stairs 階段出し: sequences may be played while this card is out (reading: card 21 without the revolution).

Seed 004 only says the card exists (「色縛り」や「階段出し」、「税収」など).  The reading is the Cthulhu card 21:
three or more consecutive cards of one suit, the field then taking higher sequences of the same length; but
Arcasino's revolution is four cards of one rank (「♣♠◆の7と、7と宣言したジョーカーを出すことで革命が発動します」),
so a sequence of four is no revolution here (with ``classic.sequence_revolution`` it is one).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from explorer.engine import movegen
from explorer.engine.melds import Meld, MeldKind
from explorer.rules.base.revolution import SEQUENCES_REVOLT
from explorer.rules.local import LocalRule
from explorer.engine.contract import Failure
from explorer.engine.table_values import Number

if TYPE_CHECKING:
    from explorer.engine.contract import Table


class Stairs(LocalRule):
    id = "arcasino.stairs"
    reads = frozenset[str]()  # the sequences of the player to play's own hand
    brings = 0
    ja = "階段出し"
    en = "Stairs"
    law_ja = ("同じスートのカードで、連番ならば、3枚以上同時に出すことができる（4枚でも革命にはならない）。"
              "場が流れるまでは、同じ枚数のより強い連番でなければ出せない。")
    law_en = ("Three or more consecutive cards of one suit may be played at once (four are no revolution). "
              "Until the field clears, only a higher sequence of the same length may follow.")
    house_en = "Only the holder may lead a sequence; once one is down, everyone follows with sequences."
    relaxes = frozenset({Failure.SEQUENCE})
    meld_kinds = frozenset({MeldKind.SEQUENCE})

    def candidates(self, state: Table, player: int) -> Iterable[Meld]:
        field = state.field
        hand = state.hands[player]
        if field is None:
            if not self.applies(player):
                return ()
            return movegen.sequences(hand, 3) + movegen.sequences(hand, 4)
        if field.kind is MeldKind.SEQUENCE:
            return movegen.sequences(hand, field.size)
        return ()

    def relax(self, state: Table, player: int, meld: Meld, failure: Failure) -> bool:
        return failure is Failure.SEQUENCE and self.applies(player)

    def adjust(self, state: Table, number: Number, player: int, value: int) -> int:
        return 0 if number is SEQUENCES_REVOLT else value
