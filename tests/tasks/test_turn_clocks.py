"""Turn timeouts and the sweep: overdue turns played by `basic`, away after two, lost computer moves."""

from __future__ import annotations

from datetime import timedelta

import pytest
import time_machine
from django.core.management import CommandError, call_command
from django.utils import timezone

from games.models import Event, Match, Seat
from games.services.turns import sweep
from tests.api.helpers import act, started_match, state

pytestmark = pytest.mark.django_db


def person_to_act(match_id: str, alice, bob):
    """Run the match (computer turns included) until alice or bob is to act; answer who."""
    from games.services.matches import run_computer_turns

    run_computer_turns(match_id)
    match = Match.objects.get(public_id=match_id)
    return match, {0: alice, 1: bob}[match.to_act]


def test_a_turn_is_not_played_before_its_deadline(alice, bob):
    match_id = started_match(alice, bob, turn_seconds=30)
    match, _ = person_to_act(match_id, alice, bob)
    with time_machine.travel(match.turn_deadline - timedelta(seconds=1)):
        assert sweep().timed_out == []
    assert Match.objects.get(public_id=match_id).seq == match.seq


def test_an_overdue_turn_is_played_for_its_player_by_the_basic_computer(alice, bob):
    match_id = started_match(alice, bob, turn_seconds=30)
    match, _ = person_to_act(match_id, alice, bob)
    with time_machine.travel(match.turn_deadline + timedelta(seconds=1)):
        report = sweep()
    assert report.timed_out == [match_id]
    move = Event.objects.get(match__public_id=match_id, seq=match.seq + 1)
    assert move.seat == match.to_act
    assert move.by_computer is True
    seat = Seat.objects.get(room__matches__public_id=match_id, index=match.to_act)
    assert (seat.timeouts, seat.away) == (1, False)


def test_an_overdue_turn_in_an_expert_room_is_played_at_the_rooms_level(alice, bob, monkeypatch):
    from games.services import matches

    levels: list[str] = []
    original = matches.choose_for

    def watched(match, state, index, level):
        levels.append(level)
        return original(match, state, index, level)

    match_id = started_match(alice, bob, turn_seconds=30, bot_level="strong")
    match, _ = person_to_act(match_id, alice, bob)
    monkeypatch.setattr(matches, "choose_for", watched)
    with time_machine.travel(match.turn_deadline + timedelta(seconds=1)):
        assert sweep().timed_out == [match_id]
    assert levels == ["strong"]


def test_two_timeouts_in_a_row_mark_the_player_away_until_they_come_back(alice, bob):
    match_id = started_match(alice, bob, turn_seconds=30)
    match, player = person_to_act(match_id, alice, bob)
    seat_index = match.to_act
    now = timezone.now()
    for _ in range(2):
        # Time out each of this person's turns (the other's turns are played promptly).
        while True:
            match, mover = person_to_act(match_id, alice, bob)
            if match.to_act == seat_index:
                break
            body = state(mover, match_id)
            act(mover, match_id, body["legal"][0], body["seq"])
        now = match.turn_deadline + timedelta(seconds=1)
        with time_machine.travel(now):
            sweep(now)
    seat = Seat.objects.get(room__matches__public_id=match_id, index=seat_index)
    assert seat.away is True
    # While away, the computer plays the person's turns.
    match, _ = person_to_act(match_id, alice, bob)
    assert match.to_act != seat_index
    assert Event.objects.filter(match__public_id=match_id, seat=seat_index, by_computer=True).count() >= 2
    back = player.post(f"/api/matches/{match_id}/return")
    assert back.status_code == 200
    seat.refresh_from_db()
    assert (seat.away, seat.timeouts) == (False, 0)


def test_acting_resets_the_run_of_timeouts(alice, bob):
    match_id = started_match(alice, bob, turn_seconds=30)
    match, player = person_to_act(match_id, alice, bob)
    seat_index = match.to_act
    with time_machine.travel(match.turn_deadline + timedelta(seconds=1)):
        sweep()
    while True:
        match, mover = person_to_act(match_id, alice, bob)
        body = state(mover, match_id)
        act(mover, match_id, body["legal"][0], body["seq"])
        if mover is player:
            break
    assert Seat.objects.get(room__matches__public_id=match_id, index=seat_index).timeouts == 0


def test_a_lost_computer_move_is_picked_up_by_the_sweep(alice, settings):
    settings.COMPUTER_TURN_STALE_SECONDS = 10
    match_id = started_match(alice)
    match = Match.objects.get(public_id=match_id)
    while not match.computer_turn:
        body = state(alice, match_id)
        act(alice, match_id, body["legal"][0], body["seq"])
        match.refresh_from_db()
    # The task sent on commit never ran (on-commit callbacks do not fire in this test): as if lost.
    started = match.turn_started_at
    assert started is not None
    with time_machine.travel(started + timedelta(seconds=5)):
        assert sweep().picked_up == []
    with time_machine.travel(started + timedelta(seconds=11)):
        assert sweep().picked_up == [match_id]
    assert Event.objects.get(match__public_id=match_id, seq=match.seq + 1).by_computer is True


def test_stuck_matches_are_reported_by_a_command_and_to_staff(alice, bob):
    match_id = started_match(alice, bob, turn_seconds=30)
    match, _ = person_to_act(match_id, alice, bob)
    call_command("stuck_matches")  # nothing stuck: no error
    with time_machine.travel(match.turn_deadline + timedelta(seconds=61)):
        with pytest.raises(CommandError, match="1 stuck"):
            call_command("stuck_matches")
        assert alice.get("/api/health/turns").status_code == 403
        from accounts.models import User

        User.objects.filter(pk=alice.id).update(is_staff=True)
        report = alice.get("/api/health/turns").json()
    assert report["ok"] is False
    assert [entry["match"] for entry in report["stuck"]] == [match_id]
