"""Hostile input (issue 11): every case a user can type or paste gets one clear error, never a traceback
or a hang.  Each test here was a traceback, a hang or a silent acceptance before the guarded loader."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from explorer.engine.errors import ExplorerError, RuleError, ScenarioError, shown
from explorer.rules.catalogue import rule_class
from explorer.scenarios import check_paths, load_scenario, run_scenario
from explorer.scenarios.model import scenario_from_text
from explorer.guarded_yaml import MAX_BYTES, MAX_DEPTH, MAX_NODES
from explorer.engine.state import State
from explorer.text.describe import describe

ROOT = Path(__file__).resolve().parents[1]

BASE = """\
id: bad-input-base
title: {ja: 基本, en: Base}
players: [A, B, C]
start:
  hands: {A: "♠3 ♠4", B: "♥5", C: "♦6"}
  turn: A
steps:
  - do: "A plays ♠3"
    expect:
      turn: B
"""


def write(tmp_path: Path, text: str, name: str = "s.yaml") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8", errors="surrogatepass")
    return path


def refused(tmp_path: Path, text: str, field: str, *words: str) -> ScenarioError:
    """Loading ``text`` (and running it) raises a ScenarioError on ``field`` whose message has ``words``."""
    path = write(tmp_path, text)
    with pytest.raises(ScenarioError) as info:
        run_scenario(load_scenario(path))
    exc = info.value
    assert exc.field == field or exc.field.startswith(field + "."), str(exc)
    for w in words:
        assert w.lower() in str(exc).lower(), str(exc)
    assert_printable(exc)
    return exc


def assert_printable(exc: ExplorerError) -> None:
    for lang in ("en", "ja"):
        text = describe(exc, lang)
        text.encode("utf-8")  # no lone surrogates
        assert len(text) <= 1000 and "\n" not in text and "\x00" not in text, text[:200]


def test_the_base_file_is_fine(tmp_path: Path) -> None:
    assert run_scenario(load_scenario(write(tmp_path, BASE))).ok


# -- card text inside expect is read before the engine sees it -------------------------------------------------
@pytest.mark.parametrize("expect, field", [
    ("field: ♠11", "steps[0].expect.field"),
    ("hands: {A: ♠11}", "steps[0].expect.hands.A"),
    ("discard_contains: X3", "steps[0].expect.discard_contains"),
    ("lock: {suit: X}", "steps[0].expect.lock.suit"),
    ("lock: {rank: Z}", "steps[0].expect.lock.rank"),
    ("moves: {player: B, includes: [♠11]}", "steps[0].expect.moves.includes[0]"),
    ("moves: {player: B, exactly: [[1]]}", "steps[0].expect.moves.exactly[0]"),
    ("pending: {kind: [play]}", "steps[0].expect.pending.kind"),
    ("hand_counts: {A: many}", "steps[0].expect.hand_counts.A"),
    ("events: [{a: 1}]", "steps[0].expect.events[0]"),
    ("finished: [Z]", "steps[0].expect.finished[0]"),
])
def test_bad_expectations_name_their_field(tmp_path: Path, expect: str, field: str) -> None:
    refused(tmp_path, BASE.replace("turn: B", expect), field)


def test_start_draft_must_be_a_list(tmp_path: Path) -> None:
    refused(tmp_path, BASE.replace("  turn: A\n", "  turn: A\n  draft: 5\n"), "start.draft", "list")


@pytest.mark.parametrize("title", ["{ja: [], en: 0}", "{ja: x, en: {a: 1}}", "[]"])
def test_titles_must_be_text(tmp_path: Path, title: str) -> None:
    refused(tmp_path, BASE.replace("{ja: 基本, en: Base}", title), "title")


def test_an_id_with_a_trailing_newline_is_refused(tmp_path: Path) -> None:
    refused(tmp_path, BASE.replace("id: bad-input-base", 'id: "bad-input-base\\n"'), "id")


@pytest.mark.parametrize("name", ['"A\\0"', '"A\\tB"', '"\\ud800"', "[A]", "null", "true"])
def test_player_names_must_be_printable_words(tmp_path: Path, name: str) -> None:
    text = BASE.replace("players: [A, B, C]", f"players: [{name}, B, C]")
    path = write(tmp_path, text)
    with pytest.raises(ScenarioError) as info:
        load_scenario(path)
    assert_printable(info.value)


def test_a_lone_surrogate_in_a_title_is_refused_where_it_is(tmp_path: Path) -> None:
    exc = refused(tmp_path, BASE.replace("en: Base", 'en: "B\\ud800"'), "line 2, column 21")
    assert "\\ud800" in str(exc)


# -- YAML that would exhaust the machine ------------------------------------------------------------------------
def alias_bomb(levels: int) -> str:
    lines = ["a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
    for i in range(1, levels):
        prev = f"*a{i - 1}"
        lines.append(f"a{i}: &a{i} [{', '.join([prev] * 9)}]")
    return "\n".join(lines) + f"\nid: x\ntitle: t\nplayers: *a{levels - 1}\n"


@pytest.mark.parametrize("levels", [8, 9, 10, 30])
def test_an_alias_bomb_is_refused_at_once(tmp_path: Path, levels: int) -> None:
    exc = refused(tmp_path, alias_bomb(levels), "line 6, column 5", "aliases", f"{MAX_NODES:,}")
    assert len(str(exc)) < 300


def test_a_few_aliases_are_fine(tmp_path: Path) -> None:
    text = BASE.replace("title: {ja: 基本, en: Base}", "title: &t {ja: 基本, en: Base}\nquestion: *t")
    sc = load_scenario(write(tmp_path, text))
    assert sc.question == sc.title and run_scenario(sc).ok


def test_deep_nesting_is_refused_without_recursion(tmp_path: Path) -> None:
    text = BASE.replace("[A, B, C]", "[A, B, C, " + "[" * 500 + "]" * 500 + "]")
    exc = refused(tmp_path, text, "line 3, column 50", "deep", str(MAX_DEPTH))
    assert len(str(exc)) < 300


def test_a_huge_integer_is_refused(tmp_path: Path) -> None:
    refused(tmp_path, BASE.replace("id: bad-input-base", "id: " + "9" * 4301), "line 1, column 5", "digits")


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="no /dev/zero")
def test_dev_zero_is_not_a_regular_file() -> None:
    with pytest.raises(ScenarioError) as info:
        load_scenario("/dev/zero")
    assert "not a regular file" in str(info.value)


def test_a_directory_is_not_a_regular_file(tmp_path: Path) -> None:
    with pytest.raises(ScenarioError) as info:
        load_scenario(tmp_path)
    assert "not a regular file" in str(info.value)


def test_a_file_over_the_limit_is_refused(tmp_path: Path) -> None:
    path = write(tmp_path, BASE + "#" * MAX_BYTES)
    with pytest.raises(ScenarioError) as info:
        load_scenario(path)
    assert "larger than" in str(info.value) and info.value.field == "(file)"


def test_pasted_text_goes_through_the_same_limits() -> None:
    with pytest.raises(ScenarioError, match="larger than"):
        scenario_from_text(BASE + "#" * MAX_BYTES, "<pasted>")
    with pytest.raises(ScenarioError, match="aliases"):
        scenario_from_text(alias_bomb(9), "<pasted>")


# -- digits are ASCII digits -----------------------------------------------------------------------------------
@pytest.mark.parametrize("key", ["²", "٠٩", "0" * 4999 + "9", "9" * 5000, "１"])
def test_rule_keys_take_ascii_digits_only(key: str) -> None:
    with pytest.raises(RuleError) as info:
        rule_class(key)
    assert_printable(info.value)
    assert len(str(info.value)) < 300


def test_a_unicode_digit_law_in_a_file(tmp_path: Path) -> None:
    refused(tmp_path, BASE.replace("players: [A, B, C]", 'players: [A, B, C]\nlaws: ["²"]'), "laws[0]", "unknown rule")
    refused(tmp_path, BASE.replace("players: [A, B, C]", 'players: [A, B, C]\nlaws: ["٠٩"]'), "laws[0]", "unknown rule")


def test_picks_with_a_unicode_digit_is_a_rule_error() -> None:
    state = State.from_position(["A", "B", "C"], hands={"A": "♠3", "B": "♠4", "C": "♠5"}, turn="A")
    with pytest.raises(RuleError):
        state.parse_action("B picks ² JK")


# -- messages echo at most a little of the input ---------------------------------------------------------------
def test_shown_truncates_and_escapes() -> None:
    assert shown("abc") == "'abc'"
    long = shown("x" * 10_000)
    assert len(long) < 100 and long.endswith("…")
    assert shown("\ud800").encode("ascii")
    nested: list[object] = []
    for _ in range(1000):
        nested = [nested, nested]
    assert len(shown(nested)) < 100


def test_a_long_bad_hand_is_echoed_short(tmp_path: Path) -> None:
    exc = refused(tmp_path, BASE.replace('A: "♠3 ♠4"', 'A: "♠3 ' + "Q" * 50_000 + '"'), "start.hands.A")
    assert len(str(exc)) < 300


# -- the check command ------------------------------------------------------------------------------------------
def test_check_names_the_path_with_no_scenarios(tmp_path: Path) -> None:
    import io

    out = io.StringIO()
    assert check_paths([str(tmp_path)], out=out) == 1
    assert f"no scenario files found in {str(tmp_path)!r}" in out.getvalue()
    out = io.StringIO()
    assert check_paths([str(tmp_path)], "ja", out=out) == 1
    assert "シナリオファイルが見つからない" in out.getvalue()


def test_check_keeps_going_after_a_bad_file(tmp_path: Path) -> None:
    import io

    write(tmp_path, alias_bomb(9), "a.yaml")
    write(tmp_path, BASE, "b.yaml")
    out = io.StringIO()
    assert check_paths([str(tmp_path)], out=out) == 1
    assert "1 passed, 1 failed" in out.getvalue()


def cli(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "explorer", *args], capture_output=True, text=True, cwd=ROOT,
                          timeout=120, input=stdin, encoding="utf-8", errors="replace")


def one_clear_line(out: subprocess.CompletedProcess[str], *words: str) -> str:
    assert out.returncode != 0
    assert "Traceback" not in out.stdout + out.stderr
    lines = [line for line in (out.stdout + out.stderr).splitlines() if line.strip()]
    assert len(lines) == 1, lines
    for w in words:
        assert w in lines[0], lines[0]
    return lines[0]


@pytest.mark.parametrize("args, words", [
    (("graph", "scenarios/basics/exchange.yaml", "--step", "-1"), ("--step", "at least 0")),
    (("graph", "--rules", "--regenerate", "--positions", "0"), ("--positions", "at least 1")),
    (("bench", "--games", "-1"), ("--games", "at least 1")),
    (("bench", "--games", "٣"), ("--games",)),
    (("bench", "--seed", "9" * 5000), ("--seed", "digits")),
    (("simulate", "--games", "1", "--chunk", "0"), ("--chunk", "at least 1")),
    (("simulate", "--games", "1", "--chunk", "-3"), ("--chunk", "at least 1")),
    (("simulate", "--games", "1", "--workers", "-1"), ("--workers", "at least 1")),
    (("simulate", "--games", "1", "--rounds", "0"), ("--rounds", "at least 1")),
    (("simulate", "--laws", "²"), ("--laws", "unknown rule '²'")),
    (("simulate", "--house", "٠٩"), ("--house", "unknown rule")),
    (("rules", "²"), ("unknown rule '²'",)),
    (("rules", "9" * 5000), ("no rule card number",)),
    (("check", "--lang", "x" * 5000), ("--lang",)),
    (("nonsense",), ("invalid choice",)),
])
def test_bad_command_lines_get_one_clear_line(args: tuple[str, ...], words: tuple[str, ...]) -> None:
    line = one_clear_line(cli(*args), *words)
    assert len(line) < 400


def test_check_of_dev_zero_is_refused_at_once() -> None:
    out = cli("check", "/dev/zero")
    assert out.returncode == 1 and "Traceback" not in out.stderr
    assert "/dev/zero: (file): is not a regular file" in out.stdout and len(out.stdout) < 400


def test_check_of_an_empty_folder_names_it(tmp_path: Path) -> None:
    one_clear_line(cli("check", str(tmp_path)), "no scenario files found", str(tmp_path))


def test_check_prints_a_surrogate_path_safely(tmp_path: Path) -> None:
    bad = os.fsdecode(b"\xff.yaml")
    out = cli("check", str(tmp_path / bad))
    assert out.returncode == 1 and "Traceback" not in out.stderr, out.stderr
    assert "cannot be read" in out.stdout


def test_check_alias_bomb_is_short(tmp_path: Path) -> None:
    out = cli("check", str(write(tmp_path, alias_bomb(9))))
    assert out.returncode == 1 and len(out.stdout) < 1000 and "aliases" in out.stdout


# -- the pages ---------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("command", ["picks bogus", "orders bogus", "picks ²", "orders ٠٩"])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_play_page_shows_rule_errors_in_the_users_language(command: str, lang: str) -> None:
    from explorer.widgets.i18n import Language
    from explorer.widgets.play import PlayPage, play_page

    language = Language()
    language.lang = lang
    page = play_page(language)
    assert isinstance(page, PlayPage)
    page.seed.value = 2
    page.new_game.click()
    state = page.state
    assert state is not None
    moves = len(state.move_stack)
    page.command.value = command
    page.try_button.click()
    assert page.error is None, page.error
    assert "dx-notation" in page.message.value
    assert ("不明なルール" if lang == "ja" else "unknown rule") in page.message.value
    assert len(state.move_stack) == moves and page.command.value == command


def test_sandbox_refuses_a_bomb_and_keeps_the_position() -> None:
    from explorer.widgets.i18n import Language
    from explorer.widgets.sandbox import Sandbox

    page = Sandbox(Language(lang="en"))
    before = page.setup
    assert not page.load(alias_bomb(9))
    assert "aliases" in page.message_text() and len(page.message.value) < 1000
    assert page.setup == before
    assert not page.load("[" * 500 + "]" * 500)
    assert "deep" in page.message_text() and page.setup == before
    assert not page.load(BASE.replace("field: ", "x: ").replace("turn: B", "field: ♠11"))
    assert "steps[0].expect.field" in page.message_text()


def test_sandbox_escapes_what_it_echoes() -> None:
    from explorer.widgets.i18n import Language
    from explorer.widgets.sandbox import Sandbox

    page = Sandbox(Language(lang="en"))
    assert page.load(BASE.replace("{ja: 基本, en: Base}", "'<script>x</script>'"))
    assert "<script>" not in page.message.value and "&lt;script&gt;" in page.message.value
    assert not page.load(BASE.replace("turn: B", "field: '<b>♠11'"))
    assert "<b>" not in page.message.value and "&lt;b&gt;" in page.message.value


def test_sandbox_refuses_unprintable_player_names() -> None:
    from explorer.widgets.i18n import Language
    from explorer.widgets.sandbox import Sandbox

    page = Sandbox(Language(lang="en"))
    before = page.setup.players
    page.players_text.value = "A B\x00 C"
    page._apply_players()
    assert page.setup.players == before and "one-word names" in page.message_text()


@pytest.mark.parametrize("seed", [-1, 2**53])
def test_play_page_takes_any_seed_the_box_allows(seed: int) -> None:
    from explorer.widgets.play import PlayPage, play_page

    page = play_page()
    assert isinstance(page, PlayPage)
    page.seed.value = seed
    page.new_game.click()
    assert page.error is None and page.state is not None


def test_an_option_key_that_is_a_number_is_named() -> None:
    """Found by the fuzzer on the compiled build: ``options: {0: …}`` (a YAML number as a key) is an unknown
    option named by its key, not a type error inside the engine."""
    good = (Path(__file__).resolve().parent.parent / "scenarios" / "classic" / "emperor-law.yaml").read_text("utf-8")
    assert "\noptions:" not in good
    with pytest.raises(ExplorerError) as info:
        run_scenario(scenario_from_text(good + "options: {0: 1}\n", "<test>"))
    assert "options.0" in describe(info.value, "en")


def test_a_key_written_twice_is_refused_at_the_second(tmp_path: Path) -> None:
    """PyYAML alone keeps the last of two ``turn:`` keys without a word; the file means one of them."""
    text = BASE.replace("  turn: A\n", "  turn: A\n  turn: B\n")
    exc = refused(tmp_path, text, "line 7, column 3", "'turn'", "twice", "line 6")
    assert "「turn」" in describe(exc, "ja") and "6行目" in describe(exc, "ja")


def test_a_key_written_twice_inside_a_step_is_refused(tmp_path: Path) -> None:
    text = BASE + "      turn: C\n"
    refused(tmp_path, text, "line 11, column 7", "'turn'", "twice", "line 10")


def test_the_same_key_in_two_blocks_is_fine(tmp_path: Path) -> None:
    text = BASE + '  - do: "B passes"\n    expect:\n      turn: C\n'
    assert run_scenario(load_scenario(write(tmp_path, text))).ok


def test_pasted_text_and_rule_files_refuse_a_key_written_twice() -> None:
    with pytest.raises(ScenarioError) as info:
        scenario_from_text(BASE.replace("id: bad-input-base\n", "id: bad-input-base\nid: other\n"))
    assert "'id'" in str(info.value) and "line 2" in str(info.value)
    from explorer.rules.custom.loader import rules_from_text
    with pytest.raises(ScenarioError) as info:
        rules_from_text("rules: []\nrules: []\n", "mine.yaml")
    assert "mine.yaml" in str(info.value) and "'rules'" in str(info.value)
