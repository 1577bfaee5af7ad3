"""The JSON bodies of circles and their members, one builder each."""

from __future__ import annotations

from typing import Any

from django.utils import timezone

from accounts.models import User
from circles.models import Circle, Membership
from games.services.names import public_name
from games.services.presence import is_online, last_seen


def player_body(user: User) -> dict[str, str]:
    """A player as others see them: public id and name."""
    return {"id": user.public_id, "name": public_name(user)}


def circle_body(circle: Circle, membership: Membership, members: int) -> dict[str, Any]:
    """A circle as a member sees it, with their role."""
    return {
        "id": circle.public_id,
        "name": circle.name,
        "owner": player_body(circle.owner),
        "member_limit": circle.member_limit,
        "rate_computer_matches": circle.rate_computer_matches,
        "members": members,
        "role": membership.role,
        "created_at": circle.created_at.isoformat(),
    }


def summary_body(membership: Any) -> dict[str, Any]:
    """One of the player's circles: a membership annotated by `circles_of` with its counts."""
    return {
        "id": membership.circle.public_id,
        "name": membership.circle.name,
        "role": membership.role,
        "members": membership.members,
        "live_matches": membership.live_matches,
    }


def member_bodies(memberships: list[Membership]) -> list[dict[str, Any]]:
    """Members with their role, whether they are online, and when last seen (one cache round trip for the page)."""
    seen = last_seen(membership.user_id for membership in memberships)
    now = timezone.now()
    bodies = []
    for membership in memberships:
        when = seen.get(membership.user_id)
        bodies.append(
            {
                **player_body(membership.user),
                "role": membership.role,
                "online": is_online(when, now),
                "last_seen": when.isoformat() if when else None,
            }
        )
    return bodies
