"""The lab's game-complexity figures per rule set (issue 27, point 5), as a Markdown table for the README.

    DX_PURE=1 .venv/bin/python benchmarks/lab_complexity.py --bots greedy --games 40
    DX_PURE=1 .venv/bin/python benchmarks/lab_complexity.py --bots strong,greedy,greedy,greedy --games 4 \
        --seed 1 --out s1.csv   # and, beside it on another core, --seed 2 --out s2.csv; then
    DX_PURE=1 .venv/bin/python benchmarks/lab_complexity.py --report s1.csv s2.csv

The rule sets are the lab's deck comparison (:func:`explorer.sim.stats.deck_arms`): the base rules, the 25
Cthulhu cards all as laws, and every rule of the classic and of the Arcasino deck as laws; each game is played
under every rule set with the same deal and bots (the lab's paired games).  It prints, per rule set, the mean
number of legal actions per decision, decisions per round, rounds per game and the shares of rounds with a
forbidden finish and with a fall of the capital, each with its 95 % interval over games
(:data:`explorer.sim.stats.COMPLEXITY`), and the time the run took.  Games run one after another in this
process; ``--out`` keeps their rows so runs with other seeds (one per core) are reported together
(``--report``).  Figures, never assertions.
"""

from __future__ import annotations

import argparse
import csv
import sys
import time
from collections.abc import Sequence

from explorer import BUILD
from explorer.sim.lab import run_lab
from explorer.sim.runner import Setup
from explorer.sim.stats import COMPLEXITY, COMPLEXITY_HEADS, ArmSummary, Estimate, complexity_rows, deck_arms, rule_label

DECKS = ("cthulhu", "classic", "arcasino")


def cell(e: Estimate, share: bool) -> str:
    """``16.5 [16.1, 17.0]``; a share as percentages."""
    if share:
        return f"{e.mean:.0%} [{e.lo:.0%}, {e.hi:.0%}]"
    return f"{e.mean:.1f} [{e.lo:.1f}, {e.hi:.1f}]"


def report(paths: Sequence[str]) -> list[ArmSummary]:
    """Each rule set's summary over the games saved in CSV files by earlier runs (``--out``), each file's games
    apart (files may hold different rule sets: ``--rules``)."""
    summaries: dict[str, ArmSummary] = {a.label: ArmSummary(a.label) for a in deck_arms(DECKS)}
    for path in paths:
        with open(path, encoding="utf-8", newline="") as f:
            games: dict[tuple[str, str], list[dict[str, str]]] = {}
            for row in csv.DictReader(f):
                games.setdefault((row["game"], row["arm"]), []).append(row)
        for (_, label), rows in games.items():
            summaries[label].add_game(rows)
    return list(summaries.values())


def table(summaries: Sequence[ArmSummary]) -> None:
    heads = [COMPLEXITY_HEADS[k][1] for k in COMPLEXITY]
    print("| rule set | games | " + " | ".join(heads) + " |")
    print("|---" * (len(heads) + 2) + "|")
    for summary, est in complexity_rows(summaries):
        name = "base rules" if summary.label == "base" else rule_label(summary.label, "en")
        print(f"| {name} | {summary.games} | " + " | ".join(cell(est[k], k.endswith("_share")) for k in COMPLEXITY)
              + " |")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--bots", default="greedy", help="the lab's --bots (default greedy)")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rounds", type=int, default=None, help="rounds per game (default: normal mode's 5)")
    parser.add_argument("--minutes", type=float, default=None,
                        help="stop after this long (the game being played is dropped; the figures are of the "
                             "games played)")
    parser.add_argument("--rules", default="base,cthulhu,classic,arcasino",
                        help="the rule sets, comma-separated: base, cthulhu (the 25 cards as laws), classic, arcasino")
    parser.add_argument("--out", default=None, help="also write the rows to this CSV file (for --report)")
    parser.add_argument("--report", nargs="+", default=None, metavar="CSV",
                        help="print the figures of the games in these files (runs with different --seed, e.g. "
                             "one per core) instead of playing")
    args = parser.parse_args(argv)
    if args.report:
        print(f"from {len(args.report)} run(s)")
        table(report(args.report))
        return 0
    chosen = args.rules.split(",")
    arms = [a for a in deck_arms(DECKS) if (a.label[5:] if a.label.startswith("deck:") else a.label) in chosen]
    setup = Setup(args.players, "normal", args.bots, args.rounds)
    deadline = time.monotonic() + 60 * args.minutes if args.minutes else None
    late = (lambda: time.monotonic() > deadline) if deadline is not None else None
    result = run_lab(setup, arms, args.games, args.seed, out=args.out,
                     progress=lambda done, total: print(f"  {done}/{total} games", file=sys.stderr, flush=True),
                     stop=late, abandon=late)
    print(f"{result.games} games (of {args.games} asked) x {len(arms)} rule sets, {args.players} players, "
          f"{args.rounds or 5} rounds a game, bots {args.bots}, seed {args.seed}, {BUILD} build: "
          f"{result.seconds:.0f} s")
    table(list(result.stats.summaries.values()))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
