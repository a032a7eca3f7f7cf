"""Fuzz the explorer's inputs as a hostile user would (issue 11): mutated scenario files and random notation.

Every case must end in a clean run or a documented error (an ``ExplorerError``, whose text in both
languages is printable and short), within a time limit.  A traceback (any other exception) or a case over
the time limit is a failure, printed with the input that caused it.

    python tools/fuzz_inputs.py --files 5000 --strings 50000 --seed 1

The test ``tests/test_fuzz_input.py`` runs a few hundred cases of each with a fixed seed.
"""

from __future__ import annotations

import argparse
import copy
import datetime
import functools
import io
import json
import os
import random
import signal
import sys
import tempfile
import time
import traceback
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from explorer.engine.cards import parse_card, parse_cards, parse_rank, parse_suits  # noqa: E402
from explorer.engine.errors import MESSAGE_LIMIT, ExplorerError  # noqa: E402
from explorer.engine.melds import parse_meld, parse_pattern  # noqa: E402
from explorer.rules.catalogue import rule_class  # noqa: E402
from explorer.rules.custom.loader import rules_from_data  # noqa: E402
from explorer.scenarios.model import parse_scenario  # noqa: E402
from explorer.scenarios.runner import check_paths, run_scenario, scenario_files  # noqa: E402
from explorer.engine.state import State  # noqa: E402
from explorer.text.describe import describe

TIME_LIMIT = 10.0
"""Seconds a single case may take before it counts as a hang."""
OUTPUT_LIMIT = 200_000
"""The most characters ``check`` may print for one mutated file."""

HOSTILE = [
    "♠11", "X3", "S0", "JK JK JK", "♠3 ♠3", "JK=JK", "♦A=Z", "as", "pass", "A plays ♠3", "A picks ²", "A orders bogus",
    "[play]", "{a: 1}", "[]", "{}", "null", "~", "-1", "0", "54", "true", "yes", "on", "1e400", ".nan", "-.inf",
    "2024-01-01", "0x1F", "0o17", "1:30:00", "99999999999999999999", "9" * 4301, "'²'", "'٠٩'", "'１２'", "２",
    '"\\ud800"', '"\\udfff x"', '"\\0"', '"A\\x1b[2J"', '"A\\nB"', '"A\\tB"', '"\\u202e"', "&a x", "*a", "*nope",
    "!!binary aGk=", "!!python/object:os.system", "!!set {a, b}", "!!omap [a: 1]", "[[[[[[", "]]]", "'", '"', ":",
    "- -", "? [a]", "<script>alert(1)</script>", "x" * 5000, "A", "B", "Z", "stairs", "eight_cut", "99", "02",
    "{suit: ♠}", "{rank: '6'}", "{player: B, includes: [♠11]}", "{kind: [play]}", "{draft: 5}", "{ja: [], en: 0}",
    '"a-b\\n"', "[A, A, A]", "[A, B]", "[A, B, C, D, E, F, G]", "🃏", "ジョーカー", "\t", "%YAML 1.1", "---", "...",
]


def alias_bomb(rng: random.Random) -> str:
    width, levels = rng.randint(2, 10), rng.randint(3, 12)
    lines = [f"a0: &a0 [{', '.join(['lol'] * width)}]"]
    lines += [f"a{i}: &a{i} [{', '.join([f'*a{i - 1}'] * width)}]" for i in range(1, levels)]
    return "\n".join(lines) + f"\nplayers: *a{levels - 1}\n"


def _tokens(line: str) -> list[tuple[int, int]]:
    spans, start = [], None
    for i, ch in enumerate(line + " "):
        if ch in " ,[]{}:" and start is not None:
            spans.append((start, i))
            start = None
        elif ch not in " ,[]{}:" and start is None:
            start = i
    return spans


def mutate_text(rng: random.Random, text: str) -> str:
    """One to three edits of a scenario's text: lines dropped, moved or doubled, tokens replaced by hostile
    values, hostile lines inserted, the text cut short, nesting or an alias bomb added."""
    lines = text.splitlines()
    for _ in range(rng.randint(1, 3)):
        if not lines:
            lines = [""]
        i = rng.randrange(len(lines))
        op = rng.randrange(10)
        if op == 0:
            del lines[i]
        elif op == 1:
            lines.insert(i, lines[i])
        elif op == 2:
            j = rng.randrange(len(lines))
            lines[i], lines[j] = lines[j], lines[i]
        elif op in (3, 4, 5):
            spans = _tokens(lines[i])
            if spans:
                a, b = rng.choice(spans)
                lines[i] = lines[i][:a] + rng.choice(HOSTILE) + lines[i][b:]
        elif op == 6:
            indent = " " * rng.choice([0, 2, 4, 6, 8])
            key = rng.choice(["", "field: ", "hands: ", "lock: ", "moves: ", "pending: ", "draft: ", "title: ",
                              "players: ", "laws: ", "turn: ", "- do: ", "expect: ", "points: ", "id: "])
            lines.insert(i, indent + key + rng.choice(HOSTILE))
        elif op == 7:
            cut = rng.randrange(len(text) + 1)
            return text[:cut]
        elif op == 8:
            depth = rng.choice([10, 40, 500, 5000])
            lines.insert(i, "x: " + "[" * depth + "]" * depth)
        else:
            lines = alias_bomb(rng).splitlines() + lines
    return "\n".join(lines) + "\n"


def _random_value(rng: random.Random, depth: int = 0) -> Any:
    pick = rng.randrange(14 if depth < 3 else 10)
    simple: list[Any] = [None, True, -1, 0, 10**40, 1.5, float("inf"), "", "♠11", "\ud800", "A\x00",
                         "²", "٠٩", "x" * 2000, "pass", "A", "stairs"]
    if pick < 10:
        return rng.choice(simple)
    if pick < 12:
        return [_random_value(rng, depth + 1) for _ in range(rng.randint(0, 3))]
    return {rng.choice(["a", "player", "kind", "ja", "en", "suit", "rank", "cards", "by", 1]):
            _random_value(rng, depth + 1) for _ in range(rng.randint(0, 3))}


def mutate_data(rng: random.Random, data: Any) -> Any:
    """Replace, delete or wrap one value somewhere in already-parsed scenario data."""
    if not isinstance(data, (dict, list)) or not data:
        return _random_value(rng)
    node: Any = data
    for _ in range(rng.randint(0, 5)):
        children = list(node.values()) if isinstance(node, dict) else node
        inner = [c for c in children if isinstance(c, (dict, list)) and c]
        if not inner:
            break
        node = rng.choice(inner)
    keys = list(node.keys()) if isinstance(node, dict) else list(range(len(node)))
    if not keys:
        return data
    key = rng.choice(keys)
    op = rng.randrange(4)
    if op == 0 and isinstance(node, dict):
        del node[key]
    elif op == 1:
        node[key] = [node[key]]
    elif op == 2 and isinstance(node, dict):
        node[rng.choice(["colour", "x", 0])] = _random_value(rng)
    else:
        node[key] = _random_value(rng)
    return data


NOTATION_ATOMS = ["♠", "♥", "♦", "♣", "♤", "S", "H", "D", "C", "s", "3", "4", "9", "10", "1", "2", "J", "Q", "K",
                  "A", "T", "JK", "JOKER", "🃏", "ジョーカー", "=", "as", " ", " ", ",", "、", "\ufe0f", "²", "٠", "٩",
                  "１", "x", "0", "11", "\ud800", "\x00", "ß", "ﬁ", "İ", "plays", "picks", "orders", "gives", "to",
                  "trims", "names", "discards", "takes", "calls", "dobon", "recycles", "shows", "hand", "passes",
                  "nothing", "B", "C", "stairs", "eight_cut", "09", "99", "9" * 50, "\n", "\t"]


def random_notation(rng: random.Random) -> str:
    """A random string: notation atoms, and now and then any character at all."""
    parts = []
    for _ in range(rng.randint(0, 10)):
        if rng.random() < 0.1:
            parts.append(chr(rng.randrange(0x20, 0x30000)))
        else:
            parts.append(rng.choice(NOTATION_ATOMS))
        if rng.random() < 0.4:
            parts.append(" ")
    return "".join(parts)


class Hang(BaseException):
    """A case ran over its time limit."""


@contextmanager
def time_limit(seconds: float) -> Iterator[None]:
    """Raise :class:`Hang` in the case after ``seconds`` (SIGALRM: the main thread of a Unix process)."""

    def ring(signum: int, frame: object) -> None:
        raise Hang()

    old = signal.signal(signal.SIGALRM, ring)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)


@dataclass
class Tally:
    """Outcomes of a run: ``clean``, ``documented`` (an ExplorerError), ``undocumented``, ``hang``."""

    counts: Counter[str] = field(default_factory=Counter)
    failures: list[str] = field(default_factory=list)
    slowest: float = 0.0

    @property
    def ok(self) -> bool:
        return not self.counts["undocumented"] and not self.counts["hang"]


def _check_message(exc: ExplorerError) -> None:
    for lang in ("en", "ja"):
        text = describe(exc, lang)
        text.encode("utf-8")
        if len(text) > MESSAGE_LIMIT:
            raise AssertionError(f"message of {len(text)} characters")


def run_case(tally: Tally, what: str, fn: Callable[[], object], limit: float = TIME_LIMIT) -> None:
    t0 = time.monotonic()
    try:
        with time_limit(limit):
            outcome = fn()
        tally.counts["documented" if outcome == "documented" else "clean"] += 1
    except Hang:
        tally.counts["hang"] += 1
        tally.failures.append(f"HANG over {limit} s: {what}")
    except ExplorerError as exc:
        try:
            _check_message(exc)
            tally.counts["documented"] += 1
        except Exception:  # noqa: BLE001
            tally.counts["undocumented"] += 1
            tally.failures.append(f"UNPRINTABLE or long message: {what}\n{traceback.format_exc()}")
    except Exception:  # noqa: BLE001 - what the fuzzer is looking for
        tally.counts["undocumented"] += 1
        tally.failures.append(f"TRACEBACK: {what}\n{traceback.format_exc()}")
    tally.slowest = max(tally.slowest, time.monotonic() - t0)


def check_text(text: str, folder: Path, lang: str) -> str:
    """What ``python -m explorer check FILE`` does with ``text``; its output must be printable and bounded."""
    path = folder / "fuzz.yaml"
    path.write_bytes(text.encode("utf-8", "surrogatepass"))
    out = io.StringIO()
    check_paths([str(path)], lang, out=out)
    printed = out.getvalue()
    printed.encode("utf-8")
    if len(printed) > OUTPUT_LIMIT:
        raise AssertionError(f"check printed {len(printed)} characters")
    if "Traceback" in printed:
        raise AssertionError("check printed a traceback")
    return "documented" if "\n  error: " in printed else "clean"


def sandbox_load(page: Any, text: str) -> str:
    """The Sandbox's Load: a refusal keeps the set-up and shows a short, escaped message."""
    before = page.setup
    if page.load(text, "<pasted>"):
        return "clean"
    if page.setup != before:
        raise AssertionError("a refused load changed the set-up")
    shown_html = str(page.message.value)
    if len(shown_html) > 3 * MESSAGE_LIMIT or "<script" in shown_html:
        raise AssertionError(f"the page shows {shown_html[:300]!r}")
    return "documented"


def parse_data(data: Any) -> None:
    """A pasted scenario already parsed (``parse_scenario``), then run, its summaries printed."""
    result = run_scenario(parse_scenario(data, "<fuzz>"))
    for step in result.steps:
        step.summary("en").encode("utf-8")
        step.summary("ja").encode("utf-8")


def fuzz_files(count: int, seed: int, tally: Tally, seeds: list[Path] | None = None) -> None:
    """``count`` mutated copies of the project's scenario files, alternately as text (through ``check``)
    and as parsed data (through ``parse_scenario``)."""
    rng = random.Random(seed)
    files = seeds or scenario_files([str(ROOT / "scenarios")])
    texts = [f.read_text(encoding="utf-8") for f in files]
    page: Any = None
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        for i in range(count):
            text = rng.choice(texts)
            if i % 20 == 19:  # the Sandbox's Load button with pasted text
                if page is None:
                    from explorer.widgets.i18n import Language
                    from explorer.widgets.sandbox import Sandbox

                    page = Sandbox(Language(lang="en"))
                mutated = mutate_text(rng, text)
                run_case(tally, f"sandbox:\n{mutated[:3000]!r}", lambda: sandbox_load(page, mutated))
            elif i % 3 == 2:
                data = mutate_data(rng, yaml.safe_load(text))
                run_case(tally, f"data {data!r:.2000}", lambda: parse_data(data))
            else:
                mutated = mutate_text(rng, text)
                lang = rng.choice(["en", "ja"])
                run_case(tally, f"file ({lang}):\n{mutated[:3000]!r}", lambda: check_text(mutated, folder, lang))


_STATE = State.from_position(["A", "B", "C"], hands={"A": "♥9 JK ♠3 ♠4 ♠5 ♦8", "B": "♠6 JK", "C": "♠7"}, turn="A")
_PARSERS: list[Callable[[str], object]] = [
    parse_card, parse_cards, parse_rank, parse_suits, parse_meld, rule_class,
    lambda t: parse_pattern(t, limit=8).resolve(limit=8),
    lambda t: _STATE.copy().parse_action(t),
    lambda t: _STATE.copy().parse_action("A " + t),
    lambda t: _STATE.copy().parse_action("A plays " + t),
]


def fuzz_strings(count: int, seed: int, tally: Tally) -> None:
    """``count`` random strings, each through every notation reader."""
    rng = random.Random(seed)
    for _ in range(count):
        text = random_notation(rng)
        for parse in _PARSERS:
            run_case(tally, f"notation {text!r}", lambda: parse(text), limit=2.0)


WRONG_VALUES: list[tuple[str, Any]] = [
    ("a whole number", 7), ("zero", 0), ("a negative number", -3), ("a float", 1.5), ("infinity", float("inf")),
    ("true", True), ("false", False), ("null", None), ("a date", datetime.date(2024, 1, 1)), ("a list", ["A", 1]),
    ("an empty list", []), ("a mapping", {"x": 1}), ("a mapping keyed by a number", {1: "x"}),
    ("text with a NUL", "A\x00B"), ("text with an escape sequence", "\x1b[2J"), ("empty text", ""),
]
"""What every field of a file is replaced with in turn (:func:`fuzz_types`): each YAML scalar type, a list, a
mapping, and text holding control characters."""
WRONG_KEYS: list[Any] = [1, True, None, 1.5]
"""What every key of a mapping is replaced with in turn: YAML keys need not be text."""
CONTROLS = ["\x00", "\x01", "\x08", "\x1b", "\x7f", "\x85", "\x9f"]
"""Control characters written raw into a file's text, at its start, middle and end."""


def _paths(data: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    yield path
    items = data.items() if isinstance(data, dict) else enumerate(data) if isinstance(data, list) else ()
    for key, value in items:
        yield from _paths(value, path + (key,))


@functools.lru_cache(maxsize=None)
def _parsed(f: Path) -> Any:
    """``f`` as YAML reads it, read once (:func:`field_cover` reads every file, :func:`fuzz_types` the covering
    ones again). Shared, so never changed: a variant is a deep copy (:func:`_replaced`, :func:`_rekeyed`)."""
    return yaml.safe_load(f.read_text(encoding="utf-8"))


def field_cover(files: list[Path]) -> list[tuple[Path, tuple[Any, ...]]]:
    """One ``(file, path)`` for each field of the format that any of ``files`` uses (list indices generalised:
    ``steps[*].expect.moves.includes[*]``), in the first file that has it."""
    cover: dict[tuple[Any, ...], tuple[Path, tuple[Any, ...]]] = {}
    for f in files:
        for path in _paths(_parsed(f)):
            cover.setdefault(tuple("[*]" if isinstance(k, int) else k for k in path), (f, path))
    return list(cover.values())


def _replaced(data: Any, path: tuple[Any, ...], value: Any) -> Any:
    if not path:
        return value
    data = copy.deepcopy(data)
    node = data
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = value
    return data


def _rekeyed(data: Any, path: tuple[Any, ...], old: Any, new: Any) -> Any:
    data = copy.deepcopy(data)
    node = data
    for key in path:
        node = node[key]
    node[new] = node.pop(old)
    return data


def _variants(data: Any, path: tuple[Any, ...]) -> Iterator[tuple[str, Any]]:
    node = data
    for key in path:
        node = node[key]
    where = ".".join(map(str, path)) or "(top level)"
    for what, value in WRONG_VALUES:
        yield f"{where} = {what}", _replaced(data, path, value)
    if isinstance(node, dict):
        for old in list(node)[:3]:
            for new in WRONG_KEYS:
                yield f"{where}: key {old!r} -> {new!r}", _rekeyed(data, path, old, new)


def _numbered_players(data: dict[str, Any]) -> Any:
    """``data`` with its players named 1, 2, 3 … everywhere (YAML reads such names as numbers, not text)."""
    names = [str(n) for n in data.get("players") or []]
    number = {n: i + 1 for i, n in enumerate(names)}

    def swap(value: Any) -> Any:
        if isinstance(value, dict):
            return {number.get(k, k) if isinstance(k, str) else k: swap(v) for k, v in value.items()}
        if isinstance(value, list):
            return [swap(v) for v in value]
        if isinstance(value, str):
            if value in number:
                return number[value]
            words = value.split(" ")
            return " ".join(str(number[w]) if w in number else w for w in words)
        return value

    return swap(data)


def _dump(data: Any) -> str:
    return yaml.safe_dump(data, allow_unicode=True, sort_keys=False)


def fuzz_types(tally: Tally, *, every: int = 1, text_every: int = 4) -> None:
    """Every field of every kind the project's scenario files use, and of a table's rules file, replaced by
    each :data:`WRONG_VALUES` (and every key by each :data:`WRONG_KEYS`): each must run or be refused with a
    documented error, on whichever build is loaded.  Every ``text_every``-th case goes through ``check`` as
    text (the loader too), the others through :func:`parse_scenario`; ``every`` > 1 takes every n-th field
    (a shorter run).  Then each control character of :data:`CONTROLS` written raw into each covered file."""
    files = scenario_files([str(ROOT / "scenarios")])
    cover = field_cover(files)[::every]
    n = 0
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        for f, path in cover:
            data = _parsed(f)
            if isinstance(data, dict) and "rules_file" in data:
                continue  # below, beside its rules file
            for what, mutated in _variants(data, path):
                n += 1
                label = f"{f.name}: {what}"
                if n % text_every == 0:
                    text = _dump(mutated)
                    run_case(tally, f"file {label}", lambda: check_text(text, folder, "ja" if n % 2 else "en"))
                else:
                    run_case(tally, f"data {label}", lambda: parse_data(mutated))
        for f in sorted({f for f, _ in cover}):
            data = _parsed(f)
            if isinstance(data, dict) and "rules_file" not in data:
                renamed = _numbered_players(data)
                run_case(tally, f"data {f.name}: players numbered", lambda: parse_data(renamed))
                text = _dump(renamed)
                run_case(tally, f"file {f.name}: players numbered", lambda: check_text(text, folder, "en"))
            text = f.read_text(encoding="utf-8")
            for ch in CONTROLS:
                for at in (0, len(text) // 2, len(text)):
                    bad = text[:at] + ch + text[at:]
                    run_case(tally, f"file {f.name} with {ch!r} at {at}", lambda: check_text(bad, folder, "en"))
        _fuzz_rules_file(tally, folder, every)


def _fuzz_rules_file(tally: Tally, folder: Path, every: int) -> None:
    """A table's rules file (``scenarios/tables/``) with each field replaced, then the scenarios that name it
    run against it, so a value the file's reader let through must also be safe in the engine."""
    tables = ROOT / "scenarios" / "tables"
    rules_path = tables / "our-table.rules.yaml"
    scenarios = sorted(p for p in tables.glob("*.yaml") if p != rules_path)
    for p in scenarios:
        (folder / p.name).write_bytes(p.read_bytes())
    data = yaml.safe_load(rules_path.read_text(encoding="utf-8"))
    for f, path in field_cover([rules_path])[::every]:
        for what, mutated in _variants(data, path):
            text = _dump(mutated)

            def run() -> str:
                (folder / rules_path.name).write_text(text, encoding="utf-8")
                out = io.StringIO()
                check_paths([str(folder / p.name) for p in scenarios], "en", out=out)
                printed = out.getvalue()
                if "Traceback" in printed:
                    raise AssertionError("check printed a traceback")
                return "documented" if "\n  error: " in printed else "clean"

            run_case(tally, f"rules file {rules_path.name}: {what}", run)
    for shipped in sorted((ROOT / "explorer" / "rules" / "custom").glob("*.json")):
        raw = json.loads(shipped.read_text(encoding="utf-8"))
        for f, path in field_cover([shipped])[::every * 3]:
            for what, mutated in _variants(raw, path):
                run_case(tally, f"rules {shipped.name}: {what}",
                         lambda: rules_from_data(yaml.safe_load(_dump(mutated)), "<fuzz rules>", shipped=True) and "clean")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--files", type=int, default=5000, help="mutated scenario files (default 5000)")
    ap.add_argument("--strings", type=int, default=50000, help="random notation strings (default 50000)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--no-types", action="store_true",
                    help="skip the run that gives every field of a scenario and a rules file each wrong YAML type")
    ap.add_argument("--show", type=int, default=5, help="failures to print in full")
    args = ap.parse_args(argv)
    os.environ.setdefault("PYTHONHASHSEED", "0")
    runs: list[tuple[str, Callable[[Tally], None], str]] = [
        ("files", lambda t: fuzz_files(args.files, args.seed, t), f"{args.files} cases"),
        ("strings", lambda t: fuzz_strings(args.strings, args.seed, t), f"{args.strings} cases"),
    ]
    if not args.no_types:
        runs.append(("types", lambda t: fuzz_types(t), "every field, every wrong type"))
    for name, run, what in runs:
        tally = Tally()
        t0 = time.monotonic()
        run(tally)
        c = tally.counts
        print(f"{name}: {what}, {sum(c.values())} runs in {time.monotonic() - t0:.1f} s: {c['clean']} clean, "
              f"{c['documented']} documented errors, {c['undocumented']} tracebacks/undocumented, {c['hang']} hangs; "
              f"slowest case {tally.slowest:.2f} s", flush=True)
        for failure in tally.failures[: args.show]:
            print(failure, flush=True)
        if not tally.ok:
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
