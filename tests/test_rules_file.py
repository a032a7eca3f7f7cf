"""A table's own rules as data (issue 16): the standard effects, the file format's checks, the CLI's
--rules-file, a scenario's rules_file, and the local rules that now ship as data."""

from __future__ import annotations

import io
import subprocess
import sys
from pathlib import Path

import pytest

from explorer.engine.errors import ExplorerError, ScenarioError
from explorer.rules.catalogue import every_rule, rule_class
from explorer.rules.catalogue import register
from explorer.rules.custom import DataRule, rules_from_text
from explorer.rules.decks import deck, deck_option
from explorer.scenarios import check_paths, load_scenario, run_scenario
from explorer.scenarios.model import scenario_from_text
from explorer.engine.state import State
from explorer.text.describe import describe

pytestmark = pytest.mark.rules

ROOT = Path(__file__).resolve().parents[1]
TABLE = ROOT / "scenarios" / "tables" / "our-table.rules.yaml"

RULES = """\
rules:
  - id: test.three_reverse
    name: {ja: 3リバース, en: Three reverse}
    text: {ja: "［3］を出すと順番が逆回りになる。", en: "Each 3 reverses the turn order."}
    trigger: {rank: "3"}
    effect: reverse
  - id: test.four_pair_clear
    name: {ja: 4の2枚流し, en: Pair of fours clears}
    text: {ja: "［4］2枚を出すと場が流れる。", en: "A pair of 4s clears the field."}
    trigger: {rank: "4", count: 2}
    effect: clear
  - id: test.king_invert
    name: {ja: Kバック, en: King back}
    text: {ja: "［K］を出すと、場が流れるまで強さが逆になる。", en: "Each K inverts strength until the field clears."}
    trigger: {rank: K}
    effect: invert
  - id: test.run_lock
    name: {ja: 連番縛り, en: Run lock}
    text: {ja: "連番が2回続くと、場が流れるまで次の数字しか出せない。", en: "Two plays in a row of consecutive ranks lock the run."}
    trigger: {follows: rank}
    effect: {lock: rank}
  - id: test.black_give
    name: {ja: 黒渡し, en: Black gift}
    text: {ja: "黒のカードを出すと、好きな人にカードを2枚渡す。", en: "A black card: give two cards to a player of your choice."}
    trigger: {colour: black}
    effect: {give: 2, to: choose}
"""


@pytest.fixture(scope="module", autouse=True)
def table_rules() -> None:
    register(rules_from_text(RULES, "test-rules.yaml"), "test-rules.yaml")


def position(hands: dict[str, str], laws: list[str], turn: str = "A", **more: object) -> State:
    return State.from_position(("A", "B", "C", "D"), laws=laws, hands=hands, turn=turn, **more)  # type: ignore[arg-type]


def play(s: State, text: str) -> list[str]:
    return [e.rule or "" for e in s.push(s.parse_action(text))]


def test_reverse_turns_the_order_each_time() -> None:
    s = position({"A": "♠3 ♠9", "B": "♥5 ♥6", "C": "♦6", "D": "♣7 ♣8"}, ["test.three_reverse"])
    assert "test.three_reverse" in play(s, "A plays ♠3")
    assert s.players[s.turn] == "D"


def test_a_count_trigger_fires_for_the_pair_only() -> None:
    s = position({"A": "♠4 ♥4 ♣4 ♠9", "B": "♥5 ♥6", "C": "♦6", "D": "♣7 ♣8"}, ["test.four_pair_clear"])
    t = s.copy()
    assert "test.four_pair_clear" in play(t, "A plays ♠4 ♥4") and t.field is None and t.players[t.turn] == "A"
    u = s.copy()
    assert "test.four_pair_clear" not in play(u, "A plays ♠4") and u.field is not None


def test_invert_flips_strength_until_the_field_clears() -> None:
    s = position({"A": "♠K ♠9", "B": "♥5 ♥A", "C": "♦6", "D": "♣7 ♣8"}, ["test.king_invert"])
    play(s, "A plays ♠K")
    assert s.reversed
    assert s.refusal_of(s.parse_action("B plays ♥A")) is not None and s.refusal_of(s.parse_action("B plays ♥5")) is None


def test_a_rank_lock_runs_on_and_explains_itself_in_both_languages() -> None:
    s2 = position({"A": "♠8 ♠9", "B": "♥5 ♥J", "C": "♦6 ♦3", "D": "♣7 ♣8"}, ["test.run_lock"], turn="C")
    play(s2, "C plays ♦6")
    assert s2.refusal_of(s2.parse_action("D plays ♣8")) is None  # no lock after one play
    assert "test.run_lock" in play(s2, "D plays ♣7")
    why = s2.refusal_of(s2.parse_action("A plays ♠9"))
    assert why is not None and why.rule == "test.run_lock" and "8" in why.en and "［8］" in why.ja
    assert s2.refusal_of(s2.parse_action("A plays ♠8")) is None


def test_give_two_asks_twice_and_moves_both_cards() -> None:
    s = position({"A": "♠5 ♥9 ♦10 ♥3", "B": "♥5 ♥6", "C": "♦6", "D": "♣7 ♣8"}, ["test.black_give"])
    play(s, "A plays ♠5")
    assert s.choice is not None and {type(a).__name__ for a in s.choice.options} == {"Give"}
    play(s, "A gives ♥9 to C")
    assert s.choice is not None and s.choice.player == 0
    events = play(s, "A gives ♦10 to C")
    assert "test.black_give" in events
    assert s.hand_str("C") == "♦6 ♥9 ♦10" or set(s.hand_str("C").split()) == {"♦6", "♥9", "♦10"}


def test_a_data_rule_is_listed_and_named_in_both_languages() -> None:
    cls = rule_class("test.three_reverse")
    assert issubclass(cls, DataRule) and cls in every_rule()
    assert (cls.ja, cls.en) == ("3リバース", "Three reverse")
    s = position({"A": "♠3 ♠9", "B": "♥5 ♥6", "C": "♦6", "D": "♣7 ♣8"}, ["test.three_reverse"])
    events = s.push(s.parse_action("A plays ♠3"))
    ev = next(e for e in events if e.rule == "test.three_reverse")
    assert ev.en == "A 3: the turn order is reversed." and ev.ja == "［3］が出たので順番が逆回りになる。"


# -- the local rules that ship as data ---------------------------------------------------------------

CONVERTED = ("classic.five_skip", "classic.seven_pass", "classic.nine_reverse", "classic.ambulance",
             "classic.colour_lock", "classic.even_odd_lock", "arcasino.seven_pass", "arcasino.ten_discard",
             "arcasino.five_skip", "arcasino.nine_reverse", "arcasino.jay_back")
PYTHON = ("classic.spade3_return", "classic.queen_bomber", "classic.king_exchange", "classic.great_revolution",
          "arcasino.tax", "arcasino.king_exchange", "arcasino.colour_lock")


def test_the_converted_rules_are_data_and_their_modules_are_gone() -> None:
    for rid in CONVERTED:
        assert issubclass(rule_class(rid), DataRule), rid
        module = ROOT / "explorer" / "rules" / rid.split(".")[0] / f"{rid.split('.')[1]}.py"
        assert not module.exists(), module
    for rid in PYTHON:
        assert not issubclass(rule_class(rid), DataRule), rid
    assert [r.id for r in deck("classic").rules][:3] == ["classic.spade3_return", "classic.five_skip",
                                                         "classic.seven_pass"]


def test_a_shipped_option_is_a_deck_option() -> None:
    for rid in CONVERTED:
        spec = rule_class(rid).spec  # type: ignore[attr-defined]
        if spec.effect.to_option:
            assert set(deck_option(spec.effect.to_option).values) == {"next", "choose"}
        if spec.per_play_option:
            assert deck_option(f"{rid}.per_play").values == (False, True)


def test_the_deck_scenarios_still_pass() -> None:
    out = io.StringIO()
    assert check_paths([str(ROOT / "scenarios" / "classic"), str(ROOT / "scenarios" / "arcasino")], out=out) == 0


# -- the file's checks --------------------------------------------------------------------------------

ONE = """\
rules:
  - id: mine.six_skip
    name: {ja: 6飛ばし, en: Six skip}
    text: {ja: "［6］を出すと次の人を飛ばす。", en: "Each 6 skips the next player."}
    trigger: {rank: "6"}
    effect: {skip: 1}
"""


@pytest.mark.parametrize("old, new, field, words", [
    ('rank: "6"', 'rank: "11"', "rules[0].trigger.rank", ("unknown rank '11'",)),
    ('rank: "6"', "rank: [6, Z]", "rules[0].trigger.rank", ("unknown rank 'Z'",)),
    ('rank: "6"', "suit: ☆", "rules[0].trigger.suit", ("unknown suit '☆'",)),
    ('rank: "6"', "colour: green", "rules[0].trigger.colour", ("expected one of red, black", "'green'")),
    ('rank: "6"', 'rank: "6", tempo: 2', "rules[0].trigger.tempo", ("unknown field 'tempo'",)),
    ('rank: "6"', "follows: rank", "rules[0].effect", ("locks the field",)),
    ('rank: "6"', 'rank: "6", count: 9', "rules[0].trigger.count", ("from 1 to 4", "9")),
    ("{skip: 1}", "{skip: 7}", "rules[0].effect.skip", ("from 1 to 3", "7")),
    ("{skip: 1}", "{explode: 1}", "rules[0].effect", ("exactly one effect",)),
    ("{skip: 1}", "lock", "rules[0].effect", ("lock needs a value",)),
    ("{skip: 1}", "{lock: tempo}", "rules[0].effect.lock", ("suit, colour, parity, rank", "'tempo'")),
    ("{skip: 1}", "{give: 1, to: everyone}", "rules[0].effect.to", ("next, choose", "'everyone'")),
    ("{skip: 1}", "{give: 1, to_option: classic.seven_pass.recipient}", "rules[0].effect.to_option",
     ("ship with the explorer",)),
    ("id: mine.six_skip", "id: Six Skip", "rules[0].id", ("deck.name", "'Six Skip'")),
    ("id: mine.six_skip", "id: classic.six_skip", "rules[0].id", ("ships with the explorer",)),
    ("id: mine.six_skip", "id: eight_cut", "rules[0].id", ("deck.name",)),
    ("en: Six skip}", "en: ''}", "rules[0].name.en", ("English",)),
    ("    effect: {skip: 1}\n", "", "rules[0].effect", ("missing",)),
])
def test_a_bad_field_is_named_with_its_token(old: str, new: str, field: str, words: tuple[str, ...]) -> None:
    assert old in ONE
    with pytest.raises(ScenarioError) as info:
        rules_from_text(ONE.replace(old, new), "bad.yaml")
    exc = info.value
    assert exc.file == "bad.yaml" and exc.field == field, str(exc)
    for w in words:
        assert w in str(exc), str(exc)
    ja = describe(exc, "ja")
    assert ja and "\n" not in ja and ja != str(exc)


@pytest.mark.parametrize("text, field", [
    ("- a\n- b\n", "(file)"),
    ("rules: []\n", "rules"),
    ("rules: {a: 1}\n", "rules"),
    ("rules: [1]\n", "rules[0]"),
    ("rulez: []\n", "rulez"),
    ("rules: [" * 40 + "]" * 40, "line 1, column 129"),
    ("a: &a [x, x, x, x, x, x, x, x, x, x]\n" + "".join(f"{c}: &{c} [*{p}, *{p}, *{p}, *{p}, *{p}, *{p}, *{p}, *{p}, "
     f"*{p}, *{p}]\n" for p, c in zip("abcdefg", "bcdefgh")), "line"),
    ('rules: [{id: "x\\u0000y"}]\n', "line 1, column 14"),
])
def test_a_broken_file_is_one_clear_error(text: str, field: str) -> None:
    with pytest.raises(ScenarioError) as info:
        rules_from_text(text, "broken.yaml")
    assert info.value.field.startswith(field), str(info.value)
    assert len(str(info.value)) < 400


def test_the_same_id_twice_or_a_different_rule_under_a_known_id_is_refused() -> None:
    with pytest.raises(ScenarioError, match="defined twice"):
        rules_from_text(ONE + ONE.split("rules:\n")[1], "twice.yaml")
    register(rules_from_text(ONE, "a.yaml"), "a.yaml")
    register(rules_from_text(ONE, "b.yaml"), "b.yaml")  # the same rule again: fine
    with pytest.raises(ScenarioError, match="already a rule"):
        register(rules_from_text(ONE.replace("{skip: 1}", "{skip: 2}"), "c.yaml"), "c.yaml")


def cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "explorer", *args], capture_output=True, text=True, cwd=ROOT,
                          timeout=300, encoding="utf-8", errors="replace")


def bare_six_skip(tmp_path: Path) -> Path:
    """scenarios/tables/table-six-skip.yaml without its ``rules_file:`` line, in ``tmp_path``."""
    scenario = (ROOT / "scenarios" / "tables" / "table-six-skip.yaml").read_text(encoding="utf-8")
    bare = tmp_path / "six.yaml"
    bare.write_text(scenario.replace("rules_file: our-table.rules.yaml\n", ""), encoding="utf-8")
    return bare


def test_cli_check_with_a_rules_file_and_without(tmp_path: Path) -> None:
    bare = bare_six_skip(tmp_path)
    without = cli("check", str(bare))
    assert without.returncode == 1 and "unknown rule 'table.six_skip'" in without.stdout
    with_file = cli("check", str(bare), "--rules-file", str(TABLE))
    assert with_file.returncode == 0 and "1 passed, 0 failed" in with_file.stdout


@pytest.mark.parametrize("args, words", [
    (("check", "scenarios/tables", "--rules-file", "/dev/zero"), ("/dev/zero", "not a regular file")),
    (("rules", "--rules-file", "scenarios/tables"), ("not a regular file",)),
    (("rules", "--rules-file", "scenarios/tables/table-six-skip.yaml"), ("unknown field",)),
    (("graph", "--rules", "--decks", "poker"), ("--decks", "unknown deck 'poker'")),
    (("simulate", "--games", "1", "--rules-file", "/nonexistent.yaml"), ("/nonexistent.yaml", "cannot be read")),
])
def test_a_bad_rules_file_on_the_command_line_is_one_line(args: tuple[str, ...], words: tuple[str, ...]) -> None:
    out = cli(*args)
    assert out.returncode == 2 and "Traceback" not in out.stdout + out.stderr
    lines = [line for line in (out.stdout + out.stderr).splitlines() if line.strip()]
    assert len(lines) == 1, lines
    for w in words:
        assert w in lines[0], lines[0]


def test_cli_rules_lists_a_files_rules_in_both_languages() -> None:
    en = cli("rules", "--rules-file", str(TABLE))
    assert en.returncode == 0 and "table.six_skip" in en.stdout and "Heart lock" in en.stdout
    ja = cli("rules", "--lang", "ja", "--rules-file", str(TABLE))
    assert ja.returncode == 0 and "ハート縛り" in ja.stdout and "table." not in ja.stdout
    one = cli("rules", "table.two_discard", "--rules-file", str(TABLE))
    assert one.returncode == 0 and "Two discard" in one.stdout


# -- a scenario's own rule file ---------------------------------------------------------------------------

def test_a_scenario_reads_the_rule_file_next_to_it() -> None:
    run = run_scenario(load_scenario(ROOT / "scenarios" / "tables" / "table-heart-lock.yaml"))
    assert run.ok


@pytest.mark.parametrize("value, words", [
    ("../../etc/passwd.yaml", "next to the scenario"),
    ("/etc/x.yaml", "next to the scenario"),
    ("rules.txt", "next to the scenario"),
    ("[]", "a file name or a list"),
    ("missing.rules.yaml", "cannot be read"),
])
def test_a_scenarios_rule_file_stays_in_its_folder(tmp_path: Path, value: str, words: str) -> None:
    path = tmp_path / "s.yaml"
    path.write_text(f"id: x\ntitle: t\nplayers: [A, B, C]\nrules_file: {value}\n", encoding="utf-8")
    with pytest.raises(ScenarioError) as info:
        load_scenario(path)
    assert words in str(info.value) and info.value.field.startswith("rules_file")


def test_pasted_text_names_no_rule_file() -> None:
    with pytest.raises(ExplorerError, match="pasted scenario cannot read files"):
        scenario_from_text("id: x\ntitle: t\nplayers: [A, B, C]\nrules_file: our-table.rules.yaml\n")


def test_cli_graph_searches_a_files_rules_against_the_chosen_decks() -> None:
    import json

    out = cli("graph", "--rules", "--decks", "classic", "--positions", "5", "--rules-file", str(TABLE))
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    nodes = {n["id"] for n in data["nodes"]}
    assert {"table.six_skip", "table.six_skip@house", "classic.five_skip"} <= nodes
    assert not any(n.get("number") for n in data["nodes"])  # no Cthulhu card: only the classic deck was chosen
    assert "edges of the rule file's 3 rules" in out.stderr


def test_a_file_read_again_after_an_edit_replaces_its_rules() -> None:
    text = ONE.replace("mine.six_skip", "mine.edited")
    register(rules_from_text(text, "edited.yaml"), "edited.yaml")
    register(rules_from_text(text.replace("{skip: 1}", "{skip: 2}"), "edited.yaml"), "edited.yaml")
    assert rule_class("mine.edited").spec.effect.count == 2  # type: ignore[attr-defined]
    assert sum(1 for r in every_rule() if r.id == "mine.edited") == 1


def test_a_rule_id_without_its_rule_file_names_the_file() -> None:
    from explorer.engine.errors import RuleError
    from explorer.rules.catalogue import _where_defined

    # what rule_class says of an unknown deck.name id (table.six_skip may be registered by now in this process)
    en, ja = _where_defined("table.six_skip")
    assert "scenarios/tables/our-table.rules.yaml" in en and "rules_file:" in en and "--rules-file" in en
    assert "scenarios/tables/our-table.rules.yaml" in ja and "rules_file:" in ja
    with pytest.raises(RuleError, match="a table's own rule comes from its rule file"):
        rule_class("ours.no_such_rule")
    with pytest.raises(RuleError, match="the classic deck's rules are classic.spade3_return, classic.five_skip"):
        rule_class("classic.fiveskip")


def test_the_cli_says_which_rule_file_a_scenario_needs(tmp_path: Path) -> None:
    out = cli("check", str(bare_six_skip(tmp_path)))
    assert out.returncode == 1 and "scenarios/tables/our-table.rules.yaml" in out.stdout


def test_finish_ruling_is_read_from_a_rule_file() -> None:
    rules = rules_from_text(ONE.replace("effect: {skip: 1}", "effect: {discard: 1}\n    finish: never"), "f.yaml")
    assert rules[0].finish_ruling == "never"
    with pytest.raises(ScenarioError, match=r"finish: expected one of played, never, forbidden"):
        rules_from_text(ONE.replace("effect: {skip: 1}", "effect: {discard: 1}\n    finish: sometimes"), "f.yaml")
    with pytest.raises(ScenarioError, match="only a give or discard effect"):
        rules_from_text(ONE.replace("effect: {skip: 1}", "effect: {skip: 1}\n    finish: never"), "f.yaml")
