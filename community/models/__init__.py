"""Persistent models of the community app: table chat, mutes, the word filter, reports, the audit log, web push.

They began in the games app (push in accounts), and keep its tables (`db_table`): moving them moved no row.
"""

from community.models.chat import MESSAGE_MAX_CHARS, BlockedWord, ChatMessage, ChatMute
from community.models.moderation import ModerationAction, ModerationKind, Report, ReportReason, ReportStatus
from community.models.push import DigestSent, NotificationSettings, PushSubscription

__all__ = [
    "MESSAGE_MAX_CHARS",
    "BlockedWord",
    "ChatMessage",
    "ChatMute",
    "DigestSent",
    "ModerationAction",
    "ModerationKind",
    "NotificationSettings",
    "PushSubscription",
    "Report",
    "ReportReason",
    "ReportStatus",
]
