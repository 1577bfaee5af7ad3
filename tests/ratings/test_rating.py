"""Rating a circle's finished match: automatically at its end, once, and refused with a clear code otherwise."""

from __future__ import annotations

import pytest

from community.services import moderation
from config.api.service_errors import ServiceError
from games.models import Match
from ratings.models import LevelRating, MatchResult, Rating, RatingChange, SeatResult
from ratings.services.listener import SWEEP_AFTER, SWEEP_WITHIN, record_match_end, record_unrecorded
from ratings.services.rating import rate_match
from tests.conftest import make_player
from tests.ratings.helpers import circle_match, make_circle, play_out


@pytest.fixture
def dave(db):
    return make_player("Dave")


def refusal(match: Match) -> str:
    with pytest.raises(ServiceError) as refused:
        rate_match(match)
    return refused.value.code


def test_a_circle_match_is_rated_when_it_ends_both_partners_alike(
    alice, bob, charlie, dave, django_capture_on_commit_callbacks
):
    circle = make_circle(alice, bob, charlie, dave)
    match_id = circle_match(circle, alice, bob, charlie, dave, game="texas42")
    with django_capture_on_commit_callbacks(execute=True):
        match = play_out(match_id)
    result = MatchResult.objects.get(match=match)
    assert result.rated and result.circle == circle
    seats = list(result.seats.all())
    winners = {seat.user_id for seat in seats if seat.won}
    losers = {seat.user_id for seat in seats if not seat.won}
    assert len(winners) == len(losers) == 2
    # Who won is the log's word, as the match row keeps it.
    assert {seat.team for seat in seats if seat.won} == set(match.winner or [])
    for scope in (circle, None):
        ratings = {row.user_id: row for row in Rating.objects.filter(circle=scope, game="texas42")}
        assert len({(ratings[user].mu, ratings[user].sigma) for user in winners}) == 1
        assert len({(ratings[user].mu, ratings[user].sigma) for user in losers}) == 1
        assert min(ratings[user].mu for user in winners) > 25 > max(ratings[user].mu for user in losers)
        assert all(row.matches == 1 for row in ratings.values())
    assert RatingChange.objects.filter(result=result).count() == 8  # four people, in the circle and overall
    assert refusal(match) == "already_rated"
    assert RatingChange.objects.filter(result=result).count() == 8


def test_each_refusal_has_its_code_and_writes_nothing(alice, bob, charlie, dave, mona):
    circle = make_circle(alice, bob, charlie, dave)
    running = Match.objects.get(public_id=circle_match(circle, alice, bob, charlie, dave, game="doublehand"))
    assert refusal(running) == "match_not_over"

    moderation.abort_match(mona, running, "the table was abandoned")
    running.refresh_from_db()
    assert refusal(running) == "match_abandoned"

    with_computers = play_out(circle_match(circle, alice, bob, game="allfours"))
    assert refusal(with_computers) == "computer_players_not_rated"

    elsewhere = play_out(circle_match(None, alice, bob, charlie, dave, game="allfours"))
    assert refusal(elsewhere) == "not_a_circle_match"
    assert not Rating.objects.exists() and not RatingChange.objects.exists()
    assert not MatchResult.objects.filter(rated=True).exists()


def test_a_seat_given_to_a_computer_by_a_moderator_makes_the_match_abandoned(alice, bob, charlie, mona):
    circle = make_circle(alice, bob, charlie, rate_computer_matches=True)
    match = Match.objects.get(public_id=circle_match(circle, alice, bob, charlie, game="ganjifa"))
    moderation.replace_seat(mona, match, 1, "left the table")
    assert refusal(play_out(match.public_id)) == "match_abandoned"


def test_computer_players_count_where_the_circle_says_so_with_their_level_rating(
    alice, bob, django_capture_on_commit_callbacks
):
    LevelRating.objects.create(game="ganjifa", level="basic", mu=27.0, sigma=1.5, deals=100)
    circle = make_circle(alice, bob, rate_computer_matches=True)
    with django_capture_on_commit_callbacks(execute=True):
        match = play_out(circle_match(circle, alice, bob, game="ganjifa"))
    result = MatchResult.objects.get(match=match)
    assert result.rated
    computer = result.seats.get(seat=2)
    assert computer.user_id is None and computer.level == "basic"
    # The level's own rating is measured, not moved by the circles' matches.
    assert LevelRating.objects.get(game="ganjifa", level="basic").mu == 27.0
    assert Rating.objects.filter(circle=circle).count() == 2


def test_a_match_that_does_not_count_keeps_its_result_for_stats(alice, bob, django_capture_on_commit_callbacks):
    circle = make_circle(alice, bob)
    with django_capture_on_commit_callbacks(execute=True):
        match = play_out(circle_match(circle, alice, bob, game="allfours"))
    result = MatchResult.objects.get(match=match)
    assert not result.rated and result.circle == circle
    assert SeatResult.objects.filter(result=result, user__isnull=False).count() == 2
    assert not Rating.objects.exists()
    assert record_match_end(match.public_id) == result  # heard twice: kept once


@pytest.mark.django_db(transaction=True)
def test_the_match_is_rated_once_the_last_move_commits(alice, bob, charlie):
    dave = make_player("Dave")
    circle = make_circle(alice, bob, charlie, dave)
    match = play_out(circle_match(circle, alice, bob, charlie, dave, game="texas42"))
    assert MatchResult.objects.get(match=match).rated
    assert Rating.objects.filter(circle=circle).count() == 4


def test_the_sweep_records_a_match_whose_message_was_lost_and_only_once(alice, bob, charlie):
    dave = make_player("Dave")
    circle = make_circle(alice, bob, charlie, dave)
    # Played with no on-commit callbacks run: the end's task was never sent, as if its message were lost. Texas 42
    # to the first point: a whole Doublehand match took 13 s on PostgreSQL for the same check.
    match = play_out(circle_match(circle, alice, bob, charlie, dave, game="texas42"))
    assert not MatchResult.objects.filter(match=match).exists()
    assert match.finished_at is not None
    assert record_unrecorded(now=match.finished_at) == 0  # its own task's turn still
    assert record_unrecorded(now=match.finished_at + SWEEP_AFTER) == 1
    assert MatchResult.objects.get(match=match).rated
    assert Rating.objects.filter(circle=circle).count() == 4
    assert record_unrecorded(now=match.finished_at + SWEEP_AFTER) == 0
    assert record_unrecorded(now=match.finished_at + SWEEP_WITHIN + SWEEP_AFTER) == 0


def test_the_sweep_leaves_aborted_matches_alone(alice, bob):
    circle = make_circle(alice, bob)
    match = play_out(circle_match(circle, alice, bob, game="allfours"))
    Match.objects.filter(pk=match.pk).update(aborted=True)
    assert match.finished_at is not None
    assert record_unrecorded(now=match.finished_at + SWEEP_AFTER) == 0
    assert not MatchResult.objects.exists()
