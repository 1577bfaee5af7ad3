"""GET /api/me/waiting: the matches waiting for the caller's move, for the app's icon badge."""

from __future__ import annotations

import pytest

from games.models import Match, MatchStatus, Seat
from games.services.matches import run_computer_turns
from tests.api.helpers import started_match

pytestmark = pytest.mark.django_db


def waiting(player):
    response = player.get("/api/me/waiting")
    assert response.status_code == 200, response.content
    return response.json()["count"]


def to_person(match_id):
    run_computer_turns(match_id)
    return Match.objects.get(public_id=match_id)


def test_only_the_callers_own_matches_where_it_is_their_turn_count(alice, bob, charlie):
    assert waiting(alice) == 0
    for _ in range(2):
        assert to_person(started_match(alice)).to_act == 0
    shared = to_person(started_match(alice, bob))
    to_act = Seat.objects.get(room=shared.room, index=shared.to_act).user_id
    alices, bobs = (3, 0) if to_act == alice.pk else (2, 1)
    assert (waiting(alice), waiting(bob), waiting(charlie)) == (alices, bobs, 0)
    # A match that is over waits for no one.
    Match.objects.filter(room__seats__user_id=alice.pk).update(status=MatchStatus.FINISHED)
    assert (waiting(alice), waiting(bob)) == (0, 0)


def test_a_turn_the_computer_plays_for_an_away_player_is_not_theirs(alice):
    match = to_person(started_match(alice))
    Match.objects.filter(pk=match.pk).update(computer_turn=True)
    assert waiting(alice) == 0


def test_anonymous_callers_are_refused(client):
    response = client.get("/api/me/waiting")
    assert response.status_code == 401
    assert response.json()["code"]
