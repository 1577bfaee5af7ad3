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


class Clock(models.TextChoices):
    """How a room times its people's turns (see docs/clocks.md)."""

    TURN = "turn", "A fixed time for each turn"
    BANK = "bank", "A time bank per player, topped up after each move"


class Room(models.Model):
    """A table for one game, with its options, shared by a short code."""

    code = models.CharField(max_length=12, unique=True)
    game = models.CharField(max_length=20)
    options = models.JSONField(default=dict)
    turn_seconds = models.PositiveIntegerField()
    fill_with_bots = models.BooleanField(default=True)
    bot_level = models.CharField(max_length=20, default=DEFAULT_LEVEL)
    allow_spectators = models.BooleanField(default=False)
    spectator_delay = models.BooleanField(default=True, db_default=True)
    """Spectators of a partnership game see its running match one trick behind (`games.services.spectating`)."""
    creator = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="created_rooms")
    status = models.CharField(max_length=10, choices=RoomStatus.choices, default=RoomStatus.OPEN)
    next_room = models.ForeignKey("self", null=True, blank=True, on_delete=models.SET_NULL, related_name="+")
    """The room of the rematch, once someone asked to play again with the same people."""
    created_at = models.DateTimeField(auto_now_add=True)
    chat_seq = models.PositiveIntegerField(default=0)
    """Counts changes to the room's chat (a message sent or deleted), so that a match's ETag changes with them."""
    holiday_days = models.PositiveSmallIntegerField(default=14, db_default=14)
    """Holiday days a year its players may take while they play here; 0: the room refuses holidays."""
    clock = models.CharField(max_length=4, choices=Clock.choices, default=Clock.TURN, db_default=Clock.TURN)
    bank_seconds = models.PositiveIntegerField(default=24 * 3600, db_default=24 * 3600)
    """With a bank clock: each player's bank at the start of the match..."""
    bank_increment_seconds = models.PositiveIntegerField(default=2 * 3600, db_default=2 * 3600)
    """... what each of their moves adds to it ..."""
    bank_cap_seconds = models.PositiveIntegerField(default=72 * 3600, db_default=72 * 3600)
    """... and the most it may hold."""

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
    missed_turns = models.PositiveIntegerField(default=0, db_default=0)
    """The person's turns in this room's match that they let go: timed out, or played for them while away."""
    bank_seconds = models.PositiveIntegerField(null=True, blank=True)
    """With a bank clock: the time the player has, as it stood when their current (or last) turn began."""
    holiday_until = models.DateTimeField(null=True, blank=True)
    """While the person's holiday runs (and the room allows holidays): when it ends; their clock here is paused."""
    paused_left_seconds = models.PositiveIntegerField(null=True, blank=True)
    """While a holiday pauses the person's turn: the time that turn has left, given back when the holiday ends."""

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
