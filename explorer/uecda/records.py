"""UECda match records (the referee server's ``-l`` file): read into plain values, every error naming the file, the
line and the token.

The format, as the server writes it (FujiGokoroUECda ``src/core/record.cc``; read for the facts only): a
``player`` line of names, then one block a game between ``/*`` and ``*/`` with the lines ``game N`` (optional),
``score``, ``class`` (each player's class before the game, 0 = 大富豪 … 4 = 大貧民), ``seat``, ``dealt``,
``changed`` and ``original`` (five card sets ``{ … }`` each), ``play`` (every decision in turn order, each with
its time in brackets) and ``result`` (each player's class after the game).

>>> m = parse_move("hs-q(s)[596]", "f.dat", 3)
>>> m.kind, m.suits, m.ranks, m.joker
('group', 'hs', 'q', 's')
>>> parse_move("h-678(7)", "f.dat", 3).joker, parse_move("p[1]", "f.dat", 3).kind, parse_move("jk", "f.dat", 3).kind
('7', 'pass', 'lone_joker')
>>> parse_move("zz-3", "f.dat", 9)
Traceback (most recent call last):
...
explorer.uecda.records.RecordError: f.dat:9: 'zz-3': unknown suit 'z' (expected c, d, h or s)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from explorer.engine.cards import JOKER, CardMask, make_card

SUIT_CHARS = "shdc"
"""Record suits in the engine's order (0 ♠, 1 ♥, 2 ♦, 3 ♣)."""
RANK_CHARS = "3456789tjqka2"
"""Record ranks, weakest first (the engine's rank 0 is the 3)."""
PLAYERS = 5


class RecordError(ValueError):
    """A record the explorer cannot read: which file, which line, which token, what is wrong (both languages)."""

    def __init__(self, path: str, line: int, token: str, en: str, ja: str) -> None:
        self.path, self.line, self.token, self.en, self.ja = path, line, token, en, ja
        where = (f"{path}:{line}: " if line > 0 else f"{path}: ") + (f"{token!r}: " if token else "")
        super().__init__(where + en)
        self.where = where

    def text(self, lang: str = "en") -> str:
        return self.where + (self.ja if lang == "ja" else self.en)


@dataclass(frozen=True)
class Move:
    """One decision of a record's ``play`` line, as written."""

    token: str
    line: int
    kind: str
    """``pass``, ``lone_joker``, ``group``, ``sequence``, or ``beyond``: a play the server takes that
    the engine's cards cannot hold (a group of five, a joker below the 3 or above the 2)."""
    suits: str = ""
    ranks: str = ""
    joker: str = ""
    """What the joker stands for: its suits in a group, its rank in a sequence; ``""``: no joker."""


@dataclass
class GameRecord:
    """One game of a match record."""

    path: str
    line: int
    """The line of its ``/*``."""
    index: int
    """Its place in the file, 0-based."""
    number: int | None = None
    """Its ``game N`` line, if it has one."""
    classes: list[int] = field(default_factory=list)
    seats: list[int] = field(default_factory=list)
    dealt: list[CardMask] = field(default_factory=list)
    changed: list[CardMask] = field(default_factory=list)
    original: list[CardMask] = field(default_factory=list)
    plays: list[Move] = field(default_factory=list)
    result: list[int] = field(default_factory=list)

    @property
    def label(self) -> str:
        return f"game {self.number if self.number is not None else self.index + 1}"


@dataclass
class MatchRecord:
    path: str
    names: list[str]
    games: list[GameRecord]


def parse_card(token: str, path: str, line: int) -> int:
    """A record card (``s4``, ``dt``, ``jo``) as the engine's card number."""
    t = token.lower()
    if t == "jo":
        return JOKER
    if len(t) != 2 or t[0] not in SUIT_CHARS or t[1] not in RANK_CHARS:
        raise RecordError(path, line, token, "not a card (a suit c d h s and a rank 3-9 t j q k a 2, or jo)",
                          "カードではない（スート c d h s と数字 3-9 t j q k a 2、または jo と書く）")
    return make_card(RANK_CHARS.index(t[1]), SUIT_CHARS.index(t[0]))


def parse_move(token: str, path: str, line: int) -> Move:
    """One ``play`` token: ``p``, ``jk``, ``cd-4``, ``hs-q(s)``, ``c-jqk``, ``h-678(7)``, with or without ``[time]``."""
    text = token.split("[", 1)[0].lower()
    if token.count("[") > 1 or ("[" in token and not token.endswith("]")):
        raise RecordError(path, line, token, "a time is written [microseconds] after the move",
                          "時間は手の後に［マイクロ秒］で書く")
    if text == "p":
        return Move(token, line, "pass")
    if text == "jk":
        return Move(token, line, "lone_joker")
    suits, dash, rest = text.partition("-")
    if not dash or not suits or not rest:
        raise RecordError(path, line, token, "not a move (p, jk, or suits-ranks such as cd-4, c-jqk)",
                          "手として読めない（p、jk、または cd-4・c-jqk のような「スート-数字」で書く）")
    if "x" in suits and all(ch in SUIT_CHARS + "x" for ch in suits):
        return Move(token, line, "beyond", suits, rest)  # a group of five: the joker as a fifth card
    for ch in suits:
        if ch not in SUIT_CHARS:
            raise RecordError(path, line, token, f"unknown suit {ch!r} (expected c, d, h or s)",
                              f"不明なスート {ch!r}（c、d、h、s のどれか）")
    if len(set(suits)) != len(suits):
        raise RecordError(path, line, token, "a suit is written twice", "同じスートが2回書かれている")
    ranks, paren, joker = rest.partition("(")
    if paren:
        if not joker.endswith(")") or len(joker) < 2:
            raise RecordError(path, line, token, "the joker's card is written in brackets: (7) or (h)",
                              "ジョーカーが何の代わりかは (7) や (h) のように括弧で書く")
        joker = joker[:-1]
    if any(ch in "-+:" for ch in ranks) and all(ch in RANK_CHARS + "-+:" for ch in ranks):
        return Move(token, line, "beyond", suits, ranks, joker)  # a joker below the 3 or above the 2
    for ch in ranks:
        if ch not in RANK_CHARS:
            raise RecordError(path, line, token, f"unknown rank {ch!r} (expected 3-9, t, j, q, k, a or 2)",
                              f"不明な数字 {ch!r}（3-9、t、j、q、k、a、2 のどれか）")
    if not ranks:
        raise RecordError(path, line, token, "no rank after the suits", "スートの後に数字がない")
    if len(ranks) == 1:
        if joker and (any(ch not in suits for ch in joker) or len(set(joker)) != len(joker)):
            raise RecordError(path, line, token, "the joker stands for suits of the group: (s) in hs-q(s)",
                              "ジョーカーは組のスートの代わり：hs-q(s) の (s)")
        return Move(token, line, "group", suits, ranks, joker)
    if len(suits) != 1:
        raise RecordError(path, line, token, "a sequence has one suit", "階段のスートは1つ")
    first = RANK_CHARS.index(ranks[0])
    if ranks != RANK_CHARS[first:first + len(ranks)]:
        raise RecordError(path, line, token, "a sequence's ranks follow one another (c-jqk)",
                          "階段の数字は連続して書く（c-jqk）")
    if joker and (len(joker) != 1 or joker not in ranks):
        raise RecordError(path, line, token, "the joker stands for one rank of the sequence: (7) in h-678(7)",
                          "ジョーカーは階段の中の1つの数字の代わり：h-678(7) の (7)")
    return Move(token, line, "sequence", suits, ranks, joker)


def _card_sets(tokens: list[str], path: str, line: int, key: str) -> list[CardMask]:
    out: list[CardMask] = []
    i = 0
    while i < len(tokens):
        if tokens[i] != "{":
            raise RecordError(path, line, tokens[i], f"{key}: each player's cards are written {{ … }}",
                              f"{key}：各プレイヤーのカードは {{ … }} で書く")
        mask = 0
        i += 1
        while i < len(tokens) and tokens[i] != "}":
            card = parse_card(tokens[i], path, line)
            if mask >> card & 1:
                raise RecordError(path, line, tokens[i], f"{key}: a card is written twice in one set",
                                  f"{key}：1つの組に同じカードが2回書かれている")
            mask |= 1 << card
            i += 1
        if i >= len(tokens):
            raise RecordError(path, line, "{", f"{key}: a set is not closed with }}", f"{key}：組が }} で閉じていない")
        out.append(mask)
        i += 1
    if len(out) != PLAYERS:
        raise RecordError(path, line, key, f"{key}: {PLAYERS} card sets expected, got {len(out)}",
                          f"{key}：カードの組は{PLAYERS}つ必要（{len(out)}つある）")
    return out


def _numbers(tokens: list[str], path: str, line: int, key: str) -> list[int]:
    out = []
    for t in tokens:
        if not t.isascii() or not t.isdigit() or int(t) >= PLAYERS:
            raise RecordError(path, line, t, f"{key}: a number 0-{PLAYERS - 1} expected",
                              f"{key}：0〜{PLAYERS - 1}の数を書く")
        out.append(int(t))
    if len(out) != PLAYERS:
        raise RecordError(path, line, key, f"{key}: {PLAYERS} numbers expected, got {len(out)}",
                          f"{key}：数は{PLAYERS}つ必要（{len(out)}つある）")
    if sorted(out) != list(range(PLAYERS)):
        raise RecordError(path, line, key, f"{key}: each of 0-{PLAYERS - 1} once", f"{key}：0〜{PLAYERS - 1}を1回ずつ")
    return out


_REQUIRED = ("class", "seat", "dealt", "changed", "original", "play", "result")


def parse_text(text: str, path: str) -> MatchRecord:
    """Every game of a record's text; :class:`RecordError` at the first thing it cannot read."""
    names: list[str] = []
    games: list[GameRecord] = []
    game: GameRecord | None = None
    seen: set[str] = set()
    for no, raw in enumerate(text.splitlines(), start=1):
        tokens = raw.split()
        if not tokens or tokens[0] == "//":
            continue
        key, args = tokens[0], tokens[1:]
        if key == "/*":
            if game is not None:
                raise RecordError(path, no, key, f"a new game begins before {game.label} is closed with */",
                                  f"{game.label}が */ で閉じる前に次のゲームが始まっている")
            game = GameRecord(path, no, len(games))
            seen = set()
            continue
        if key == "player":
            names = args
            continue
        if game is None:
            raise RecordError(path, no, key, "outside a game's /* … */", "ゲームの /* … */ の外にある")
        if key == "*/":
            missing = [k for k in _REQUIRED if k not in seen]
            if missing:
                raise RecordError(path, no, key, f"{game.label} has no {', '.join(missing)} line",
                                  f"{game.label}に{'、'.join(missing)}の行がない")
            games.append(game)
            game = None
            continue
        seen.add(key)
        if key == "game":
            if len(args) != 1 or not args[0].isdigit():
                raise RecordError(path, no, " ".join(args), "game: one number expected", "game：番号を1つ書く")
            game.number = int(args[0])
        elif key == "score":
            pass
        elif key == "class":
            game.classes = _numbers(args, path, no, key)
        elif key == "seat":
            game.seats = _numbers(args, path, no, key)
        elif key == "result":
            game.result = _numbers(args, path, no, key)
        elif key in ("dealt", "changed", "original"):
            setattr(game, key, _card_sets(args, path, no, key))
        elif key == "play":
            game.plays = [parse_move(t, path, no) for t in args]
        else:
            raise RecordError(path, no, key, "unknown line (expected game, score, class, seat, dealt, changed, "
                              "original, play or result)",
                              "不明な行（game、score、class、seat、dealt、changed、original、play、result のどれか）")
    if game is not None:
        raise RecordError(path, game.line, "/*", f"{game.label} is not closed with */", f"{game.label}が */ で閉じていない")
    if not games:
        raise RecordError(path, 1, "", "no game in this file (a game is a block /* … */)",
                          "ゲームが1つもない（ゲームは /* … */ のまとまり）")
    return MatchRecord(path, names, games)


def read_record(path: str | Path) -> MatchRecord:
    """A record file; :class:`RecordError` if it cannot be read (missing, not text, not a record)."""
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise RecordError(str(path), 0, "", "no such file", "ファイルがない") from None
    except IsADirectoryError:
        raise RecordError(str(path), 0, "", "a folder, not a record file", "フォルダで、記録ファイルではない") from None
    except UnicodeDecodeError:
        raise RecordError(str(path), 0, "", "not a text file (UTF-8)", "テキストファイル（UTF-8）ではない") from None
    except OSError as e:
        raise RecordError(str(path), 0, "", f"cannot be read ({e.strerror})", f"読めない（{e.strerror}）") from None
    return parse_text(text, str(path))
