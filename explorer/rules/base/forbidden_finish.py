"""Base rule: forbidden finish (禁止上がり)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from explorer.engine.cards import JOKER
from explorer.engine.contract import PlayContext, Rule
from explorer.rules.base.revolution import REVOLUTION_MADE
from explorer.engine.table_values import Note

if TYPE_CHECKING:
    from explorer.engine.contract import Table


NEVER_FORBIDDEN = Note("never_forbidden")
"""What a rule notes (:meth:`PlayContext.note <explorer.engine.contract.PlayContext.note>`) when its effect emptied the player's hand and it rules that finish is never a
forbidden one (classic Queen bomber, great revolution)."""


def forbidden_reason(state: Table, ctx: PlayContext) -> tuple[str, str] | None:
    """Why finishing with ``ctx.meld`` is forbidden (English, Japanese), or ``None``.

    First the ruling of the rule whose effect emptied the hand, if one did (:attr:`Rule.finish_ruling`): each
    rule's own ruling holds whatever the table option.  Then the cards put on the field (LOCAL-RULES.md,
    "Processing": 「"The cards one finished with" are the cards put on the field」), as the table option
    ``arcasino.forbidden_finish`` says: seed 004's 2 or joker; or the base rule's joker, the strongest rank when
    the cards went down (2, or 3 while inverted, unless the table plays ``forbidden_strongest: always_2``), a
    card whose effect fired or would fire for this player (when a ``played`` effect emptied the hand, no card of a
    rule whose ruling is ``played``), a revolution when the table counts it as an effect.  A card that fires a rule whose ruling is ``forbidden``
    (card 03, Q&A 2) is forbidden under either option.  Loophole (24) and the bots ask the same.
    """
    meld = ctx.meld
    if ctx.noted(NEVER_FORBIDDEN):  # an effect emptied the hand and its rule says that finish is never forbidden
        return None
    emptier = state.rules.rules[ctx.emptied_by] if ctx.emptied_by >= 0 else None
    ruling = emptier.finish_ruling if emptier is not None else ""
    if ruling == "never":
        return None
    if ruling == "forbidden" and emptier is not None:
        return f"a hand emptied by {emptier.en.lower()}", f"【{emptier.ja}】の効果"
    effects = state.rules.card_effect
    for r in effects:
        if r.finish_ruling == "forbidden" and any(r.fires_on(state, ctx, card, face) for card, face in meld.faces):
            return "a card with an effect", "効果のあるカード"
    if state.game.options.of("arcasino.forbidden_finish") == "two_or_joker":  # seed 004: 2 or joker only, always
        if meld.cards >> JOKER:
            return "a joker", "ジョーカー"
        if any(card >> 2 == 12 for card, _ in meld.faces):
            return "a 2", "［2］"
        return None
    strongest = 0 if ctx.inverted_before and state.game.options.forbidden_strongest == "current" else 12
    if meld.cards >> JOKER:
        return "a joker", "ジョーカー"
    if any(card >> 2 == strongest for card, _ in meld.faces):
        name = "3" if strongest == 0 else "2"
        return f"a {name}, the strongest rank now", f"今一番強い［{name}］"
    fired = ctx.fired_cards & meld.cards
    # A hand a ``played`` effect emptied is a finish with the cards put on the field, judged when every effect has
    # resolved (seed 004's ③): no card of a ``played`` rule counts as "a card with an effect" then — not only the one
    # whose effect emptied the hand, but one whose effect came after and found nothing (♠7 ♠8 ♠9 ♠10 under stairs:
    # the 7 passes the last card, the 10 discards nothing; 「「10捨て」も同様です」).
    played = ruling == "played"
    if played:
        for card, face in meld.faces:
            if any(r.finish_ruling == "played" and r.fires_on(state, ctx, card, face) for r in effects):
                fired &= ~(1 << card)
    if fired or any(
        r.fires_on(state, ctx, card, face) for card, face in meld.faces for r in effects
        if not (played and r.finish_ruling == "played")
    ):
        return "a card with an effect", "効果のあるカード"
    if ctx.noted(REVOLUTION_MADE) and state.game.options.revolution_finish_is_effect:
        return "a revolution (table option)", "革命（テーブルオプション）"
    return None


class ForbiddenFinish(Rule):
    id = "forbidden_finish"
    suit_blind = True
    judges_finishes = True
    finish_kind = "forbidden_finish"
    phrases = {"forbidden_finish": ("{who} finished with {why}: a forbidden finish, last place this round.",
                                    "{who}は{why}であがったので禁止上がり。このラウンドの最下位になる。", "why_en why_ja")}
    counted = {"forbidden_finish": "forbidden_finishes"}
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
    reads = frozenset[str]()
    brings = 0

    def last_places(self, state: Table, sent: tuple[int, ...]) -> tuple[int, ...]:
        """Whoever is sent to last place latest is last, the earlier a place higher (seed 004; card 13 Q&A 2); with
        the classic deck's option ``classic.forbidden_order: earlier_lower`` (the Japan Daifugō Federation's
        reading), the earliest is last."""
        if state.game.options.deck and state.game.options.of("classic.forbidden_order") == "earlier_lower":
            return tuple(reversed(sent))
        return sent

    def on_finish(self, state: Table, ctx: PlayContext) -> None:
        why = forbidden_reason(state, ctx)
        if why is None:
            return
        why_en, why_ja = why
        ctx.to_last = True
        name = state.game.players[ctx.player]
        ctx.fire(self, "forbidden_finish",
                 f"{name} finished with {why_en}: forbidden finish, last place this round.",
                 f"{name}は{why_ja}であがったので禁止上がり。このラウンドの最下位になる。",
                 args=(("why_en", why_en), ("why_ja", why_ja)))
