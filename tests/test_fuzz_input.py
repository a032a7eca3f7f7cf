"""Fuzzing the inputs (issue 11): mutated copies of the project's own scenario files and random notation
strings, with a fixed seed.  Each case must end in a clean run or a documented error (an ExplorerError
whose message is printable and short) within a time limit per case; a traceback or a hang fails.

The same cases, many more of them, run with ``python tools/fuzz_inputs.py --files 5000 --strings 50000``.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def fuzz() -> ModuleType:
    spec = importlib.util.spec_from_file_location("fuzz_inputs", ROOT / "tools" / "fuzz_inputs.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["fuzz_inputs"] = module
    spec.loader.exec_module(module)
    return module


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


def test_a_hang_is_caught_and_counted(fuzz: ModuleType) -> None:
    tally = fuzz.Tally()

    def forever() -> None:
        while True:
            pass

    fuzz.run_case(tally, "a loop", forever, limit=0.2)
    fuzz.run_case(tally, "a bug", lambda: 1 / 0)
    assert tally.counts["hang"] == 1 and tally.counts["undocumented"] == 1 and not tally.ok
