"""The legal actions of a decision as sequences: :class:`LegalActions` (what :attr:`State.legal_actions
<explorer.engine.state.State.legal_actions>` returns) and the lazy lists a decision's actions come in,
:class:`PlayOptions` and :class:`TrimOptions`, which build an action only when it is read (a random choice
builds one).
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Sequence
from itertools import combinations
from typing import Final, Protocol, overload

from explorer.engine.actions import Action, Choose, Give, NameStart, Pass, Pick, Play, Trim
from explorer.engine.cards import JOKER, JOKER2, JOKERS_MASK, CardMask, iter_cards, popcount
from explorer.engine.melds import Meld

__all__ = ["LegalActions", "PlayOptions", "TrimOptions"]


_PASS_ACTIONS: Final[dict[int, Pass]] = {}
"""``Pass(player)`` by seat, made once (a dict, not functools.lru_cache: compiled, that is a generic call)."""


def _pass_action(player: int) -> Pass:
    """``Pass(player)``, made once per seat (it is immutable)."""
    got = _PASS_ACTIONS.get(player)
    if got is None:
        got = _PASS_ACTIONS[player] = Pass(player)
    return got


class LegalActions(Sequence[Action]):
    """The legal actions now: iterable, countable, indexable, and fast to test with ``in``.

    Listed lazily, on first use; ``random.choice`` on it builds no more than it must.
    """

    __slots__ = ("_state", "_list")

    def __init__(self, state: _Lister) -> None:
        self._state = state
        self._list: Sequence[Action] | None = None

    def _actions(self) -> Sequence[Action]:
        if self._list is None:
            self._list = self._state._legal_list()
        return self._list

    def __iter__(self) -> Iterator[Action]:
        return iter(self._actions())

    def __len__(self) -> int:
        return len(self._actions())

    def __bool__(self) -> bool:
        return bool(self._actions())

    def __contains__(self, action: object) -> bool:
        if isinstance(action, (Play, Pass, Pick, Give, Trim, NameStart, Choose)):
            return self._state.refusal_of(action) is None
        return False

    @overload
    def __getitem__(self, i: int) -> Action: ...
    @overload
    def __getitem__(self, i: slice) -> Sequence[Action]: ...
    def __getitem__(self, i: int | slice) -> Action | Sequence[Action]:
        return self._actions()[i]

    def __repr__(self) -> str:
        s = self._state
        return f"<LegalActions ({', '.join(s.action_str(a) for a in self)})>"


class _Lister(Protocol):
    """What :class:`LegalActions` asks of the state it lists (the state; named here so this module, which the
    state imports, does not import it back)."""

    def _legal_list(self) -> Sequence[Action]: ...
    def refusal_of(self, action: Action) -> object: ...
    def action_str(self, action: Action) -> str: ...


class _ActionsBuiltWhenRead:
    """A sequence of actions that builds each one when it is read (``_item``), so a random choice builds one.

    Registered as a :class:`~collections.abc.Sequence` (below), not derived from it: compiled (mypyc), a class
    derived from the ABC inherits its ``sq_length`` slot, so every ``len()`` of it (twice a decision in a random
    bot's loop: ``random.choice`` and the count) looked ``__len__`` up by name instead of calling it.  The
    methods the ABC would have mixed in (``__reversed__``, ``index``, ``count``) are written out.
    """

    __slots__ = ()

    def _item(self, i: int) -> Action:
        """The action at ``i`` (0 <= i < len)."""
        raise NotImplementedError

    def _size(self) -> int:
        """How many actions there are (``len``: compiled, ``len(self)`` here would be a generic call)."""
        raise NotImplementedError

    def __len__(self) -> int:
        return self._size()

    @overload
    def __getitem__(self, i: int) -> Action: ...
    @overload
    def __getitem__(self, i: slice) -> Sequence[Action]: ...
    def __getitem__(self, i: int | slice) -> Action | Sequence[Action]:
        if not isinstance(i, int):  # the index first: compiled, isinstance(i, slice) reads the builtins by name
            return [self._item(j) for j in range(*i.indices(self._size()))]
        n = self._size()
        if i < 0:
            i += n
        if not 0 <= i < n:
            raise IndexError(f"action index out of range (there are {n})")
        return self._item(i)

    def __iter__(self) -> Iterator[Action]:
        return (self._item(i) for i in range(self._size()))

    def __contains__(self, action: object) -> bool:
        return any(a == action for a in self)

    def __reversed__(self) -> Iterator[Action]:
        return (self._item(i) for i in range(self._size() - 1, -1, -1))

    def index(self, action: object) -> int:
        """Where ``action`` is first (:class:`ValueError` when it is not listed), as ``Sequence.index``."""
        for i, a in enumerate(self):
            if a == action:
                return i
        raise ValueError("action not listed")

    def count(self, action: object) -> int:
        """How many times ``action`` is listed (once or never), as ``Sequence.count``."""
        return sum(1 for a in self if a == action)


class PlayOptions(_ActionsBuiltWhenRead):
    """A play decision's legal actions: a :class:`Play` of each legal meld, then the pass if allowed.

    Each ``Play`` is built when it is read, so a random choice builds one.

    >>> from explorer.engine.state import State
    >>> s = State.from_position(["A", "B", "C"], hands={"A": "♠3 ♥4", "B": "♦9", "C": "♣K"}, turn="A")
    >>> opts = s.decision_actions
    >>> len(opts), s.action_str(opts[1]), Pass(0) in opts
    (2, 'A plays ♥4', False)
    """

    __slots__ = ("player", "melds", "can_pass", "joins", "_n", "_read")

    def __init__(self, player: int, melds: list[Meld], can_pass: bool, joins: Sequence[Meld] = ()) -> None:
        self.player = player
        self.melds = melds
        self.can_pass = can_pass
        self.joins = joins
        """Melds that may join the field's meld (``A fuses …``), listed after the plays on their own."""
        self._n = len(melds) + len(joins) + can_pass
        self._read: Action | None = None
        """The last action read by index: applying the action a bot just read finds it at once (``in``)."""

    def _size(self) -> int:
        return self._n

    def _item(self, i: int) -> Action:
        n = len(self.melds)
        if i < n:
            got: Action = Play(self.player, self.melds[i])
        elif i < n + len(self.joins):
            got = Play(self.player, self.joins[i - n], True)
        else:
            got = _pass_action(self.player)
        self._read = got
        return got

    def __iter__(self) -> Iterator[Action]:
        p = self.player
        for m in self.melds:
            yield Play(p, m)
        for m in self.joins:
            yield Play(p, m, True)
        if self.can_pass:
            yield _pass_action(p)

    def __contains__(self, action: object) -> bool:
        if action is self._read and action is not None:
            return True
        if type(action) is Play:
            return action.player == self.player and action.meld in (self.joins if action.join else self.melds)
        return self.can_pass and type(action) is Pass and action.player == self.player

    def __eq__(self, other: object) -> bool:
        if isinstance(other, PlayOptions):
            return (self.player, self.melds, list(self.joins), self.can_pass) == (
                other.player, other.melds, list(other.joins), other.can_pass)
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        joins = f", joins={[str(m) for m in self.joins]}" if self.joins else ""
        return f"PlayOptions({self.player}, {[str(m) for m in self.melds]}{joins}, pass={self.can_pass})"


_COMB: Final = tuple(tuple(math.comb(n, k) for k in range(n + 1)) for n in range(64))
"""``_COMB[n][k] == math.comb(n, k)`` for ``0 <= k <= n < 64`` (compiled, ``math.comb`` is a generic call)."""


def _comb(n: int, k: int) -> int:
    """``math.comb(n, k)``, from :data:`_COMB` where it holds it."""
    if 0 <= k <= n < 64:
        return _COMB[n][k]
    return math.comb(n, k)


def _trims_of(m: int, k: int) -> int:
    """How many ways to take ``k`` of ``m`` cards and two identical jokers (none, one or both of them)."""
    return sum(_comb(m, k - j) for j in range(min(k, 2) + 1) if k - j <= m)


def _nth_trim_with_jokers(cards: tuple[int, ...], k: int, i: int) -> CardMask:
    """The ``i``-th way (0-based) to take ``k`` of ``cards`` and two identical jokers, in the order
    :func:`itertools.combinations` lists the cards then the jokers with a lone joker always the first."""
    mask, x, m = 0, 0, len(cards)
    while k and x < m:
        c = _trims_of(m - x - 1, k - 1)  # the ways that take cards[x] next
        if i < c:
            mask |= 1 << cards[x]
            k -= 1
        else:
            i -= c
        x += 1
    if k:  # the rest are jokers
        mask |= 1 << JOKER if k == 1 else JOKERS_MASK
    return mask


class TrimOptions(_ActionsBuiltWhenRead):
    """Every trim a player may make: discard any 0 … n-7 of their n cards.

    Listed lazily, in order of size then of the cards (as
    :func:`itertools.combinations`): a 10-card hand has 176 options, a
    13-card hand 4,096, and a random choice builds only the one it picks.

    >>> t = TrimOptions(0, 0b11111111)          # eight cards: keep 7 or all 8
    >>> len(t), t[0].cards, t[1].cards, t[-1].cards
    (9, 0, 1, 128)
    >>> list(t) == [t[i] for i in range(len(t))]
    True
    """

    __slots__ = ("player", "hand", "_cards", "_counts", "_both_jokers", "_n")

    def __init__(self, player: int, hand: CardMask) -> None:
        self.player = player
        self.hand = hand
        self._both_jokers = hand & JOKERS_MASK == JOKERS_MASK
        """Both jokers in hand (card 05): jokers are identical, so a trim with one joker is listed once
        (with the first), and the cards are ranked as the other cards and up to two jokers."""
        cards = tuple(iter_cards(hand))
        self._cards = cards[:-2] if self._both_jokers else cards  # with both jokers: the other cards
        n = len(cards)
        sizes = range(max(0, n - 6))
        self._counts = tuple(_trims_of(len(self._cards), k) for k in sizes) if self._both_jokers \
            else tuple(_comb(n, k) for k in sizes)
        self._n = sum(self._counts)

    def _size(self) -> int:
        return self._n

    def _item(self, i: int) -> Action:
        k = 0
        while i >= self._counts[k]:
            i -= self._counts[k]
            k += 1
        cards = self._cards
        if self._both_jokers:
            return Trim(self.player, _nth_trim_with_jokers(cards, k, i))
        n = len(cards)
        mask, x = 0, 0
        for slot in range(k):  # the i-th k-combination in lexicographic order
            while True:
                c = _comb(n - x - 1, k - slot - 1)
                if i < c:
                    mask |= 1 << cards[x]
                    x += 1
                    break
                i -= c
                x += 1
        return Trim(self.player, mask)

    def __iter__(self) -> Iterator[Action]:
        if self._both_jokers:
            return (self._item(i) for i in range(self._n))
        return self._all()

    def _all(self) -> Iterator[Trim]:
        bits = [1 << c for c in self._cards]
        p = self.player
        for k in range(len(self._counts)):
            for combo in combinations(bits, k):
                yield Trim(p, sum(combo))

    def __contains__(self, action: object) -> bool:
        return (isinstance(action, Trim) and action.player == self.player and not action.cards & ~self.hand
                and popcount(action.cards) < len(self._counts)
                and not (self._both_jokers and action.cards >> JOKER2 & 1 and not action.cards >> JOKER & 1))


Sequence.register(_ActionsBuiltWhenRead)  # isinstance(..., Sequence) holds for both lists: they are sequences


def listed_has(listed: Sequence[Action], action: Action) -> bool:
    """``action in listed``, the very object read from a tuple first: actions compare by their fields in
    dataclasses' interpreted ``__eq__``, and a bot applies an action it read from the list."""
    if type(listed) is tuple:
        for a in listed:
            if a is action:
                return True
    return action in listed
