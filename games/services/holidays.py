"""Holidays: take one, end or cancel it, and the sweep's part (begin and end those that are due).

A holiday pauses the clock of every running match its player sits in (`clocks.pause`) and gives each turn the
time it had left when it ends (`clocks.resume`). Each change holds the player's row lock (so that two requests
cannot both pass the checks), then the matches' row locks in the order of their keys (so that it never
deadlocks with another holiday's change). See docs/clocks.md.
"""

from __future__ import annotations

import math
from collections import Counter
from datetime import UTC, datetime, timedelta
from typing import Any

from django.db import transaction
from django.utils import timezone

from accounts.models import User
from config.api.service_errors import ServiceError, bad_request, conflict, not_found
from games.models import Holiday, Match, MatchStatus, Room, Seat
from games.services import clocks
from games.services.matches import lock_match
from games.services.rooms import MOST_HOLIDAY_DAYS

DEFAULT_DAYS = 14
"""Holiday days a year, where no room the player sits in says otherwise."""
PAST_GRACE = timedelta(minutes=5)
"""How far in the past a holiday's start may be (a form filled in a moment ago)."""
FURTHEST_START = timedelta(days=366)
"""How far ahead a holiday may be booked."""
DAY = timedelta(days=1)


def _running_rooms(user: User) -> list[Room]:
    """The rooms of the running matches the person sits in."""
    return list(
        Room.objects.filter(seats__user=user, matches__status=MatchStatus.IN_PROGRESS, matches__aborted=False)
        .distinct()
        .order_by("pk")
    )


def _days_by_year(starts_at: datetime, ends_at: datetime) -> Counter[int]:
    """The holiday's days counted per calendar year (UTC), each day in the year it begins; a part day is a day."""
    days = max(0, math.ceil((ends_at - starts_at) / DAY))
    return Counter((starts_at + index * DAY).astimezone(UTC).year for index in range(days))


def _last(holiday: Holiday) -> datetime:
    """When the holiday stops (or stopped): its end, or earlier when ended early or cancelled."""
    return holiday.ends_at if holiday.ended_at is None else min(holiday.ended_at, holiday.ends_at)


def _used(user: User) -> Counter[int]:
    """Holiday days the person has used or booked, per year."""
    used: Counter[int] = Counter()
    for holiday in Holiday.objects.filter(user=user):
        used += _days_by_year(holiday.starts_at, _last(holiday))
    return used


def _allowance(rooms: list[Room]) -> int:
    """Days a year the person may take: the least any room of theirs allows, 14 when they play in none."""
    return min((room.holiday_days for room in rooms), default=DEFAULT_DAYS)


def _refusing(rooms: list[Room]) -> list[str]:
    return [room.code for room in rooms if room.holiday_days == 0]


def holiday_body(holiday: Holiday) -> dict[str, Any]:
    """A holiday as its player sees it."""
    return {
        "id": holiday.public_id,
        "starts_at": holiday.starts_at.isoformat(),
        "ends_at": holiday.ends_at.isoformat(),
        "ended_at": holiday.ended_at.isoformat() if holiday.ended_at else None,
        "running": holiday.begun_at is not None and holiday.ended_at is None,
        "days": math.ceil((holiday.ends_at - holiday.starts_at) / DAY),
    }


def overview(user: User, now: datetime | None = None) -> dict[str, Any]:
    """Days left this year, the current and future holidays, and the rooms that refuse holidays."""
    now = now or timezone.now()
    rooms = _running_rooms(user)
    allowed = _allowance(rooms)
    coming = Holiday.objects.filter(user=user, ended_at__isnull=True, ends_at__gt=now).order_by("starts_at")
    return {
        "year": now.astimezone(UTC).year,
        "days_allowed": allowed,
        "days_left": max(0, allowed - _used(user)[now.astimezone(UTC).year]),
        "refusing_rooms": _refusing(rooms),
        "holidays": [holiday_body(holiday) for holiday in coming],
    }


def take(user: User, days: object, starts_at: datetime | None = None, now: datetime | None = None) -> Holiday:
    """Book a holiday of whole days from `starts_at` (default: now); one that starts now pauses the clocks at once."""
    now = now or timezone.now()
    if not isinstance(days, int) or isinstance(days, bool) or days < 1:
        raise bad_request("bad_days", "a holiday is at least 1 whole day")
    if days > 2 * MOST_HOLIDAY_DAYS:  # more than any two years allow (and checked before any date is reckoned with it)
        raise bad_request("too_many_days", f"a holiday is at most {2 * MOST_HOLIDAY_DAYS} days")
    start = now if starts_at is None else starts_at
    if start < now - PAST_GRACE:
        raise bad_request("start_in_past", "a holiday cannot start in the past")
    if start > now + FURTHEST_START:
        raise bad_request("start_too_far", "a holiday can be booked at most a year ahead")
    start = max(start, now)  # a start a moment ago starts now
    end = start + days * DAY
    with transaction.atomic():
        User.objects.select_for_update().filter(pk=user.pk).first()  # one change of a person's holidays at a time
        rooms = _running_rooms(user)
        refusing = _refusing(rooms)
        if refusing:
            raise conflict(
                "holidays_refused",
                f"a room you play in refuses holidays: {', '.join(refusing)}",
                rooms=refusing,
            )
        allowed = _allowance(rooms)
        used, wanted = _used(user), _days_by_year(start, end)
        for year, count in sorted(wanted.items()):
            if used[year] + count > allowed:
                left = max(0, allowed - used[year])
                raise bad_request("too_many_days", f"you have {left} holiday days left in {year}")
        if any(start < _last(other) and other.starts_at < end for other in Holiday.objects.filter(user=user)):
            raise conflict("holiday_overlaps", "you already have a holiday at that time")
        holiday = Holiday.objects.create(user=user, starts_at=start, ends_at=end)
        if start <= now:
            _begin(holiday, now)
    return holiday


def end(user: User, holiday_id: str, now: datetime | None = None) -> Holiday:
    """End one's holiday early (the clocks run again at once), or cancel one that has not begun."""
    now = now or timezone.now()
    with transaction.atomic():
        User.objects.select_for_update().filter(pk=user.pk).first()
        holiday = Holiday.objects.filter(user=user, public_id=holiday_id).first()
        if holiday is None:
            raise not_found("unknown_holiday", "you have no such holiday")
        if holiday.ended_at is not None or holiday.ends_at <= now:
            raise conflict("holiday_over", "this holiday is already over")
        _finish(holiday, now)
    return holiday


def _locked_matches(user: User) -> list[Match]:
    """The running matches the person sits in, each locked (`lock_match`), in the order of their keys."""
    ids = Match.objects.filter(room__seats__user=user, status=MatchStatus.IN_PROGRESS).order_by("pk")
    locked = []
    for public_id in ids.values_list("public_id", flat=True).distinct():
        match = lock_match(public_id)
        if match.status == MatchStatus.IN_PROGRESS:
            locked.append(match)
    return locked


def _seat(match: Match, user_id: int) -> Seat | None:
    return next((seat for seat in match.room.fetched_seats if seat.user_id == user_id), None)


def _begin(holiday: Holiday, now: datetime) -> None:
    """Pause the clocks of the person's running matches (the caller holds the person's row lock)."""
    for match in _locked_matches(holiday.user):
        seat = _seat(match, holiday.user_id)
        if seat is not None:
            clocks.pause(match, seat, holiday.ends_at, now)
    holiday.begun_at = now
    holiday.save(update_fields=["begun_at"])


def _finish(holiday: Holiday, now: datetime) -> None:
    """End the holiday now (the caller holds the person's row lock): the paused clocks run again."""
    if holiday.begun_at is not None:
        for match in _locked_matches(holiday.user):
            seat = _seat(match, holiday.user_id)
            if seat is not None and seat.holiday_until is not None:
                clocks.resume(match, seat, now)
    holiday.ended_at = now
    holiday.save(update_fields=["ended_at"])


def sweep_holidays(now: datetime, limit: int = 200) -> tuple[list[str], list[str]]:
    """End the holidays whose time is up and begin those that are due; their ids (ended, begun)."""
    ended: list[str] = []
    begun: list[str] = []
    due_end = Holiday.objects.filter(ended_at__isnull=True, ends_at__lte=now)
    due_begin = Holiday.objects.filter(ended_at__isnull=True, begun_at__isnull=True, starts_at__lte=now)
    for done, query, act in ((ended, due_end, _finish), (begun, due_begin, _begin)):
        for holiday_id in query.order_by("starts_at").values_list("pk", flat=True)[:limit]:
            try:
                with transaction.atomic():
                    holiday = Holiday.objects.select_related("user").get(pk=holiday_id)
                    User.objects.select_for_update().filter(pk=holiday.user_id).first()
                    holiday.refresh_from_db()  # as it is now that its player's row is held
                    if holiday.ended_at is not None or (act is _begin and holiday.begun_at is not None):
                        continue
                    act(holiday, now)
                    done.append(holiday.public_id)
            except ServiceError:
                continue  # a match gone meanwhile: the next sweep tries again
    return ended, begun


def on_holiday(user_id: int, now: datetime | None = None) -> bool:
    """Whether the person's holiday runs now (begun by the sweep or at once, and neither ended nor over)."""
    now = now or timezone.now()
    running = Holiday.objects.filter(user_id=user_id, begun_at__isnull=False, ended_at__isnull=True)
    return running.filter(starts_at__lte=now, ends_at__gt=now).exists()
