"""The tournaments app's calls to Celery: a match's end handed to a worker, or, with no broker, run here.

Sent by name, so that the listener (a service) never imports the tasks (which use the services).
"""

from __future__ import annotations

import logging

from django.conf import settings

from config.celery import app

log = logging.getLogger(__name__)

MATCH_ENDED = "tournaments.tasks.match_ended"


def match_ended(public_id: str) -> None:
    """Have the table of a finished match decided (and maybe the next round started), off the last move's request."""
    if not settings.CELERY_TASK_ALWAYS_EAGER:
        app.send_task(MATCH_ENDED, (public_id,))
        return
    try:
        app.tasks[MATCH_ENDED].apply((public_id,), throw=True)
    except Exception:
        log.exception("the event table of match %s could not be decided", public_id)
