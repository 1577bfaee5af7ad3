"""Players' holidays: whole days on which the clocks of their matches stand still."""

from __future__ import annotations

from django.conf import settings
from django.db import models

from games.codes import new_public_id


class Holiday(models.Model):
    """A holiday a player took: from `starts_at` for whole days to `ends_at`, unless ended early (`ended_at`)."""

    public_id = models.CharField(max_length=24, default=new_public_id, editable=False)
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="holidays")
    starts_at = models.DateTimeField()
    ends_at = models.DateTimeField()
    begun_at = models.DateTimeField(null=True, blank=True)
    """When its matches' clocks were paused (at its start, by the request or the sweep); None until then."""
    ended_at = models.DateTimeField(null=True, blank=True)
    """When it ended: at `ends_at` by the sweep, earlier by the player, or before it began (cancelled)."""
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["starts_at"]
        indexes = [
            models.Index(fields=["user", "starts_at"]),
            # The sweep's two questions: which holidays are due to begin, which to end.
            models.Index(fields=["ended_at", "begun_at", "starts_at"]),
            models.Index(fields=["ended_at", "ends_at"]),
        ]
        constraints = [models.UniqueConstraint(fields=["public_id"], name="unique_holiday_public_id")]

    def __str__(self) -> str:
        return f"holiday of user {self.user_id} from {self.starts_at:%Y-%m-%d}"
