"""Circles themselves: made, renamed and limited by their owner, handed over, and listed for their members."""

from __future__ import annotations

from typing import Any

from django.db import transaction
from django.db.models import Count, IntegerField, OuterRef, Q, QuerySet, Subquery, Value
from django.db.models.functions import Coalesce

from accounts.access import access_active_user
from accounts.models import User
from circles import errors
from circles.models import Circle, CircleRoom, Membership, Role
from circles.models.circles import NAME_MAX_CHARS
from circles.services.access import access_circle, access_circle_as_owner, current_memberships, membership_of, player
from config.api.service_errors import bad_request
from config.text import first_unprintable, grapheme_count, looks_empty, visible_text
from games.models import MatchStatus

MEMBER_LIMIT_MAX = 1000
"""The most members an owner may allow (a limit is for a family or a club; none at all is also a choice)."""


def clean_circle_name(raw: object) -> str:
    """The name tidied as a player's is (invisible characters gone, spaces collapsed), or a 400 `bad_circle_name`."""
    if not isinstance(raw, str):
        raise bad_request("bad_circle_name", "a circle's name must be text")
    name = " ".join(visible_text(raw).split())
    if not name or looks_empty(name):
        raise bad_request("bad_circle_name", "a circle's name needs characters that show")
    if first_unprintable(name) is not None:
        raise bad_request("bad_circle_name", "a circle's name cannot contain control characters")
    if grapheme_count(name) > NAME_MAX_CHARS or len(name) > NAME_MAX_CHARS:
        raise bad_request("bad_circle_name", f"a circle's name may be at most {NAME_MAX_CHARS} characters long")
    return name


def check_member_limit(limit: object) -> int | None:
    """A member limit: None for none, else a whole number from 2 to `MEMBER_LIMIT_MAX`."""
    if limit is None:
        return None
    if not isinstance(limit, int) or isinstance(limit, bool) or not 2 <= limit <= MEMBER_LIMIT_MAX:
        raise bad_request(
            "bad_member_limit", f"member_limit must be a whole number from 2 to {MEMBER_LIMIT_MAX}, or null"
        )
    return limit


def create_circle(user: User, name: object, member_limit: object = None, rate_computer_matches: bool = False) -> Circle:
    """A new circle with its maker as owner and only member (a site-banned player cannot make one)."""
    access_active_user(user)
    clean = clean_circle_name(name)
    limit = check_member_limit(member_limit)
    with transaction.atomic():
        circle = Circle.objects.create(
            name=clean, owner=user, member_limit=limit, rate_computer_matches=rate_computer_matches
        )
        Membership.objects.create(circle=circle, user=user, role=Role.OWNER)
    return circle


def update_circle(circle_id: str, user: User, changes: dict[str, Any]) -> Circle:
    """The owner renames the circle, sets its member limit (for joins to come), or says whether computers rate."""
    access_active_user(user)
    with transaction.atomic():
        circle, _ = access_circle_as_owner(circle_id, user, lock=True)
        fields = []
        if "name" in changes:
            circle.name = clean_circle_name(changes["name"])
            fields.append("name")
        if "member_limit" in changes:
            circle.member_limit = check_member_limit(changes["member_limit"])
            fields.append("member_limit")
        if "rate_computer_matches" in changes:
            circle.rate_computer_matches = bool(changes["rate_computer_matches"])
            fields.append("rate_computer_matches")
        if fields:
            circle.save(update_fields=fields)
    return circle


def hand_over(circle_id: str, user: User, player_id: object) -> Circle:
    """The owner hands the circle to one of its members, and stays on as a member. Locks the circle's row."""
    access_active_user(user)
    with transaction.atomic():
        circle, mine = access_circle_as_owner(circle_id, user, lock=True)
        heir = player(player_id)
        theirs = None if heir is None else membership_of(circle, heir)
        if heir is None or theirs is None:
            raise errors.not_a_member(404)
        if heir.pk == user.pk:
            return circle
        mine.role, theirs.role = Role.MEMBER, Role.OWNER
        mine.save(update_fields=["role"])
        theirs.save(update_fields=["role"])
        circle.owner = heir
        circle.save(update_fields=["owner"])
    return circle


def member_count(circle: Circle) -> int:
    """How many players are members of the circle now."""
    return current_memberships().filter(circle=circle).count()


def live_rooms_count() -> Subquery:
    """For each circle of a query (`OuterRef("circle")`): how many of its rooms have a match in progress."""
    live = (
        CircleRoom.objects.filter(circle=OuterRef("circle"), room__matches__status=MatchStatus.IN_PROGRESS)
        .order_by()
        .values("circle")
        .annotate(n=Count("room__matches"))
        .values("n")
    )
    return Subquery(live, output_field=IntegerField())


def circles_of(user: User) -> QuerySet[Membership]:
    """The player's current memberships, newest circle first, each with its circle, member and live match counts."""
    members = (
        Membership.objects.filter(circle=OuterRef("circle"), left_at__isnull=True)
        .order_by()
        .values("circle")
        .annotate(n=Count("pk"))
        .values("n")
    )
    return (
        current_memberships()
        .filter(user=user)
        .select_related("circle")
        .annotate(
            members=Subquery(members, output_field=IntegerField()),
            live_matches=Coalesce(live_rooms_count(), Value(0)),
        )
        .order_by("-joined_at", "-pk")
    )


def circle_detail(circle_id: str, user: User) -> tuple[Circle, Membership, int]:
    """A circle the caller is a member of, their membership, and how many members it has."""
    circle, membership = access_circle(circle_id, user)
    return circle, membership, member_count(circle)


def circle_rooms(circle: Circle) -> Q:
    """Matches of the circle's rooms, as a filter of matches."""
    return Q(room__circle_link__circle=circle)
