"""Invitations to a circle: made and revoked by its owner, read by anyone with the code, and joined by it.

Joining with no account makes a guest first, as the app does before joining a room (`accounts.services`), in the
same transaction: a join refused (a full circle, say) leaves no guest behind.
"""

from __future__ import annotations

import re
from datetime import timedelta
from typing import Any

from django.db import transaction
from django.db.models import QuerySet
from django.utils import timezone

from accounts import services as accounts
from accounts.access import access_active_user
from accounts.models import User
from circles import errors
from circles.models import Circle, Invitation
from circles.services.access import access_circle_as_owner, current_memberships
from circles.services.members import admit
from config.api.service_errors import bad_request

EXPIRY_HOURS_MAX = 90 * 24
"""The longest an invitation may run before it expires, when it expires at all: 90 days."""
CODE = re.compile(r"[A-Za-z0-9_-]{1,24}")


def create_invitation(circle_id: str, owner: User, expires_in_hours: object = None) -> Invitation:
    """A new invitation code to the circle, which expires after so many hours (never, for None)."""
    access_active_user(owner)
    expires_at = None
    if expires_in_hours is not None:
        if not isinstance(expires_in_hours, int) or isinstance(expires_in_hours, bool):
            raise bad_request("bad_expiry", "expires_in_hours must be a whole number of hours, or null")
        if not 1 <= expires_in_hours <= EXPIRY_HOURS_MAX:
            raise bad_request("bad_expiry", f"expires_in_hours must be from 1 to {EXPIRY_HOURS_MAX}, or null")
        expires_at = timezone.now() + timedelta(hours=expires_in_hours)
    circle, _ = access_circle_as_owner(circle_id, owner)
    return Invitation.objects.create(circle=circle, created_by=owner, expires_at=expires_at)


def invitations_of(circle_id: str, owner: User) -> QuerySet[Invitation]:
    """The circle's invitations, newest first (revoked and expired ones too: the owner sees what was shared)."""
    circle, _ = access_circle_as_owner(circle_id, owner)
    return Invitation.objects.filter(circle=circle).order_by("-created_at", "-pk")


def revoke(circle_id: str, owner: User, code: str) -> Invitation:
    """The owner withdraws an invitation: its code no longer lets anyone join (revoked twice, it stays revoked)."""
    circle, _ = access_circle_as_owner(circle_id, owner)
    invitation = Invitation.objects.filter(circle=circle, code=code).first() if CODE.fullmatch(code) else None
    if invitation is None:
        raise errors.invitation_not_found()
    if invitation.revoked_at is None:
        invitation.revoked_at = timezone.now()
        invitation.save(update_fields=["revoked_at"])
    return invitation


def usable_invitation(code: str) -> Invitation:
    """The invitation with this code, while it may be used: else not found (404), revoked or expired (410)."""
    invitation = Invitation.objects.select_related("circle").filter(code=code).first() if CODE.fullmatch(code) else None
    if invitation is None:
        raise errors.invitation_not_found()
    if invitation.revoked_at is not None:
        raise errors.invitation_revoked()
    if invitation.expires_at is not None and invitation.expires_at <= timezone.now():
        raise errors.invitation_expired()
    return invitation


def preview(code: str) -> dict[str, Any]:
    """What anyone with the code is shown before joining: the circle's name and size, and when the code expires."""
    invitation = usable_invitation(code)
    members = current_memberships().filter(circle=invitation.circle).count()
    return {
        "circle": {"name": invitation.circle.name, "members": members},
        "expires_at": invitation.expires_at.isoformat() if invitation.expires_at else None,
    }


def join(code: str, user: User | None, name: object) -> tuple[Circle, User, str | None]:
    """Join the circle of an invitation: the circle, the member, and a new guest's token when there was no account.

    With no account, `name` is the new guest's display name; an account without a display name takes it as its
    own. Either way, without one the answer is `name_required`.
    """
    with transaction.atomic():
        invitation = usable_invitation(code)
        token = None
        if user is None:
            if name is None:
                raise errors.name_required()
            user, token = accounts.create_guest(name)
        elif not user.display_name:
            if name is None:
                raise errors.name_required()
            accounts.rename(user, name)
        admit(invitation.circle, user)
    return invitation.circle, user, token


def invitation_body(invitation: Invitation) -> dict[str, Any]:
    """An invitation as its circle's owner sees it, with the path that opens the app's join page."""
    return {
        "code": invitation.code,
        "url": f"/c/join/{invitation.code}",
        "expires_at": invitation.expires_at.isoformat() if invitation.expires_at else None,
        "revoked": invitation.revoked,
    }
