"""Melds: what one play puts on the field.

A :class:`Meld` is a group (1-4 cards of one rank, a lone card being a group
of one) or a sequence (3-4 consecutive cards of one suit, rule 21).  Each
physical card is played with a *face*: the card it counts as.  An ordinary
card's face is itself unless a rule says otherwise (rule 20 plays an A as a
J); a joker's face is the card it stands for, or :data:`JOKER_FACE` when it
is played alone as the strongest card.

>>> m = parse_meld("♥9 JK=♦9")
>>> m.kind, m.size, rank_str(m.rank), str(m)
(<MeldKind.GROUP: 'group'>, 2, '9', '♥9 JK=♦9')
>>> parse_meld("JK").is_lone_joker
True
>>> str(parse_meld("♠5 ♠3 JK=♠4"))
'♠3 JK=♠4 ♠5'
>>> parse_meld("♠3 ♥5")
Traceback (most recent call last):
...
explorer.engine.errors.NotationError: '♠3 ♥5': not a meld: cards of different ranks that are not a same-suit sequence
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass, field
from itertools import combinations, permutations
from typing import Final

from explorer.engine.cards import (
    JOKER,
    JOKERS_MASK,
    RANKS,
    SUITS,
    Card,
    CardMask,
    Rank,
    card_str,
    card_text,
    is_joker_token,
    joker_count,
    make_card,
    parse_card,
    parse_face,
    parse_rank,
    rank_str,
    rank_text,
    split_tokens,
)
from explorer.engine.errors import NotationError

Face = int
"""The card a played card counts as: an ordinary card (0-51) or :data:`JOKER_FACE`."""
JOKER_FACE: Final[Face] = JOKER
JOKER_RANK: Final[Rank] = 13
"""The rank given to a lone joker: above every ordinary rank, never inverted."""
MAX_PLAY: Final = 4
"""Never more than four cards in one play (seed 004)."""


class MeldKind(enum.Enum):
    GROUP = "group"
    SEQUENCE = "sequence"
    FRAGMENT = "fragment"
    """Cards that form a meld only together with the field (rule 02's fusion)."""
    RUN = "run"
    """Four consecutive ranks in four different suits: no base rule plays it (a rule may: classic emperor)."""


@dataclass(frozen=True, slots=True, init=False)
class Meld:
    """One play: the physical cards and the face each is played as.

    ``faces`` holds ``(physical card, face)`` pairs ordered by face.  Build
    melds with :meth:`of` (or :func:`parse_meld`), which classifies them.
    """

    cards: CardMask
    faces: tuple[tuple[Card, Face], ...]
    kind: MeldKind = field(compare=False)
    rank: Rank = field(compare=False)
    """Group rank, lowest rank of a sequence, or :data:`JOKER_RANK`."""
    size: int = field(compare=False)
    suits: int = field(compare=False)
    """Four-bit mask of the suits of the faces (0 for a lone joker)."""
    _text: str | None = field(default=None, compare=False, repr=False)
    """The notation, kept once written (every play event and explanation prints it)."""
    _text_ja: str | None = field(default=None, init=False, compare=False, repr=False)
    """:meth:`text` in Japanese (with the jokers' faces), kept once written (every play event writes it)."""
    _hash: int = field(default=0, init=False, compare=False, repr=False)
    """``hash(faces)``, made once: melds are kept in tables and hashed again in every listing that meets them."""

    # __init__, __hash__ and __eq__ are written out, the same as dataclasses would make them: dataclasses' own are
    # interpreted code even in the compiled build (a frozen one's __init__ calls object.__setattr__ per field from
    # Python: about 25 times the cost of this compiled one), and melds are made and hashed many times a decision.
    def __init__(self, cards: CardMask, faces: tuple[tuple[Card, Face], ...], kind: MeldKind, rank: Rank, size: int,
                 suits: int, _text: str | None = None) -> None:
        object.__setattr__(self, "cards", cards)
        object.__setattr__(self, "faces", faces)
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "rank", rank)
        object.__setattr__(self, "size", size)
        object.__setattr__(self, "suits", suits)
        object.__setattr__(self, "_text", _text)
        object.__setattr__(self, "_text_ja", None)
        object.__setattr__(self, "_hash", hash(faces))

    # Compared: cards and faces; the faces name every card, so they alone make the hash.
    def __hash__(self) -> int:
        return self._hash

    def __eq__(self, other: object) -> bool:
        if type(other) is not Meld:
            return NotImplemented
        return self.cards == other.cards and self.faces == other.faces

    @staticmethod
    def of(pairs: tuple[tuple[Card, Face], ...] | list[tuple[Card, Face]], limit: int = MAX_PLAY) -> Meld:
        """Classify ``(physical, face)`` pairs as a meld, or raise :class:`NotationError`.

        ``limit`` is the most cards allowed: a play takes at most four, a meld
        fused on the field (rule 02) may hold more.
        """
        return Meld._of_sorted(by_face(pairs), limit)

    @staticmethod
    def _of_sorted(ps: tuple[tuple[Card, Face], ...], limit: int) -> Meld:
        """:meth:`of` for pairs already in a meld's order (:func:`by_face`)."""
        n = len(ps)
        if n == 0:
            raise _bad(ps, "a play needs at least one card", "出すカードが1枚もない")
        if n > limit:
            raise _bad(ps, f"{n} cards in one play; never more than {limit}", f"1回に{n}枚。出せるのは{limit}枚まで")
        cards = 0
        faces_seen = 0
        for phys, face in ps:
            if cards >> phys & 1:
                raise _bad(ps, f"{card_str(phys)} is played twice", f"{card_str(phys)}を2回出している")
            cards |= 1 << phys
            if face != JOKER_FACE:
                if faces_seen >> face & 1:
                    raise _bad(ps, f"two cards are played as {card_str(face)}", f"2枚のカードを同じ{card_str(face)}として出している")
                faces_seen |= 1 << face
        if n == 1 and ps[0][1] == JOKER_FACE:
            return Meld(cards, ps, MeldKind.GROUP, JOKER_RANK, 1, 0)
        if any(face == JOKER_FACE for _, face in ps):
            raise _bad(ps, "a joker in a play of several cards must stand for a card (JK=♠9)",
                      "複数枚で出すジョーカーは、何のカードの代わりかを書く（JK=♠9）")
        ranks = [face >> 2 for _, face in ps]
        suits = 0
        for _, face in ps:
            suits |= 1 << (face & 3)
        if all(r == ranks[0] for r in ranks):
            return Meld(cards, ps, MeldKind.GROUP, ranks[0], n, suits)
        if n >= 3 and suits and not suits & (suits - 1) and ranks == list(range(ranks[0], ranks[0] + n)):
            return Meld(cards, ps, MeldKind.SEQUENCE, ranks[0], n, suits)
        if n == 4 and suits == 0b1111 and ranks == list(range(ranks[0], ranks[0] + n)):
            return Meld(cards, ps, MeldKind.RUN, ranks[0], n, suits)
        raise _bad(ps, "not a meld: cards of different ranks that are not a same-suit sequence",
                  "出せる形になっていない：数字が違い、同じスートの連番でもない")

    @staticmethod
    def fragment(pairs: tuple[tuple[Card, Face], ...] | list[tuple[Card, Face]]) -> Meld:
        """Cards played to complete the meld on the field (rule 02), whatever their shape."""
        ps = by_face(pairs)
        if not ps or has_meld_shape(ps):  # else Meld.of would only build the error it raises
            try:
                return Meld._of_sorted(ps, MAX_PLAY)
            except NotationError:
                pass
        cards = suits = 0
        for phys, face in ps:
            cards |= 1 << phys
            suits |= 1 << (face & 3)
        low = min(face >> 2 for _, face in ps)
        return Meld(cards, ps, MeldKind.FRAGMENT, low, len(ps), suits)

    @property
    def is_lone_joker(self) -> bool:
        """A joker played alone as itself: the strongest card, never inverted."""
        return self.rank == JOKER_RANK

    @property
    def top_rank(self) -> Rank:
        """The highest rank in the meld (the group's rank for a group)."""
        return self.rank + self.size - 1 if self.kind is MeldKind.SEQUENCE or self.kind is MeldKind.RUN else self.rank

    def strength(self, inverted: bool) -> int:
        """Comparable strength: a larger number beats a smaller one.

        >>> parse_meld("♠2").strength(False) > parse_meld("♠3").strength(False)
        True
        >>> parse_meld("♠2").strength(True) < parse_meld("♠3").strength(True)
        True
        >>> parse_meld("JK").strength(True) > parse_meld("♠3").strength(True)
        True
        """
        if self.rank == JOKER_RANK:
            return 100
        return 12 - self.rank if inverted else self.rank

    def face_ranks(self) -> list[Rank]:
        """The rank of each played card as it counts (lone joker: none)."""
        return [face >> 2 for _, face in self.faces if face != JOKER_FACE]

    def count_rank(self, rank: Rank) -> int:
        """How many played cards count as ``rank``."""
        return sum(1 for _, face in self.faces if face != JOKER_FACE and face >> 2 == rank)

    @property
    def jokers(self) -> int:
        return sum(1 for phys, _ in self.faces if phys >= JOKER)

    def __str__(self) -> str:
        return self.notation()

    def notation(self, ascii: bool = False) -> str:
        """The meld in RULES.md notation.

        A card played as another rank (rule 20) is written ``♦A=J`` in a
        sequence; a group of one rank ends with ``as R`` instead (``♠2 ♥Q as Q``).

        >>> parse_meld("♦9 ♦10 ♦A=J").notation(), parse_meld("♠2 ♥Q as Q").notation()
        ('♦9 ♦10 ♦A=J', '♠2 ♥Q as Q')
        """
        if not ascii and self._text is not None:
            return self._text
        parts = []
        as_rank: Rank | None = None
        group = self.kind is MeldKind.GROUP
        for phys, face in self.faces:
            if phys >= JOKER:
                parts.append("JK" if face == JOKER_FACE else "JK=" + card_str(face, ascii))
            elif face != phys and not group:
                parts.append(f"{card_str(phys, ascii)}={RANKS[face >> 2]}")
            else:
                parts.append(card_str(phys, ascii))
                if face != phys:
                    as_rank = face >> 2
        text = " ".join(parts)
        if as_rank is not None:
            text += f" as {RANKS[as_rank]}"
        if not ascii:
            object.__setattr__(self, "_text", text)
        return text

    def text(self, lang: str = "en", joker_faces: bool = True) -> str:
        """The meld for a reader of ``lang``: its notation in English (:meth:`notation`); in Japanese as a Japanese
        text writes it, from the cards and what each counts as (docs/glossary.md): the ace ``1``, the joker
        ``ジョーカー``, a card played as another with として after it (a joker's without it when ``joker_faces`` is
        false: the plays that differ only there, folded into one).

        >>> [parse_meld(t).text("ja") for t in ("JK=♠9 ♥9", "♦9 ♦10 ♦A=J", "♠2 ♥Q as Q", "♣A", "JK")]
        ['ジョーカー（♠9として） ♥9', '♦9 ♦10 ♦1（Jとして）', '♠2（Qとして） ♥Q', '♣1', 'ジョーカー']
        """
        if lang != "ja":
            return self.notation()
        if joker_faces and self._text_ja is not None:
            return self._text_ja
        parts = []
        for phys, face in self.faces:
            if phys >= JOKER:
                parts.append("ジョーカー" if face == JOKER_FACE or not joker_faces
                             else f"ジョーカー（{card_text(face, 'ja')}として）")
            elif face != phys:
                parts.append(f"{card_text(phys, 'ja')}（{rank_text(face >> 2, 'ja')}として）")
            else:
                parts.append(card_text(phys, "ja"))
        text = " ".join(parts)
        if joker_faces:
            object.__setattr__(self, "_text_ja", text)
        return text

    def __repr__(self) -> str:
        return f"Meld({self.notation()!r})"


def by_face(pairs: Sequence[tuple[Card, Face]]) -> tuple[tuple[Card, Face], ...]:
    """``(physical, face)`` pairs ordered by face, then card (a meld's order).

    An insertion sort: a meld has at most eight pairs, and compiled it needs no key function called back.
    """
    out = list(pairs)
    for i in range(1, len(out)):
        item = out[i]
        key = item[1] << 6 | item[0]
        j = i - 1
        while j >= 0 and (out[j][1] << 6 | out[j][0]) > key:
            out[j + 1] = out[j]
            j -= 1
        out[j + 1] = item
    return tuple(out)


def _bad(ps: tuple[tuple[Card, Face], ...], problem: str, problem_ja: str) -> NotationError:
    """The error :meth:`Meld.of` raises for the pairs ``ps``."""
    return NotationError(" ".join(_pair_str(p) for p in ps), problem, problem_ja, " ".join(_pair_ja(p) for p in ps))


def has_meld_shape(pairs: Sequence[tuple[Card, Face]]) -> bool:
    """Whether the faces of these (non-empty) pairs are of one rank, or of one suit over as many consecutive
    ranks as there are pairs, or four consecutive ranks in four suits: the only shapes :meth:`Meld.of` accepts (it
    checks the rest).  A cheap test before it, which raises, building its message, on any other shape.

    Two cards in a row of one suit are not a meld (a sequence has three or more): an exception raised and
    caught costs far more than this test, and fusion tries many such pairs.

    >>> has_meld_shape([(0, 0), (8, 8), (4, 4)]), has_meld_shape([(0, 0), (9, 9)]), has_meld_shape([(0, 0), (4, 4)])
    (True, False, False)
    """
    low = high = pairs[0][1] >> 2
    suits = ranks = 0
    for _, face in pairs:
        r = face >> 2
        if r < low:
            low = r
        elif r > high:
            high = r
        suits |= 1 << (face & 3)
        ranks |= 1 << r
    n = len(pairs)
    if low == high:
        return True
    if n < 3 or high - low != n - 1:
        return False
    return not suits & (suits - 1) or (n == 4 and suits == 0b1111 and ranks == 0b1111 << low)


def notation_text(text: str, lang: str, whole: bool = True) -> str:
    """Cards a person wrote in the notation, read and written for a reader of ``lang`` (the text itself in
    English): the whole as one meld when it is one (a bare joker stands for no card yet, so not then), else each
    token that is a card (``JK=♠9``, ``♦A=J`` too; only these with ``whole`` false); any other word as written.

    >>> notation_text("♠2 ♥Q as Q", "ja"), notation_text("♦5 ♠5 ♥5 ♣5 JK=♠A", "ja"), notation_text("♣A ?", "ja")
    ('♠2（Qとして） ♥Q', '♦5 ♠5 ♥5 ♣5 ジョーカー（♠1として）', '♣1 ?')
    """
    if lang != "ja":
        return text
    if whole and "JK" not in text.split():
        try:
            return parse_meld(text).text("ja")
        except NotationError:
            pass
    words = []
    for token in text.split(" "):
        card, sep, face = token.partition("=")  # ``JK=♠9``: a joker as a card; ``♦A=J``: a card as a rank
        try:
            said = card_text(parse_card(card), "ja")
            if sep:
                said += f"（{card_text(parse_card(face), 'ja') if face[:1] in SUITS else rank_text(parse_rank(face), 'ja')}として）"
            words.append(said)
        except NotationError:
            words.append(token)
    return " ".join(words)


def _pair_ja(pair: tuple[Card, Face]) -> str:
    """A played card and what it counts as, for a Japanese reader (``ジョーカー（♠5として）``, ``♦1（Jとして）``)."""
    phys, face = pair
    if phys >= JOKER:
        return "ジョーカー" if face == JOKER_FACE else f"ジョーカー（{card_text(face, 'ja')}として）"
    return card_text(phys, "ja") if phys == face else f"{card_text(phys, 'ja')}（{card_text(face, 'ja')}として）"


def _pair_str(pair: tuple[Card, Face]) -> str:
    phys, face = pair
    if phys >= JOKER:
        return "JK" if face == JOKER_FACE else "JK=" + card_str(face)
    return card_str(phys) if phys == face else f"{card_str(phys)}(as {card_str(face)})"


@dataclass(frozen=True, slots=True)
class MeldPattern:
    """A play as a user wrote it: jokers may be left undeclared.

    ``faces`` pairs each physical card with its face, ``None`` where a joker
    was written without ``=``.  A pattern matches every meld with the same
    cards and the same declared faces.
    """

    text: str
    faces: tuple[tuple[Card, Face | None], ...]
    cards: CardMask

    def matches(self, meld: Meld) -> bool:
        """Whether ``meld`` is this play: the same cards, each declared face as declared.  Jokers are
        identical cards: ``JK=♠9`` matches a meld in which either joker stands for ♠9."""
        if meld.cards & ~JOKERS_MASK != self.cards & ~JOKERS_MASK \
                or joker_count(meld.cards) != joker_count(self.cards):
            return False
        declared = {p: f for p, f in self.faces if f is not None and p < JOKER}
        if not all(declared.get(p, f) == f for p, f in meld.faces if p < JOKER):
            return False
        wanted = [f for p, f in self.faces if p >= JOKER]
        got = [f for p, f in meld.faces if p >= JOKER]
        return any(all(w is None or w == g for w, g in zip(order, got)) for order in permutations(wanted))

    def for_hand(self, hand: CardMask) -> MeldPattern:
        """The same play with its jokers taken from those ``hand`` holds (``JK`` is either joker)."""
        held = [c for c in (JOKER, JOKER + 1) if hand >> c & 1]
        used = [p for p, _ in self.faces if p >= JOKER]
        if not used or len(held) < len(used) or used == held[: len(used)]:
            return self
        remap = dict(zip(used, held))
        faces = tuple((remap.get(p, p), f) for p, f in self.faces)
        cards = 0
        for p, _ in faces:
            cards |= 1 << p
        return MeldPattern(self.text, faces, cards)

    def resolve(self, limit: int = MAX_PLAY) -> Meld:
        """The meld the pattern most plainly means (undeclared jokers filled in).

        ``limit``: the most cards allowed (more than four only for a fused meld on the field).
        """
        fixed = [(p, f) for p, f in self.faces if f is not None]
        open_jokers = [p for p, f in self.faces if f is None]
        if not open_jokers:
            return Meld.of(fixed, limit)
        if not fixed:
            if len(open_jokers) == 1:
                return Meld.of([(open_jokers[0], JOKER_FACE)])
            raise NotationError(self.text, "declare what the jokers stand for (JK=♠9)",
                                    "ジョーカーが何のカードの代わりかを書く（JK=♠9）")
        ranks = sorted({f >> 2 for _, f in fixed})
        used = {f for _, f in fixed}
        if len(ranks) == 1:
            r = ranks[0]
            free = [make_card(r, s) for s in range(4) if make_card(r, s) not in used]
            if len(free) < len(open_jokers):
                raise NotationError(self.text, "too many cards of one rank", "同じ数字のカードが多すぎる")
            return Meld.of(fixed + list(zip(open_jokers, free)))
        # a sequence: fill the gaps, then extend upwards, then downwards
        suit = fixed[0][1] & 3
        lo, hi = ranks[0], ranks[-1]
        want = [r for r in range(lo, hi + 1) if r not in ranks]
        extra = len(open_jokers) - len(want)
        up = [r for r in range(hi + 1, 13)][: max(extra, 0)]
        down = [r for r in range(lo - 1, -1, -1)][: max(extra - len(up), 0)]
        fill = want + up + down
        if len(fill) != len(open_jokers):
            raise NotationError(self.text, "not a meld: the jokers cannot complete a sequence",
                                "出せる形になっていない：ジョーカーで連番を完成できない")
        return Meld.of(fixed + [(j, make_card(r, suit)) for j, r in zip(open_jokers, fill)])


def parse_pattern(text: str, limit: int = MAX_PLAY) -> MeldPattern:
    """Parse a play as written: ``♠6``, ``♥9 JK=♦9``, ``♥9 JK``, ``♠2 as Q``.

    A trailing ``as R`` plays every card of another rank as rank ``R``
    (rule 20).  The first joker is physical joker 52, the second 53.
    """
    tokens = split_tokens(text)
    as_rank: Rank | None = None
    if len(tokens) >= 2 and tokens[-2].lower() == "as":
        as_rank = parse_rank(tokens[-1])
        tokens = tokens[:-2]
    if not tokens:
        raise NotationError(text, "a play needs at least one card", "出すカードが1枚もない")
    if len(tokens) > limit:
        raise NotationError(text, f"{len(tokens)} cards in one play; never more than {limit}",
                            f"1回に{len(tokens)}枚。出せるのは{limit}枚まで", notation_text(text, "ja", whole=False))
    faces: list[tuple[Card, Face | None]] = []
    jokers = 0
    cards = 0
    for token in tokens:
        if is_joker_token(token):
            phys = JOKER + jokers
            jokers += 1
            if jokers > 2:
                raise NotationError(token, "there are at most two jokers in the game", "ジョーカーはゲームに2枚まで")
            _, _, decl = token.partition("=")
            faces.append((phys, parse_face(decl) if decl else None))
        else:
            card_text, _, played_as = token.partition("=")
            phys = parse_card(card_text)
            if cards >> phys & 1:
                raise NotationError(token, f"{card_str(phys)} is played twice", f"{card_str(phys)}を2回出している")
            face = phys
            if played_as:  # ♦A=J: this card counts as a J of its suit (rule 20)
                face = make_card(parse_rank(played_as), phys & 3)
            faces.append((phys, face))
        cards |= 1 << phys
    if as_rank is not None:
        faces = _apply_as(faces, as_rank)
    return MeldPattern(text.strip(), tuple(faces), cards)


def _apply_as(faces: list[tuple[Card, Face | None]], rank: Rank) -> list[tuple[Card, Face | None]]:
    """``… as R``: every card of another rank counts as R — or, when that makes no meld (a
    sequence), the fewest cards that do (``♦9 ♦10 ♦A as J``: only the A counts as J)."""
    movable = [i for i, (p, f) in enumerate(faces) if p < JOKER and f == p and p >> 2 != rank]
    for k in [len(movable), *range(1, len(movable))]:
        for chosen in combinations(movable, k):
            trial = [(p, make_card(rank, p & 3)) if i in chosen else (p, f) for i, (p, f) in enumerate(faces)]
            try:
                MeldPattern("", tuple(trial), 0).resolve(limit=8)
            except NotationError:
                continue
            return trial
    return [(p, make_card(rank, p & 3)) if i in movable else (p, f) for i, (p, f) in enumerate(faces)]


def parse_meld(text: str) -> Meld:
    """Parse one play into a :class:`Meld` (undeclared jokers filled in plainly)."""
    return parse_pattern(text).resolve()


__all__ = [
    "Face",
    "JOKER_FACE",
    "JOKER_RANK",
    "MAX_PLAY",
    "Meld",
    "MeldKind",
    "MeldPattern",
    "has_meld_shape",
    "parse_meld",
    "parse_pattern",
    "rank_str",
    "SUITS",
]
