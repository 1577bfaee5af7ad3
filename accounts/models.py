"""The user model: every player, guest or registered, is one."""

from __future__ import annotations

from django.contrib.auth.models import AbstractUser
from django.db import models


class User(AbstractUser):
    """A player; a guest has only a display name until they set a username and password."""

    display_name = models.CharField(max_length=40, blank=True)
    is_guest = models.BooleanField(default=True)
    is_banned = models.BooleanField(default=False)

    def __str__(self) -> str:
        return self.display_name or self.username
