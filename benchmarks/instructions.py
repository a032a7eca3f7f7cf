#!/usr/bin/env python3
"""Instructions per decision of the engine benchmark's loop, counted by valgrind: a figure the machine's load does
not move (on a shared machine the benchmark's rates swing by a quarter; benchmarks/README.md).

The loop is :mod:`engine_vs_openspiel`'s (list the decision's actions, choose one at random, apply it): ``--warm``
games with the benchmark's warm-up seeds (1,000,001 …, filling the move generators' tables as its warm-up does),
then ``--games`` games with its seeds (1 …). Two runs under ``valgrind --tool=callgrind``: the warm-up alone, and
the warm-up with the measured games; the difference over the measured games' decisions is the figure (start-up
and warm-up subtracted). Both runs take minutes of one core (compiled, 40 all-laws games after 100: about
11,500 decisions).

    .venv/bin/python benchmarks/instructions.py              # all 25 laws, 100 + 40 games
    .venv/bin/python benchmarks/instructions.py --base       # base rules only
    DX_PURE=1 .venv/bin/python benchmarks/instructions.py    # the pure build
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def play(laws: bool, warm: int, games: int) -> None:
    """The loop itself (run inside valgrind): prints the build and the measured games' decisions."""
    sys.path.insert(0, str(ROOT))
    sys.path.insert(0, str(ROOT / "benchmarks"))
    import explorer
    from engine_vs_openspiel import ALL_LAWS, Result, engine_runner

    runner = engine_runner(ALL_LAWS if laws else ())
    scratch, out = Result("warm-up"), Result("measured")
    for i in range(warm):
        runner(1 + 1_000_000 + i, scratch)
    for i in range(games):
        runner(1 + i, out)
    print(f"build={explorer.BUILD} decisions={out.decisions}", flush=True)


def count(laws: bool, warm: int, games: int) -> tuple[int, str]:
    """Instructions valgrind counts for one run of the loop, and what the loop printed."""
    with tempfile.TemporaryDirectory() as tmp:
        outfile = Path(tmp) / "callgrind.out"
        cmd = ["valgrind", "--tool=callgrind", f"--callgrind-out-file={outfile}", sys.executable, __file__,
               "--play", "--warm", str(warm), "--games", str(games)] + ([] if laws else ["--base"])
        done = subprocess.run(cmd, capture_output=True, text=True, check=True)
        summary = re.search(r"^summary:\s+(\d+)", outfile.read_text(), re.MULTILINE)
        if summary is None:
            raise SystemExit(f"instructions: no summary line in callgrind's output:\n{done.stderr[-2000:]}")
        return int(summary.group(1)), done.stdout.strip()


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    ap.add_argument("--base", action="store_true", help="base rules only (default: all 25 laws)")
    ap.add_argument("--warm", type=int, default=100, help="warm-up games, subtracted (default 100)")
    ap.add_argument("--games", type=int, default=40, help="measured games (default 40)")
    ap.add_argument("--play", action="store_true", help=argparse.SUPPRESS)  # the loop, run inside valgrind
    args = ap.parse_args(argv)
    if args.play:
        play(not args.base, args.warm, args.games)
        return 0
    if shutil.which("valgrind") is None:
        print("instructions: valgrind is not installed (Debian: apt-get install valgrind)", file=sys.stderr)
        return 1
    warm_only, _ = count(not args.base, args.warm, 0)
    total, printed = count(not args.base, args.warm, args.games)
    decisions = int(printed.rsplit("decisions=", 1)[1])
    rules = "base rules" if args.base else "all 25 laws"
    print(f"{printed.split(' decisions=')[0]}, {rules}, {os.environ.get('DX_PURE') and 'DX_PURE=1, ' or ''}"
          f"{args.games} games after {args.warm} warm-up: {decisions:,} decisions, "
          f"{(total - warm_only) / decisions:,.0f} instructions per decision "
          f"({total - warm_only:,} instructions, warm-up run {warm_only:,})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
