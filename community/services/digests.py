"""The daily digest: one notice a day of the matches waiting for a player's move, at the hour they chose.

It stands for the notices of each turn (`push.wanted` holds those back). A periodic task (`send_digests`) looks
for players whose hour has come in their time zone; a `DigestSent` row per player and local date makes it once a
day, however often the task runs or however many run at once (the task deletes those too old to matter). An hour
inside the player's quiet hours waits for their end. Nothing is sent when no match waits.
"""

from __future__ import annotations

from datetime import date, datetime, time, timedelta
from typing import Any
from zoneinfo import ZoneInfo

from django.db import IntegrityError, transaction
from django.db.models import Exists, OuterRef
from django.utils import timezone

from accounts.models import User
from community.models import DigestSent, NotificationSettings, PushSubscription
from community.notices import Kind
from community.services import push
from games.models import Match
from games.services import holidays
from games.services.bodies import seats_body
from games.services.waiting import waiting_for

KEPT_DAYS = 3
"""How many days before today (UTC) a digest's marker is kept: a due digest's local date is at most two days behind
UTC's (a zone twelve hours behind, before its digest hour), so older markers decide nothing and are deleted."""
LATE_AFTER = timedelta(hours=6)
"""A digest not sent this long after its hour (or after the quiet hours it fell in) is skipped: a player who turns
the digest on in the afternoon, for the morning, is not sent one at once, nor is one sent hours late after an outage."""


def digest_day(prefs: NotificationSettings, now: datetime) -> tuple[date, datetime]:
    """The player's last local date whose digest hour has come, and that hour (aware, in their zone)."""
    assert prefs.digest_hour is not None
    zone = ZoneInfo(prefs.time_zone)
    local = now.astimezone(zone)
    day = local.date() if local.hour >= prefs.digest_hour else local.date() - timedelta(days=1)
    return day, datetime.combine(day, time(prefs.digest_hour), tzinfo=zone)


def _due(prefs: NotificationSettings, now: datetime) -> date | None:
    """The local date whose digest is due now; None while it is not (not yet, quiet hours, or too late)."""
    day, hour = digest_day(prefs, now)
    release = push.held_until(prefs, hour) or hour  # an hour inside quiet hours waits for their end
    if not release <= now < release + LATE_AFTER or push.held_until(prefs, now) is not None:
        return None
    return day


def others_on_holiday(matches: list[Match], user_id: int) -> list[str]:
    """The names of the other players of these matches who are on holiday (their seats say until when)."""
    me = User.objects.filter(pk=user_id).values_list("public_id", flat=True).first()
    names: list[str] = []
    for match in matches:
        for seat in seats_body(match.room):
            if seat.get("holiday_until") and seat["name"] and seat["user_id"] != me and seat["name"] not in names:
                names.append(seat["name"])
    return names


def _notice(user_id: int) -> dict[str, Any] | None:
    """The digest's fields for the player; None when no match waits for them."""
    matches = list(waiting_for(user_id).select_related("room").order_by("turn_deadline", "pk"))
    if not matches:
        return None
    games = sorted({push.GAME_NAMES.get(match.game, match.game) for match in matches})
    return {"count": len(matches), "games": ", ".join(games), "holiday": "\n".join(others_on_holiday(matches, user_id))}


def send_digests(now: datetime | None = None) -> list[int]:
    """Send each player whose digest hour has come (and who has a device) today's digest, once; the players told."""
    now = now or timezone.now()
    with_devices = Exists(PushSubscription.objects.filter(user_id=OuterRef("user_id")))
    players = NotificationSettings.objects.filter(with_devices, digest_hour__isnull=False).order_by("user_id")
    due = {prefs.user_id: day for prefs in players if (day := _due(prefs, now)) is not None}
    done = set(
        DigestSent.objects.filter(user_id__in=due, day__gte=min(due.values(), default=now.date())).values_list(
            "user_id", "day"
        )
    )
    told = []
    for user_id, day in due.items():
        if (user_id, day) in done or holidays.on_holiday(user_id, now):
            continue  # sent already; or on holiday, when nothing waits for them (their clocks stand still)
        try:
            with transaction.atomic():
                DigestSent.objects.create(user_id=user_id, day=day)  # the day is decided, sent or not
                fields = _notice(user_id)
                if fields is not None:
                    push.notify(user_id, Kind.DIGEST, "/", tag="digest", **fields)
        except IntegrityError:
            continue  # another run took this day just now
        if fields is not None:
            told.append(user_id)
    DigestSent.objects.filter(day__lt=now.date() - timedelta(days=KEPT_DAYS)).delete()
    return told
