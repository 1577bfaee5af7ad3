"""Persistent models of the circles app: circles, their members, invitations, bans, matches and seat offers."""

from circles.models.circles import Circle, CircleBan, Membership, Role
from circles.models.invitations import Invitation
from circles.models.matches import CircleRoom, SeatOffer, SeatOfferAnswer

__all__ = [
    "Circle",
    "CircleBan",
    "CircleRoom",
    "Invitation",
    "Membership",
    "Role",
    "SeatOffer",
    "SeatOfferAnswer",
]
