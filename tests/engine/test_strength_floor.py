"""The sequential check behind the strength floors: it stops early, and keeps the chances of a wrong answer."""

from __future__ import annotations

import random
from statistics import NormalDist

import pytest

from tests.engine.strength_floor import FLOORS, Floor

RUNS = 2000


def run(floor: Floor, share: float, rng: random.Random) -> tuple[bool, int]:
    """One check of a player whose decks' shares are normal about `share`: its verdict and the decks it played."""
    points: list[tuple[float, float]] = []
    while True:
        x = rng.gauss(share, floor.deck_error)
        points.append((x, 1 - x))
        verdict = floor.verdict(points)
        if verdict is not None:
            return verdict, len(points)


@pytest.mark.parametrize("name", sorted(FLOORS))
def test_a_player_as_strong_as_measured_passes_on_about_two_thirds_of_the_decks_and_one_at_basics_strength_fails(name):
    floor = FLOORS[name]
    rng = random.Random(name)
    # The fixed sample's chance of the wrong answer, and three standard errors of the runs' estimate of it.
    wrong = 1 - NormalDist().cdf(floor.z) + 0.02
    strong = [run(floor, floor.measured, rng) for _ in range(RUNS)]
    basic = [run(floor, 0.5, rng) for _ in range(RUNS)]
    # Each chance of a wrong answer stays the fixed sample's (about one in ten; one in twenty at Ganjifa).
    assert sum(not passed for passed, _ in strong) / RUNS < wrong
    assert sum(passed for passed, _ in basic) / RUNS < wrong
    # And the check plays fewer decks: from half the fixed sample to all of it, about two thirds on average.
    assert min(decks for _, decks in strong + basic) == -(-floor.decks // 2)
    assert max(decks for _, decks in strong + basic) == floor.decks
    assert sum(decks for _, decks in strong + basic) / RUNS / 2 < 0.75 * floor.decks


def test_the_fixed_samples_size_decides_by_the_share_alone():
    floor = Floor(measured=0.6, deck_error=0.3, share=0.55, seed=1)
    just_over = [(floor.share + 0.001, 1 - floor.share - 0.001)] * floor.decks
    just_under = [(floor.share - 0.001, 1 - floor.share + 0.001)] * floor.decks
    assert floor.verdict(just_over[:-1]) is None
    assert floor.verdict(just_over) is True
    assert floor.verdict(just_under[:-1]) is None
    assert floor.verdict(just_under) is False


def test_decks_far_from_the_floor_tell_at_half_the_sample_and_not_before():
    floor = FLOORS["doublehand"]
    half = -(-floor.decks // 2)
    assert floor.verdict([]) is None
    assert floor.verdict([(1.0, 0.0)] * (half - 1)) is None
    assert floor.verdict([(1.0, 0.0)] * half) is True
    assert floor.verdict([(0.0, 1.0)] * half) is False
    assert floor.verdict([(0.0, 0.0)] * half) is None
