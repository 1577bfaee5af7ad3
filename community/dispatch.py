"""The community app's calls to Celery: push notices sent to the workers, or, with no broker, sent in this process.

Tasks are sent by name, so that this module (which the push service uses) never imports the tasks (which use the
service): the dependency runs one way, tasks -> services -> dispatch.
"""

from __future__ import annotations

import logging
import threading
from typing import Any

from django.conf import settings

from config.celery import app

log = logging.getLogger(__name__)

# The name it had in the games app, kept so that notices queued (or held for quiet hours) by a server of before
# the move are still delivered by the workers of after it.
SEND_PUSH = "games.tasks.send_push"


def send_push(user_id: int, notice: dict[str, Any], countdown: float = 0) -> None:
    """Have a push notification sent to a player's devices (now, or after `countdown` seconds); called on commit.

    With no broker (development and tests), it is sent in this thread, or after a timer for a later one.
    """
    if not settings.CELERY_TASK_ALWAYS_EAGER:
        app.send_task(SEND_PUSH, (user_id, notice), countdown=countdown or None)
        return
    if countdown > 0:
        timer = threading.Timer(countdown, _send_locally, (user_id, notice))
        timer.daemon = True
        timer.start()
        return
    _send_locally(user_id, notice)


def _send_locally(user_id: int, notice: dict[str, Any]) -> None:
    try:
        app.tasks[SEND_PUSH].apply((user_id, notice), throw=True)
    except Exception:
        log.exception("push notification %s for user %s failed", notice.get("kind"), user_id)
