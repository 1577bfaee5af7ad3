"""Who may see and change a circle: each check one condition, raising the circles app's error that says why not."""

from __future__ import annotations

from django.db.models import QuerySet

from accounts.models import User
from circles import errors
from circles.models import Circle, Membership, Role
from config.public_ids import looks_like_public_id


def current_memberships() -> QuerySet[Membership]:
    """Memberships that hold now (the player has neither left nor been removed)."""
    return Membership.objects.filter(left_at__isnull=True)


def membership_of(circle: Circle, user: User) -> Membership | None:
    """The player's current membership of the circle, if any."""
    return current_memberships().filter(circle=circle, user=user).first()


def find_circle(circle_id: str, *, lock: bool = False) -> Circle:
    """The circle with this public id (locked for the rest of the transaction if asked), or `circle_not_found`."""
    if not looks_like_public_id(circle_id):
        raise errors.circle_not_found()
    circles = Circle.objects.select_related("owner")
    if lock:
        circles = circles.select_for_update(of=("self",))
    circle = circles.filter(public_id=circle_id).first()
    if circle is None:
        raise errors.circle_not_found()
    return circle


def access_circle(circle_id: str, user: User, *, lock: bool = False) -> tuple[Circle, Membership]:
    """A circle the caller is a member of now, and their membership; one answer (404) for any other circle.

    A removed member, or one who left, is told the same as a stranger: the circle's new matches are not theirs.
    """
    circle: Circle | None
    if lock:
        circle = find_circle(circle_id, lock=True)
        membership = membership_of(circle, user)
    else:
        # One query for both, as every read of a circle's page starts here.
        membership = (
            current_memberships()
            .select_related("circle", "circle__owner")
            .filter(circle__public_id=circle_id, user=user)
            .first()
            if looks_like_public_id(circle_id)
            else None
        )
        circle = None if membership is None else membership.circle
    if circle is None or membership is None:
        raise errors.circle_not_found()
    return circle, membership


def access_circle_as_owner(circle_id: str, user: User, *, lock: bool = False) -> tuple[Circle, Membership]:
    """A circle the caller owns (a member who does not gets `not_circle_owner`)."""
    circle, membership = access_circle(circle_id, user, lock=lock)
    if membership.role != Role.OWNER:
        raise errors.not_circle_owner()
    return circle, membership


def player(player_id: object) -> User | None:
    """The player with this public id, or None."""
    if not looks_like_public_id(player_id):
        return None
    return User.objects.filter(public_id=player_id).first()
