"""Fuzzing the inputs (issue 11): mutated copies of the project's own scenario files and random notation
strings, with a fixed seed.  Each case must end in a clean run or a documented error (an ExplorerError
whose message is printable and short) within a time limit per case; a traceback or a hang fails.

The same cases, many more of them, run with ``python tools/fuzz_inputs.py --files 5000 --strings 50000``.

The whole file is in the fast subset (``pytest -m rules``), so ``make test`` runs it on the compiled build and
again on the pure one: mypyc checks types at run time, and a value of the wrong YAML type that the pure build
carries through harmlessly can stop the compiled one with a ``TypeError`` (issue 25).
"""

from __future__ import annotations

from pathlib import Path
from types import ModuleType

import pytest

import explorer
from script_loader import load_script

ROOT = Path(__file__).resolve().parents[1]
pytestmark = pytest.mark.rules  # both builds: see above


@pytest.fixture(scope="module")
def fuzz() -> ModuleType:
    return load_script(ROOT / "tools" / "fuzz_inputs.py")


def report(tally: object) -> str:
    return "\n\n".join(getattr(tally, "failures")[:5])


def test_mutated_scenario_files(fuzz: ModuleType) -> None:
    tally = fuzz.Tally()
    fuzz.fuzz_files(400, 11, tally)
    assert tally.ok, report(tally)
    assert sum(tally.counts.values()) == 400
    # the mutations reach both outcomes: some files still run, most are refused with a clear error
    assert tally.counts["clean"] > 20 and tally.counts["documented"] > 200, tally.counts


def test_random_notation(fuzz: ModuleType) -> None:
    tally = fuzz.Tally()
    fuzz.fuzz_strings(1500, 11, tally)
    assert tally.ok, report(tally)
    assert tally.counts["clean"] > 100 and tally.counts["documented"] > 1000, tally.counts


def test_every_field_every_wrong_type(fuzz: ModuleType) -> None:
    """Every field the project's scenario files use (123 of them) and every field of a table's rules file, given
    each YAML type it should not have (numbers, floats, booleans, null, dates, lists, mappings, text with control
    characters) and each mapping key given a number, a boolean or null; players named 1, 2, 3; control
    characters written raw into the file (a NUL once ended in PyYAML's ReaderError).  All ~3,600 end in a
    clean run or the one-line error.

    The pure build takes every other field (~1,900 cases): the wrong types this hunts stop the compiled build,
    which checks types at run time (see above), and the pure build's run was the pure lane's longest test (77 s
    of its 205 s in CI); every field still runs there in ``python tools/fuzz_inputs.py``."""
    every = 1 if explorer.BUILD.kind == "compiled" else 2
    tally = fuzz.Tally()
    fuzz.fuzz_types(tally, every=every)
    assert tally.ok, report(tally)
    assert tally.counts["documented"] > 3000 // every and tally.counts["clean"] > 300 // every, tally.counts


def test_numbered_players_run_like_named_ones(fuzz: ModuleType) -> None:
    """``players: [1, 2, 3]`` is three names (YAML reads them as numbers): the file runs, on both builds."""
    from explorer.scenarios.model import parse_scenario
    from explorer.scenarios.runner import run_scenario

    data = {"id": "numbered", "title": "t", "players": [1, 2, 3],
            "start": {"hands": {1: "♠3 ♠9", 2: "♠4", 3: "♠5"}, "turn": 1},
            "steps": [{"do": "1 plays ♠3", "expect": {"turn": 2, "hand_counts": {1: 1}}}]}
    result = run_scenario(parse_scenario(data, "<numbered>"))
    assert result.ok, [s.failures for s in result.steps]


@pytest.mark.parametrize("char", ["\x00", "\x1b", "\x7f", "\x85"])
def test_a_control_character_in_the_file_is_one_line(char: str, tmp_path: Path) -> None:
    from explorer.engine.errors import ScenarioError
    from explorer.scenarios.model import load_scenario

    f = tmp_path / "bad.yaml"
    f.write_text(f"id: x\ntitle: t{char}\nplayers: [A, B, C]\n", encoding="utf-8")
    with pytest.raises(ScenarioError) as err:
        load_scenario(f)
    assert "line 2, column 9" in str(err.value) and "cannot be in a scenario" in str(err.value)
    assert "\n" not in str(err.value)


def test_a_hang_is_caught_and_counted(fuzz: ModuleType) -> None:
    tally = fuzz.Tally()

    def forever() -> None:
        while True:
            pass

    fuzz.run_case(tally, "a loop", forever, limit=0.2)
    fuzz.run_case(tally, "a bug", lambda: 1 / 0)
    assert tally.counts["hang"] == 1 and tally.counts["undocumented"] == 1 and not tally.ok


def test_text_handed_over_parsed_is_checked_everywhere() -> None:
    """parse_scenario also takes data already parsed (the loader's character check never saw it): a lone
    surrogate in an expectation's list ended in UnicodeEncodeError when the Japanese summary was printed."""
    from explorer.engine.errors import ScenarioError
    from explorer.scenarios.model import parse_scenario

    data = {"id": "x", "title": "t", "players": ["A", "B", "C"], "start": {"hands": {"A": "♠3"}, "turn": "A"},
            "steps": [{"do": "A plays ♠3", "expect": {"events_exactly": ["\ud800"]}}]}
    with pytest.raises(ScenarioError, match=r"steps\[0\]\.expect\.events_exactly\[0\]: the character"):
        parse_scenario(data, "<parsed>")
    looped: list[object] = ["A", "B", "C"]
    looped.append(looped)  # holding itself: refused as a list of names, not read for ever
    with pytest.raises(ScenarioError, match="players"):
        parse_scenario({"id": "x", "title": "t", "players": looped}, "<parsed>")
