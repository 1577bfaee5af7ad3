"""Rooms, found by their share code, and the seats in them (a person, a computer player, or empty)."""

from __future__ import annotations

from django.conf import settings
from django.db import models

from games.engine.protocol import DEFAULT_LEVEL
from games.names import game_name


class RoomStatus(models.TextChoices):
    """Where a room stands."""

    OPEN = "open", "Open: waiting for players"
    PLAYING = "playing", "A match is being played"
    FINISHED = "finished", "The match is over"
    CLOSED = "closed", "Closed by its creator"


class Room(models.Model):
    """A table for one game, with its options, shared by a short code."""

    code = models.CharField(max_length=12, unique=True)
    game = models.CharField(max_length=20)
    options = models.JSONField(default=dict)
    turn_seconds = models.PositiveIntegerField()
    fill_with_bots = models.BooleanField(default=True)
    bot_level = models.CharField(max_length=20, default=DEFAULT_LEVEL)
    allow_spectators = models.BooleanField(default=False)
    spectator_delay = models.BooleanField(default=True)
    """Spectators of a partnership game see its running match one trick behind (`games.services.spectating`)."""
    creator = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="created_rooms")
    status = models.CharField(max_length=10, choices=RoomStatus.choices, default=RoomStatus.OPEN)
    next_room = models.ForeignKey("self", null=True, blank=True, on_delete=models.SET_NULL, related_name="+")
    """The room of the rematch, once someone asked to play again with the same people."""
    created_at = models.DateTimeField(auto_now_add=True)
    chat_seq = models.PositiveIntegerField(default=0)
    """Counts changes to the room's chat (a message sent or deleted), so that a match's ETag changes with them."""

    fetched_seats: list[Seat]
    """Not a column: the seats read with the room in the same query, where they were (see `fetch_table`)."""

    class Meta:
        indexes = [models.Index(fields=["status", "created_at"])]

    def __str__(self) -> str:
        return f"{game_name(self.game)} room {self.code}"


class Seat(models.Model):
    """One seat of a room: empty, a person's, or a computer player's (with its level)."""

    room = models.ForeignKey(Room, on_delete=models.CASCADE, related_name="seats")
    index = models.PositiveSmallIntegerField()
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.PROTECT, related_name="seats"
    )
    bot_level = models.CharField(max_length=20, blank=True, default="")
    away = models.BooleanField(default=False)
    """The person missed turns in a row and a computer player acts for them until they return."""
    timeouts = models.PositiveSmallIntegerField(default=0)
    """Turns in a row that ran out of time (the person acting resets it)."""

    class Meta:
        ordering = ["index"]
        constraints = [
            models.UniqueConstraint(fields=["room", "index"], name="unique_seat_index"),
            models.UniqueConstraint(fields=["room", "user"], name="one_seat_per_user"),
            models.CheckConstraint(
                condition=~(models.Q(user__isnull=False) & ~models.Q(bot_level="")),
                name="seat_person_or_bot",
            ),
        ]

    def __str__(self) -> str:
        return f"seat {self.index} of {self.room.code}"

    @property
    def is_free(self) -> bool:
        """Neither a person nor a computer player sits here."""
        return self.user_id is None and not self.bot_level

    @property
    def is_bot(self) -> bool:
        """A computer player sits here."""
        return bool(self.bot_level)
