"""The admin's pages for share links and consent, in plain words: who shared which match, and whether it still works."""

from __future__ import annotations

from django.contrib import admin
from django.utils import formats, timezone

from games.names import game_name
from sharing.models import ShareConsent, ShareLink

NOTHING = "—"


def when(moment: object) -> str:
    """A moment in the site's time zone as people write it: 2 Dec 2026, 14:05."""
    if moment is None:
        return NOTHING
    return formats.date_format(timezone.localtime(moment), "j M Y, H:i")  # type: ignore[arg-type]


@admin.register(ShareLink)
class ShareLinkAdmin(admin.ModelAdmin):  # type: ignore[type-arg]
    """Share links, newest first. Moderators may revoke one (an offensive match shared around, say)."""

    list_display = ["shared_match", "player", "made", "still_works"]
    list_filter = [("revoked_at", admin.EmptyFieldListFilter)]
    search_fields = ["match__public_id", "made_by__display_name"]
    fields = ["shared_match", "player", "made", "still_works", "revoked"]
    readonly_fields = ["shared_match", "player", "made", "still_works", "revoked"]
    actions = ["revoke"]
    list_select_related = ["match", "made_by"]
    ordering = ["-created_at"]

    def has_add_permission(self, request: object) -> bool:
        """Links are made by players, from the app."""
        return False

    @admin.display(description="Match")
    def shared_match(self, link: ShareLink) -> str:
        """The game and the match's id."""
        return f"{game_name(link.match.game)} match {link.match.public_id}"

    @admin.display(description="Shared by")
    def player(self, link: ShareLink) -> str:
        """The player who made the link."""
        return link.made_by.display_name or f"Player {link.made_by.public_id[:6]}"

    @admin.display(description="Made", ordering="created_at")
    def made(self, link: ShareLink) -> str:
        """When the link was made."""
        return when(link.created_at)

    @admin.display(description="Still works", boolean=True)
    def still_works(self, link: ShareLink) -> bool:
        """Whether the link still opens the match."""
        return link.revoked_at is None

    @admin.display(description="Revoked")
    def revoked(self, link: ShareLink) -> str:
        """When the link was revoked, if it was."""
        return when(link.revoked_at)

    @admin.action(description="Revoke the chosen links (they stop working at once)")
    def revoke(self, request: object, queryset: object) -> None:
        """Revoke the chosen links that still work."""
        queryset.filter(revoked_at__isnull=True).update(revoked_at=timezone.now())  # type: ignore[attr-defined]


@admin.register(ShareConsent)
class ShareConsentAdmin(admin.ModelAdmin):  # type: ignore[type-arg]
    """Players' answers to showing every hand of their matches in shared links (read only: the players' own)."""

    list_display = ["shared_match", "player", "answer", "changed"]
    readonly_fields = ["shared_match", "player", "answer", "changed"]
    fields = ["shared_match", "player", "answer", "changed"]
    list_select_related = ["match", "user"]
    ordering = ["-updated_at"]

    def has_add_permission(self, request: object) -> bool:
        """Only players give their answers."""
        return False

    def has_change_permission(self, request: object, obj: object = None) -> bool:
        """Only players change their answers."""
        return False

    @admin.display(description="Match")
    def shared_match(self, answer: ShareConsent) -> str:
        """The game and the match's id."""
        return f"{game_name(answer.match.game)} match {answer.match.public_id}"

    @admin.display(description="Player")
    def player(self, answer: ShareConsent) -> str:
        """The player who answered."""
        return answer.user.display_name or f"Player {answer.user.public_id[:6]}"

    @admin.display(description="Agrees to show every hand", boolean=True)
    def answer(self, answer: ShareConsent) -> bool:
        """The player's answer."""
        return answer.consent

    @admin.display(description="Answered", ordering="updated_at")
    def changed(self, answer: ShareConsent) -> str:
        """When the player last answered."""
        return when(answer.updated_at)
