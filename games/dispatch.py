"""Every call from the games app to Celery: computer turns sent to the workers, or, with no broker, run in turn here.

Tasks are sent by name, so that this module (which the services use) never imports the tasks (which use the
services): the dependency runs one way, tasks -> services -> dispatch.
"""

from __future__ import annotations

import threading

from django.conf import settings

from config.celery import app

PLAY_COMPUTER_TURN = "games.tasks.play_computer_turn"
SWEEP_TURNS = "games.tasks.sweep_turns"

_local = threading.local()


def send_computer_turn(match_id: int, seq: int) -> None:
    """Queue the computer's move for the turn at `seq`; called on commit.

    Eagerly (no broker), moves run one after another in a loop rather than nested in one another,
    so that a long run of computer turns does not grow the stack.
    """
    if not settings.CELERY_TASK_ALWAYS_EAGER:
        # A short pause makes play feel natural; a lost message is picked up by the sweep.
        app.send_task(PLAY_COMPUTER_TURN, (match_id, seq), countdown=settings.COMPUTER_TURN_PAUSE_SECONDS)
        return
    queue: list[tuple[int, int]] | None = getattr(_local, "queue", None)
    if queue is not None:
        queue.append((match_id, seq))
        return
    _local.queue = queue = [(match_id, seq)]
    try:
        while queue:
            app.tasks[PLAY_COMPUTER_TURN].apply(queue.pop(0), throw=True)
    finally:
        _local.queue = None
