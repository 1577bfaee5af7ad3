"""Turn clocks: overdue turns played for their player, lost computer moves picked up, away players back, holidays."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any

from django.db import transaction
from django.db.models import Q
from django.utils import timezone

from accounts.models import User
from config.api.service_errors import conflict
from games import events
from games.models import Match, MatchStatus, Seat
from games.services import clocks
from games.services.access import access_match_player
from games.services.bodies import match_body
from games.services.computer_lag import stale_after
from games.services.holidays import sweep_holidays
from games.services.matches import computer_level, count_missed_turn, current_state, lock_match, pass_turn, play_for

AWAY_AFTER_TIMEOUTS = 2
"""Turns in a row that may time out before a person is marked away."""


@dataclass
class SweepReport:
    """What one sweep did."""

    timed_out: list[str] = field(default_factory=list)
    """Matches (public ids) where a person's turn ran out and was played for them."""
    picked_up: list[str] = field(default_factory=list)
    """Matches (public ids) whose computer move had been lost and was made now."""
    holidays_ended: list[str] = field(default_factory=list)
    """Holidays (public ids) that came to their end: their players' clocks run again."""
    holidays_begun: list[str] = field(default_factory=list)
    """Holidays (public ids) that began: their players' clocks stand still."""


def _due(now: datetime, stale_seconds: float) -> Q:
    stale = now - timedelta(seconds=stale_seconds)
    return Q(turn_deadline__lte=now) | Q(computer_turn=True, turn_started_at__lte=stale)


def sweep(now: datetime | None = None, limit: int = 200) -> SweepReport:
    """Act on every due turn: play out persons' overdue turns and computer moves whose task was lost (`computer_lag`).

    Each match is taken with SELECT ... FOR UPDATE SKIP LOCKED, so that sweeps running at once, or a
    player acting at that moment, never wait on one another nor act twice.
    """
    now = now or timezone.now()
    report = SweepReport()
    # Holidays first: a turn that runs out as its player's holiday begins is paused, not played for them.
    report.holidays_ended, report.holidays_begun = sweep_holidays(now, limit)
    stale_seconds = stale_after()  # while the workers run late, a waiting computer move is not a lost one
    due = Match.objects.filter(_due(now, stale_seconds), status=MatchStatus.IN_PROGRESS).order_by("turn_started_at")
    for match_id in due.values_list("pk", flat=True)[:limit]:
        with transaction.atomic():
            match = (
                Match.objects.select_for_update(skip_locked=True, of=("self",))
                .select_related("room")
                .filter(_due(now, stale_seconds), pk=match_id, status=MatchStatus.IN_PROGRESS)
                .first()
            )
            if match is None or match.to_act is None:
                continue  # taken by someone else just now, or no longer due
            seat = Seat.objects.select_for_update().get(room_id=match.room_id, index=match.to_act)
            if match.computer_turn:
                play_for(match, seat.index, computer_level(match.room, seat))
                count_missed_turn(seat)
                report.picked_up.append(match.public_id)
                continue
            if clocks.pauses(match.room, seat):
                continue  # on holiday: never timed out (their turn has no deadline, unless the row was changed by hand)
            seat.timeouts += 1
            seat.missed_turns += 1
            was_away, seat.away = seat.away, seat.timeouts >= AWAY_AFTER_TIMEOUTS
            seat.save(update_fields=["timeouts", "missed_turns", "away"])
            if seat.away and not was_away and seat.user_id is not None:
                gone = events.PlayerWentAway(match.public_id, match.game, match.room.code, seat.index, seat.user_id)
                events.publish(gone)
            play_for(match, seat.index, computer_level(match.room, seat))
            report.timed_out.append(match.public_id)
    return report


def come_back(match_id: str, user: User) -> dict[str, Any]:
    """An away player takes their seat back: the computer stops playing for them."""
    with transaction.atomic():
        match = lock_match(match_id)
        seat = access_match_player(match, user)
        if match.status == MatchStatus.FINISHED:
            raise conflict("game_over", "the match is over")
        Seat.objects.filter(pk=seat.pk).update(away=False, timeouts=0)
        seat.away, seat.timeouts = False, 0  # the seat read with the match, which `pass_turn` looks at
        if match.to_act == seat.index:
            match.to_act = None  # so that the clock starts afresh for the person
            pass_turn(match, seat.index)
            match.save(update_fields=["to_act", "computer_turn", "turn_started_at", "turn_deadline"])
        return match_body(match, seat.index, current_state(match))


def stuck_matches(now: datetime | None = None, older_than: int = 60) -> list[dict[str, Any]]:
    """Matches whose computer move, or overdue turn, has waited longer than `older_than` seconds."""
    now = now or timezone.now()
    cutoff = now - timedelta(seconds=older_than)
    stuck = Match.objects.filter(
        Q(computer_turn=True, turn_started_at__lte=cutoff) | Q(turn_deadline__lte=cutoff),
        status=MatchStatus.IN_PROGRESS,
    ).order_by("turn_started_at")
    return [
        {
            "match": match.public_id,
            "game": match.game,
            "to_act": match.to_act,
            "computer_turn": match.computer_turn,
            "turn_started_at": match.turn_started_at.isoformat() if match.turn_started_at else None,
            "turn_deadline": match.turn_deadline.isoformat() if match.turn_deadline else None,
            "waiting_seconds": round((now - (match.turn_deadline or match.turn_started_at or now)).total_seconds()),
        }
        for match in stuck
    ]
