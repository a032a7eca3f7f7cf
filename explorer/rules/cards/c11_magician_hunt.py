"""Card 11 魔術師狩り / Magician hunt: after a single Q, a joker holder must play a joker."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from explorer.engine.cards import JOKER
from explorer.engine.events import Event
from explorer.engine.melds import JOKER_FACE, Meld, MeldKind
from explorer.engine.movegen import joker_singles
from explorer.engine.contract import declare_data, PlayContext, Refusal, Rule, RuleData, Scope
from explorer.rules.registry import register

if TYPE_CHECKING:
    from explorer.engine.cards import Card
    from explorer.engine.melds import Face
    from explorer.engine.contract import Table

QUEEN: Final = 9  # rank index of the Q
@dataclass(frozen=True, slots=True, init=False)
class Hunt(RuleData):
    """A single Q started the hunt (until the field clears); who has played a joker since (a bit per seat)."""

    on: bool
    done: int

    # written out, as dataclasses would make them: theirs run interpreted even compiled, and the data is
    # read, compared with its default and set again as the game goes on
    def __init__(self, on: bool = False, done: int = 0) -> None:
        object.__setattr__(self, "on", on)
        object.__setattr__(self, "done", done)

    def __eq__(self, other: object) -> bool:
        return type(other) is Hunt and self.on == other.on and self.done == other.done

    def __hash__(self) -> int:
        return hash((self.on, self.done))


class MagicianHunt(Rule):
    number = 11
    id = "magician_hunt"
    suits_alike = True
    ja = "魔術師狩り"
    en = "Magician hunt"
    law_ja = "［Q］を1枚だけ場に出した場合、その場が流れるまで、手札に［ジョーカー］があるプレイヤーは、［ジョーカー］を場に出さなければならない。"
    law_en = (
        "After a single Q is played, until the field clears, a player holding a joker must play a joker "
        "(one is enough) when they can."
    )
    house_ja = "この家訓を持ってる人が、カードを場に出したときだけ発動する。"
    house_en = "Fires only when the holder plays a single Q; the hunt then binds everyone."
    scope = Scope.ON_PLAY
    draft_order = 18
    reads = frozenset[str]()
    brings = 0
    face_ranks = frozenset({QUEEN})

    def fires_on(self, state: Table, ctx: PlayContext, card: Card, face: Face) -> bool:
        return ctx.meld.size == 1 and face != JOKER_FACE and face >> 2 == QUEEN and self.applies(ctx.player)

    def card_effect(self, state: Table, ctx: PlayContext, card: Card, face: Face) -> None:
        state.set_rule_data(Hunt(True, state.rule_data(Hunt).done))
        ctx.fire(self, "hunt", "A single Q: until the field clears, whoever holds a joker must play it.",
                 "［Q］の単体出し：場が流れるまで、ジョーカーを持つ人はジョーカーを出さなければならない。", card)

    def observe(self, state: Table, player: int, meld: Meld) -> list[Event]:
        hunt = state.rule_data(Hunt)
        if hunt.on and meld.cards >> JOKER:  # one joker is enough (Q&A)
            state.set_rule_data(Hunt(True, hunt.done | 1 << player))
        return []

    def on_field_clear(self, state: Table) -> list[Event]:
        state.set_rule_data(Hunt())
        return []

    def _joker_play_exists(self, state: Table, player: int) -> bool:
        """Whether a candidate play with a joker is legal. A yes or no, so the lone joker is asked first where it
        is a candidate (on a single card: where the hunt begins), and every candidate only if it is refused."""
        field = state.field
        if field is not None and field.kind is MeldKind.GROUP and field.size == 1:
            singles = joker_singles(state.hands[player], state.rules.suit_sensitive)
            if singles and state.refusal(player, singles[0], explain=False) is None:
                return True
        return any(m.cards >> JOKER and state.refusal(player, m, explain=False) is None
                   for m in state.candidate_melds(player))

    def _bound(self, state: Table, player: int) -> bool:
        """Hunted: a joker in hand, none played yet in this hunt, and a joker play is legal (worked out once
        per listing: ``state.listing_memo``)."""
        if not self.may_forbid(state, player):
            return False
        memo = state.listing_memo
        if memo is None:
            return self._joker_play_exists(state, player)
        key = (self, player)
        got = memo.get(key)
        if got is None:
            got = memo[key] = self._joker_play_exists(state, player)
        return bool(got)

    def may_forbid(self, state: Table, player: int) -> bool:
        """The cheap half of :meth:`_bound`: a hunt on, a joker in hand, none played yet in this hunt."""
        if not state.hands[player] >> JOKER:  # asked first: an int's bits, where the data is a dict read
            return False
        hunt = state.rule_data(Hunt)
        return hunt.on and not hunt.done >> player & 1

    def forbid(self, state: Table, player: int, meld: Meld, laid: Meld) -> Refusal | None:
        if meld.cards >> JOKER or not self._bound(state, player):
            return None
        return Refusal(self.id, "a single Q was played: you hold a joker, so you must play a joker",
                       "［Q］が1枚だけ出された後なので、ジョーカーを持っている人はジョーカーを出さなければならない", "must_play_joker")

    def forbid_pass(self, state: Table, player: int) -> Refusal | None:
        if not self._bound(state, player):
            return None
        return Refusal(self.id, "a single Q was played: you hold a joker, so you must play it, not pass",
                       "［Q］が1枚だけ出された後なので、ジョーカーを持っている人はパスできない", "must_play_joker")


declare_data(public=(Hunt,))


register(MagicianHunt)
