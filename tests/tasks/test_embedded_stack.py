"""`make run`'s stack as it runs: web server, worker and beat under honcho, on SQLite and the file broker.

Computer matches are made through the web server as a person makes them (a room, "watch", start) and play to the
end on the real worker; the worker is killed once on the way, and its loop in Procfile.dev starts it again while
the web server goes on. No PostgreSQL nor Redis: this runs in `make test`.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path
from typing import Any

import pytest
from django.db import connection
from kombu import Connection

from config import file_broker
from config.celery import app
from games.dispatch import PLAY_COMPUTER_TURN, SWEEP_TURNS
from games.engine.record import replay_report
from games.models import Event, Match, MatchStatus
from games.services.history import match_record

ROOT = Path(__file__).resolve().parents[2]
MATCHES = 2
"""All-computer Doublehand matches played at once: some 950 moves each, about half a minute in all."""

pytestmark = [
    pytest.mark.slow,
    pytest.mark.django_db(transaction=True),
    pytest.mark.skipif(connection.vendor != "sqlite", reason="the embedded stack is SQLite's; it runs in `make test`"),
    pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="finds the worker's process in /proc"),
]


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


class Stack:
    """`python -m config.embedded_stack`, as `make run` starts it, on the test database and a port of its own."""

    def __init__(self, run_dir: Path, output: Path) -> None:
        self.port = free_port()
        env = {
            **os.environ,
            "DATABASE_URL": f"sqlite:///{connection.settings_dict['NAME']}",
            "COMPUTER_TURN_PAUSE_SECONDS": "0",
            "COMPUTER_TURN_STALE_SECONDS": "2",
            "TURN_SWEEP_SECONDS": "1",
            "LOG_LEVEL": "WARNING",
            # A line per task the worker runs: the test counts the moves the broker carried.
            "TASK_LOG_LEVEL": "INFO",
        }
        command = [sys.executable, "-m", "config.embedded_stack", "--port", str(self.port), "--run-dir", str(run_dir)]
        self.log = output.open("wb")
        self.honcho = subprocess.Popen(command, cwd=ROOT, env=env, stdout=self.log, stderr=subprocess.STDOUT)
        self.seen: set[tuple[int, int]] = set()

    def request(self, method: str, path: str, data: dict[str, Any] | None = None, token: str = "") -> Any:
        """One call to the stack's web server; answers the JSON body."""
        headers = {"Content-Type": "application/json", **({"Authorization": f"Token {token}"} if token else {})}
        body = None if method == "GET" else json.dumps(data or {}).encode()
        request = urllib.request.Request(f"http://127.0.0.1:{self.port}{path}", body, headers, method=method)
        with urllib.request.urlopen(request, timeout=30) as response:
            return json.loads(response.read() or b"null")

    def answers(self) -> bool:
        try:
            return bool(self.request("GET", "/api/health"))
        except OSError:
            return False

    def processes(self) -> dict[int, str]:
        """Every process under honcho, by pid, with its command line (remembered, to be stopped at the end)."""
        stats = {int(path.name): stat for path in Path("/proc").glob("[0-9]*") if (stat := _stat(int(path.name)))}
        found = {self.honcho.pid}
        for _ in range(6):
            found |= {pid for pid, (parent, _started, _command) in stats.items() if parent in found}
        self.seen |= {(pid, stats[pid][1]) for pid in found if pid in stats}
        return {pid: stats[pid][2] for pid in found if pid in stats}

    def worker(self) -> tuple[int, int] | None:
        """The worker's pid and its parent's (the shell loop that keeps it running)."""
        for pid, command in self.processes().items():
            if "celery -A config worker" in command and not command.startswith(("sh ", "/bin/sh ")):
                stat = _stat(pid)
                return (pid, stat[0]) if stat else None
        return None

    def stop(self) -> None:
        self.processes()
        # honcho stops every process's group on SIGTERM; anything of ours left after that is killed.
        self.honcho.send_signal(signal.SIGTERM)
        try:
            self.honcho.wait(timeout=30)
        except subprocess.TimeoutExpired:
            self.honcho.kill()
            self.honcho.wait()
        for pid, started in self.seen:
            stat = _stat(pid)
            # The same pid and start time: the process is ours, not a later one that reuses the pid.
            if pid != self.honcho.pid and stat is not None and stat[1] == started:
                with contextlib.suppress(ProcessLookupError):
                    os.kill(pid, signal.SIGKILL)
        self.log.close()


def _stat(pid: int) -> tuple[int, int, str] | None:
    """A process's parent, start time (in clock ticks since boot) and command line; None once it is gone."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        command = Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
    except (OSError, IndexError):
        return None
    # After the command's name: state, parent, ... the start time is the 20th field.
    return int(fields[1]), int(fields[19]), command


def wait_until(condition, timeout: float, what: str) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if condition():
            return
        time.sleep(0.25)
    raise AssertionError(f"timed out waiting for {what}")


@pytest.fixture
def stack(tmp_path):
    started = Stack(tmp_path / "run", tmp_path / "honcho.log")
    yield started
    started.stop()


def watched_match(stack: Stack, token: str) -> str:
    """A room whose creator hands their seat to the computer and starts: four computer players."""
    room = stack.request("POST", "/api/rooms", {"game": "doublehand", "turn_seconds": 3600}, token)
    stack.request("POST", f"/api/rooms/{room['code']}/watch", token=token)
    return str(stack.request("POST", f"/api/rooms/{room['code']}/start", token=token)["match_id"])


def assert_complete_log(match: Match) -> None:
    match.refresh_from_db()
    seqs = list(Event.objects.filter(match=match).order_by("seq").values_list("seq", flat=True))
    assert seqs == list(range(1, match.seq + 1)), "no missing or duplicate events"
    report = replay_report(match_record(match, match.room.creator))
    assert report["ok"] is True
    assert report["status"] == "finished"
    assert report["winner"] == match.winner


def test_computer_matches_play_to_the_end_on_make_runs_stack_across_a_killed_worker(stack, tmp_path):
    started = time.monotonic()
    wait_until(lambda: stack.answers() and stack.worker() is not None, 60, "the stack to start")
    alice = stack.request("POST", "/api/guests", {"display_name": "Alice"})["token"]
    match_ids = [watched_match(stack, alice) for _ in range(MATCHES)]

    # Mid-way through, the worker dies as it did on a half-written message.
    wait_until(lambda: Match.objects.filter(public_id__in=match_ids, seq__gt=150).count() == MATCHES, 120, "some moves")
    worker = stack.worker()
    assert worker is not None
    killed, loop = worker
    os.kill(killed, signal.SIGKILL)
    # The loop starts another worker; honcho and the web server never notice.
    wait_until(lambda: (stack.worker() or (killed, 0))[0] != killed, 30, "a new worker")
    restarted = stack.worker()
    assert restarted is not None
    assert restarted[1] == loop, "the same loop started the new worker"
    assert stack.honcho.poll() is None
    assert stack.answers()

    finished = Match.objects.filter(public_id__in=match_ids, status=MatchStatus.FINISHED)
    wait_until(lambda: finished.count() == MATCHES, 420, "every match to finish")
    events = sum(Match.objects.filter(public_id__in=match_ids).values_list("seq", flat=True))
    print(f"{MATCHES} matches, {events} events, in {time.monotonic() - started:.0f} s")
    for match in Match.objects.filter(public_id__in=match_ids):
        assert_complete_log(match)
    assert stack.answers()
    # The moves were carried as the broker's messages to the worker.
    output = (tmp_path / "honcho.log").read_text(errors="replace")
    moves = len(re.findall(rf"Task {re.escape(PLAY_COMPUTER_TURN)}\[[^]]+\] succeeded", output))
    assert moves > events // 2
    assert "the worker stopped (exit status 137); starting it again" in output
    assert "Traceback" not in output


# The test process has no broker of its own, so Celery warns that it sends this one anyway: it is meant to.
@pytest.mark.filterwarnings("ignore::celery.exceptions.AlwaysEagerIgnored")
def test_a_task_sent_for_later_runs_on_make_runs_stack_when_it_is_due(stack, tmp_path):
    wait_until(lambda: stack.answers() and stack.worker() is not None, 60, "the stack to start")
    # Sent as the web server sends a computer move after its pause (`countdown`), through the stack's broker.
    options = file_broker.options(tmp_path / "run" / "broker")
    with Connection(file_broker.URL, transport=file_broker.TRANSPORT, transport_options=options) as broker:
        sent = app.send_task(SWEEP_TURNS, countdown=3, connection=broker)
    ran = f"Task {SWEEP_TURNS}[{sent.id}] succeeded"
    log = tmp_path / "honcho.log"
    time.sleep(1)
    assert ran not in log.read_text(errors="replace"), "not before it is due"
    wait_until(lambda: ran in log.read_text(errors="replace"), 60, "the task to run")
