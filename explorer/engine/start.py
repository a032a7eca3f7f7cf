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
from typing import Any, NoReturn

from explorer.engine.cards import NUM_RANKS, RANKS, CardMask, mask_str, suits_str
from explorer.engine.errors import PositionError, field_ja, printable, shown
from explorer.engine.game import Mode, TableOptions
from explorer.engine.melds import MAX_PLAY
from explorer.engine.position import Position, read
from explorer.engine.state import State


FLAGS: tuple[str, str] = ("revolution", "reversed")
"""The ``start`` keys that are true or false: the revolution (strength inverted) and the reversed turn order
(SCENARIO-FORMAT.md's words, the same as the state's)."""


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
    raise PositionError(f"expected 'NAME: cards' (e.g. 'D: ♦4'), got {entry!r}",
                        f"「名前: カード」の形で書く（例：'D: ♦4'）。{entry!r}と書かれている", where=where)


def _refuse(where: str, en: str, ja: str) -> NoReturn:
    raise PositionError(en, ja, where=where)


def _expect(where: str, value: object, kind: type | tuple[type, ...], what: str, what_ja: str) -> None:
    """``value`` is a ``kind`` (a number is no ``True``), else a :class:`PositionError` at ``where``."""
    if not isinstance(value, kind) or (isinstance(value, bool) and kind in (int, (int,))):
        _refuse(where, f"expected {what}, got {shown(value)}", f"{what_ja}（{shown(value)}と書かれている）")


def _cards(where: str, value: object) -> str:
    """Cards as a scenario writes them (text, a list of cards, nothing) as one text: the notation is read by
    :meth:`Start.read`."""
    if isinstance(value, list) and all(isinstance(v, (str, int)) and not isinstance(v, bool) for v in value):
        value = " ".join(map(str, value))
    if value is not None and not isinstance(value, str):
        _refuse(where, f"expected cards such as \"♠3 ♥4\", got {shown(value)}",
                f"\"♠3 ♥4\"のようにカードを書く（{shown(value)}と書かれている）")
    return value or ""


def _key(key: object) -> str:
    """A mapping key as part of a field name: printable, at most 40 characters."""
    return printable(str(key), 40)


def _names(where: str, value: object) -> tuple[str, ...]:
    """A list of names (a number is read as its digits)."""
    if value is None:
        return ()
    _expect(where, value, list, "a list of names", "名前のリストを書く")
    assert isinstance(value, list)
    return tuple(str(v) for v in value)


def _lock(where: str, value: object) -> dict[str, str] | None:
    """``null`` or ``{suit: ♠}`` / ``{rank: "6"}`` / both, as text (read by :meth:`Start.read`)."""
    if value is None:
        return None
    _expect(where, value, Mapping, "null or {suit: ♠} / {rank: \"6\"}", "null か {suit: ♠} / {rank: \"6\"} の形で書く")
    assert isinstance(value, Mapping)
    if set(value) - {"suit", "rank"}:
        _refuse(where, "expected keys 'suit' and/or 'rank'", "キーは'suit'と'rank'（どちらか一方でもよい）にする")
    for key in ("suit", "rank"):
        v = value.get(key)
        if key in value and (isinstance(v, bool) or not isinstance(v, (str, int))):
            _refuse(f"{where}.{key}", f"expected a {key}, got {shown(v)}",
                    f"{'スート' if key == 'suit' else '数字'}を書く（{shown(v)}と書かれている）")
    return {str(k): str(v) for k, v in value.items()} or None


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
        """The position a scenario's ``start`` mapping describes, its values as YAML reads them (a number for a
        name or a rank, a list of cards).  A value of the wrong shape is a :class:`PositionError` naming the
        field (``hands.B``, ``field``, ``history[0]``, ``lock.rank``, ``points.A`` …); the cards and the names
        are read, and the position checked, by :meth:`read`."""
        hands = start.get("hands")
        if hands is not None:
            _expect("hands", hands, Mapping, "a mapping name -> cards", "名前 → カード の対応で書く")
        held = {str(k): _cards(f"hands.{_key(k)}", v) for k, v in (hands or {}).items()}
        fld = start.get("field")
        if fld is not None and fld != "":
            if not isinstance(fld, Mapping) or "cards" not in fld or "by" not in fld or set(fld) - {"cards", "by"}:
                _refuse("field", "expected {cards: \"♠3 ♠4 ♠5\", by: NAME}", "{cards: \"♠3 ♠4 ♠5\", by: 名前} の形で書く")
        else:
            fld = None
        history = start.get("history")
        if history is not None:
            _expect("history", history, list, "a list like ['D: ♦4', 'A: ♦5']", "['D: ♦4', 'A: ♦5'] のようなリストで書く")
        trick = tuple(history_entry(i, h) for i, h in enumerate(history or []))
        for key in FLAGS:
            if key in start:
                _expect(key, start[key], bool, "true or false", "trueかfalseを書く")
        points = start.get("points")
        if points is not None:
            _expect("points", points, Mapping, "a mapping name -> points", "名前 → 勝利点 の対応で書く")
            for k, v in points.items():
                _expect(f"points.{_key(k)}", v, int, "a whole number", "整数を書く")
        phase = start.get("phase", "play")
        if not isinstance(phase, str):
            _refuse("phase", f"expected a phase name such as 'play' or 'draft', got {shown(phase)}",
                    f"'play'や'draft'のような段階の名前を書く（{shown(phase)}と書かれている）")
        draft = start.get("draft")
        if draft is not None:
            _expect("draft", draft, list, "a list of rule ids or numbers", "ルールIDか番号のリストを書く")
        return cls(
            hands=held,
            field=_cards("field.cards", fld["cards"]) if fld else None,
            field_by=str(fld["by"]) if fld else None,
            history=trick,
            discard=_cards("discard", start.get("discard")),
            revolution=bool(start.get(FLAGS[0], False)),
            reversed=bool(start.get(FLAGS[1], False)),
            lock=_lock("lock", start.get("lock")),
            turn=str(start["turn"]) if start.get("turn") is not None else None,
            finished=_names("finished", start.get("finished")),
            king=str(start["king"]) if start.get("king") is not None else None,
            points={str(k): int(v) for k, v in (points or {}).items()},
            previous_order=_names("previous_order", start.get("previous_order")),
            phase=phase,
            draft=tuple(draft or []),
        )

    def to_mapping(self) -> dict[str, Any]:
        """This position as a scenario's ``start`` (SCENARIO-FORMAT.md): the hands, the field and the trick, the
        discard pile, revolution, reversal and lock always; the turn and the rest when they say something."""
        start: dict[str, Any] = {"hands": {name: _text(cards) for name, cards in self.hands.items()}}
        if self.field:
            start["field"] = {"cards": self.field, "by": self.field_by}
        start["history"] = [f"{who}: {cards}" for who, cards in self.history]
        start["discard"] = _text(self.discard)
        start[FLAGS[0]], start[FLAGS[1]] = self.revolution, self.reversed
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
        marks = st.marks  # revolution, reversal and locks: what the rules' data show
        rank = marks.lock_rank
        lock = {}
        if marks.lock_suits:
            lock["suit"] = suits_str(marks.lock_suits)
        if rank is not None and 0 <= rank < NUM_RANKS:
            lock["rank"] = RANKS[rank]
        return cls(
            hands={names[p]: st.hands[p] for p in range(st.n)},
            field=trick[-1][1].notation() if trick else None,
            field_by=names[trick[-1][0]] if trick else None,
            history=tuple((names[p], m.notation()) for p, m in trick[:-1]),
            discard=st.discard,
            revolution=marks.revolution,
            reversed=marks.reversed,
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
