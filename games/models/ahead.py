"""A seat's play chosen ahead of its turn, kept for its player alone until the turn comes."""

from __future__ import annotations

from django.db import models

from games.models.matches import Match


class DropReason(models.TextChoices):
    """Why a choice made ahead was not played when the turn came."""

    STALE = "stale", "Something it could depend on happened since it was chosen"
    ILLEGAL = "illegal", "The rules did not allow it when the turn came"


class QueuedAction(models.Model):
    """One seat's choice for its next turn, or, once dropped, the note that tells its player why.

    Never part of a match's event log, views or ETags for anyone but the seat's player: when the turn comes it
    is played as the player's own action (an ordinary event), or dropped.
    """

    match = models.ForeignKey(Match, on_delete=models.CASCADE, related_name="+", db_index=False)  # see Meta
    seat = models.PositiveSmallIntegerField()
    action = models.JSONField()
    """The action without its seat, as the player sent it."""
    chosen_at_seq = models.PositiveIntegerField()
    """The match's seq when it was chosen: what happened after it decides whether it is stale."""
    basis = models.JSONField(default=dict)
    """What the choice was made on: the deal's number and how many of its tricks were finished."""
    dropped = models.CharField(max_length=8, choices=DropReason.choices, blank=True, default="")
    """Empty while the choice waits; else why it was not played."""
    because = models.CharField(max_length=12, blank=True, default="")
    """For a stale choice, what made it stale: `deal`, `trick`, `trump` or `call`."""
    chosen_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        # Also the index of `match`: one choice per seat of a match.
        constraints = [models.UniqueConstraint(fields=["match", "seat"], name="unique_queued_action_seat")]

    def __str__(self) -> str:
        return f"seat {self.seat}'s choice ahead in match {self.match_id}"
