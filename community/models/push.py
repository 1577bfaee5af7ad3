"""Web push: each device's subscription, and what each player wants to be told, in which language, and when."""

from __future__ import annotations

from django.core.validators import MaxValueValidator, MinValueValidator
from django.db import models

from accounts.models import User


class PushSubscription(models.Model):
    """One device's web push subscription (the browser's `PushSubscription`): where and how to send it messages."""

    user = models.ForeignKey(User, related_name="push_subscriptions", on_delete=models.CASCADE)
    endpoint = models.URLField(max_length=1000)
    p256dh = models.CharField(max_length=200)
    """The browser's P-256 public key (base64url), which messages are encrypted to."""
    auth = models.CharField(max_length=100)
    """The browser's authentication secret (base64url)."""
    created = models.DateTimeField(auto_now_add=True)

    class Meta:
        db_table = "accounts_pushsubscription"  # made by the accounts app, where the model began
        constraints = [models.UniqueConstraint(fields=["endpoint"], name="unique_push_endpoint")]

    def __str__(self) -> str:
        return f"push subscription of {self.user}"


class NotificationSettings(models.Model):
    """What a player wants to be told on their devices, in which language, and when to be left alone."""

    user = models.OneToOneField(User, related_name="notification_settings", on_delete=models.CASCADE)
    your_turn = models.BooleanField(default=True)
    reminder = models.BooleanField(default=True)
    replaced = models.BooleanField(default=True)
    match_ended = models.BooleanField(default=True)
    joined = models.BooleanField(default=True)
    invited = models.BooleanField(default=True, db_default=True)
    """A seat offered in a new match of one of the player's circles."""
    quiet_start = models.TimeField(null=True, blank=True)
    """Quiet hours begin (in `time_zone`); with `quiet_end`, or none at all."""
    quiet_end = models.TimeField(null=True, blank=True)
    time_zone = models.CharField(max_length=64, default="UTC")
    """An IANA time zone name."""
    language = models.CharField(max_length=2, default="en")
    reminder_percent = models.PositiveSmallIntegerField(
        default=80, db_default=80, validators=[MinValueValidator(10), MaxValueValidator(95)]
    )
    """A turn of an hour or more is reminded once this share (per cent) of its time has passed."""
    digest_hour = models.PositiveSmallIntegerField(
        null=True, blank=True, validators=[MinValueValidator(0), MaxValueValidator(23)]
    )
    """The hour (0-23 in `time_zone`) of one daily notice of the matches waiting, instead of a notice per turn;
    None: a notice per turn."""

    class Meta:
        db_table = "accounts_notificationsettings"

    def __str__(self) -> str:
        return f"notification settings of {self.user}"


class DigestSent(models.Model):
    """A marker: the player's daily digest for their local date `day` was decided (sent, or nothing waited)."""

    user = models.ForeignKey(User, related_name="+", on_delete=models.CASCADE)
    day = models.DateField()
    """The date in the player's time zone whose digest hour it was."""
    sent_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["user", "day"], name="unique_digest_per_day")]

    def __str__(self) -> str:
        return f"digest of {self.user_id} for {self.day}"
