"""The deal's shuffle is compiled, so it must draw exactly what ``random.Random.shuffle`` draws: a seeded game
deals the same hands on either build and on any Python."""

from __future__ import annotations

import random

import pytest

from explorer.engine.flow import shuffle

pytestmark = pytest.mark.rules


@pytest.mark.parametrize("size", [0, 1, 2, 53, 54])
def test_the_shuffle_is_randoms_shuffle(size: int) -> None:
    for seed in range(300):
        ours, theirs = list(range(size)), list(range(size))
        shuffle(random.Random(f"{seed}:deal:1"), ours)
        random.Random(f"{seed}:deal:1").shuffle(theirs)
        assert ours == theirs, seed


def test_the_generator_is_left_where_randoms_shuffle_leaves_it() -> None:
    a, b = random.Random(7), random.Random(7)
    shuffle(a, list(range(54)))
    b.shuffle(list(range(54)))
    assert a.random() == b.random()
