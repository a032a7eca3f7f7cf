"""classic.sequence_revolution 階段革命 / Sequence revolution: a sequence of 4 or more cards is a revolution.

The sequences themselves come from a rule that lets them be played (card 21, ``arcasino.stairs``); this rule only
makes the long ones revolt.  Option ``classic.sequence_revolution.length``: 4 (default) or 5 (UECda) — with never
more than four cards in one play, a length of 5 means no sequence revolts.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from explorer.engine.melds import MeldKind
from explorer.engine.table_values import Mark
from explorer.rules.local import LocalRule
from explorer.rules.base.revolution import REVOLUTION_MADE, could_lay, revolt

if TYPE_CHECKING:
    from explorer.engine.cards import CardMask
    from explorer.engine.contract import PlayContext
    from explorer.engine.contract import Table

LENGTH_OPTION = "classic.sequence_revolution.length"


class SequenceRevolution(LocalRule):
    id = "classic.sequence_revolution"
    ja = "階段革命"
    en = "Sequence revolution"
    law_ja = "4枚以上の階段出しは革命になる（階段出しを出せるルールが必要）。"
    law_en = "A sequence of 4 or more cards is a revolution (a rule that lets sequences be played must be in force)."
    owns = frozenset({Mark.REVOLUTION})
    reads = frozenset[str]()
    brings = 0

    def revolution_possible(self, state: Table, player: int, cards: CardMask) -> bool:
        """A sequence of the option's length or more, by ``player`` if the rule is for them (:func:`could_lay`)."""
        length = state.game.options.of(LENGTH_OPTION)
        assert isinstance(length, int)
        return self.applies(player) and could_lay(state, cards, length, groups=False, sequences=True)

    def play_effect(self, state: Table, ctx: PlayContext) -> None:
        laid = ctx.laid
        if laid.kind is not MeldKind.SEQUENCE or not self.applies(ctx.player) or ctx.noted(REVOLUTION_MADE):
            return  # not a sequence, not the holder's, or already a revolution by the base rule (card 21)
        length = state.game.options.of(LENGTH_OPTION)
        assert isinstance(length, int)
        if laid.size < length:
            return
        if revolt(state, ctx):
            ctx.fire(self, "revolution", f"A sequence of {laid.size}: revolution! Strength is inverted until the round ends.",
                     f"{laid.size}枚の階段出しで革命！ラウンドが終わるまでカードの強さが逆転する。")
        else:
            ctx.fire(self, "revolution", f"A sequence of {laid.size}: counter-revolution — strength is back to normal.",
                     f"{laid.size}枚の階段出しで革命返し：カードの強さが元に戻る。")
