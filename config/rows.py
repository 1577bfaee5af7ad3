"""Model instances from the rows of a hand-written query, for the few hot paths where the ORM's own costs dominate.

Compiling a query costs the ORM more than running it does (a match read spent most of its time there), so
the hottest reads are written once in SQL. Their columns and their conversions still come from the
models, so that a migration cannot leave them behind.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache
from typing import Any, TypeVar

from django.db import connection, models

M = TypeVar("M", bound=models.Model)

Converter = Callable[[Any], Any]


@cache
def _layout(model: type[models.Model]) -> tuple[tuple[str, ...], tuple[str, ...], tuple[models.Field[Any, Any], ...]]:
    fields = tuple(field for field in model._meta.concrete_fields)
    return tuple(field.attname for field in fields), tuple(field.column for field in fields), fields


def columns(model: type[models.Model], alias: str) -> str:
    """The model's columns for a SELECT list, each as `alias.column`, in the order `hydrate` reads them."""
    return ", ".join(f'{alias}."{column}"' for column in _layout(model)[1])


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
    return model.from_db(connection.alias, list(attnames), row)
