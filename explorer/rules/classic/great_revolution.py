"""classic.great_revolution 大革命 / Great revolution: four 2s make a revolution and the player finishes at once."""

from __future__ import annotations

from typing import TYPE_CHECKING

from explorer.engine.cards import JOKER
from explorer.engine.melds import MeldKind
from explorer.engine.places import OUT_OF_PLAY
from explorer.rules.base.forbidden_finish import NEVER_FORBIDDEN
from explorer.rules.local import TWO, LocalRule
from explorer.engine.table_values import Move

if TYPE_CHECKING:
    from explorer.engine.contract import PlayContext
    from explorer.engine.contract import Table


class GreatRevolution(LocalRule):
    id = "classic.great_revolution"
    reads = frozenset[str]()  # the rest of the player's own hand leaves play
    brings = 0
    phrases = {"finish": ("Four 2s: a great revolution — {who} [finish|finishes] at once.",
                          "［2］4枚で大革命：{who}はその場であがる。", "")}
    no_edge = (
        "大革命は［2］4枚を出したときだけ効く。探索の局面で出す人の手札に同じ数字が4枚そろうことはまれで、"
        "どの組み合わせでも［2］4枚の出しが起きなかった。大革命の裁定はそのシナリオ（定番デッキの大革命）が示している。",
        "Great revolution acts only on a play of four 2s. The search's positions rarely give the acting player four "
        "cards of a rank, and no pair's positions had four 2s played; its scenarios (classic great revolution) show "
        "the ruling.")
    ja = "大革命"
    en = "Great revolution"
    law_ja = "［2］を4枚出すと革命が起き、出した人はその場であがる（まだだれもあがっていなければ1位）。"
    law_en = "Four 2s: a revolution, and the player finishes at once (first place if nobody has finished)."

    def play_effect(self, state: Table, ctx: PlayContext) -> None:
        meld = ctx.meld
        if (meld.kind is not MeldKind.GROUP or not self.applies(ctx.player)
                or sum(1 for c, f in meld.faces if c < JOKER and f >> 2 == TWO) < 4):  # four real 2s: a joker never counts
            return
        p = ctx.player
        if state.hands[p]:
            state.perform(Move(state.hands[p], p, OUT_OF_PLAY))  # the rest of the hand leaves play: the player is out
        ctx.note(NEVER_FORBIDDEN)  # finishing so is the rule's point, never a forbidden finish
        ctx.fire(self, "finish", f"Four 2s: a great revolution — {state.game.players[p]} finishes at once.",
                 f"［2］4枚で大革命：{state.game.players[p]}はその場であがる。", args=())
