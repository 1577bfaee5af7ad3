"""Pairings: every entrant placed once a round, rematches only when unavoidable, byes spread, round robins whole."""

from __future__ import annotations

import random
from collections import Counter
from decimal import Decimal
from itertools import combinations

from hypothesis import given, settings
from hypothesis import strategies as st

from tournaments.pairing.elimination import bracket_order, first_round_slots, groups, round_count
from tournaments.pairing.groups import group_round
from tournaments.pairing.round_robin import berger_rounds, group_round_count, group_rounds
from tournaments.pairing.swiss import swiss_round
from tournaments.pairing.tables import meetings

counts = st.integers(min_value=2, max_value=24)


def placed_once(entrants: list[int], tables: list[list[int]], byes: list[int]) -> None:
    placed = [entrant for table in tables for entrant in table] + byes
    assert sorted(placed) == sorted(entrants)


@given(counts)
def test_berger_tables_meet_everyone_once(count):
    entrants = list(range(1, count + 1))
    rounds = berger_rounds(entrants)
    assert len(rounds) == (count - 1 if count % 2 == 0 else count)
    met: Counter[frozenset[int]] = Counter()
    byes: Counter[int] = Counter()
    for pairing in rounds:
        placed_once(entrants, pairing.tables, pairing.byes)
        assert all(len(table) == 2 for table in pairing.tables)
        met.update(frozenset(table) for table in pairing.tables)
        byes.update(pairing.byes)
    assert set(met) == {frozenset(pair) for pair in combinations(entrants, 2)}
    assert set(met.values()) == {1}
    assert all(times == 1 for times in byes.values()) and len(byes) == count % 2 * count


def test_berger_tables_even_out_the_sides():
    firsts: Counter[int] = Counter()
    for pairing in berger_rounds(list(range(8))):
        firsts.update(table[0] for table in pairing.tables)
    assert max(firsts.values()) - min(firsts[each] for each in range(8)) <= 1


@given(st.integers(min_value=3, max_value=16), st.sampled_from([3, 4]))
def test_group_rounds_place_everyone_once_and_meet_everyone(count, size):
    entrants = list(range(count))
    rounds = group_rounds(entrants, size)
    assert len(rounds) == group_round_count(count, size)
    met = set()
    for pairing in rounds:
        placed_once(entrants, pairing.tables, pairing.byes)
        assert all(2 <= len(table) <= size for table in pairing.tables)
        assert len(pairing.byes) <= 1
        met |= meetings(pairing.tables)
    # Spread evenly: most pairs meet, and no pair meets in every round when there are several.
    pairs = count * (count - 1) // 2
    assert len(met) >= pairs * 0.6


@st.composite
def swiss_events(draw):
    count = draw(st.integers(min_value=2, max_value=20))
    rounds = draw(st.integers(min_value=1, max_value=min(count - 1, 6) if count > 2 else 1))
    seed = draw(st.integers(min_value=0, max_value=10_000))
    return count, rounds, seed


@settings(max_examples=60, deadline=None)
@given(swiss_events())
def test_swiss_rounds_never_rematch_while_avoidable_and_give_distinct_byes(event):
    count, rounds, seed = event
    rng = random.Random(seed)
    entrants = list(range(1, count + 1))
    points = dict.fromkeys(entrants, Decimal(0))
    met: set[frozenset[int]] = set()
    had_bye: list[int] = []
    for _ in range(rounds):
        ranked = sorted(entrants, key=lambda entrant: (-points[entrant], entrant))
        pairing = swiss_round(ranked, points, met, set(had_bye))
        placed_once(entrants, pairing.tables, pairing.byes)
        fresh = meetings(pairing.tables)
        # No more rematches than the fewest any pairing of the same players could make (none, when one avoids them).
        assert len(fresh & met) <= _fewest_rematches(ranked, met, pairing.byes)
        met |= fresh
        had_bye += pairing.byes
        for first, second in pairing.tables:
            winner = rng.choice((first, second, None))
            for entrant in (first, second):
                points[entrant] += Decimal("0.5") if winner is None else Decimal(entrant == winner)
        for bye in pairing.byes:
            points[bye] += 1
    assert len(had_bye) == len(set(had_bye))


def _fewest_rematches(ranked, met, byes):
    """The fewest rematches of any perfect pairing (brute force, for the small fields hypothesis draws)."""
    players = [entrant for entrant in ranked if entrant not in byes]
    if len(players) > 12:
        return len(players)  # too many to check by brute force: the other assertions still hold

    def best(left):
        if not left:
            return 0
        first, rest = left[0], left[1:]
        return min(
            (frozenset((first, other)) in met) + best([each for each in rest if each != other]) for other in rest
        )

    return best(players)


def test_swiss_pairs_equal_scores_first():
    points = {1: Decimal(2), 2: Decimal(2), 3: Decimal(1), 4: Decimal(1), 5: Decimal(0), 6: Decimal(0)}
    pairing = swiss_round([1, 2, 3, 4, 5, 6], points, set())
    assert sorted(sorted(table) for table in pairing.tables) == [[1, 2], [3, 4], [5, 6]]


def test_swiss_gives_the_bye_to_the_lowest_without_one():
    pairing = swiss_round([1, 2, 3, 4, 5], {}, set(), had_bye={5})
    assert pairing.byes == [4]


@settings(max_examples=40, deadline=None)
@given(st.integers(min_value=3, max_value=30), st.sampled_from([3, 4]), st.integers(min_value=0, max_value=999))
def test_group_swiss_places_everyone_once_and_avoids_repeats_when_it_can(count, size, seed):
    rng = random.Random(seed)
    entrants = list(range(count))
    met: set[frozenset[int]] = set()
    had_bye: set[int] = set()
    for _ in range(3):
        ranked = rng.sample(entrants, count)
        pairing = group_round(ranked, size, met, had_bye)
        placed_once(entrants, pairing.tables, pairing.byes)
        assert all(2 <= len(table) <= size for table in pairing.tables)
        assert not set(pairing.byes) & had_bye or len(had_bye) == count
        met |= meetings(pairing.tables)
        had_bye |= set(pairing.byes)


def test_bracket_order_keeps_the_top_seeds_apart():
    assert bracket_order(8, 2) == [1, 8, 4, 5, 2, 7, 3, 6]
    assert bracket_order(16, 4)[:4] == [1, 8, 9, 16]


@given(st.integers(min_value=2, max_value=70), st.sampled_from([2, 3, 4]))
def test_a_bracket_seats_everyone_once_and_byes_go_to_the_top_seeds(count, size):
    seeded = list(range(1, count + 1))
    slots = first_round_slots(seeded, size)
    assert len(slots) == size ** round_count(count, size)
    tables = groups(slots, size)
    placed = [entrant for table in tables for entrant in table]
    assert sorted(placed) == seeded
    byes = [table[0] for table in tables if len(table) == 1]
    if size == 2:
        assert byes == [] or sorted(byes) == list(range(1, len(byes) + 1))
    # A round of winners halves (or quarters) the field until one is left.
    field = [table[0] for table in tables if table]
    for _ in range(round_count(count, size) - 1):
        field = [group[0] for group in groups(field + [None] * (-len(field) % size), size) if group]
    assert len(field) == 1
