"""A moderator's abort or seat replacement is an event of the match's log, and the record still replays."""

from __future__ import annotations

import pytest

from community.services import moderation
from games.engine.record import replay_report
from games.models import EventType
from games.services.matches import run_computer_turns
from games.services.open_replay import full_record
from tests.api.helpers import finish, started_match
from tests.moderation.conftest import match_of, play_a_while

pytestmark = pytest.mark.django_db


def record_of(player, match_id: str) -> dict:
    response = player.get(f"/api/matches/{match_id}/record")
    assert response.status_code == 200, response.content
    return dict(response.json())


def test_an_aborted_matchs_record_replays_to_where_it_stopped(mona, alice):
    match_id = started_match(alice)
    play_a_while(alice, match_id)
    moderation.abort_match(mona, match_of(match_id), "abandoned table")
    record = record_of(alice, match_id)  # finished now, so its record is out
    verdict = replay_report(record)
    assert verdict["ok"], verdict
    assert verdict["status"] == "in_progress"  # the rules never saw an end: the moderator stopped it
    assert sum(len(deal["actions"]) for deal in record["deals"]) >= 1
    assert "aborted" not in str(record)


@pytest.mark.any_database  # a whole match: the same statements, hundreds of times
def test_a_match_whose_seat_was_replaced_replays_to_its_end(mona, alice, bob):
    match_id = started_match(alice, bob)
    run_computer_turns(match_id)
    moderation.replace_seat(mona, match_of(match_id), 1, "gone for the night")
    body = finish(alice, match_id)
    assert body["status"] == "finished"
    match = match_of(match_id)
    assert match.events.filter(type=EventType.SEAT_REPLACED).count() == 1
    verdict = replay_report(record_of(alice, match_id))
    assert verdict["ok"], verdict
    assert verdict["status"] == "finished"
    assert verdict["winner"] == match.winner
    assert verdict["scores"] == match.scores


def test_the_record_replays_after_a_replacement_and_an_abort_together(mona, alice, bob):
    match_id = started_match(alice, bob)
    run_computer_turns(match_id)
    moderation.replace_seat(mona, match_of(match_id), 0, "abusive")
    run_computer_turns(match_id)
    moderation.abort_match(mona, match_of(match_id), "the other player asked")
    verdict = replay_report(full_record(match_of(match_id)))
    assert verdict["ok"], verdict
    assert [event.type for event in match_of(match_id).events.order_by("-seq")[:1]] == [EventType.MATCH_ABORTED]
