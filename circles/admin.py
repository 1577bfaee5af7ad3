"""Admin pages for circles, in plain words: who owns each, who belongs, its bans and invitations, and its rooms.

Moderators look here; they act on players through the players' pages (a site ban applies to circles too). Nothing
about a circle is edited here: its owner manages it in the app, and the audit log records their bans and removals.
"""

from __future__ import annotations

from typing import Any

from django.contrib import admin
from django.db.models import Count, Q, QuerySet
from django.http import HttpRequest

from circles.models import Circle, CircleBan, CircleRoom, Invitation, Membership
from community.admin.plain import NOTHING, WhenColumn, when


class ReadOnlyInline(admin.TabularInline):  # type: ignore[type-arg]
    """A list inside a circle's page that is only read."""

    extra = 0
    can_delete = False
    show_change_link = False

    def has_add_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        """Rows are made in the app, never here."""
        return False

    def has_change_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        """Rows are changed in the app, never here."""
        return False


class MembershipInline(ReadOnlyInline):
    """Everyone who was ever in the circle: members now, and those who left or were removed."""

    model = Membership
    fields = ("user", "role", "joined", "stay")
    readonly_fields = fields
    verbose_name = "member"
    verbose_name_plural = "members, now and before"
    ordering = ("left_at", "joined_at")

    @admin.display(description="Joined")
    def joined(self, membership: Membership) -> str:
        """When the player joined, as people write it."""
        return when(membership.joined_at)

    @admin.display(description="Still a member?")
    def stay(self, membership: Membership) -> str:
        """Whether they are still a member, or when and how they went."""
        if membership.left_at is None:
            return "yes"
        return f"{'removed' if membership.removed else 'left'} on {when(membership.left_at)}"


class CircleBanInline(ReadOnlyInline):
    """Players the owner banned from the circle."""

    model = CircleBan
    fk_name = "circle"
    fields = ("user", "reason", "banned_by", "banned")
    readonly_fields = fields
    verbose_name = "ban"

    @admin.display(description="Banned")
    def banned(self, circle_ban: CircleBan) -> str:
        """When, as people write it."""
        return when(circle_ban.created_at)


class InvitationInline(ReadOnlyInline):
    """The circle's invitations and whether they still work; never their codes, which would let a moderator in."""

    model = Invitation
    fields = ("made", "expires", "revoked_on")
    readonly_fields = fields
    verbose_name = "invitation"

    @admin.display(description="Made")
    def made(self, invitation: Invitation) -> str:
        """When, as people write it."""
        return when(invitation.created_at)

    @admin.display(description="Expires")
    def expires(self, invitation: Invitation) -> str:
        """When the code stops working, or "never"."""
        return "never" if invitation.expires_at is None else when(invitation.expires_at)

    @admin.display(description="Revoked")
    def revoked_on(self, invitation: Invitation) -> str:
        """When the owner withdrew it, if they did."""
        return when(invitation.revoked_at) if invitation.revoked_at else NOTHING


class CircleRoomInline(ReadOnlyInline):
    """The rooms made for the circle ("new match in this circle")."""

    model = CircleRoom
    fields = ("room", "made")
    readonly_fields = fields
    verbose_name = "room"
    show_change_link = False

    @admin.display(description="Made")
    def made(self, link: CircleRoom) -> str:
        """When, as people write it."""
        return when(link.created_at)


@admin.register(Circle)
class CircleAdmin(WhenColumn, admin.ModelAdmin):  # type: ignore[type-arg]
    """Circles by name and owner, with how many belong; each page lists its members, bans, invitations and rooms."""

    list_display = ("name", "owner", "member_count", "limit", "when")
    search_fields = ("name", "owner__display_name", "owner__username")
    fields = ("name", "owner", "limit", "computers_rated", "made")
    readonly_fields = fields
    inlines = [MembershipInline, CircleBanInline, InvitationInline, CircleRoomInline]

    def get_queryset(self, request: HttpRequest) -> QuerySet[Circle]:
        """Circles with their owners and their numbers of members now."""
        members = Count("memberships", filter=Q(memberships__left_at__isnull=True))
        circles: QuerySet[Circle] = super().get_queryset(request)
        return circles.select_related("owner").annotate(member_count=members)

    def has_add_permission(self, request: HttpRequest) -> bool:
        """Circles are made by players in the app."""
        return False

    def has_change_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        """Only read here (the owner changes a circle in the app)."""
        return False

    @admin.display(description="Members now", ordering="member_count")
    def member_count(self, circle: Circle) -> int:
        """How many players belong to the circle now."""
        return int(getattr(circle, "member_count", 0))

    @admin.display(description="Member limit", ordering="member_limit")
    def limit(self, circle: Circle) -> str:
        """The most members allowed, or "none"."""
        return "none" if circle.member_limit is None else str(circle.member_limit)

    @admin.display(description="Matches with computers count towards ratings")
    def computers_rated(self, circle: Circle) -> str:
        """Yes or no."""
        return "yes" if circle.rate_computer_matches else "no"

    @admin.display(description="Made")
    def made(self, circle: Circle) -> str:
        """When, as people write it."""
        return when(circle.created_at)
