"""Standings and stats through the API, their figures checked against what play wrote in the matches' logs."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.utils import timezone

from games.models import EventType, Match
from ratings.models import LevelRating, MatchResult, Rating, SeatResult
from tests.circles.helpers import error_code
from tests.conftest import make_player
from tests.ratings.helpers import circle_match, make_circle, play_out


def logged_points(match: Match, seat: int) -> int:
    """What the seat's team scored over the match, added up from the `deal_end` events play wrote."""
    team = {"ganjifa": seat}.get(match.game, seat % 2)
    return sum(event.payload["summary"]["score_delta"][team] for event in match.events.filter(type=EventType.DEAL_END))


def logged_bids(match: Match, seat: int) -> tuple[int, int]:
    """The seat's bids made and set, from the `deal_end` events' summaries."""
    made = fallen = 0
    for event in match.events.filter(type=EventType.DEAL_END):
        summary = event.payload["summary"]
        bid = summary.get("bid")
        if bid is not None and bid["seat"] == seat:
            if summary["score_delta"][seat % 2] > 0:
                made += 1
            else:
                fallen += 1
    return made, fallen


def won(match: Match, seat: int) -> bool:
    team = {"ganjifa": seat}.get(match.game, seat % 2)
    return team in (match.winner or [])


@pytest.fixture
def dave(db):
    return make_player("Dave")


@pytest.fixture
def family(alice, bob, charlie, dave, django_capture_on_commit_callbacks):
    """A circle that played three Texas 42 matches, the seats moved round, and Alice's other matches.

    Her other matches are short ones (QUICK) of a game without bids and of one played alone: a Doublehand match is
    some 950 moves, and the bids of a game played to bids are counted here from Texas 42's (Doublehand's in
    test_outcomes.py).
    """
    circle = make_circle(alice, bob, charlie, dave)
    matches = []
    with django_capture_on_commit_callbacks(execute=True):
        for order in ((alice, bob, charlie, dave), (bob, alice, dave, charlie), (dave, charlie, alice, bob)):
            matches.append(play_out(circle_match(circle, *order, game="texas42")))
        matches.append(play_out(circle_match(None, alice, game="allfours")))
        matches.append(play_out(circle_match(None, alice, bob, game="ganjifa")))
    return circle, matches


def test_standings_count_each_players_matches_wins_and_points_from_the_log(alice, bob, charlie, dave, family):
    circle, matches = family
    body = alice.get(f"/api/circles/{circle.public_id}/standings?game=texas42").json()
    assert body["count"] == 4
    rows = {row["player"]["id"]: row for row in body["results"]}
    for player in (alice, bob, charlie, dave):
        mine = [(match, SeatResult.objects.get(result__match=match, user_id=player.pk).seat) for match in matches[:3]]
        assert rows[player.id]["matches"] == 3
        assert rows[player.id]["wins"] == sum(won(match, seat) for match, seat in mine)
        assert rows[player.id]["points"] == sum(logged_points(match, seat) for match, seat in mine)
        rating = Rating.objects.get(circle=circle, game="texas42", user_id=player.pk)
        assert rows[player.id]["rating"] == {"mu": rating.mu, "sigma": rating.sigma, "ordinal": rating.ordinal}
        assert rows[player.id]["player"]["name"] == player.name
    ordinals = [row["rating"]["ordinal"] for row in body["results"]]
    assert ordinals == sorted(ordinals, reverse=True)
    assert alice.get(f"/api/circles/{circle.public_id}/standings?game=ganjifa").json()["count"] == 0


def test_a_period_counts_only_its_matches(alice, family):
    circle, matches = family
    long_ago = timezone.now() - timedelta(days=40)
    Match.objects.filter(pk=matches[0].pk).update(finished_at=long_ago)
    MatchResult.objects.filter(match=matches[0]).update(finished_at=long_ago)
    SeatResult.objects.filter(result__match=matches[0]).update(finished_at=long_ago)
    for period, count in (("all", 3), ("year", 3), ("month", 2), ("week", 2)):
        body = alice.get(f"/api/circles/{circle.public_id}/standings?game=texas42&period={period}&page_size=2").json()
        assert body["count"] == 4 and len(body["results"]) == 2
        assert {row["matches"] for row in body["results"]} == {count}


def test_standings_refuse_strangers_and_bad_queries(alice, bob, family):
    circle, _ = family
    stranger = make_player("Eve")
    path = f"/api/circles/{circle.public_id}/standings"
    assert error_code(stranger.get(f"{path}?game=texas42")) == "circle_not_found"
    assert stranger.get(f"{path}?game=texas42").status_code == 404
    assert error_code(alice.get(path)) == "bad_game"
    assert error_code(alice.get(f"{path}?game=chess")) == "bad_game"
    assert error_code(alice.get(f"{path}?game=texas42&period=decade")) == "bad_period"
    assert alice.get(f"{path}?game=texas42&page=0").status_code == 400
    # A member who is removed no longer sees the circle; what they played stays in the standings.
    assert alice.client.delete(f"/api/circles/{circle.public_id}/members/{bob.id}").status_code in (200, 204)
    assert error_code(bob.get(f"{path}?game=texas42")) == "circle_not_found"
    assert alice.get(f"{path}?game=texas42").json()["count"] == 4


def test_my_stats_per_game_from_the_log(alice, family):
    _, matches = family
    LevelRating.objects.create(game="texas42", level="basic", mu=24.0, sigma=1.0, deals=10)
    LevelRating.objects.create(game="texas42", level="strong", mu=29.0, sigma=1.0, deals=10)
    body = alice.get("/api/me/stats").json()
    games = {entry["game"]: entry for entry in body["games"]}
    assert set(games) == {"texas42", "allfours", "ganjifa"}
    for game, played in (("texas42", matches[:3]), ("allfours", matches[3:4]), ("ganjifa", matches[4:])):
        seats = [(match, SeatResult.objects.get(result__match=match, user_id=alice.pk).seat) for match in played]
        entry = games[game]
        assert entry["matches"] == len(played)
        assert entry["wins"] == sum(won(match, seat) for match, seat in seats)
        points = sum(logged_points(match, seat) for match, seat in seats)
        assert entry["average_points"] == round(points / len(played), 2)
        if game != "texas42":
            assert entry["bids"] is None
        else:
            bids = [logged_bids(match, seat) for match, seat in seats]
            assert entry["bids"] == {"made": sum(made for made, _ in bids), "set": sum(fallen for _, fallen in bids)}
        assert [day["matches"] for day in entry["over_time"]] == [len(played)]
        assert entry["over_time"][0]["date"] == timezone.now().date().isoformat()
    rating = Rating.objects.get(circle__isnull=True, game="texas42", user_id=alice.pk)
    texas = games["texas42"]
    assert texas["rating"] == {"mu": rating.mu, "sigma": rating.sigma, "ordinal": rating.ordinal}
    assert texas["over_time"][0]["rating_ordinal"] == pytest.approx(rating.ordinal)
    assert texas["plays_like"] == ("strong" if rating.mu > 26.5 else "basic")
    # Not rated outside a circle: no rating, so nothing to liken it to.
    assert games["allfours"]["rating"] is None and games["allfours"]["plays_like"] is None


def test_a_new_player_has_no_stats(alice):
    assert alice.get("/api/me/stats").json() == {"games": []}
