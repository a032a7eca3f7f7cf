"""Base rule: revolution (革命).

A revolution is this rule's data (:class:`~explorer.rules.base.round_state.InRevolution`: it inverts strength until
the round ends); every rule that makes one flips it, and notes :data:`REVOLUTION_MADE` for the rules that answer a
revolution later in the same play.  How many cards make one is :data:`REVOLUTION_SIZE`, a number other rules change
(card 07: three).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from explorer.engine.cards import JOKERS_MASK, NUM_RANKS, RANK_MASK, SUIT_MASK, CardMask
from explorer.engine.melds import MeldKind
from explorer.engine.places import DISCARD, FIELD
from explorer.engine.contract import PlayContext, Rule
from explorer.engine.table_values import Mark, Note, Number
from explorer.rules.base.round_state import InRevolution as InRevolution  # its state (see that module)

if TYPE_CHECKING:
    from explorer.engine.melds import Meld
    from explorer.engine.contract import Table

REVOLUTION_SIZE: Final = Number("revolution_size", 4)
"""How many cards played at once make a revolution for a player (4; card 07 makes it 3)."""
SEQUENCES_REVOLT: Final = Number("sequences_revolt", 1)
"""1 by default; a rule sets it to 0 for a player whose sequences are never a revolution by their size (a deck
whose sequences carry no revolution: Arcasino's stairs)."""
REVOLUTION_MADE: Final = Note("revolution_made")
"""This play made a revolution (or a counter-revolution): noted by the rule that made it."""
_SIZE_DEFAULT: Final = REVOLUTION_SIZE.default
"""``REVOLUTION_SIZE.default``, read once: :class:`Number` is not compiled, so reading its field from compiled code is a
generic attribute lookup (about a third of :func:`revolution_size`'s cost, asked once a listing)."""
NO_REVOLUTION: Final = 99
"""The revolution size while no rule in force makes revolutions: no play is one."""


def revolution_size(state: Table, player: int) -> int:
    """How many cards played at once make a revolution for ``player`` (:data:`REVOLUTION_SIZE`, as the rules in
    force make it); with no rule in force that makes revolutions, no play is one."""
    rules = state.rules
    if not rules.makes_revolutions:
        return NO_REVOLUTION
    value = _SIZE_DEFAULT
    for r in rules.adjust:
        value = r.adjust(state, REVOLUTION_SIZE, player, value)
    return value


def revolt(state: Table, ctx: PlayContext) -> bool:
    """Make a revolution (or, during one, a counter-revolution) with the play ``ctx``: flip it and note
    :data:`REVOLUTION_MADE`.  Returns whether a revolution holds now."""
    on = not state.rule_data(InRevolution).value
    state.set_rule_data(InRevolution(on))
    ctx.note(REVOLUTION_MADE)
    return on


def sequences_revolt(state: Table, player: int) -> bool:
    """Whether ``player``'s sequences revolt by their size, as groups do (no rule in force sets
    :data:`SEQUENCES_REVOLT` to 0)."""
    return all(r.adjust(state, SEQUENCES_REVOLT, player, 1) for r in state.rules.adjust)


def size_revolts(state: Table, player: int, laid: Meld) -> bool:
    """Whether ``laid`` is a revolution by its size alone (the base rule)."""
    if laid.size < revolution_size(state, player):
        return False
    return laid.kind is not MeldKind.SEQUENCE or sequences_revolt(state, player)


def jokers_barred(state: Table, player: int) -> bool:
    """Whether no laid meld of ``player``'s of the revolution size or more may hold a joker for the rest of the round:
    a rule in force refuses it (:meth:`Rule.refuses_joker_revolutions
    <explorer.engine.contract.Rule.refuses_joker_revolutions>`, card 17), not waived for ``player``, and no rule in
    force lifts a ``forbid`` for one play (:meth:`Rule.lifts <explorer.engine.contract.Rule.lifts>`).  So a revolution
    by size of ``player``'s (the base revolution's, :func:`size_revolts`) holds no joker: not in ``player``'s own
    cards, nor in the field's meld a play joins (docs/readings.md, "The solver")."""
    rules = state.rules
    if rules.lifts:
        return False
    for r in rules.forbid_for(player):
        if r.refuses_joker_revolutions(state, player):
            return True
    return False


def cards_in_play(state: Table) -> CardMask:
    """Every card a play may still hold or join this round: the hands, the field and the discard pile (a rule may
    bring a discarded card back to a hand: card 01, card 24).  Cards out of play or outside the game stay there
    during play (card 05's joker comes in before it)."""
    cards = state.cards_at(FIELD) | state.cards_at(DISCARD)
    for hand in state.hands:
        cards |= hand
    return cards


_ReachKey = tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...], int | None, int, tuple[int, ...], int]
_LAID: dict[tuple[int, int, bool, bool, tuple[tuple[tuple[int, tuple[int, ...]], ...], frozenset[MeldKind]]],
            tuple[tuple[tuple[int, ...], int, int], ...]] = {}
""":func:`could_lay`'s shapes already worked out (it reads only its arguments and the rules' shapes): the solver
asks it at nearly every position after someone went out while card 13 may still act, with the same few sets of
cards in play."""
_SEAT_LAID: dict[tuple[object, ...], bool] = {}
""":func:`could_lay`'s answers under the per-seat bound already worked out, by its arguments, the seat and its
:class:`Reach`."""
_LAID_MOST: Final = 100_000
"""The most answers :data:`_LAID` keeps (past it, it starts again)."""


def _shapes(state: Table) -> tuple[tuple[tuple[int, tuple[int, ...]], ...], frozenset[MeldKind]]:
    """What the rules in force let a meld be, read from them at each call (a rule's declaration is never taken
    from an earlier call): each rank's ranks it may be played as (:attr:`Rule.plays_as
    <explorer.engine.contract.Rule.plays_as>`), and the shapes (:attr:`Rule.meld_kinds
    <explorer.engine.contract.Rule.meld_kinds>`)."""
    plays_as: list[tuple[int, tuple[int, ...]]] = []
    kinds: set[MeldKind] = set()
    for rule in state.rules.rules:
        for src, dsts in rule.plays_as.items():
            plays_as.append((src, tuple(sorted(dsts))))
        kinds |= rule.meld_kinds
    return tuple(plays_as), frozenset(kinds)


MIN_SEQUENCE: Final = 3
"""The fewest cards of a meld of several ranks of one suit (a sequence): :meth:`Meld.of
<explorer.engine.melds.Meld.of>` accepts no two cards of different ranks as a meld
(:func:`~explorer.engine.melds.has_meld_shape`)."""

NO_LIMIT: Final = 1 << 20
"""A seat's bound under :func:`most_laid` when nothing bounds it (more cards than any meld holds)."""


class Reach:
    """What each seat can lay from a position until the round's next revolution (the solver's per-seat bound,
    docs/readings.md, "The solver"), by seat: ``most``, the most cards it holds at once (its hand now and what the rules
    in force may make it larger by); ``own``, its hand now; ``foreign``, how many cards not in its hand now it may lay
    (brought into it, or taken in exchange for cards of its own plays); ``brought``, how many of those may come into it
    before the next play on the table (none taken in exchange for a play: that play comes first).  ``top``: where a play
    may join the field's top meld (a rule's ``lay``: card 02; each meld so joined a revolution), the faces of the meld a
    play may join now (each joker by the card it stands for; 0: none), and ``top_cards`` its cards; ``None`` where no
    play joins.  ``leader``: the seat whose next play is the next play on the table and a lead, on an empty field,
    which takes nothing in and leaves it at least one card fewer for its later plays (-1: none)."""

    __slots__ = ("most", "own", "foreign", "top", "top_cards", "brought", "leader", "key")

    def __init__(self, most: tuple[int, ...], own: tuple[CardMask, ...], foreign: tuple[int, ...],
                 top: CardMask | None, top_cards: CardMask = 0, brought: tuple[int, ...] | None = None,
                 leader: int = -1) -> None:
        self.most = most
        self.own = own
        self.foreign = foreign
        self.top = top
        self.top_cards = top_cards
        self.brought = foreign if brought is None else brought
        self.leader = leader
        self.key: _ReachKey = (most, own, foreign, top, top_cards, self.brought, leader)
        """All of it, for :data:`_LAID`'s key."""


_SEAT: Final[list[tuple[int, Reach] | None]] = [None]
"""The laying seat and the bound :func:`could_lay` answers under, while :func:`revolution_possible` asks under
:func:`most_laid`; ``None`` otherwise (every card given may be laid by anyone)."""
_MOST_LAID: Final[list[Reach | None]] = [None]
"""What :func:`most_laid` gives (``None``: nothing is known, every caller but the solver)."""
_MAKERS: Final = [-1]
"""Under :func:`most_laid`, the seats (a bit each) that could make the round's next revolution, once worked out
(-1: not yet)."""


def most_laid(reach: Reach | None) -> None:
    """Tell :func:`revolution_possible` (until called again with ``None``) what each seat can lay from the position
    asked about until the round's next revolution: the solver's per-seat bound, given only where nothing waits (no
    play is resolving; docs/readings.md, "The solver": each seat's hand now and what the rules in force declare they
    may bring into it, :attr:`Rule.brings <explorer.engine.contract.Rule.brings>` and :meth:`Rule.swapped_in
    <explorer.engine.contract.Rule.swapped_in>`, and the field's meld a play may join)."""
    _MOST_LAID[0] = reach
    _MAKERS[0] = -1


def _may_make(state: Table, player: int, cards: CardMask, reach: Reach) -> bool:
    """Whether a play of ``player``'s could be a revolution by some rule in force with ``cards``, ``player`` laying
    what ``reach`` allows it."""
    _SEAT[0] = (player, reach)
    try:
        return any(r.revolution_possible(state, player, cards) for r in state.rules.rules if Mark.REVOLUTION in r.owns)
    finally:
        _SEAT[0] = None


def could_lay(state: Table, cards: CardMask, size: int, groups: bool, sequences: bool, jokerless: bool = False) -> bool:
    """Whether a meld of at least ``size`` cards could be made of ``cards`` in a shape :meth:`Meld.of
    <explorer.engine.melds.Meld.of>` accepts and a rule in force lets a play have (:attr:`Rule.meld_kinds
    <explorer.engine.contract.Rule.meld_kinds>`): one rank (``groups``: a group, or the run of four ranks in four
    suits, which revolts as a group does), or one suit over consecutive ranks (``sequences``).  Each joker stands for any
    card; a card counts for its own rank and for every rank a rule in force lets it be played as
    (:attr:`Rule.plays_as <explorer.engine.contract.Rule.plays_as>`), its suit kept.  A bound by counts: ``True``
    may be a meld no hand will hold, ``False`` is exact (docs/readings.md, "The solver").

    Under :func:`revolution_possible`'s per-seat bound (:func:`most_laid`), the meld must also be one the laying seat
    can lay: each shape's places filled by at most what that seat can bring to them (:class:`_SeatFills`).

    ``jokerless``: the meld may hold no joker (:func:`jokers_barred`; ``cards`` then holds none): the laying seat's
    jokers fill nothing, nor does a meld it joins that holds one."""
    jokers = (cards & JOKERS_MASK).bit_count()
    seat = _SEAT[0]
    if size <= jokers:
        if seat is None or size <= 0:
            return size > 0
    if (cards & ~JOKERS_MASK).bit_count() + jokers < size:
        return False
    shapes = _shapes(state)
    key = (cards, size, groups, sequences, shapes)
    laid = _LAID.get(key)
    if laid is None:
        if len(_LAID) >= _LAID_MOST:
            _LAID.clear()
        laid = _LAID[key] = _could_lay(cards, jokers, size, groups, sequences, *shapes)
    if not laid or seat is None:
        return bool(laid)  # no meld of cards in play at all, or no seat asked about
    as_laid = all(r.joins_as_laid for r in state.rules.lay)
    seat_key = (key, seat[0], seat[1].key, as_laid, jokerless)
    got = _SEAT_LAID.get(seat_key)
    if got is None:
        if len(_SEAT_LAID) >= _LAID_MOST:
            _SEAT_LAID.clear()
        fills = _SeatFills(seat, cards, shapes[0], as_laid, jokerless)
        got = _SEAT_LAID[seat_key] = any(fills.lays(ranks, suit, need) for ranks, suit, need in laid)
    return got


_Shape = tuple[tuple[int, ...], int, int]
"""A shape of meld :func:`_could_lay` finds: its ranks, its suit (-1: a group, one place of its one rank, or a run,
one place per rank in any suit) and how many cards it needs."""


def _could_lay(cards: CardMask, jokers: int, size: int, groups: bool, sequences: bool,
               plays_as: tuple[tuple[int, tuple[int, ...]], ...], kinds: frozenset[MeldKind]) -> tuple[_Shape, ...]:
    """:func:`could_lay` worked out: each shape the rules allow that ``cards`` fill (a group: one place, of one rank,
    that any number of cards standing for that rank fill; a run or a sequence: one place per card, each card in one)."""
    by_rank = _by_rank(cards, plays_as)
    out: list[_Shape] = []
    if groups:
        for r in range(NUM_RANKS):
            if by_rank[r].bit_count() + jokers >= size:
                out.append(((r,), -1, size))
        if size <= 4 and MeldKind.RUN in kinds:  # a run: four consecutive ranks in four suits
            for r in range(NUM_RANKS - 3):
                if _distinct(by_rank[r:r + 4]) + jokers >= 4:
                    out.append((tuple(range(r, r + 4)), -1, 4))
    if sequences and MeldKind.SEQUENCE in kinds:
        for suit in range(4):
            held = [by_rank[r] & SUIT_MASK[suit] for r in range(NUM_RANKS)]
            for r in range(NUM_RANKS - size + 1):
                if _distinct(held[r:r + size]) + jokers >= size:
                    out.append((tuple(range(r, r + size)), suit, size))
    return tuple(out)


def _by_rank(cards: CardMask, plays_as: tuple[tuple[int, tuple[int, ...]], ...]) -> list[CardMask]:
    """For each rank, the faces of that rank the cards ``cards`` offer: their own, and a card a rule lets be played as
    that rank (the card of rank ``src`` played as rank ``dst`` in the same suit, shifted to that face)."""
    by_rank = [cards & RANK_MASK[r] for r in range(NUM_RANKS)]
    for src, dsts in plays_as:
        for dst in dsts:
            by_rank[dst] |= (cards & RANK_MASK[src]) >> 4 * src << 4 * dst
    return by_rank


class _SeatFills:
    """What the laying seat of ``seat`` can lay of a shape before the round's next revolution (docs/readings.md,
    "The solver", "Which cards each seat can lay"), the cards in play being ``cards``: of one play, its own cards that
    fill the shape's places (each card in one place, jokers anywhere) and at most ``foreign`` other cards, no more than
    the cards in play fill, and at most ``most`` cards in all; where a play may join the field's top meld, that meld's
    faces in the shape too (the top meld now: the play then holds none of its cards), or what another seat can lay of
    the shape (a meld it lays later; a joined meld is a revolution, so none is joined again before the next)."""

    __slots__ = ("seat", "reach", "ranks", "jokers", "rest", "rest_jokers", "top_ranks", "top_jokers", "as_laid")

    def __init__(self, seat: tuple[int, Reach], cards: CardMask,
                 plays_as: tuple[tuple[int, tuple[int, ...]], ...], as_laid: bool = False,
                 jokerless: bool = False) -> None:
        self.seat, self.reach = seat
        self.as_laid = as_laid
        """Every rule that joins melds keeps the joined meld as laid (:attr:`Rule.joins_as_laid
        <explorer.engine.contract.Rule.joins_as_laid>`): a meld joined into a sequence is one card or a sequence."""
        reach = self.reach
        self.ranks = [_by_rank(hand, plays_as) for hand in reach.own]
        # where the meld may hold no joker (``jokerless``), no seat's joker fills a place of it, nor does a joker of
        # the top meld: a meld joined holding one makes the laid meld hold it
        self.jokers = [0 if jokerless else (hand & JOKERS_MASK).bit_count() for hand in reach.own]
        rest = cards & ~reach.top_cards  # what a play joining the top meld now may hold
        self.rest = _by_rank(rest, plays_as)
        self.rest_jokers = (rest & JOKERS_MASK).bit_count()
        top = reach.top or 0
        if jokerless and reach.top_cards & JOKERS_MASK:
            top = 0  # joined, the top meld's joker would be in the revolution
        self.top_ranks = [top & RANK_MASK[r] for r in range(NUM_RANKS)]  # faces: each stands for itself only
        self.top_jokers = (top & JOKERS_MASK).bit_count()

    @staticmethod
    def _fill(by_rank: list[CardMask], jokers: int, ranks: tuple[int, ...], suit: int) -> int:
        """How many cards of the shape (one place per rank of ``ranks``, in ``suit`` or any suit when -1; a lone rank
        with ``suit`` -1 is a group's one place, any number of cards) the faces ``by_rank`` and ``jokers`` fill."""
        if suit < 0 and len(ranks) == 1:
            return by_rank[ranks[0]].bit_count() + jokers
        mask = -1 if suit < 0 else SUIT_MASK[suit]
        # the places some card may stand in: at least as many as distinct cards fill (:func:`_distinct`), cheaper
        return sum(1 for r in ranks if by_rank[r] & mask) + jokers

    def lays(self, ranks: tuple[int, ...], suit: int, size: int) -> bool:
        """Whether the seat could lay ``size`` cards of the shape ``ranks``/``suit`` (:meth:`_fill`), asked only of a
        shape the cards in play fill (:func:`_could_lay` checks it first)."""
        reach, q, fill = self.reach, self.seat, self._fill
        own = fill(self.ranks[q], self.jokers[q], ranks, suit)
        if q == reach.leader:
            # its lead, the next play, holds only cards brought before it; its later plays one card fewer than it holds
            later = min(own + reach.foreign[q], reach.most[q] - 1)
            if min(own + reach.brought[q], reach.most[q]) >= size or later >= size:
                return True
            mine = later  # a play joined to another's meld is not its lead (a lead joins nothing)
        else:
            mine = min(own + reach.foreign[q], reach.most[q])
            if mine >= size:
                return True
        if reach.top is None:
            return False
        for x in range(len(reach.most)):
            if x != q and mine + self._joined(x, ranks, suit) >= size:
                return True  # joined to a meld another seat lays later (both of cards in play: the first check)
        twice = min(own + 2 * reach.foreign[q], reach.most[q])
        if suit >= 0 and self.as_laid and not self._sequence(q, suit):
            twice = min(twice, mine + 1)  # its own meld joined: a single card of the suit
        if twice >= size:
            return True  # joined to a meld of its own laid later: each play holds at most foreign cards not held now
        top = fill(self.top_ranks, self.top_jokers, ranks, suit)
        # joined to the top meld now: the next play on the table, so only cards brought before it (none taken in)
        return bool(top) and min(own + reach.brought[q], reach.most[q], fill(self.rest, self.rest_jokers, ranks, suit)) \
            + top >= size

    def _play(self, x: int, ranks: tuple[int, ...], suit: int) -> int:
        """The most of the shape one play of seat ``x`` may fill (its lead, where it is the leader, or a later play)."""
        reach = self.reach
        own = self._fill(self.ranks[x], self.jokers[x], ranks, suit)
        if x == reach.leader:
            return max(min(own + reach.brought[x], reach.most[x]), min(own + reach.foreign[x], reach.most[x] - 1))
        return min(own + reach.foreign[x], reach.most[x])

    def _joined(self, x: int, ranks: tuple[int, ...], suit: int) -> int:
        """The most of the shape a meld of seat ``x`` that a later play joins may fill: :meth:`_play`, but in a
        sequence window one card only, unless ``x`` can lay a sequence of that suit, where the rules that join keep
        the joined meld as laid (:attr:`as_laid`): that meld's cards then stand for distinct ranks of one suit, and the
        engine has no meld of two such cards (:meth:`Meld.of <explorer.engine.melds.Meld.of>`), so it is a single card
        or a sequence of three cards or more, laid by ``x``."""
        got = self._play(x, ranks, suit)
        if suit >= 0 and got > 1 and self.as_laid and not self._sequence(x, suit):
            return 1
        return got

    def _sequence(self, x: int, suit: int) -> bool:
        """Whether seat ``x`` could hold three cards that stand for faces of ``suit`` at once (its own, counted once
        for each rank they may stand for, its jokers and the cards not held now it may lay, at most what it may hold):
        a sequence of that suit, the shortest meld of several ranks of one suit, needs three."""
        reach, by_rank, mask = self.reach, self.ranks[x], SUIT_MASK[suit]
        held = self.jokers[x] + reach.foreign[x]
        for r in range(NUM_RANKS):
            if by_rank[r] & mask:
                held += 1
        return min(held, reach.most[x]) >= MIN_SEQUENCE


def _distinct(options: list[CardMask]) -> int:
    """How many of the places (each the cards that may stand there) distinct cards can fill at once (a card
    played as another rank may stand in two places, never in both)."""
    taken: dict[int, int] = {}  # card -> the place it fills

    def place(i: int, seen: int) -> bool:
        mask = options[i] & ~seen
        while mask:
            low = mask & -mask
            mask ^= low
            seen |= low
            card = low.bit_length() - 1
            if card not in taken or place(taken[card], seen):
                taken[card] = i
                return True
        return False

    return sum(1 for i in range(len(options)) if options[i] and place(i, 0))


def revolution_possible(state: Table, player: int, cards: CardMask | None = None) -> bool:
    """Whether a play of ``player``'s could make a revolution by some rule in force that makes revolutions (each
    rule's :meth:`Rule.revolution_possible <explorer.engine.contract.Rule.revolution_possible>`) with the cards
    ``cards``; by default still this round, with every card in play (:func:`cards_in_play`; with card 02 a play
    fuses with the field's meld, made of others' cards).  Under :func:`most_laid`, with a meld the seat can lay
    (:class:`Reach`) while no other seat could make the next revolution.  ``False`` is exact."""
    rules = state.rules
    if not rules.makes_revolutions:
        return False
    if cards is None:
        cards = cards_in_play(state)
        reach = _MOST_LAID[0]
        if reach is not None:  # the solver's per-seat bound (most_laid)
            makers = _MAKERS[0]
            if makers < 0:
                makers = 0
                for q in range(state.game.n):
                    if _may_make(state, q, cards, reach):
                        makers |= 1 << q
                _MAKERS[0] = makers
            if not makers & ~(1 << player):
                # nobody else can make the next revolution: a revolution of player's is the next one, made with
                # what player can lay (after it, hands may grow past the bound: card 18 passes them on)
                return bool(makers >> player & 1)
    return any(r.revolution_possible(state, player, cards) for r in rules.rules if Mark.REVOLUTION in r.owns)


class Revolution(Rule):
    id = "revolution"
    suit_blind = True
    counted = {"revolution": "revolutions"}
    ja = "革命"
    en = "Revolution"
    law_ja = "カードを4枚まとめて出すと、革命が起き、カードの強さが逆転する。効果はラウンドが終わるまで継続する。"
    law_en = (
        "Playing 4 cards at once makes a revolution: card strength is inverted until the round "
        "ends. Another revolution inverts it back."
    )
    base = True
    reads = frozenset[str]()
    brings = 0
    owns = frozenset({Mark.REVOLUTION})

    def revolution_possible(self, state: Table, player: int, cards: CardMask) -> bool:
        """A revolution by size: a laid meld of :func:`revolution_size` cards or more (a sequence only where
        sequences revolt) that ``cards`` could make (:func:`could_lay`); none of them a joker where a rule in force
        refuses such a meld holding one (:func:`jokers_barred`: card 17)."""
        size = revolution_size(state, player)
        sequences = sequences_revolt(state, player)
        if jokers_barred(state, player):
            return could_lay(state, cards & ~JOKERS_MASK, size, groups=True, sequences=sequences, jokerless=True)
        return could_lay(state, cards, size, groups=True, sequences=sequences)

    def play_effect(self, state: Table, ctx: PlayContext) -> None:
        if not size_revolts(state, ctx.player, ctx.laid):
            return
        if revolt(state, ctx):
            ctx.fire(self, "revolution", "Revolution! Strength is inverted until the round ends.",
                     "革命！ラウンドが終わるまでカードの強さが逆転する。")
        else:
            ctx.fire(self, "revolution", "Counter-revolution: strength is back to normal.",
                     "革命返し：カードの強さが元に戻る。")
