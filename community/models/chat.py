"""A room's table chat: messages (free text or a quick phrase), each player's own mutes, the word filter."""

from __future__ import annotations

from django.conf import settings
from django.db import models

from config.public_ids import PUBLIC_ID_LENGTH, RandomPublicId, new_public_id
from games.models import Room

MESSAGE_MAX_CHARS = 200
"""The longest chat message, in characters: a line at a table, not a letter."""


class ChatMessage(models.Model):
    """One message at a room's table: free text, or a quick phrase that each reader sees in their own language."""

    public_id = models.CharField(
        max_length=PUBLIC_ID_LENGTH, default=new_public_id, db_default=RandomPublicId(), editable=False
    )
    """The message's id in the API (unique): random, where the database key counts all messages."""
    room = models.ForeignKey(Room, on_delete=models.CASCADE, related_name="chat_messages")
    author = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="chat_messages")
    text = models.CharField(max_length=MESSAGE_MAX_CHARS, blank=True)
    """Free text, as filtered when it was sent (empty for a quick phrase)."""
    phrase = models.CharField(max_length=30, blank=True)
    """A quick phrase's id (`community.chat_phrases`), or empty for free text."""
    created_at = models.DateTimeField(auto_now_add=True)
    deleted_at = models.DateTimeField(null=True, blank=True)
    """Set when a moderator deleted the message: it is no longer shown, but kept for the audit."""
    deleted_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.PROTECT, related_name="+"
    )

    class Meta:
        db_table = "games_chatmessage"  # made by the games app, where the model began
        indexes = [models.Index(fields=["room", "id"]), models.Index(fields=["author", "-created_at"])]
        constraints = [models.UniqueConstraint(fields=["public_id"], name="unique_chatmessage_public_id")]

    def __str__(self) -> str:
        """The message as a moderator reads it: "Bob's message in room ABC123"."""
        return f"{self.author}'s message in room {self.room.code}"


class ChatMute(models.Model):
    """One player no longer sees another's chat messages (for themselves only)."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="chat_mutes")
    muted = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        db_table = "games_chatmute"
        constraints = [models.UniqueConstraint(fields=["user", "muted"], name="unique_chat_mute")]

    def __str__(self) -> str:
        return f"{self.user} muted {self.muted}"


class BlockedWord(models.Model):
    """A word that the chat filter masks, kept by the moderators."""

    word = models.CharField(max_length=40, unique=True)
    """Lower case; matched as a whole word, whatever its case."""
    added_by = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+")
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        db_table = "games_blockedword"

    def __str__(self) -> str:
        return self.word
