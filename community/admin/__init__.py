"""The admin: the moderation panel over rooms, matches, players, chat and reports, and the audit log."""

from community.admin import chat, players, reports, tables

__all__ = ["chat", "players", "reports", "tables"]
