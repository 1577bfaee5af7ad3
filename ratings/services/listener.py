"""What follows the end of a match: its result kept for stats, and in a circle that rates it, its ratings moved.

Listens to play's `MatchEnded`, after the commit of the match's last move (play never calls ratings), and hands
the work to a worker: a replay of the whole match should not lengthen the last move's answer. A periodic sweep
records what a lost message left unrecorded.
"""

from __future__ import annotations

import logging
from datetime import datetime, timedelta

from django.db import transaction
from django.utils import timezone

from config.api.service_errors import ServiceError
from games import events
from games.models import Match, MatchStatus
from ratings import dispatch
from ratings.models import MatchResult
from ratings.services.rating import rate_match
from ratings.services.results import circle_of, outcome_of, result_rows, save_result, sitters, was_abandoned

log = logging.getLogger(__name__)

NOT_RATED = frozenset({"computer_players_not_rated", "match_abandoned", "not_a_circle_match", "already_rated"})
"""Refusals that only mean the match does not count: its result is still kept."""


def listen() -> None:
    """Record each match as it ends (called once, by the app's `ready`)."""
    events.subscribe(events.MatchEnded, on_match_ended)


SWEEP_AFTER = timedelta(minutes=1)
"""How long a match's end is left to its own task before the sweep records it."""
SWEEP_WITHIN = timedelta(days=2)
"""How far back the sweep looks: older gaps (a match a moderator emptied, say) are left to `recompute_ratings`."""
SWEEP_BATCH = 200


def on_match_ended(event: events.MatchEnded) -> None:
    """Have the match's result kept and rated if it counts; a failure is logged, never passed to the move's caller."""
    try:
        dispatch.record_match_end(event.match)
    except Exception:
        log.exception("the result of match %s could not be sent to be recorded", event.match)


def record_unrecorded(now: datetime | None = None) -> int:
    """Record the matches that ended a while ago, recently, and have no result; how many got one."""
    now = now or timezone.now()
    waiting = (
        Match.objects.filter(
            status=MatchStatus.FINISHED,
            aborted=False,
            result__isnull=True,
            finished_at__lte=now - SWEEP_AFTER,
            finished_at__gte=now - SWEEP_WITHIN,
        )
        .order_by("finished_at")
        .values_list("public_id", flat=True)[:SWEEP_BATCH]
    )
    return sum(record_match_end(public_id) is not None for public_id in list(waiting))


def record_match_end(public_id: str) -> MatchResult | None:
    """Rate the match if its circle counts it, else keep its result unrated; None for an unfinished or unknown one."""
    match = Match.objects.filter(public_id=public_id).first()
    if match is None or match.status != MatchStatus.FINISHED:
        return None
    if circle_of(match) is not None:
        try:
            return rate_match(match)
        except ServiceError as error:
            if error.code not in NOT_RATED:
                raise
    return keep_result(match)


def keep_result(match: Match) -> MatchResult | None:
    """Keep a finished match's result, unrated (nothing if it is kept already, or if the match was abandoned)."""
    with transaction.atomic():
        locked = Match.objects.select_for_update(of=("self",)).get(pk=match.pk)
        kept = MatchResult.objects.filter(match=locked).first()
        if kept is not None or was_abandoned(locked):
            return kept
        outcome = outcome_of(locked)
        if outcome is None:
            return None
        return save_result(*result_rows(locked, outcome, sitters(locked), circle_of(locked), rated=False))
