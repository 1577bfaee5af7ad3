"""Hand-written queries for the hot paths where the ORM's own costs dominate: model instances and prepared cursors.

Compiling a query costs the ORM more than running it does (a match read spent most of its time there), so
the hottest reads are written once in SQL. Their columns and their conversions still come from the
models, so that a migration cannot leave them behind.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from functools import cache
from typing import Any, TypeVar

from django.db import connection, models
from django.db.backends.utils import CursorWrapper
from django.db.models.base import ModelState

M = TypeVar("M", bound=models.Model)

Converter = Callable[[Any], Any]


@cache
def _layout(model: type[models.Model]) -> tuple[tuple[str, ...], tuple[str, ...], tuple[models.Field[Any, Any], ...]]:
    fields = tuple(field for field in model._meta.concrete_fields)
    return tuple(field.attname for field in fields), tuple(field.column for field in fields), fields


def columns(model: type[models.Model], alias: str, only_where: str | None = None) -> str:
    """The model's columns for a SELECT list, each as `alias.column`, in the order `hydrate` reads them.

    With `only_where` (an SQL condition), a row where it does not hold gets NULLs instead: a joined row that
    repeats on every row of a query is then sent, and decoded, once.
    """
    if only_where is None:
        return ", ".join(f'{alias}."{column}"' for column in _layout(model)[1])
    return ", ".join(f'CASE WHEN {only_where} THEN {alias}."{column}" END' for column in _layout(model)[1])


def width(model: type[models.Model]) -> int:
    """How many columns `columns` lists for the model."""
    return len(_layout(model)[1])


@cache
def _converters(model: type[models.Model]) -> tuple[tuple[int, Converter], ...]:
    """Per column, the database's and the field's conversions (JSON text to values, and so on), as the ORM applies."""
    found: list[tuple[int, Converter]] = []
    for index, field in enumerate(_layout(model)[2]):
        column = field.get_col(model._meta.db_table)
        steps = [*connection.ops.get_db_converters(column), *column.get_db_converters(connection)]
        if steps:

            def convert(value: Any, steps: Sequence[Any] = steps, column: Any = column) -> Any:
                for step in steps:
                    value = step(value, column, connection)
                return value

            found.append((index, convert))
    return tuple(found)


def hydrate(model: type[M], values: Sequence[Any]) -> M:
    """A model instance from the model's columns of one row (as `columns` listed them)."""
    attnames = _layout(model)[0]
    row = list(values)
    for index, convert in _converters(model):
        if row[index] is not None:
            row[index] = convert(row[index])
    # What `Model.from_db` makes, without `Model.__init__`: its per-field loop and its two signals (no receiver
    # here listens to instance creation) cost more than the query that read the row.
    instance = model.__new__(model)
    instance.__dict__.update(zip(attnames, row, strict=True))
    state = instance._state = ModelState()
    state.adding, state.db = False, connection.alias
    return instance


@contextmanager
def prepared_cursor() -> Iterator[CursorWrapper]:
    """A cursor for the hot hand-written statements: on PostgreSQL each is prepared, so planned once per connection.

    Planning a join of five tables took PostgreSQL three times as long as running it (about 0.9 ms against 0.3
    ms for a poll's query), and Django prepares nothing: its cursors bind parameters on the client. This one
    binds them on the server and prepares every statement it runs; psycopg keeps the plans with the
    connection (pooled or persistent). Queries still pass through Django's cursor wrapper, so they are counted
    and logged as any other. On other databases, or with prepared statements turned off in the settings
    (`DATABASE_PREPARED_STATEMENTS=0`), an ordinary cursor.
    """
    if connection.vendor != "postgresql" or connection.settings_dict["OPTIONS"].get("prepare_threshold") is None:
        with connection.cursor() as cursor:
            yield cursor
        return
    # What `connection.cursor()` does, with a cursor of our own class in place of the connection's factory.
    connection.close_if_health_check_failed()
    connection.ensure_connection()
    with connection.wrap_database_errors:
        wrapped = _wrapped_as_djangos(_prepared_statements()(connection.connection))
    with wrapped as cursor:
        yield cursor


INTERNALS = (
    "django.db.backends.base.base.BaseDatabaseWrapper._prepare_cursor",
    "django.db.backends.postgresql.base.ServerBindingCursor",
    "psycopg.Cursor._send_query_prepared",
)
"""What of Django and psycopg outside their documented interfaces the prepared cursor relies on; a test of
tests/test_prepared_statements.py fails, naming the one that changed, if either library changes them."""


def _wrapped_as_djangos(cursor: Any) -> CursorWrapper:
    """A psycopg cursor in Django's wrapper (thread check, query counting and logging), as `connection.cursor()` does.

    The one call to a private method of Django's here: `_prepare_cursor`, which `connection.cursor()` applies to the
    cursor its factory makes. Worth it: prepared, a match read's query took 0.27 ms against 0.74 ms, and a quick
    poll's 0.23 ms against 0.87 ms (medians of 3,000 interleaved pairs on PostgreSQL 15, two busy cores).
    """
    return connection._prepare_cursor(cursor)  # type: ignore[attr-defined, no-any-return]


@cache
def _prepared_statements() -> type[Any]:
    """The psycopg cursor class that prepares every statement (imported late: SQLite needs no psycopg)."""
    from django.db.backends.postgresql.base import ServerBindingCursor  # type: ignore[attr-defined]

    class PreparedStatementCursor(ServerBindingCursor):  # type: ignore[misc]
        def execute(
            self, query: Any, params: Any = None, *, prepare: bool | None = None, binary: bool | None = None
        ) -> Any:
            return super().execute(query, params, prepare=True, binary=binary)

        def _send_query_prepared(self, name: bytes, pgq: Any, *, binary: bool | None = None) -> None:
            super()._send_query_prepared(name, pgq, binary=binary)
            # Where Django's query log reads a statement's text: psycopg keeps it there for unprepared ones only.
            self._query = pgq

    return PreparedStatementCursor
