"""Who shares a table with a player: the names a new or changed display name must not look like."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from django.db.models import Q
from django.dispatch import receiver

from accounts.models import User
from accounts.services import tablemates_asked
from games.models import Room, RoomStatus

LIVE = (RoomStatus.OPEN, RoomStatus.PLAYING)
"""Rooms whose people still meet: a finished or closed room's names no longer sit side by side."""


def names_in_room(room: Room, user: User) -> list[str]:
    """The display names of the others in the room: those seated and its creator (who may be watching)."""
    people = Q(seats__room=room) | Q(created_rooms=room)
    return list(User.objects.filter(people).exclude(pk=user.pk).values_list("display_name", flat=True).distinct())


def names_at_tables(user: User) -> list[str]:
    """The display names of everyone at the player's open or playing rooms, the player left out."""
    rooms = Room.objects.filter(Q(seats__user=user) | Q(creator=user), status__in=LIVE)
    people = Q(seats__room__in=rooms) | Q(created_rooms__in=rooms)
    return list(User.objects.filter(people).exclude(pk=user.pk).values_list("display_name", flat=True).distinct())


@receiver(tablemates_asked, dispatch_uid="tablemates_names")
def _tablemates(*, user: User, **kwargs: Any) -> Iterable[str]:
    return names_at_tables(user)
