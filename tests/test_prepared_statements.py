"""The hot hand-written statements are prepared once per PostgreSQL connection, and logged like any other."""

from __future__ import annotations

import importlib
import inspect
import json
import os
import subprocess
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from django.db import connection
from django.db.backends.base.base import BaseDatabaseWrapper
from django.db.backends.postgresql.operations import DatabaseOperations
from django.test.utils import CaptureQueriesContext

from config.rows import INTERNALS, prepared_cursor

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


def resolved(path: str) -> Any:
    """The object a dotted path names (a module's attribute, or a class's), or None if it is gone."""
    module_name, _, rest = path.partition(".")
    found: Any = importlib.import_module(module_name)
    for part in rest.split("."):
        if isinstance(found, ModuleType) and not hasattr(found, part):
            found = importlib.import_module(f"{found.__name__}.{part}")
        else:
            found = getattr(found, part, None)
        if found is None:
            return None
    return found


RELIED_ON = "config/rows.py's prepared cursor relies on it: adapt _wrapped_as_djangos or _prepared_statements there"


def test_the_django_and_psycopg_internals_the_prepared_cursor_relies_on_are_unchanged():
    # Runs on every database, so that a Django or psycopg upgrade fails here, on SQLite too, with a name to look up.
    for path in INTERNALS:
        assert resolved(path) is not None, f"{path} is gone; {RELIED_ON}"
    arguments = list(inspect.signature(resolved(INTERNALS[0])).parameters)
    assert arguments == ["self", "cursor"], f"{INTERNALS[0]} now takes {arguments}; {RELIED_ON}"
    # connection.cursor() is still _prepare_cursor applied to the cursor its factory makes, as rows.py does.
    source = inspect.getsource(BaseDatabaseWrapper._cursor)  # type: ignore[attr-defined]
    assert "self._prepare_cursor(self.create_cursor(name))" in source, (
        f"BaseDatabaseWrapper._cursor no longer wraps create_cursor() in _prepare_cursor(); {RELIED_ON}"
    )
    arguments = list(inspect.signature(resolved(INTERNALS[2])).parameters)
    assert arguments == ["self", "name", "pgq", "binary"], f"{INTERNALS[2]} now takes {arguments}; {RELIED_ON}"
    # Django's query log reads the statement's text from the cursor's _query, which rows.py sets for prepared ones.
    assert "cursor._query" in inspect.getsource(DatabaseOperations.last_executed_query), (
        f"Django's PostgreSQL last_executed_query no longer reads cursor._query; {RELIED_ON}"
    )
