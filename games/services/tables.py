"""The hot reads of a match, each one hand-written query: the match with its room, seats and people; a deal's events."""

from __future__ import annotations

import json
from functools import cache
from typing import Any

from django.db import connection

from accounts.models import User
from config.rows import columns, hydrate, width
from games.models import Match, Room, Seat
from games.services.access import unknown_match


@cache
def _query(lock: bool) -> str:
    # The match and its room repeat on every row, one row per seat (in seat order).
    sql = (
        f"SELECT {columns(Match, 'm')}, {columns(Room, 'r')}, {columns(Seat, 's')}, {columns(User, 'u')} "
        'FROM "games_match" m JOIN "games_room" r ON r."id" = m."room_id" '
        'JOIN "games_seat" s ON s."room_id" = r."id" LEFT JOIN "accounts_user" u ON u."id" = s."user_id" '
        'WHERE m."public_id" = %s ORDER BY s."index"'
    )
    if lock and connection.features.has_select_for_update_of:
        sql += " FOR UPDATE OF m"
    return sql


def fetch_table(public_id: str, *, lock: bool = False) -> Match:
    """The match with this public id, its room and the seats with their people (`table_seats`); 404 if none.

    With `lock`, the match row is locked until the transaction ends (SELECT ... FOR UPDATE).
    """
    with connection.cursor() as cursor:
        cursor.execute(_query(lock), [public_id])
        rows = cursor.fetchall()
    if not rows:
        raise unknown_match()
    match_end = width(Match)
    room_end = match_end + width(Room)
    seat_end = room_end + width(Seat)
    match = hydrate(Match, rows[0][:match_end])
    room = hydrate(Room, rows[0][match_end:room_end])
    seats = []
    for row in rows:
        seat = hydrate(Seat, row[room_end:seat_end])
        seat.user = None if row[seat_end] is None else hydrate(User, row[seat_end:])
        seat.room = room
        seats.append(seat)
    match.room = room
    room.fetched_seats = seats  # where `table_seats` looks first
    return match


_DEAL_EVENTS = (
    'SELECT "type", "payload" FROM "games_event" WHERE "match_id" = %s AND "seq" >= %s AND "seq" <= %s '
    "AND \"type\" IN ('deal', 'action') ORDER BY \"seq\""
)


def deal_events(match: Match, since: int | None = None) -> list[tuple[object, list[object]]]:
    """The deals of the log as `(deck, actions)`, up to the row's own seq.

    They start at the `deal` event at `since`: by default the current deal's (`match.deal_seq`); from 0,
    every deal of the match.
    """
    with connection.cursor() as cursor:
        cursor.execute(_DEAL_EVENTS, [match.pk, match.deal_seq if since is None else since, match.seq])
        rows = cursor.fetchall()
    deals: list[tuple[object, list[object]]] = []
    for kind, payload in rows:
        # Both databases hand JSON columns to a raw cursor as text.
        value: Any = json.loads(payload) if isinstance(payload, str) else payload
        if kind == "deal":
            deals.append((value["deck"], []))
        else:
            deals[-1][1].append(value)
    return deals
