"""classic.emperor エンペラー / Emperor: four consecutive ranks in four different suits, played as a sequence.

Such a run (:attr:`MeldKind.RUN <explorer.engine.melds.MeldKind.RUN>`) counts as a sequence of four: it may lead, it
follows a sequence of four, and a stronger sequence of four (of one suit, or another run) follows it.  Four cards
at once make a revolution by the base rule.  A joker may stand for one of its cards.  As a house rule only the
holder plays a run; once one is down, everyone may follow it with a sequence of four.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache
from itertools import permutations, product
from typing import TYPE_CHECKING

from explorer.engine import movegen
from explorer.engine.cards import JOKERS_MASK, NUM_RANKS, iter_cards, jokers_held, make_card
from explorer.engine.melds import Meld, MeldKind
from explorer.rules.local import LocalRule
from explorer.engine.contract import Failure, Refusal

if TYPE_CHECKING:
    from explorer.engine.cards import CardMask
    from explorer.engine.contract import PlayContext
    from explorer.engine.contract import Table

_FOURS = frozenset({MeldKind.SEQUENCE, MeldKind.RUN})


def runs(state: Table, player: int, hand: CardMask) -> tuple[Meld, ...]:
    """Every run of four consecutive ranks in four different suits ``player`` can make from ``hand``: a card as
    itself or as a card a rule in force lets it be played as (card 20), jokers filling any place."""
    extra: tuple[tuple[int, int], ...] = ()
    if state.rules.faces:
        extra = tuple((card, face) for card in iter_cards(hand & ~JOKERS_MASK)
                      for r in state.rules.faces for face in r.faces(state, player, card))
    return _runs(hand, extra)


@lru_cache(maxsize=1 << 14)
def _runs(hand: CardMask, extra: tuple[tuple[int, int], ...]) -> tuple[Meld, ...]:
    """:func:`runs` for a hand and the other faces its cards may be played as (cached: it is on every listing)."""
    jokers = jokers_held(hand)
    playable: dict[int, list[int]] = {}
    for card in iter_cards(hand & ~JOKERS_MASK):
        playable.setdefault(card, []).append(card)
    for card, face in extra:
        playable.setdefault(face, []).append(card)
    ranks_held = [0] * NUM_RANKS
    for face in playable:
        ranks_held[face >> 2] = 1
    out: dict[Meld, None] = {}
    for low in range(NUM_RANKS - 3):
        if sum(ranks_held[low:low + 4]) + len(jokers) < 4:
            continue  # not enough ranks of this window, whatever the suits
        for suits in permutations(range(4)):
            faces = [make_card(low + i, suit) for i, suit in enumerate(suits)]
            options = [playable.get(f, []) + ([-1] if jokers else []) for f in faces]
            for pick in product(*options):
                real = [c for c in pick if c >= 0]
                if len(set(real)) < len(real) or pick.count(-1) > len(jokers):
                    continue
                pairs = []
                ji = 0
                for c, f in zip(pick, faces):
                    if c < 0:
                        c, ji = jokers[ji], ji + 1
                    pairs.append((c, f))
                out[Meld.of(pairs)] = None
    return tuple(out)


def meld_player(state: Table) -> int:
    """Who is asking (the player to act: a refusal is explained for them)."""
    return state.standing.turn


class Emperor(LocalRule):
    id = "classic.emperor"
    ja = "エンペラー"
    en = "Emperor"
    law_ja = "スートがすべて違う4枚の連番を、階段出しとして出せる。4枚なので革命になる。"
    law_en = "Four consecutive ranks in four different suits may be played as a sequence and make a revolution."
    house_en = "Only the holder plays four suits in a row; once one is down, everyone may follow with a sequence of four."
    relaxes = frozenset({Failure.SHAPE})
    reads = frozenset[str]()  # the runs of the player to play's own hand
    brings = 0
    meld_kinds = frozenset({MeldKind.RUN, MeldKind.SEQUENCE})  # a sequence of four may follow a run
    explains = frozenset({Failure.SHAPE})

    def candidates(self, state: Table, player: int) -> Iterable[Meld]:
        field = state.field
        hand = state.hands[player]
        if field is not None and (field.size != 4 or field.kind not in _FOURS):
            return ()
        out = list(runs(state, player, hand)) if self.applies(player) else []
        if field is not None and field.kind is MeldKind.RUN:
            out += movegen.sequences(hand, 4)
        return out

    def relax(self, state: Table, player: int, meld: Meld, failure: Failure) -> bool:
        if failure is not Failure.SHAPE:
            return False
        field = state.field
        if meld.kind is MeldKind.RUN and not self.applies(player):
            return False
        if field is None:
            return meld.kind is MeldKind.RUN
        if MeldKind.RUN not in (meld.kind, field.kind) or meld.kind not in _FOURS or field.kind not in _FOURS:
            return False
        if meld.size != 4 or field.size != 4:
            return False
        inv = state.inverted
        return meld.strength(inv) > field.strength(inv)

    def explain(self, state: Table, failure: Failure, meld: Meld) -> Refusal | None:
        field = state.field
        if failure is not Failure.SHAPE or MeldKind.RUN not in (meld.kind, field.kind if field else None):
            return None
        holder = state.game.players[self.holder] if self.holder is not None else ""
        holder_only = ("{play}: only {holder}, who holds emperor, may play four suits in a row",
                       "{play}：スートが違う4枚の連番を出せるのは、【エンペラー】を持っている{holder}だけ")
        if field is None:
            return Refusal(self.id, *holder_only, "house_only", (("play", meld), ("holder", holder)))
        args: tuple[tuple[str, object], ...] = (("play", meld), ("field", field))
        if meld.kind not in _FOURS or field.kind not in _FOURS or meld.size != 4 or field.size != 4:
            return Refusal(self.id, "the field holds {field}; only a sequence of four may follow",
                           "場は{field}。4枚の連番でなければ出せない", "shape", args)
        if meld.kind is MeldKind.RUN and not self.applies(meld_player(state)):
            return Refusal(self.id, *holder_only, "house_only", (*args, ("holder", holder)))
        inv_en = " (strength is inverted now)" if state.inverted else ""
        inv_ja = "（今は強さが逆転している）" if state.inverted else ""
        return Refusal(self.id, "{play} does not beat {field}" + inv_en, "{play}は{field}より強くない" + inv_ja, "weaker", args)

    def play_effect(self, state: Table, ctx: PlayContext) -> None:
        if ctx.meld.kind is MeldKind.RUN:
            ctx.fire(self, "emperor", "Four suits in a row: an emperor, played as a sequence of four.",
                     "スートがすべて違う4枚の連番：エンペラーとして階段出しになる。")
