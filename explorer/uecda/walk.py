"""A game of a UECda match record as a scenario to step through: the deal, the exchange card by card, every play
and pass, each position the engine's own (the record replayed under the ``uecda`` table, :mod:`.replay`).

The scenario is an ordinary scenario file's data (docs: SCENARIO-FORMAT.md): the table's rules and options as
:data:`explorer.rules.uecda.UECDA` lists them, the hands as dealt, ``phase: exchange`` with the classes as the
previous game's order where the game begins with the exchange, one ``do`` a decision, and on the last step the
record's result as ``places`` — so running it checks that the engine, stepping the record, ends where the record
ends. Any prefix of it is a position the Sandbox opens (:func:`explorer.widgets.links.scenario_until`).

>>> record = shipped_record()
>>> len(record.games) >= 5
True
>>> walk = open_game(record, 1)
>>> walk.number, walk.agrees, len(walk.scenario.steps) == len(walk.exchange) + len(walk.replay.steps)
(2, True, True)
>>> walk.scenario.steps[0].do
'P2 gives JK to P3'
>>> walk.finishing_order()
['P1', 'P0', 'P2', 'P3', 'P4']
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from explorer.engine.actions import Action, Give, Pass
from explorer.engine.cards import mask_str
from explorer.engine.state import State
from explorer.rules.uecda import UECDA, UecdaTable
from explorer.scenarios.model import Scenario, parse_scenario
from explorer.uecda.records import MatchRecord, RecordError, parse_text
from explorer.uecda.replay import Disagreement, GameReplay, Step, player_name, replay_game

GAMES_DIR = Path(__file__).with_name("games")
"""The match records shipped with the explorer (``*.dat``; their provenance in ``README.md`` there)."""

MAX_RECORD_BYTES = 4_000_000
"""A record read from an upload or a paste is at most this long (the 80-game record is 111 kB)."""


def shipped_records() -> list[Path]:
    """The records shipped with the explorer, by file name."""
    return sorted(GAMES_DIR.glob("*.dat")) if GAMES_DIR.is_dir() else []


def shipped_record(name: str | None = None) -> MatchRecord:
    """A shipped record (the first, by default), read as any record is."""
    paths = shipped_records()
    path = next((p for p in paths if p.name == name), None) if name else (paths[0] if paths else None)
    if path is None:
        raise RecordError(name or str(GAMES_DIR), 0, "", "no such record shipped with the explorer",
                          "この記録はアプリに入っていない")
    return parse_text(path.read_text(encoding="utf-8"), path.name)


def record_from_bytes(data: bytes, name: str) -> MatchRecord:
    """A record uploaded or pasted (``name``: the file's name, or what the page calls a paste);
    :class:`RecordError` naming the line and the token when it cannot be read."""
    if len(data) > MAX_RECORD_BYTES:
        raise RecordError(name, 0, "", f"too long for a match record ({len(data):,} bytes; at most "
                          f"{MAX_RECORD_BYTES:,})", f"対戦記録としては長すぎる（{len(data):,}バイト。"
                          f"{MAX_RECORD_BYTES:,}バイトまで）")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as e:
        raise RecordError(name, 0, "", f"not a text file (UTF-8): byte {e.start + 1} is not text",
                          f"テキストファイル（UTF-8）ではない：{e.start + 1}バイト目が文字ではない") from None
    return parse_text(text, name)


@dataclass(frozen=True)
class GameWalk:
    """One game of a record, replayed, as a scenario; :attr:`befores` the position before each of its steps."""

    record: MatchRecord
    replay: GameReplay
    raw: Mapping[str, Any]
    """The scenario's data, as a scenario file writes it."""
    scenario: Scenario
    befores: tuple[State, ...]
    """The engine's position before each step of :attr:`scenario` (the same index)."""
    exchange: tuple[Step, ...]
    table: UecdaTable = UECDA

    @property
    def number(self) -> int:
        """The game's place in its match, 1-based."""
        return self.replay.number

    @property
    def agrees(self) -> bool:
        return self.replay.agrees

    @property
    def disagreement(self) -> Disagreement | None:
        return self.replay.disagreement

    def step(self, i: int) -> Step:
        """The record's decision behind step ``i`` (an exchange's give, then the plays and passes)."""
        return self.exchange[i] if i < len(self.exchange) else self.replay.steps[i - len(self.exchange)]

    def actor(self, i: int) -> str:
        """Who decides at step ``i``."""
        return player_name(self.step(i).player)

    def kind(self, i: int) -> str:
        """``give``, ``pass`` or ``play``."""
        action: Action = self.step(i).action
        return "give" if isinstance(action, Give) else "pass" if isinstance(action, Pass) else "play"

    def classes_before(self) -> list[int] | None:
        """Each record player's class before the game (0 = 大富豪 … 4 = 大貧民), ``None`` when the game has no
        exchange (the classes are not in play)."""
        return list(self.replay.game.classes) if self.exchange or self.table.exchanges_in(self.number) else None

    def position_scenario(self, n: int) -> dict[str, Any]:
        """The position after ``n`` steps as a scenario the Sandbox opens (``?pos=``), its steps the ones to play.
        During the exchange: the deal with the classes as the previous game's order (``phase: exchange``,
        ``previous_order``), then the gives so far.  From the end of the exchange: play as it starts (the hands
        as the record's ``original``, the ♦3's holder to lead), then the plays and passes up to step ``n``."""
        k = n - len(self.exchange)
        if k < 0 or (k == 0 and self.exchange and not self.replay.steps):
            raw = dict(self.raw)
            raw["steps"] = [dict(step) for step in list(self.raw["steps"])[:max(0, n)]]
        else:
            raw = dict(self.raw)
            g = self.replay.game
            if self.replay.steps:
                first = self.replay.steps[0].before
                start: dict[str, Any] = {"hands": {player_name(p): mask_str(g.original[p])
                                                   for p in range(len(g.original))},
                                         "turn": first.players[first.turn]}
            else:
                start = dict(self.raw["start"])
            raw["start"] = start
            raw["steps"] = [dict(step) for step in list(self.raw["steps"])[len(self.exchange):]][:k]
        for step in raw["steps"]:
            step.pop("expect", None)
        if not raw["steps"]:
            del raw["steps"]
        return raw

    def finishing_order(self) -> list[str]:
        """The record's result: the players, first place to last."""
        result = self.replay.game.result
        return [player_name(p) for p in sorted(range(len(result)), key=result.__getitem__)]


def game_scenario(replay: GameReplay, record: MatchRecord, table: UecdaTable = UECDA) -> dict[str, Any]:
    """The scenario data of a game replayed with ``keep_positions``: dealt hands, the exchange and every
    decision the engine accepted; the record's result checked at the end when the whole game replayed."""
    g = replay.game
    names = list(replay.names)
    start: dict[str, Any] = {"hands": {player_name(p): mask_str(g.dealt[p]) for p in range(table.players)}}
    if replay.exchange:
        by_class = [player_name(p) for p in sorted(range(table.players), key=g.classes.__getitem__)]
        start.update(phase="exchange", king=by_class[0], previous_order=by_class)
    steps: list[dict[str, Any]] = [{"do": st.before.action_str(st.action)} for st in replay.exchange]
    if replay.steps:
        start_of_play = replay.steps[0].before
        if not replay.exchange:
            start["turn"] = names[start_of_play.turn]
    steps += [{"do": st.before.action_str(st.action)} for st in replay.steps]
    if replay.agrees and steps:
        steps[-1]["expect"] = {"places": {player_name(p): place + 1 for p, place in enumerate(g.result)}}
    stem = Path(record.path).stem or "record"
    return {
        "id": f"uecda-{stem}-game-{replay.number}".lower().replace("_", "-").replace(" ", "-"),
        "title": {"ja": f"コンピュータ大富豪大会の対戦記録：第{replay.number}ゲーム",
                  "en": f"A UECda match record: game {replay.number}"},
        "players": names,
        "laws": list(table.law_ids),
        "options": dict(table.options),
        "start": start,
        "steps": steps,
    }


def open_game(record: MatchRecord, index: int, table: UecdaTable = UECDA) -> GameWalk:
    """Game ``index`` (0-based) of ``record`` replayed and made a scenario. A game where the engine and the
    record part keeps the steps before that point (:attr:`GameWalk.disagreement` says where)."""
    if not 0 <= index < len(record.games):
        raise RecordError(record.path, 0, "", f"no game {index + 1}: the record has {len(record.games)}",
                          f"第{index + 1}ゲームはない（記録のゲームは{len(record.games)}個）")
    prev = record.games[index - 1] if index > 0 else None
    replay = replay_game(record.games[index], index + 1, prev, table, keep_positions=True)
    raw = game_scenario(replay, record, table)
    scenario = parse_scenario(raw, f"{record.path} game {index + 1}")
    befores = tuple(st.before for st in replay.exchange) + tuple(st.before for st in replay.steps)
    return GameWalk(record, replay, raw, scenario, befores, tuple(replay.exchange), table)


def game_label_parts(record: MatchRecord, index: int) -> tuple[int, str, int]:
    """For a game picker, without replaying: the game's number in its match, its first place's player and how
    many decisions its ``play`` line holds."""
    g = record.games[index]
    first = player_name(g.result.index(0)) if 0 in g.result else "?"
    return index + 1, first, len(g.plays)


def class_of(classes: Sequence[int], player: str) -> int:
    """A record player's class (``classes`` by record player number)."""
    return classes[int(player[1:])]
