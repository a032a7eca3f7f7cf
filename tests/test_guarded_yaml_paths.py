"""The guarded loader's two parsers (explorer/guarded_yaml.py): libyaml's, read first where PyYAML has it, and
PyYAML's pure-Python one, which reads everything libyaml or a check refuses and which alone words the errors.
They must agree: the same data, value for value and type for type, for every file under scenarios/ and for
mutated ones; the same error, word for word in both languages, for bad input; and without libyaml (Pyodide)
the pure parser reads everything."""

from __future__ import annotations

import datetime
import random
from pathlib import Path
from typing import Any

import pytest
import yaml

from explorer import guarded_yaml
from explorer.engine.errors import ScenarioError
from explorer.guarded_yaml import MAX_DEPTH, MAX_DIGITS, load_yaml, read_scenario_file
from script_loader import load_script

ROOT = Path(__file__).resolve().parents[1]
FILES = sorted(p for p in (ROOT / "scenarios").rglob("*") if p.suffix in (".yaml", ".yml"))

needs_libyaml = pytest.mark.skipif(guarded_yaml._CParser is None,
                                   reason="PyYAML without libyaml: there is only the pure parser to test")

BASE = """\
id: paths-base
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

BAD = {
    "duplicate key": BASE + "players: [A, B]\n",
    "duplicate key in a nested block": BASE.replace("  turn: A\n", "  turn: A\n  turn: B\n"),
    "bad indentation": BASE.replace("  turn: A\n", "   turn: A\n"),
    "a mapping under a scalar": "id: x\ntitle: a\n  b: c\n",
    "tab as indentation": BASE.replace("  turn: A\n", "\tturn: A\n"),
    "tab before a key": "a:\n\t- 1\n",
    # libyaml reads each of these tabs as a space; PyYAML refuses them, and so does the loader
    "tab after a colon": "a:\t1\n",
    "tab ending a key's line": "pending: \t\n    x: 1\n",
    "tab after a comma": "a: [1,\t2]\n",
    "tab before a comment": "a: 1\t# c\n",
    "tab inside a plain value": "a: x\ty\n",
    "unclosed bracket": "players: [A, B\nid: x\n",
    "unclosed quote": 'title: "open\nid: x\n',
    "unclosed single quote": "title: 'open\n",
    "a colon in a plain value": "id: a: b\n",
    f"nested {MAX_DEPTH + 1} deep": "x: " + "[" * (MAX_DEPTH + 1) + "]" * (MAX_DEPTH + 1) + "\n",
    "nested 5000 deep": "x: " + "[" * 5000 + "]" * 5000 + "\n",
    "block nesting 40 deep": "".join(" " * i + f"k{i}:\n" for i in range(40)) + " " * 40 + "v\n",
    "alias nesting too deep": "a0: &a0 [x]\n" + "".join(f"a{i}: &a{i} [*a{i - 1}]\n" for i in range(1, 40)),
    "alias bomb": "a0: &a0 [" + ", ".join(["lol"] * 10) + "]\n"
                  + "".join(f"a{i}: &a{i} [{', '.join([f'*a{i - 1}'] * 10)}]\n" for i in range(1, 7)),
    "an undefined alias": "players: *nope\n",
    "an alias inside itself": "a: &a [1, *a]\n",
    f"a number of {MAX_DIGITS + 1} digits": f"points: {'9' * (MAX_DIGITS + 1)}\n",
    "a lone surrogate escaped": 'title: "\\ud800"\n',
    "a control character escaped": 'title: "A\\x1b[2J"\n',
    "a NUL escaped": 'title: "\\0"\n',
    "two documents": "id: a\n---\nid: b\n",
    "a Python tag": "x: !!python/object:os.system {}\n",
    "an unknown tag": "x: !foo bar\n",
    "a directive without a document": "%YAML 1.1\n",
    "a bad directive": "%YAML 2.0\n---\nid: x\n",
    "an anchor on nothing": "x: &\n",
    "a complex key with a list": "? [a]\n: b\n",
    "a non-character": "title: \ufffe\n",
    "a mapping key that is a list written twice": "[a]: 1\n[a]: 2\n",
    "a set written twice": "x: !!set {a, a}\n",
    "a sequence item where a key is due": BASE + "- stray\n",
    "a line separator inside a plain value": "a: one\u2028two\nb: x\n",
    "a next-line character inside a plain value": "a: one\x85two\n",
}
"""Planted bad inputs: each must be refused with the same words whichever parser read first."""

GOOD = {
    "empty": "",
    "only a comment": "# nothing\n",
    "a document marker": "---\nid: x\n...\n",
    "anchors and aliases": "a: &a [1, 2]\nb: *a\n",
    "merge keys": "base: &b {x: 1, y: 2}\nc:\n  <<: *b\n  y: 3\n",
    "the scalar kinds": "a: yes\nb: ~\nc: 0x1F\nd: 0o17\ne: 1e3\nf: .inf\ng: -.nan\nh: 2024-01-01\ni: 1:30:00\n"
                        "j: '02'\nk: !!binary aGk=\nl: !!set {a, b}\nm: !!omap [a: 1]\nn: !!pairs [a: 1, a: 2]\n",
    f"{MAX_DIGITS} digits": f"points: {'9' * MAX_DIGITS}\n",
    f"nested {MAX_DEPTH - 1} deep": "x: " + "[" * (MAX_DEPTH - 1) + "]" * (MAX_DEPTH - 1) + "\n",
    "folded and literal blocks": "a: >\n  one\n  two\n\nb: |-\n  x\n   y\nc: |+\n  z\n\n",
    "line breaks of other kinds, quoted": "a: \"one\u2028two\"\nb: \"x\\u2029y\"\nc: \"\\_\\L\\P\"\n",
    "a bracket inside a plain value": "players: A]\n",
    "a tab inside quotes": 'a: "x\ty"\nb: \'\tz\'\n',

    "a byte order mark": "\ufeffid: x\n",
    "Windows line ends": "id: x\r\nplayers: [A, B]\r\n",
    "flow with colons": "x: [a:1, 'b: 2', {c: d}]\ny: {a: [1, 2], b: {c: ~}}\n",
}
"""Inputs both parsers must read to the same data."""


def same(a: Any, b: Any) -> bool:
    """Equal, and of the same types all the way down (1 and True and 1.0 are equal in Python, not here)."""
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return list(a) == list(b) and all(same(k1, k2) and same(a[k1], b[k2]) for k1, k2 in zip(a, b))
    if isinstance(a, (list, tuple)):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
    if isinstance(a, float) and a != a:
        return b != b
    return bool(a == b)


def outcome(text: str, path: str = "<pasted>") -> tuple[str, Any]:
    """What :func:`load_yaml` gives: ("data", the value) or ("error", its file, field and words in both
    languages)."""
    try:
        return "data", load_yaml(text, path)
    except ScenarioError as exc:
        return "error", (exc.file, exc.field, exc.problem, exc.problem_ja, str(exc))


def pure_outcome(monkeypatch: pytest.MonkeyPatch, text: str, path: str = "<pasted>") -> tuple[str, Any]:
    with monkeypatch.context() as m:
        m.setattr(guarded_yaml, "_CParser", None)
        return outcome(text, path)


def test_there_are_files_to_compare() -> None:
    assert len(FILES) > 900, len(FILES)


@needs_libyaml
def test_every_scenario_file_reads_the_same_both_ways(monkeypatch: pytest.MonkeyPatch) -> None:
    differ, refused = [], []
    for path in FILES:
        text = read_scenario_file(path)
        fast = guarded_yaml._load_fast(text)
        if fast is guarded_yaml._NOT_READ:
            refused.append(path.relative_to(ROOT))
            continue
        kind, pure = pure_outcome(monkeypatch, text, str(path))
        if kind != "data" or not same(fast, pure):
            differ.append(path.relative_to(ROOT))
    assert not refused, f"libyaml refused these, so they were read twice: {refused[:10]}"
    assert not differ, differ[:10]


@needs_libyaml
@pytest.mark.parametrize("name", sorted(GOOD))
def test_good_input_reads_the_same_both_ways(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    text = GOOD[name]
    kind, pure = pure_outcome(monkeypatch, text)
    assert kind == "data", pure
    fast = guarded_yaml._load_fast(text)
    if "\t" in text:  # left to the pure parser
        assert fast is guarded_yaml._NOT_READ
    else:
        assert fast is not guarded_yaml._NOT_READ
        assert same(fast, pure), (fast, pure)
    assert same(outcome(text)[1], pure)


@pytest.mark.parametrize("name", sorted(BAD))
def test_bad_input_gets_the_pure_parsers_words(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    text = BAD[name]
    got = outcome(text, "bad.yaml")
    assert got[0] == "error", f"{name!r} was read: {got[1]!r}"
    assert got == pure_outcome(monkeypatch, text, "bad.yaml")
    if guarded_yaml._CParser is not None:  # and libyaml's reading was not what the user saw
        assert guarded_yaml._load_fast(text) is guarded_yaml._NOT_READ


def test_the_words_for_bad_input_are_the_ones_users_know() -> None:
    """A few refusals word for word (as the loader gave them before libyaml read first), so that a change of
    parser cannot change what a user reads."""
    assert outcome(BAD["a non-character"], "s.yaml")[1][1:3] == (
        "(file)", "not valid YAML: unacceptable character #xfffe: special characters are not allowed")
    assert outcome(BAD["an alias inside itself"], "s.yaml")[1][1:3] == (
        "line 1, column 4", "an alias refers to the list or mapping it is in")
    assert outcome(BAD["duplicate key"], "s.yaml")[1][1:3] == (
        "line 11, column 1", "the key 'players' is written twice in the same block (first on line 3); keep one of them")
    assert outcome(BAD["tab as indentation"], "s.yaml")[1][1:3] == (
        "line 6, column 1", "not valid YAML: found character '\\t' that cannot start any token")
    assert outcome(BAD["bad indentation"], "s.yaml")[1][1:4] == (
        "line 6, column 4", "not valid YAML: expected <block end>, but found '<block mapping start>'",
        "ファイルの書き方が正しくない（カッコや引用符の閉じ忘れ、字下げのずれなど）")
    assert outcome(BAD[f"nested {MAX_DEPTH + 1} deep"], "s.yaml")[1][1:3] == (
        "line 1, column 35", f"nested more than {MAX_DEPTH} deep; a scenario needs only a few levels")


def test_mutated_scenarios_read_the_same_both_ways(monkeypatch: pytest.MonkeyPatch) -> None:
    """A few hundred scenario files mutated as a hostile user would (tools/fuzz_inputs.py: lines dropped, moved
    and doubled, hostile tokens, cut short, deep nesting, alias bombs): the same data or the same error."""
    fuzz = load_script(ROOT / "tools" / "fuzz_inputs.py")
    rng = random.Random(44)
    texts = [read_scenario_file(p) for p in rng.sample(FILES, 150)]
    cases = [fuzz.mutate_text(rng, rng.choice(texts)) for _ in range(400)]
    errors = 0
    for text in cases:
        fast = outcome(text)
        pure = pure_outcome(monkeypatch, text)
        assert fast[0] == pure[0] and (same(fast[1], pure[1]) if fast[0] == "data" else fast == pure), text
        errors += fast[0] == "error"
    assert 50 < errors < 350, errors  # both kinds were compared


def pure_loads(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The texts the pure parser is started on from now on (it counts them)."""
    made: list[str] = []

    class Counting(guarded_yaml._GuardedLoader):
        def __init__(self, stream: str) -> None:
            made.append(stream)
            super().__init__(stream)

    monkeypatch.setattr(guarded_yaml, "_GuardedLoader", Counting)
    return made


def test_without_libyaml_the_pure_parser_reads_everything(monkeypatch: pytest.MonkeyPatch) -> None:
    """As in Pyodide, where PyYAML has no C extension: every text goes to the pure parser, and it reads."""
    made = pure_loads(monkeypatch)
    monkeypatch.setattr(guarded_yaml, "_CParser", None)
    text = read_scenario_file(FILES[0])
    assert load_yaml(text, str(FILES[0])) == yaml.load(text, Loader=yaml.SafeLoader)
    assert made == [text]
    assert guarded_yaml._load_fast(text) is guarded_yaml._NOT_READ


@needs_libyaml
def test_with_libyaml_a_good_file_is_read_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """The pure parser is not started for a file libyaml read and every check passed (else the speed is lost
    without a word), and it is for one that a check refused."""
    made = pure_loads(monkeypatch)
    load_yaml(read_scenario_file(FILES[0]), str(FILES[0]))
    assert made == []
    with pytest.raises(ScenarioError):
        load_yaml(BAD["duplicate key"])
    assert made == [BAD["duplicate key"]]


def test_the_date_kind_is_the_same_both_ways(monkeypatch: pytest.MonkeyPatch) -> None:
    kind, data = outcome("d: 2024-01-01\nt: 2024-01-01 10:00:00\n")
    assert kind == "data" and type(data["d"]) is datetime.date and type(data["t"]) is datetime.datetime
    assert same(data, pure_outcome(monkeypatch, "d: 2024-01-01\nt: 2024-01-01 10:00:00\n")[1])


def test_bad_char_finds_what_it_always_found() -> None:
    """bad_char is one regular expression now: the same characters as the loop over Unicode categories."""
    import unicodedata
    allowed = frozenset("\t\n\r")
    for code in range(0x110000):
        ch = chr(code)
        was = "\ud800" <= ch <= "\udfff" or (ch not in allowed and unicodedata.category(ch) == "Cc")
        assert (guarded_yaml.bad_char("ab" + ch) == ch) is was, hex(code)
    assert guarded_yaml.bad_char("ok\x01\x02") == "\x01"
