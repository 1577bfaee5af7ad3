"""A circle (a family or club that plays together), who belongs to it, and who its owner has banned from it."""

from __future__ import annotations

from django.conf import settings
from django.db import models

from config.public_ids import PUBLIC_ID_LENGTH, RandomPublicId, new_public_id

NAME_MAX_CHARS = 60


class Circle(models.Model):
    """A group of players with an owner, found by its public id; who is in it is its memberships."""

    public_id = models.CharField(
        max_length=PUBLIC_ID_LENGTH, default=new_public_id, db_default=RandomPublicId(), editable=False
    )
    """The circle's id in the API (unique): random, so that nobody can count circles or guess one."""
    name = models.CharField(max_length=NAME_MAX_CHARS)
    owner = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="owned_circles")
    member_limit = models.PositiveIntegerField(null=True, blank=True)
    """At most this many members at once; None for no limit."""
    rate_computer_matches = models.BooleanField(default=False)
    """Matches with computer players count towards ratings (each computer level then has a rating of its own)."""
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["public_id"], name="unique_circle_public_id")]

    def __str__(self) -> str:
        return self.name


class Role(models.TextChoices):
    """A member's part in a circle."""

    OWNER = "owner", "Owner"
    MEMBER = "member", "Member"


class Membership(models.Model):
    """One stay of a player in a circle: a row is kept when they leave or are removed, so history stays whole.

    A player who comes back gets a new row; at most one row per player and circle is current (`left_at` unset).
    """

    circle = models.ForeignKey(Circle, on_delete=models.CASCADE, related_name="memberships")
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="circle_memberships")
    role = models.CharField(max_length=10, choices=Role.choices, default=Role.MEMBER)
    joined_at = models.DateTimeField(auto_now_add=True)
    left_at = models.DateTimeField(null=True, blank=True)
    """When the player left or was removed; None while they are a member."""
    removed = models.BooleanField(default=False)
    """The owner removed them (or banned them), rather than they left."""

    class Meta:
        indexes = [models.Index(fields=["circle", "left_at", "joined_at"]), models.Index(fields=["user", "left_at"])]
        constraints = [
            models.UniqueConstraint(
                fields=["circle", "user"], condition=models.Q(left_at__isnull=True), name="one_current_membership"
            ),
        ]

    def __str__(self) -> str:
        return f"{self.user} in {self.circle}"

    @property
    def is_current(self) -> bool:
        """The player is still a member by this row."""
        return self.left_at is None


class CircleBan(models.Model):
    """The owner's ban of a player from a circle: they may not join it again until it is lifted (the row deleted)."""

    circle = models.ForeignKey(Circle, on_delete=models.CASCADE, related_name="bans")
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="circle_bans")
    reason = models.CharField(max_length=200, blank=True)
    banned_by = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+")
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["circle", "user"], name="one_ban_per_circle_and_user")]

    def __str__(self) -> str:
        return f"{self.user} banned from {self.circle}"
