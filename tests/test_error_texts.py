"""Every error a user can cause has a Japanese text beside the English one, and the pages show it.

``str(exc)`` stays the English message (tests and scenario files match on it); ``describe(exc, "ja")`` is the
same message in Japanese, in the same shape (the token, file and field prefixes are kept).
"""

from __future__ import annotations

import ast
import copy
import io
import pickle
import re
import textwrap
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any, TypeVar

import pytest

from explorer import Game, IllegalMoveError, State
from explorer.engine.cards import parse_card, parse_cards, parse_face, parse_rank, parse_suits
from explorer.engine.errors import ExplorerError, NotationError, PositionError, RuleError, ScenarioError, field_ja
from explorer.engine.game import TableOptions
from explorer.engine.melds import JOKER_FACE, Meld, parse_meld, parse_pattern
from explorer.rules.catalogue import card_rule, rule_class
from explorer.scenarios import check_paths, load_scenario, parse_scenario, run_scenario
from explorer.text.describe import describe

ROOT = Path(__file__).resolve().parents[1]
JAPANESE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uff01-\uff5e]")
PLAYERS = ["A", "B", "C"]
OK_HANDS = {"A": "♠4 ♠5", "B": "♥5 ♥6", "C": "♦7"}


def assert_bilingual(exc: BaseException) -> None:
    """``exc`` has a Japanese text that is not the English one, and both keep the message's shape."""
    assert isinstance(exc, ExplorerError), repr(exc)
    en, ja = describe(exc, "en"), describe(exc, "ja")
    assert en == str(exc)
    assert ja and ja != en, f"no Japanese text for {en!r}"
    assert JAPANESE.search(ja), f"{ja!r} (for {en!r}) has no Japanese in it"
    assert exc.ja == ja or isinstance(exc, IllegalMoveError)
    if isinstance(exc, NotationError):
        # a full-width colon in Japanese; cards the engine read quoted the Japanese way (ジョーカー, ♠1)
        assert ja.startswith(f"{exc.token_ja!r}：") and en.startswith(f"{exc.token!r}: ")
        assert exc.problem_ja and exc.problem_ja != exc.problem and ja.endswith(exc.problem_ja)
    if isinstance(exc, ScenarioError):
        prefix = f"{exc.file}: {exc.field}: "
        assert en.startswith(prefix)
        assert ja.startswith(f"{exc.file}：{field_ja(exc.field)}：")  # the field by its Japanese name (issue 28)
        assert exc.problem_ja and exc.problem_ja != exc.problem and ja.endswith(exc.problem_ja)
    if isinstance(exc, PositionError):
        where = en.split(":", 1)[0]  # the field, named in Japanese (issue 42: never 「history[0]: …」)
        assert ja.startswith(field_ja(where) + "："), f"{ja!r} does not start with the field {where!r} of {en!r}"


E = TypeVar("E", bound=ExplorerError)


def raised(fn: Callable[[], object], kind: type[E]) -> E:
    with pytest.raises(kind) as info:
        fn()
    assert_bilingual(info.value)
    return info.value


# -- notation ----------------------------------------------------------------------------------------
NOTATION: list[tuple[str, Callable[[], object]]] = [
    ("empty card", lambda: parse_face("")),
    ("blank card", lambda: parse_card(" ")),
    ("unknown suit", lambda: parse_card("X3")),
    ("unknown rank", lambda: parse_card("♠11")),
    ("unknown rank ascii", lambda: parse_card("S0")),
    ("suit only", lambda: parse_card("♣")),
    ("rank alone", lambda: parse_rank("Z")),
    ("suits: unknown", lambda: parse_suits("♠X")),
    ("suits: none", lambda: parse_suits(" , ")),
    ("declared card in a hand", lambda: parse_card("JK=♠9")),
    ("card twice", lambda: parse_cards("♠3 S3")),
    ("third joker", lambda: parse_cards("JK JK JK")),
    ("not a meld", lambda: parse_meld("♠3 ♥5")),
    ("empty play", lambda: parse_meld("")),
    ("five cards", lambda: parse_meld("♠3 ♥3 ♦3 ♣3 JK")),
    ("played twice", lambda: parse_meld("♠3 S3")),
    ("three jokers in a play", lambda: parse_meld("JK JK JK")),
    ("two undeclared jokers", lambda: parse_meld("JK JK")),
    ("two cards as one face", lambda: parse_meld("♠3 JK=♠3")),
    ("jokers cannot complete", lambda: parse_meld("♠3 ♠7 JK")),
    ("too many of one rank", lambda: parse_pattern("♠3 ♥3 ♦3 ♣3 JK", limit=8).resolve(limit=8)),
    ("bad declared face", lambda: parse_meld("♥9 JK=X9")),
    ("bad as-rank", lambda: parse_meld("♠2 ♥Q as Z")),
    ("bad played-as rank", lambda: parse_meld("♦9 ♦10 ♦A=Z")),
    ("Meld.of: nothing", lambda: Meld.of([])),
    ("Meld.of: over the limit", lambda: Meld.of([(0, 0), (1, 1), (2, 2), (3, 3), (52, 4)])),
    ("Meld.of: a card twice", lambda: Meld.of([(0, 0), (0, 4)])),
    ("Meld.of: a face twice", lambda: Meld.of([(0, 0), (52, 0)])),
    ("Meld.of: an undeclared joker", lambda: Meld.of([(0, 0), (52, JOKER_FACE)])),
]


@pytest.mark.parametrize("make", [m for _, m in NOTATION], ids=[name for name, _ in NOTATION])
def test_notation_errors_are_bilingual(make: Callable[[], object]) -> None:
    raised(make, NotationError)


@pytest.fixture
def state() -> State:
    return State.from_position(PLAYERS, hands={"A": "♥9 JK", "B": "♠3", "C": "♠4"}, turn="A")


@pytest.mark.parametrize("text", [
    "A", "Z plays ♠3", "A plays ♠X", "A plays ♠3 ♥5", "A picks", "A gives ♠3", "A gives ♠3 to Z",
    "A gives ♠X to B", "A names", "A names Z", "A orders", "A dances", "A trims ♠Q ♠Q", "A discards XX",
])
def test_action_errors_are_bilingual(state: State, text: str) -> None:
    raised(lambda: state.parse_action(text), NotationError)


@pytest.mark.parametrize("text", ["A picks 99", "A picks no_such_rule", "A picks revolution", "A orders x, y"])
def test_action_rule_errors_are_bilingual(state: State, text: str) -> None:
    raised(lambda: state.parse_action(text), RuleError)


def test_illegal_moves_are_bilingual(state: State) -> None:
    exc = raised(lambda: state.push(state.parse_action("B plays ♠3")), IllegalMoveError)
    # the rule is named the Japanese way, never by its id (issue 17)
    assert describe(exc, "ja").startswith("手番：")
    assert str(exc).startswith("turn: ")


# -- rules, games, positions -------------------------------------------------------------------------
@pytest.mark.parametrize("key", ["no_such_rule", "99", "0", 26])
def test_rule_errors_are_bilingual(key: str | int) -> None:
    raised(lambda: rule_class(key), RuleError)


def test_a_base_rule_as_a_card_is_bilingual() -> None:
    raised(lambda: card_rule("revolution"), RuleError)


GAMES: list[tuple[str, Callable[[], object]]] = [
    ("two players", lambda: Game(("A", "B"))),
    ("seven players", lambda: Game(tuple("ABCDEFG"))),
    ("same name", lambda: Game(("A", "A", "B"))),
    ("house lists", lambda: Game(("A", "B", "C"), house=(("j_back",),))),
    ("rule twice", lambda: State.new_game(Game(("A", "B", "C"), laws=("eight_cut",), house=(("09",), (), ())))),
    ("unknown law", lambda: State.new_game(Game(("A", "B", "C"), laws=("nope",)))),
    ("unknown option", lambda: TableOptions.from_mapping({"colour": 1})),
    ("forbidden_strongest", lambda: TableOptions.from_mapping({"forbidden_strongest": "always_3"})),
    ("revolution_finish_is_effect", lambda: TableOptions.from_mapping({"revolution_finish_is_effect": "yes"})),
    ("rounds", lambda: TableOptions.from_mapping({"rounds": 0})),
    ("victory_points", lambda: TableOptions.from_mapping({"victory_points": [1]})),
]


@pytest.mark.parametrize("make", [m for _, m in GAMES], ids=[name for name, _ in GAMES])
def test_game_errors_are_bilingual(make: Callable[[], object]) -> None:
    raised(make, PositionError)


POSITIONS: list[tuple[str, dict[str, Any]]] = [
    ("card in two hands", {"hands": {"A": "♠3 ♠4", "B": "♠3", "C": "♦5"}}),
    ("card twice in a hand", {"hands": {"A": "♠3 S3", "B": "♥4", "C": "♦5"}}),
    ("hand notation", {"hands": {"A": "♠3 ♠11", "B": "♥4", "C": "♦5"}}),
    ("third joker", {"hands": {"A": "JK ♠4", "B": "JK", "C": "JK ♦5"}}),
    ("hand and discard", {"discard": "♣9 ♠4"}),
    ("five-card field", {"field": "♠9 ♥9 ♦9 ♣9 JK", "field_by": "C"}),
    ("field not a meld", {"field": "♠9 ♥10", "field_by": "C"}),
    ("field notation", {"field": "X9", "field_by": "C"}),
    ("field without its player", {"field": "♠9"}),
    ("field by nobody", {"field": "♠9", "field_by": "Z"}),
    ("history player", {"history": [("Z", "♣9")], "field": "♣10", "field_by": "A"}),
    ("history notation", {"history": [("C", "♣9 ♥5")], "field": "♣10", "field_by": "A"}),
    ("unknown hand", {"hands": {"A": "♠4", "Z": "♥5"}}),
    ("unknown turn", {"turn": "Z"}),
    ("unknown king", {"king": "Z"}),
    ("unknown holder", {"house": {"Z": ["eight_cut"]}}),
    ("unknown finished", {"finished": ["Z"]}),
    ("unknown points", {"points": {"Z": 3}}),
    ("turn without cards", {"hands": {"A": "♠4", "B": "♥5"}, "turn": "C"}),
    ("finished with cards", {"finished": ["A"]}),
    ("unknown law", {"laws": ["no_such_rule"]}),
    ("law number", {"laws": ["26"]}),
    ("base rule as law", {"laws": ["revolution"]}),
    ("law and house rule", {"laws": ["eight_cut"], "house": {"B": ["eight_cut"]}}),
    ("law twice", {"laws": ["stairs", "21"]}),
    ("option", {"options": {"colour": "red"}}),
    ("lock key", {"lock": {"colour": "♠"}}),
    ("lock suit", {"lock": {"suit": "X"}}),
    ("lock rank", {"lock": {"rank": "Z"}}),
    ("phase", {"phase": "dance"}),
    ("phase with a field", {"phase": "draft", "draft": ["j_back"], "field": "♣9", "field_by": "C"}),
    ("draft without cards", {"phase": "draft"}),
    ("draft already in force", {"phase": "draft", "draft": ["j_back"], "laws": ["j_back"]}),
    ("draft unknown card", {"phase": "draft", "draft": ["nope"]}),
    ("exchange without king", {"phase": "exchange"}),
]


@pytest.mark.parametrize("kwargs", [k for _, k in POSITIONS], ids=[name for name, _ in POSITIONS])
def test_position_errors_are_bilingual(kwargs: dict[str, Any]) -> None:
    kwargs = {"hands": OK_HANDS, **kwargs}
    raised(lambda: State.from_position(PLAYERS, **kwargs), ExplorerError)


def test_nested_errors_carry_their_japanese_through() -> None:
    exc = raised(lambda: State.from_position(PLAYERS, hands={"A": "♠3 ♠11", "B": "♥4", "C": "♦5"}), PositionError)
    inner = raised(lambda: parse_card("♠11"), NotationError)
    assert str(exc) == f"hands.A: {inner}"
    assert describe(exc, "ja") == f"手札のA：{describe(inner, 'ja')}"


# -- scenario files ----------------------------------------------------------------------------------
GOOD = """
id: tiny
title: {ja: 小さな例, en: A tiny example}
players: [A, B, C]
start:
  hands: {A: "♠3", B: "♠4", C: "♠5 ♠6"}
  turn: A
steps:
  - do: "A plays ♠3"
    expect: {turn: B}
"""

# (old, new): a change of GOOD that makes the file malformed
MALFORMED = [
    ("id: tiny", "id: Tiny Example"),
    ("players: [A, B, C]", "players: [A, B]"),
    ("players: [A, B, C]", "players: 7"),
    ("players: [A, B, C]", "players: [A, A, C]"),
    ("players: [A, B, C]", "players: [A, 'B B', C]"),
    ('A: "♠3"', 'A: "♠33"'),
    ('A: "♠3"', 'A: "♠4"'),
    ("  turn: A", "  turn: Z"),
    ("  turn: A", "  turn: A\n  king: Z"),
    ("  turn: A", "  turn: A\n  colour: red"),
    ("  turn: A", "  turn: A\n  revolution: maybe"),
    ("  turn: A", "  turn: A\n  lock: ♠"),
    ("  turn: A", "  turn: A\n  lock: {suit: X}"),
    ("  turn: A", "  turn: A\n  points: 3"),
    ("  turn: A", "  turn: A\n  points: {A: many}"),
    ("  turn: A", "  turn: A\n  finished: A"),
    ("  turn: A", "  turn: A\n  field: ♠9"),
    ("  turn: A", "  turn: A\n  history: D ♦4"),
    ("  turn: A", "  turn: A\n  history: [D ♦4]"),
    ("  turn: A", "  turn: A\n  phase: dance"),
    ('  hands: {A: "♠3", B: "♠4", C: "♠5 ♠6"}', "  hands: [A]"),
    ('start:\n  hands: {A: "♠3", B: "♠4", C: "♠5 ♠6"}\n  turn: A\n', "start: 3\n"),
    ("expect: {turn: B}", "expect: {trun: B}"),
    ("expect: {turn: B}", "expect: {turn: Z}"),
    ("expect: {turn: B}", "expect: {legal: maybe}"),
    ("expect: {turn: B}", "expect: {events: eight_cut}"),
    ("expect: {turn: B}", "expect: {error_contains: 3}"),
    ("expect: {turn: B}", "expect: {field: 3}"),
    ("expect: {turn: B}", "expect: {hands: 3}"),
    ("expect: {turn: B}", "expect: {hands: {Z: ♠3}}"),
    ("expect: {turn: B}", "expect: {lock: 3}"),
    ("expect: {turn: B}", "expect: {lock: {colour: ♠}}"),
    ("expect: {turn: B}", "expect: {moves: 3}"),
    ("expect: {turn: B}", "expect: {moves: {player: Z}}"),
    ("expect: {turn: B}", "expect: {moves: {player: A, maybe: []}}"),
    ("expect: {turn: B}", "expect: {moves: {player: A, includes: ♠3}}"),
    ("expect: {turn: B}", "expect: {pending: 3}"),
    ("expect: {turn: B}", "expect: {pending: {kind: dance}}"),
    ("expect: {turn: B}", "expect: {pending: {player: Z}}"),
    ("expect: {turn: B}", "expect: [turn]"),
    ('- do: "A plays ♠3"\n    expect: {turn: B}', "- do: 3"),
    ('- do: "A plays ♠3"\n    expect: {turn: B}', "- {}"),
    ('- do: "A plays ♠3"\n    expect: {turn: B}', "- A plays ♠3"),
    ('- do: "A plays ♠3"\n    expect: {turn: B}', '- do: "A plays ♠3"\n    when: now'),
    ('do: "A plays ♠3"', 'do: "A plays ♠X"'),
    ('do: "A plays ♠3"', 'do: "A dances"'),
    ('do: "A plays ♠3"', 'do: "A picks 99"'),
    ("title: {ja: 小さな例, en: A tiny example}", "title: 3"),
    ("title: {ja: 小さな例, en: A tiny example}", "title: {fr: petit}"),
    ("title: {ja: 小さな例, en: A tiny example}", "title: {}"),
    ("title: {ja: 小さな例, en: A tiny example}", "colour: red"),
    ("players: [A, B, C]", "players: [A, B, C]\nlaws: [no_such_rule]"),
    ("players: [A, B, C]", "players: [A, B, C]\nlaws: eight_cut"),
    ("players: [A, B, C]", "players: [A, B, C]\nlaws: [revolution]"),
    ("players: [A, B, C]", "players: [A, B, C]\nhouse_rules: {B: [eight_cut, 26]}"),
    ("players: [A, B, C]", "players: [A, B, C]\nhouse_rules: [eight_cut]"),
    ("players: [A, B, C]", "players: [A, B, C]\nhouse_rules: {Z: [eight_cut]}"),
    ("players: [A, B, C]", "players: [A, B, C]\nhouse_rules: {B: {x: 1}}"),
    ("players: [A, B, C]", "players: [A, B, C]\nlaws: [eight_cut, eight_cut]"),
    ("players: [A, B, C]", "players: [A, B, C]\noptions: {rounds: many}"),
    ("players: [A, B, C]", "players: [A, B, C]\noptions: [rounds]"),
    ('steps:\n  - do: "A plays ♠3"\n    expect: {turn: B}\n', "steps: 3\n"),
]


def write(tmp_path: Path, text: str, name: str = "s.yaml") -> Path:
    p = tmp_path / name
    p.write_text(textwrap.dedent(text), encoding="utf-8")
    return p


@pytest.mark.parametrize(("old", "new"), MALFORMED, ids=[new for _, new in MALFORMED])
def test_scenario_errors_are_bilingual(tmp_path: Path, old: str, new: str) -> None:
    assert old in GOOD
    path = write(tmp_path, GOOD.replace(old, new, 1))
    exc = raised(lambda: run_scenario(load_scenario(path)), ScenarioError)
    assert exc.file == str(path)


@pytest.mark.parametrize("text", ["id: x\ntitle: [unclosed\n", "- just\n- a list\n", "\t: :"])
def test_unreadable_scenario_files_are_bilingual(tmp_path: Path, text: str) -> None:
    path = write(tmp_path, text)
    raised(lambda: load_scenario(path), ScenarioError)


def test_missing_and_binary_files_are_bilingual(tmp_path: Path) -> None:
    raised(lambda: load_scenario(tmp_path / "nope.yaml"), ScenarioError)
    binary = tmp_path / "b.yaml"
    binary.write_bytes(b"\xff\xfe\x00bad")
    raised(lambda: load_scenario(binary), ScenarioError)


def test_check_prints_the_error_in_the_language_asked_for(tmp_path: Path) -> None:
    write(tmp_path, GOOD, "a.yaml")
    write(tmp_path, GOOD, "b.yaml")  # the same id twice
    write(tmp_path, GOOD.replace("players: [A, B, C]", "players: 7"), "c.yaml")
    en, ja = io.StringIO(), io.StringIO()
    assert check_paths([str(tmp_path)], "en", en) == 1
    assert check_paths([str(tmp_path)], "ja", ja) == 1
    assert "id: 'tiny' is already the id of" in en.getvalue()
    assert "players: expected a list of 3 to 6 names, got 7" in en.getvalue()
    assert "識別名：'tiny'はすでに" in ja.getvalue()
    assert "プレイヤー：3〜6人の名前のリストを書く" in ja.getvalue()


def test_a_refused_step_keeps_its_english_and_has_its_japanese(tmp_path: Path) -> None:
    text = GOOD.replace('do: "A plays ♠3"\n    expect: {turn: B}',
                        'do: "B plays ♠4"\n    expect: {legal: false, error_contains: "A\'s turn"}')
    result = run_scenario(load_scenario(write(tmp_path, text)))
    step = result.steps[0]
    assert result.ok and step.refusal == "turn: it is A's turn, not B's"
    assert step.refusal_text("en") == step.refusal and JAPANESE.search(step.refusal_text("ja"))
    assert "refused — turn: it is A's turn" in step.summary("en")
    assert step.refusal_text("ja") in step.summary("ja")


# -- the English is unchanged --------------------------------------------------------------------------
ENGLISH: list[tuple[Callable[[], object], str]] = [
    (lambda: parse_card("♠11"), "'♠11': unknown rank '11' (expected 3-10, J, Q, K, A or 1, 2)"),
    (lambda: parse_cards("♠3 S3"), "'S3': ♠3 appears twice"),
    (lambda: parse_meld("♠3 ♥5"), "'♠3 ♥5': not a meld: cards of different ranks that are not a same-suit sequence"),
    (lambda: Game(("A", "B")), "players: 3 to 6 players, got 2"),
    (lambda: TableOptions.from_mapping({"colour": 1}),
     "options.colour: unknown table option (known: forbidden_strongest, revolution_finish_is_effect, rounds, "
     "victory_points)"),
    (lambda: rule_class("nope"), "unknown rule 'nope' (expected a rule id such as 'eight_cut' or a number 01-25)"),
    (lambda: State.from_position(PLAYERS, hands={"A": "♠4", "B": "♥5"}, turn="C"),
     "turn: C holds no cards and cannot act"),
    (lambda: State.from_position(PLAYERS, hands={"A": "♠3 S3"}),
     "hands.A: 'S3': ♠3 appears twice"),
    (lambda: parse_scenario([1]), "<scenario>: (top level): expected a mapping of scenario fields (id, title, players, …)"),
]


@pytest.mark.parametrize(("make", "message"), ENGLISH, ids=[m for _, m in ENGLISH])
def test_english_messages_are_unchanged(make: Callable[[], object], message: str) -> None:
    exc = raised(make, ExplorerError)
    assert str(exc) == message == describe(exc, "en") == describe(exc)


def test_the_japanese_reads_as_expected() -> None:
    assert describe(raised(lambda: parse_card("♠11"), ExplorerError), "ja") == "'♠11'：不明な数字 '11'（3〜10、J、Q、K、A（1）、2 のいずれか）"
    assert describe(raised(lambda: Game(("A", "B")), ExplorerError), "ja") == "プレイヤー：プレイヤーは3〜6人（2人になっている）"
    assert (describe(raised(lambda: State.from_position(PLAYERS, hands={"A": "♠3 S3"}), ExplorerError), "ja")
            == "手札のA：'S3'：♠3が2回書かれている")


def test_constructors_stay_compatible_and_errors_copy() -> None:
    old = [NotationError("x", "bad"), PositionError("where: bad"), ScenarioError("f", "g", "bad"),
           RuleError("bad"), IllegalMoveError("turn", "bad")]
    for exc in old:  # without a Japanese text the English stands in for it
        assert describe(exc, "ja") == describe(exc, "en") == str(exc)
    new = [NotationError("x", "bad", "だめ"), PositionError("bad", "だめ", where="hands.A"),
           ScenarioError("f", "g", "bad", "だめ"), RuleError("bad", "だめ"), IllegalMoveError("turn", "bad", "だめ")]
    for exc in new:
        assert_bilingual(exc)
        for twin in (pickle.loads(pickle.dumps(exc)), copy.copy(exc)):
            assert type(twin) is type(exc) and str(twin) == str(exc) and describe(twin, "ja") == describe(exc, "ja")


# -- the pages show the Japanese ------------------------------------------------------------------------
def test_sandbox_shows_the_detail_in_the_page_language() -> None:
    from explorer.widgets.sandbox import HISTORY, Sandbox, _renumber

    raised(lambda: _renumber(parse_cards("JK JK"), 1), NotationError)
    page = Sandbox()
    page.language.lang = "ja"
    page.hand_texts[0].value = "♠3 ♠11"
    page.hand_applies[0].click()
    shown = page.message_text()
    assert "記法が読めない" in shown and "'♠11'：不明な数字 '11'" in shown and "unknown rank" not in shown
    page.language.lang = "en"
    assert "Cannot read the notation" in page.message_text() and "'♠11': unknown rank '11'" in page.message_text()
    for text, ja in (("Z: ♠3", "'Z'という名前のプレイヤーはいない"), ("A ♠3", "「名前: カード」の形で書く")):
        page.language.lang = "ja"
        page.history_text.value = text
        assert not page.apply_text(HISTORY)
        assert ja in page.message_text()
    page.language.lang = "ja"
    assert not page.load("id: x\ntitle: t\nplayers: [A, B, C]\nstart: {hands: {A: '♠3 ♠99'}}\n")
    assert "読み込めない" in page.message_text() and "不明な数字" in page.message_text()
    assert not page.load("id: [unclosed")
    assert "1行目、14列目：ファイルの書き方が正しくない" in page.message_text()
    assert not page.load("id: x\ntitle: t\nplayers: [A, B, C]\nsteps: [{do: 'A dances'}]\n")
    assert "手順の1番目の行動" in page.message_text() and "不明な行動" in page.message_text()


def test_stepper_shows_a_broken_start_in_the_page_language(tmp_path: Path) -> None:
    from explorer.widgets.i18n import Language
    from explorer.widgets.stepper import ScenarioStepper

    language = Language()
    language.lang = "ja"
    broken = replace(load_scenario(write(tmp_path, GOOD)), start={"hands": {"A": "♠3 ♠3"}})
    stepper = ScenarioStepper(broken, language)
    assert stepper.run is None and "♠3が2回書かれている" in stepper.table.value
    language.lang = "en"
    assert "♠3 appears twice" in stepper.table.value


def test_stepper_shows_a_refusal_in_the_page_language(tmp_path: Path) -> None:
    from explorer.widgets.i18n import Language
    from explorer.widgets.stepper import ScenarioStepper

    text = GOOD.replace('do: "A plays ♠3"\n    expect: {turn: B}',
                        'do: "B plays ♠4"\n    expect: {legal: false}')
    language = Language()
    language.lang = "ja"
    stepper = ScenarioStepper(load_scenario(write(tmp_path, text)), language)
    stepper.next.click()
    assert "Aの手番" in stepper.events_view.value
    language.lang = "en"
    assert "it is A&#x27;s turn" in stepper.events_view.value


def test_learn_page_shows_a_broken_lesson_in_the_page_language(tmp_path: Path) -> None:
    from explorer.widgets.learn import LearnPage, error_html, learn_page, load_or_error

    basics = tmp_path / "basics"
    basics.mkdir()
    path = write(basics, GOOD.replace("players: [A, B, C]", "players: [A, B]"), "zz-broken.yaml")
    scenario, problem = load_or_error(path)
    assert scenario is None and problem is not None
    assert "3〜6人" in problem.get("ja") and "3 to 6" in problem.get("en")
    assert "3〜6人" in error_html("ja", "learn_broken", problem)
    page = learn_page(folder=tmp_path)
    assert isinstance(page, LearnPage)
    page.language.lang = "ja"
    page.go(0)
    assert "3〜6人" in page.error.value
    page.language.lang = "en"
    assert "3 to 6" in page.error.value


def test_play_page_shows_a_notation_error_in_the_page_language() -> None:
    from explorer.widgets.i18n import Language
    from explorer.widgets.play import PlayPage, play_page

    language = Language()
    language.lang = "ja"
    page = play_page(language)
    assert isinstance(page, PlayPage)
    page.seed.value = 2
    page.n_players.value = 4
    page.new_game.click()
    assert page.error is None, page.error
    page.command.value = "plays ♠ZZ"
    page.try_button.click()
    assert "dx-notation" in page.message.value and "不明な数字" in page.message.value
    page.command.value = "dances"
    page.try_button.click()
    assert "不明な行動" in page.message.value


# -- no raise site forgets its Japanese ---------------------------------------------------------------------
# the name called -> (how many positional arguments include the Japanese one, its keyword)
JAPANESE_ARGUMENT = {
    "NotationError": (3, "problem_ja"),
    "ScenarioError": (4, "problem_ja"),
    "PositionError": (2, "problem_ja"),
    "RuleError": (2, "ja"),
    "IllegalMoveError": (3, "ja"),
    "bad": (2, "problem_ja"),  # melds.py: Meld.of's helper that builds a NotationError
    "_expect_type": (6, "what_ja"),  # scenarios/model.py: builds a ScenarioError
}


def _missing_japanese(tree: ast.AST, path: str) -> list[str]:
    out = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else None
        if name not in JAPANESE_ARGUMENT:
            continue
        position, keyword = JAPANESE_ARGUMENT[name]
        where = f"{path}:{node.lineno}: {ast.unparse(node)[:120]}"
        if any(isinstance(a, ast.Starred) for a in node.args) or any(k.arg is None for k in node.keywords):
            out.append(f"{where} (cannot tell: *args/**kwargs)")
            continue
        ja = next((k.value for k in node.keywords if k.arg == keyword), None)
        if ja is None and len(node.args) >= position:
            ja = node.args[position - 1]
        if ja is None:
            out.append(f"{where} (no Japanese text)")
            continue
        en = node.args[position - 2] if len(node.args) >= position - 1 and position >= 2 else None
        if en is not None and ast.dump(en) == ast.dump(ja):
            out.append(f"{where} (the Japanese is the English)")
        elif isinstance(ja, ast.Constant) and not (isinstance(ja.value, str) and JAPANESE.search(ja.value)):
            out.append(f"{where} (the Japanese text has no Japanese in it)")
    return out


def test_every_raise_site_has_a_japanese_text() -> None:
    missing: list[str] = []
    sites = 0
    for path in sorted((ROOT / "explorer").rglob("*.py")):
        if path.name == "errors.py":
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        sites += sum(1 for n in ast.walk(tree) if isinstance(n, ast.Raise))
        missing += _missing_japanese(tree, str(path.relative_to(ROOT)))
    assert sites > 100
    assert not missing, "errors without a Japanese text:\n" + "\n".join(missing)


def test_the_raise_site_check_catches_a_forgotten_japanese_text() -> None:
    src = textwrap.dedent('''
        raise NotationError(token, "bad")
        raise PositionError(f"{where}: bad")
        raise ScenarioError(path, "id", "bad", "bad")
        raise RuleError("bad", "")
        raise bad("no meld")
        raise NotationError(token, "bad", "だめ")
        raise PositionError("bad", problem_ja="だめ", where="where")
        raise ScenarioError(path, "start", str(exc), describe(exc, "ja"))
    ''')
    missing = _missing_japanese(ast.parse(src), "x.py")
    assert [m.split(":")[1] for m in missing] == ["2", "3", "4", "5", "6"]
