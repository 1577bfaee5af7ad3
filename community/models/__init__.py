"""Persistent models of the community app: table chat, players' mutes, the word filter, reports, the audit log.

They began in the games app, and keep its tables (`db_table`): moving them moved no row.
"""

from community.models.chat import MESSAGE_MAX_CHARS, BlockedWord, ChatMessage, ChatMute
from community.models.moderation import ModerationAction, ModerationKind, Report, ReportReason, ReportStatus

__all__ = [
    "MESSAGE_MAX_CHARS",
    "BlockedWord",
    "ChatMessage",
    "ChatMute",
    "ModerationAction",
    "ModerationKind",
    "Report",
    "ReportReason",
    "ReportStatus",
]
