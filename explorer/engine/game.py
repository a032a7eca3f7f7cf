"""A game's description (OpenSpiel's split): the table, its options, and the decision kinds.

>>> g = Game(("A", "B", "C", "D"), Mode.MAD, seed=7)
>>> g.rounds, g.hand_size
(3, 10)
>>> Game(("A", "B"))
Traceback (most recent call last):
...
explorer.engine.errors.PositionError: players: 3 to 6 players, got 2
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Final, Literal

from explorer.engine.book import RuleBook, standard_book
from explorer.engine.errors import PositionError


PLACE_POINTS: Final = {1: 3, 2: 2, 3: 1}
"""Round points by place (both modes; RULES.md reads the mad-mode "3位は2点" as 2nd = 2)."""


class Mode(enum.Enum):
    NORMAL = "normal"
    """ノーマル: laws only, 5 rounds."""
    MAD = "mad"
    """発狂: laws and a house-rule draft, 3 rounds."""


class Phase(enum.Enum):
    """The phases of a round (boardgame.io style); rules may hook their begin and end."""

    LAW = "law"
    DRAFT = "draft"
    EXCHANGE = "exchange"
    TRIM = "trim"
    START = "start"
    PLAY = "play"
    OVER = "over"


class DecisionKind(enum.Enum):
    """The kind of decision the engine waits for (scenario key ``pending``)."""

    PLAY = "play"
    CHOICE = "choice"
    DRAFT = "draft"
    EXCHANGE = "exchange"
    TRIM = "trim"
    START = "start"
    WINDOW = "window"


DECISION_NAMES: Final[dict[DecisionKind, tuple[str, str]]] = {
    DecisionKind.PLAY: ("手番", "Turn"),
    DecisionKind.CHOICE: ("効果の選択", "A choice an effect asks for"),
    DecisionKind.DRAFT: ("家訓フェイズ", "House-rule draft"),
    DecisionKind.EXCHANGE: ("交換フェイズ", "Exchange phase"),
    DecisionKind.TRIM: ("手札厳選フェイズ", "Trim phase"),
    DecisionKind.START: ("スタートプレイヤーの指定", "Naming the start player"),
    DecisionKind.WINDOW: ("手番外の行動", "Out-of-turn action"),
}
"""Each decision kind's name (Japanese, English): what a refusal says the engine waits for."""


# The value types' __init__ are written out: dataclasses' generated one is interpreted code even in the compiled
# build (see melds.Meld).
@dataclass(frozen=True, slots=True, init=False)
class Pending:
    """Who the engine waits for, and for what kind of decision."""

    player: int
    kind: DecisionKind

    def __init__(self, player: int, kind: DecisionKind) -> None:
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "kind", kind)


@dataclass(frozen=True)
class TableOptions:
    """The readings a table agrees on (RULES.md); defaults first.

    >>> TableOptions.from_mapping({"forbidden_strongest": "always_2"}).forbidden_strongest
    'always_2'
    >>> TableOptions.from_mapping({"colour": 1})
    Traceback (most recent call last):
    ...
    explorer.engine.errors.PositionError: options.colour: unknown table option (known: forbidden_strongest, revolution_finish_is_effect, rounds, victory_points)
    """

    forbidden_strongest: Literal["current", "always_2"] = "current"
    """The strongest card for forbidden finish: the current strongest rank, or always the 2."""
    revolution_finish_is_effect: bool = False
    """Whether finishing with a play that makes a revolution is an effect finish."""
    rounds: int | None = None
    """Round count; ``None``: the mode's (normal 5, mad 3)."""
    victory_points: tuple[tuple[str, int], ...] = ()
    """Mad mode: points printed on house-rule cards, by rule id, overriding the catalogue
    (whose values are not given in the rulebook text and default to 0)."""
    deck: tuple[tuple[str, object], ...] = ()
    """Options a rule deck declares (``arcasino.forbidden_finish``: LOCAL-RULES.md), as set; see :meth:`of`."""

    def of(self, name: str) -> object:
        """The value of the deck option ``name`` (``"classic.five_skip.per_play"``): as set, else its default."""
        for key, value in self.deck:
            if key == name:
                return value
        return standard_book().option_default(name)

    @classmethod
    def from_mapping(cls, values: Mapping[Any, object]) -> TableOptions:
        """The table options of a scenario's ``options:`` (a YAML mapping: its keys may be anything the file
        wrote, a number too, and each is checked)."""
        known = ("forbidden_strongest", "revolution_finish_is_effect", "rounds", "victory_points")
        deck: list[tuple[str, object]] = []
        for key in values:
            if isinstance(key, str) and "." in key:
                deck.append((key, standard_book().check_option(key, values[key])))
            elif key not in known:
                raise PositionError(f"unknown table option (known: {', '.join(known)})",
                                    f"不明なテーブルオプション（使えるのは {'、'.join(known)}）", where=f"options.{key}")
        fs = values.get("forbidden_strongest", "current")
        if fs not in ("current", "always_2"):
            raise PositionError(f"expected 'current' or 'always_2', got {fs!r}",
                                f"'current'か'always_2'を書く（{fs!r}と書かれている）", where="options.forbidden_strongest")
        rfe = values.get("revolution_finish_is_effect", False)
        if not isinstance(rfe, bool):
            raise PositionError(f"expected true or false, got {rfe!r}",
                                f"trueかfalseを書く（{rfe!r}と書かれている）", where="options.revolution_finish_is_effect")
        rounds = values.get("rounds")
        if rounds is not None and (not isinstance(rounds, int) or isinstance(rounds, bool) or rounds < 1):
            raise PositionError(f"expected a whole number of rounds >= 1, got {rounds!r}",
                                f"ラウンド数は1以上の整数で書く（{rounds!r}と書かれている）", where="options.rounds")
        vp = values.get("victory_points") or {}
        if not isinstance(vp, Mapping) or not all(
            isinstance(v, int) and not isinstance(v, bool) for v in vp.values()
        ):
            raise PositionError(f"expected a mapping rule id -> points, got {vp!r}",
                                f"ルールID → 勝利点 の対応で書く（{vp!r}と書かれている）", where="options.victory_points")
        return cls(fs, rfe, rounds, tuple((str(k), int(v)) for k, v in vp.items()), tuple(deck))


@dataclass(frozen=True)
class Game:
    """A table: who plays, in which mode, with which options and seed (OpenSpiel's game).

    ``rule_deck`` fixes the order rule cards are revealed in; by default the
    implemented cards are shuffled with the seed.
    """

    players: tuple[str, ...]
    mode: Mode = Mode.NORMAL
    options: TableOptions = field(default_factory=TableOptions)
    seed: int = 0
    rule_deck: tuple[str, ...] | None = None
    laws: tuple[str, ...] = ()
    """Laws in force from the first round (before any is revealed)."""
    house: tuple[tuple[str, ...], ...] = ()
    """House rules each seat holds from the first round (experiments; mad mode's draft adds more)."""
    book: RuleBook = field(default_factory=standard_book, compare=False, repr=False)
    """The rules this table may name and its rule deck's cards (:mod:`explorer.engine.book`); the standard book
    unless given another."""

    def __post_init__(self) -> None:
        if not 3 <= len(self.players) <= 6:
            raise PositionError(f"3 to 6 players, got {len(self.players)}",
                                f"プレイヤーは3〜6人（{len(self.players)}人になっている）", where="players")
        if len(set(self.players)) != len(self.players):
            raise PositionError("every player needs a different name",
                                "プレイヤーの名前はすべて別にする", where="players")
        if self.house and len(self.house) != len(self.players):
            raise PositionError(f"one list of house rules per seat ({len(self.players)}), got {len(self.house)}",
                                f"家訓のリストは席ごとに1つ（{len(self.players)}個）必要だが、{len(self.house)}個ある", where="house")

    @property
    def n(self) -> int:
        """How many players sit at the table."""
        return len(self.players)

    @property
    def rounds(self) -> int:
        if self.options.rounds is not None:
            return self.options.rounds
        return 3 if self.mode is Mode.MAD else 5

    @property
    def hand_size(self) -> int:
        return 8 if len(self.players) == 6 else 10
