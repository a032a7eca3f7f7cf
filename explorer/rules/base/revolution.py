"""Base rule: revolution (革命)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from explorer.engine.melds import MeldKind
from explorer.engine.contract import PlayContext, Rule

if TYPE_CHECKING:
    from explorer.engine.melds import Meld
    from explorer.engine.contract import Table

SEQUENCES_REVOLT = "sequences_revolt"
"""The named number (1 by default) a rule sets to 0 for a player whose sequences are never a revolution by their
size (a deck whose sequences carry no revolution: Arcasino's stairs)."""


def sequences_revolt(state: Table, player: int) -> bool:
    """Whether ``player``'s sequences revolt by their size, as groups do (no rule in force sets
    :data:`SEQUENCES_REVOLT` to 0)."""
    return all(r.adjust(state, SEQUENCES_REVOLT, player, 1) for r in state.rules.adjust)


def size_revolts(state: Table, player: int, laid: Meld) -> bool:
    """Whether ``laid`` is a revolution by its size alone (the base rule)."""
    if laid.size < state.revolution_size(player):
        return False
    return laid.kind is not MeldKind.SEQUENCE or sequences_revolt(state, player)


class Revolution(Rule):
    id = "revolution"
    counted = {"revolution": "revolutions"}
    ja = "革命"
    en = "Revolution"
    law_ja = "カードを4枚まとめて出すと、革命が起き、カードの強さが逆転する。効果はラウンドが終わるまで継続する。"
    law_en = (
        "Playing 4 cards at once makes a revolution: card strength is inverted until the round "
        "ends. Another revolution inverts it back."
    )
    base = True
    owns = frozenset({"revolution"})

    def play_effect(self, state: Table, ctx: PlayContext) -> None:
        if not size_revolts(state, ctx.player, ctx.laid):
            return
        state.set_revolution(not state.revolution)
        ctx.extra["revolution_made"] = True
        if state.revolution:
            ctx.fire(self, "revolution", "Revolution! Strength is inverted until the round ends.",
                     "革命！ラウンドが終わるまでカードの強さが逆転する。")
        else:
            ctx.fire(self, "revolution", "Counter-revolution: strength is back to normal.",
                     "革命返し：カードの強さが元に戻る。")
