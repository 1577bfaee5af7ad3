"""ETags of a match's views, and the small query that tells a polling phone its copy is still current."""

from __future__ import annotations

import zlib
from collections.abc import Sequence
from datetime import UTC, datetime, timedelta
from typing import Any

from django.utils.dateparse import parse_datetime

from config.rows import prepared_cursor
from games.models import Match, MatchStatus
from games.services.access import may_watch, table_seats
from games.services.ahead import choice_of

SeatKey = tuple[Any, ...]
"""What of a seat shows in its match's view without an event: who sits there (their public id: a CRC of a small
database key is soon undone), their name, level, whether away, and only while they are on holiday, until when
(`seat_key`)."""

_EPOCH = datetime(1970, 1, 1, tzinfo=UTC)


def etag_of(
    seq: int,
    seat: int | None,
    status: str,
    deadline: datetime | str | None,
    seats: Sequence[SeatKey],
    chat_seq: int,
    ahead: tuple[int, str] | None = None,
) -> str:
    """The ETag of a match as seen from a seat (None: the public view), from the match's row, room and seats alone.

    It changes with every event, and also with who sits where, their names, whether they are away, the
    turn's deadline and the room's chat (`chat_seq`), none of which adds an event. Not the database key: an
    ETag must not tell how many matches there are. `ahead` is the seat's own choice made ahead (its key and
    whether it was dropped): it counts only in that seat's ETag, and when there is none the ETag is as before,
    so nobody else's ETag tells that a choice was made.
    """
    kept: tuple[Any, ...] = (list(seats), _microseconds(deadline), status, chat_seq)
    if ahead is not None:
        kept = (*kept, ahead)
    digest = zlib.crc32(repr(kept).encode())
    return f'"{seq}.{"x" if seat is None else seat}.{digest:08x}"'


def behind_etag(behind_seq: int, status: str, seats: Sequence[SeatKey], chat_seq: int) -> str:
    """The ETag of a match as a delayed spectator sees it: from where they stand, never from the events since.

    No deadline either: a new turn's deadline would tell them a move was made.
    """
    digest = zlib.crc32(repr((list(seats), None, status, chat_seq)).encode())
    return f'"{behind_seq}.d.{digest:08x}"'


def _microseconds(value: datetime | str | None) -> int | None:
    """An instant as whole microseconds since 1970, however the database handed it over (SQLite: as text)."""
    if value is None:
        return None
    instant = parse_datetime(value) if isinstance(value, str) else value
    if instant is None:
        raise ValueError(f"not an instant: {value!r}")
    if instant.tzinfo is None:
        instant = instant.replace(tzinfo=UTC)  # stored in UTC
    return (instant - _EPOCH) // timedelta(microseconds=1)


def seat_key(
    user_id: str | None, name: str | None, level: str, away: object, holiday_until: datetime | str | None
) -> SeatKey:
    """A seat's part of the ETag; a holiday's end only while there is one, so that other ETags stay as they were."""
    key = (user_id, name, level, bool(away))
    return key if holiday_until is None else (*key, _microseconds(holiday_until))


def etag_for(match: Match, seat: int | None, behind_seq: int | None = None) -> str:
    """The ETag of the match (read with its seats and people) as seen from a seat, or by a delayed spectator."""
    seats = [
        seat_key(
            each.user.public_id if each.user else None,
            each.user.display_name if each.user else None,
            each.bot_level,
            each.away,
            each.holiday_until,
        )
        for each in table_seats(match.room)
    ]
    if behind_seq is not None:
        return behind_etag(behind_seq, match.status, seats, match.room.chat_seq)
    choice = None if seat is None else choice_of(match, seat)
    ahead = None if choice is None else (choice.pk, choice.dropped)
    return etag_of(match.seq, seat, match.status, match.turn_deadline, seats, match.room.chat_seq, ahead)


CALLERS_ETAG = (
    # The caller's account, the match, its room and its seats with their people: what `etag_of` needs.
    'SELECT tu."id", tu."is_active", tu."is_staff", m."seq", m."status", m."turn_deadline", '
    'r."allow_spectators", r."creator_id", r."chat_seq", s."index", s."user_id", su."display_name", s."bot_level", '
    's."away", su."public_id", s."holiday_until", q."id", q."dropped" '
    'FROM "accounts_token" t JOIN "accounts_user" tu ON tu."id" = t."user_id" '
    'JOIN "games_match" m ON m."public_id" = %s JOIN "games_room" r ON r."id" = m."room_id" '
    'JOIN "games_seat" s ON s."room_id" = r."id" LEFT JOIN "accounts_user" su ON su."id" = s."user_id" '
    'LEFT JOIN "games_queuedaction" q ON q."match_id" = m."id" AND q."seat" = s."index" '
    'WHERE t."digest" = %s ORDER BY s."index"'
)


def etag_for_caller(public_id: str, token_digest: str) -> str | None:
    """The ETag the holder of this token would get reading the match, in one small query.

    None when only the full read can answer: no such token or match, an inactive account, a caller who
    may not see the match (the full read answers them 401 or 404), or a spectator of a running match (the view
    checks their device, and where they stand one trick behind takes the deal's events).
    """
    with prepared_cursor() as cursor:
        cursor.execute(CALLERS_ETAG, [public_id, token_digest])
        return etag_of_callers_rows(cursor.fetchall())


def etag_of_callers_rows(rows: Sequence[Sequence[Any]]) -> str | None:
    """The ETag from `CALLERS_ETAG`'s rows (None where only the full read can answer, as `etag_for_caller` says)."""
    if not rows:
        return None
    user_id, active, staff, seq, status, deadline, spectators, creator, chat_seq = rows[0][:9]
    if not active:
        return None
    seats = [seat_key(row[14], row[11], row[12], row[13], row[15]) for row in rows]
    mine = next((row for row in rows if row[10] == user_id), None)
    if mine is None and not may_watch(bool(spectators), creator, user_id, bool(staff)):
        return None
    seat = None if mine is None else mine[9]
    if seat is None and not staff and status == MatchStatus.IN_PROGRESS:
        # Spectators of a running match go on to the view, 304 or not: it checks their device (`devices`), and
        # where they stand when they are one trick behind (which takes the deal's events).
        return None
    ahead = None if mine is None or mine[16] is None else (mine[16], mine[17])
    return etag_of(seq, seat, status, deadline, seats, chat_seq, ahead)


def names_etag(header: str, etag: str) -> bool:
    """Whether an If-None-Match header names the current ETag (weak tags compare alike; `*` names any)."""
    tags = {tag.strip().removeprefix("W/") for tag in header.split(",")}
    return "*" in tags or etag in tags
