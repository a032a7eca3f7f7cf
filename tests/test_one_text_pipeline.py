"""Issue 42 part 3, one text pipeline: a text is made right where it is made, from typed values (a card, a meld, an
action, a rule), in the reader's language — never rendered in one form and rewritten by regular expressions.

The scan below reads every module of the package for a regular-expression substitution (``re.sub``, ``re.subn``,
``PATTERN.sub``); each one that is left is listed with why it is not a rewrite of rendered text (or that it is
still to go). A new one fails the test. The Japanese events, refusals and actions are then checked where they are
made: no English notation or id in them, names like a card left as names.
"""

from __future__ import annotations

import ast
import contextlib
from pathlib import Path

import pytest

import explorer
from explorer.engine.actions import Give, Pass
from explorer.engine.errors import IllegalMoveError
from explorer.engine.game import Game
from explorer.engine.melds import parse_meld
from explorer.engine.state import State
from explorer.text.describe import describe
from explorer.text.phrasing import action_ja, latin_words, meld_ja

PACKAGE = Path(explorer.__file__).parent

ALLOWED: dict[tuple[str, str], str] = {
    ("explorer.text.phrasing", "latin_words"): "a check: blanks card notation in its own copy to find Latin words",
    ("explorer.text.sentences", "sentence"): "fills a template (the catalogue's [a|b] verbs and {slots}), not a text",
    ("explorer.texts", "_filled"): "the export fills a page text's placeholders with sample values",
    ("explorer.texts", "check_texts"): "the export keys check's lines without the step number",
    ("explorer.texts", "collect"): "the export folds whitespace to one text a line",
    ("explorer.texts", "verbatim_texts"): "the export's key of a rulebook text quoted verbatim",
    ("explorer.texts", "lintable"): "the export's key of a text for textlint",
    ("explorer.widgets.sandbox.moves_view", "_meld_class"): "a CSS class name, never shown",
    # input, not a rendered text: a scenario's ``source`` is free text its author writes (the format has no typed
    # source: it grows, never breaks), so a reader's citation is read from it part by part
    ("explorer.text.phrasing", "source_ja"): "reads a scenario's free-text source (input) into a Japanese citation",
    ("explorer.text.phrasing", "source_en"): "reads a scenario's free-text source (input) into an English citation",
}
"""Every regular-expression substitution left in the package, by module and function, and why."""


def substitutions(source: str, module: str) -> set[tuple[str, str]]:
    """Where ``source`` calls ``re.sub``/``re.subn`` or a compiled pattern's ``.sub``/``.subn``: (module, the
    enclosing function, ``<module>`` at top level)."""
    tree = ast.parse(source)
    compiled: set[str] = set()
    for node in ast.walk(tree):  # names bound to re.compile(...) anywhere in the module
        if isinstance(node, (ast.Assign, ast.AnnAssign)) and isinstance(node.value, ast.Call):
            f = node.value.func
            if isinstance(f, ast.Attribute) and f.attr == "compile" and isinstance(f.value, ast.Name) \
                    and f.value.id == "re":
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                compiled |= {t.id for t in targets if isinstance(t, ast.Name)}
    found: set[tuple[str, str]] = set()

    def visit(node: ast.AST, where: str) -> None:
        for child in ast.iter_child_nodes(node):
            inner = child.name if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)) and where == "<module>" \
                else where
            if isinstance(child, ast.Call) and isinstance(child.func, ast.Attribute) \
                    and child.func.attr in ("sub", "subn") and isinstance(child.func.value, ast.Name) \
                    and child.func.value.id in compiled | {"re"}:
                found.add((module, where))
            visit(child, inner)

    visit(tree, "<module>")
    return found


def _module(path: Path) -> str:
    return ".".join(("explorer", *path.relative_to(PACKAGE).with_suffix("").parts)).removesuffix(".__init__")


def test_the_scan_finds_a_planted_rewrite() -> None:
    planted = '''
import re
_JOKER = re.compile(r"JK")

def card_words(text):
    return _JOKER.sub("ジョーカー", text)

def other(text):
    return re.sub(r"♠A", "♠1", text)
'''
    assert substitutions(planted, "explorer.text.planted") == {("explorer.text.planted", "card_words"),
                                                                ("explorer.text.planted", "other")}
    assert substitutions("import re\nre.match(r'x', 'x')\n", "m") == set()  # reading input is not rewriting


def test_no_new_regular_expression_rewrite_in_the_package() -> None:
    found: set[tuple[str, str]] = set()
    for path in sorted(PACKAGE.rglob("*.py")):
        found |= substitutions(path.read_text(encoding="utf-8"), _module(path))
    new = sorted(found - set(ALLOWED))
    assert not new, f"a text rewritten by a regular expression (make it right where it is made): {new}"
    gone = sorted(set(ALLOWED) - found)
    assert not gone, f"listed as allowed but no longer there (take it off the list): {gone}"


def test_the_text_modules_rewrite_nothing() -> None:
    """The modules that say actions, events, refusals and claims hold no substitution at all (``ja_text`` and the
    claims' suffix strip are gone)."""
    for rel in ("text/describe.py", "graphs/claims.py", "graphs/witness_text.py", "graphs/position.py",
                "scenarios/runner.py", "engine/events.py", "engine/flow.py", "engine/legality.py"):
        path = PACKAGE / rel
        assert substitutions(path.read_text(encoding="utf-8"), _module(path)) == set(), rel
    import explorer.text.phrasing as phrasing

    assert not hasattr(phrasing, "ja_text")


def _state(players: tuple[str, ...] = ("A", "B", "C")) -> State:
    return State(Game(players=players))


@pytest.mark.parametrize("notation, ja", [
    ("JK=♠9 ♥9", "ジョーカー（♠9として） ♥9"), ("♦9 ♦10 ♦A=J", "♦9 ♦10 ♦1（Jとして）"),
    ("♠2 ♥Q as Q", "♠2（Qとして） ♥Q"), ("♠A ♥A", "♠1 ♥1"), ("JK", "ジョーカー"),
])
def test_a_meld_is_written_in_japanese_from_its_cards(notation: str, ja: str) -> None:
    assert parse_meld(notation).text("ja") == ja == meld_ja(parse_meld(notation))
    assert parse_meld(notation).text("en") == notation


def test_events_and_refusals_are_japanese_where_they_are_made_and_a_name_like_a_card_stays_a_name() -> None:
    """Players called ``JK`` and ``♠A``: the joker is ジョーカー, the ace 1, the names stay as they are — with no
    guarding of names, since no text is rewritten after it is made."""
    s = State.from_position(["JK", "♠A", "C"], hands={"JK": "JK ♠A ♠5", "♠A": "♥A ♥4", "C": "♦3 ♦4"}, turn="JK")
    s.push(s.parse_action("JK plays JK=♠10"))
    assert describe(s.log[-1], "ja") == "JKがジョーカーを出す" or describe(s.log[-1], "ja") == \
        "JKがジョーカー（♠10として）を出す"
    with pytest.raises(IllegalMoveError) as refused:
        s.push(s.parse_action("♠A plays ♥4"))
    said = describe(refused.value, "ja")
    assert "♥4" in said and "JK" not in said.replace("JKが", "") and "♠10" in said, said
    s.push(s.parse_action("♠A plays ♥A"))
    assert describe(s.log[-1], "ja") == "♠Aが♥1を出す"


def test_an_action_said_as_a_clause_is_composed_not_trimmed() -> None:
    """A claim's sentence takes an action as a clause: the pass and a rule's choice are said as clauses where the
    action is rendered (「Bがパスする」, no rule name to cut off afterwards)."""
    s = _state()
    assert action_ja(s, Pass(1)) == "Bはパス"
    assert action_ja(s, Pass(1), clause=True) == "Bがパスする"
    give = Give(0, 0, 1)
    assert action_ja(s, give, clause=True) == action_ja(s, give) == "AがBに♠3を渡す"


def test_a_command_line_error_is_made_in_the_readers_language(capsys: pytest.CaptureFixture[str]) -> None:
    """A refused number, an unknown choice and the section headings of --help are said in Japanese where they
    are made (no English message translated by patterns afterwards, no colon replaced in the help's text)."""
    from explorer.cli.args import OneLineParser, whole
    from explorer.cli.help_ja import argparse_ja

    def parser(japanese: bool) -> OneLineParser:
        p = OneLineParser(prog="x")
        p.japanese = japanese
        p.add_argument("--games", type=whole(1))
        p.add_argument("--lang", choices=["en", "ja"])
        return p

    for japanese, argv, said in [
        (True, ["--games", "0"], "x：エラー：引数 --games：1以上の整数が必要：'0'。x --help を参照"),
        (False, ["--games", "0"], "x: error: argument --games: expected a whole number, at least 1, got '0'"),
        (True, ["--games", "٣"], "引数 --games：0〜9の数字で書いた整数が必要：'٣'"),
        (True, ["--lang", "xx"], "引数 --lang：選べない値 'xx'（選べるのは 'en', 'ja'）"),
        (False, ["--lang", "xx"], "argument --lang: invalid choice: 'xx' (choose from 'en', 'ja')"),
    ]:
        with argparse_ja() if japanese else contextlib.nullcontext():
            with pytest.raises(SystemExit):
                parser(japanese).parse_args(argv)
        assert said in capsys.readouterr().err
    with argparse_ja():
        help_ja = parser(True).format_help()
    assert "\nオプション：\n" in help_ja and "オプション:" not in help_ja, help_ja
    assert "\noptions:\n" in parser(False).format_help()


@pytest.mark.parametrize("deck", ["cthulhu", "classic", "arcasino"])
def test_every_event_of_random_rounds_is_japanese_as_made(deck: str) -> None:
    """Random rounds with a deck's rules as laws, players named like cards: every event's Japanese, as the engine
    made it and as its template says it, has no English notation and no id in it (ジョーカー, ♠1, 【8切り】), and
    the names stay names."""
    from explorer.bots import RandomBot, play_out
    from explorer.text.sentences import sentence
    from random_rounds import random_rounds

    names = ["JK", "K", "Q", "D"]
    said = 0
    for seed, _, state in random_rounds(deck, names, 6, "pipeline"):
        for e in play_out(state, {p: RandomBot(f"{seed}:{p}") for p in range(4)}):
            for text in (describe(e, "ja"), sentence(e, "ja", names), sentence(e, "ja", names, you=0)):
                said += 1
                assert not latin_words(text, names), (deck, e.kind, text)
                assert "=" not in text and " as " not in text, (deck, e.kind, text)
    assert said > 100
