"""Two tables' matches ending at the same moment, heard in two threads on PostgreSQL: the next round starts once."""

from __future__ import annotations

from functools import partial

import pytest
from django.db import connection

from games import events
from tests.api.test_concurrency import race
from tests.conftest import make_player
from tests.tournaments.helpers import circle_of, new_event, play_out, running_matches
from tournaments.models import Round, Table
from tournaments.services import listener

pytestmark = [
    pytest.mark.django_db(transaction=True),
    pytest.mark.skipif(connection.vendor != "postgresql", reason="row locks need PostgreSQL"),
]

TRIES = 3


@pytest.fixture
def ends_unheard():
    """Matches end without the listener, so that the test hands their ends over itself, at once."""
    events.unsubscribe(events.MatchEnded, listener.on_match_ended)
    yield
    events.subscribe(events.MatchEnded, listener.on_match_ended)


def test_the_last_two_matches_of_a_round_ending_at_once_start_the_next_round_once(ends_unheard):
    for attempt in range(TRIES):
        people = [make_player(f"Player {attempt}-{number}") for number in range(6)]
        owner = people[0]
        circle_id = circle_of(owner, *people[1:])
        event = new_event(owner, circle_id, "ganjifa", format="swiss", rounds=2)
        for person in people:
            assert person.post(f"/api/tournaments/{event['id']}/entries").status_code == 201
        assert owner.post(f"/api/tournaments/{event['id']}/start").status_code == 200
        # A match can end as it is dealt; those are heard in the race as well.
        matches = running_matches(event["id"])
        for match_id in matches:
            play_out(match_id)
        ended = list(
            Table.objects.filter(round__tournament__public_id=event["id"], round__number=1).values_list(
                "room__matches__public_id", flat=True
            )
        )
        assert len(ended) == 2
        results = race(*(partial(listener.decide_match, match_id) for match_id in ended))
        assert sorted(results) == [True, True]
        assert Round.objects.filter(tournament__public_id=event["id"]).count() == 2
        assert Table.objects.filter(round__tournament__public_id=event["id"], round__number=2).count() == 2
