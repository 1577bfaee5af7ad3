"""Players' reports of one another, and the audit log of what moderators did (which nobody may change)."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from django.conf import settings
from django.db import models

from community.models.chat import ChatMessage
from config.public_ids import PUBLIC_ID_LENGTH, RandomPublicId, new_public_id
from games.models import Match, Room


def _on(moment: datetime | None) -> str:
    """The day after "on" (" on 2 Dec 2026"), or nothing before the row is saved."""
    return "" if moment is None else f" on {moment.day} {moment:%b %Y}"


class ReportReason(models.TextChoices):
    """What a player may report another for."""

    OFFENSIVE_NAME = "offensive_name", "An offensive name"
    ABUSIVE_CHAT = "abusive_chat", "Abusive chat"
    CHEATING = "cheating", "Cheating"
    QUITTING = "quitting", "Quitting matches"
    OFFENSIVE_CIRCLE = "offensive_circle", "An offensive circle name"
    COLLUSION = "collusion", "Collusion between partners"
    """Always about a match, one the reported player sat in (`community.services.reports`)."""


class ReportStatus(models.TextChoices):
    """Where a report stands: open until a moderator resolves it one of three ways."""

    OPEN = "open", "Open"
    DISMISSED = "dismissed", "Dismissed"
    WARNED = "warned", "The player was warned"
    ACTED = "acted", "Action was taken"


class Report(models.Model):
    """One player's report of another, with a snapshot of what was reported as it was then."""

    public_id = models.CharField(
        max_length=PUBLIC_ID_LENGTH, default=new_public_id, db_default=RandomPublicId(), editable=False
    )
    """The report's id in the API (unique): random, where the database key counts reports; that key stays inside."""
    reporter = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="reports_made")
    reported = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="reports_received")
    reason = models.CharField(max_length=20, choices=ReportReason.choices)
    note = models.CharField(max_length=500, blank=True)
    """The reporter's own words, if any."""
    room = models.ForeignKey(Room, null=True, blank=True, on_delete=models.SET_NULL, related_name="+")
    match = models.ForeignKey(Match, null=True, blank=True, on_delete=models.SET_NULL, related_name="+")
    seq = models.PositiveIntegerField(null=True, blank=True)
    """The match's sequence number when the report was made."""
    message = models.ForeignKey(ChatMessage, null=True, blank=True, on_delete=models.SET_NULL, related_name="+")
    snapshot = models.JSONField(default=dict)
    """What was reported, copied when it was: the name, the message's text, the match and seq."""
    status = models.CharField(max_length=10, choices=ReportStatus.choices, default=ReportStatus.OPEN)
    resolved_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.PROTECT, related_name="+"
    )
    resolved_at = models.DateTimeField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        db_table = "games_report"  # made by the games app, where the model began
        indexes = [models.Index(fields=["status", "-created_at"]), models.Index(fields=["reported", "-created_at"])]
        constraints = [models.UniqueConstraint(fields=["public_id"], name="unique_report_public_id")]

    def __str__(self) -> str:
        """The report as a moderator reads it: "Abusive chat: Bob, reported by Alice on 2 Dec 2026"."""
        return f"{self.get_reason_display()}: {self.reported}, reported by {self.reporter}{_on(self.created_at)}"


class ModerationKind(models.TextChoices):
    """The moderator actions the audit log records."""

    RESOLVE_REPORT = "resolve_report", "Resolved a report"
    DELETE_MESSAGE = "delete_message", "Deleted a chat message"
    MUTE = "mute", "Muted a player in chat"
    RENAME = "rename", "Renamed a player"
    BAN = "ban", "Banned a player"
    UNBAN = "unban", "Lifted a ban"
    ABORT_MATCH = "abort_match", "Aborted a match"
    REPLACE_SEAT = "replace_seat", "Gave a seat to a computer player"
    CLOSE_ROOM = "close_room", "Closed a room"
    WORD_FILTER = "word_filter", "Changed the chat's word filter"
    CIRCLE_BAN = "circle_ban", "A circle's owner banned a player from it"
    CIRCLE_UNBAN = "circle_unban", "A circle's owner lifted a ban from it"
    CIRCLE_REMOVE = "circle_remove", "A circle's owner removed a member"


class AuditQuerySet(models.QuerySet["ModerationAction"]):
    """The audit log's rows can be added and read, never changed or deleted in bulk."""

    def update(self, **kwargs: Any) -> int:
        """Refused: the audit log is append-only."""
        raise ValueError("the moderation audit log cannot be changed")

    def delete(self) -> tuple[int, dict[str, int]]:
        """Refused: the audit log is append-only."""
        raise ValueError("the moderation audit log cannot be deleted")


class ModerationAction(models.Model):
    """One moderator action: who, when, what, to whom, and why. Append-only."""

    moderator = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+")
    kind = models.CharField(max_length=20, choices=ModerationKind.choices)
    reason = models.CharField(max_length=500)
    target = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.PROTECT, related_name="moderation_history"
    )
    """The player acted on, if any."""
    room = models.ForeignKey(Room, null=True, blank=True, on_delete=models.PROTECT, related_name="+")
    match = models.ForeignKey(Match, null=True, blank=True, on_delete=models.PROTECT, related_name="+")
    report = models.ForeignKey(Report, null=True, blank=True, on_delete=models.PROTECT, related_name="actions")
    details = models.JSONField(default=dict)
    """What changed: the old and new name, the ban's end, the message's text, and so on."""
    created_at = models.DateTimeField(auto_now_add=True)

    objects = AuditQuerySet.as_manager()

    class Meta:
        db_table = "games_moderationaction"  # its append-only trigger is named after it too
        ordering = ["-created_at", "-pk"]
        indexes = [models.Index(fields=["target", "-created_at"])]
        permissions = [("moderate", "Can take moderator actions (each with a reason, in the audit log)")]

    def __str__(self) -> str:
        """The entry as a moderator reads it: "Banned a player (Bob), by Mona on 2 Dec 2026"."""
        whom = f" ({self.target})" if self.target_id is not None else ""
        return f"{self.get_kind_display()}{whom}, by {self.moderator}{_on(self.created_at)}"

    def save(self, *args: Any, **kwargs: Any) -> None:
        """Insert only: an entry once written is never changed."""
        if not self._state.adding:
            raise ValueError("the moderation audit log cannot be changed")
        super().save(*args, **kwargs)

    def delete(self, *args: Any, **kwargs: Any) -> tuple[int, dict[str, int]]:
        """Refused: the audit log is append-only."""
        raise ValueError("the moderation audit log cannot be deleted")
