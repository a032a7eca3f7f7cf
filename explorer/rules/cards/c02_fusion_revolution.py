"""Card 02 融合革命 / Fusion revolution: complete a revolution with the meld on the field."""

from __future__ import annotations

from collections.abc import Iterable
from itertools import combinations
from typing import TYPE_CHECKING, Final

from explorer.engine.cards import JOKERS_MASK, RANK_MASK, SUIT_MASK, CardMask, iter_cards, joker_count, jokers_held, popcount
from explorer.engine.errors import NotationError
from explorer.engine.melds import Meld, MeldKind, has_meld_shape
from explorer.engine.contract import Failure, Rule, Scope
from explorer.rules.registry import register
from explorer.rules.base.revolution import revolution_size

if TYPE_CHECKING:
    from explorer.engine.contract import Table



class FusionRevolution(Rule):
    number = 2
    id = "fusion_revolution"
    suits_alike = True
    ja = "融合革命"
    en = "Fusion revolution"
    law_ja = (
        "自分の手札のカードに、場の一番上におかれたカードを足すと、革命の条件になる場合、"
        "その手札を場に出し、革命を起こすことができる。"
    )
    law_en = (
        "If cards from your hand together with the meld on top of the field would make a revolution, "
        "you may play them and revolt; the fused meld stays on the field. (A play that is legal on its "
        "own may also be played normally: the player chooses.)"
    )
    house_ja = "この家訓を持ってる人だけが、この効果を発動できる。"
    house_en = "Only the holder may fuse."
    scope = Scope.ONLY
    draft_order = 11
    reads = frozenset[str]()
    brings = 0
    joins_revolt = True
    """A fused meld is the play and the field's top meld, and :meth:`lay` refuses fewer cards than the revolution size
    for the player: the base revolution makes it a revolution wherever that player's sequences revolt."""
    joins_as_laid = True
    """:func:`_shaped` joins the field's faces as they were laid (a joker keeps the card it stood for)."""
    relaxes = frozenset()
    """Fusion waives no failure of a play on its own: a fused play is a join (``A fuses …``), judged by
    :meth:`lay` — legal both ways, the player chooses (「革命を起こすことができる」: may, not must)."""
    lays_candidates = True
    """:meth:`candidates` fills every free place next to (or among) the field's cards with every card of the hand
    that may stand there: every meld :meth:`lay` joins is among them."""
    suit_sensitive = True
    """A joker's suit matters: fused with the field's cards it must stand for a card the field lacks."""

    def lay(self, state: Table, player: int, meld: Meld) -> Meld | None:
        field = state.field
        if field is None or field.is_lone_joker or not self.applies(player):
            return None
        memo = self._memo(state, player)
        if memo is not None:
            fused = memo.fused
            if fused is not None and meld in fused:
                return fused[meld]
            size = memo.size
        else:
            size = revolution_size(state, player)
        if not self._fits(field, meld):
            return None
        if field.size + meld.size < size:
            return None
        return self._fuse(state, player, field, meld)

    def joinable(self, state: Table) -> bool:
        """A meld on the field that is not a lone joker (:meth:`lay` joins nothing to one)."""
        field = state.field
        return field is not None and not field.is_lone_joker

    def _memo(self, state: Table, player: int) -> _Listed | None:
        """What this listing already knows (``state.listing_memo``): the revolution size and the melds
        :meth:`candidates` fused; ``None`` outside a listing."""
        memo = state.listing_memo
        if memo is None:
            return None
        got = memo.get(self)
        if isinstance(got, _Listed) and got.player == player:
            return got
        made = _Listed(player, revolution_size(state, player))
        memo[self] = made
        return made

    def may_lay(self, state: Table, player: int) -> bool:
        """A field to join that is not the lone joker, and no more than four cards needed to make a revolution
        with it (:meth:`candidates` builds none otherwise)."""
        field = state.field
        if field is None or field.is_lone_joker or not self.applies(player):
            return False
        memo = self._memo(state, player)
        return (memo.size if memo is not None else revolution_size(state, player)) - field.size <= 4

    @staticmethod
    def _fits(field: Meld, meld: Meld) -> bool:
        """The cheap shape tests: on a group of several cards, faces of its rank only; on
        anything else, a meld that is not a group keeps to the suit of the field's first card."""
        if field.kind is MeldKind.GROUP and field.size > 1:
            rank = field.rank
            for _, f in meld.faces:
                if f >> 2 != rank:
                    return False
        if meld.kind is not MeldKind.GROUP:
            suit = field.faces[0][1] & 3
            for _, f in meld.faces:
                if f & 3 != suit:
                    return False
        return True

    @staticmethod
    def _fuse(state: Table, player: int, field: Meld, meld: Meld) -> Meld | None:
        """The fused meld, once the shape and the revolution size are known to fit."""
        key = (field, meld)
        if key in _SHAPED:
            fused: Meld | None = _SHAPED[key]
        else:
            fused = _SHAPED[key] = _shaped(field, meld)
            if len(_SHAPED) > _SHAPED_MAX:
                _SHAPED.clear()
                _SHAPED[key] = fused
        if fused is None:
            return None
        if fused.kind is MeldKind.SEQUENCE and not any(
            r.relax(state, player, fused, Failure.SEQUENCE) for r in state.rules.relax_for[Failure.SEQUENCE]
        ):
            return None  # a sequence needs a rule that allows sequences (rule 21)
        # fused.size == field.size + meld.size: already at least the revolution size
        return fused

    def candidates(self, state: Table, player: int) -> Iterable[Meld]:
        field = state.field
        if field is None or field.is_lone_joker or not self.applies(player):
            return ()
        hand = state.hands[player]
        # what the hand can stand for (a card itself, or another card a rule lets it be played as: card 20),
        # as a mask of faces: a place no card offers needs a joker, so most fields are ruled out here
        played_as = 0  # the faces a card of the hand may be played as (card 20's): only they need a search
        for rule in state.rules.faces:
            played_as |= rule.faces_mask(state, player, hand)
        offered = hand & ~JOKERS_MASK | played_as
        nj = joker_count(hand)
        most = _single_card_most(field, offered, nj) if field.size == 1 else 4
        if most == 0:
            return []  # no card to put beside a single card or with it: whatever the size, nothing (most fields)
        # ``lay`` refuses fewer cards than make a revolution with the field: none are built
        memo = self._memo(state, player)
        need = (memo.size if memo is not None else revolution_size(state, player)) - field.size
        if need > 4 or most < need:
            return []  # never more than four cards in one play; or fewer than the revolution needs can be put
        jokers: list[int] = []  # the jokers held, listed once a fill needs them
        out: list[Meld] = []
        offers: dict[int, list[int]] | None = None
        if field.kind is MeldKind.GROUP:
            r = field.rank
            used = 0
            for _, face in field.faces:
                used |= 1 << face
            free = [r * 4 + s for s in range(4) if not used >> (r * 4 + s) & 1]
            lo, hi = max(1, need), 5 - field.size
            placeable = nj  # the free places the hand can fill (a loop: compiled, sum() over a generator is not)
            for c in free:
                placeable += offered >> c & 1
            if lo < hi and placeable >= lo:
                offers = _offers(state, player, hand, played_as, free, {})
                jokers = jokers_held(hand)
                for k in range(lo, hi):
                    for cells in combinations(free, k):
                        out += _fill(cells, offers, jokers)
        if field.kind is MeldKind.SEQUENCE or field.size == 1:
            # a sequence grows at either end; so may a single card, into a sequence (rule 21)
            suit = _ONE_SUIT[field.suits & 15]  # its one suit (int.bit_length, compiled, is a generic call)
            near = SUIT_MASK[suit] & (RANKS_BELOW[field.rank] & ~RANKS_BELOW[max(field.rank - 4, 0)]
                                      | RANKS_BELOW[min(field.top_rank + 5, 13)] & ~RANKS_BELOW[field.top_rank + 1])
            if popcount(near & offered) + nj < max(1, need):
                return self._kept(state, player, field, out)  # not enough cards next to the field's in its suit
            below = [r * 4 + suit for r in range(field.rank - 1, max(field.rank - 5, -1), -1)]
            above = [r * 4 + suit for r in range(field.top_rank + 1, min(field.top_rank + 5, 13))]
            gaps_below = _gaps(below, offered)
            gaps_above = _gaps(above, offered)
            seq_offered = False  # ``offers`` holds the cells below and above
            for nb in range(0, len(below) + 1):
                for na in range(0, min(4 - nb, len(above)) + 1):
                    if nb + na == 0 or nb + na < need or gaps_below[nb] + gaps_above[na] > nj:
                        continue  # too few cards, or more gaps than jokers: nothing to fill them with
                    if offers is None:
                        offers = {}
                        jokers = jokers_held(hand)
                    if not seq_offered:
                        _offers(state, player, hand, played_as, below, offers)
                        _offers(state, player, hand, played_as, above, offers)
                        seq_offered = True
                    out += _fill((*below[:nb], *above[:na]), offers, jokers)
        return self._kept(state, player, field, out)

    def _kept(self, state: Table, player: int, field: Meld, out: list[Meld]) -> list[Meld]:
        """The candidates of ``out`` that fuse with ``field``, each noted in the listing's memo for :meth:`lay`."""
        if not out:
            return out  # nothing to note (most fields: too few cards near the field's)
        # the field and the size were checked already; _fits holds by construction but is cheap
        memo = self._memo(state, player)
        notes: dict[Meld, Meld | None] | None = None
        if memo is not None:
            notes = memo.fused
            if notes is None:
                notes = memo.fused = {}
        kept: list[Meld] = []
        for m in out:
            fused = FusionRevolution._fuse(state, player, field, m) if FusionRevolution._fits(field, m) else None
            if notes is not None:
                notes[m] = fused  # lay() reads it in this listing
            if fused is not None:
                kept.append(m)
        return kept


_SHAPED: Final[dict[tuple[Meld, Meld], Meld | None]] = {}
""":func:`_shaped` of each (field, meld) met, for every listing and game: it reads nothing but the two melds (the
same cards fused again need no new ``Meld.of``, ten thousand instructions, most of a candidate's cost)."""
_SHAPED_MAX: Final = 200_000
"""Past this many, the table starts again (a bound on its memory in a long session)."""


def _shaped(field: Meld, meld: Meld) -> Meld | None:
    """``field`` and ``meld`` as one meld, or ``None`` where their faces make none (of up to eight cards)."""
    pairs = field.faces + meld.faces
    if not has_meld_shape(pairs):
        return None  # neither one rank nor one suit's run: Meld.of would refuse it
    try:
        return Meld.of(pairs, limit=8)
    except NotationError:
        return None


def _single_card_most(field: Meld, offered: CardMask, nj: int) -> int:
    """At least as many cards as :meth:`FusionRevolution.candidates` can put with ``field``, a single card (``offered``:
    the faces the hand's cards can stand for; ``nj``: its jokers), so that fewer than the revolution needs rule
    every candidate out before any is searched for: the cards of its rank offered and the jokers (a group); for a
    sequence, without jokers the places offered next to it in a row on either side, with jokers the places
    offered within four ranks of it and the jokers (:meth:`candidates` fills no place nobody offers but with a
    joker).  ``tests/test_fast_paths.py`` compares the candidates with and without it."""
    rank = field.rank
    face = rank * 4 + _ONE_SUIT[field.suits & 15]
    most = popcount(offered & RANK_MASK[rank] & ~(1 << face)) + nj
    if nj:
        near = SUIT_MASK[face & 3] & (RANKS_BELOW[rank] & ~RANKS_BELOW[max(rank - 4, 0)]
                                      | RANKS_BELOW[min(rank + 5, 13)] & ~RANKS_BELOW[rank + 1])
        run = popcount(near & offered) + nj
    else:
        run = 0
        f = face - 4
        while f >= 0 and run < 4 and offered >> f & 1:
            run += 1
            f -= 4
        f = face + 4
        while f < 52 and run < 4 and offered >> f & 1:
            run += 1
            f += 4
    return run if run > most else most


_ONE_SUIT: Final = tuple(suits.bit_length() - 1 for suits in range(16))
"""``_ONE_SUIT[suits]``: the highest suit of a four-bit suit mask (``suits.bit_length() - 1``; built, not a tuple
literal: compiled, a Final tuple literal is inlined, each read building the tuple again)."""

RANKS_BELOW: Final = tuple((1 << 4 * r) - 1 for r in range(14))
"""``RANKS_BELOW[r]``: every card of a rank below ``r`` (the jokers aside)."""


class _Listed:
    """Fusion's notes for one listing (:attr:`State.listing_memo <explorer.engine.state.State.listing_memo>`)."""

    __slots__ = ("player", "size", "fused")

    def __init__(self, player: int, size: int) -> None:
        self.player = player
        self.size = size
        """The revolution size for ``player``."""
        self.fused: dict[Meld, Meld | None] | None = None
        """Each candidate and the meld it fuses into (``None``: it cannot join); made when the first is noted (most
        listings note none)."""


def _offers(state: Table, player: int, hand: CardMask, played_as: CardMask, cells: list[int],
            out: dict[int, list[int]]) -> dict[int, list[int]]:
    """``out`` with, for each of ``cells`` (faces) not in it yet, the cards of the hand that may be played as it,
    in the order of the cards: the card itself, and any card a rule in force lets the player play as another
    (card 20's ``faces`` hook; ``played_as``: the faces its ``faces_mask`` gives the hand, outside which no card
    but the face itself is searched for). A cell no card offers is left out."""
    rules = state.rules.faces
    for f in cells:
        if f in out:
            continue
        if played_as >> f & 1:
            got: list[int] = []
            for c in iter_cards(hand & ~JOKERS_MASK):
                if c == f:
                    got.append(c)
                for r in rules:
                    for face in r.faces(state, player, c):
                        if face == f:
                            got.append(c)
            if got:
                out[f] = got
        elif hand >> f & 1:
            out[f] = [f]
    return out


def _gaps(cells: list[int], offered: CardMask) -> list[int]:
    """``out[i]``: how many of the first ``i`` cells no card of the hand offers (a joker must fill each)."""
    out = [0]
    for c in cells:
        out.append(out[-1] + (not offered >> c & 1))
    return out


_FILLS: Final[dict[tuple[tuple[int, ...], tuple[tuple[int, ...], ...], tuple[int, ...]], list[Meld]]] = {}
""":func:`_fill`'s answers, by what it reads: the cells, the cards offering each, the jokers (for every listing and
game; a hand that changed elsewhere asks the same again)."""
_NO_CARDS: Final[tuple[int, ...]] = ()


def _fill(cells: tuple[int, ...], offers: dict[int, list[int]], jokers: list[int]) -> list[Meld]:
    """Every way to fill ``cells`` (faces) with distinct cards offering them, jokers (identical, used in
    order) standing in for any; depth first, a cell's own cards before a joker (:func:`_fill_all`), kept by what
    it reads (the list returned is shared: never changed)."""
    offered: list[tuple[int, ...]] = []
    for cell in cells:
        got = offers.get(cell)
        offered.append(_NO_CARDS if got is None else tuple(got))
    key = (cells, tuple(offered), tuple(jokers))
    fills = _FILLS.get(key)
    if fills is None:
        fills = _FILLS[key] = _fill_all(cells, offers, jokers)
        if len(_FILLS) > _SHAPED_MAX:
            _FILLS.clear()
            _FILLS[key] = fills
    return fills


def _fill_all(cells: tuple[int, ...], offers: dict[int, list[int]], jokers: list[int]) -> list[Meld]:
    """:func:`_fill` worked out."""
    out: list[Meld] = []
    n, nj_max = len(cells), len(jokers)
    no_cards: list[int] = []
    stack: list[tuple[int, int, int, tuple[tuple[int, int], ...]]] = [(0, 0, 0, ())]
    while stack:
        i, used, nj, pairs = stack.pop()
        if i == n:
            out.append(Meld.fragment(pairs))
            continue
        cell = cells[i]
        if nj < nj_max:  # pushed first: popped after every card of the cell
            stack.append((i + 1, used, nj + 1, pairs + ((jokers[nj], cell),)))
        cards = offers.get(cell, no_cards)
        for k in range(len(cards) - 1, -1, -1):
            c = cards[k]
            if not used >> c & 1:
                stack.append((i + 1, used | 1 << c, nj, pairs + ((c, cell),)))
    return out


register(FusionRevolution)
