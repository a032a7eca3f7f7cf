"""Card 20 天下り / Descent: an A may be played as a J, a 2 as a Q, a 3 as a K."""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache
from itertools import combinations, product
from typing import TYPE_CHECKING

from explorer.cards import JOKER, CardMask
from explorer.melds import Meld, MeldKind
from explorer.rules.rule import Failure, Rule, Scope

if TYPE_CHECKING:
    from explorer.state import State

# played-as rank -> the rank that may be played as it (one way only)
DESCENT = {8: 11, 9: 12, 10: 0}
"""J ← A, Q ← 2, K ← 3 (rank indices: 3 is 0 … A is 11, 2 is 12)."""
_AS = {src: dst for dst, src in DESCENT.items()}


def _jokers(hand: CardMask) -> list[int]:
    return [c for c in (JOKER, JOKER + 1) if hand >> c & 1]


def _faces_for(hand: CardMask, rank: int, suit: int) -> list[int]:
    """Physical cards of ``hand`` that may count as the card (rank, suit): itself, or its source."""
    out = []
    if hand >> (rank * 4 + suit) & 1:
        out.append(rank * 4 + suit)
    if rank in DESCENT and hand >> (DESCENT[rank] * 4 + suit) & 1:
        out.append(DESCENT[rank] * 4 + suit)
    return out


@lru_cache(maxsize=1 << 14)
def descent_melds(hand: CardMask, sizes: tuple[int, ...], seq_lengths: tuple[int, ...]) -> tuple[Meld, ...]:
    """Groups and sequences that play at least one card as its descended rank."""
    jokers = _jokers(hand)
    out: list[Meld] = []
    for rank in DESCENT:
        per_suit = [_faces_for(hand, rank, s) for s in range(4)]
        for size in sizes:
            for jj in range(0, min(len(jokers), size) + 1):
                nat = size - jj
                for suits in combinations(range(4), nat):
                    for phys in product(*(per_suit[s] for s in suits)):
                        if not any(p >> 2 != rank for p in phys):
                            continue
                        free = [s for s in range(4) if s not in suits][:jj]
                        pairs = [(p, rank * 4 + s) for p, s in zip(phys, suits)]
                        pairs += [(j, rank * 4 + s) for j, s in zip(jokers, free)]
                        if len(pairs) == size and size > 0:
                            out.append(Meld.of(pairs))
    for length in seq_lengths:
        for suit in range(4):
            for low in range(13 - length + 1):
                ranks = range(low, low + length)
                if not any(r in DESCENT for r in ranks):
                    continue
                options = [[*_faces_for(hand, r, suit), -1] for r in ranks]
                for pick in product(*options):
                    if pick.count(-1) > len(jokers):
                        continue
                    if not any(p >= 0 and p >> 2 != r for p, r in zip(pick, ranks)):
                        continue
                    real = [p for p in pick if p >= 0]
                    if len(set(real)) != len(real):
                        continue  # one card cannot stand in two places
                    js = iter(jokers)
                    pairs = [(p if p >= 0 else next(js), r * 4 + suit) for p, r in zip(pick, ranks)]
                    out.append(Meld.of(pairs))
    return tuple(dict.fromkeys(out))


class Descent(Rule):
    number = 20
    id = "descent"
    ja = "天下り"
    en = "Descent"
    law_ja = "［１］を［J］、［２］を［Q］、［３］を［K］として、場に出すことができる。"
    law_en = (
        "An A may be played as a J, a 2 as a Q and a 3 as a K (one way only), in groups and "
        "sequences too; the played-as rank's effects fire."
    )
    house_ja = "この家訓を持ってる人だけが、この効果を発動できる。"
    house_en = "Only the holder may play cards as another rank."
    scope = Scope.ONLY

    def candidates(self, state: State, player: int) -> Iterable[Meld]:
        if not self.applies(player):
            return ()
        field = state.field
        if field is None:
            return descent_melds(state.hands[player], (1, 2, 3, 4), (3, 4))
        if field.kind is MeldKind.SEQUENCE:
            return descent_melds(state.hands[player], (), (field.size,))
        return descent_melds(state.hands[player], (field.size,), ())

    def relax(self, state: State, player: int, meld: Meld, failure: Failure) -> bool:
        if failure is not Failure.FACE or not self.applies(player):
            return False
        return all(
            phys >= JOKER or phys == face or _AS.get(phys >> 2) == face >> 2 and phys & 3 == face & 3
            for phys, face in meld.faces
        )
