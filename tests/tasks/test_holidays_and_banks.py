"""Clocks through time: holidays pause and restart turns, the sweep begins and ends them, time banks; bad requests."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
import time_machine
from django.utils import timezone

from accounts import tokens
from community.services.reminders import remind
from games.models import Holiday, Match, Room, Seat
from games.services import holidays
from games.services.etags import etag_for_caller
from games.services.matches import run_computer_turns
from games.services.turns import sweep
from tests.api.helpers import act, create_room, started_match, state

pytestmark = pytest.mark.django_db

HOUR = 3600
DAY = timedelta(days=1)


def person_to_act(match_id: str, alice, bob):
    """The match and the person (alice or bob) whose turn it is, once the computer players (seats 2, 3) have played."""
    run_computer_turns(match_id)
    match = Match.objects.get(public_id=match_id)
    return match, {0: alice, 1: bob}[match.to_act]


def seat_of(match_id: str, index: int) -> Seat:
    return Seat.objects.get(room__matches__public_id=match_id, index=index)


def take(player, **body):
    return player.post("/api/me/holidays", body)


def move(player, match_id: str):
    body = state(player, match_id)
    response = act(player, match_id, body["legal"][0], body["seq"])
    assert response.status_code == 201, response.content
    run_computer_turns(match_id)
    return response.json()


def play_turn(player, match_id: str, index: int) -> None:
    """Move for the player until the turn passes on (a reveal and the play after it are one turn)."""
    while Match.objects.get(public_id=match_id).to_act == index:
        move(player, match_id)


def at(instant: datetime):
    return time_machine.travel(instant, tick=False)


def begun_turn(alice, bob, **room):
    """A running match between alice and bob whose turn began at a whole second: (match, its id, who is to act)."""
    start = timezone.now().replace(microsecond=0) + timedelta(seconds=1)
    with at(start):
        match_id = started_match(alice, bob, turn_seconds=HOUR, **room)
        match, player = person_to_act(match_id, alice, bob)
    assert match.turn_started_at == start
    return match, match_id, player


def test_a_holiday_pauses_the_running_turn_and_gives_back_the_same_time_left(alice, bob):
    match, match_id, player = begun_turn(alice, bob)
    other = bob if player is alice else alice
    taken_at = match.turn_started_at + timedelta(seconds=1000)
    with at(taken_at):
        answer = take(player, days=2)
        assert answer.status_code == 201, answer.content
        assert answer.json()["running"] is True
        seen = state(other, match_id)
    match.refresh_from_db()
    assert match.turn_deadline is None
    assert seat_of(match_id, match.to_act).paused_left_seconds == HOUR - 1000
    ends = taken_at + 2 * DAY
    assert seen["turn_deadline"] is None
    assert datetime.fromisoformat(seen["seats"][match.to_act]["holiday_until"]) == ends
    assert seen["seats"][1 - match.to_act]["holiday_until"] is None
    # Nothing times out, nobody is reminded, no timeout counts while the holiday runs, long past the old deadline.
    with at(taken_at + DAY):
        report = sweep()
        reminded = remind()
    assert (report.timed_out, reminded, report.holidays_ended) == ([], [], [])
    # The sweep ends it on time: the turn has exactly the 2,600 seconds it had left.
    back = ends + timedelta(seconds=7)
    with at(back):
        report = sweep()
    assert report.holidays_ended == [answer.json()["id"]]
    match.refresh_from_db()
    assert match.turn_deadline == back + timedelta(seconds=HOUR - 1000)
    assert match.turn_started_at == back - timedelta(seconds=1000)  # as long a turn as before: the reminder is right
    assert seat_of(match_id, match.to_act).holiday_until is None
    deadline = back + timedelta(seconds=HOUR - 1000)
    with at(deadline - timedelta(seconds=1)):
        assert sweep().timed_out == []
    with at(deadline + timedelta(seconds=1)):
        assert sweep().timed_out == [match_id]


def test_no_timeout_away_count_or_reminder_while_on_holiday_and_a_turn_begun_then_gets_its_whole_time(alice, bob):
    match, match_id, player = begun_turn(alice, bob)
    other = bob if player is alice else alice
    start = match.turn_started_at
    holiday_seat = 1 - match.to_act
    with at(start):
        before = player.get(f"/api/matches/{match_id}")["ETag"]
        holiday = take(other, days=1).json()
        after = player.get(f"/api/matches/{match_id}")
    assert seat_of(match_id, holiday_seat).holiday_until is not None
    # Others' copies of the table are out of date: the seat now shows the holiday (the quick poll's ETag agrees).
    assert after["ETag"] != before
    assert after["ETag"] == etag_for_caller(match_id, tokens.digest_of(player.token))
    # The player not on holiday gets their reminder at 80 %; then moves, handing the turn to the one on holiday.
    handed = start + timedelta(seconds=HOUR * 0.8 + 1)
    with at(handed):
        sweep()
        assert remind() == [match_id]
        while match.to_act != holiday_seat:
            move(player, match_id)
            match.refresh_from_db()
    assert match.turn_started_at == handed
    assert match.turn_deadline is None
    assert seat_of(match_id, match.to_act).paused_left_seconds == HOUR
    for hours in (2, 5, 20):
        with at(start + timedelta(hours=hours)):
            report = sweep()
            reminded = remind()
        assert (report.timed_out, reminded) == ([], [])
    held = seat_of(match_id, match.to_act)
    assert (held.timeouts, held.away) == (0, False)
    ends = datetime.fromisoformat(holiday["ends_at"])
    with at(ends + timedelta(seconds=3)):
        sweep()
    match.refresh_from_db()
    assert match.turn_deadline == ends + timedelta(seconds=3 + HOUR)


def test_a_holiday_ended_early_restarts_the_clock_at_once(alice, bob):
    match, _, player = begun_turn(alice, bob)
    start = match.turn_started_at
    with at(start + timedelta(seconds=600)):
        holiday = take(player, days=3).json()
    ended_at = start + DAY
    with at(ended_at):
        answer = player.post(f"/api/me/holidays/{holiday['id']}/end")
        assert answer.status_code == 200, answer.content
        assert answer.json()["ended_at"] is not None
        assert holidays.overview(Holiday.objects.get(public_id=holiday["id"]).user)["days_left"] == 13
    match.refresh_from_db()
    assert match.turn_deadline == ended_at + timedelta(seconds=HOUR - 600)
    with at(ended_at + timedelta(seconds=5)):
        again = player.post(f"/api/me/holidays/{holiday['id']}/end")
    assert (again.status_code, again.json()["code"]) == (409, "holiday_over")


def test_a_future_holiday_begins_by_itself_in_the_sweep_and_can_be_cancelled_before(alice, bob):
    match, match_id, player = begun_turn(alice, bob)
    start = match.turn_started_at
    with at(start):
        later = take(player, days=1, starts_at=(start + timedelta(seconds=900)).isoformat()).json()
        cancelled = take(player, days=2, starts_at=(start + 5 * DAY).isoformat()).json()
        assert later["running"] is False
        listed = player.get("/api/me/holidays").json()
        assert [each["id"] for each in listed["holidays"]] == [later["id"], cancelled["id"]]
        assert listed["days_left"] == 11
        assert player.post(f"/api/me/holidays/{cancelled['id']}/end").status_code == 200
        assert player.get("/api/me/holidays").json()["days_left"] == 13
    match.refresh_from_db()
    assert match.turn_deadline == start + timedelta(seconds=HOUR)  # not yet
    with at(start + timedelta(seconds=1000)):
        report = sweep()
    assert report.holidays_begun == [later["id"]]
    assert report.timed_out == []
    match.refresh_from_db()
    assert match.turn_deadline is None
    assert seat_of(match_id, match.to_act).paused_left_seconds == HOUR - 1000
    with at(start + timedelta(seconds=1001)):
        assert sweep().holidays_begun == []  # once


def test_the_bank_takes_the_time_used_grows_by_the_increment_and_stops_at_the_cap(alice, bob):
    bank = {"clock": "bank", "bank_seconds": HOUR, "bank_increment_seconds": 600, "bank_cap_seconds": HOUR + 300}
    match, match_id, player = begun_turn(alice, bob, **bank)
    start = match.turn_started_at
    index = match.to_act
    assert match.turn_deadline == start + timedelta(seconds=HOUR)
    body = state(player, match_id)
    assert body["clock"] == "bank"
    assert [seat["bank_seconds"] for seat in body["seats"]] == [HOUR] * len(body["seats"])
    with at(start + timedelta(seconds=100)):
        play_turn(player, match_id, index)
    assert seat_of(match_id, index).bank_seconds == HOUR + 300  # 3,500 + 600, held to the cap
    # Play on until the same player's next turn, then use 2,000 seconds of it.
    now = start + timedelta(seconds=100)
    match.refresh_from_db()
    while match.to_act != index:
        now += timedelta(seconds=10)
        with at(now):
            move({0: alice, 1: bob}[match.to_act], match_id)
        match.refresh_from_db()
    assert match.turn_deadline == match.turn_started_at + timedelta(seconds=HOUR + 300)
    # Move until the bank is settled: a trick the player wins, or a deal they end, may give them the next turn at
    # the same (frozen) instant, which would settle the bank again.
    held = seat_of(match_id, index).bank_seconds
    with at(match.turn_started_at + timedelta(seconds=2000)):
        for _ in range(5):
            if seat_of(match_id, index).bank_seconds != held:
                break
            move(player, match_id)
    assert seat_of(match_id, index).bank_seconds == HOUR + 300 - 2000 + 600


def test_the_sweep_plays_when_a_bank_runs_out_and_the_bank_gets_the_increment(alice, bob):
    bank = {"clock": "bank", "bank_seconds": 600, "bank_increment_seconds": 120, "bank_cap_seconds": HOUR}
    match, match_id, _ = begun_turn(alice, bob, **bank)
    index = match.to_act
    assert match.turn_deadline == match.turn_started_at + timedelta(seconds=600)
    with at(match.turn_deadline - timedelta(seconds=1)):
        assert sweep().timed_out == []
    with at(match.turn_deadline + timedelta(seconds=2)):
        assert sweep().timed_out == [match_id]
    seat = seat_of(match_id, index)
    assert (seat.bank_seconds, seat.timeouts) == (120, 1)


def test_a_holiday_pauses_a_bank_too(alice, bob):
    bank = {"clock": "bank", "bank_seconds": HOUR, "bank_increment_seconds": 600, "bank_cap_seconds": 2 * HOUR}
    match, match_id, player = begun_turn(alice, bob, **bank)
    start = match.turn_started_at
    with at(start + timedelta(seconds=1000)):
        take(player, days=1)
    # Acting during the holiday uses no holiday time: the bank had 2,600 seconds left.
    index = match.to_act
    with at(start + timedelta(hours=10)):
        play_turn(player, match_id, index)
    assert seat_of(match_id, index).bank_seconds == HOUR - 1000 + 600


def test_holiday_requests_refused(alice, bob):
    match, _, player = begun_turn(alice, bob)
    now = match.turn_started_at
    with at(now):
        for body, status, code in [
            ({"days": 0}, 400, "invalid"),
            ({"days": 15}, 400, "too_many_days"),
            ({"days": 2**40}, 400, "invalid"),
            ({"days": 100}, 400, "too_many_days"),
            ({"days": 1, "starts_at": (now - timedelta(minutes=10)).isoformat()}, 400, "start_in_past"),
            ({"days": 1, "starts_at": (now + timedelta(days=400)).isoformat()}, 400, "start_too_far"),
        ]:
            answer = take(player, **body)
            assert (answer.status_code, answer.json()["code"]) == (status, code), body
        assert take(player, days=1, starts_at=(now - timedelta(minutes=2)).isoformat()).status_code == 201
        overlapping = take(player, days=2, starts_at=(now + timedelta(hours=5)).isoformat())
        assert (overlapping.status_code, overlapping.json()["code"]) == (409, "holiday_overlaps")
        mine = player.get("/api/me/holidays").json()["holidays"][0]["id"]
        # Someone else cannot end (nor learn of) another's holiday.
        other = bob if player is alice else alice
        refused = other.post(f"/api/me/holidays/{mine}/end")
        assert (refused.status_code, refused.json()["code"]) == (404, "unknown_holiday")
        assert Holiday.objects.get(public_id=mine).ended_at is None


def test_a_room_that_refuses_holidays_is_named_before_and_when_one_is_asked_for(alice, bob):
    started_match(alice, bob, holiday_days=0)
    other = started_match(alice, bob)
    refusing = Match.objects.filter(room__holiday_days=0).get().room.code
    listed = alice.get("/api/me/holidays").json()
    assert listed["refusing_rooms"] == [refusing]
    answer = take(alice, days=1)
    assert answer.status_code == 409
    assert (answer.json()["code"], answer.json()["rooms"]) == ("holidays_refused", [refusing])
    assert not Holiday.objects.exists()
    assert other


def test_a_room_allowing_fewer_days_limits_the_holiday(alice, bob):
    started_match(alice, bob, holiday_days=3)
    assert alice.get("/api/me/holidays").json()["days_left"] == 3
    answer = take(alice, days=4)
    assert (answer.status_code, answer.json()["code"]) == (400, "too_many_days")
    assert take(alice, days=3).status_code == 201


def test_days_count_in_the_year_they_fall_in_and_do_not_carry_over(alice):
    end_of_year = datetime(2031, 12, 30, 12, tzinfo=UTC)
    with at(end_of_year):
        assert take(alice, days=14).status_code == 201  # 2 days in 2031, 12 in 2032
        listed = alice.get("/api/me/holidays").json()
        assert (listed["year"], listed["days_left"]) == (2031, 12)
        answer = take(alice, days=3, starts_at=(end_of_year + 30 * DAY).isoformat())
        assert (answer.status_code, answer.json()["code"]) == (400, "too_many_days")
        assert "2032" in answer.json()["message"]
        assert take(alice, days=2, starts_at=(end_of_year + 30 * DAY).isoformat()).status_code == 201


def test_room_clock_settings_refused(alice):
    bank: dict[str, Any] = {"clock": "bank", "bank_seconds": HOUR, "bank_cap_seconds": 2 * HOUR}
    cases: list[tuple[dict[str, Any], str]] = [
        ({"holiday_days": 61}, "invalid"),
        ({"holiday_days": -1}, "invalid"),
        ({"clock": "sand"}, "invalid"),
        ({**bank, "bank_seconds": 3 * HOUR}, "bad_bank"),  # a start above the cap
        ({**bank, "bank_increment_seconds": 3 * HOUR}, "bad_bank"),  # an increment above the cap
        ({**bank, "bank_increment_seconds": 10}, "invalid"),  # less than a minute
    ]
    for fields, code in cases:
        answer = alice.post("/api/rooms", {"game": "doublehand", "options": {}, "turn_seconds": HOUR, **fields})
        assert (answer.status_code, answer.json()["code"]) == (400, code), fields
    room = create_room(alice, clock="bank", holiday_days=0)
    assert (room["clock"], room["bank_seconds"], room["holiday_days"]) == ("bank", 24 * HOUR, 0)
    plain = create_room(alice)
    assert (plain["clock"], plain["bank_seconds"], plain["holiday_days"]) == ("turn", None, 14)


def test_a_circles_room_keeps_the_default_holidays_unless_its_creator_sets_them(alice, bob):
    from tests.circles.helpers import circle_with

    circle_id = circle_with(alice, bob)
    made = [
        alice.post(f"/api/circles/{circle_id}/matches", {"game": "doublehand", "seats": [None] * 4, **fields})
        for fields in ({}, {"holiday_days": 0})
    ]
    codes = [answer.json()["room_code"] for answer in made]
    assert [Room.objects.get(code=code).holiday_days for code in codes] == [14, 0]
    assert alice.get("/api/me/holidays").json()["refusing_rooms"] == [codes[1]]
