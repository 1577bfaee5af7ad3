"""Who may see and run an event: its circle's current members see it, the circle's owner runs it."""

from __future__ import annotations

from accounts.models import User
from circles import errors as circle_errors
from circles.models import Role
from circles.services.access import membership_of
from config.public_ids import looks_like_public_id
from tournaments import errors
from tournaments.models import Tournament


def find_tournament(public_id: object, user: User, *, lock: bool = False) -> tuple[Tournament, bool]:
    """The event (locked if asked) of a circle the caller belongs to, and whether they own the circle; else 404."""
    if not looks_like_public_id(public_id):
        raise errors.unknown_tournament()
    events = Tournament.objects.select_related("circle", "circle__owner")
    if lock:
        events = events.select_for_update(of=("self",))
    tournament = events.filter(public_id=public_id).first()
    membership = None if tournament is None else membership_of(tournament.circle, user)
    if tournament is None or membership is None:
        raise errors.unknown_tournament()
    return tournament, membership.role == Role.OWNER


def find_as_owner(public_id: object, user: User, *, lock: bool = False) -> Tournament:
    """The event, if the caller owns its circle (a member who does not gets `not_circle_owner`)."""
    tournament, owner = find_tournament(public_id, user, lock=lock)
    if not owner:
        raise circle_errors.not_circle_owner()
    return tournament
