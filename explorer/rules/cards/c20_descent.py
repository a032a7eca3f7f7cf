"""Card 20 天下り / Descent: an A may be played as a J, a 2 as a Q, a 3 as a K."""

from __future__ import annotations

from collections.abc import Iterable
from itertools import combinations, product
from typing import TYPE_CHECKING, Final

from explorer.engine.cards import (
    JOKER, JOKERS_MASK, NUM_RANKS, RANK_MASK, STANDARD_DECK, SUIT_MASK, Card, CardMask, jokers_held, popcount,
)
from explorer.engine.melds import MAX_PLAY, Face, Meld, MeldKind
from explorer.engine.movegen import TABLE_LIMIT
from explorer.engine.contract import Failure, Rule, Scope, relaxing_now
from explorer.rules.registry import register

if TYPE_CHECKING:
    from explorer.engine.contract import Table

# played-as rank -> the rank that may be played as it (one way only)
DESCENT: Final = {8: 11, 9: 12, 10: 0}
"""J ← A, Q ← 2, K ← 3 (rank indices: 3 is 0 … A is 11, 2 is 12)."""
_AS: Final = {src: dst for dst, src in DESCENT.items()}
_AS_RANK: Final = tuple(_AS.get(rank, -1) for rank in range(NUM_RANKS))
"""``_AS_RANK[rank]``: the rank a card of ``rank`` may be played as, or ``-1`` (:data:`_AS` as a tuple: compiled, a
dict lookup boxes the key)."""


_SRC_MASK: Final = {rank: RANK_MASK[src] for rank, src in DESCENT.items()}
_GROUP_MASK: Final = {rank: RANK_MASK[rank] | RANK_MASK[src] | JOKERS_MASK for rank, src in DESCENT.items()}
_PAIRS: Final = tuple(DESCENT.items())
"""DESCENT's (played-as rank, source rank) pairs, in its order: a tuple, read by index (compiled, iterating a
dict's items is a generic call each step)."""
_SRC_MASKS: Final = tuple(_SRC_MASK[rank] for rank, _ in _PAIRS)
"""``_SRC_MASKS[k]``: the source rank's cards of ``_PAIRS[k]``."""
_GROUP_MASKS: Final = tuple(_GROUP_MASK[rank] for rank, _ in _PAIRS)
"""``_GROUP_MASKS[k]``: the cards a group of ``_PAIRS[k]``'s rank reads (its rank, its source, the jokers)."""
_SOURCES: Final = tuple(SUIT_MASK[suit] & (RANK_MASK[11] | RANK_MASK[12] | RANK_MASK[0]) for suit in range(4))
"""``_SOURCES[suit]``: that suit's A, 2 and 3, the cards descent plays as another rank."""



def descent_melds(hand: CardMask, sizes: tuple[int, ...], seq_lengths: tuple[int, ...],
                  suit_sensitive: bool = False) -> tuple[Meld, ...]:
    """Groups and sequences that play at least one card as its descended rank.

    Groups come first (rank J, Q, K in turn, each in the order of ``sizes``), then
    sequences (by length in the order of ``seq_lengths``, then suit, then lowest rank).
    Each group of one rank depends only on that rank's cards, the source rank's and
    the jokers; each suit's sequences only on that suit's cards near J-K and the jokers:
    those parts are kept in tables on just those cards, so they are shared by many hands; whole
    hands are cached too (a player lists the same hand again after a pass).
    Sizes and lengths above four give none: never more than 4 cards in one play (RULES.md).
    A joker in a group stands for every free suit when ``suit_sensitive``, else the lowest.
    """
    return _melds_for(_asked(sizes, seq_lengths), hand, suit_sensitive)


class _Asked:
    """What :func:`descent_melds` is asked for (sizes and lengths), with what it keeps for that ask: the cards it
    never reads and its whole-hand table.  The candidates' few asks are made once (:data:`_EVERY` …): each call
    then needs no key worked out from the sizes and no lookup of the table (compiled, two dict lookups of a
    boxed int)."""

    __slots__ = ("sizes", "seq_lengths", "ignored", "whole")

    def __init__(self, sizes: tuple[int, ...], seq_lengths: tuple[int, ...], whole: dict[int, tuple[Meld, ...]]) -> None:
        self.sizes = sizes
        self.seq_lengths = seq_lengths
        self.ignored = _ignored(sizes, seq_lengths)
        """The cards no meld asked for can hold (:func:`_ignored`)."""
        self.whole = whole
        """Whole hands' answers (a player lists the same hand again after a pass), by the hand less
        :attr:`ignored` and suit sensitivity: hands that differ only there share an entry."""


def _asked(sizes: tuple[int, ...], seq_lengths: tuple[int, ...]) -> _Asked:
    """The :class:`_Asked` of these sizes and lengths, made once (by a key: the sizes, then the lengths, in
    order, a digit each; a size above 5 gives what 6 does: none)."""
    spec = 0
    for size in sizes:
        spec = spec << 3 | min(size + 1, 7)
    spec <<= 3
    for length in seq_lengths:
        spec = spec << 3 | min(length + 1, 7)
    got = _ASKS.get(spec)
    if got is None:
        got = _ASKS[spec] = _Asked(sizes, seq_lengths, {})
    return got


def _melds_for(asked: _Asked, hand: CardMask, suit_sensitive: bool) -> tuple[Meld, ...]:
    """:func:`descent_melds` of ``asked``'s sizes and lengths."""
    hand &= ~asked.ignored
    key = hand << 1 | suit_sensitive
    whole = asked.whole
    got = whole.get(key)
    if got is None:
        if len(whole) >= TABLE_LIMIT:
            whole.clear()
        got = whole[key] = _descent_melds(hand, asked.sizes, asked.seq_lengths, suit_sensitive)
    return got


def _ignored(sizes: tuple[int, ...], seq_lengths: tuple[int, ...]) -> CardMask:
    """The cards :func:`_descent_melds` never reads for these sizes and lengths: the ranks below J (but the
    3s) for groups, the ranks below :func:`_sequence_mask`'s lowest (but the 3s) for each length."""
    lowest = NUM_RANKS  # the lowest rank read, the 3s (rank 0: played as K) aside
    if sizes:
        lowest = 8  # the groups read J, Q, K and their sources A, 2, 3
    for length in seq_lengths:
        if length <= MAX_PLAY:
            lowest = min(lowest, max(1, 9 - length))
    return ((1 << (lowest * 4)) - 1) & ~RANK_MASK[0]


def _descent_melds(hand: CardMask, sizes: tuple[int, ...], seq_lengths: tuple[int, ...],
                   suit_sensitive: bool) -> tuple[Meld, ...]:
    out: list[Meld] = []
    jokers = hand >> JOKER
    for k in range(3 if sizes else 0):
        rank, src = _PAIRS[k]
        if not hand & _SRC_MASKS[k]:
            continue  # a descent group needs a source card (A, 2 or 3)
        cards = (hand >> rank * 4 & 15 | (hand >> src * 4 & 15) << 4 | jokers << 8) << 4 | rank
        held = popcount(cards >> 4)  # the rank's cards, its source's and the jokers: no larger group
        for size in sizes:
            if size > MAX_PLAY or size > held:
                continue
            key = (cards << 3 | size) << 1 | suit_sensitive
            found = _GROUPS.get(key)
            if found is None:
                if len(_GROUPS) >= TABLE_LIMIT:
                    _GROUPS.clear()
                found = _GROUPS[key] = _descent_groups(rank, hand & _GROUP_MASKS[k], size, suit_sensitive)
            out += found
    for length in seq_lengths:
        if length > MAX_PLAY:
            continue
        keep = _sequence_mask(length)
        for suit in range(4):
            if not hand & _SOURCES[suit]:
                continue  # a descent sequence plays a source card of its suit (an A, 2 or 3) as J, Q or K
            part = hand & (SUIT_MASK[suit] & keep | JOKERS_MASK)
            key = (((part >> suit & SUIT_MASK[0]) << 2 | jokers) << 3 | length) << 2 | suit
            found = _SEQUENCES.get(key)
            if found is None:
                if len(_SEQUENCES) >= TABLE_LIMIT:
                    _SEQUENCES.clear()
                found = _SEQUENCES[key] = _descent_sequences(suit, part, (length,))[0]
            out += found
    if _repeats(sizes) or _repeats(seq_lengths):
        return tuple(dict.fromkeys(out))  # a size asked twice gives the same melds twice
    return tuple(out)


_ASKS: Final[dict[int, _Asked]] = {}
"""Each ask of :func:`descent_melds` met, by its sizes and lengths (:func:`_asked`), with its whole-hand table
(a dict, not functools.lru_cache: compiled, that is a generic call)."""
_GROUPS: Final[dict[int, tuple[Meld, ...]]] = {}
"""The descent groups of one rank and size, by that rank's cards, its source rank's, the jokers and suit sensitivity."""
_SEQUENCES: Final[dict[int, tuple[Meld, ...]]] = {}
"""The descent sequences of one suit and length, by the suit's cards that matter and the jokers."""


def _repeats(values: tuple[int, ...]) -> bool:
    """Whether a value comes twice (a size asked twice)."""
    seen = 0
    for v in values:
        if seen >> v & 1:
            return True
        seen |= 1 << v
    return False


def _sequence_mask(longest: int) -> CardMask:
    """The cards that matter to descent sequences of up to ``longest`` cards: ranks from
    ``9 - longest`` (the lowest a sequence reaching the J can start) up, and the 3s (played as K)."""
    low = min(max(0, 9 - longest), NUM_RANKS)
    return STANDARD_DECK & ~((1 << (low * 4)) - 1) | RANK_MASK[0]


def _descent_groups(rank: int, hand: CardMask, size: int, suit_sensitive: bool) -> tuple[Meld, ...]:
    """Groups of ``size`` of ``rank`` with at least one card of its source rank (``hand``: only those two
    ranks and the jokers): fewest jokers first, then by the suits the hand's cards take, the card of the
    rank itself before its source."""
    jokers = jokers_held(hand)
    src = DESCENT[rank]
    per_suit: list[list[int]] = []
    for s in range(4):
        mine = []
        if hand >> (rank * 4 + s) & 1:
            mine.append(rank * 4 + s)
        if hand >> (src * 4 + s) & 1:
            mine.append(src * 4 + s)
        per_suit.append(mine)
    avail = [s for s in range(4) if per_suit[s]]  # suits with no card give no group
    src_suits = hand >> (src * 4) & 15
    out: list[Meld] = []
    for jj in range(0, min(len(jokers), size) + 1):
        nat = size - jj
        if nat <= 0 or nat + jj > 4:
            continue  # a card must be played as the rank; the jokers need free suits
        for suits in combinations(avail, nat):
            nat_bits = 0
            for s in suits:
                nat_bits |= 1 << s
            if not nat_bits & src_suits:
                continue  # none of these suits has a card of the source rank
            free = [s for s in range(4) if not nat_bits >> s & 1]
            # the jokers take free suits: every choice when suits matter, else the lowest
            for joker_suits in combinations(free, jj) if suit_sensitive else (tuple(free[:jj]),):
                out += _with_phys(rank, suits, joker_suits, jokers, per_suit, nat_bits)
    return tuple(out)


def _with_phys(rank: int, suits: tuple[int, ...], joker_suits: tuple[int, ...], jokers: list[int],
               per_suit: list[list[int]], nat_bits: int) -> list[Meld]:
    """The groups of ``rank`` whose ordinary cards take ``suits`` (each suit's own card or its source
    card) and whose jokers take ``joker_suits``; at least one card is played as the rank it is not."""
    base = rank * 4
    out: list[Meld] = []
    joker_pairs: list[tuple[int, int]] = []
    joker_cards = 0
    suit_bits = nat_bits
    for j, s in zip(jokers, joker_suits):
        joker_pairs.append((j, base + s))
        joker_cards |= 1 << j
        suit_bits |= 1 << s
    size = len(suits) + len(joker_suits)
    for phys in product(*(per_suit[s] for s in suits)):
        cards = joker_cards
        from_src = False
        for p in phys:
            cards |= 1 << p
            if p >> 2 != rank:
                from_src = True
        if not from_src:
            continue  # no card played as another rank
        pairs = [(p, base + s) for p, s in zip(phys, suits)]
        if joker_pairs:
            pairs += joker_pairs
            pairs.sort(key=_face)
        out.append(Meld(cards, tuple(pairs), MeldKind.GROUP, rank, size, suit_bits))
    return out


def _face(pair: tuple[int, int]) -> int:
    return pair[1]


def _descent_sequences(suit: int, hand: CardMask, seq_lengths: tuple[int, ...]) -> tuple[tuple[Meld, ...], ...]:
    """For each length of ``seq_lengths``, the sequences of ``suit`` with at least one card
    played as its descended rank (``hand``: only that suit's cards and the jokers): lowest
    first; within one, rank by rank the card itself, then its source, then a joker."""
    # the ranks that a card of this suit can be played as (J for an A, Q for a 2, K for a 3)
    targets = [r for r, src in DESCENT.items() if hand >> (src * 4 + suit) & 1]
    if not targets:
        return tuple(() for _ in seq_lengths)
    jokers = jokers_held(hand)
    nj = len(jokers)
    options: list[list[int]] = []
    for r in range(NUM_RANKS):
        opts = [r * 4 + suit] if hand >> (r * 4 + suit) & 1 else []
        if r in targets:
            opts.append(DESCENT[r] * 4 + suit)
        opts.append(-1)
        options.append(opts)
    lowest, highest = min(targets), max(targets)
    out: list[tuple[Meld, ...]] = []
    for length in seq_lengths:
        melds: list[Meld] = []
        plain = 3 <= length <= MAX_PLAY

        def walk(low: int, i: int, cards: int, used: int, descended: bool, pairs: tuple[tuple[int, int], ...]) -> None:
            """Choose the card for position ``i`` (rank ``low + i``) in every way, in order."""
            if i == length:
                if descended:
                    if plain:
                        melds.append(Meld(cards, pairs, MeldKind.SEQUENCE, low, length, 1 << suit))
                    else:
                        melds.append(Meld.of(pairs))  # a group of one, or not a meld at all (raises)
                return
            r = low + i
            if not descended and r > highest:
                return  # no card left that can be played as another rank
            face = r * 4 + suit
            for p in options[r]:
                if p < 0:
                    if used < nj:
                        j = jokers[used]
                        walk(low, i + 1, cards | 1 << j, used + 1, descended, pairs + ((j, face),))
                elif not cards >> p & 1:  # one card cannot stand in two places
                    walk(low, i + 1, cards | 1 << p, used, descended or p >> 2 != r, pairs + ((p, face),))

        # windows holding a rank a card can be played as
        for low in range(max(0, lowest - length + 1), min(highest, NUM_RANKS - length) + 1):
            top = low + length
            if not any(low <= r < top for r in targets):
                continue
            if sum(1 for r in range(low, top) if len(options[r]) == 1) > nj:
                continue  # more gaps than jokers
            walk(low, 0, 0, 0, False, ())
        out.append(tuple(melds))
    return tuple(out)


class Descent(Rule):
    number = 20
    id = "descent"
    suits_alike = True
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
    draft_order = 3
    reads = frozenset[str]()
    brings = 0
    relaxes = frozenset({Failure.FACE})
    plays_as = {src: frozenset({dst}) for dst, src in DESCENT.items()}

    def candidates(self, state: Table, player: int) -> Iterable[Meld]:
        if not self.applies(player):
            return ()
        field = state.field
        rules = state.rules
        hand, ss = state.hands[player], rules.suit_sensitive
        if field is None:
            return _melds_for(_EVERY, hand, ss)
        relax_for = relaxing_now(state, player)  # the listing's: each rule's precondition asked once
        if relax_for[Failure.SHAPE] or \
                not rules.lays_candidates and any(r.may_lay(state, player) for r in rules.lay):
            # a rule may let a play of another shape through now, or join the field's meld whatever its count
            # (02) and asks the listing to try every candidate (with lays_candidates the lay rules list what
            # may join themselves)
            return _melds_for(_EVERY, hand, ss)
        # a rule may let a play of another count through now (06)
        count = bool(relax_for[Failure.COUNT])
        size = field.size
        if field.kind is MeldKind.SEQUENCE:
            return _melds_for(_SEQUENCES_ANY if count else _SEQUENCES_OF[size] if size < 9 else
                              _asked((), (size,)), hand, ss)
        lo, hi = state.group_bounds(player)
        if lo > 10 or hi <= 8:
            return ()  # a group played as J, Q or K cannot beat the field, and no rule may let it through now
        return _melds_for(_GROUPS_ANY if count else _GROUPS_OF[size] if size < 9 else _asked((size,), ()), hand, ss)

    def faces(self, state: Table, player: int, card: Card) -> tuple[Face, ...]:
        if card >= JOKER or card >> 2 not in _AS or not self.applies(player):
            return ()
        return (_AS[card >> 2] * 4 + (card & 3),)

    def faces_mask(self, state: Table, player: int, hand: CardMask) -> CardMask:
        if not self.applies(player):
            return 0
        # DESCENT written out (A, rank 11, as J, 8; 2, 12, as Q, 9; 3, 0, as K, 10): a dict loop costs more
        return (hand >> 44 & 15) << 32 | (hand >> 48 & 15) << 36 | (hand & 15) << 40

    def may_relax(self, state: Table, player: int) -> bool:
        return self.applies(player)

    def relax(self, state: Table, player: int, meld: Meld, failure: Failure) -> bool:
        if failure is not Failure.FACE or not self.applies(player):
            return False
        for phys, face in meld.faces:
            # a joker, the card itself, or the card played as the rank it descends to, its suit kept
            if not (phys >= JOKER or phys == face or _AS_RANK[phys >> 2] == face >> 2 and phys & 3 == face & 3):
                return False
        return True


_EVERY: Final = _asked((1, 2, 3, 4), (3, 4))
"""The candidates' asks, made once: every group and sequence (a lead, or a field any shape may follow)."""
_SEQUENCES_ANY: Final = _asked((), (3, 4))
_SEQUENCES_OF: Final = tuple(_asked((), (n,)) for n in range(9))
"""``_SEQUENCES_OF[n]``: the sequences of ``n`` cards (a fused field has up to eight)."""
_GROUPS_ANY: Final = _asked((1, 2, 3, 4), ())
_GROUPS_OF: Final = tuple(_asked((n,), ()) for n in range(9))
"""``_GROUPS_OF[n]``: the groups of ``n`` cards."""

register(Descent)
