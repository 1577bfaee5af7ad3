"""The Procfile's web process on PostgreSQL keeps its connections in a pool, and answers through it."""

from __future__ import annotations

import http.client
import json
import os
import subprocess
import sys

import psycopg
import pytest

from bench.api import ensure_database
from tests.web_process import ROOT, web_process

DATABASE = "postgres://postgres@127.0.0.1:5432/tricktable_web_pool"
WORKERS = 2
POOL_SIZE = 3


def postgresql_answers() -> bool:
    try:
        with psycopg.connect("postgres://postgres@127.0.0.1:5432/postgres", connect_timeout=2):
            return True
    except psycopg.OperationalError:
        return False


pytestmark = pytest.mark.skipif(not postgresql_answers(), reason="PostgreSQL does not answer on 127.0.0.1:5432")


def call(port: int, method: str, path: str, body: object = None, token: str | None = None) -> tuple[int, dict]:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    headers = {"Content-Type": "application/json", **({"Authorization": f"Token {token}"} if token else {})}
    connection.request(method, path, None if body is None else json.dumps(body), headers)
    response = connection.getresponse()
    answer = response.status, json.loads(response.read() or b"null")
    connection.close()
    return answer


def backends() -> int:
    """Connections open to the test's database now, besides this one."""
    with psycopg.connect(DATABASE) as connection:
        row = connection.execute(
            "SELECT count(*) FROM pg_stat_activity WHERE datname = 'tricktable_web_pool' AND pid <> pg_backend_pid()"
        ).fetchone()
    assert row is not None
    return int(row[0])


def test_the_web_process_answers_many_requests_through_a_few_pooled_connections():
    ensure_database(DATABASE)
    env = {key: value for key, value in os.environ.items() if not key.startswith(("DATABASE_", "DJANGO_", "CELERY_"))}
    env.update(
        DATABASE_URL=DATABASE,
        DJANGO_DEBUG="1",
        WEB_CONCURRENCY=str(WORKERS),
        DATABASE_POOL_SIZE=str(POOL_SIZE),
        LOG_LEVEL="WARNING",
    )
    subprocess.run([sys.executable, "manage.py", "migrate", "--noinput", "-v", "0"], cwd=ROOT, env=env, check=True)
    with web_process(env) as port:
        tokens = []
        for number in range(20):
            status, guest = call(port, "POST", "/api/guests", {"display_name": f"Pool {number}"})
            assert status == 201, guest
            tokens.append(guest["token"])
        for token in tokens:
            status, me = call(port, "GET", "/api/me", token=token)
            assert status == 200, me
        # Between requests the pool keeps connections open (one request at a time never needs more than
        # one a worker); a connection per request would have left none.
        assert 1 <= backends() <= WORKERS * POOL_SIZE
