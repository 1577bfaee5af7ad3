"""The circles app's refusals, one function per machine-readable code, so that each code means one thing."""

from __future__ import annotations

from config.api.service_errors import ServiceError, bad_request, conflict, forbidden, not_found


def circle_not_found() -> ServiceError:
    """The one answer for a circle that does not exist and one the caller may not see (not, or no longer, in it)."""
    return not_found("circle_not_found", "no circle of yours has this id")


def invitation_not_found() -> ServiceError:
    """No invitation has this code."""
    return not_found("invitation_not_found", "no invitation has this code")


def invitation_expired() -> ServiceError:
    """The invitation's time ran out."""
    return ServiceError(410, "invitation_expired", "this invitation has expired; ask for a new one")


def invitation_revoked() -> ServiceError:
    """The circle's owner took the invitation back."""
    return ServiceError(410, "invitation_revoked", "this invitation was withdrawn; ask for a new one")


def circle_full(limit: int) -> ServiceError:
    """The circle has as many members as its owner allows."""
    return conflict("circle_full", f"this circle is full: it allows {limit} members")


def banned_from_circle() -> ServiceError:
    """The circle's owner banned the player."""
    return forbidden("banned_from_circle", "the owner of this circle has banned you from it")


def name_required() -> ServiceError:
    """A player with no display name must give one to join."""
    return bad_request("name_required", "choose a name to join: give 'name'")


def not_circle_owner() -> ServiceError:
    """Only the circle's owner may do this."""
    return forbidden("not_circle_owner", "only the circle's owner can do this")


def owner_cannot_leave() -> ServiceError:
    """The owner must hand the circle over before leaving it (or being removed or banned)."""
    return conflict("owner_cannot_leave", "the owner cannot leave the circle; hand ownership to a member first")


def not_a_member(status: int = 400) -> ServiceError:
    """The player named is not a member of the circle."""
    return ServiceError(status, "not_a_member", "that player is not a member of this circle")


def seat_answered() -> ServiceError:
    """The seat offer was accepted or declined already, or the match began without it."""
    return conflict("seat_answered", "this seat offer was answered already, or the match has begun")


def no_seat_offered() -> ServiceError:
    """No seat offer of the caller's has this id."""
    return not_found("no_seat_offered", "no seat was offered to you with this id")


def seat_offered() -> ServiceError:
    """The seat of a circle's match is offered to another member, who has not answered yet."""
    return conflict("seat_offered", "this seat is offered to another member of the circle; choose another")
