"""Who may do what: each check one condition, raising a ServiceError that says why not."""

from __future__ import annotations

from accounts.access import access_active_user
from accounts.models import User
from config.api.service_errors import ServiceError, forbidden, not_found
from games.models import Match, Room, Seat


def table_seats(room: Room) -> list[Seat]:
    """The room's seats in order, with their people: those read with the room (`fetch_table`), else read now."""
    fetched: list[Seat] | None = getattr(room, "fetched_seats", None)
    if fetched is not None:
        return fetched
    return list(room.seats.select_related("user").order_by("index"))


def seat_of(room: Room, user: User) -> Seat | None:
    """The seat this person holds in the room, if any."""
    return next((seat for seat in table_seats(room) if seat.user_id == user.pk), None)


def access_room_as_creator(room: Room, user: User) -> None:
    """Only the room's creator manages its seats and starts it."""
    if room.creator_id != user.pk:
        raise forbidden("not_creator", "only the room's creator can do this")


def unknown_match() -> ServiceError:
    """The one answer for a match that does not exist and for one the caller may not see: they must not differ."""
    return not_found("unknown_match", "no such match")


def access_match_viewer(match: Match, user: User) -> Seat | None:
    """A seated player sees their seat's view; others only the public view, and only where allowed."""
    seat = seat_of(match.room, user)
    if seat is not None:
        return seat
    if may_watch(match.room.allow_spectators, match.room.creator_id, user.pk, user.is_staff):
        return None
    raise unknown_match()


def may_watch(allow_spectators: bool, creator_id: int, user_id: int, is_staff: bool) -> bool:
    """Whether someone without a seat may watch: where the room allows it, its creator, and staff."""
    # The room's creator may always watch it (they may have handed their seat to the computer).
    return allow_spectators or creator_id == user_id or is_staff


def access_match_player(match: Match, user: User) -> Seat:
    """Only a seated player acts in a match; one who may not even watch it is told it does not exist."""
    access_active_user(user)
    seat = seat_of(match.room, user)
    if seat is None:
        access_match_viewer(match, user)
        raise forbidden("not_a_player", "you have no seat in this match")
    return seat


def practice_table(room: Room, index: int | None) -> bool:
    """Whether the seat at `index` is a person's among computer players only: a practice table, where hints are given.

    Any other seat held by a person counts, away or not (the computer only stands in for them while they are away).
    """
    return index is not None and all(seat.user_id is None for seat in table_seats(room) if seat.index != index)


def access_hints(match: Match, user: User) -> Seat:
    """Only a seated player asks for hints, and only at a practice table (`practice_table`)."""
    seat = access_match_player(match, user)
    if not practice_table(match.room, seat.index):
        raise forbidden("hints_not_allowed", "Hints are for practice: this room has another person.")
    return seat


def unknown_player() -> ServiceError:
    """The answer for a player who does not exist and for one the caller never met: they must not differ."""
    return not_found("unknown_player", "no such player among those you have played with")
