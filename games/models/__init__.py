"""Persistent models of the games app: rooms and seats, matches and their event log, chat, reports, moderation."""

from games.models.chat import MESSAGE_MAX_CHARS, BlockedWord, ChatMessage, ChatMute
from games.models.matches import Event, EventType, IdempotencyRecord, Match, MatchStatus, TurnReminder
from games.models.moderation import ModerationAction, ModerationKind, Report, ReportReason, ReportStatus
from games.models.rooms import Room, RoomStatus, Seat

__all__ = [
    "MESSAGE_MAX_CHARS",
    "BlockedWord",
    "ChatMessage",
    "ChatMute",
    "Event",
    "EventType",
    "IdempotencyRecord",
    "Match",
    "MatchStatus",
    "ModerationAction",
    "ModerationKind",
    "Report",
    "ReportReason",
    "ReportStatus",
    "Room",
    "RoomStatus",
    "Seat",
    "TurnReminder",
]
