"""Real Celery workers and beat on Redis and PostgreSQL: bot matches play to the end, even across a killed worker.

These run where CELERY_BROKER_URL names Redis and the database is PostgreSQL (as in `.ci/run`).
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from itertools import pairwise
from pathlib import Path

import pytest
from django.conf import settings
from django.db import connection

from accounts.models import User
from config.celery import app as celery_app
from games.engine import GAMES
from games.engine.protocol import DEFAULT_LEVEL
from games.engine.record import replay_report
from games.engine.registry import GAMES as REGISTERED
from games.models import Event, Match, MatchStatus, Seat
from games.services import rooms
from games.services.history import match_record
from tests.pebbles import THINKING_PEBBLES_GAME, THINKING_SECONDS

ROOT = Path(__file__).resolve().parents[2]

pytestmark = [
    pytest.mark.django_db(transaction=True),
    pytest.mark.skipif(
        connection.vendor != "postgresql" or not settings.CELERY_BROKER_URL.startswith("redis://"),
        reason="needs PostgreSQL and a Redis broker",
    ),
]


def database_url() -> str:
    db = connection.settings_dict
    return f"postgres://{db['USER']}@{db['HOST'] or '127.0.0.1'}:{db['PORT'] or 5432}/{db['NAME']}"


@pytest.fixture
def services_env(monkeypatch, tmp_path):
    """Tasks go to a real Redis queue; workers share the test database."""
    import redis

    # The workers use the same broker as this process; stale messages of an earlier run are dropped.
    redis.Redis.from_url(settings.CELERY_BROKER_URL).flushdb()
    monkeypatch.setattr(settings, "CELERY_TASK_ALWAYS_EAGER", False)
    monkeypatch.setattr(settings, "COMPUTER_TURN_PAUSE_SECONDS", 0)
    was_eager = celery_app.conf.task_always_eager
    celery_app.conf.task_always_eager = False
    env = {
        **os.environ,
        "DATABASE_URL": database_url(),
        "CELERY_BROKER_URL": settings.CELERY_BROKER_URL,
        "CELERY_TASK_ALWAYS_EAGER": "0",
        "COMPUTER_TURN_PAUSE_SECONDS": "0",
        "COMPUTER_TURN_STALE_SECONDS": "2",
        "TURN_SWEEP_SECONDS": "1",
        "LOG_LEVEL": "WARNING",
    }
    processes: list[subprocess.Popen[bytes]] = []

    def start(kind: str, **more_env: str) -> subprocess.Popen[bytes]:
        args = ["worker", "--pool=solo", "--without-gossip", "--without-mingle", "--without-heartbeat"]
        if kind == "beat":
            args = ["beat", "--schedule", str(tmp_path / "beat-schedule")]
        process = subprocess.Popen(
            [sys.executable, "-m", "tests.celery_with_test_games", "-A", "config", *args, "--loglevel=WARNING"],
            cwd=ROOT,
            env={**env, **more_env},
        )
        processes.append(process)
        return process

    yield start
    celery_app.conf.task_always_eager = was_eager
    for process in processes:
        if process.poll() is None:
            process.terminate()
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                process.kill()


def computer_match(game: str) -> Match:
    """A started match in which every seat is a computer player."""
    owner = User.objects.create_user(username=f"owner-{game}", display_name="Owner", is_staff=True)
    room = rooms.create_room(owner, game, {}, 3600, bot_level=DEFAULT_LEVEL)
    Seat.objects.filter(room=room).update(user=None, bot_level=DEFAULT_LEVEL)
    return rooms.start_match(room, owner)


def wait_until(condition, timeout: float, what: str) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if condition():
            return
        time.sleep(0.2)
    raise AssertionError(f"timed out waiting for {what}")


def assert_complete_log(match: Match) -> None:
    match.refresh_from_db()
    seqs = list(Event.objects.filter(match=match).order_by("seq").values_list("seq", flat=True))
    assert seqs == list(range(1, match.seq + 1)), "no missing or duplicate events"
    owner = match.room.creator
    report = replay_report(match_record(match, owner))
    assert report["ok"] is True
    assert report["status"] == "finished"
    assert report["winner"] == match.winner


@pytest.mark.parametrize("game", sorted(GAMES))
def test_computer_matches_play_to_the_end_on_real_workers(services_env, game):
    services_env("worker")
    services_env("beat")
    match = computer_match(game)
    wait_until(lambda: Match.objects.get(pk=match.pk).status == MatchStatus.FINISHED, 300, "the match to finish")
    assert_complete_log(match)


def test_a_match_finishes_after_its_worker_is_killed(services_env):
    worker = services_env("worker")
    services_env("beat")
    # Texas 42: hundreds of moves, as a Doublehand match has, in a third of its time (7 s against 24 on real workers).
    match = computer_match("texas42")
    wait_until(lambda: Match.objects.get(pk=match.pk).seq > 60, 120, "some moves")
    worker.send_signal(signal.SIGKILL)
    worker.wait()
    stopped_at = Match.objects.get(pk=match.pk)
    assert stopped_at.status == MatchStatus.IN_PROGRESS
    services_env("worker")
    wait_until(lambda: Match.objects.get(pk=match.pk).status == MatchStatus.FINISHED, 300, "the match to finish")
    assert_complete_log(match)


def test_a_searching_player_thinks_during_the_computer_pause(services_env, monkeypatch):
    """Its move comes when the pause is over, not after the pause and its thinking, one after the other."""
    pause = 0.8
    monkeypatch.setattr(settings, "COMPUTER_TURN_PAUSE_SECONDS", pause)
    monkeypatch.setitem(REGISTERED, THINKING_PEBBLES_GAME.id, THINKING_PEBBLES_GAME)
    # No beat: every move below is made by the worker, none by the sweep.
    services_env("worker", COMPUTER_TURN_PAUSE_SECONDS=str(pause), COMPUTER_TURN_STALE_SECONDS="60")
    owner = User.objects.create_user(username="owner-thinking", display_name="Owner", is_staff=True)
    # A game to 5 points is over in fewer than nine moves one deal in six: play to 50, well past nine moves.
    room = rooms.create_room(owner, THINKING_PEBBLES_GAME.id, {"target": 50}, 3600, bot_level="strong")
    Seat.objects.filter(room=room).update(user=None, bot_level="strong")
    match = rooms.start_match(room, owner)
    moves = Event.objects.filter(match=match, by_computer=True)
    wait_until(lambda: moves.count() >= 9, 60, "nine computer moves")
    times = list(moves.order_by("seq").values_list("created_at", flat=True))
    gaps = sorted((later - earlier).total_seconds() for earlier, later in pairwise(times))
    assert gaps[0] >= pause - 0.05, "a move waits for the pause to end"
    assert gaps[len(gaps) // 2] < pause + THINKING_SECONDS / 2, "the thinking is not added to the pause"
