"""Moderation of circles: reports of a circle's name, and the audit log's entries for owners' bans and removals.

Site bans (community's moderators) apply here too: every change a player makes checks `access_active_user`.
"""

from __future__ import annotations

from accounts.models import User
from circles.models import Circle
from community.models import ModerationAction, ModerationKind, Report, ReportReason
from community.services.reports import clean_note
from games.services.names import public_name


def _details(circle: Circle) -> dict[str, str]:
    return {"circle": circle.public_id, "circle_name": circle.name}


def audit_ban(circle: Circle, owner: User, target: User, reason: str) -> None:
    """Record in the audit log that a circle's owner banned a player from it."""
    ModerationAction.objects.create(
        moderator=owner,
        kind=ModerationKind.CIRCLE_BAN,
        reason=reason or "banned from the circle",
        target=target,
        details=_details(circle),
    )


def audit_unban(circle: Circle, owner: User, target: User) -> None:
    """Record in the audit log that a circle's owner lifted a ban."""
    ModerationAction.objects.create(
        moderator=owner,
        kind=ModerationKind.CIRCLE_UNBAN,
        reason="ban from the circle lifted",
        target=target,
        details=_details(circle),
    )


def audit_removal(circle: Circle, owner: User, target: User) -> None:
    """Record in the audit log that a circle's owner removed a member."""
    ModerationAction.objects.create(
        moderator=owner,
        kind=ModerationKind.CIRCLE_REMOVE,
        reason="removed from the circle",
        target=target,
        details=_details(circle),
    )


def report_circle(circle: Circle, reporter: User, note: str = "") -> Report:
    """A member reports the circle's name as offensive: the report names its owner, with the name as it is now."""
    return Report.objects.create(
        reporter=reporter,
        reported=circle.owner,
        reason=ReportReason.OFFENSIVE_CIRCLE,
        note=clean_note(note),
        snapshot={
            "name": public_name(circle.owner),
            "circle": {"id": circle.public_id, "name": circle.name},
            "room": None,
            "match": None,
            "seq": None,
            "message": None,
        },
    )
