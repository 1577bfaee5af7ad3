"""The recompute benchmark runs (on a tiny input; its figures are not checked here)."""

from __future__ import annotations

import pytest

from bench.ratings import fill, measure


@pytest.mark.django_db
def test_the_recompute_benchmark_fills_and_measures_a_few_matches():
    events = fill(4, records_per_game=1, members=4, circles=1)
    assert events > 4
    figures = measure(jobs=1)
    assert (figures["matches"], figures["rated"], figures["differences"]) == (4, 4, 0)
    assert figures["matches_per_s"] > 0 and figures["extrapolated_100k_min"] > 0
