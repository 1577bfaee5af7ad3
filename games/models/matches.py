"""Matches and their append-only event log: every deal, call, declaration, play and score is an event."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from django.conf import settings
from django.db import models

from games.codes import new_public_id
from games.models.rooms import Room
from games.names import game_name

if TYPE_CHECKING:
    from accounts.models import Token


class MatchStatus(models.TextChoices):
    """Whether the match goes on."""

    IN_PROGRESS = "in_progress", "In progress"
    FINISHED = "finished", "Finished"


class Match(models.Model):
    """One match played in a room; the event log is the truth, the other fields are kept for quick reads."""

    public_id = models.CharField(max_length=24, default=new_public_id, editable=False)
    """The match's id in URLs and answers (unique); the database key stays inside the server."""
    room = models.ForeignKey(Room, on_delete=models.CASCADE, related_name="matches")
    game = models.CharField(max_length=20)
    options = models.JSONField(default=dict)
    first_dealer = models.PositiveSmallIntegerField(default=0)
    status = models.CharField(max_length=12, choices=MatchStatus.choices, default=MatchStatus.IN_PROGRESS)
    seq = models.PositiveIntegerField(default=0)
    """The sequence number of the last event."""
    deal_seq = models.PositiveIntegerField(default=0)
    """The sequence number of the current deal's `deal` event: replays start there."""
    checkpoint = models.JSONField(default=dict)
    """The match between deals, just before the current deal (the engine's checkpoint)."""
    snapshot = models.JSONField(null=True, blank=True)
    """The engine's whole state after the last event (`Game.snapshot`), every hand included: reads restore it
    rather than replay the deal. Moves still replay the log to check themselves; it never leaves the server."""
    to_act = models.PositiveSmallIntegerField(null=True, blank=True)
    turn_started_at = models.DateTimeField(null=True, blank=True)
    """When the current turn (for a computer player: the current move) began."""
    turn_deadline = models.DateTimeField(null=True, blank=True)
    """When a person's turn runs out; None while a computer player is to act."""
    computer_turn = models.BooleanField(default=False)
    """A computer player (a bot, or for an away person) is to act."""
    scores = models.JSONField(default=list)
    games_won = models.JSONField(default=list)
    winner = models.JSONField(null=True, blank=True)
    aborted = models.BooleanField(default=False)
    """A moderator stopped the match: it is finished, with no winner (an `aborted` event in its log says why)."""
    created_at = models.DateTimeField(auto_now_add=True)
    finished_at = models.DateTimeField(null=True, blank=True)

    caller_token: Token | None
    """Not a column: the caller's device token, when it was read with the match (see `read_table`)."""
    queued_choices: dict[int, Any]
    """Not a column: the seats' choices made ahead (`QueuedAction` by seat), when read with the match."""
    forced_seats: set[int]
    """Not a column: the seats whose players have their forced moves played for them, when read with the match."""

    class Meta:
        verbose_name_plural = "matches"
        indexes = [
            models.Index(fields=["status", "turn_deadline"]),
            models.Index(fields=["status", "computer_turn", "turn_started_at"]),
            models.Index(fields=["-created_at"]),
        ]
        # A constraint, not `unique=True`: on PostgreSQL that adds a second index (for LIKE) that no query uses,
        # and every move that updates the row would pay for it.
        constraints = [models.UniqueConstraint(fields=["public_id"], name="unique_match_public_id")]

    def __str__(self) -> str:
        return f"{game_name(self.game)} match {self.public_id}"


class EventType(models.TextChoices):
    """Kinds of events; a player's action is stored under its own action type."""

    DEAL = "deal", "A deal, with its shuffled deck (server only)"
    ACTION = "action", "A player's action"
    DEAL_END = "deal_end", "A deal's result and the scores after it"
    MATCH_END = "match_end", "The match's result"
    SEAT_REPLACED = "seat_taken", "A moderator gave a person's seat to a computer player"
    MATCH_ABORTED = "aborted", "A moderator aborted the match"


class Event(models.Model):
    """One entry of a match's append-only log."""

    # Indexed by the unique (match, seq) alone: every move inserts an event, and each index costs it a write.
    match = models.ForeignKey(Match, on_delete=models.CASCADE, related_name="events", db_index=False)
    seq = models.PositiveIntegerField()
    type = models.CharField(max_length=12, choices=EventType.choices)
    action_type = models.CharField(max_length=20, blank=True, default="")
    """For actions: bid, pass, declare_trump, reveal_trump, play, ..."""
    seat = models.PositiveSmallIntegerField(null=True, blank=True)
    payload = models.JSONField(default=dict)
    by_computer = models.BooleanField(default=False)
    """Made by a computer player (a bot's seat, an away player's, or a timed-out turn)."""
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["seq"]
        constraints = [models.UniqueConstraint(fields=["match", "seq"], name="unique_event_seq")]

    def __str__(self) -> str:
        """The event in words: "step 12 of match k7Qx2...: play"."""
        return f"step {self.seq} of match {self.match.public_id}: {(self.action_type or self.type).replace('_', ' ')}"

    def save(self, *args: Any, **kwargs: Any) -> None:
        """Insert only: the log is append-only, so an event once written is never changed."""
        if not self._state.adding:
            raise ValueError("events are append-only and cannot be changed")
        super().save(*args, **kwargs)

    def delete(self, *args: Any, **kwargs: Any) -> tuple[int, dict[str, int]]:
        """Refused: the log is append-only (events go only with their match)."""
        raise ValueError("events are append-only and cannot be deleted")


class IdempotencyRecord(models.Model):
    """The first answer given to an action request with an Idempotency-Key, to answer its retries alike."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, db_index=False)  # see Meta
    key = models.CharField(max_length=100)
    match = models.ForeignKey(Match, on_delete=models.CASCADE)
    request_hash = models.CharField(max_length=64)
    status_code = models.PositiveSmallIntegerField()
    response = models.JSONField()
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        # Also the index of `user`: a second one would cost every move a write.
        constraints = [models.UniqueConstraint(fields=["user", "key"], name="unique_idempotency_key")]

    def __str__(self) -> str:
        return f"idempotency key {self.key} of user {self.user_id}"


class TurnReminder(models.Model):
    """A marker: the reminder for the turn of `match` that began at `turn_started_at` was sent (once per turn)."""

    match = models.ForeignKey(Match, on_delete=models.CASCADE, related_name="+")
    turn_started_at = models.DateTimeField()

    class Meta:
        constraints = [models.UniqueConstraint(fields=["match", "turn_started_at"], name="unique_turn_reminder")]

    def __str__(self) -> str:
        return f"reminder for {self.match_id} at {self.turn_started_at:%Y-%m-%d %H:%M}"
