"""Random rounds of a deck for tests that read everything the engine says: eight of the deck's rules as laws, eight
cards dealt to each of the players, the rest out of play.  Rules that cannot be laws together are skipped."""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence

from explorer.engine.state import State
from explorer.rules.decks import DECKS


def random_rounds(deck: str, names: Sequence[str], seeds: int, tag: str) -> Iterator[tuple[int, random.Random, State]]:
    """``(seed, rng, state)`` for each of ``seeds`` seeds (``tag`` keeps two tests' rounds apart); ``rng`` goes on
    from the deal, for the test's own random choices."""
    ids = next(d for d in DECKS if d.id == deck).rule_ids()
    for seed in range(seeds):
        rng = random.Random(f"{tag}:{deck}:{seed}")
        laws = rng.sample(ids, min(len(ids), 8))
        cards = list(range(52)) + [52]
        rng.shuffle(cards)
        hands = {n: sum(1 << c for c in cards[i * 8:(i + 1) * 8]) for i, n in enumerate(names)}
        try:
            yield seed, rng, State.from_position(list(names), laws=laws, hands=hands)
        except ValueError:
            continue  # rules that cannot be laws together
