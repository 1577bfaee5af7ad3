"""The user model: every player, guest or registered, is one."""

from __future__ import annotations

from typing import Any

from django.contrib.auth.models import AbstractUser
from django.db import models, transaction
from django.db.models.functions import Lower

from accounts.signals import devices_signed_out
from config.public_ids import PUBLIC_ID_LENGTH, RandomPublicId, new_public_id


class User(AbstractUser):
    """A player; a guest has only a display name until they set a username and password."""

    public_id = models.CharField(
        max_length=PUBLIC_ID_LENGTH, default=new_public_id, db_default=RandomPublicId(), editable=False
    )
    """The player's id in the API (unique): random, where the database key counts accounts; that stays inside."""
    display_name = models.CharField(max_length=40, blank=True)
    is_guest = models.BooleanField(default=False)
    """A guest: made by "Play as a guest" (accounts.services), with no username of their own. An account made any
    other way (createsuperuser, the admin's "Add user") has one from the start."""
    is_banned = models.BooleanField(default=False)
    """Banned: with `banned_until`, until then; without, for good."""
    banned_until = models.DateTimeField(null=True, blank=True)
    chat_muted_until = models.DateTimeField(null=True, blank=True)
    """A moderator's mute: the player may play but not chat until then."""

    class Meta(AbstractUser.Meta):  # type: ignore[name-defined,misc]
        constraints = [
            # One account per username whatever its case, even when two claim it at the same moment.
            models.UniqueConstraint(Lower("username"), name="unique_username_any_case"),
            # A constraint, not `unique=True`, as for a match's public id: no second index for LIKE.
            models.UniqueConstraint(fields=["public_id"], name="unique_user_public_id"),
        ]

    def __str__(self) -> str:
        return self.display_name or self.username

    def save(self, *args: Any, **kwargs: Any) -> None:
        """Save; a new password signs out every device of the account, wherever it was set."""
        # `set_password` keeps the raw password until the save (for Django's own `password_changed` hook); a
        # hash upgraded at login (`check_password`) clears it first, so only a real change counts. Doing it here
        # covers the API, the admin, `manage.py changepassword` and the shell alike.
        update_fields = kwargs.get("update_fields")
        password_changed = (
            getattr(self, "_password", None) is not None
            and not self._state.adding
            and (update_fields is None or "password" in update_fields)
        )
        if not password_changed:
            super().save(*args, **kwargs)
            return
        with transaction.atomic():
            super().save(*args, **kwargs)
            # A stolen key must stop working with the old password (as accounts.tokens.revoke_all does), and what
            # was registered with it must go too (a push subscription: the app sends its own again at its next start).
            Token.objects.filter(user=self).delete()
            devices_signed_out.send(sender=User, user=self)


class Token(models.Model):
    """A key that authenticates one device of an account; only the key's digest is stored, never the key."""

    digest = models.CharField(max_length=64, unique=True, editable=False)
    user = models.ForeignKey(User, related_name="tokens", on_delete=models.CASCADE)
    created = models.DateTimeField(auto_now_add=True)

    # The key itself, known only while handling the request that presented it or the call that issued it.
    key = ""

    def __str__(self) -> str:
        return f"token of {self.user} from {self.created:%Y-%m-%d %H:%M}"
