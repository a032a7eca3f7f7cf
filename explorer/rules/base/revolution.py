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
NO_REVOLUTION: Final = 99
"""The revolution size while no rule in force makes revolutions: no play is one."""


def revolution_size(state: Table, player: int) -> int:
    """How many cards played at once make a revolution for ``player`` (:data:`REVOLUTION_SIZE`, as the rules in
    force make it); with no rule in force that makes revolutions, no play is one."""
    rules = state.rules
    if not rules.makes_revolutions:
        return NO_REVOLUTION
    value = REVOLUTION_SIZE.default
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


def cards_in_play(state: Table) -> CardMask:
    """Every card a play may still hold or join this round: the hands, the field and the discard pile (a rule may
    bring a discarded card back to a hand: card 01, card 24).  Cards out of play or outside the game stay there
    during play (card 05's joker comes in before it)."""
    cards = state.cards_at(FIELD) | state.cards_at(DISCARD)
    for hand in state.hands:
        cards |= hand
    return cards


_LAID: dict[tuple[int, int, bool, bool, tuple[tuple[tuple[int, tuple[int, ...]], ...], frozenset[MeldKind]]], bool] = {}
""":func:`could_lay`'s answers already worked out (it reads only its arguments and the rules' shapes): the solver
asks it at nearly every position after someone went out while card 13 may still act, with the same few sets of
cards in play."""
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


NO_LIMIT: Final = 1 << 20
"""A seat's bound under :func:`most_laid` when nothing bounds it (more cards than any meld holds)."""
_LIMIT: Final = [NO_LIMIT]
"""The most cards a meld may hold in :func:`could_lay`'s answer: the laying seat's bound while
:func:`revolution_possible` asks under :func:`most_laid`; no limit otherwise."""
_MOST_LAID: Final[list[tuple[int, ...] | None]] = [None]
"""What :func:`most_laid` gives: for each seat, the most cards a meld it lays can hold until the round's next
revolution; ``None``: nothing is known (every caller but the solver)."""
_MAKERS: Final = [-1]
"""Under :func:`most_laid`, the seats (a bit each) that could make the round's next revolution, once worked out
(-1: not yet)."""


def most_laid(most: tuple[int, ...] | None) -> None:
    """Tell :func:`revolution_possible` (until called again with ``None``) the most cards each seat can hold at once
    from the position asked about until the round's next revolution: the solver's per-seat bound, given only where
    nothing waits (no play is resolving) and no rule lets a play join the field's meld (docs/readings.md, "The
    solver": each seat's hand now and what the rules in force declare they may bring into it, :attr:`Rule.brings
    <explorer.engine.contract.Rule.brings>`)."""
    _MOST_LAID[0] = most
    _MAKERS[0] = -1


def _may_make(state: Table, player: int, cards: CardMask, most: int) -> bool:
    """Whether a play of ``player``'s could be a revolution by some rule in force with ``cards``, a meld of at most
    ``most`` cards."""
    _LIMIT[0] = most
    try:
        return any(r.revolution_possible(state, player, cards) for r in state.rules.rules if Mark.REVOLUTION in r.owns)
    finally:
        _LIMIT[0] = NO_LIMIT


def could_lay(state: Table, cards: CardMask, size: int, groups: bool, sequences: bool) -> bool:
    """Whether a meld of at least ``size`` cards could be made of ``cards`` in a shape :meth:`Meld.of
    <explorer.engine.melds.Meld.of>` accepts and a rule in force lets a play have (:attr:`Rule.meld_kinds
    <explorer.engine.contract.Rule.meld_kinds>`): one rank (``groups``: a group, or the run of four ranks in four
    suits, which revolts as a group does), or one suit over consecutive ranks (``sequences``).  Each joker stands for any
    card; a card counts for its own rank and for every rank a rule in force lets it be played as
    (:attr:`Rule.plays_as <explorer.engine.contract.Rule.plays_as>`), its suit kept.  A bound by counts: ``True``
    may be a meld no hand will hold, ``False`` is exact (docs/readings.md, "The solver")."""
    if size > _LIMIT[0]:
        return False  # more cards than the laying seat can hold at once (revolution_possible under most_laid)
    jokers = (cards & JOKERS_MASK).bit_count()
    if size <= jokers:
        return size > 0
    if (cards & ~JOKERS_MASK).bit_count() + jokers < size:
        return False
    shapes = _shapes(state)
    key = (cards, size, groups, sequences, shapes)
    got = _LAID.get(key)
    if got is None:
        if len(_LAID) >= _LAID_MOST:
            _LAID.clear()
        got = _LAID[key] = _could_lay(cards, jokers, size, groups, sequences, *shapes)
    return got


def _could_lay(cards: CardMask, jokers: int, size: int, groups: bool, sequences: bool,
               plays_as: tuple[tuple[int, tuple[int, ...]], ...], kinds: frozenset[MeldKind]) -> bool:
    """:func:`could_lay` worked out."""
    by_rank = [cards & RANK_MASK[r] for r in range(NUM_RANKS)]
    for src, dsts in plays_as:
        for dst in dsts:  # the card of rank src, played as rank dst in the same suit
            by_rank[dst] |= (cards & RANK_MASK[src]) >> 4 * src << 4 * dst
    if groups:
        for r in range(NUM_RANKS):
            if by_rank[r].bit_count() + jokers >= size:
                return True
        if size <= 4 and MeldKind.RUN in kinds:  # a run: four consecutive ranks in four suits
            for r in range(NUM_RANKS - 3):
                if _distinct(by_rank[r:r + 4]) + jokers >= 4:
                    return True
    if sequences and MeldKind.SEQUENCE in kinds:
        for suit in range(4):
            held = [by_rank[r] & SUIT_MASK[suit] for r in range(NUM_RANKS)]
            for r in range(NUM_RANKS - size + 1):
                if _distinct(held[r:r + size]) + jokers >= size:
                    return True
    return False


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
    fuses with the field's meld, made of others' cards).  Under :func:`most_laid`, with a meld of at most the seat's
    bound while no other seat could make the next revolution.  ``False`` is exact."""
    rules = state.rules
    if not rules.makes_revolutions:
        return False
    if cards is None:
        cards = cards_in_play(state)
        most = _MOST_LAID[0]
        if most is not None:  # the solver's per-seat bound (most_laid)
            makers = _MAKERS[0]
            if makers < 0:
                makers = 0
                for q in range(state.game.n):
                    if _may_make(state, q, cards, most[q]):
                        makers |= 1 << q
                _MAKERS[0] = makers
            if not makers & ~(1 << player):
                # nobody else can make the next revolution: a revolution of player's is the next one, made with
                # at most most[player] cards (after it, hands may grow past the bound: card 18 passes them on)
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
        sequences revolt) that ``cards`` could make (:func:`could_lay`)."""
        size = revolution_size(state, player)
        return could_lay(state, cards, size, groups=True, sequences=sequences_revolt(state, player))

    def play_effect(self, state: Table, ctx: PlayContext) -> None:
        if not size_revolts(state, ctx.player, ctx.laid):
            return
        if revolt(state, ctx):
            ctx.fire(self, "revolution", "Revolution! Strength is inverted until the round ends.",
                     "革命！ラウンドが終わるまでカードの強さが逆転する。")
        else:
            ctx.fire(self, "revolution", "Counter-revolution: strength is back to normal.",
                     "革命返し：カードの強さが元に戻る。")
