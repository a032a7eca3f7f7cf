#!/usr/bin/env python3
"""Random-play speed of the engine against OpenSpiel's C++ ``dou_dizhu``, in one run.

A benchmark, not a test: it prints figures and the ratios against issue 6's
targets, and exits 0 whether or not a target is met.

Every measurement runs the same loop a random bot runs — list the legal
actions, choose one uniformly, apply it, until the game is over — and counts
*decisions* (actions applied at a player's decision; OpenSpiel's chance
nodes, the deal, are sampled from ``chance_outcomes()`` inside the timed
loop but not counted as decisions; this engine deals inside
``State.new_game()`` and between rounds, also timed).

* engine: ``Game(("A","B","C","D"), Mode.NORMAL, seed=…, rule_deck=(), laws=…)``,
  a whole five-round game (exchanges included), with the base rules only
  and with all 25 laws in force.  The loop chooses from
  ``state.decision_actions``: the pending player's legal actions, without the
  out-of-turn window actions (01 recycle, 24 loophole, 25 dobon) that
  ``state.legal_actions`` also lists for every player — what a bot deciding
  for the pending player chooses from, as :class:`explorer.bots.RandomBot`
  does (which keeps random games finite).  ``random.choice`` on it builds
  only the action it picks when the list is lazy (the trim's subsets).
* OpenSpiel: ``pyspiel.load_game("dou_dizhu")`` (3 players, bidding and
  play), ``state.legal_actions()`` / ``state.apply_action()``, when
  ``open_spiel`` is installed (``pip install open_spiel``; not a project
  dependency).

Each measurement plays whole games with fixed seeds (game ``i`` uses
``seed + i``) for ``--seconds`` of timed play; a warm-up of ``--warmup``
seconds with other seeds comes first and is not counted (it fills the
engine's move-generation caches as a long simulation would).  The three
measurements take turns in slices of ``--slice`` seconds, so that a change
in the machine's load (other jobs on a shared machine) hits them alike and
the ratios stay fair; ``--slice 0`` runs them one after another.  A result
line says so when the process got well under a whole CPU.

    .venv/bin/python benchmarks/engine_vs_openspiel.py            # ~5 s per measurement
    .venv/bin/python benchmarks/engine_vs_openspiel.py --seconds 20 --json out.json
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import platform
import random
import sys
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from explorer.engine.game import Game, Mode  # noqa: E402
from explorer.engine.state import State  # noqa: E402
from explorer.rules.catalogue import CARDS  # noqa: E402

PLAYERS = ("A", "B", "C", "D")
ALL_LAWS: tuple[str, ...] = tuple(c.id for c in CARDS)
TARGET_BASE = 1.0
TARGET_ALL_LAWS = 0.5
"""Issue 45's goals (base rules at OpenSpiel's speed, all 25 laws at half of it); issue 17's were 0.5 and 0.25."""
MAX_DECISIONS = 100_000
"""A game longer than this is a bug in the engine, not a slow benchmark."""


@dataclass
class Result:
    label: str
    decisions: int = 0
    games: int = 0
    seconds: float = 0.0
    cpu_seconds: float = 0.0
    """Process CPU time over the same span: well below ``seconds`` means other processes took the CPU."""
    actions_listed: int = 0
    """Sum over decisions of the number of actions chosen from (mean branching = this / decisions)."""
    chance_steps: int = 0

    @property
    def rate(self) -> float:
        return self.decisions / self.seconds if self.seconds else 0.0


# A game runner plays one whole game with this seed and adds to the result.
GameRunner = Callable[[int, Result], None]


def engine_runner(laws: tuple[str, ...]) -> GameRunner:
    def play(seed: int, out: Result) -> None:
        rng = random.Random(seed)
        game = Game(PLAYERS, Mode.NORMAL, seed=seed, rule_deck=(), laws=laws)
        state = State.new_game(game)
        decisions = listed = 0
        while not state.is_terminal():
            acts = state.decision_actions
            state.apply_action(rng.choice(acts))
            decisions += 1
            listed += len(acts)
            if decisions > MAX_DECISIONS:
                raise RuntimeError(f"engine game with seed {seed} ran past {MAX_DECISIONS} decisions")
        out.decisions += decisions
        out.actions_listed += listed
        out.games += 1

    return play


def openspiel_runner() -> GameRunner | None:
    try:
        import pyspiel  # type: ignore[import-not-found]
    except ImportError:
        return None
    game = pyspiel.load_game("dou_dizhu")

    def play(seed: int, out: Result) -> None:
        rng = random.Random(seed)
        state = game.new_initial_state()
        decisions = listed = chance = 0
        while not state.is_terminal():
            if state.is_chance_node():
                r = rng.random()
                outcomes = state.chance_outcomes()
                action = outcomes[-1][0]
                for a, prob in outcomes:
                    r -= prob
                    if r <= 0.0:
                        action = a
                        break
                state.apply_action(action)
                chance += 1
                continue
            acts = state.legal_actions()
            state.apply_action(rng.choice(acts))
            decisions += 1
            listed += len(acts)
            if decisions > MAX_DECISIONS:
                raise RuntimeError(f"dou_dizhu game with seed {seed} ran past {MAX_DECISIONS} decisions")
        out.decisions += decisions
        out.actions_listed += listed
        out.chance_steps += chance
        out.games += 1

    return play


class Measurement:
    """One runner's timed games: game ``i`` uses seed ``seed + i``; time is summed over whole games only."""

    def __init__(self, label: str, play: GameRunner, seed: int) -> None:
        self.play = play
        self.seed = seed
        self.result = Result(label)
        self.next_game = 0

    def warm_up(self, seconds: float) -> None:
        """Play games with seeds ``seed + 1_000_000 …``, not counted (fills caches, as a long simulation would)."""
        scratch = Result(self.result.label)
        t0 = time.perf_counter()
        i = 0
        while time.perf_counter() - t0 < seconds:
            self.play(self.seed + 1_000_000 + i, scratch)
            i += 1

    def run(self, seconds: float) -> None:
        """Play the next games until ``seconds`` more have passed (at least one game)."""
        res = self.result
        cpu0 = time.process_time()
        t0 = time.perf_counter()
        elapsed = 0.0
        while elapsed < seconds or elapsed == 0.0:
            self.play(self.seed + self.next_game, res)
            self.next_game += 1
            elapsed = time.perf_counter() - t0
        res.seconds += elapsed
        res.cpu_seconds += time.process_time() - cpu0


def measure_all(measurements: list[Measurement], seconds: float, warmup: float, slice_: float) -> None:
    """Warm each up, then give each ``seconds`` of timed play.

    With ``slice_ > 0`` the measurements take turns in slices of about that many
    seconds, so a change in the machine's load hits them alike and the ratios
    stay fair; with ``slice_ == 0`` they run one after another.
    """
    for m in measurements:
        m.warm_up(warmup)
    if slice_ <= 0:
        for m in measurements:
            m.run(seconds)
        return
    while True:
        todo = [m for m in measurements if m.result.seconds < seconds]
        if not todo:
            return
        for m in todo:
            m.run(min(slice_, seconds - m.result.seconds))


def _line(res: Result) -> str:
    per_game = res.decisions / res.games if res.games else 0
    branching = res.actions_listed / res.decisions if res.decisions else 0
    extra = f", {res.chance_steps / res.games:.0f} chance steps/game" if res.chance_steps else ""
    if res.seconds and res.cpu_seconds < 0.9 * res.seconds:
        extra += f"; only {res.cpu_seconds / res.seconds:.0%} CPU: the machine is busy, the rate is low"
    return (f"  {res.label:<34} {res.rate:>11,.0f} decisions/s   ({res.decisions:,} decisions in {res.games} games, "
            f"{res.seconds:.2f} s; {per_game:.0f} decisions/game, {branching:.1f} actions/decision{extra})")


def _load() -> str:
    try:
        return " ".join(f"{x:.1f}" for x in os.getloadavg())
    except OSError:  # not on this platform
        return "unknown"


def _verdict(name: str, ratio: float, target: float, ours: float, theirs: float) -> str:
    head = f"  {name:<30} {ratio:6.3f}   target >= {target}: "
    if ratio >= target:
        return head + "MET"
    need = target * theirs
    return head + (f"NOT MET — needs {need:,.0f} decisions/s, {need / ours:.1f}x the measured "
                   f"{ours:,.0f} (reached {ratio / target:.0%} of the target)")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    ap.add_argument("--seconds", type=float, default=5.0, help="timed budget per measurement (default 5)")
    ap.add_argument("--warmup", type=float, default=1.0, help="untimed warm-up per measurement (default 1)")
    ap.add_argument("--seed", type=int, default=1, help="first game seed (default 1)")
    ap.add_argument("--slice", type=float, default=0.5,
                    help="take turns in slices of this many seconds (default 0.5; 0: one measurement after another)")
    ap.add_argument("--json", metavar="PATH", help="also write the figures as JSON to PATH ('-': stdout)")
    args = ap.parse_args(argv)

    order = f"interleaved in {args.slice:g} s slices" if args.slice > 0 else "one after another"
    print(f"engine vs OpenSpiel dou_dizhu — uniform random policy, {args.seconds:g} s per measurement "
          f"after {args.warmup:g} s warm-up, {order}, seed {args.seed}")
    print(f"  Python {platform.python_version()} ({platform.python_implementation()}) on {platform.machine()}, "
          f"{datetime.date.today().isoformat()}, load average {_load()}")
    sys.stdout.flush()

    measurements = [
        Measurement("engine, base rules only", engine_runner(()), args.seed),
        Measurement(f"engine, all {len(ALL_LAWS)} laws on", engine_runner(ALL_LAWS), args.seed),
    ]
    runner = openspiel_runner()
    if runner is not None:
        measurements.append(Measurement("OpenSpiel dou_dizhu (C++, 3p)", runner, args.seed))
    measure_all(measurements, args.seconds, args.warmup, args.slice)
    base, laws = measurements[0].result, measurements[1].result
    spiel = measurements[2].result if runner is not None else None
    for m in measurements:
        print(_line(m.result))
    if runner is None:
        print("  OpenSpiel dou_dizhu: not measured — the `open_spiel` package is not installed.")
        print("    Install it into the venv to compare (it is not a project dependency):")
        print("      .venv/bin/pip install open_spiel      # a prebuilt wheel for CPython 3.11 x86_64 Linux")

    ratios: dict[str, float] = {}
    if spiel is not None and spiel.rate > 0:
        ratios = {"base/openspiel": base.rate / spiel.rate, "all_laws/openspiel": laws.rate / spiel.rate}
        print("ratios (engine / OpenSpiel):")
        print(_verdict("base rules / OpenSpiel", ratios["base/openspiel"], TARGET_BASE, base.rate, spiel.rate))
        print(_verdict("all laws / OpenSpiel", ratios["all_laws/openspiel"], TARGET_ALL_LAWS, laws.rate,
                       spiel.rate))
    else:
        print(f"ratios: not computed without OpenSpiel (targets: base >= {TARGET_BASE}, "
              f"all laws >= {TARGET_ALL_LAWS} of OpenSpiel's rate)")

    if args.json:
        doc = {
            "date": datetime.date.today().isoformat(),
            "python": platform.python_version(),
            "load_average": _load(),
            "seconds": args.seconds, "warmup": args.warmup, "slice": args.slice, "seed": args.seed,
            "results": [dict(asdict(r), rate=r.rate) for r in (base, laws, spiel) if r is not None],
            "ratios": ratios,
            "targets": {"base/openspiel": TARGET_BASE, "all_laws/openspiel": TARGET_ALL_LAWS},
        }
        text = json.dumps(doc, indent=2)
        if args.json == "-":
            print(text)
        else:
            Path(args.json).write_text(text + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
