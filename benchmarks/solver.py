"""The solver's speed (issues 27 and 45): positions searched per second, and the largest all-laws endgame it settles
in under a time limit.

    .venv/bin/python benchmarks/solver.py                  # compiled engine on a default install
    DX_PURE=1 .venv/bin/python benchmarks/solver.py        # the pure engine
    .venv/bin/python benchmarks/solver.py --limit 10 --seeds 5 --max-cards 24
    DX_PURE=1 .venv/bin/python benchmarks/solver.py --budget 5000 --max-cards 12 --laws-only   # positions, not time

For each endgame size (cards in all hands together, dealt at random to 4 players as evenly as possible) it
solves ``--seeds`` deals for the first player with every one of the 25 laws in force, each within ``--limit``
seconds, and prints how many were settled, the positions searched and the positions per second.  A size is
"settled" when every deal of that size was answered (true or false) within the limit; the largest such size is
the figure issue 27 asks for.  It also prints the same for base rules only.  Figures, never assertions.

``--budget N`` gives each deal at most ``N`` positions instead of a time limit and prints, for each deal, the
positions searched and the answer (``T``/``F``; ``N+``: not settled within the budget): a figure that does not
depend on how busy the machine is.  ``--all-sizes`` goes on past the first size not settled.

``--without ID,ID`` leaves those laws out of the all-laws run (what a bound that some law defeats gives without it).

``--where`` says, for each deal, where its positions were searched (counts, not time): after the player went out
first (where only a later change of first place, card 13's revolution, can still matter, and every decision is
another player's), with an out-of-turn window open (and of which kind), and how many positions were searched more
than once (a table that fails to keep them).  It reads what the search does through its own ``expand``.
"""

from __future__ import annotations

import argparse
import collections
import os
import random
import sys
import time
from collections.abc import Sequence

from explorer import BUILD
from explorer.analysis import solve
from explorer.analysis import solver as solver_module
from explorer.analysis.solver import forget
from explorer.engine.actions import Choose
from explorer.engine.cards import JOKER, STANDARD_DECK, iter_cards, mask_str
from explorer.rules.catalogue import CARDS
from explorer.engine.state import State

PLAYERS = ("A", "B", "C", "D")


def deal(size: int, seed: int) -> dict[str, str]:
    """``size`` cards (a joker among the 53) dealt round the table from a shuffled deck."""
    rng = random.Random(f"solver-bench:{size}:{seed}")
    deck = list(iter_cards(STANDARD_DECK)) + [JOKER]
    rng.shuffle(deck)
    hands = [0] * len(PLAYERS)
    for i in range(size):
        hands[i % len(PLAYERS)] |= 1 << deck[i]
    return {name: mask_str(h) for name, h in zip(PLAYERS, hands)}


class Where:
    """Where one search spends its positions (``--where``): counts by what holds at each position it expands."""

    def __init__(self) -> None:
        self.counts: collections.Counter[str] = collections.Counter()
        self.keys: collections.Counter[object] = collections.Counter()
        self.original = solver_module._Search.expand

    def __enter__(self) -> Where:
        original = self.original
        counts, keys = self.counts, self.keys

        def expand(search: solver_module._Search, depth: int) -> object:
            s = search.state
            keys[search.key(s)] += 1
            out = search.first_out()
            counts["after the player went out first" if out else "before"] += 1
            kinds = {a.kind if isinstance(a, Choose) else type(a).__name__ for a in s.window_actions()}
            for kind in kinds:
                counts[f"window {kind}{' (after out)' if out else ''}"] += 1
            if s.pending is not None and s.pending.player == search.me:
                counts["the player decides"] += 1
            return original(search, depth)

        solver_module._Search.expand = expand  # type: ignore[method-assign]
        return self

    def __exit__(self, *_: object) -> None:
        solver_module._Search.expand = self.original  # type: ignore[method-assign]

    def text(self) -> str:
        again = sum(n - 1 for n in self.keys.values())
        parts = [f"{v:,} {k}" for k, v in sorted(self.counts.items(), key=lambda kv: -kv[1])]
        return "; ".join(parts) + f"; searched again {again:,}"


def run(laws: Sequence[str], sizes: range, seeds: int, limit: float | None, out: object,
        budget: int = 10 ** 9, all_sizes: bool = False, where: bool = False) -> int:
    """Solve every size; return the largest size all of whose deals were settled within ``limit`` seconds (and
    ``budget`` positions)."""
    write = out.write  # type: ignore[attr-defined]
    best = 0
    for size in sizes:
        settled = 0
        nodes = 0
        spent = 0.0
        each: list[str] = []
        for seed in range(seeds):
            state = State.from_position(PLAYERS, laws=laws, hands=deal(size, seed), turn="A")
            forget()  # each deal from nothing: the table kept between calls would help the next deal's search
            if where:
                with Where() as seen:
                    sol = solve(state, "A", budget=budget, seconds=limit)
                write(f"      deal {seed}: {sol.nodes:,} positions: {seen.text()}\n")
            else:
                sol = solve(state, "A", budget=budget, seconds=limit)
            done = sol.first is not None and (limit is None or sol.seconds <= limit)
            settled += done
            nodes += sol.nodes
            spent += sol.seconds
            each.append(f"{sol.nodes:,} {'T' if sol.first else 'F'}" if done else f"{sol.nodes:,}+")
        rate = nodes / spent if spent else 0.0
        within = f"< {limit:g} s" if limit is not None else f"<= {budget:,} positions"
        write(f"  {size:3d} cards: {settled}/{seeds} settled in {within}, {nodes:>9,} positions in "
              f"{spent:6.1f} s ({rate:,.0f}/s)" + (f"  [{', '.join(each)}]" if limit is None else "") + "\n")
        if settled == seeds:
            best = size if best == size - 1 or size == sizes.start else best
        elif not all_sizes:
            break
    return best


def _load() -> str:
    """The machine's load average (a shared machine's figures say how busy it was)."""
    try:
        one, five, fifteen = os.getloadavg()
    except OSError:
        return "load average unknown"
    return f"load average {one:.2f}, {five:.2f}, {fifteen:.2f} ({os.cpu_count()} cores)"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--limit", type=float, default=10.0, help="seconds per endgame (default 10)")
    parser.add_argument("--seeds", type=int, default=3, help="deals per size (default 3)")
    parser.add_argument("--min-cards", type=int, default=4)
    parser.add_argument("--max-cards", type=int, default=24)
    parser.add_argument("--budget", type=int, default=0,
                        help="positions per endgame instead of a time limit (0: the time limit)")
    parser.add_argument("--all-sizes", action="store_true", help="go on past the first size not settled")
    parser.add_argument("--laws-only", action="store_true", help="only the all-laws run")
    parser.add_argument("--where", action="store_true", help="where each deal's positions were searched (counts)")
    parser.add_argument("--without", default="",
                        help="laws left out of the all-laws run, by id, comma-separated (e.g. loophole,fusion_revolution)")
    args = parser.parse_args(argv)
    limit = None if args.budget else args.limit
    budget = args.budget or 10 ** 9
    sizes = range(args.min_cards, args.max_cards + 1)
    out = sys.stdout
    out.write(f"solver benchmark ({BUILD} build), 4 players, first player to move; {_load()}\n")
    left_out = {rid for rid in args.without.split(",") if rid}
    unknown = left_out - {c.id for c in CARDS}
    if unknown:
        parser.error(f"--without: no law {', '.join(sorted(unknown))}")
    every_law = [c.id for c in CARDS if c.id not in left_out]
    out.write(f"all {len(every_law)} laws" + (f" (without {', '.join(sorted(left_out))})" if left_out else "") + ":\n")
    laws_best = run(every_law, sizes, args.seeds, limit, out, budget, args.all_sizes, args.where)
    base_best = 0
    if not args.laws_only:
        out.write("base rules only:\n")
        base_best = run([], sizes, args.seeds, limit, out, budget, args.all_sizes, args.where)
    within = f"under {limit:g} s" if limit is not None else f"within {budget:,} positions"
    out.write(f"largest endgame settled {within} (every smaller size too): all laws {laws_best} cards"
              + ("" if args.laws_only else f", base rules {base_best} cards") + "\n")
    out.write(f"at the end: {_load()}\n")
    return 0


if __name__ == "__main__":
    start = time.perf_counter()
    code = main()
    sys.stdout.write(f"({time.perf_counter() - start:.0f} s in all)\n")
    sys.exit(code)
