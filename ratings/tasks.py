"""Celery tasks of the ratings app: a match's end recorded, and a sweep for ends whose message was lost."""

from __future__ import annotations

from celery import shared_task

from ratings.dispatch import RECORD_MATCH_END
from ratings.services import listener


@shared_task(name=RECORD_MATCH_END, ignore_result=True)
def record_match_end(public_id: str) -> bool:
    """Keep a finished match's result and rate it if its circle counts it; whether a result is kept now."""
    return listener.record_match_end(public_id) is not None


@shared_task(name="ratings.tasks.sweep_match_ends", ignore_result=True)
def sweep_match_ends() -> int:
    """Record the recently finished matches that have no result yet (a lost message loses nothing); how many."""
    return listener.record_unrecorded()
