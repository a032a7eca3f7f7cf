"""Base rule: forbidden finish (禁止上がり)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from explorer.cards import JOKER
from explorer.rules.rule import PlayContext, Rule

if TYPE_CHECKING:
    from explorer.state import State


class ForbiddenFinish(Rule):
    id = "forbidden_finish"
    ja = "禁止上がり"
    en = "Forbidden finish"
    law_ja = (
        "一番強いカードや、効果のあるカードであがった場合、禁止あがりとなり、そのラウンドの最下位となる。"
        "例：２やジョーカー、またルールに８切りが適応されている場合、８であがった場合も敗北となる。"
    )
    law_en = (
        "Finishing with the strongest card (a joker; a 2, or a 3 while strength is inverted) or "
        "with a card whose effect fired puts the player last in the round."
    )
    base = True

    def on_finish(self, state: State, ctx: PlayContext) -> None:
        meld = ctx.meld
        strongest = 0 if ctx.inverted_before and state.options.forbidden_strongest == "current" else 12
        why_en = why_ja = ""
        if meld.cards >> JOKER:
            why_en, why_ja = "a joker", "ジョーカー"
        elif any(card >> 2 == strongest for card, _ in meld.faces):
            name = "3" if strongest == 0 else "2"
            why_en, why_ja = f"a {name}, the strongest rank now", f"今一番強い［{name}］"
        elif ctx.fired_cards & meld.cards or any(
            r.fires_on(state, ctx, card, face) for card, face in meld.faces for r in state.rules.card_effect
        ):
            why_en, why_ja = "a card with an effect", "効果のあるカード"
        elif ctx.extra.get("revolution_made") and state.options.revolution_finish_is_effect:
            why_en, why_ja = "a revolution (table option)", "革命（テーブルオプション）"
        if not why_en:
            return
        ctx.forbidden = True
        name = state.players[ctx.player]
        ctx.fire(self, "forbidden_finish",
                 f"{name} finished with {why_en}: forbidden finish, last place this round.",
                 f"{name}は{why_ja}であがった：禁止上がり、このラウンドの最下位。")
