"""Persistent models of the games app: rooms and seats, matches and their append-only event log."""

from games.models.matches import Event, EventType, IdempotencyRecord, Match, MatchStatus
from games.models.rooms import Room, RoomStatus, Seat

__all__ = ["Event", "EventType", "IdempotencyRecord", "Match", "MatchStatus", "Room", "RoomStatus", "Seat"]
