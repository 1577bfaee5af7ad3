"""How late computer moves run: the lag the workers last saw, which the sweep waits out before it takes one as lost.

A computer move is a task sent when its turn begins. When the workers are behind, every task waits in the queue; a
sweep that took each long-waiting move as lost would make it itself while its task still waited, and each move it
made would send one task more, so that the queue grew faster than the workers emptied it. So the workers note how
late they run (in the shared cache: `REDIS_URL`), and the sweep takes a move as lost only once it has waited well
beyond that lag, or `COMPUTER_TURN_STALE_SECONDS`, whichever is longer. A lag is forgotten a minute after the last
late move: with the queue lost (a broker restarted) no task runs late any more, and the sweep soon makes them all.
"""

from __future__ import annotations

from datetime import datetime

from django.conf import settings
from django.core.cache import cache
from django.utils import timezone

LAG_KEY = "tricktable:computer-lag"
LAG_KEPT_SECONDS = 60
"""A lag is forgotten this long after the last move that ran that late."""
NOTED_FROM_SECONDS = 1.0
"""Lags below this are normal and not written (a write per computer move would cost a round trip each)."""
LAG_MARGIN = 2
"""The sweep waits this many times the lag before taking a computer move as lost."""


def note_lag(turn_started_at: datetime | None, paused: bool) -> None:
    """Note how late a computer move's task runs: its wait since the turn began, beyond the pause it was sent with."""
    if turn_started_at is None:
        return
    lag = (timezone.now() - turn_started_at).total_seconds() - (settings.COMPUTER_TURN_PAUSE_SECONDS if paused else 0)
    if lag >= NOTED_FROM_SECONDS:
        cache.set(LAG_KEY, lag, LAG_KEPT_SECONDS)


def stale_after() -> float:
    """Seconds after which a computer move not yet made is taken as lost: the setting, or twice the recent lag."""
    lag = cache.get(LAG_KEY)
    return max(float(settings.COMPUTER_TURN_STALE_SECONDS), LAG_MARGIN * float(lag or 0))
