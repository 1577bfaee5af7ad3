"""The admin: the moderation panel over rooms, matches, players, chat and reports, and the audit log."""

from community.admin import chat, holidays, players, reports, tables

__all__ = ["chat", "holidays", "players", "reports", "tables"]
