"""The real processes of one deployment: the Procfile's web, worker and beat on a database and Redis of their own."""

from __future__ import annotations

import http.client
import os
import signal
import subprocess
import sys
import time
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO

import psycopg
import redis

from bench.api import UNTHROTTLED, free_port
from bench.procfile import kill_group, procfile_command

ROOT = Path(__file__).resolve().parents[2]
POSTGRES = "postgres://postgres@127.0.0.1:5432"
REDIS = "redis://127.0.0.1:6379"


def fresh_database(name: str) -> str:
    """An empty database of that name (dropped first if an earlier run left it); answers its URL."""
    with psycopg.connect(f"{POSTGRES}/postgres", autocommit=True) as connection:
        connection.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        connection.execute(f'CREATE DATABASE "{name}"')
    return f"{POSTGRES}/{name}"


def children_of(pid: int) -> list[int]:
    """The processes whose parent is `pid` (gunicorn's workers under its arbiter, say)."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            # The command name may hold spaces and parentheses: the parent pid follows the last ")".
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[1]) == pid:
            found.append(int(entry.name))
    return sorted(found)


@dataclass
class Web:
    """One web process (gunicorn's arbiter and its workers) on its port."""

    process: subprocess.Popen[bytes]
    port: int

    @property
    def base(self) -> str:
        """Its URL."""
        return f"http://127.0.0.1:{self.port}"


@dataclass
class Stack:
    """A deployment on this machine: its database, its two Redis databases, and the processes started on them."""

    name: str
    broker_db: int
    cache_db: int
    run_dir: Path
    overrides: dict[str, str] = field(default_factory=dict)
    """Settings of this deployment's own, over the defaults below."""
    database: str = ""
    processes: list[subprocess.Popen[bytes]] = field(default_factory=list)
    webs: list[Web] = field(default_factory=list)
    workers: list[subprocess.Popen[bytes]] = field(default_factory=list)
    beat: subprocess.Popen[bytes] | None = None
    _logs: list[IO[bytes]] = field(default_factory=list)

    def env(self, **extra: str) -> dict[str, str]:
        """The environment of every process: production settings, short waits, generous rate limits."""
        return {
            **os.environ,
            "DATABASE_URL": self.database,
            "DJANGO_DEBUG": "0",
            "DJANGO_SECRET_KEY": "soak-only-secret",
            # Plain HTTP on this machine: no proxy terminates TLS in front.
            "DJANGO_SECURE_SSL_REDIRECT": "0",
            "DJANGO_ALLOWED_HOSTS": "127.0.0.1,localhost",
            "CELERY_BROKER_URL": f"{REDIS}/{self.broker_db}",
            "CELERY_TASK_ALWAYS_EAGER": "0",
            "REDIS_URL": f"{REDIS}/{self.cache_db}",
            # Computer players move at once, and a lost move is made by the sweep within a few seconds.
            "COMPUTER_TURN_PAUSE_SECONDS": "0",
            "COMPUTER_TURN_STALE_SECONDS": "3",
            "TURN_SWEEP_SECONDS": "1",
            "LOG_LEVEL": "WARNING",
            **UNTHROTTLED,
            **self.overrides,
            **extra,
        }

    def prepare(self) -> None:
        """A fresh database, migrated, and empty Redis databases."""
        self.run_dir.mkdir(parents=True, exist_ok=True)
        for log in self.run_dir.glob("*.log"):
            log.unlink()  # each run's logs alone
        self.database = fresh_database(self.name)
        for db in (self.broker_db, self.cache_db):
            redis.Redis.from_url(f"{REDIS}/{db}").flushdb()
        self.manage("migrate", "--noinput", "-v", "0")

    def manage(self, *args: str) -> subprocess.CompletedProcess[str]:
        """Run a management command on this stack's database; its output."""
        return subprocess.run(
            [sys.executable, "manage.py", *args], cwd=ROOT, env=self.env(), text=True, capture_output=True
        )

    def _start(self, command: list[str], log_name: str, env: dict[str, str]) -> subprocess.Popen[bytes]:
        log = (self.run_dir / f"{log_name}.log").open("ab")
        self._logs.append(log)
        # A session of its own, so that stopping it stops every process it forked.
        process = subprocess.Popen(command, cwd=ROOT, env=env, stdout=log, stderr=log, start_new_session=True)
        self.processes.append(process)
        return process

    def start_web(self, workers: int = 2) -> Web:
        """The Procfile's web process on a free port, once its workers answer the health check."""
        port = free_port()
        env = self.env(PORT=str(port), WEB_CONCURRENCY=str(workers))
        process = self._start(procfile_command("web", env), f"web-{port}", env)
        web = Web(process, port)
        wait_healthy(web, process)
        self.webs.append(web)
        return web

    def start_worker(self, concurrency: int = 2) -> subprocess.Popen[bytes]:
        """The Procfile's Celery worker (prefork, `concurrency` children), with a node name of its own."""
        number = len(self.workers) + 1
        command = [
            *procfile_command("worker", self.env()),
            f"--concurrency={concurrency}",
            f"--hostname={self.name}-{number}@%h",
            "--without-gossip",
            "--without-mingle",
        ]
        worker = self._start(command, f"worker-{number}", self.env())
        self.workers.append(worker)
        return worker

    def start_beat(self) -> subprocess.Popen[bytes]:
        """The Procfile's beat, with its schedule file in the run folder."""
        command = [*procfile_command("beat", self.env()), "--schedule", str(self.run_dir / "beat-schedule")]
        self.beat = self._start(command, "beat", self.env())
        return self.beat

    def stop_beat(self) -> None:
        """Stop beat (no sweep runs until it is started again)."""
        if self.beat is not None:
            kill_group(self.beat)
            self.beat = None

    def kill_worker(self, worker: subprocess.Popen[bytes]) -> None:
        """SIGKILL a Celery worker and its pool's children at once, as when its machine dies."""
        kill_group(worker, signal.SIGKILL)
        self.workers.remove(worker)

    def stop(self) -> None:
        """Stop every process this stack started."""
        for process in reversed(self.processes):
            if process.poll() is None:
                kill_group(process)
        for log in self._logs:
            log.close()
        self.processes.clear()


def wait_healthy(web: Web, process: subprocess.Popen[bytes], seconds: float = 30) -> None:
    """Wait until the web process answers its health check (the arbiter listens before its workers start)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"the web process on port {web.port} exited with {process.returncode}")
        try:
            # The standard library's client: one call, where the people's aiohttp would need an event loop.
            with urllib.request.urlopen(f"{web.base}/api/health", timeout=2) as response:
                if response.status == 200:
                    return
        except (OSError, http.client.HTTPException):  # refused, cut, timed out, or an error status
            pass
        time.sleep(0.1)
    raise RuntimeError(f"the web process on port {web.port} did not answer within {seconds:g} s")


def restart_postgres(down_seconds: float) -> float:
    """Stop this machine's PostgreSQL (every connection is cut), keep it down a while, start it; seconds it was away.

    Down longer than the web process's pool waits for a connection (DATABASE_POOL_TIMEOUT, 5 s), so that requests
    are answered while it is away, not only delayed.
    """
    version = sorted(os.listdir("/etc/postgresql"))[0]
    cluster = ["pg_ctlcluster", "--skip-systemctl-redirect", version, "main"]
    started = time.monotonic()
    subprocess.run([*cluster, "stop", "--mode", "fast"], check=True, capture_output=True)
    time.sleep(down_seconds)
    subprocess.run([*cluster, "start"], check=True, capture_output=True)
    while subprocess.run(["pg_isready", "-h", "127.0.0.1", "-p", "5432", "-q"]).returncode != 0:
        time.sleep(0.1)
    return time.monotonic() - started


def restart_redis() -> float:
    """Restart this machine's Redis without saving (every queued message is lost); the seconds it was away."""
    started = time.monotonic()
    subprocess.run(["redis-cli", "-h", "127.0.0.1", "-p", "6379", "shutdown", "nosave"], capture_output=True)
    os.makedirs("/var/lib/redis", exist_ok=True)
    os.makedirs("/var/log/redis", exist_ok=True)
    subprocess.run(
        [
            "redis-server", "--daemonize", "yes", "--bind", "127.0.0.1", "-::1", "--port", "6379",
            "--save", "", "--appendonly", "no", "--dir", "/var/lib/redis", "--logfile", "/var/log/redis/ci.log",
        ],
        check=True,
    )  # fmt: skip
    client = redis.Redis.from_url(REDIS)
    while True:
        try:
            client.ping()
            return time.monotonic() - started
        except redis.RedisError:
            time.sleep(0.05)
