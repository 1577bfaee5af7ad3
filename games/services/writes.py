"""A move's writes in as few round trips as the database allows: its events, the match's row, the key's answer.

On PostgreSQL they go in one statement (data-modifying WITH clauses, all run to completion); elsewhere
(SQLite, in the same process, where a statement costs no round trip) as the ORM writes them. Either way
they are made in the caller's transaction, under the match's row lock.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import Any

from django.db import connection, models

from config.rows import prepared_cursor
from games.events import MatchMoved, publish
from games.models import Event, IdempotencyRecord, Match
from games.services.tables import DEAL_EVENTS, Deals, deal_events, deal_events_params, deals_of

SETTLED_FIELDS = (
    "seq",
    "deal_seq",
    "checkpoint",
    "snapshot",
    "status",
    "finished_at",
    "scores",
    "games_won",
    "winner",
    "to_act",
    "turn_started_at",
    "turn_deadline",
    "computer_turn",
    "aborted",
)
"""The match's columns that a move (or a moderator's stop) can change."""

Answer = tuple[IdempotencyRecord, int, dict[str, Any]]
"""An Idempotency-Key's record and the answer (status, body) to keep for its retries."""


def queue_event(match: Match, kind: str, payload: dict[str, Any], **fields: Any) -> Event:
    """The match's next event, to be written by `save_move` (its seq is taken now)."""
    match.seq += 1
    event = Event(match=match, seq=match.seq, type=kind, payload=payload, **fields)
    unsaved: list[Event] = match.__dict__.setdefault("unsaved_events", [])
    unsaved.append(event)
    return event


def save_move(match: Match, answer: Answer | None = None) -> None:
    """Write the queued events, the match's row and the key's answer (the caller holds the row lock).

    Once the caller's transaction commits, its listeners hear that the match moved (`MatchMoved`).
    """
    events: list[Event] = match.__dict__.pop("unsaved_events", [])
    publish(MatchMoved(match.public_id, match.seq))
    record = None
    if answer is not None:
        record, status, body = answer
        record.status_code, record.response = status, body
    if connection.vendor == "postgresql":
        _save_in_one_statement(match, events, record)
        return
    Event.objects.bulk_create(events)
    match.save(update_fields=SETTLED_FIELDS)
    if record is not None:
        record.save(update_fields=["status_code", "response"])


def _values(instance: models.Model, fields: Sequence[models.Field[Any, Any]], adding: bool) -> list[Any]:
    """The instance's values of these fields as the database takes them (auto_now_add filled in on adding)."""
    return [field.get_db_prep_save(field.pre_save(instance, adding), connection) for field in fields]


@cache
def _fields(model: type[models.Model], names: tuple[str, ...] | None) -> tuple[models.Field[Any, Any], ...]:
    """The model's concrete fields by name (None: all but the key), in order."""
    chosen = [field for field in model._meta.concrete_fields if not field.primary_key]
    if names is not None:
        chosen = [model._meta.get_field(name) for name in names]  # type: ignore[misc]
    return tuple(chosen)


def _save_in_one_statement(match: Match, events: list[Event], record: IdempotencyRecord | None) -> None:
    """PostgreSQL: INSERT the events and UPDATE the key's record in WITH clauses of the match's UPDATE."""
    clauses: list[str] = []
    params: list[Any] = []
    if events:
        fields = _fields(Event, None)
        row = "(" + ", ".join(["%s"] * len(fields)) + ")"
        names = ", ".join(f'"{field.column}"' for field in fields)
        rows = ", ".join([row] * len(events))
        clauses.append(f'appended AS (INSERT INTO "{Event._meta.db_table}" ({names}) VALUES {rows})')
        for event in events:
            params.extend(_values(event, fields, adding=True))
    if record is not None:
        fields = _fields(IdempotencyRecord, ("status_code", "response"))
        sets = ", ".join(f'"{field.column}" = %s' for field in fields)
        clauses.append(f'answered AS (UPDATE "{IdempotencyRecord._meta.db_table}" SET {sets} WHERE "id" = %s)')
        params.extend([*_values(record, fields, adding=False), record.pk])
    fields = _fields(Match, SETTLED_FIELDS)
    sets = ", ".join(f'"{field.column}" = %s' for field in fields)
    with_clause = f"WITH {', '.join(clauses)} " if clauses else ""
    sql = f'{with_clause}UPDATE "{Match._meta.db_table}" SET {sets} WHERE "id" = %s'
    params.extend([*_values(match, fields, adding=False), match.pk])
    with prepared_cursor() as cursor:
        cursor.execute(sql, params)


def claim_key(record: IdempotencyRecord, match: Match) -> tuple[bool, Deals]:
    """INSERT the key's record unless the account already used that key (True if inserted), and read the deal.

    The deal is the match's current one, as `deal_events` reads it, for the move that the key is for. One
    statement on PostgreSQL and no savepoint: a request with the same key in flight makes this one wait for
    it, then find the key taken.
    """
    fields = _fields(IdempotencyRecord, None)
    names = ", ".join(f'"{field.column}"' for field in fields)
    marks = ", ".join(["%s"] * len(fields))
    insert = (
        f'INSERT INTO "{IdempotencyRecord._meta.db_table}" ({names}) VALUES ({marks}) '
        'ON CONFLICT ("user_id", "key") DO NOTHING RETURNING "id"'
    )
    values = _values(record, fields, adding=True)
    if connection.vendor != "postgresql":
        with connection.cursor() as cursor:
            cursor.execute(insert, values)
            row = cursor.fetchone()
        return _claimed(record, None if row is None else row[0]), deal_events(match)
    # The claim's row first (seq -1), then the deal's events.
    sql = (
        f"WITH claimed AS ({insert}) "
        'SELECT -1, NULL::text, NULL::jsonb, (SELECT "id" FROM claimed) '
        f"UNION ALL SELECT *, NULL FROM ({DEAL_EVENTS}) AS deal ORDER BY 1"
    )
    with prepared_cursor() as cursor:
        cursor.execute(sql, [*values, *deal_events_params(match)])
        rows = cursor.fetchall()
    return _claimed(record, rows[0][3]), deals_of([row[:3] for row in rows[1:]])


def _claimed(record: IdempotencyRecord, pk: int | None) -> bool:
    """Whether the claim's INSERT made a row (its key, if so, is now the record's)."""
    if pk is None:
        return False
    record.pk = pk
    record._state.adding = False
    return True
