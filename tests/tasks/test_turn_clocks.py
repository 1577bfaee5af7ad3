"""Turn timeouts and the sweep: overdue turns played by `basic`, away after two, lost computer moves."""

from __future__ import annotations

from datetime import datetime, timedelta

import pytest
import time_machine
from django.core.cache import cache
from django.core.management import CommandError, call_command
from django.utils import timezone

from games.models import Event, Match, Seat
from games.services.computer_lag import LAG_KEPT_SECONDS, LAG_KEY, stale_after
from games.services.matches import play_computer_turn
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


def at_a_computer_turn(alice, match_id: str) -> tuple[Match, datetime]:
    """The match, moved on by alice until a computer player is to act (its task never runs in these tests).

    Answers the match and when that turn began.
    """
    match = Match.objects.get(public_id=match_id)
    while not match.computer_turn:
        body = state(alice, match_id)
        act(alice, match_id, body["legal"][0], body["seq"])
        match.refresh_from_db()
    assert match.turn_started_at is not None
    return match, match.turn_started_at


def test_a_computer_move_that_runs_late_notes_how_late(alice, settings):
    settings.COMPUTER_TURN_PAUSE_SECONDS = 1
    match, started = at_a_computer_turn(alice, started_match(alice))
    # Its task runs 9 s after the turn began, 8 s beyond the pause it was sent with
    with time_machine.travel(started + timedelta(seconds=9), tick=False):
        assert play_computer_turn(match.pk, match.seq) is True
        assert cache.get(LAG_KEY) == pytest.approx(8)
    # One that runs on time writes nothing
    cache.delete(LAG_KEY)
    match, started = at_a_computer_turn(alice, started_match(alice))
    with time_machine.travel(started + timedelta(seconds=1.2), tick=False):
        assert play_computer_turn(match.pk, match.seq) is True
    assert cache.get(LAG_KEY) is None


def test_while_the_workers_run_late_the_sweep_leaves_waiting_computer_moves_to_them(alice, settings):
    settings.COMPUTER_TURN_STALE_SECONDS = 10
    match, started = at_a_computer_turn(alice, started_match(alice))
    with time_machine.travel(started, tick=False):
        cache.set(LAG_KEY, 8, LAG_KEPT_SECONDS)  # as a worker notes it (above): its moves run 8 s late
        assert stale_after() == 16
    # Past the setting but within twice the lag: the move's task is waiting in the queue, not lost
    with time_machine.travel(started + timedelta(seconds=11), tick=False):
        assert sweep().picked_up == []
    with time_machine.travel(started + timedelta(seconds=17), tick=False):
        assert sweep().picked_up == [match.public_id]


def test_a_lag_is_forgotten_a_minute_after_the_last_late_move(alice, settings):
    # With the queue lost (a broker restarted), no move runs late any more: the sweep soon makes them all
    settings.COMPUTER_TURN_STALE_SECONDS = 10
    match, started = at_a_computer_turn(alice, started_match(alice))
    with time_machine.travel(started, tick=False):
        cache.set(LAG_KEY, 30, LAG_KEPT_SECONDS)
    with time_machine.travel(started + timedelta(seconds=LAG_KEPT_SECONDS + 1), tick=False):
        assert stale_after() == 10
        assert sweep().picked_up == [match.public_id]


def test_stuck_matches_are_reported_by_a_command_and_to_staff(alice, bob):
    match_id = started_match(alice, bob, turn_seconds=30)
    match, _ = person_to_act(match_id, alice, bob)
    call_command("stuck_matches")  # nothing stuck: no error
    with time_machine.travel(match.turn_deadline + timedelta(seconds=61)):
        with pytest.raises(CommandError, match="1 stuck"):
            call_command("stuck_matches")
        assert alice.get("/api/health/turns").status_code == 403
        from accounts.models import User

        User.objects.filter(pk=alice.pk).update(is_staff=True)
        report = alice.get("/api/health/turns").json()
    assert report["ok"] is False
    assert [entry["match"] for entry in report["stuck"]] == [match_id]
