"""Every call from the games app to Celery: computer turns sent to the workers, or, with no broker, to a local thread.

Tasks are sent by name, so that this module (which the services use) never imports the tasks (which use the
services): the dependency runs one way, tasks -> services -> dispatch.

A request never plays a computer move itself: a long run of computer turns would hold it (and its worker)
for as long as they take. With a broker the workers play them; without one (development and tests only,
as settings refuse to run so with debug off) one thread of this process plays them, each in its own
transaction, one after another; unit tests turn that thread off (LOCAL_COMPUTER_PLAYER) and play computer
turns themselves.
"""

from __future__ import annotations

import logging
import queue
import threading
import time
from datetime import UTC, datetime
from typing import Any

from django.conf import settings
from django.db import close_old_connections, connection

from config.celery import app

PLAY_COMPUTER_TURN = "games.tasks.play_computer_turn"
PLAY_COMPUTER_CHOICE = "games.tasks.play_computer_choice"
SWEEP_TURNS = "games.tasks.sweep_turns"

log = logging.getLogger(__name__)

_waiting: queue.SimpleQueue[tuple[int, int]] = queue.SimpleQueue()
_player: threading.Thread | None = None
_starting = threading.Lock()


def send_computer_turn(match_id: int, seq: int, searches: bool = False) -> None:
    """Have the computer's move for the turn at `seq` made soon, outside this request; called on commit.

    A player that searches (`searches`) starts thinking at once and plays when the pause is over, so that its
    thinking fits inside the pause rather than adding to it; any other plays after the pause.
    """
    if not settings.CELERY_TASK_ALWAYS_EAGER:
        # A short pause makes play feel natural; a lost message is picked up by the sweep.
        pause = settings.COMPUTER_TURN_PAUSE_SECONDS
        try:
            if searches:
                app.send_task(PLAY_COMPUTER_TURN, (match_id, seq, time.time() + pause))
            else:
                app.send_task(PLAY_COMPUTER_TURN, (match_id, seq), countdown=pause)
        except Exception:
            # The broker is away (Redis restarting): the move that made it the computer's turn has committed, so
            # its request must still succeed; the sweep makes this move once it is COMPUTER_TURN_STALE_SECONDS late.
            log.warning("computer move for match %s at seq %s not sent; the sweep will make it", match_id, seq)
        return
    if settings.LOCAL_COMPUTER_PLAYER:
        _waiting.put((match_id, seq))
        _start_local_player()


def send_computer_choice(match_id: int, seq: int, choice: dict[str, Any], due: float) -> bool:
    """Have a move the computer has chosen played at `due` (seconds since the epoch); False if it could not be sent.

    Called outside any transaction, by the worker that chose it.
    """
    try:
        app.send_task(PLAY_COMPUTER_CHOICE, (match_id, seq, choice), eta=datetime.fromtimestamp(due, UTC))
    except Exception:
        log.warning("computer choice for match %s at seq %s not sent; playing it now", match_id, seq)
        return False
    return True


def _start_local_player() -> None:
    global _player
    with _starting:
        if _player is None or not _player.is_alive():
            _player = threading.Thread(target=_play_locally, name="computer-player", daemon=True)
            _player.start()


def _play_locally() -> None:
    """The local thread: make each waiting computer move (a move may queue the next one), forever."""
    while True:
        match_id, seq = _waiting.get()
        try:
            # Due already (at time 0): the player thinks without holding the match (on SQLite, the whole database),
            # then plays at once.
            app.tasks[PLAY_COMPUTER_TURN].apply((match_id, seq, 0.0), throw=True)
        except Exception:
            log.exception("computer move for match %s at seq %s failed", match_id, seq)
        finally:
            # Give the connection back between moves, so that nothing holds the database open while idle.
            close_old_connections()
            if _waiting.empty():
                connection.close()
