"""Duplicate scoring: a side compared with the same side of the tables that held the same cards."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tournaments.duplicate_scoring import (
    DIFFERENCE,
    MATCHPOINTS,
    SideResult,
    deal_scores,
    difference,
    matchpoints,
    totals,
)


def results(points: list[int], deal: int = 0, dealer: int = 0, side: int = 0) -> list[SideResult]:
    """One side's points at each table (table i held by entrant i)."""
    return [SideResult(f"e{table}", table, deal, dealer, side, score) for table, score in enumerate(points)]


class TestMatchPoints:
    def test_a_table_beating_every_other_takes_the_whole_share(self):
        assert matchpoints(30, [10, 20]) == 1

    def test_a_tie_is_half_a_table(self):
        assert matchpoints(20, [10, 20]) == Fraction(3, 4)

    def test_a_table_alone_takes_half(self):
        assert matchpoints(10, []) == Fraction(1, 2)

    def test_the_docs_worked_example(self):
        # Four tables score 52, 40, 40 and 20 on a deal (side 0, the same dealer).
        scores = deal_scores(results([52, 40, 40, 20]), MATCHPOINTS)
        assert [scores[f"e{table}"][0] for table in range(4)] == [1, Fraction(1, 2), Fraction(1, 2), 0]
        by_difference = deal_scores(results([52, 40, 40, 20]), DIFFERENCE)
        assert [by_difference[f"e{table}"][0] for table in range(4)] == [
            Fraction(52) - Fraction(100, 3),
            Fraction(40) - Fraction(112, 3),
            Fraction(40) - Fraction(112, 3),
            Fraction(20) - Fraction(132, 3),
        ]


@given(st.lists(st.integers(-50, 300), min_size=2, max_size=12))
def test_match_points_of_a_deal_share_out_half_a_point_per_pair_of_tables(points):
    scores = deal_scores(results(points), MATCHPOINTS)
    n = len(points)
    # Each pair of tables splits one point; shared over n - 1 tables compared, the shares add up to n / 2.
    assert sum(scores[f"e{table}"][0] for table in range(n)) == Fraction(n, 2)
    assert all(0 <= scores[f"e{table}"][0] <= 1 for table in range(n))


@given(st.lists(st.integers(-50, 300), min_size=2, max_size=12))
def test_differences_from_the_field_add_up_to_nothing(points):
    scores = deal_scores(results(points), DIFFERENCE)
    assert sum(scores[f"e{table}"][0] for table in range(len(points))) == 0


@given(st.lists(st.integers(-50, 300), min_size=1, max_size=8), st.integers(-10, 10))
def test_adding_the_same_points_everywhere_changes_no_score(points, shift):
    for method in (MATCHPOINTS, DIFFERENCE):
        shifted = deal_scores(results([score + shift for score in points]), method)
        assert shifted == deal_scores(results(points), method)


def test_tables_are_compared_only_where_they_held_the_same_cards_in_the_same_seats():
    held = [
        SideResult("a", 1, deal=0, dealer=0, side=0, points=10),
        SideResult("b", 2, deal=0, dealer=0, side=0, points=20),
        # Another dealer: other seats held these cards, so no comparison with the two above.
        SideResult("c", 3, deal=0, dealer=1, side=0, points=99),
        # The other side of table 1, held by computer players: compared with, never scored.
        SideResult(None, 1, deal=0, dealer=0, side=1, points=5),
        SideResult("d", 2, deal=0, dealer=0, side=1, points=7),
    ]
    scores = deal_scores(held, MATCHPOINTS)
    assert scores == {"a": {0: 0}, "b": {0: 1}, "c": {0: Fraction(1, 2)}, "d": {0: 1}}
    assert None not in scores


def test_two_entrants_of_one_side_share_their_tables_result():
    # Players alone at a partnership game: two entrants sit side 0 of table 1 and are compared with table 2 only.
    held = [
        SideResult("a", 1, 0, 0, 0, 10),
        SideResult("b", 1, 0, 0, 0, 10),
        SideResult("c", 2, 0, 0, 0, 4),
        SideResult("d", 2, 0, 0, 0, 4),
    ]
    assert deal_scores(held, DIFFERENCE) == {"a": {0: 6}, "b": {0: 6}, "c": {0: -6}, "d": {0: -6}}


def test_totals_add_each_entrants_deals():
    held = results([10, 20]) + results([5, 5], deal=1)
    assert totals(deal_scores(held, MATCHPOINTS)) == {"e0": Fraction(1, 2), "e1": Fraction(3, 2)}


def test_an_unknown_method_is_refused():
    with pytest.raises(ValueError, match="unknown duplicate scoring"):
        deal_scores([], "imps")


def test_difference_with_no_one_to_compare_is_nothing():
    assert difference(12, []) == 0
