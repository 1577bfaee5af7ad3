"""Whether two players know each other, which decides what one may learn of, or do to, the other (mute, report)."""

from __future__ import annotations

from django.db.models import Q

from accounts.models import User
from community.models import ChatMessage
from games.models import Room


def _rooms_of(user: User) -> Q:
    return Q(seats__user=user) | Q(creator=user)


def have_met(user: User, other: User) -> bool:
    """Whether two players share, or shared, a room: both in it (seated or its creator), or one wrote in its chat."""
    shared = Room.objects.filter(_rooms_of(user)).filter(_rooms_of(other))
    if shared.exists():
        return True
    # A player who left a lobby has no seat there any more, but their messages stay.
    return ChatMessage.objects.filter(author=other, room__in=Room.objects.filter(_rooms_of(user))).exists()
