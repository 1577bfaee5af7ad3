"""A player's settings for how the server plays for them."""

from __future__ import annotations

from django.conf import settings
from django.db import models


class PlayPreferences(models.Model):
    """How the server may act for a player: off unless they turn it on."""

    user = models.OneToOneField(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="play_preferences")
    play_forced = models.BooleanField(default=False)
    """When their turn comes with exactly one legal action, it is played for them at once."""

    class Meta:
        verbose_name_plural = "play preferences"

    def __str__(self) -> str:
        return f"play preferences of user {self.user_id}"
