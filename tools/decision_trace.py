"""Play seeded games and print a fingerprint of every decision they make: a refactor that changes no behaviour
prints the same figures before and after.

Each game: four players, all 25 rule cards in force as laws from the first round (or none with ``--base``), five
rounds, a seeded random player choosing among the listed actions. The fingerprint is a SHA-256 over, for every
decision, the action in the scenario notation, how many actions were listed, and the rules its events name.

    .venv/bin/python tools/decision_trace.py              # 60 all-laws games
    .venv/bin/python tools/decision_trace.py --games 10 --base
"""

from __future__ import annotations

import argparse
import hashlib
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from explorer import BUILD, Game, Mode, State  # noqa: E402
from explorer.rules.catalogue import CARDS  # noqa: E402


def trace(games: int, base: bool) -> tuple[int, int, str]:
    """(games, decisions, fingerprint) of ``games`` seeded games."""
    laws = () if base else tuple(c.id for c in CARDS)
    digest = hashlib.sha256()
    decisions = 0
    for seed in range(games):
        rng = random.Random(seed)
        state = State.new_game(Game(("A", "B", "C", "D"), Mode.NORMAL, seed=seed, rule_deck=(), laws=laws))
        while not state.is_terminal():
            actions = state.decision_actions
            action = rng.choice(actions)
            text = state.action_str(action)
            events = state.apply_action(action)
            fired = ",".join(e.rule or "" for e in events)
            digest.update(f"{text}|{len(actions)}|{fired}\n".encode())
            decisions += 1
        digest.update(f"points {state.returns()}\n".encode())
    return games, decisions, digest.hexdigest()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=60, help="how many seeded games (default 60)")
    parser.add_argument("--base", action="store_true", help="base rules only (default: all 25 laws)")
    args = parser.parse_args(argv)
    games, decisions, fingerprint = trace(args.games, args.base)
    rules = "base rules" if args.base else "all 25 laws"
    print(f"{games} games, {rules}, {BUILD.kind} build: {decisions} decisions, fingerprint {fingerprint}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
