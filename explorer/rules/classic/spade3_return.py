"""classic.spade3_return スペ3返し / Spade-3 return: a single ♠3 beats a single joker."""

from __future__ import annotations

from typing import TYPE_CHECKING

from explorer.engine.cards import make_card
from explorer.engine.contract import Failure
from explorer.rules.local import LocalRule

if TYPE_CHECKING:
    from explorer.engine.melds import Meld
    from explorer.engine.contract import PlayContext
    from explorer.engine.contract import Table

SPADE3 = make_card(0, 0)
_LOCKS = frozenset({"lock"})


class Spade3Return(LocalRule):
    id = "classic.spade3_return"
    ja = "スペ3返し"
    en = "Spade-3 return"
    law_ja = "ジョーカー1枚に対して、♠3を1枚出せる。場は流れ、♠3を出した人から再開する。どの縛りがあっても出せる。"
    law_en = ("A single ♠3 beats a single joker (not a joker in a group or sequence); the field then clears and "
              "the ♠3 player leads. Allowed under any lock.")
    relaxes = frozenset({Failure.WEAKER})
    reads = frozenset[str]()
    brings = 0

    @staticmethod
    def _is_return(state: Table, meld: Meld) -> bool:
        field = state.field
        return (field is not None and field.is_lone_joker and meld.size == 1
                and meld.faces[0] == (SPADE3, SPADE3))

    def lifts(self, state: Table, player: int, meld: Meld) -> frozenset[str]:
        """Allowed under any lock (LOCAL-RULES.md)."""
        return _LOCKS if self.applies(player) and self._is_return(state, meld) else frozenset()

    def relax(self, state: Table, player: int, meld: Meld, failure: Failure) -> bool:
        return failure is Failure.WEAKER and self.applies(player) and self._is_return(state, meld)

    def play_effect(self, state: Table, ctx: PlayContext) -> None:
        under = ctx.under
        if (under is not None and under.is_lone_joker and ctx.meld.size == 1
                and ctx.meld.faces[0] == (SPADE3, SPADE3) and self.applies(ctx.player)):
            ctx.clear = True
            ctx.fire(self, "cut", "♠3 returns the joker: the field clears, and the ♠3 player leads.",
                     "ジョーカーに♠3を返したので場が流れ、♠3を出した人から再開する。", SPADE3)

