"""The hot reads of a match, each one hand-written query: the match with its room, seats and people; a deal's events."""

from __future__ import annotations

import json
from collections.abc import Sequence
from functools import cache
from typing import Any

from django.db import connection

from accounts.models import Token, User
from config.rows import columns, hydrate, prepared_cursor, width
from games.models import Match, QueuedAction, Room, Seat
from games.services.access import unknown_match


@cache
def _query(lock: bool, with_token: bool) -> str:
    # One row per seat, in seat order. The match, its room and the caller's token are the same on every row:
    # only the first seat's row carries them (every room has a seat 0), which halved the cost of sending and
    # decoding the rows.
    first = 's."index" = 0'
    token_columns = f", {columns(Token, 't', first)}, {columns(User, 'tu', first)}" if with_token else ""
    token_join = (
        ' LEFT JOIN "accounts_token" t ON t."digest" = %s LEFT JOIN "accounts_user" tu ON tu."id" = t."user_id"'
        if with_token
        else ""
    )
    sql = (
        f"SELECT {columns(Match, 'm', first)}, {columns(Room, 'r', first)}, {columns(Seat, 's')}, "
        f'{columns(User, "u")}, {columns(QueuedAction, "q")}, p."play_forced"{token_columns} '
        'FROM "games_match" m JOIN "games_room" r ON r."id" = m."room_id" '
        'JOIN "games_seat" s ON s."room_id" = r."id" LEFT JOIN "accounts_user" u ON u."id" = s."user_id"'
        # Each seat's choice made ahead (at most one): only its own player's answers show it.
        ' LEFT JOIN "games_queuedaction" q ON q."match_id" = m."id" AND q."seat" = s."index"'
        ' LEFT JOIN "games_playpreferences" p ON p."user_id" = s."user_id"'
        f"{token_join} "
        'WHERE m."public_id" = %s ORDER BY s."index"'
    )
    if lock and connection.features.has_select_for_update_of:
        sql += " FOR UPDATE OF m"
    return sql


def fetch_table(public_id: str, *, lock: bool = False) -> Match:
    """The match with this public id, its room and the seats with their people (`table_seats`); 404 if none.

    With `lock`, the match row is locked until the transaction ends (SELECT ... FOR UPDATE).
    """
    match = read_table(public_id, lock=lock)
    if match is None:
        raise unknown_match()
    return match


def read_table(public_id: str, *, lock: bool = False, token_digest: str | None = None) -> Match | None:
    """The match as `fetch_table` reads it, or None if there is none.

    With `token_digest`, the same query also looks up that device token: `match.caller_token` is the token
    with its account, or None if no token has that digest (a read then costs one round trip, not two).
    """
    with_token = token_digest is not None
    with prepared_cursor() as cursor:
        cursor.execute(_query(lock, with_token), [token_digest, public_id] if with_token else [public_id])
        rows = cursor.fetchall()
    if not rows:
        return None
    match_end = width(Match)
    room_end = match_end + width(Room)
    seat_end = room_end + width(Seat)
    user_end = seat_end + width(User)
    queued_end = user_end + width(QueuedAction)
    match = hydrate(Match, rows[0][:match_end])
    room = hydrate(Room, rows[0][match_end:room_end])
    seats = []
    queued: dict[int, QueuedAction] = {}
    forced: set[int] = set()
    for row in rows:
        seat = hydrate(Seat, row[room_end:seat_end])
        seat.user = None if row[seat_end] is None else hydrate(User, row[seat_end:user_end])
        seat.room = room
        seats.append(seat)
        if row[user_end] is not None:
            queued[seat.index] = hydrate(QueuedAction, row[user_end:queued_end])
        if row[queued_end]:
            forced.add(seat.index)
    match.room = room
    match.queued_choices = queued
    match.forced_seats = forced
    room.fetched_seats = seats  # where `table_seats` looks first
    if with_token:
        match.caller_token = _token(rows[0][queued_end + 1 :])
    return match


def _token(values: Sequence[Any]) -> Token | None:
    """The token and its account from the token columns of a row, or None when the LEFT JOIN found none."""
    if values[0] is None:
        return None
    token = hydrate(Token, values[: width(Token)])
    token.user = hydrate(User, values[width(Token) :])
    return token


DEAL_EVENTS = (
    'SELECT "seq", "type", "payload" FROM "games_event" WHERE "match_id" = %s AND "seq" >= %s AND "seq" <= %s '
    "AND \"type\" IN ('deal', 'action')"
)
"""The events of a match's deals (deals and actions), from one seq to another: `deal_events_params` fills it in."""

Deals = list[tuple[object, list[object]]]
"""Deals of a match's log as `(deck, actions)`."""


def deal_events_params(match: Match, since: int | None = None) -> list[Any]:
    """The parameters of DEAL_EVENTS for the deals from the `deal` event at `since` (default: the current deal's)."""
    return [match.pk, match.deal_seq if since is None else since, match.seq]


def deal_events(match: Match, since: int | None = None) -> Deals:
    """The deals of the log as `(deck, actions)`, up to the row's own seq.

    They start at the `deal` event at `since`: by default the current deal's (`match.deal_seq`); from 0,
    every deal of the match.
    """
    with prepared_cursor() as cursor:
        cursor.execute(f'{DEAL_EVENTS} ORDER BY "seq"', deal_events_params(match, since))
        return deals_of(cursor.fetchall())


def deals_of(rows: Sequence[Sequence[Any]]) -> Deals:
    """The deals from DEAL_EVENTS's rows `(seq, type, payload)`, in the order of their seq."""
    deals: Deals = []
    for _, kind, payload in rows:
        # Both databases hand JSON columns to a raw cursor as text.
        value: Any = json.loads(payload) if isinstance(payload, str) else payload
        if kind == "deal":
            deals.append((value["deck"], []))
        else:
            deals[-1][1].append(value)
    return deals
