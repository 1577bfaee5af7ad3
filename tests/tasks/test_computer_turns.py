"""Computer moves as tasks: made for the turn they were sent for, and never for a turn that has passed."""

from __future__ import annotations

import pytest

from games.models import Event, Match
from games.tasks import play_computer_turn
from tests.api.helpers import act, started_match, state

pytestmark = pytest.mark.django_db


def test_a_computer_move_is_sent_on_commit_and_played_until_a_persons_turn(alice, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True) as callbacks:
        match_id = started_match(alice)
    assert callbacks or state(alice, match_id)["to_act"] == 0
    match = Match.objects.get(pk=match_id)
    assert match.to_act == 0
    assert match.computer_turn is False
    assert match.turn_deadline is not None


def test_a_task_for_an_old_sequence_number_does_nothing(alice):
    match_id = started_match(alice)
    match = Match.objects.get(pk=match_id)
    if match.to_act == 0:
        body = state(alice, match_id)
        act(alice, match_id, body["legal"][0], body["seq"])
        match.refresh_from_db()
    events = Event.objects.filter(match_id=match_id).count()
    assert play_computer_turn.apply(args=(match_id, match.seq - 1)).get() is False
    assert Event.objects.filter(match_id=match_id).count() == events


def test_a_task_for_a_persons_turn_does_nothing(alice, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True):
        match_id = started_match(alice)
    match = Match.objects.get(pk=match_id)
    assert match.to_act == 0
    assert play_computer_turn.apply(args=(match_id, match.seq)).get() is False
    assert Match.objects.get(pk=match_id).seq == match.seq


def test_a_task_for_a_current_computer_turn_makes_exactly_one_move(alice):
    match_id = started_match(alice)
    match = Match.objects.get(pk=match_id)
    while match.to_act == 0:
        body = state(alice, match_id)
        act(alice, match_id, body["legal"][0], body["seq"])
        match.refresh_from_db()
    assert match.computer_turn is True
    assert play_computer_turn.apply(args=(match_id, match.seq)).get() is True
    move = Event.objects.get(match_id=match_id, seq=match.seq + 1)
    assert move.by_computer is True
    assert move.seat == match.to_act
    # The same task delivered twice does nothing the second time.
    assert play_computer_turn.apply(args=(match_id, match.seq)).get() is False
