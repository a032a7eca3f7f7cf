"""The Sandbox's position as the user set it up (:class:`Setup`): where every card lies, the rules, the
state of play; :meth:`Setup.build` turns it into the engine's state, :meth:`Setup.scenario` into a scenario.

>>> s = Setup(hands=(parse_cards("♠8 ♥8"), parse_cards("♣3"), 0, 0), laws=("eight_cut",))
>>> state = s.build()
>>> [state.action_str(a) for a in state.legal_actions]
['A plays ♠8', 'A plays ♥8', 'A plays ♠8 ♥8']
>>> s.scenario(["A plays ♠8"], {})["start"]["hands"]["A"]
'♠8 ♥8'
"""

from __future__ import annotations

import dataclasses
import random
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from explorer.engine.cards import (
    JOKER,
    JOKERS_MASK,
    RANKS,
    iter_cards,
    mask_str,
    parse_cards,
    parse_rank,
    parse_suits,
    suits_str,
)
from explorer.engine.errors import ExplorerError, NotationError, ScenarioError
from explorer.engine.melds import parse_pattern
from explorer.rules.catalogue import card_rule
from explorer.scenarios.model import Scenario
from explorer.engine.start import Start
from explorer.engine.state import State
from explorer.text.describe import describe

HAND = "hand:"
FIELD = "field"
HISTORY = "history"
DISCARD = "discard"
EXTRA_KEYS = ("finished", "king", "points", "phase", "draft", "previous_order")
"""Scenario ``start`` keys the page carries along without editing them."""

_NAME_CLASS = re.compile(r"^[A-Za-z0-9_-]+$")

# ---------------------------------------------------------------------------------------- the set-up
def _renumber(mask: int, taken: int) -> tuple[int, int]:
    """``mask`` with its jokers numbered from ``taken`` on (the engine's order), and the new count."""
    n = (mask & JOKERS_MASK).bit_count()
    if taken + n > 2:
        raise NotationError("JK", "there are at most two jokers in the game", "ジョーカーはゲームに2枚まで")
    out = mask & ~JOKERS_MASK
    for j in range(n):
        out |= 1 << (JOKER + taken + j)
    return out, taken + n


def _meld_cards(text: str, taken: int) -> tuple[int, int]:
    """The physical cards a meld's notation puts on the table (jokers numbered from ``taken``)."""
    return _renumber(parse_pattern(text).cards, taken)


@dataclass(frozen=True)
class Setup:
    """A position as the user set it up: what :meth:`State.from_position` takes, by seat.

    Hands and the discard pile are card masks; the field and the earlier plays of the trick are meld
    notation (a joker may be declared: ``JK=♠5``).  ``extra`` carries scenario ``start`` keys the page
    does not edit (``finished``, ``king``, ``points``, ``phase``, ``draft``), ``options`` the table options.
    """

    players: tuple[str, ...] = ("A", "B", "C", "D")
    laws: tuple[str, ...] = ()
    house: tuple[tuple[str, ...], ...] = ((), (), (), ())
    hands: tuple[int, ...] = (0, 0, 0, 0)
    field_text: str = ""
    field_by: int | None = None
    history: tuple[tuple[int, str], ...] = ()
    discard: int = 0
    revolution: bool = False
    reversed: bool = False
    lock_suits: str = ""
    lock_rank: str = ""
    turn: int | None = None
    options: Mapping[str, Any] = dataclasses.field(default_factory=dict)
    extra: Mapping[str, Any] = dataclasses.field(default_factory=dict)
    filled: frozenset[int] = frozenset()
    """The seats whose hands the page dealt (:meth:`filled_in`), not the user: they follow the hands the user
    deals, and they pass in the trick on the table (:meth:`acting`)."""
    field_by_filled: bool = False
    """Whether the field's player (:attr:`field_by`) was filled in by the page because nobody said who played
    the field (:meth:`with_field`): the page says so, and naming the player clears it."""

    def name(self, seat: int | None) -> str | None:
        return self.players[seat] if seat is not None and 0 <= seat < len(self.players) else None

    def normalized(self) -> Setup:
        """The same set-up with its jokers numbered as the engine numbers them (first placed = first joker).

        Raises :class:`NotationError` for unreadable melds or more than two jokers.
        """
        taken = 0
        hands = []
        for h in self.hands:
            h, taken = _renumber(h, taken)
            hands.append(h)
        for _, text in self.history:
            _, taken = _meld_cards(text, taken)
        if self.field_text.strip():
            _, taken = _meld_cards(self.field_text, taken)
        discard, taken = _renumber(self.discard, taken)
        return replace(self, hands=tuple(hands), discard=discard)

    def placements(self) -> list[tuple[str, int]]:
        """Where each card lies: (place, card mask) pairs.

        Places are ``hand:0`` …, ``history``, ``field`` and ``discard``.
        """
        out: list[tuple[str, int]] = []
        taken = 0
        for i, h in enumerate(self.hands):
            out.append((f"{HAND}{i}", h))
            taken += (h & JOKERS_MASK).bit_count()
        for _, text in self.history:
            mask, taken = _meld_cards(text, taken)
            out.append((HISTORY, mask))
        if self.field_text.strip():
            mask, taken = _meld_cards(self.field_text, taken)
            out.append((FIELD, mask))
        out.append((DISCARD, self.discard))
        return out

    def place_mask(self, place: str) -> int:
        mask = 0
        for where, m in self.placements():
            if where == place:
                mask |= m
        return mask

    def clash(self) -> tuple[int, str, str] | None:
        """A card placed twice: (card, one place, the other place), or ``None``."""
        seen: dict[int, str] = {}
        for where, mask in self.placements():
            for c in iter_cards(mask):
                if c in seen:
                    return c, seen[c], where
                seen[c] = where
        return None

    def with_place(self, place: str, mask: int) -> Setup:
        """The set-up with the cards of ``place`` (a hand, the field or the discard pile) replaced by ``mask``."""
        if place.startswith(HAND):
            hands = list(self.hands)
            hands[int(place[len(HAND):])] = mask
            return replace(self, hands=tuple(hands))
        if place == FIELD:
            return self.with_field(mask_str(mask) if mask else "")
        if place == DISCARD:
            return replace(self, discard=mask)
        raise ValueError(place)

    def with_field(self, text: str) -> Setup:
        """The set-up with the field ``text``: its cards, or who played them and the cards (``B: ♦7``, as the
        earlier plays are written), in one go.  Cards without a player keep the field's player if there is one;
        otherwise the page fills one in (the last seat) and marks it so (:attr:`field_by_filled`), never
        silently.  Raises :class:`NotationError` for an unknown name or unreadable cards.

        >>> s = Setup().with_field("B: ♦7")
        >>> s.field_text, s.name(s.field_by), s.field_by_filled
        ('♦7', 'B', False)
        >>> s = Setup().with_field("♦7")
        >>> s.name(s.field_by), s.field_by_filled
        ('D', True)
        >>> Setup().with_field("E: ♦7")
        Traceback (most recent call last):
        ...
        explorer.engine.errors.NotationError: 'E': no player called 'E' (players: A, B, C, D)
        """
        who, cards = _owner(text, self.players)
        cards = cards.strip()
        if cards:
            parse_pattern(cards)
        if who is not None:
            return replace(self, field_text=cards, field_by=who, field_by_filled=False)
        if cards and self.field_by is None:
            return replace(self, field_text=cards, field_by=len(self.players) - 1, field_by_filled=True)
        return replace(self, field_text=cards)

    def lock(self) -> dict[str, str] | None:
        lock = {}
        if self.lock_suits:
            lock["suit"] = self.lock_suits
        if self.lock_rank:
            lock["rank"] = self.lock_rank
        return lock or None

    def waiting(self) -> tuple[str, ...]:
        """The players still waiting for cards: no cards and not listed as out (``finished``). While any
        is, the position is being set up, and the page shows no result (no king, place or points)."""
        out = {str(p) for p in self.extra.get("finished") or []}
        return tuple(n for n, h in zip(self.players, self.hands) if not h and n not in out)

    def filled_in(self) -> Setup:
        """The hands of :attr:`filled` dealt again around everything the user placed: each keeps the cards it
        holds that nobody else has, then takes free cards in one fixed order (no jokers; no chance: the same
        set-up always gets the same cards) until it holds as many as the biggest hand the user dealt.  While
        the user has dealt no card to anyone, the filled hands stay as they are.

        >>> s = Setup(hands=(parse_cards("♠J ♥8"), 0, 0, 0), filled=frozenset({1, 2, 3})).filled_in()
        >>> [h.bit_count() for h in s.hands], s.clash() is None
        ([2, 2, 2, 2], True)
        >>> s.filled_in() == s
        True
        """
        own = [i for i in range(len(self.players)) if i not in self.filled]
        size = max((self.hands[i].bit_count() for i in own), default=0)
        if not self.filled or size == 0:
            return self
        taken = 0
        for where, mask in self.placements():
            if not (where.startswith(HAND) and int(where[len(HAND):]) in self.filled):
                taken |= mask
        hands = list(self.hands)
        for seat in sorted(self.filled):
            kept = [c for c in iter_cards(hands[seat]) if c < JOKER and not taken >> c & 1][:size]
            for c in _FILL_ORDER:
                if len(kept) >= size:
                    break
                if not taken >> c & 1 and c not in kept:
                    kept.append(c)
            hands[seat] = sum(1 << c for c in kept)
            taken |= hands[seat]
        return replace(self, hands=tuple(hands))

    def acting(self) -> int | None:
        """Who acts when the user has not said (``turn`` not set), or ``None`` to let the engine decide.

        The player after the field's owner, going round, whose hand the user dealt (not :attr:`filled`);
        without a field, the first such player holding cards.  The hands the page filled in between have
        passed.  Without filled hands the engine's own rule holds (the next player holding cards)."""
        if self.turn is not None:
            return self.turn
        if not self.filled:
            return None
        n = len(self.players)
        start = -1 if self.field_by is None or not self.field_text.strip() else self.field_by
        for i in range(1, n + 1):
            q = (start + i) % n
            if q not in self.filled and self.hands[q]:
                return q
        return None

    def position(self) -> Start:
        """This set-up as the engine's description of a position (:class:`~explorer.engine.start.Start`, by player
        name): what :meth:`build` checks and plays from, and what :meth:`scenario` writes as ``start``."""
        names = self.players
        ex = self.extra
        return Start(
            hands={names[i]: h for i, h in enumerate(self.hands)},
            field=self.field_text.strip() or None,
            field_by=self.name(self.field_by),
            history=tuple((names[p], text) for p, text in self.history),
            discard=self.discard,
            revolution=self.revolution,
            reversed=self.reversed,
            lock=self.lock(),
            turn=self.name(self.acting()),
            finished=tuple(str(p) for p in ex.get("finished") or []),
            king=str(ex["king"]) if ex.get("king") is not None else None,
            points={str(k): int(v) for k, v in (ex.get("points") or {}).items()},
            phase=str(ex.get("phase", "play")),
            draft=tuple(ex.get("draft") or []),
            previous_order=tuple(str(p) for p in ex.get("previous_order") or []),
        )

    def build(self) -> State:
        """The engine's state for this set-up; raises an :class:`ExplorerError` for an impossible position."""
        names = self.players
        return self.position().state(names, laws=self.laws, options=self.options,
                                     house={names[i]: ids for i, ids in enumerate(self.house) if ids})

    def scenario(self, steps: Sequence[str], meta: Mapping[str, Any]) -> dict[str, Any]:
        """This set-up as a scenario (SCENARIO-FORMAT.md), ``steps`` as its ``do`` lines."""
        names = self.players
        data: dict[str, Any] = {
            "id": meta.get("id", "sandbox-position"),
            "title": meta.get("title", {"ja": "サンドボックスの局面", "en": "A sandbox position"}),
        }
        for key in ("source", "question", "answer"):
            if key in meta:
                data[key] = meta[key]
        data["players"] = list(names)
        data["laws"] = list(self.laws)
        data["house_rules"] = {names[i]: list(ids) for i, ids in enumerate(self.house) if ids}
        if self.options:
            data["options"] = dict(self.options)
        start = self.position().to_mapping()
        start.update(self.extra)  # the keys the page carries along, as the scenario wrote them
        data["start"] = start
        data["steps"] = [{"do": s} for s in steps]
        return data

    @classmethod
    def from_scenario(cls, sc: Scenario) -> Setup:
        """The set-up of a scenario's ``start``; raises :class:`ScenarioError` if it is impossible."""
        st = sc.initial_state()  # checked: a ScenarioError names what is wrong
        start = sc.start
        pos = sc.position()
        seat = {name: i for i, name in enumerate(sc.players)}
        lock = pos.lock or {}
        try:
            suits = suits_str(parse_suits(lock["suit"])) if lock.get("suit") else ""
            rank = RANKS[parse_rank(lock["rank"])] if lock.get("rank") is not None else ""
        except ExplorerError as exc:
            raise ScenarioError(sc.path, "start.lock", str(exc), describe(exc, "ja")) from None
        trick = st.trick
        return cls(
            players=tuple(sc.players),
            laws=tuple(card_rule(r).id for r in sc.laws),
            house=tuple(tuple(card_rule(r).id for r in sc.house_rules.get(name, ())) for name in sc.players),
            hands=tuple(st.hands),
            field_text=trick[-1][1].notation() if trick else "",
            field_by=trick[-1][0] if trick else None,
            history=tuple((p, m.notation()) for p, m in trick[:-1]),
            discard=st.discard,
            revolution=pos.revolution,
            reversed=pos.reversed,
            lock_suits=suits,
            lock_rank=rank,
            turn=seat[pos.turn] if pos.turn is not None else None,
            options=dict(sc.options),
            extra={k: start[k] for k in EXTRA_KEYS if start.get(k) not in (None, [], {})},
        ).normalized()

    def from_state(self, st: State) -> Setup:
        """The position ``st`` has reached (:meth:`Start.of_state <explorer.engine.start.Start.of_state>`), as a
        new set-up with this one's players and rules."""
        pos = Start.of_state(st)
        trick = st.trick
        lock = pos.lock or {}
        start = pos.to_mapping()  # the keys the page carries along, as a scenario's start writes them
        extra = {k: start[k] for k in EXTRA_KEYS if start.get(k) not in (None, [], {})}
        return replace(
            self,
            hands=tuple(st.hands),
            field_text=pos.field or "",
            field_by=trick[-1][0] if trick else None,
            history=tuple((p, m.notation()) for p, m in trick[:-1]),
            discard=st.discard,
            revolution=pos.revolution,
            reversed=pos.reversed,
            lock_suits=lock.get("suit", ""),
            lock_rank=lock.get("rank", ""),
            turn=st.turn,
            extra=extra,
            filled=frozenset(),
            field_by_filled=False,
        ).normalized()


def _owner(text: str, players: Sequence[str]) -> tuple[int | None, str]:
    """``NAME: cards`` split into the seat of NAME and the cards; text without a ``:`` has no player."""
    who, sep, cards = text.partition(":")
    if not sep:
        return None, text
    name = who.strip()
    if name not in players:
        raise NotationError(name, f"no player called {name!r} (players: {', '.join(players)})",
                            f"{name!r}という名前のプレイヤーはいない（プレイヤー：{'、'.join(players)}）")
    return list(players).index(name), cards


_FILL_ORDER: tuple[int, ...] = tuple(random.Random(28).sample(range(JOKER), JOKER))
"""The fixed order in which :meth:`Setup.filled_in` takes free cards (a seeded shuffle of the 52, no jokers)."""

EXAMPLE = Setup(hands=(parse_cards("♥3 ♦6 ♠J"), parse_cards("♣4 ♠9 ♥Q"), parse_cards("♦7 ♣K"),
                       parse_cards("♥5 ♠2")), filled=frozenset({0, 1, 2, 3}))
"""The position the page opens with (A to lead), every hand an example the page dealt: a hand the user deals
becomes theirs and the others follow it; the Clear button empties it."""




def _error_texts(exc: ExplorerError) -> tuple[str, str]:
    """(ja, en) of an engine error."""
    return describe(exc, "ja"), describe(exc, "en")
