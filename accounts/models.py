"""The user model: every player, guest or registered, is one."""

from __future__ import annotations

from django.contrib.auth.models import AbstractUser
from django.db import models
from django.db.models.functions import Lower


class User(AbstractUser):
    """A player; a guest has only a display name until they set a username and password."""

    display_name = models.CharField(max_length=40, blank=True)
    is_guest = models.BooleanField(default=True)
    is_banned = models.BooleanField(default=False)

    class Meta(AbstractUser.Meta):  # type: ignore[name-defined,misc]
        constraints = [
            # One account per username whatever its case, even when two claim it at the same moment.
            models.UniqueConstraint(Lower("username"), name="unique_username_any_case"),
        ]

    def __str__(self) -> str:
        return self.display_name or self.username
