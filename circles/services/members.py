"""Who belongs to a circle: joining (within its member limit), leaving, removal, bans, and the members' list.

Every change to who belongs locks the circle's row first: two joins at once take the last place one after the other,
and the second is told the circle is full.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from django.db import IntegrityError, transaction
from django.db.models import Case, IntegerField, QuerySet, Value, When
from django.utils import timezone

from accounts.access import access_active_user
from accounts.models import User
from circles import errors
from circles.models import Circle, CircleBan, Membership, Role
from circles.services import matches
from circles.services.access import access_circle, access_circle_as_owner, current_memberships, membership_of, player
from circles.services.moderation import audit_ban, audit_removal, audit_unban
from config.api.service_errors import bad_request
from games.services.names import public_name

BAN_REASON_MAX_CHARS = 200


def admit(circle: Circle, user: User) -> Membership:
    """Make the player a member (a member already keeps their membership); a site ban or a circle ban refuses.

    Locks the circle's row, then counts its members: the member limit holds however many join at once.
    """
    access_active_user(user)
    with transaction.atomic():
        circle = Circle.objects.select_for_update().get(pk=circle.pk)
        if CircleBan.objects.filter(circle=circle, user=user).exists():
            raise errors.banned_from_circle()
        current = membership_of(circle, user)
        if current is not None:
            return current
        limit = circle.member_limit
        if limit is not None and current_memberships().filter(circle=circle).count() >= limit:
            raise errors.circle_full(limit)
        try:
            with transaction.atomic():
                return Membership.objects.create(circle=circle, user=user, role=Role.MEMBER)
        except IntegrityError:
            # The same player joining twice at once where rows are not locked (SQLite): one current membership.
            return current_memberships().get(circle=circle, user=user)


def _end(membership: Membership, *, removed: bool, now: datetime) -> None:
    """End a membership, keeping its row as history; seats still offered to the player go to computer players."""
    membership.left_at = now
    membership.removed = removed
    membership.save(update_fields=["left_at", "removed"])
    matches.decline_open_offers(membership.circle, membership.user)


def leave(circle_id: str, user: User) -> None:
    """The caller leaves the circle (the owner must hand it over first); their past matches stay theirs."""
    with transaction.atomic():
        _, membership = access_circle(circle_id, user, lock=True)
        if membership.role == Role.OWNER:
            raise errors.owner_cannot_leave()
        _end(membership, removed=False, now=timezone.now())


def _member_to_act_on(circle: Circle, owner: User, player_id: object) -> tuple[User, Membership | None]:
    """The player the owner names (404 `not_a_member` for one never in the circle); never the owner themself."""
    target = player(player_id)
    if target is None or not Membership.objects.filter(circle=circle, user=target).exists():
        raise errors.not_a_member(404)
    if target.pk == owner.pk:
        raise errors.owner_cannot_leave()
    return target, membership_of(circle, target)


def remove(circle_id: str, owner: User, player_id: object) -> None:
    """The owner removes a member: they no longer see the circle or its new matches. The audit log records it."""
    access_active_user(owner)
    with transaction.atomic():
        circle, _ = access_circle_as_owner(circle_id, owner, lock=True)
        target, membership = _member_to_act_on(circle, owner, player_id)
        if membership is None:
            raise errors.not_a_member(404)
        _end(membership, removed=True, now=timezone.now())
        audit_removal(circle, owner, target)


def ban(circle_id: str, owner: User, player_id: object, reason: str) -> CircleBan:
    """The owner bans a player (a member, or one who was): removed if a member, and kept from joining again.

    Banned again, the ban stands as it was. The audit log records it.
    """
    access_active_user(owner)
    reason = " ".join(reason.split())
    if len(reason) > BAN_REASON_MAX_CHARS:
        raise bad_request("bad_reason", f"a reason may be at most {BAN_REASON_MAX_CHARS} characters long")
    with transaction.atomic():
        circle, _ = access_circle_as_owner(circle_id, owner, lock=True)
        target, membership = _member_to_act_on(circle, owner, player_id)
        existing = CircleBan.objects.filter(circle=circle, user=target).select_related("user").first()
        if existing is not None:
            return existing
        if membership is not None:
            _end(membership, removed=True, now=timezone.now())
        circle_ban = CircleBan.objects.create(circle=circle, user=target, reason=reason, banned_by=owner)
        audit_ban(circle, owner, target, reason)
        return circle_ban


def unban(circle_id: str, owner: User, player_id: object) -> None:
    """The owner lifts a ban (nothing happens for a player not banned); the player may join again by invitation.

    Like every change a player makes, refused to an owner banned from the site (revoking an invitation is not: it
    only closes a door).
    """
    access_active_user(owner)
    with transaction.atomic():
        circle, _ = access_circle_as_owner(circle_id, owner, lock=True)
        target = player(player_id)
        if target is None:
            return
        deleted, _ = CircleBan.objects.filter(circle=circle, user=target).delete()
        if deleted:
            audit_unban(circle, owner, target)


def bans_of(circle_id: str, owner: User) -> QuerySet[CircleBan]:
    """The circle's bans, newest first (the owner's to see)."""
    circle, _ = access_circle_as_owner(circle_id, owner)
    return CircleBan.objects.filter(circle=circle).select_related("user").order_by("-created_at", "-pk")


def members_of(circle_id: str, user: User) -> QuerySet[Membership]:
    """The circle's members now: the owner first, then by when they joined."""
    circle, _ = access_circle(circle_id, user)
    return members_query(circle)


def members_query(circle: Circle) -> QuerySet[Membership]:
    """The circle's current members, the owner first, then by when they joined, with their accounts."""
    owner_first = Case(When(role=Role.OWNER, then=Value(0)), default=Value(1), output_field=IntegerField())
    return current_memberships().filter(circle=circle).select_related("user").order_by(owner_first, "joined_at", "pk")


def ban_body(circle_ban: CircleBan) -> dict[str, Any]:
    """A ban as its circle's owner sees it."""
    return {
        "player": {"id": circle_ban.user.public_id, "name": public_name(circle_ban.user)},
        "reason": circle_ban.reason,
        "created_at": circle_ban.created_at.isoformat(),
    }
