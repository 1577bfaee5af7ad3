"""Persistent models of the games app: rooms and seats, matches and their event log, choices made ahead, holidays."""

from games.models.ahead import DropReason, QueuedAction
from games.models.holidays import Holiday
from games.models.matches import Event, EventType, IdempotencyRecord, Match, MatchStatus, TurnReminder
from games.models.prefs import PlayPreferences
from games.models.rooms import Clock, Room, RoomStatus, Seat

__all__ = [
    "Clock",
    "DropReason",
    "Event",
    "EventType",
    "Holiday",
    "IdempotencyRecord",
    "Match",
    "MatchStatus",
    "PlayPreferences",
    "QueuedAction",
    "Room",
    "RoomStatus",
    "Seat",
    "TurnReminder",
]
