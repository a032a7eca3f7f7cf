"""Candidate melds from a hand, on bit masks, cached: the hot path of legal-move generation.

These functions list what a hand *could* put down (groups, sequences,
jokers standing in); the rules then decide what is legal.  Results are
tuples of immutable melds, built from tables of the parts that hands share (one rank's four cards and the
jokers; one suit's thirteen cards and the jokers), filled as they are met.

>>> from explorer.engine.cards import parse_cards
>>> [str(m) for m in groups(parse_cards("♠9 ♥9 JK"), 2, False)]
['♠9 ♥9', '♠9 JK=♥9', 'JK=♠9 ♥9']
>>> [str(m) for m in sequences(parse_cards("♠3 ♠4 ♠6 JK"), 4)]
['♠3 ♠4 JK=♠5 ♠6']
"""

from __future__ import annotations

from itertools import combinations, product
from typing import Final

from explorer.engine.cards import JOKER, NUM_RANKS, CardMask, Rank, joker_count, jokers_held
from explorer.engine.melds import JOKER_FACE, JOKER_RANK, MAX_PLAY, Meld, MeldKind, by_face

_GROUP: Final = MeldKind.GROUP
_SEQUENCE: Final = MeldKind.SEQUENCE



def groups(hand: CardMask, size: int, suit_sensitive: bool) -> tuple[Meld, ...]:
    """Every group of ``size`` cards of one rank the hand can form, jokers standing in.

    Singles leave the lone joker out (see :func:`joker_singles`).  A joker
    stands for a suit missing from the group: every such suit when
    ``suit_sensitive``, else the lowest one; two jokers are used in order.
    Built rank by rank from a table indexed by that rank's four cards and the
    jokers, which hands share far more often than whole hands (a cache of whole
    hands missed about half the time and cost more than the rank tables).
    """
    return tuple(groups_between(hand, size, suit_sensitive, 0, NUM_RANKS))


def groups_of_ranks(hand: CardMask, size: int, suit_sensitive: bool, ranks: range) -> list[Meld]:
    """As :func:`groups`, only of ``ranks`` (a step-1 range: the engine asks for the ranks that beat the field)."""
    return groups_between(hand, size, suit_sensitive, ranks.start, ranks.stop)


def groups_between(hand: CardMask, size: int, suit_sensitive: bool, lo: int, hi: int) -> list[Meld]:
    """As :func:`groups`, only of the ranks ``lo <= rank < hi`` (:func:`groups_of_ranks` without a range
    object: compiled, reading a range's ends is a generic attribute lookup each)."""
    if not 0 < size <= MAX_PLAY:
        return []  # never more than 4 cards in one play
    table = _TABLES[size][suit_sensitive]
    jokers = hand >> JOKER
    out: list[Meld] = []
    for rank in range(lo, hi):  # a range literal: mypyc loops over it natively
        bits = hand >> (rank << 2) & 0xF
        if not bits and not jokers or size > 1 and _HELD[bits << 2 | jokers] < size:
            continue  # fewer cards of the rank and jokers than the size: no group (most ranks, size 2 and up)
        i = rank << 6 | bits << 2 | jokers
        found = table[i]
        if found is None:
            found = table[i] = _rank_groups(rank, bits, jokers, size, suit_sensitive)
        if found:
            out += found
    return out


def lead_groups(hand: CardMask, suit_sensitive: bool) -> list[Meld]:
    """``groups(hand, 1) + groups(hand, 2) + groups(hand, 3) + groups(hand, 4)``, in one pass over the ranks
    (the four sizes written out: compiled, a loop over a tuple of sizes and ``+=`` on a list read from a list are
    generic operations)."""
    jokers = hand >> JOKER
    t1, t2, t3, t4 = _TABLES[1][suit_sensitive], _TABLES[2][suit_sensitive], _TABLES[3][suit_sensitive], \
        _TABLES[4][suit_sensitive]
    out: list[Meld] = []
    twos: list[Meld] = []
    threes: list[Meld] = []
    fours: list[Meld] = []
    for rank in range(NUM_RANKS):
        bits = hand >> (rank << 2) & 0xF
        if not bits and not jokers:
            continue
        held = _HELD[bits << 2 | jokers]
        i = rank << 6 | bits << 2 | jokers
        found = t1[i]
        if found is None:
            found = t1[i] = _rank_groups(rank, bits, jokers, 1, suit_sensitive)
        if found:  # most have none: no call to extend
            out.extend(found)
        if held < 2:
            continue  # one card of the rank and no joker: no larger group (most ranks)
        found = t2[i]
        if found is None:
            found = t2[i] = _rank_groups(rank, bits, jokers, 2, suit_sensitive)
        if found:  # most have none: no call to extend
            twos.extend(found)
        if held < 3:
            continue
        found = t3[i]
        if found is None:
            found = t3[i] = _rank_groups(rank, bits, jokers, 3, suit_sensitive)
        if found:  # most have none: no call to extend
            threes.extend(found)
        if held < 4:
            continue
        found = t4[i]
        if found is None:
            found = t4[i] = _rank_groups(rank, bits, jokers, 4, suit_sensitive)
        if found:  # most have none: no call to extend
            fours.extend(found)
    if twos:
        out.extend(twos)
    if threes:
        out.extend(threes)
    if fours:
        out.extend(fours)
    return out


def groups_sized_between(hand: CardMask, smallest: int, suit_sensitive: bool, lo: int, hi: int) -> list[Meld]:
    """``groups_between(hand, smallest, …) + … + groups_between(hand, 4, …)`` (sizes ``smallest`` … 4, by size
    then rank), in one pass over the ranks."""
    jokers = hand >> JOKER
    first = max(smallest, 1)
    by_size: list[list[Meld]] = [[], [], [], [], []]
    for rank in range(lo, hi):
        bits = hand >> (rank << 2) & 0xF
        held = _HELD[bits << 2 | jokers]
        if held < first:
            continue
        i = rank << 6 | bits << 2 | jokers
        for size in range(first, min(held, MAX_PLAY) + 1):  # a larger group needs more cards than are held
            table = _TABLES[size][suit_sensitive]
            found = table[i]
            if found is None:
                found = table[i] = _rank_groups(rank, bits, jokers, size, suit_sensitive)
            if found:
                by_size[size].extend(found)
    out: list[Meld] = []
    for size in range(first, MAX_PLAY + 1):
        out.extend(by_size[size])
    return out


_HELD: Final = tuple(bin(i).count("1") for i in range(64))
"""``_HELD[four_bits << 2 | jokers]``: how many cards a rank's four-bit mask and the jokers' two bits hold (a table:
compiled, the bits summed one by one cost more than the lookups they save)."""

_TABLES: Final[tuple[tuple[list[tuple[Meld, ...] | None], ...], ...]] = tuple(
    tuple([None] * (NUM_RANKS << 6) for _ in (False, True)) for _ in range(5)
)
"""``_TABLES[size][suit_sensitive][rank << 6 | four_bits << 2 | jokers]``: that rank's groups, filled as met."""


def _rank_groups(rank: Rank, bits: int, joker_bits: int, size: int, suit_sensitive: bool) -> tuple[Meld, ...]:
    """The groups of ``size`` of one rank from its four-bit mask and the jokers held (bit 0: the first)."""
    jokers = jokers_held(joker_bits << JOKER)
    base = rank * 4
    naturals = [base + s for s in range(4) if bits >> s & 1]
    out: list[Meld] = []
    for jj in range(0, min(len(jokers), size) + 1):
        nat = size - jj
        if nat > len(naturals) or (nat == 0 and size < 2):
            continue
        for combo in combinations(naturals, nat):
            used = 0
            for c in combo:
                used |= 1 << (c & 3)
            free = [s for s in range(4) if not used >> s & 1]
            choices = combinations(free, jj) if suit_sensitive else (tuple(free[:jj]),)
            for suits_for_jokers in choices:
                pairs = [(c, c) for c in combo]
                suits = used
                cards = 0
                for c in combo:
                    cards |= 1 << c
                for j, s in zip(jokers, suits_for_jokers):
                    pairs.append((j, base + s))
                    suits |= 1 << s
                    cards |= 1 << j
                out.append(Meld(cards, by_face(pairs), _GROUP, rank, size, suits))
    return tuple(out)


def joker_singles(hand: CardMask, suit_sensitive: bool) -> tuple[Meld, ...]:
    """The lone joker, then a lone joker standing for each card (rulebook: 「ワイルド（どんなカードにもなれる）」).

    Jokers are identical: the first joker held stands for them all.  A card's
    suit is given only when ``suit_sensitive`` (else one suit stands for the four).
    """
    if not hand >> JOKER:
        return ()
    return _JOKER_SINGLES[suit_sensitive][0 if hand >> JOKER & 1 else 1]


def _make_joker_singles(j: int, suit_sensitive: bool) -> tuple[Meld, ...]:
    out = [Meld(1 << j, ((j, JOKER_FACE),), _GROUP, JOKER_RANK, 1, 0)]
    for rank in range(NUM_RANKS):
        for s in range(4) if suit_sensitive else (0,):
            out.append(Meld(1 << j, ((j, rank * 4 + s),), _GROUP, rank, 1, 1 << s))
    return tuple(out)


_JOKER_SINGLES: Final[tuple[tuple[tuple[Meld, ...], ...], ...]] = tuple(
    tuple(_make_joker_singles(j, ss) for j in (JOKER, JOKER + 1)) for ss in (False, True))
"""``_JOKER_SINGLES[suit_sensitive][0 or 1 for the joker held]``."""


def sequences(hand: CardMask, length: int) -> tuple[Meld, ...]:
    """Every same-suit run of ``length`` consecutive ranks, jokers filling any place.

    Built suit by suit from a table keyed on that suit's thirteen cards and the jokers.
    """
    jokers = hand >> JOKER
    short = length - joker_count(hand)
    out: list[Meld] = []
    for suit in range(4):
        bits = hand >> suit & _SUIT_BITS
        if bits % 15 < short:  # its cards (one bit every 4: 16 ** k % 15 == 1, and at most 13 < 15)
            continue  # fewer cards of the suit than the run has places the jokers cannot fill
        key = ((bits << 2 | jokers) << 4 | length) << 2 | suit
        found = _SUIT_RUNS.get(key)
        if found is None:
            if len(_SUIT_RUNS) >= TABLE_LIMIT:
                _SUIT_RUNS.clear()
            found = _SUIT_RUNS[key] = _suit_sequences(suit, bits, jokers, length)
        if found:  # most have none: no call to extend
            out.extend(found)
    return tuple(out)


_SUIT_BITS: Final = sum(1 << (4 * r) for r in range(NUM_RANKS))
"""The cards of suit 0 (♠); shift a hand right by the suit to line up another suit's cards."""

TABLE_LIMIT: Final = 1 << 15
"""A table keyed by a suit's cards is emptied when it reaches this many entries (a long simulation meets many)."""

_SUIT_RUNS: Final[dict[int, tuple[Meld, ...]]] = {}
"""One suit's runs of one length, by that suit's cards, the jokers, the length and the suit (see :func:`sequences`)."""


def _suit_sequences(suit: int, bits: int, joker_bits: int, length: int) -> tuple[Meld, ...]:
    """The runs of ``length`` of one suit from its cards (``bits``: the hand shifted by the suit, masked), low rank
    by low rank: the runs from one low rank read only the cards of its ``length`` ranks and the jokers, so they are
    kept by those (:data:`_WINDOW_RUNS`; a suit's thirteen cards change with every play, a window's far less)."""
    out: list[Meld] = []
    window = _WINDOW_BITS[length] if length < len(_WINDOW_BITS) else sum(1 << (4 * r) for r in range(length))
    short = length - (joker_bits & 1) - (joker_bits >> 1 & 1)
    for low in range(NUM_RANKS - length + 1):
        held = bits >> (low * 4) & window
        if held % 15 < short:
            continue  # fewer cards in these ranks than places the jokers cannot fill: no run from here
        key = (((held << 2 | joker_bits) << 4 | length) << 2 | suit) << 4 | low
        found = _WINDOW_RUNS.get(key)
        if found is None:
            if len(_WINDOW_RUNS) >= TABLE_LIMIT:
                _WINDOW_RUNS.clear()
            found = _WINDOW_RUNS[key] = _window_runs(suit, held << (low * 4), joker_bits, length, low)
        if found:  # most have none: no call to extend
            out.extend(found)
    return tuple(out)


_WINDOW_BITS: Final = tuple(sum(1 << (4 * r) for r in range(n)) for n in range(NUM_RANKS + 1))
"""``_WINDOW_BITS[n]``: the first ``n`` ranks' cards of suit 0 (a run's ranks, shifted down to rank 0)."""

_WINDOW_RUNS: Final[dict[int, tuple[Meld, ...]]] = {}
"""The runs of one length from one low rank of one suit, by the cards of their ranks and the jokers."""


def _window_runs(suit: int, bits: int, joker_bits: int, length: int, low: int) -> tuple[Meld, ...]:
    """The runs of ``length`` of one suit from rank ``low`` (``bits``: the hand's cards of the suit, aligned as in
    :func:`_suit_sequences`; only those of these ranks are read)."""
    jokers = jokers_held(joker_bits << JOKER)
    options: list[tuple[int, ...]] = []
    for r in range(low, low + length):
        card = r * 4 + suit
        opts: tuple[int, ...] = (card, -1) if bits >> (r * 4) & 1 else (-1,)
        if not jokers:
            opts = tuple(o for o in opts if o != -1)
            if not opts:
                return ()
        options.append(opts)
    out: list[Meld] = []
    for pick in product(*options):
        if pick.count(-1) > len(jokers):
            continue
        pairs = []
        cards = 0
        ji = 0
        for i, c in enumerate(pick):
            face = (low + i) * 4 + suit
            if c == -1:
                c = jokers[ji]
                ji += 1
            pairs.append((c, face))
            cards |= 1 << c
        out.append(Meld(cards, tuple(pairs), _SEQUENCE, low, length, 1 << suit))
    return tuple(out)


def clear_caches() -> None:
    """Empty every move-generation cache (benchmarks measure cold generation with it)."""
    _SUIT_RUNS.clear()
    _WINDOW_RUNS.clear()
    for by_ss in _TABLES:
        for table in by_ss:
            table[:] = [None] * len(table)
