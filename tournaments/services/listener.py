"""What follows the end of an event's match: its table decided, then perhaps the round and the next one begun.

Listens to play's `MatchEnded` after the last move commits and hands the work to a worker (starting a round
makes rooms and deals); the beat sweep (`sweep`) decides what a lost message left undecided.
"""

from __future__ import annotations

import logging
from datetime import datetime, timedelta

from django.db import transaction
from django.utils import timezone

from games import events
from games.models import MatchStatus
from tournaments import dispatch
from tournaments.models import Format, Round, Table, Tournament
from tournaments.services import duplicate, rounds
from tournaments.services import events as event_services

log = logging.getLogger(__name__)

SWEEP_AFTER = timedelta(minutes=1)
"""How long a match's end is left to its own task before the sweep decides its table."""


def listen() -> None:
    """Decide each event table as its match ends (called once, by the app's `ready`)."""
    events.subscribe(events.MatchEnded, on_match_ended)


def on_match_ended(event: events.MatchEnded) -> None:
    """Send the match's end to be judged; a failure is logged, never passed to the move's caller."""
    try:
        dispatch.match_ended(event.match)
    except Exception:
        log.exception("the end of match %s could not be sent to its event", event.match)


def decide_match(public_id: str) -> bool:
    """Decide the event table of a finished match, in one transaction holding the event's row lock."""
    with transaction.atomic():
        return rounds.match_ended(public_id)


def sweep(now: datetime | None = None) -> dict[str, int]:
    """Start events whose time came, decide rounds past their deadline, send reminders, decide lost match ends."""
    now = now or timezone.now()
    done = {"started": len(event_services.start_due(now)), "overdue": 0, "reminded": 0, "recovered": 0}
    done["recovered"] += duplicate.catch_up()
    for round_id in rounds.overdue_rounds(now):
        round_ = Round.objects.select_related("tournament").get(pk=round_id)
        if round_.tournament.format == Format.DUPLICATE:
            # Its own order of locks (each table's match, then the event), as its deals are recorded.
            duplicate.close(round_.tournament)
            done["overdue"] += 1
            continue
        with transaction.atomic():
            round_ = Round.objects.get(pk=round_id)
            tournament = Tournament.objects.select_for_update().get(pk=round_.tournament_id)
            round_ = Round.objects.get(pk=round_id)
            if round_.finished_at is None:
                rounds.decide_at_deadline(tournament, round_, now)
                done["overdue"] += 1
    waiting = Round.objects.filter(finished_at__isnull=True, reminded=False, tournament__stage="running")
    for round_ in waiting.select_related("tournament"):
        if rounds.remind_at(round_) <= now < round_.deadline:
            with transaction.atomic():
                tournament = Tournament.objects.select_for_update().get(pk=round_.tournament_id)
                locked = Round.objects.get(pk=round_.pk)
                if not locked.reminded and locked.finished_at is None:
                    done["reminded"] += rounds.remind(tournament, locked)
    lost = Table.objects.filter(
        decided_at__isnull=True,
        round__finished_at__isnull=True,
        room__matches__status=MatchStatus.FINISHED,
        room__matches__aborted=False,
        room__matches__finished_at__lte=now - SWEEP_AFTER,
    ).values_list("room__matches__public_id", flat=True)
    for public_id in list(lost):
        done["recovered"] += decide_match(public_id)
    return done
