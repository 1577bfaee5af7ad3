"""Backup and restore, as docs/operations.md has them: a match dumped mid-play, restored elsewhere, and played on.

Each step is a command an operator runs: createdb, the release phase's migrate, pg_dump in its custom format,
pg_restore into a fresh database, then the app pointed at that one (`tests/backup_match.py`, in processes of
their own). Needs a PostgreSQL server and its client programs: the test database's server when the tests run on
PostgreSQL, else 127.0.0.1:5432; skipped without them, except in CI's pass on PostgreSQL (TRICKTABLE_CI), where
they must be there.
"""

from __future__ import annotations

import json
import os
import secrets
import shutil
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from django.db import connection

ROOT = Path(__file__).resolve().parents[1]
PROGRAMS = ("createdb", "dropdb", "pg_dump", "pg_restore", "pg_isready")


@dataclass(frozen=True)
class Server:
    """A PostgreSQL server, as the client programs and DATABASE_URL name it."""

    host: str
    port: str
    user: str

    def options(self) -> list[str]:
        return ["--host", self.host, "--port", self.port, "--username", self.user]

    def url(self, database: str) -> str:
        return f"postgres://{self.user}@{self.host}:{self.port}/{database}"


def server() -> Server:
    """The test database's server if the tests run on PostgreSQL, else this machine's."""
    if connection.vendor == "postgresql":
        db = connection.settings_dict
        return Server(db["HOST"] or "127.0.0.1", str(db["PORT"] or 5432), db["USER"] or "postgres")
    return Server("127.0.0.1", "5432", "postgres")


def why_not() -> str | None:
    """Why the test cannot run here, if it cannot."""
    missing = [program for program in PROGRAMS if shutil.which(program) is None]
    if missing:
        return f"PostgreSQL's client programs are not installed ({', '.join(missing)})"
    answer = subprocess.run(["pg_isready", *server().options()[:4]], capture_output=True, timeout=10)
    if answer.returncode != 0:
        return f"no PostgreSQL server answers at {server().host}:{server().port}"
    return None


def run(command: list[str], env: dict[str, str] | None = None) -> str:
    """Run a command to its end; its output (AssertionError with both streams if it fails)."""
    done = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, f"{' '.join(command)}\n{done.stdout}\n{done.stderr}"
    return done.stdout


def app_env(database_url: str) -> dict[str, str]:
    """The app's environment on that database, as a management command or `tests/backup_match.py` sees it."""
    ours = ("DJANGO_", "DATABASE_", "REDIS_", "CELERY_", "THROTTLE_")
    env = {name: value for name, value in os.environ.items() if not name.startswith(ours)}
    # The steps play the computers' turns themselves, at once.
    env.update(DATABASE_URL=database_url, LOCAL_COMPUTER_PLAYER="0", COMPUTER_TURN_PAUSE_SECONDS="0")
    env.update(LOG_LEVEL="WARNING", DJANGO_SETTINGS_MODULE="config.settings")
    return env


def manage(database_url: str, *arguments: str) -> str:
    return run([sys.executable, "manage.py", *arguments], app_env(database_url))


def step(database_url: str, *arguments: str) -> dict[str, Any]:
    return dict(json.loads(run([sys.executable, "-m", "tests.backup_match", *arguments], app_env(database_url))))


@pytest.fixture
def databases() -> Iterator[tuple[Server, str, str]]:
    """The server and two database names of the test's own (made by the test, dropped after it)."""
    reason = why_not()
    if reason and os.environ.get("TRICKTABLE_CI") and connection.vendor == "postgresql":
        pytest.fail(reason)
    if reason:
        pytest.skip(reason)
    at, suffix = server(), secrets.token_hex(4)
    names = (f"deploy_backup_{suffix}", f"deploy_restored_{suffix}")
    try:
        yield at, *names
    finally:
        for name in names:
            subprocess.run(["dropdb", *at.options(), "--if-exists", "--force", name], capture_output=True, timeout=60)


def test_a_match_restored_from_a_backup_is_whole_and_plays_on(databases, tmp_path):
    at, live, restored = databases
    # Given a database made and migrated as a release makes it, with part of a match played
    run(["createdb", *at.options(), live])
    manage(at.url(live), "migrate", "--noinput")
    played = step(at.url(live), "play")
    assert played["view"]["status"] == "in_progress"
    assert played["view"]["to_act"] == played["view"]["your_seat"]

    # When it is dumped, and the dump restored into a fresh database
    dump = tmp_path / "tricktable.dump"
    run(["pg_dump", "--format=custom", f"--file={dump}", at.url(live)])
    run(["createdb", *at.options(), restored])
    run(["pg_restore", "--no-owner", "--single-transaction", f"--dbname={at.url(restored)}", str(dump)])

    # Then the restored database needs no migration, and every running match equals the replay of its log
    manage(at.url(restored), "migrate", "--check")
    assert "every snapshot equals its replayed log" in manage(at.url(restored), "check_snapshots")
    # And the app pointed at it finds Alice's match as she left it (her token still hers), and takes her next move
    found = step(at.url(restored), "check", played["token"], played["match_id"])
    assert found["view"] == played["view"]
    assert found["verdict"]["ok"], found["verdict"]
    assert found["verdict"]["to_act"] == played["view"]["your_seat"]
    assert found["move_status"] == 201
    assert found["seq_after"] > played["view"]["seq"]
    assert found["verdict_after"]["ok"], found["verdict_after"]
    # While the database it came from is untouched by the restored one's moves
    assert step(at.url(live), "check", played["token"], played["match_id"])["view"] == played["view"]
