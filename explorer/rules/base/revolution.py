"""Base rule: revolution (革命)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from explorer.rules.rule import PlayContext, Rule

if TYPE_CHECKING:
    from explorer.state import State


class Revolution(Rule):
    id = "revolution"
    ja = "革命"
    en = "Revolution"
    law_ja = "カードを4枚まとめて出すと、革命が起き、カードの強さが逆転する。効果はラウンドが終わるまで継続する。"
    law_en = (
        "Playing 4 cards at once makes a revolution: card strength is inverted until the round "
        "ends. Another revolution inverts it back."
    )
    base = True
    owns = frozenset({"revolution"})

    def play_effect(self, state: State, ctx: PlayContext) -> None:
        if ctx.laid.size < state.revolution_size(ctx.player):
            return
        state.revolution = not state.revolution
        ctx.extra["revolution_made"] = True
        if state.revolution:
            ctx.fire(self, "revolution", "Revolution! Strength is inverted until the round ends.",
                     "革命！ラウンドが終わるまでカードの強さが逆転する。")
        else:
            ctx.fire(self, "revolution", "Counter-revolution: strength is back to normal.",
                     "革命返し：カードの強さが元に戻る。")
