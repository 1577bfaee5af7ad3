"""The JSON bodies that answer requests: rooms, seats, matches, events and history lines, one builder each."""

from __future__ import annotations

from typing import Any

from accounts.models import User
from games.engine import GAMES, MatchState
from games.models import Clock, Event, EventType, Match, Room
from games.services.access import practice_table, seat_of, table_seats
from games.services.ahead import ahead_body
from games.services.given_decks import given_decks
from games.services.names import public_name
from games.services.reveals import shown_deal_end
from games.services.spectating import Behind


def seats_body(room: Room) -> list[dict[str, Any]]:
    """Who sits where: name, person or computer (and its level), away, on holiday until when, their time bank."""
    bank = room.clock == Clock.BANK
    return [
        {
            "seat": seat.index,
            "user_id": seat.user.public_id if seat.user else None,
            "name": public_name(seat.user) if seat.user else None,
            "bot_level": seat.bot_level or None,
            "away": seat.away,
            "holiday_until": seat.holiday_until.isoformat() if seat.holiday_until and room.holiday_days else None,
            "bank_seconds": seat.bank_seconds if bank else None,
        }
        for seat in table_seats(room)
    ]


def clock_body(room: Room) -> dict[str, Any]:
    """How the room times turns: `turn` (`turn_seconds` each) or `bank` (with its start, increment and cap)."""
    bank = room.clock == Clock.BANK
    return {
        "clock": room.clock,
        "bank_seconds": room.bank_seconds if bank else None,
        "bank_increment_seconds": room.bank_increment_seconds if bank else None,
        "bank_cap_seconds": room.bank_cap_seconds if bank else None,
    }


def _creator_id(room: Room) -> str:
    """The creator's public id: from the seats read with the room when they sit in one, else read now."""
    seated = next((seat.user for seat in table_seats(room) if seat.user and seat.user_id == room.creator_id), None)
    return (seated or room.creator).public_id


def room_body(room: Room, user: User, share_url: str) -> dict[str, Any]:
    """The room as anyone with its code sees it, with the caller's own seat."""
    current = room.matches.order_by("-created_at").values_list("public_id", flat=True).first()
    mine = seat_of(room, user)
    return {
        "code": room.code,
        "share_url": share_url,
        "game": room.game,
        "options": room.options,
        "turn_seconds": room.turn_seconds,
        "fill_with_bots": room.fill_with_bots,
        "bot_level": room.bot_level,
        "allow_spectators": room.allow_spectators,
        "holiday_days": room.holiday_days,
        **clock_body(room),
        "spectator_delay": room.spectator_delay,
        "status": room.status,
        "creator_id": _creator_id(room),
        "your_seat": None if mine is None else mine.index,
        "seats": seats_body(room),
        "match_id": current,
        "next_room": room.next_room.code if room.next_room_id and room.next_room else None,
        "chat_seq": room.chat_seq,
    }


def match_body(match: Match, seat: int | None, state: MatchState[Any], behind: Behind | None = None) -> dict[str, Any]:
    """The match as seen from a seat (None: the public view): the engine's view of `state` and the table.

    With `behind`, as a delayed spectator sees it: `state` is the match at `behind.seq`, and nothing of the row
    that moves with later events shows (its seq, who is to act, the scores, the turn's deadline).
    """
    view = GAMES[match.game].view(state, seat)
    tricks = view["tricks"]
    return {
        "id": match.public_id,
        "room": match.room.code,
        "game": match.game,
        "seq": match.seq if behind is None else behind.seq,
        "status": match.status,
        "your_seat": seat,
        "to_act": match.to_act if behind is None else view["to_act"],
        # A match a moderator stopped may have stopped mid-turn: nobody acts in it any more.
        "legal": [] if match.aborted else view["legal"],
        "scores": match.scores if behind is None else view["scores"],
        "games_won": match.games_won if behind is None else view["games_won"],
        "winner": match.winner,
        "turn_seconds": match.room.turn_seconds,
        "clock": match.room.clock,
        "turn_deadline": match.turn_deadline.isoformat() if match.turn_deadline and behind is None else None,
        "seats": seats_body(match.room),
        "last_trick": tricks[-1] if tricks else None,
        "view": view,
        "aborted": match.aborted,
        "chat_seq": match.room.chat_seq,
        # From the seats alone, which the ETag covers: it cannot change without the ETag changing.
        "hints": practice_table(match.room, seat) and given_decks(match) is None,
        # The seat's own choice made ahead: in its own player's body alone (the ETag of that seat covers it).
        "ahead": ahead_body(match, seat),
        "behind": behind is not None,
    }


def event_body(match: Match, event: Event, viewer: int | None) -> dict[str, Any]:
    """One event of the log as a viewer may see it: never a deck, and actions redacted by the game."""
    item: dict[str, Any] = {
        "seq": event.seq,
        "type": event.type,
        "seat": event.seat,
        "by_computer": event.by_computer,
        "at": event.created_at.isoformat(),
    }
    payload = event.payload
    if event.type == EventType.DEAL:
        # Never the deck: only which deal this is and who dealt it.
        item["deal"] = {"number": payload["number"], "dealer": payload["dealer"]}
    elif event.type == EventType.ACTION:
        game = GAMES[match.game]
        item["action"] = game.public_action(game.parse_action(payload), viewer)
    elif event.type == EventType.DEAL_END:
        item["result"] = shown_deal_end(match, payload)
    else:
        item["result"] = payload
    return item


def match_summary_body(match: Match, user: User) -> dict[str, Any]:
    """A match as a line of the caller's history; `watched` when the caller made the room and watched, unseated."""
    seats = seats_body(match.room)
    mine = next((seat["seat"] for seat in seats if seat["user_id"] == user.public_id), None)
    return {
        "id": match.public_id,
        "room": match.room.code,
        "game": match.game,
        "status": match.status,
        "your_seat": mine,
        "watched": mine is None and match.room.creator_id == user.pk,
        "to_act": match.to_act,
        "your_turn": mine is not None and match.to_act == mine,
        "scores": match.scores,
        "games_won": match.games_won,
        "winner": match.winner,
        "seats": seats,
        "created_at": match.created_at.isoformat(),
        "finished_at": match.finished_at.isoformat() if match.finished_at else None,
    }
