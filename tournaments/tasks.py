"""Celery tasks of the tournaments app: a match's end judged, and the sweep that moves events on in time."""

from __future__ import annotations

from celery import shared_task

from tournaments.dispatch import MATCH_ENDED
from tournaments.services import listener


@shared_task(name=MATCH_ENDED, ignore_result=True)
def match_ended(public_id: str) -> bool:
    """Decide the event table of a finished match, and start the next round if it completed one."""
    return listener.decide_match(public_id)


@shared_task(name="tournaments.tasks.sweep", ignore_result=True)
def sweep() -> dict[str, int]:
    """Start due events, decide rounds past their deadline, send reminders and recover lost ends (beat, each minute)."""
    return listener.sweep()
