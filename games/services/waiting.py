"""The matches waiting for a person's move: the app's badge, and the daily digest of turns."""

from __future__ import annotations

from django.db.models import Exists, OuterRef, QuerySet

from games.models import Match, MatchStatus, Seat


def waiting_for(user_id: int) -> QuerySet[Match]:
    """The running matches where it is this person's turn (a turn the computer plays for them is not theirs)."""
    theirs = Seat.objects.filter(room_id=OuterRef("room_id"), index=OuterRef("to_act"), user_id=user_id)
    return Match.objects.filter(Exists(theirs), status=MatchStatus.IN_PROGRESS, computer_turn=False)


def waiting_count(user_id: int) -> int:
    """How many matches wait for this person's move."""
    return waiting_for(user_id).count()
