"""Fair play at a match: the devices its seated players use, and spectators who watch from a seated player's network."""

from __future__ import annotations

from django.conf import settings
from django.db import models

from games.models.matches import Match


class SeatDevice(models.Model):
    """A device (its id, hashed) and network (its address, hashed) a seated player read or acted in a match from.

    A spectator from another account on the same device is refused; on the same network, noted (`WatchedBeside`).
    A few per player and match: the oldest go (`games.services.devices`).
    """

    match = models.ForeignKey(Match, on_delete=models.CASCADE, related_name="+")
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    device = models.CharField(max_length=64)
    """A keyed hash of the app's device id (the `X-Tricktable-Device` header)."""
    network = models.CharField(max_length=64, blank=True)
    """A keyed hash of the client's address, never the address itself."""
    seen_at = models.DateTimeField(auto_now=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["match", "user", "device"], name="unique_seat_device")]
        indexes = [models.Index(fields=["match", "device"]), models.Index(fields=["match", "network"])]

    def __str__(self) -> str:
        return f"a device of player {self.user_id} in match {self.match_id}"


class WatchedBeside(models.Model):
    """A spectator watched a running match from the same network as one of its seated players (for moderators)."""

    match = models.ForeignKey(Match, on_delete=models.CASCADE, related_name="watched_beside")
    spectator = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    seated = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        verbose_name_plural = "watched beside a player"
        constraints = [
            models.UniqueConstraint(fields=["match", "spectator", "seated"], name="unique_watched_beside"),
        ]

    def __str__(self) -> str:
        """In words: "Carol watched from Bob's network"."""
        return f"{self.spectator} watched from the same network as {self.seated}"
