"""Sending computer players' turns to the workers (or, with no broker, running them in turn right here)."""

from __future__ import annotations

import threading

from django.conf import settings

_local = threading.local()


def dispatch_computer_turn(match_id: int, seq: int) -> None:
    """Queue the computer's move for the turn at `seq`; called on commit.

    Eagerly (no broker), moves run one after another in a loop rather than nested in one another,
    so that a long run of computer turns does not grow the stack.
    """
    from games.tasks import play_computer_turn

    if not settings.CELERY_TASK_ALWAYS_EAGER:
        # A short pause makes play feel natural; a lost message is picked up by the sweep.
        play_computer_turn.apply_async((match_id, seq), countdown=settings.COMPUTER_TURN_PAUSE_SECONDS)
        return
    queue: list[tuple[int, int]] | None = getattr(_local, "queue", None)
    if queue is not None:
        queue.append((match_id, seq))
        return
    _local.queue = queue = [(match_id, seq)]
    try:
        while queue:
            queued_match, queued_seq = queue.pop(0)
            play_computer_turn.delay(queued_match, queued_seq)
    finally:
        _local.queue = None
