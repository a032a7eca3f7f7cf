"""A position as a scenario's ``start`` describes it, read and checked before a state is made of it.

:meth:`State.from_position <explorer.engine.state.State.from_position>` hands its arguments to :func:`read`,
which checks that the position can exist (each card in one place, a named player for every seat, a turn for
someone who holds cards …) and answers with a :class:`Position`: plain values the state then takes on.  A
position that cannot exist is a :class:`PositionError` naming the field.

>>> p = read(("A", "B", "C"), hands={"A": "♠3 JK", "B": "♦9"}, field="♣8", field_by="C")
>>> from explorer.engine.cards import mask_str
>>> [mask_str(h) for h in p.hands], p.plays[-1][0], p.turn
(['♠3 JK', '♦9', ''], 2, 0)
>>> read(("A", "B"), hands={"A": "♠3", "B": "♠3"})
Traceback (most recent call last):
...
explorer.engine.errors.PositionError: hands.B: ♠3 is also in hands.A; a card can be in one place only
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Final

from explorer.engine.book import RuleBook
from explorer.engine.cards import JOKER, JOKER2, STANDARD_DECK, CardMask, card_str, card_text, iter_cards, parse_cards, parse_rank, parse_suits
from explorer.engine.errors import NotationError, PositionError, RuleError, field_ja, printable
from explorer.engine.game import Game
from explorer.engine.melds import MAX_PLAY, Meld, MeldKind, parse_pattern


def seat_of(players: Sequence[str], name: str, where: str = "player") -> int:
    """The seat of the player called ``name``; a :class:`PositionError` at ``where`` if nobody is."""
    try:
        return list(players).index(str(name))
    except ValueError:
        raise PositionError(
            f"no player called {name!r} (players: {', '.join(players)})",
            f"{name!r}という名前のプレイヤーはいない（プレイヤー：{'、'.join(players)}）", where=where,
        ) from None


def rule_id(book: RuleBook, key: str | int, where: str) -> str:
    """The id of the rule card ``key`` names in ``book``; a :class:`PositionError` at ``where``."""
    try:
        return book.card(key).id
    except RuleError as exc:
        raise PositionError(str(exc), exc.text("ja"), where=where) from None


def game_rules(game: Game) -> tuple[tuple[str, ...], tuple[tuple[str, ...], ...]]:
    """The ids of ``game``'s laws and of its house rules by seat (``()`` when it gives none), checked (each rule
    once; a :class:`PositionError` otherwise) and kept by book, laws and house rules: a game of random play names its
    25 laws once, not anew (about 500 instructions a decision)."""
    book = game.book
    key = (book, tuple(game.laws), tuple(tuple(h) for h in game.house) if game.house else ())  # hashable
    named = _NAMED.get(key)
    if named is None:
        laws = tuple(rule_id(book, r, f"laws[{i}]") for i, r in enumerate(game.laws))
        house: tuple[tuple[str, ...], ...] = ()
        if game.house:
            house = tuple(tuple(rule_id(book, r, f"house[{seat}][{i}]") for i, r in enumerate(ids))
                          for seat, ids in enumerate(game.house))
        once_each([*laws, *(r for h in house for r in h)], "laws/house")
        if len(_NAMED) >= 256:
            _NAMED.clear()
        named = _NAMED[key] = (laws, house)
    return named


_NAMED: Final[dict[tuple[RuleBook, tuple[str, ...], tuple[tuple[str, ...], ...]],
                   tuple[tuple[str, ...], tuple[tuple[str, ...], ...]]]] = {}
""":func:`game_rules`' answers."""


def once_each(ids: Iterable[str], where: str) -> list[str]:
    """``ids`` as a list, each rule card in force once (a :class:`PositionError` at ``where`` otherwise)."""
    taken = list(ids)
    dup = sorted({r for r in taken if taken.count(r) > 1})
    if dup:
        raise PositionError(f"each rule card exists once; {', '.join(dup)} is in force twice",
                            f"ルールカードは各1枚しかない。{'、'.join(dup)}が2回使われている", where=where)
    return taken


def rule_deck(game: Game, taken: Iterable[str]) -> tuple[str, ...]:
    """The rule cards still to reveal: the game's own deck, or the book's cards not ``taken``, shuffled by seed."""
    if game.rule_deck is not None:
        return tuple(game.book.card(r).id for r in game.rule_deck)
    used = set(taken)
    ids = [c.id for c in game.book.cards if c.id not in used]
    random.Random(f"{game.seed}:rules").shuffle(ids)
    return tuple(ids)


@dataclass
class Position:
    """What :func:`read` found: the cards' places and who is where in the round."""

    hands: list[CardMask]
    plays: list[tuple[int, Meld]]
    """The melds of the trick so far, oldest first (the field's last), with who played each."""
    discard: CardMask
    deck: CardMask
    out_of_play: CardMask
    finished: tuple[int, ...]
    previous_order: tuple[int, ...]
    king: int | None
    points: dict[int, int]
    turn: int
    passed: int
    """The players between the field's owner and the one to act, as bits: they have passed."""
    lock_suits: int | None
    lock_rank: int | None
    locks_rank: bool
    """Whether ``lock`` named a rank (``lock_rank`` may then be ``None`` for no rank)."""


class _Places:
    """Each card in one place: reads card texts, remembering where each card went."""

    def __init__(self, max_play: int = MAX_PLAY) -> None:
        self.placed: dict[int, str] = {}
        self.jokers = 0
        self.max_play = max_play
        """The most cards one meld on the field may hold (the rules in force say: a table may allow longer
        sequences)."""

    def put(self, where: str, cards: str | CardMask) -> CardMask:
        if isinstance(cards, int):
            mask = cards
        else:
            try:
                mask = parse_cards(cards, jokers_taken=self.jokers)
            except NotationError as exc:
                raise PositionError(str(exc), exc.text("ja"), where=where) from None
        for c in iter_cards(mask):
            if c in self.placed:
                raise PositionError(f"{card_str(c)} is also in {self.placed[c]}; a card can be in one place only",
                                    f"{card_text(c, 'ja')}は{field_ja(self.placed[c])}にもある。1枚のカードは1か所にしか置けない", where=where)
            self.placed[c] = where
            if c >= JOKER:
                self.jokers += 1
        return mask

    def meld(self, where: str, text: str) -> Meld:
        try:
            meld = _meld(text, self.max_play)
        except NotationError as exc:
            raise PositionError(str(exc), exc.text("ja"), where=where) from None
        self.put(where, " ".join("JK" if c >= JOKER else card_str(c) for c in iter_cards(meld.cards)))
        return meld


def _meld(text: str, max_play: int) -> Meld:
    """A meld on the field: at most four cards, or a longer sequence when the rules in force allow one (UECda's)."""
    try:
        return parse_pattern(text).resolve()
    except NotationError:
        if max_play <= MAX_PLAY:
            raise
        try:
            long = parse_pattern(text, limit=max_play).resolve(limit=max_play)
        except NotationError:
            long = None
        if long is None or long.kind is not MeldKind.SEQUENCE:
            raise
        return long


def read(
    players: Sequence[str],
    *,
    hands: Mapping[str, str | CardMask] | None = None,
    field: str | None = None,
    field_by: str | None = None,
    history: Iterable[tuple[str, str]] = (),
    discard: str | CardMask = 0,
    lock: Mapping[str, str] | None = None,
    turn: str | None = None,
    finished: Iterable[str] = (),
    king: str | None = None,
    points: Mapping[str, int] | None = None,
    previous_order: Sequence[str] = (),
    max_play: int = MAX_PLAY,
) -> Position:
    """The position these arguments of :meth:`State.from_position` describe, checked."""
    n = len(players)
    places = _Places(max_play)
    held = [0] * n
    for name, cards in (hands or {}).items():
        held[seat_of(players, name, f"hands.{printable(str(name), 40)}")] = places.put(f"hands.{name}", cards)
    plays = [(seat_of(players, who, f"history[{i}]"), places.meld(f"history[{i}]", text))
             for i, (who, text) in enumerate(history)]
    if field:
        if field_by is None:
            raise PositionError("say who played the meld on the field",
                                "場のカードを誰が出したかを書く", where="field.by")
        plays.append((seat_of(players, field_by, "field.by"), places.meld("field.cards", field)))
    thrown = places.put("discard", discard)
    deck = STANDARD_DECK | ((1 << JOKER2) if places.jokers > 1 else 0)
    suits, rank, locks_rank = _lock(lock or {})
    done = tuple(seat_of(players, p, f"finished[{i}]") for i, p in enumerate(finished))
    for p in done:
        if held[p]:
            raise PositionError(f"{players[p]} is listed as finished but holds cards",
                                f"{players[p]}はあがりとされているが、手札が残っている", where="finished")
    prev = tuple(seat_of(players, p, f"previous_order[{i}]") for i, p in enumerate(previous_order))
    if prev and sorted(prev) != list(range(n)):
        raise PositionError("list every player once, first place to last",
                            "全員を1回ずつ、前のラウンドの1位から順に書く", where="previous_order")
    if king is None and prev:
        king = players[prev[0]]
    king_seat = seat_of(players, king, "king") if king is not None else None
    scores = {seat_of(players, name, f"points.{printable(str(name), 40)}"): int(v) for name, v in (points or {}).items()}
    by = plays[-1][0] if plays else None
    if turn is not None:
        to_act = seat_of(players, turn, "turn")
        if not held[to_act]:
            raise PositionError(f"{turn} holds no cards and cannot act",
                                f"{turn}は手札がないので手番になれない", where="turn")
    elif by is not None:
        to_act = next((q for q in ((by + i) % n for i in range(1, n + 1)) if held[q]), by)
    else:
        to_act = next((p for p in range(n) if held[p]), 0)
    passed = 0
    if by is not None:  # players between the field's owner and the one to act have passed
        p = (by + 1) % n
        while p != to_act and p != by:
            if held[p]:
                passed |= 1 << p
            p = (p + 1) % n
    return Position(
        hands=held, plays=plays, discard=thrown, deck=deck,
        out_of_play=deck & ~sum(1 << c for c in places.placed), finished=done, previous_order=prev,
        king=king_seat, points=scores,
        turn=to_act, passed=passed, lock_suits=suits, lock_rank=rank, locks_rank=locks_rank,
    )


def _lock(lock: Mapping[str, str]) -> tuple[int | None, int | None, bool]:
    """``lock:``'s suits and rank (``None``: not locked so), and whether it named a rank."""
    suits: int | None = None
    rank: int | None = None
    locks_rank = False
    for key, value in lock.items():
        try:
            if key == "suit":
                suits = parse_suits(str(value))
            elif key == "rank":
                rank, locks_rank = parse_rank(str(value)), True
            else:
                raise PositionError("expected 'suit' or 'rank'",
                                    "'suit'か'rank'を書く", where=f"lock.{key}")
        except NotationError as exc:
            raise PositionError(str(exc), exc.text("ja"), where=f"lock.{key}") from None
    return suits, rank, locks_rank
