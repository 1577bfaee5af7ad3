"""Ratings recomputed from the logs equal those kept as matches ended; a difference is found, reported and mended."""

from __future__ import annotations

import pytest
from django.core.management import CommandError, call_command

from ratings.models import MatchResult, Rating, RatingChange, SeatResult
from ratings.services.recompute import differences, recompute, write
from tests.conftest import make_player
from tests.ratings.helpers import circle_match, make_circle, play_out


@pytest.fixture
def played(alice, bob, charlie, django_capture_on_commit_callbacks):
    """Two circles' matches at every game, some rated, some not, and one match outside any circle."""
    dave = make_player("Dave")
    family = make_circle(alice, bob, charlie, dave)
    club = make_circle(bob, charlie, alice, rate_computer_matches=True)
    with django_capture_on_commit_callbacks(execute=True):
        for game in ("texas42", "allfours", "texas42"):
            play_out(circle_match(family, alice, bob, charlie, dave, game=game))
        play_out(circle_match(family, dave, charlie, bob, alice, game="texas42"))
        play_out(circle_match(family, alice, bob, game="allfours"))  # computers: this circle does not rate them
        for _ in range(2):
            play_out(circle_match(club, bob, charlie, alice, game="ganjifa"))
        play_out(circle_match(club, charlie, None, alice, game="texas42"))
        play_out(circle_match(None, alice, bob, game="ganjifa"))
    return family, club


def run(*args: str) -> str:
    from io import StringIO

    out = StringIO()
    call_command("recompute_ratings", *args, stdout=out)
    return out.getvalue()


def test_recomputed_ratings_equal_the_stored_ones(played):
    family, club = played
    done = recompute()
    assert differences(done) == []
    assert len(done.results) == MatchResult.objects.count() == 9
    assert done.rated_matches == MatchResult.objects.filter(rated=True).count() == 7
    assert "equal the recomputed ones" in run()
    assert "equal the recomputed ones" in run(f"--circle={family.public_id}")
    assert "equal the recomputed ones" in run(f"--circle={club.public_id}")


def test_a_stored_rating_that_differs_is_reported_and_written_over(played):
    family, _ = played
    before = {(row.circle_id, row.game, row.user_id): (row.mu, row.sigma, row.matches) for row in Rating.objects.all()}
    changes = RatingChange.objects.count()
    tampered = Rating.objects.filter(circle=family).first()
    Rating.objects.filter(pk=tampered.pk).update(mu=tampered.mu + 1)
    SeatResult.objects.filter(result__circle=family, seat=0).update(points=-5)
    with pytest.raises(CommandError, match="difference"):
        run(f"--circle={family.public_id}")
    lines = differences(recompute(family))
    assert any(line.startswith("rating ") for line in lines)
    assert any("differs from its log" in line for line in lines)
    assert "written" in run("--write", f"--circle={family.public_id}")
    after = {(row.circle_id, row.game, row.user_id): (row.mu, row.sigma, row.matches) for row in Rating.objects.all()}
    assert after == before
    assert RatingChange.objects.count() == changes
    assert "equal the recomputed ones" in run()


def test_writing_from_scratch_rebuilds_everything_deleted(played):
    before = {(row.circle_id, row.game, row.user_id): (row.mu, row.sigma, row.matches) for row in Rating.objects.all()}
    seats = sorted(SeatResult.objects.values_list("result__match_id", "seat", "user_id", "points", "won", "rank"))
    Rating.objects.all().delete()
    MatchResult.objects.all().delete()
    with pytest.raises(CommandError):
        run()
    run("--write")
    after = {(row.circle_id, row.game, row.user_id): (row.mu, row.sigma, row.matches) for row in Rating.objects.all()}
    assert after == before
    assert (
        sorted(SeatResult.objects.values_list("result__match_id", "seat", "user_id", "points", "won", "rank")) == seats
    )
    assert differences(recompute()) == []


def test_an_unknown_circle_is_refused(db):
    with pytest.raises(CommandError, match="no circle"):
        run("--circle", "nope")


def test_write_keeps_whether_a_match_counted_when_the_circle_changed_its_mind(played):
    _, club = played
    club.rate_computer_matches = False
    club.save()
    assert differences(recompute()) == []
    write(recompute())
    assert MatchResult.objects.filter(circle=club, rated=True).count() == 3
