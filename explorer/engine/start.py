"""One description of a position, by player name: what a scenario's ``start`` says, what the Sandbox edits, what
:meth:`State.from_position <explorer.engine.state.State.from_position>` takes and :func:`~explorer.engine.position.read`
checks.

A :class:`Start` is plain values (cards as notation or masks, players by name).  It is read from a scenario's
``start`` mapping (:meth:`Start.from_mapping`) and written back in the same form (:meth:`Start.to_mapping`:
SCENARIO-FORMAT.md's keys, only those that say something), taken from a state that has reached a position
(:meth:`Start.of_state`), checked (:meth:`Start.read`) and made a state (:meth:`Start.state`).  Every error is a
:class:`~explorer.engine.errors.PositionError` that names the field (``hands.B``, ``history[0]``, ``lock.rank``):
a scenario's loader names it under ``start``, the Sandbox names it on the page.

>>> s = Start.from_mapping({"hands": {"A": "♠3 ♥4", "B": ["♦9"]}, "field": {"cards": "♣8", "by": "C"},
...                         "history": ["B: ♣6"], "lock": {"suit": "♣"}})
>>> s.hands, s.field, s.field_by, s.history
({'A': '♠3 ♥4', 'B': '♦9'}, '♣8', 'C', (('B', '♣6'),))
>>> Start.from_mapping(s.to_mapping()) == s
True
>>> st = s.state(("A", "B", "C"))
>>> st.action_str(st.legal_actions[0]), Start.of_state(st).to_mapping()["field"]
('A passes', {'cards': '♣8', 'by': 'C'})
>>> Start(hands={"A": "♠3", "B": "♠3"}).read(("A", "B", "C"))
Traceback (most recent call last):
...
explorer.engine.errors.PositionError: hands.B: ♠3 is also in hands.A; a card can be in one place only
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
import dataclasses
from dataclasses import dataclass
from typing import Any

from explorer.engine.cards import NUM_RANKS, RANKS, CardMask, mask_str, suits_str
from explorer.engine.errors import PositionError, field_ja
from explorer.engine.game import Mode, TableOptions
from explorer.engine.melds import MAX_PLAY
from explorer.engine.position import Position, read
from explorer.engine.state import State


def cards_text(value: object) -> str:
    """Cards as a scenario may write them (text, a list of cards, nothing) as one notation text."""
    if value is None:
        return ""
    if isinstance(value, list):
        return " ".join(str(v) for v in value)
    return str(value)


def history_entry(i: int, entry: object) -> tuple[str, str]:
    """An earlier play of the trick as a scenario writes it (``"D: ♦4"`` or ``{by: D, cards: ♦4}``): (who, cards);
    a :class:`PositionError` at ``history[i]`` otherwise."""
    if isinstance(entry, Mapping) and "by" in entry and "cards" in entry:
        return str(entry["by"]), cards_text(entry["cards"])
    if isinstance(entry, str) and ":" in entry:
        who, _, cards = entry.partition(":")
        return who.strip(), cards.strip()
    where = f"history[{i}]"
    raise PositionError(f"{where}: expected 'NAME: cards' (e.g. 'D: ♦4'), got {entry!r}",
                        f"{field_ja(where)}：「名前: カード」の形で書く（例：'D: ♦4'）。{entry!r}と書かれている")


@dataclass(frozen=True)
class Start:
    """A position described by player name, as a scenario's ``start`` holds it (SCENARIO-FORMAT.md).

    ``hands`` maps a name to its cards (notation or a mask); ``field`` is the meld on the field (a joker may be
    declared: ``JK=♠5``) and ``field_by`` who played it; ``history`` the trick's earlier plays, oldest first;
    ``turn`` who acts (``None``: the engine's rule, the next player holding cards); the rest as the format says.
    """

    hands: Mapping[str, str | CardMask] = dataclasses.field(default_factory=dict)
    field: str | None = None
    field_by: str | None = None
    history: tuple[tuple[str, str], ...] = ()
    discard: str | CardMask = 0
    revolution: bool = False
    reversed: bool = False
    lock: Mapping[str, str] | None = None
    turn: str | None = None
    finished: tuple[str, ...] = ()
    king: str | None = None
    points: Mapping[str, int] = dataclasses.field(default_factory=dict)
    previous_order: tuple[str, ...] = ()
    phase: str = "play"
    draft: tuple[str | int, ...] = ()

    @classmethod
    def from_mapping(cls, start: Mapping[str, Any]) -> Start:
        """The position a scenario's ``start`` mapping describes (its values as YAML reads them: a number for a
        name or a rank, a list of cards); a :class:`PositionError` naming the field for an entry of the
        trick that is not ``NAME: cards``.  The cards and names are checked by :meth:`read`."""
        fld = start.get("field")
        lock = start.get("lock")
        return cls(
            hands={str(k): cards_text(v) for k, v in (start.get("hands") or {}).items()},
            field=cards_text(fld["cards"]) if fld else None,
            field_by=str(fld["by"]) if fld else None,
            history=tuple(history_entry(i, h) for i, h in enumerate(start.get("history") or [])),
            discard=cards_text(start.get("discard") or ""),
            revolution=bool(start.get("revolution", False)),
            reversed=bool(start.get("reversed", False)),
            lock={str(k): str(v) for k, v in lock.items()} if lock else None,
            turn=str(start["turn"]) if start.get("turn") is not None else None,
            finished=tuple(str(p) for p in start.get("finished") or []),
            king=str(start["king"]) if start.get("king") is not None else None,
            points={str(k): int(v) for k, v in (start.get("points") or {}).items()},
            previous_order=tuple(str(p) for p in start.get("previous_order") or []),
            phase=str(start.get("phase", "play")),
            draft=tuple(start.get("draft") or []),
        )

    def to_mapping(self) -> dict[str, Any]:
        """This position as a scenario's ``start`` (SCENARIO-FORMAT.md): the hands, the field and the trick, the
        discard pile, revolution, reversal and lock always; the turn and the rest when they say something."""
        start: dict[str, Any] = {"hands": {name: _text(cards) for name, cards in self.hands.items()}}
        if self.field:
            start["field"] = {"cards": self.field, "by": self.field_by}
        start["history"] = [f"{who}: {cards}" for who, cards in self.history]
        start["discard"] = _text(self.discard)
        start["revolution"] = self.revolution
        start["reversed"] = self.reversed
        start["lock"] = dict(self.lock) if self.lock else None
        if self.turn is not None:
            start["turn"] = self.turn
        if self.finished:
            start["finished"] = list(self.finished)
        if self.king is not None:
            start["king"] = self.king
        if self.points:
            start["points"] = dict(self.points)
        if self.previous_order:
            start["previous_order"] = list(self.previous_order)
        if self.phase != "play":
            start["phase"] = self.phase
        if self.draft:
            start["draft"] = list(self.draft)
        return start

    @classmethod
    def of_state(cls, st: State) -> Start:
        """The position ``st`` has reached, in the middle of a round's play: its hands, trick, discard pile,
        revolution, reversal, locks, turn, who is out, the king and the points."""
        names = st.players
        trick = st.trick
        rank = st.lock_rank
        lock = {}
        if st.lock_suits:
            lock["suit"] = suits_str(st.lock_suits)
        if rank is not None and 0 <= rank < NUM_RANKS:
            lock["rank"] = RANKS[rank]
        return cls(
            hands={names[p]: st.hands[p] for p in range(st.n)},
            field=trick[-1][1].notation() if trick else None,
            field_by=names[trick[-1][0]] if trick else None,
            history=tuple((names[p], m.notation()) for p, m in trick[:-1]),
            discard=st.discard,
            revolution=st.revolution,
            reversed=st.reversed,
            lock=lock or None,
            turn=names[st.turn],
            finished=tuple(names[p] for p in st.finished),
            king=names[st.king] if st.king is not None else None,
            points={names[p]: v for p, v in enumerate(st.points)} if any(st.points) else {},
        )

    def arguments(self) -> dict[str, Any]:
        """The position as the keyword arguments of :meth:`State.from_position`."""
        return dict(hands=self.hands, field=self.field or None, field_by=self.field_by, history=self.history,
                    discard=self.discard, revolution=self.revolution, reversed=self.reversed, lock=self.lock,
                    turn=self.turn, finished=self.finished, king=self.king, points=self.points, phase=self.phase,
                    draft=self.draft, previous_order=self.previous_order)

    def read(self, players: Sequence[str], max_play: int = MAX_PLAY) -> Position:
        """Where every card of this position lies and who acts, checked (:func:`~explorer.engine.position.read`:
        a :class:`PositionError` naming the field for a position that cannot exist)."""
        return read(players, hands=self.hands, field=self.field or None, field_by=self.field_by,
                    history=self.history, discard=self.discard, lock=self.lock, turn=self.turn,
                    finished=self.finished, king=self.king, points=self.points, previous_order=self.previous_order,
                    max_play=max_play)

    def state(self, players: Sequence[str], *, laws: Iterable[str | int] = (),
              house: Mapping[str, Iterable[str | int]] | None = None,
              options: TableOptions | Mapping[str, object] | None = None, mode: Mode = Mode.NORMAL) -> State:
        """The game state of this position at a table of ``players`` with these rules; a
        :class:`PositionError` naming the field for a position that cannot exist."""
        return State.from_position(players, laws=laws, house=house, options=options, mode=mode, **self.arguments())


def _text(cards: str | CardMask) -> str:
    return mask_str(cards) if isinstance(cards, int) else cards
