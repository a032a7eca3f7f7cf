"""``python -m explorer bench``: legal-move generation time and random-play speed.

A benchmark, not a test: it prints figures and asserts nothing.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from typing import TextIO

from explorer.engine import movegen
from explorer.rules.catalogue import CARDS
from explorer.engine.state import DecisionKind, Game, Mode, State

PLAYERS = ("A", "B", "C", "D")


def _clear_caches() -> None:
    movegen.clear_caches()


def random_game(game: Game, rng: random.Random, positions: list[State] | None = None) -> int:
    """Play one game with a uniform random policy; return the number of decisions.

    The loop of a random bot (and of ``benchmarks/engine_vs_openspiel.py``): choose
    from the pending player's :attr:`~explorer.engine.state.State.decision_actions` (no
    out-of-turn windows) and apply it for good with ``apply_action``.
    """
    s = State.new_game(game)
    decisions = 0
    while not s.is_terminal():
        if positions is not None and s.pending is not None and s.pending.kind is DecisionKind.PLAY:
            positions.append(s.copy())
        s.apply_action(rng.choice(s.decision_actions))
        decisions += 1
    return decisions


def _games(laws: Sequence[str], count: int, seed: int) -> list[Game]:
    return [
        Game(PLAYERS, Mode.NORMAL, seed=seed + i, rule_deck=(), laws=tuple(laws)) for i in range(count)
    ]


def measure(label: str, laws: Sequence[str], games: int, seed: int, write: Callable[[str], object]) -> None:
    rng = random.Random(seed)
    positions: list[State] = []
    for g in _games(laws, max(2, games // 5), seed + 10_000):
        random_game(g, rng, positions)
    _clear_caches()
    t0 = time.perf_counter()
    moves = 0
    for s in positions:
        moves += len(s.legal_melds())
    cold = (time.perf_counter() - t0) / len(positions)
    t0 = time.perf_counter()
    for s in positions:
        s.legal_melds()
    warm = (time.perf_counter() - t0) / len(positions)

    _clear_caches()
    decisions = 0
    t0 = time.perf_counter()
    for g in _games(laws, games, seed):
        decisions += random_game(g, rng)
    elapsed = time.perf_counter() - t0
    write(f"{label}\n")
    write(f"  legal-move generation: {cold * 1e6:8.1f} µs/position (cold caches), "
          f"{warm * 1e6:6.1f} µs/position (warm), {len(positions)} positions, "
          f"{moves / len(positions):.1f} legal plays on average\n")
    write(f"  random play: {decisions / elapsed:10,.0f} decisions/s "
          f"({decisions} decisions in {games} five-round games, {elapsed:.2f} s)\n")


def graph_timing(write: Callable[[str], object], seed: int, samples: int = 10) -> None:
    """Position-graph build time for 10-card hands with every law on."""
    from explorer.graphs.position import position_graph

    rng = random.Random(seed)
    laws = [c.id for c in CARDS]
    times = []
    for _ in range(samples):
        deck = list(range(53))
        rng.shuffle(deck)
        hands = {p: sum(1 << c for c in deck[i * 10:(i + 1) * 10]) for i, p in enumerate(PLAYERS)}
        s = State.from_position(PLAYERS, laws=laws, hands=hands, turn="A")
        t0 = time.perf_counter()
        g = position_graph(s)
        times.append(time.perf_counter() - t0)
    times.sort()
    write(f"position graph, 10-card hand, every law on: median {times[len(times) // 2] * 1e3:.0f} ms, "
          f"worst {times[-1] * 1e3:.0f} ms over {samples} hands ({g.number_of_nodes()} nodes in the last)\n")


def run(out: TextIO, games: int = 20, seed: int = 1) -> int:
    write = out.write
    write(f"explorer bench: 4 players, uniform random policy, seed {seed}\n")
    measure("base rules only", (), games, seed, write)
    all_laws = tuple(c.id for c in CARDS)
    measure(f"every implemented law on ({len(all_laws)}: {', '.join(all_laws)})", all_laws, games, seed, write)
    graph_timing(write, seed)
    return 0
