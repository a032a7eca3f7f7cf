"""Cards, ranks, suits and the card notation of RULES.md.

A physical card is an ``int``: ``rank * 4 + suit`` for the 52 ordinary cards
(``0`` is ♠3, ``51`` is ♣2) and ``52``/``53`` for the two jokers (the second
joker exists only once rule 05 has added it).  A set of cards is a
``CardMask``: an ``int`` with one bit per card, so hands are cheap to copy,
compare and combine.

Ranks are numbered by strength, weakest first: ``0`` is 3 … ``11`` is A,
``12`` is 2.

>>> parse_card("♠3"), parse_card("S3"), parse_card("HA") == parse_card("H1")
(0, 0, True)
>>> card_str(parse_card("d10")), card_str(parse_card("JK"))
('♦10', 'JK')
>>> mask_str(parse_cards("♣Q ♠3 JK"))
'♠3 ♣Q JK'
>>> parse_card("♠11")
Traceback (most recent call last):
...
explorer.engine.errors.NotationError: '♠11': unknown rank '11' (expected 3-10, J, Q, K, A or 1, 2)
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Final, TypeAlias

from explorer.engine.errors import NotationError

Card: TypeAlias = int
"""A physical card: ``rank * 4 + suit`` (0-51) or a joker (52, 53)."""
CardMask: TypeAlias = int
"""A set of physical cards, one bit per card."""
Rank: TypeAlias = int
"""0 (the 3) … 12 (the 2), weakest to strongest in normal order."""
Suit: TypeAlias = int
"""0 ♠, 1 ♥, 2 ♦, 3 ♣."""

# built by a call, not written as tuple literals: compiled (mypyc), a Final tuple literal is inlined where it is
# read, so each read (card_str's two) built the whole tuple again
SUITS: Final = tuple("♠ ♥ ♦ ♣".split())
SUITS_ASCII: Final = tuple("S H D C".split())
RANKS: Final = tuple("3 4 5 6 7 8 9 10 J Q K A 2".split())
NUM_RANKS: Final = 13
JOKER: Final[Card] = 52
JOKER2: Final[Card] = 53
JOKERS_MASK: Final[CardMask] = (1 << JOKER) | (1 << JOKER2)
STANDARD_DECK: Final[CardMask] = (1 << 53) - 1
"""The 52 ordinary cards and one joker (53 cards)."""
FULL_DECK: Final[CardMask] = (1 << 54) - 1
"""The 54 cards once rule 05 has added the second joker."""
RANK_MASK: Final = tuple(0xF << (4 * r) for r in range(NUM_RANKS))
"""The four cards of each rank."""
SUIT_MASK: Final = tuple(sum(1 << (4 * r + s) for r in range(NUM_RANKS)) for s in range(4))

_RANK_ALIASES: Final = {name: i for i, name in enumerate(RANKS)} | {"1": 11, "T": 7}
_SUIT_ALIASES: Final = {
    "♠": 0, "♤": 0, "S": 0,
    "♥": 1, "♡": 1, "H": 1,
    "♦": 2, "♢": 2, "D": 2,
    "♣": 3, "♧": 3, "C": 3,
}
_JOKER_NAMES: Final = {"JK", "JOKER", "🃏", "ジョーカー"}
_VARIATION_SELECTORS: Final = str.maketrans("", "", "\ufe0e\ufe0f")


def rank_of(card: Card) -> Rank:
    """The rank of an ordinary card (not a joker)."""
    return card >> 2


def suit_of(card: Card) -> Suit:
    """The suit of an ordinary card (not a joker)."""
    return card & 3


def make_card(rank: Rank, suit: Suit) -> Card:
    """The ordinary card of ``rank`` and ``suit``.

    >>> card_str(make_card(11, 1))
    '♥A'
    """
    return rank * 4 + suit


def is_joker(card: Card) -> bool:
    return card >= JOKER


def jokers_held(hand: CardMask) -> list[Card]:
    """The jokers in ``hand``, the first one first.

    >>> jokers_held(1 << JOKER2), jokers_held(0)
    ([53], [])
    """
    held = hand >> JOKER & 3
    if not held:
        return []
    return [JOKER] if held == 1 else [JOKER2] if held == 2 else [JOKER, JOKER2]


def strongest_cards(hand: CardMask) -> CardMask:
    """The strongest cards of a hand for the exchange: the jokers, else the highest rank held.

    >>> mask_str(strongest_cards(parse_cards("♠3 ♥2 ♦2"))), mask_str(strongest_cards(parse_cards("♠3 JK")))
    ('♥2 ♦2', 'JK')
    """
    if hand & JOKERS_MASK:
        return hand & JOKERS_MASK
    for rank in range(NUM_RANKS - 1, -1, -1):
        if hand & RANK_MASK[rank]:
            return hand & RANK_MASK[rank]
    return 0


def rank_str(rank: Rank) -> str:
    return RANKS[rank]


def card_str(card: Card, ascii: bool = False) -> str:
    """Print one physical card (``♠3``, ``S3`` with ``ascii=True``, ``JK``)."""
    if card >= JOKER:
        return "JK"
    suits = SUITS_ASCII if ascii else SUITS
    return suits[card & 3] + RANKS[card >> 2]


RANKS_JA: Final = tuple("1" if r == "A" else r for r in RANKS)
"""The ranks as a Japanese text writes them: the ace is ``1``, as in the rulebook (docs/glossary.md)."""


def rank_text(rank: Rank, lang: str = "en") -> str:
    """A rank in ``lang``: ``A`` in the notation, ``1`` in Japanese text.

    >>> rank_text(11), rank_text(11, "ja"), rank_text(8, "ja")
    ('A', '1', 'J')
    """
    return RANKS_JA[rank] if lang == "ja" else RANKS[rank]


def card_text(card: Card, lang: str = "en") -> str:
    """One physical card for a reader of ``lang``: the notation in English (``♣A``, ``JK``), as a Japanese text
    writes it in Japanese (``♣1``, ``ジョーカー``).

    >>> card_text(parse_card("♣A"), "ja"), card_text(JOKER, "ja"), card_text(parse_card("♦10"), "ja")
    ('♣1', 'ジョーカー', '♦10')
    """
    if lang != "ja":
        return card_str(card)
    if card >= JOKER:
        return "ジョーカー"
    return SUITS[card & 3] + RANKS_JA[card >> 2]


def mask_text(mask: CardMask, lang: str = "en") -> str:
    """A set of cards for a reader of ``lang``, weakest first (:func:`card_text` of each, space-separated).

    >>> mask_text(parse_cards("JK ♥3 ♠A"), "ja")
    '♥3 ♠1 ジョーカー'
    """
    return mask_str(mask) if lang != "ja" else " ".join(card_text(c, "ja") for c in iter_cards(mask))


def iter_cards(mask: CardMask) -> Iterator[Card]:
    """The cards of a mask, weakest first (jokers last)."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def card_list(mask: CardMask) -> list[Card]:
    """The cards of a mask as a list, weakest first (jokers last): ``list(iter_cards(mask))`` without the generator
    (compiled, each step of one is a call).

    >>> card_list(0b101)
    [0, 2]
    """
    return [c for c in range(54) if mask >> c & 1]


def distinct_cards(mask: CardMask) -> Iterator[Card]:
    """The cards of a mask as a player tells them apart: weakest first, the two jokers as one.

    Jokers are identical cards, so an option per card (a card to give, take,
    discard, recycle) lists a joker once, as the first joker of ``mask``.

    >>> [card_str(c) for c in distinct_cards(parse_cards("♠3 JK JK"))]
    ['♠3', 'JK']
    """
    yield from iter_cards(mask & ~(1 << JOKER2) if mask >> JOKER & 1 else mask)


def distinct_card_list(mask: CardMask) -> list[Card]:
    """``list(distinct_cards(mask))`` without the generators (compiled, each step of one is a call): an exchange
    lists a card to give this way at each of its decisions.

    >>> [card_str(c) for c in distinct_card_list(parse_cards("♠3 JK JK"))]
    ['♠3', 'JK']
    """
    return card_list(mask & ~(1 << JOKER2) if mask >> JOKER & 1 else mask)


def same_cards(a: CardMask, b: CardMask) -> bool:
    """Whether two masks hold the same cards, jokers being identical (only their number counts).

    >>> same_cards(1 << JOKER, 1 << JOKER2), same_cards(1 << JOKER, JOKERS_MASK)
    (True, False)
    """
    return a & ~JOKERS_MASK == b & ~JOKERS_MASK and joker_count(a) == joker_count(b)


def contains_cards(big: CardMask, small: CardMask) -> bool:
    """Whether ``big`` holds every card of ``small``, jokers being identical (as many as it needs).

    >>> contains_cards(1 << JOKER2, 1 << JOKER), contains_cards(1 << JOKER, JOKERS_MASK)
    (True, False)
    """
    return not small & ~big & ~JOKERS_MASK and joker_count(small) <= joker_count(big)


def joker_count(mask: CardMask) -> int:
    """How many jokers ``mask`` holds (0, 1 or 2).

    >>> joker_count(parse_cards("♠3 JK")), joker_count(parse_cards("JK JK"))
    (1, 2)
    """
    return (mask >> JOKER & 1) + (mask >> JOKER2 & 1)


def popcount(mask: CardMask) -> int:
    """How many cards ``mask`` holds (its set bits).

    ``int.bit_count`` written out (bits summed in pairs, nibbles, then bytes, and the bytes by ``% 255``):
    compiled, a method call on an ``int`` is a generic call, many times the cost of these few operations on
    a machine word.  Exact for any mask below ``2 ** 56`` (a card mask uses 54 bits); larger ones ask
    ``bit_count``.

    >>> popcount(parse_cards("♠3 ♥3 ♦K JK JK")), popcount(0), popcount((1 << 56) - 1)
    (5, 0, 56)
    """
    if mask >> 56:
        return mask.bit_count()
    x = mask - (mask >> 1 & 0x55555555555555)
    x = (x & 0x33333333333333) + (x >> 2 & 0x33333333333333)
    return (x + (x >> 4) & 0x0F0F0F0F0F0F0F) % 255


def mask_of(cards: Iterable[Card]) -> CardMask:
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def mask_str(mask: CardMask, ascii: bool = False) -> str:
    """Print a set of cards, weakest first, separated by spaces.

    >>> mask_str(parse_cards("JK ♥3 ♠A")), mask_str(parse_cards("♦10 JK"), ascii=True)
    ('♥3 ♠A JK', 'D10 JK')
    """
    texts = _CARD_TEXTS[ascii]
    out: list[str] = []
    while mask:
        low = mask & -mask
        out.append(texts[low.bit_length() - 1])
        mask ^= low
    return " ".join(out)


_CARD_TEXTS: Final = tuple(tuple(card_str(c, ascii) for c in range(54)) for ascii in (False, True))
"""``_CARD_TEXTS[ascii][card]``: :func:`card_str` of every card, made once (:func:`mask_str` joins them)."""


def _clean(token: str) -> str:
    return token.translate(_VARIATION_SELECTORS).strip()


def parse_face(token: str) -> Card:
    """Parse an ordinary card (``♠3``, ``S3``, ``s3``, ``HA``, ``H1``, ``♦10``).

    Raises :class:`NotationError` naming the token for anything else.
    """
    t = _clean(token)
    if not t:
        raise NotationError(token, "empty card", "カードが空")
    suit_char = t[0].upper()
    if suit_char not in _SUIT_ALIASES:
        raise NotationError(token, f"unknown suit {t[0]!r} (expected ♠ ♥ ♦ ♣ or S H D C)",
                            f"不明なスート {t[0]!r}（♠ ♥ ♦ ♣ か S H D C で書く）")
    rank_text = t[1:].upper()
    if rank_text not in _RANK_ALIASES:
        raise NotationError(
            token, f"unknown rank {t[1:]!r} (expected 3-10, J, Q, K, A or 1, 2)",
            f"不明な数字 {t[1:]!r}（3〜10、J、Q、K、A（1）、2 のいずれか）",
        )
    return make_card(_RANK_ALIASES[rank_text], _SUIT_ALIASES[suit_char])


def parse_rank(token: str) -> Rank:
    """Parse a rank alone (``9``, ``Q``, ``A``/``1``)."""
    t = _clean(token).upper()
    if t not in _RANK_ALIASES:
        raise NotationError(token, "unknown rank (expected 3-10, J, Q, K, A or 1, 2)",
                            "不明な数字（3〜10、J、Q、K、A（1）、2 のいずれか）")
    return _RANK_ALIASES[t]


def parse_suits(text: str) -> int:
    """Parse suits written together or apart (``♠``, ``♠♥``, ``S H``) into a 4-bit mask.

    >>> parse_suits("♠♦"), parse_suits("S, D")
    (5, 5)
    """
    mask = 0
    for ch in _clean(text).replace(",", "").replace(" ", ""):
        if ch.upper() not in _SUIT_ALIASES:
            raise NotationError(text, f"unknown suit {ch!r} (expected ♠ ♥ ♦ ♣ or S H D C)",
                                f"不明なスート {ch!r}（♠ ♥ ♦ ♣ か S H D C で書く）")
        mask |= 1 << _SUIT_ALIASES[ch.upper()]
    if not mask:
        raise NotationError(text, "expected a suit (♠ ♥ ♦ ♣ or S H D C)", "スートを書く（♠ ♥ ♦ ♣ か S H D C）")
    return mask


def suits_str(mask: int) -> str:
    """Print a 4-bit suit mask (``♠♦``)."""
    return "".join(SUITS[s] for s in range(4) if mask >> s & 1)


def is_joker_token(token: str) -> bool:
    return _clean(token).split("=", 1)[0].upper() in _JOKER_NAMES


def parse_card(token: str) -> Card:
    """Parse one physical card; ``JK`` is the (first) joker.

    A joker declaration (``JK=♠9``) is part of a meld, not of a card: use
    :func:`explorer.engine.melds.parse_meld` for it.
    """
    t = _clean(token)
    if t.upper() in _JOKER_NAMES:
        return JOKER
    if "=" in t:
        raise NotationError(token, "a card played as another (JK=♠9, ♦A=J) belongs in a play, not in a hand",
                            "別のカードとして出す書き方（JK=♠9、♦A=J）は出すカードの中で使う。手札には書けない")
    return parse_face(t)


def split_tokens(text: str) -> list[str]:
    """Split card notation on spaces and commas."""
    return [t for t in text.replace(",", " ").replace("、", " ").split() if _clean(t)]


def parse_cards(text: str, *, jokers_taken: int = 0) -> CardMask:
    """Parse a space-separated list of physical cards into a mask.

    The first ``JK`` is joker 52, a second one joker 53.  A repeated card
    or a third joker is an error naming the token.

    >>> mask_str(parse_cards("JK ♠3 JK"))
    '♠3 JK JK'
    >>> parse_cards("♠3 S3")
    Traceback (most recent call last):
    ...
    explorer.engine.errors.NotationError: 'S3': ♠3 appears twice
    """
    mask = 0
    jokers = jokers_taken
    for token in split_tokens(text):
        card = parse_card(token)
        if card == JOKER:
            if jokers >= 2:
                raise NotationError(token, "there are at most two jokers in the game", "ジョーカーはゲームに2枚まで")
            card = JOKER + jokers
            jokers += 1
        elif mask >> card & 1:
            raise NotationError(token, f"{card_str(card)} appears twice", f"{card_str(card)}が2回書かれている")
        mask |= 1 << card
    return mask


def cards_en(n: int) -> str:
    """A number of cards in English: ``1 card``, ``2 cards``.

    >>> cards_en(1), cards_en(2), cards_en(0)
    ('1 card', '2 cards', '0 cards')
    """
    return f"{n} card" if n == 1 else f"{n} cards"
