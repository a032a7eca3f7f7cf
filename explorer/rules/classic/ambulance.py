"""classic.ambulance 救急車 / Ambulance: a pair of 9s clears the field like an 8."""

from __future__ import annotations

from typing import TYPE_CHECKING

from explorer.melds import JOKER_FACE, MeldKind
from explorer.rules.local import NINE, LocalRule

if TYPE_CHECKING:
    from explorer.rules.rule import PlayContext
    from explorer.state import State


class Ambulance(LocalRule):
    id = "classic.ambulance"
    ja = "救急車"
    en = "Ambulance"
    law_ja = "［9］2枚を出すと、8切りのように場が流れる。"
    law_en = "A pair of 9s clears the field like an 8."

    def play_effect(self, state: State, ctx: PlayContext) -> None:
        meld = ctx.meld
        if meld.kind is not MeldKind.GROUP or meld.size != 2 or not self.applies(ctx.player):
            return
        if all(f != JOKER_FACE and f >> 2 == NINE for _, f in meld.faces):
            ctx.clear = True
            ctx.fire(self, "cut", "Two 9s: the field clears, and the player leads again.",
                     "［9］2枚なので場が流れ、出した人から再開する。")
