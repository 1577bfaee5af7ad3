"""Reminders of long turns, at the share of the turn's time that each player chose (80 % unless they chose another).

The sweep lives here, not in `games`, because the share is a notification setting, which `games` cannot read.
A turn's length is `turn_deadline - turn_started_at`, so that a turn whose clock was given more time (a time bank)
is reminded on its own length; a turn with no deadline (its player on holiday) is never reminded.
"""

from __future__ import annotations

from datetime import datetime, timedelta

from django.db import transaction
from django.db.models import Exists, IntegerField, OuterRef, Subquery, Value
from django.db.models.functions import Coalesce
from django.utils import timezone

from community.models import NotificationSettings
from games import events
from games.models import Match, MatchStatus, Seat, TurnReminder

REMINDER_MIN_SECONDS = 3600
"""Only turns at least this long get a reminder."""
DEFAULT_PERCENT = 80
"""The share of a turn's time after which a player who chose none is reminded."""
LEAST_PERCENT = 10
"""The smallest share a player may choose: no turn of an hour is due before this share of an hour has passed."""


def _candidates(now: datetime) -> list[Match]:
    """Running persons' turns with a deadline, not yet reminded, and old enough for the earliest share.

    Each comes with the seat's person (`reminded_user`) and their share (`reminder_percent`).
    """
    person = Seat.objects.filter(room_id=OuterRef("room_id"), index=OuterRef("to_act")).values("user_id")[:1]
    share = NotificationSettings.objects.filter(user_id=OuterRef("reminded_user")).values("reminder_percent")[:1]
    reminded = TurnReminder.objects.filter(match=OuterRef("pk"), turn_started_at=OuterRef("turn_started_at"))
    least_elapsed = timedelta(seconds=REMINDER_MIN_SECONDS * LEAST_PERCENT / 100)
    matches = (
        Match.objects.filter(
            status=MatchStatus.IN_PROGRESS,
            computer_turn=False,
            turn_deadline__gt=now,
            turn_started_at__lte=now - least_elapsed,
        )
        .exclude(Exists(reminded))
        .annotate(reminded_user=Subquery(person, output_field=IntegerField()))
        .filter(reminded_user__isnull=False)
        .annotate(reminder_percent=Coalesce(Subquery(share), Value(DEFAULT_PERCENT)))
        .select_related("room")
        .order_by("turn_deadline")
    )
    return list(matches.only("public_id", "game", "room__code", "to_act", "turn_started_at", "turn_deadline"))


def due(started: datetime, deadline: datetime, percent: int, now: datetime) -> bool:
    """Whether a turn from `started` to `deadline` is long enough for a reminder, and `percent` of it has passed."""
    length = deadline - started
    return length.total_seconds() >= REMINDER_MIN_SECONDS and now >= started + length * percent / 100


def remind(now: datetime | None = None, limit: int = 200) -> list[str]:
    """Remind each person whose long turn is past their share; a `TurnReminder` row marks it sent, once per turn.

    The share is checked here on the candidates (a portable query cannot scale a duration by a column): they are
    the running long turns with a deadline, few enough to read every minute.
    """
    now = now or timezone.now()
    reminded: list[str] = []
    for match in _candidates(now):
        if len(reminded) >= limit:
            break
        started, deadline = match.turn_started_at, match.turn_deadline
        assert started is not None and deadline is not None and match.to_act is not None
        if not due(started, deadline, match.reminder_percent, now):  # type: ignore[attr-defined]
            continue
        with transaction.atomic():
            _, created = TurnReminder.objects.get_or_create(match=match, turn_started_at=started)
            if not created:
                continue  # another sweep reminded it just now
            user_id: int = match.reminded_user  # type: ignore[attr-defined]
            late = events.TurnRunningOut(match.public_id, match.game, match.room.code, match.to_act, user_id, started)
            events.publish(late)
        reminded.append(match.public_id)
    return reminded
