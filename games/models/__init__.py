"""Persistent models of the games app: rooms and seats, matches and their event log."""

from games.models.devices import SeatDevice, WatchedBeside
from games.models.matches import Event, EventType, IdempotencyRecord, Match, MatchStatus, TurnReminder
from games.models.rooms import Room, RoomStatus, Seat

__all__ = [
    "Event",
    "EventType",
    "IdempotencyRecord",
    "Match",
    "MatchStatus",
    "Room",
    "RoomStatus",
    "Seat",
    "SeatDevice",
    "TurnReminder",
    "WatchedBeside",
]
