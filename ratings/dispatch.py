"""The ratings app's calls to Celery: a match's end recorded by the workers, or, with no broker, in this process.

The task is sent by name, so that the listener (a service) never imports the tasks (which use the services).
"""

from __future__ import annotations

import logging

from django.conf import settings

from config.celery import app

log = logging.getLogger(__name__)

RECORD_MATCH_END = "ratings.tasks.record_match_end"


def record_match_end(public_id: str) -> None:
    """Have a finished match's result kept (and rated in a circle that counts it), off the last move's request."""
    if not settings.CELERY_TASK_ALWAYS_EAGER:
        app.send_task(RECORD_MATCH_END, (public_id,))
        return
    try:
        app.tasks[RECORD_MATCH_END].apply((public_id,), throw=True)
    except Exception:
        log.exception("the result of match %s could not be recorded", public_id)
