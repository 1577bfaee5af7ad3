"""Clock arithmetic of people's turns: a fixed time per turn or a time bank, and holidays that pause either.

`pass_turn` asks `end_turn` to settle the clock of the turn that ends and `start_turn` for the next one's
deadline; holidays (`games.services.holidays`) `pause` and `resume` a running turn. The caller holds the
match's row lock throughout. See docs/clocks.md.
"""

from __future__ import annotations

import math
from datetime import datetime, timedelta

from games import events
from games.models import Clock, Holiday, Match, Room, Seat
from games.services.access import table_seats


def allowance(room: Room, seat: Seat) -> int:
    """A whole turn's time for this seat, in seconds: the room's turn time, or the player's bank."""
    if room.clock == Clock.BANK:
        return room.bank_seconds if seat.bank_seconds is None else seat.bank_seconds
    return room.turn_seconds


def pauses(room: Room, seat: Seat) -> bool:
    """Whether the seat's clock stands still now: its person is on holiday, and the room allows holidays."""
    return seat.holiday_until is not None and room.holiday_days > 0


def start_clocks(room: Room, now: datetime) -> None:
    """At a match's start: fill each seat's bank, and mark the people whose holiday already runs."""
    seats = table_seats(room)
    people = [seat.user_id for seat in seats if seat.user_id is not None]
    running = dict(
        Holiday.objects.filter(
            user_id__in=people, begun_at__isnull=False, ended_at__isnull=True, ends_at__gt=now
        ).values_list("user_id", "ends_at")
    )
    bank = room.bank_seconds if room.clock == Clock.BANK else None
    for seat in seats:
        seat.bank_seconds = bank
        seat.holiday_until = running.get(seat.user_id) if room.holiday_days > 0 and seat.user_id else None
        seat.paused_left_seconds = None
        Seat.objects.filter(pk=seat.pk).update(
            bank_seconds=seat.bank_seconds, holiday_until=seat.holiday_until, paused_left_seconds=None
        )


def start_turn(match: Match, seat: Seat, now: datetime) -> datetime | None:
    """The deadline of a person's turn that begins now; None while a holiday pauses it (its whole time kept)."""
    whole = allowance(match.room, seat)
    if pauses(match.room, seat):
        _keep_left(seat, whole)
        return None
    return now + timedelta(seconds=whole)


def end_turn(match: Match, now: datetime) -> None:
    """Settle the clock of the turn that ends now, if it was a person's: their bank takes what the turn used.

    A bank becomes what the turn had left (nothing, when the sweep played it out) plus the increment, at most the
    cap; a turn paused by a holiday had what the pause kept.
    """
    if match.to_act is None or match.computer_turn or match.turn_started_at is None:
        return
    seat = table_seats(match.room)[match.to_act]
    left = _left(match, seat, now)
    room = match.room
    if room.clock == Clock.BANK and left is not None:
        seat.bank_seconds = min(room.bank_cap_seconds, left + room.bank_increment_seconds)
        seat.paused_left_seconds = None
        Seat.objects.filter(pk=seat.pk).update(bank_seconds=seat.bank_seconds, paused_left_seconds=None)
    elif seat.paused_left_seconds is not None:
        _keep_left(seat, None)


def pause(match: Match, seat: Seat, until: datetime, now: datetime) -> None:
    """A holiday begins for the seat's person: mark the seat, and stop the clock of their running turn."""
    if match.room.holiday_days == 0:
        return  # the room refuses holidays: its clock runs on
    seat.holiday_until = until
    Seat.objects.filter(pk=seat.pk).update(holiday_until=until)
    if match.to_act == seat.index and not match.computer_turn and match.turn_deadline is not None:
        _keep_left(seat, _left(match, seat, now))
        match.turn_deadline = None
        match.save(update_fields=["turn_deadline"])


def resume(match: Match, seat: Seat, now: datetime) -> None:
    """The person's holiday ends: their running turn's clock starts again with the time it had left."""
    seat.holiday_until = None
    Seat.objects.filter(pk=seat.pk).update(holiday_until=None)
    if match.to_act != seat.index or match.computer_turn or seat.paused_left_seconds is None:
        return
    left = seat.paused_left_seconds
    # The turn is dated as if it had begun `used` seconds ago: its length, and so its reminder, stay right.
    used = max(0, allowance(match.room, seat) - left)
    match.turn_started_at = now - timedelta(seconds=used)
    match.turn_deadline = now + timedelta(seconds=left)
    match.save(update_fields=["turn_started_at", "turn_deadline"])
    _keep_left(seat, None)
    if seat.user_id is not None:
        # The player was not told of this turn while away (`push` holds turn notices on holiday): tell them now.
        back = events.TurnBegan(
            match.public_id,
            match.game,
            match.room.code,
            seat.index,
            seat.user_id,
            match.turn_started_at,
            match.turn_deadline,
        )
        events.publish(back)


def _left(match: Match, seat: Seat, now: datetime) -> int | None:
    """The seconds the running turn has left (rounded up: a player never loses a part of a second), at least 0."""
    if seat.paused_left_seconds is not None:
        return seat.paused_left_seconds
    if match.turn_deadline is None:
        return None
    return max(0, math.ceil((match.turn_deadline - now).total_seconds()))


def _keep_left(seat: Seat, left: int | None) -> None:
    seat.paused_left_seconds = left
    Seat.objects.filter(pk=seat.pk).update(paused_left_seconds=left)
