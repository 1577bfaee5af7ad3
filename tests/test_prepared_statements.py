"""The hot hand-written statements are prepared once per PostgreSQL connection, and logged like any other."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from config.rows import prepared_cursor

STATEMENT = "SELECT %s::int + 1 AS tricktable_prepared_probe"


def prepared_copies() -> int:
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT count(*) FROM pg_prepared_statements WHERE statement LIKE %s", ["%tricktable_prepared_probe%"]
        )
        return cursor.fetchone()[0]


@pytest.mark.django_db
@pytest.mark.skipif(connection.vendor != "postgresql", reason="prepared statements are PostgreSQL's")
def test_a_statement_is_prepared_on_its_first_run_and_reused_after():
    with CaptureQueriesContext(connection) as queries:
        for number in (41, 99):
            with prepared_cursor() as cursor:
                cursor.execute(STATEMENT, [number])
                assert cursor.fetchone() == (number + 1,)
            assert prepared_copies() == 1
    # The query log shows the statement's text, as for an unprepared one.
    logged = [query["sql"] for query in queries.captured_queries if "probe" in (query["sql"] or "")]
    assert logged[0] == "SELECT $1::int + 1 AS tricktable_prepared_probe"


@pytest.mark.django_db
def test_the_cursor_answers_alike_on_every_database():
    with prepared_cursor() as cursor:
        cursor.execute("SELECT %s + 1", [1])
        assert cursor.fetchone()[0] == 2


SETTINGS = """
import json, django
django.setup()
from django.conf import settings
print(json.dumps(settings.DATABASES["default"].get("OPTIONS", {}).get("prepare_threshold")))
"""


@pytest.mark.any_database  # reads the settings in a process of its own, on a database URL of its own
@pytest.mark.parametrize(("extra", "expected"), [({}, 5), ({"DATABASE_PREPARED_STATEMENTS": "0"}, None)])
def test_prepared_statements_can_be_turned_off_for_a_pooler_in_transaction_mode(extra, expected):
    env = {key: value for key, value in os.environ.items() if not key.startswith(("DATABASE_", "DJANGO_"))}
    env.update(
        DATABASE_URL="postgres://postgres@127.0.0.1:5432/test", DJANGO_SETTINGS_MODULE="config.settings", **extra
    )
    root = Path(__file__).resolve().parents[1]
    found = subprocess.run(
        [sys.executable, "-c", SETTINGS], cwd=root, env=env, check=True, timeout=60, capture_output=True
    )
    assert json.loads(found.stdout) == expected
