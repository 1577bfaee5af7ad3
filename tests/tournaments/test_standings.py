"""Standings: points, then each format's tie-breaks; placings at tables of two to four."""

from __future__ import annotations

from decimal import Decimal

from hypothesis import given
from hypothesis import strategies as st

from tournaments.standings import Place, Result, placing_points, standings

D = Decimal


def result(round_number, *places):
    return Result(round_number, tuple(Place(entry, D(points), score) for entry, points, score in places))


def test_placings_at_two_three_and_four_sides():
    assert placing_points([5, 3], [0]) == [D(1), D(0)]
    assert placing_points([4, 4], []) == [D("0.5"), D("0.5")]
    assert placing_points([9, 3, 6], [0]) == [D(1), D(0), D("0.5")]
    assert placing_points([1, 7, 7], [0]) == [D(1), D("0.25"), D("0.25")]


@given(st.lists(st.integers(min_value=-50, max_value=200), min_size=2, max_size=4), st.data())
def test_placings_share_out_the_same_points(scores, data):
    winners = data.draw(st.lists(st.sampled_from(range(len(scores))), max_size=1, unique=True))
    points = placing_points(scores, winners)
    assert abs(sum(points) - D(len(scores)) / 2) <= D("0.02")
    if winners:
        assert points[winners[0]] == max(points)


def test_swiss_ties_break_by_buchholz_then_score():
    # 1 beats 2, 3 beats 4; then 1 beats 3, 2 beats 4: 1 has 2, 2 and 3 have 1 each, 4 none.
    results = [
        result(1, (1, 1, 10), (2, 0, 4)),
        result(1, (3, 1, 10), (4, 0, 2)),
        result(2, (1, 1, 10), (3, 0, 8)),
        result(2, (2, 1, 10), (4, 0, 9)),
    ]
    lines = standings("swiss", {1: 1, 2: 2, 3: 3, 4: 4}, results)
    assert [line.entry for line in lines] == [1, 3, 2, 4]
    # 3 met 4 (0) and 1 (2): Buchholz 2; 2 met 1 (2) and 4 (0): 2 too; the score breaks it (18 to 14).
    assert lines[1].tie_breaks == {"buchholz": D(2), "score": D(18)}
    assert [line.rank for line in lines] == [1, 2, 3, 4]


def test_round_robin_ties_break_by_sonneborn_berger():
    results = [
        result(1, (1, 1, 5), (2, 0, 1)),
        result(2, (2, 1, 5), (3, 0, 1)),
        result(3, (3, 1, 5), (1, 0, 1)),
    ]
    lines = standings("round_robin", {1: 1, 2: 2, 3: 3}, results)
    assert {line.points for line in lines} == {D(1)}
    assert all(line.tie_breaks["sonneborn_berger"] == D(1) for line in lines)
    assert [line.rank for line in lines] == [1, 1, 1]


def test_elimination_ranks_by_the_round_reached_then_seed():
    results = [
        result(1, (1, 1, 5), (4, 0, 1)),
        result(1, (2, 0, 1), (3, 1, 5)),
        result(2, (1, 0, 3), (3, 1, 5)),
    ]
    lines = standings("elimination", {1: 1, 2: 2, 3: 3, 4: 4}, results, still_in={3})
    assert [line.entry for line in lines] == [3, 1, 2, 4]
    assert [line.eliminated for line in lines] == [False, True, True, True]
