"""Scenario files (SCENARIO-FORMAT.md): loading and validating them.

A scenario is read into a :class:`Scenario`; anything that breaks the
contract raises :class:`~explorer.errors.ScenarioError` naming the file, the
field and what was expected.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from explorer.errors import ExplorerError, ScenarioError
from explorer.rules.catalogue import card_rule
from explorer.state import State, TableOptions

_ID = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")
_TOP_KEYS = {"id", "title", "source", "question", "answer", "players", "laws", "house_rules", "options",
             "start", "steps", "notes"}
_START_KEYS = {"hands", "field", "history", "discard", "revolution", "reversed", "lock", "turn", "finished",
               "king", "points", "phase", "draft"}
_STEP_KEYS = {"do", "expect", "note"}
EXPECT_KEYS = {"legal", "error_contains", "events", "events_exactly", "revolution", "reversed", "lock", "field",
               "discard_contains", "turn", "hands", "hand_counts", "finished", "places", "points", "king",
               "moves", "pending"}
PENDING_KINDS = {"play", "choice", "draft", "exchange", "trim", "start", "window"}


@dataclass(frozen=True)
class Text:
    """A text in Japanese and English."""

    ja: str
    en: str

    def get(self, lang: str = "en") -> str:
        return self.ja if lang == "ja" else self.en


@dataclass(frozen=True)
class Step:
    """One step: an action in the action language (or none) and what to expect after it."""

    do: str | None
    expect: Mapping[str, Any]
    note: str | None = None


@dataclass(frozen=True)
class Scenario:
    """A validated scenario file."""

    path: str
    id: str
    title: Text
    players: tuple[str, ...]
    laws: tuple[str | int, ...]
    house_rules: Mapping[str, tuple[str | int, ...]]
    options: Mapping[str, Any]
    start: Mapping[str, Any]
    steps: tuple[Step, ...]
    source: str | None = None
    question: Text | None = None
    answer: Text | None = None
    raw: Mapping[str, Any] = field(default_factory=dict, repr=False)

    def initial_state(self) -> State:
        """The position of ``start``, or a :class:`ScenarioError` naming what is wrong."""
        st = self.start
        fld = st.get("field")
        try:
            return State.from_position(
                self.players,
                laws=self.laws,
                house=self.house_rules,
                options=self.options,
                hands={k: _cards_text(v) for k, v in (st.get("hands") or {}).items()},
                field=_cards_text(fld["cards"]) if fld else None,
                field_by=str(fld["by"]) if fld else None,
                history=[_history_entry(self.path, i, h) for i, h in enumerate(st.get("history") or [])],
                discard=_cards_text(st.get("discard") or ""),
                revolution=bool(st.get("revolution", False)),
                reversed=bool(st.get("reversed", False)),
                lock=st.get("lock") or None,
                turn=str(st["turn"]) if st.get("turn") is not None else None,
                finished=[str(p) for p in st.get("finished") or []],
                king=str(st["king"]) if st.get("king") is not None else None,
                points={str(k): int(v) for k, v in (st.get("points") or {}).items()},
                phase=str(st.get("phase", "play")),
                draft=list(st.get("draft") or []),
            )
        except ExplorerError as exc:
            raise ScenarioError(self.path, "start", str(exc), exc.text("ja")) from None


def _cards_text(value: object) -> str:
    if value is None:
        return ""
    if isinstance(value, list):
        return " ".join(str(v) for v in value)
    return str(value)


def _history_entry(path: str, i: int, entry: object) -> tuple[str, str]:
    if isinstance(entry, Mapping) and "by" in entry and "cards" in entry:
        return str(entry["by"]), _cards_text(entry["cards"])
    if isinstance(entry, str) and ":" in entry:
        who, _, cards = entry.partition(":")
        return who.strip(), cards.strip()
    raise ScenarioError(path, f"start.history[{i}]", f"expected 'NAME: cards' (e.g. 'D: ♦4'), got {entry!r}",
                        f"「名前: カード」の形で書く（例：'D: ♦4'）。{entry!r}と書かれている")


def _text(path: str, where: str, value: object, required: bool = True) -> Text | None:
    if value is None:
        if required:
            raise ScenarioError(path, where, "missing; expected {ja: …, en: …}", "書かれていない。{ja: …, en: …} の形で書く")
        return None
    if isinstance(value, str):
        return Text(value, value)
    if isinstance(value, Mapping):
        extra = set(value) - {"ja", "en"}
        if extra:
            raise ScenarioError(path, where, f"unknown language key(s) {sorted(extra)}; expected ja and en",
                                f"不明な言語キー {sorted(extra)}。jaとenを使う")
        ja, en = value.get("ja"), value.get("en")
        if ja is None and en is None:
            raise ScenarioError(path, where, "expected {ja: …, en: …}", "{ja: …, en: …} の形で書く")
        return Text(str(ja if ja is not None else en), str(en if en is not None else ja))
    raise ScenarioError(path, where, f"expected {{ja: …, en: …}}, got {type(value).__name__}",
                        f"{{ja: …, en: …}} の形で書く（{type(value).__name__}になっている）")


def _expect_type(path: str, where: str, value: object, kind: type | tuple[type, ...], what: str, what_ja: str) -> None:
    if not isinstance(value, kind) or (isinstance(value, bool) and kind in (int, (int,))):
        raise ScenarioError(path, where, f"expected {what}, got {value!r}", f"{what_ja}（{value!r}と書かれている）")


def load_scenario(path: str | Path) -> Scenario:
    """Read and validate one scenario file."""
    p = str(path)
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as exc:
        raise ScenarioError(p, "(file)", f"cannot be read: {exc.strerror}", f"読み込めない：{exc.strerror}") from None
    except UnicodeDecodeError:
        raise ScenarioError(p, "(file)", "is not UTF-8 text", "UTF-8のテキストではない") from None
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f"line {mark.line + 1}, column {mark.column + 1}" if mark else "(yaml)"
        problem = getattr(exc, "problem", None) or str(exc)
        raise ScenarioError(p, where, f"not valid YAML: {problem}", f"YAMLとして読めない：{problem}") from None
    return parse_scenario(data, p)


def parse_scenario(data: object, path: str = "<scenario>") -> Scenario:
    """Validate already-parsed YAML data as a scenario."""
    if not isinstance(data, Mapping):
        raise ScenarioError(path, "(top level)", "expected a mapping of scenario fields (id, title, players, …)",
                            "シナリオの項目（id、title、players …）の対応表（マッピング）で書く")
    unknown = set(data) - _TOP_KEYS
    if unknown:
        raise ScenarioError(path, sorted(map(str, unknown))[0], f"unknown field; expected one of {sorted(_TOP_KEYS)}",
                            f"不明な項目。使えるのは {sorted(_TOP_KEYS)}")
    sid = data.get("id")
    if not isinstance(sid, str) or not _ID.match(sid):
        raise ScenarioError(path, "id", f"expected a kebab-case id such as 'card-02-stairs-fusion', got {sid!r}",
                            f"'card-02-stairs-fusion'のような小文字とハイフンのIDを書く（{sid!r}と書かれている）")
    title = _text(path, "title", data.get("title"))
    assert title is not None
    players = data.get("players")
    if not isinstance(players, list) or not 3 <= len(players) <= 6:
        raise ScenarioError(path, "players", f"expected a list of 3 to 6 names, got {players!r}",
                            f"3〜6人の名前のリストを書く（{players!r}と書かれている）")
    names = tuple(str(x) for x in players)
    if len(set(names)) != len(names):
        raise ScenarioError(path, "players", "every player needs a different name", "プレイヤーの名前はすべて別にする")
    for n in names:
        if not n or " " in n:
            raise ScenarioError(path, "players", f"a name must be one word, got {n!r}",
                                f"名前は空白を含まない1語にする（{n!r}と書かれている）")
    laws = data.get("laws") or []
    if not isinstance(laws, list):
        raise ScenarioError(path, "laws", f"expected a list of rule ids or numbers, got {laws!r}",
                            f"ルールIDか番号のリストを書く（{laws!r}と書かれている）")
    house = data.get("house_rules") or {}
    if not isinstance(house, Mapping):
        raise ScenarioError(path, "house_rules", "expected a mapping holder -> list of rule ids",
                            "持ち主 → ルールIDのリスト の対応で書く")
    house_rules: dict[str, tuple[str | int, ...]] = {}
    for holder, ids in house.items():
        if str(holder) not in names:
            raise ScenarioError(path, f"house_rules.{holder}", f"no player called {holder!r}",
                                f"{holder!r}という名前のプレイヤーはいない")
        if isinstance(ids, (str, int)):
            ids = [ids]
        if not isinstance(ids, list):
            raise ScenarioError(path, f"house_rules.{holder}", "expected a list of rule ids", "ルールIDのリストを書く")
        house_rules[str(holder)] = tuple(ids)
    for i, law in enumerate(laws):
        _rule(path, f"laws[{i}]", law)
    for holder, ids in house_rules.items():
        for i, rid in enumerate(ids):
            _rule(path, f"house_rules.{holder}[{i}]", rid)
    options = data.get("options") or {}
    if not isinstance(options, Mapping):
        raise ScenarioError(path, "options", "expected a mapping of table options", "テーブルオプションの対応表（マッピング）で書く")
    try:
        TableOptions.from_mapping(options)
    except ExplorerError as exc:
        raise ScenarioError(path, "options", str(exc), exc.text("ja")) from None
    start = data.get("start") or {}
    if not isinstance(start, Mapping):
        raise ScenarioError(path, "start", "expected a mapping (hands, field, turn, …)",
                            "対応表（マッピング）で書く（hands、field、turn …）")
    unknown = set(start) - _START_KEYS
    if unknown:
        raise ScenarioError(path, f"start.{sorted(map(str, unknown))[0]}", f"unknown field; expected one of {sorted(_START_KEYS)}",
                            f"不明な項目。使えるのは {sorted(_START_KEYS)}")
    _check_start(path, start, names)
    steps_raw = data.get("steps") or []
    if not isinstance(steps_raw, list):
        raise ScenarioError(path, "steps", "expected a list of steps", "手順のリストを書く")
    steps = tuple(_step(path, i, s, names) for i, s in enumerate(steps_raw))
    source = data.get("source")
    scenario = Scenario(
        path=path,
        id=sid,
        title=title,
        players=names,
        laws=tuple(laws),
        house_rules=house_rules,
        options=dict(options),
        start=dict(start),
        steps=steps,
        source=str(source) if source is not None else None,
        question=_text(path, "question", data.get("question"), required=False),
        answer=_text(path, "answer", data.get("answer"), required=False),
        raw=dict(data),
    )
    # rules, options and cards are checked by building the position once
    scenario.initial_state()
    return scenario


def _rule(path: str, where: str, key: object) -> None:
    try:
        card_rule(key if isinstance(key, (str, int)) else str(key))
    except ExplorerError as exc:
        raise ScenarioError(path, where, str(exc), exc.text("ja")) from None


def _check_start(path: str, start: Mapping[str, Any], names: tuple[str, ...]) -> None:
    hands = start.get("hands")
    if hands is not None and not isinstance(hands, Mapping):
        raise ScenarioError(path, "start.hands", "expected a mapping name -> cards", "名前 → カード の対応で書く")
    fld = start.get("field")
    if fld is not None and fld != "":
        if not isinstance(fld, Mapping) or "cards" not in fld or "by" not in fld:
            raise ScenarioError(path, "start.field", "expected {cards: \"♠3 ♠4 ♠5\", by: NAME}",
                                "{cards: \"♠3 ♠4 ♠5\", by: 名前} の形で書く")
    hist = start.get("history")
    if hist is not None:
        if not isinstance(hist, list):
            raise ScenarioError(path, "start.history", "expected a list like ['D: ♦4', 'A: ♦5']",
                                "['D: ♦4', 'A: ♦5'] のようなリストで書く")
        for i, h in enumerate(hist):
            _history_entry(path, i, h)
    for key in ("revolution", "reversed"):
        if key in start:
            _expect_type(path, f"start.{key}", start[key], bool, "true or false", "trueかfalseを書く")
    for key in ("turn", "king"):
        if start.get(key) is not None and str(start[key]) not in names:
            raise ScenarioError(path, f"start.{key}", f"no player called {start[key]!r}",
                                f"{start[key]!r}という名前のプレイヤーはいない")
    lock = start.get("lock")
    if lock is not None and not isinstance(lock, Mapping):
        raise ScenarioError(path, "start.lock", "expected null or {suit: ♠} / {rank: \"6\"}",
                            "null か {suit: ♠} / {rank: \"6\"} の形で書く")
    pts = start.get("points")
    if pts is not None:
        if not isinstance(pts, Mapping):
            raise ScenarioError(path, "start.points", "expected a mapping name -> points", "名前 → 勝利点 の対応で書く")
        for k, v in pts.items():
            _expect_type(path, f"start.points.{k}", v, int, "a whole number", "整数を書く")
    fin = start.get("finished")
    if fin is not None and not isinstance(fin, list):
        raise ScenarioError(path, "start.finished", "expected a list of names", "名前のリストを書く")


def _step(path: str, i: int, raw: object, names: tuple[str, ...]) -> Step:
    where = f"steps[{i}]"
    if not isinstance(raw, Mapping):
        raise ScenarioError(path, where, "expected a mapping with 'do' and/or 'expect'",
                            "'do'と'expect'（どちらか一方でもよい）の対応表（マッピング）で書く")
    unknown = set(raw) - _STEP_KEYS
    if unknown:
        raise ScenarioError(path, f"{where}.{sorted(map(str, unknown))[0]}", "unknown field; expected 'do', 'expect' or 'note'",
                            "不明な項目。使えるのは 'do'、'expect'、'note'")
    do = raw.get("do")
    if do is not None and not isinstance(do, str):
        raise ScenarioError(path, f"{where}.do", f"expected an action such as 'A plays ♠6', got {do!r}",
                            f"'A plays ♠6'のような行動を書く（{do!r}と書かれている）")
    expect = raw.get("expect") or {}
    if not isinstance(expect, Mapping):
        raise ScenarioError(path, f"{where}.expect", "expected a mapping of state keys", "局面の項目の対応表（マッピング）で書く")
    if do is None and not expect:
        raise ScenarioError(path, where, "a step needs 'do' or 'expect'", "手順には'do'か'expect'が必要")
    for key, value in expect.items():
        _check_expect(path, f"{where}.expect.{key}", str(key), value, names)
    note = raw.get("note")
    return Step(do, dict(expect), str(note) if note is not None else None)


def _check_expect(path: str, where: str, key: str, value: object, names: tuple[str, ...]) -> None:
    if key not in EXPECT_KEYS:
        raise ScenarioError(path, where, f"unknown expectation; expected one of {sorted(EXPECT_KEYS)}",
                            f"不明な期待値。使えるのは {sorted(EXPECT_KEYS)}")
    if key in ("legal", "revolution", "reversed"):
        _expect_type(path, where, value, bool, "true or false", "trueかfalseを書く")
    elif key in ("events", "events_exactly", "finished"):
        _expect_type(path, where, value, list, "a list", "リストで書く")
    elif key in ("error_contains", "discard_contains"):
        _expect_type(path, where, value, str, "text", "テキストで書く")
    elif key in ("turn", "king"):
        if value is None and key == "king":
            return
        if str(value) not in names:
            raise ScenarioError(path, where, f"no player called {value!r}", f"{value!r}という名前のプレイヤーはいない")
    elif key == "field":
        _expect_type(path, where, value, str, 'cards, or "" for an empty field', 'カードか、空の場なら "" を書く')
    elif key in ("hands", "hand_counts", "places", "points"):
        _expect_type(path, where, value, Mapping, "a mapping name -> value", "名前 → 値 の対応で書く")
        assert isinstance(value, Mapping)
        for name in value:
            if str(name) not in names:
                raise ScenarioError(path, f"{where}.{name}", f"no player called {name!r}",
                                    f"{name!r}という名前のプレイヤーはいない")
    elif key == "lock":
        if value is not None:
            _expect_type(path, where, value, Mapping, "null or {suit: ♠} / {rank: \"6\"}",
                         "null か {suit: ♠} / {rank: \"6\"} の形で書く")
            assert isinstance(value, Mapping)
            bad = set(value) - {"suit", "rank"}
            if bad:
                raise ScenarioError(path, where, "expected keys 'suit' and/or 'rank'",
                                    "キーは'suit'と'rank'（どちらか一方でもよい）にする")
    elif key == "moves":
        _expect_type(path, where, value, Mapping, "{player, includes / excludes / exactly}",
                     "{player, includes / excludes / exactly} の形で書く")
        assert isinstance(value, Mapping)
        if str(value.get("player")) not in names:
            raise ScenarioError(path, f"{where}.player", f"no player called {value.get('player')!r}",
                                f"{value.get('player')!r}という名前のプレイヤーはいない")
        bad = set(value) - {"player", "includes", "excludes", "exactly"}
        if bad:
            raise ScenarioError(path, f"{where}.{sorted(bad)[0]}", "expected includes, excludes or exactly",
                                "includes、excludes、exactly のいずれかを書く")
        for k in ("includes", "excludes", "exactly"):
            if k in value:
                _expect_type(path, f"{where}.{k}", value[k], list, 'a list of plays or "pass"',
                             '出すカードか "pass" のリストで書く')
    elif key == "pending":
        _expect_type(path, where, value, Mapping, "{player, kind}", "{player, kind} の形で書く")
        assert isinstance(value, Mapping)
        if "kind" in value and value["kind"] not in PENDING_KINDS:
            raise ScenarioError(path, f"{where}.kind", f"expected one of {sorted(PENDING_KINDS)}",
                                f"{sorted(PENDING_KINDS)} のいずれかを書く")
        if "player" in value and str(value["player"]) not in names:
            raise ScenarioError(path, f"{where}.player", f"no player called {value['player']!r}",
                                f"{value['player']!r}という名前のプレイヤーはいない")
