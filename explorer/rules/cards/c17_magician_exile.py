"""Card 17 魔術師追放 / Magician exile: no revolution that uses a joker."""

from __future__ import annotations

from typing import TYPE_CHECKING

from explorer.engine.cards import JOKER
from explorer.engine.melds import Meld
from explorer.engine.contract import Refusal, Rule, Scope, StatedInteraction
from explorer.rules.registry import register
from explorer.rules.base.revolution import revolution_size

if TYPE_CHECKING:
    from explorer.engine.contract import Table


class MagicianExile(Rule):
    number = 17
    id = "magician_exile"
    suits_alike = True
    ja = "魔術師追放"
    en = "Magician exile"
    law_ja = "ジョーカーを使った【革命】ができなくなる。"
    law_en = "No revolution may be made with a joker: a play that would be such a revolution is refused."
    house_ja = "この家訓を持っている人以外に効果を発動する。"
    house_en = "Binds everyone but the holder."
    scope = Scope.OTHERS
    draft_order = 20
    reads = frozenset[str]()
    brings = 0
    stated = (StatedInteraction(
        "blocks", "revolution", ("♠9 ♥9 ♦9 JK ♣3", "♦4", "♣7"), "", 2, "A plays ♠9 ♥9 ♦9 JK=♣9",
        "card 17: ジョーカーを使った【革命】ができなくなる。",
        "説明書（カード17）：ジョーカーを使った革命はできない。",
        "The rulebook (card 17): no revolution may use a joker."),)

    def may_forbid(self, state: Table, player: int) -> bool:
        """A joker about: in the hand, or in the field's meld (which a join makes part of what is laid)."""
        field = state.field
        return self.applies(player) and bool(
            state.hands[player] >> JOKER or field is not None and field.cards >> JOKER)

    def refuses_joker_revolutions(self, state: Table, player: int) -> bool:
        """:meth:`forbid` refuses every laid meld of the revolution size or more that holds a joker, for every player
        it applies to (the size is :func:`revolution_size`, the one the base revolution reads)."""
        return self.applies(player)

    def forbid(self, state: Table, player: int, meld: Meld, laid: Meld) -> Refusal | None:
        if not self.applies(player):
            return None
        if not laid.cards >> JOKER or laid.size < revolution_size(state, player):
            return None
        return Refusal(self.id, "no revolution may be made with a joker",
                       "ジョーカーを使った革命はできない", "no_joker_revolution")


register(MagicianExile)
