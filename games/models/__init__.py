"""Persistent models of the games app: rooms, seats, matches and their event log; choices ahead, holidays, devices."""

from games.models.ahead import DropReason, QueuedAction
from games.models.devices import SeatDevice, WatchedBeside
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
    "SeatDevice",
    "TurnReminder",
    "WatchedBeside",
]
