"""Share links to matches, and each player's consent to showing every hand of a finished match."""

from __future__ import annotations

from django.db import models

from accounts.models import User
from games.models import Match
from games.names import game_name


class ShareLink(models.Model):
    """A link that opens a match's replay without an account, until it is revoked (`sharing.tokens`)."""

    match = models.ForeignKey(Match, on_delete=models.CASCADE, related_name="share_links")
    made_by = models.ForeignKey(User, on_delete=models.CASCADE, related_name="share_links")
    selector = models.CharField(max_length=12, editable=False)
    """The token's first half, by which the link is found."""
    secret = models.CharField(max_length=24, editable=False)
    """The token's second half, compared in constant time."""
    created_at = models.DateTimeField(auto_now_add=True)
    revoked_at = models.DateTimeField(null=True, blank=True)
    """When the player who made it revoked it; a revoked link shows nothing from then on."""

    class Meta:
        constraints = [models.UniqueConstraint(fields=["selector"], name="unique_share_selector")]
        indexes = [models.Index(fields=["match", "-created_at"])]

    def __str__(self) -> str:
        """The link in words: "link to a Doublehand match, made by Asha"."""
        return f"link to a {game_name(self.match.game)} match, made by {self.made_by.display_name or 'a player'}"

    @property
    def token(self) -> str:
        """The token as the link carries it."""
        return self.selector + self.secret


class ShareConsent(models.Model):
    """A player's answer to whether shared links may show every hand of a match once it is over."""

    match = models.ForeignKey(Match, on_delete=models.CASCADE, related_name="share_consents")
    user = models.ForeignKey(User, on_delete=models.CASCADE, related_name="share_consents")
    consent = models.BooleanField()
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["match", "user"], name="unique_share_consent")]

    def __str__(self) -> str:
        """The answer in words."""
        agreed = "agrees" if self.consent else "does not agree"
        return f"{self.user.display_name or 'a player'} {agreed} to show every hand"
