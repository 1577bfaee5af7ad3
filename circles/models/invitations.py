"""Invitations to a circle: a code to share, which may expire and which the owner may revoke."""

from __future__ import annotations

import secrets

from django.conf import settings
from django.db import models

from circles.models.circles import Circle

CODE_BYTES = 9


def new_invitation_code() -> str:
    """A fresh invitation code: 72 random bits as 12 URL-safe characters, unguessable and short enough to type."""
    return secrets.token_urlsafe(CODE_BYTES)


class Invitation(models.Model):
    """One invitation code of a circle."""

    circle = models.ForeignKey(Circle, on_delete=models.CASCADE, related_name="invitations")
    code = models.CharField(max_length=24, default=new_invitation_code, editable=False)
    created_by = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+")
    created_at = models.DateTimeField(auto_now_add=True)
    expires_at = models.DateTimeField(null=True, blank=True)
    """The code stops working then; None for never."""
    revoked_at = models.DateTimeField(null=True, blank=True)
    """The owner revoked the code then; None while it stands."""

    class Meta:
        constraints = [models.UniqueConstraint(fields=["code"], name="unique_invitation_code")]

    def __str__(self) -> str:
        # Never the code: this is what pages and logs show, and a working code lets anyone into the circle.
        return f"invitation to {self.circle}"

    @property
    def revoked(self) -> bool:
        """The owner revoked the code."""
        return self.revoked_at is not None
