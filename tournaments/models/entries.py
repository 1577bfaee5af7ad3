"""An entrant of an event: one player, or a fixed partnership of two."""

from __future__ import annotations

from django.conf import settings
from django.db import models

from config.public_ids import PUBLIC_ID_LENGTH, RandomPublicId, new_public_id
from tournaments.models.events import Tournament


class Entry(models.Model):
    """One entrant: `user` alone, or `user` with `partner` at a partnership event; kept when they withdraw."""

    public_id = models.CharField(
        max_length=PUBLIC_ID_LENGTH, default=new_public_id, db_default=RandomPublicId(), editable=False
    )
    tournament = models.ForeignKey(Tournament, on_delete=models.CASCADE, related_name="entries")
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="tournament_entries")
    partner = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.CASCADE, related_name="+"
    )
    seed = models.PositiveSmallIntegerField()
    """The entrant's place in the entry list (1 first): the order pairings fall back on."""
    first_round = models.PositiveSmallIntegerField(default=1)
    """The round the entrant first plays in: above 1 for a late entry to a Swiss event."""
    withdrawn_in_round = models.PositiveSmallIntegerField(null=True, blank=True)
    """The round in which the entrant withdrew (0: before the start); None while they play on."""
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        indexes = [models.Index(fields=["tournament", "seed"])]
        constraints = [
            models.UniqueConstraint(fields=["public_id"], name="unique_entry_public_id"),
            models.UniqueConstraint(fields=["tournament", "user"], name="one_entry_per_player"),
            models.UniqueConstraint(fields=["tournament", "partner"], name="one_entry_per_partner"),
            models.UniqueConstraint(fields=["tournament", "seed"], name="one_entry_per_seed"),
        ]

    def __str__(self) -> str:
        return f"{self.user} in {self.tournament}"
