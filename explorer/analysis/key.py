"""What identifies a position for the solver's transposition table, and what identifies an action.

:func:`position_key` reads every field a :class:`~explorer.engine.state.State` snapshots for ``push``/``pop``
(``state._MUTABLE``: the one list of what the state holds, so a field the engine adds later is in the key
with no change here), except the two that say nothing the rules read: ``log_len`` (how long the event log is)
and ``rules`` (the rule objects, built from ``laws`` and ``house``, which are in the key).  Two positions with
the same key are the same position for every rule: the same hands, field and trick, discard pile, turn,
passes, finishers and places, king and points, rule data (J-back, the locks, once-a-round uses …), revolution,
the pending decision and any choice or effect waiting to resolve.

:func:`action_key` compares actions as the scenario contract does: the two jokers are identical cards.
"""

from __future__ import annotations

from collections.abc import Hashable
from operator import attrgetter
from typing import TYPE_CHECKING, Final

from explorer.engine.actions import Action, Choose, Give, Play, Trim
from explorer.engine.cards import JOKER, JOKER2, CardMask
from explorer.engine.state import _MUTABLE

if TYPE_CHECKING:
    from explorer.engine.contract import ChoiceRequest, PlayContext
    from explorer.engine.melds import Meld
    from explorer.engine.state import State

_LEFT_OUT: Final = frozenset({"log_len", "rules"})
KEY_FIELDS: Final = tuple(name for name in _MUTABLE if name not in _LEFT_OUT)
"""The state's fields a position key reads, in the state's own order."""
_GET: Final = attrgetter(*KEY_FIELDS)
_HANDS: Final = KEY_FIELDS.index("hands")
_DATA: Final = KEY_FIELDS.index("data")
_RESOLVING: Final = KEY_FIELDS.index("resolving")
_CHOICE: Final = KEY_FIELDS.index("choice")
_JOKERS: Final = 1 << JOKER | 1 << JOKER2


def frozen(value: object) -> Hashable:
    """``value`` as something hashable that compares the same: lists and tuples element by element, dicts and
    sets as frozensets; anything else unhashable by its ``repr`` (no such value is in a state today)."""
    if isinstance(value, (list, tuple)):
        return tuple(frozen(v) for v in value)
    if isinstance(value, dict):
        return frozenset((frozen(k), frozen(v)) for k, v in value.items())
    if isinstance(value, (set, frozenset)):
        return frozenset(frozen(v) for v in value)
    try:
        hash(value)
    except TypeError:
        return (type(value).__name__, repr(value))
    return value


def _context_key(ctx: PlayContext) -> Hashable:
    """A play whose effects wait on a choice: everything but its event texts."""
    return (ctx.player, ctx.meld, ctx.under, ctx.laid, ctx.clear, ctx.fired_cards, ctx.inverted_before,
            ctx.to_last, frozenset(ctx.notes), tuple(ctx.queue), ctx.emptied_by, ctx.emptied)


def _choice_key(req: ChoiceRequest) -> Hashable:
    """A choice the engine waits for: who, what kind, the options and the rule that receives the answer."""
    return (req.player, req.kind, req.options, req.rule, req.holder)


_TRICK_AT: Final = KEY_FIELDS.index("trick")


def _buried(meld: Meld) -> Hashable:
    """A meld of the trick under the top play, as the engine reads it there (:func:`~explorer.engine.flow.under_top`):
    its cards, each with the suit of its face (``-1``: a joker as itself)."""
    return tuple(sorted((c, -1 if f >= JOKER else f & 3) for c, f in meld.faces))


def position_key(state: State) -> tuple[Hashable, ...]:
    """A hashable key equal for two states exactly when every field the rules read is equal.

    The melds of the trick under its top play are read, where no rule in force reads them (no ``"buried"`` in
    :attr:`Rule.reads <explorer.engine.contract.Rule.reads>`), only by the engine's :func:`~explorer.engine.flow.under_top`:
    their cards and the suits of their faces, which is all the key keeps of them (not who played them, nor the
    ranks a joker stood for); docs/readings.md, "The solver".

    >>> from explorer.engine.state import State
    >>> a = State.from_position(["A", "B", "C"], hands={"A": "♠3 ♥4", "B": "♦9", "C": "♣K"}, turn="A")
    >>> b = a.copy()
    >>> position_key(a) == position_key(b)
    True
    >>> _ = b.push(b.parse_action("A plays ♠3")); position_key(a) == position_key(b)
    False
    >>> _ = b.pop(); position_key(a) == position_key(b)
    True
    """
    values: list[Hashable] = list(_GET(state))
    values[_HANDS] = tuple(state.hands)
    data = state.data
    if data:
        try:
            values[_DATA] = frozenset(data.items())
        except TypeError:
            values[_DATA] = frozen(data)
    else:
        values[_DATA] = None
    trick = state.trick
    if len(trick) > 1 and not any("buried" in r.reads for r in state.rules.rules):
        values[_TRICK_AT] = (tuple(_buried(m) for _, m in trick[:-1]), trick[-1])
    ctx = state.resolving
    if ctx is not None:
        values[_RESOLVING] = _context_key(ctx)
    req = state.choice
    if req is not None:
        values[_CHOICE] = _choice_key(req)
    return tuple(values)


_FIELD: Final = KEY_FIELDS.index("field")
_TRICK: Final = KEY_FIELDS.index("trick")
_SETS: Final = tuple(KEY_FIELDS.index(name) for name in ("discard", "out_of_play", "deck", "field_cards"))
"""The fields that hold cards as a set (besides the hands)."""
_WAITING: Final = tuple(KEY_FIELDS.index(name) for name in ("resolving", "choice", "after_choice", "queue"))


def suit_blind(state: State) -> bool:
    """Whether every rule in force is suit-blind (:attr:`Rule.suit_blind <explorer.engine.contract.Rule.suit_blind>`)."""
    return all(r.suit_blind for r in state.rules.rules)


def _meld_form(meld: Meld) -> Hashable:
    """A meld with each card and face by its rank (a joker as itself)."""
    return tuple(sorted((c >> 2 if c < JOKER else c, f >> 2 if f < JOKER else f) for c, f in meld.faces))


def canonical_key(state: State) -> tuple[Hashable, ...]:
    """:func:`position_key` with the suits forgotten, for a state whose rules in force are all suit-blind
    (:func:`suit_blind`; the caller asks).

    When no rule in force tells suits apart, the game read with every ordinary card replaced by its rank (the
    jokers kept) is the same game: the same actions are legal, up to suits, and lead to the same positions, up to
    suits (docs/readings.md, "The solver").  So two positions that differ only by suits have the same answer.
    The key keeps, for each rank, the sorted places of its four cards (which hand, the discard pile, the field, out
    of play, in the deck) and the field's melds by rank.  While an effect or a choice is waiting, or a queue of the
    engine's (they may name cards of a hand), the key is :func:`position_key` itself.

    >>> from explorer.engine.state import State
    >>> a = State.from_position(["A", "B", "C"], hands={"A": "♠3 ♥4", "B": "♦3", "C": "♣K"}, turn="A")
    >>> b = State.from_position(["A", "B", "C"], hands={"A": "♦3 ♣4", "B": "♥3", "C": "♠K"}, turn="A")
    >>> canonical_key(a) == canonical_key(b), position_key(a) == position_key(b)
    (True, False)
    >>> _ = a.push(a.parse_action("A plays ♠3")); _ = b.push(b.parse_action("A plays ♦3"))
    >>> canonical_key(a) == canonical_key(b)
    True
    """
    values = list(position_key(state))
    for i in _WAITING:
        if values[i]:
            return tuple(values)
    places: list[int] = [*state.hands, state.discard, state.out_of_play, state.deck, state.field_cards]
    codes = [0] * 54
    for k, mask in enumerate(places):
        bit = 1 << k
        while mask:
            low = mask & -mask
            codes[low.bit_length() - 1] |= bit
            mask ^= low
    canon: list[int] = []
    for r in range(0, 52, 4):
        canon += sorted(codes[r:r + 4])
    canon += codes[52:]
    values[_HANDS] = tuple(canon)
    for i in _SETS:
        values[i] = None
    field = state.field
    if field is not None:
        values[_FIELD] = _meld_form(field)
    trick = state.trick
    if trick:
        if len(trick) > 1 and values[_TRICK] != trick:  # the melds under the top as position_key keeps them
            values[_TRICK] = (tuple(tuple(sorted(c >> 2 if c < JOKER else c for c, _ in m.faces))
                                    for _, m in trick[:-1]), (trick[-1][0], _meld_form(trick[-1][1])))
        else:
            values[_TRICK] = tuple((p, _meld_form(m)) for p, m in trick)
    return tuple(values)


def _mask_key(mask: CardMask) -> tuple[int, int]:
    """A set of cards with the jokers counted, not told apart."""
    jokers = mask & _JOKERS
    return mask & ~_JOKERS, jokers.bit_count()


def action_key(action: Action) -> Hashable:
    """``action`` with the two jokers made identical (SCENARIO-FORMAT.md: "an action names a joker as JK and
    means any joker where it is"); everything else as the action compares.

    >>> from explorer.engine.melds import JOKER_FACE, Meld
    >>> first, second = Meld.of([(JOKER, JOKER_FACE)]), Meld.of([(JOKER2, JOKER_FACE)])
    >>> first == second, action_key(Play(0, first)) == action_key(Play(0, second))
    (False, True)
    """
    if isinstance(action, Play):
        faces = tuple(sorted((JOKER if phys >= JOKER else phys, face) for phys, face in action.meld.faces))
        return ("play", action.player, action.join, faces)
    if isinstance(action, Choose) and isinstance(action.value, int):
        return ("choose", action.player, action.kind, _mask_key(action.value))
    if isinstance(action, Give):
        return ("give", action.player, JOKER if action.card >= JOKER else action.card, action.to)
    if isinstance(action, Trim):
        return ("trim", action.player, _mask_key(action.cards))
    return action
