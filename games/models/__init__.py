"""Persistent models of the games app: rooms and seats, matches and their event log, players' holidays."""

from games.models.holidays import Holiday
from games.models.matches import Event, EventType, IdempotencyRecord, Match, MatchStatus, TurnReminder
from games.models.rooms import Clock, Room, RoomStatus, Seat

__all__ = [
    "Clock",
    "Event",
    "EventType",
    "Holiday",
    "IdempotencyRecord",
    "Match",
    "MatchStatus",
    "Room",
    "RoomStatus",
    "Seat",
    "TurnReminder",
]
