"""Who may do what: each check one condition, raising a ServiceError that says why not."""

from __future__ import annotations

from collections.abc import Callable

from django.core.cache import cache
from django.db.models import Q, QuerySet

from accounts.access import access_active_user
from accounts.models import User
from config.api.service_errors import ServiceError, forbidden, not_found
from games.models import Match, MatchStatus, Room, Seat
from games.services.given_decks import given_decks
from games.services.reveals import access_every_deal_shown


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
        # A table whose deals other tables play too is watched only once every deal it dealt is shown.
        access_every_deal_shown(match)
        return None
    raise unknown_match()


def access_match_watcher(match: Match, user: User) -> Seat | None:
    """As `access_match_viewer`, for following the table (its view, its events, its stream).

    Staff who follow a running match as spectators are at its table from then on (`note_watching`).
    """
    seat = access_match_viewer(match, user)
    if seat is None and user.is_staff and match.status == MatchStatus.IN_PROGRESS:
        note_watching(match, user)
    return seat


WATCHED_SECONDS = 7 * 24 * 3600
"""How long staff who watched a running match are taken to be at its table (`note_watching`): a match's life."""


def _watched_key(user_id: int) -> str:
    return f"watched-matches:{user_id}"


def note_watching(match: Match, user: User) -> None:
    """Note (in the cache) that a staff member watched a running match: they are at its table from now on.

    Only staff need it (no one else sees a running match's hidden pieces), and only their own list is written.
    """
    watched = watched_matches(user)
    if match.pk not in watched:
        cache.set(_watched_key(user.pk), sorted({*watched, match.pk})[-WATCHED_KEPT:], WATCHED_SECONDS)


WATCHED_KEPT = 200
"""The most matches a staff member's watched list keeps (the latest ones)."""


def watched_matches(user: User) -> list[int]:
    """The running matches (their database keys) a staff member watched lately (`note_watching`)."""
    watched = cache.get(_watched_key(user.pk))
    return list(watched) if isinstance(watched, list) else []


TAKING_PART: list[Callable[[User], Q]] = []
"""More ways to take part in a match, each the matches it names for a person, added by the apps that know them.

The community app adds the matches a moderator put the person out of a seat of (`also_taking_part`): play
knows nothing of moderation, so it cannot ask itself.
"""


def also_taking_part(matches_of: Callable[[User], Q]) -> None:
    """Count the matches that `matches_of(user)` names as ones the person takes part in (`at_the_table`)."""
    if matches_of not in TAKING_PART:
        TAKING_PART.append(matches_of)


def _at_the_table(user: User) -> Q:
    """Matches a person takes part in: seated, the room's creator, watching, or as another app says (`TAKING_PART`)."""
    taking_part = Q(room__seats__user=user) | Q(room__creator=user) | Q(pk__in=watched_matches(user))
    for matches_of in TAKING_PART:
        taking_part |= matches_of(user)
    return taking_part


def matches_at_the_table(user: User) -> QuerySet[Match]:
    """The running matches in which a person takes part (`at_the_table`)."""
    return Match.objects.filter(_at_the_table(user), status=MatchStatus.IN_PROGRESS).distinct()


def at_the_table(match: Match, user: User) -> bool:
    """Whether a person takes part in a match, so must not see its hidden pieces while it runs.

    Seated, of course; the room's creator, who chose the table and may be watching it with friends at it; someone
    a moderator put out of a seat, whose partner may still play; and staff who watched it as spectators.
    """
    if seat_of(match.room, user) is not None or match.room.creator_id == user.pk or match.pk in watched_matches(user):
        return True
    return any(Match.objects.filter(matches_of(user), pk=match.pk).exists() for matches_of in TAKING_PART)


PUT_OUT: list[Callable[[Match], set[int]]] = []
"""Ways a person may have lost a seat in a running match, each naming the people (their keys) put out of it.

The community app adds those a moderator gave the seat of to a computer player (`also_put_out`).
"""


def also_put_out(people_of: Callable[[Match], set[int]]) -> None:
    """Count the people that `people_of(match)` names as having held a seat in the match until put out of it."""
    if people_of not in PUT_OUT:
        PUT_OUT.append(people_of)


def put_out_of(match: Match) -> set[int]:
    """The people (their database keys) who held a seat in the match and were put out of it while it ran."""
    return {person for people_of in PUT_OUT for person in people_of(match)}


def may_see_hidden_pieces(match: Match, user: User) -> bool:
    """Whether a person may see every hand, deck and blind pick of a match (as `access_hidden_pieces` says)."""
    if match.status != MatchStatus.IN_PROGRESS:
        return True
    return user.is_staff and not at_the_table(match, user)


def access_hidden_pieces(match: Match, user: User, what: str) -> None:
    """A match's hidden pieces once it is finished; while it runs, to staff who take no part in it (`at_the_table`).

    Staff are no exception to the rule of the table: a moderator seated in a match, or watching it, must not
    learn the other hands, from the API or from the admin.
    """
    if may_see_hidden_pieces(match, user):
        return
    if not user.is_staff:
        raise forbidden("match_running", f"{what} available once the match is finished")
    raise forbidden("playing_this_match", f"you take part in this match: {what} available once it is finished")


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
    if given_decks(match) is not None:
        raise forbidden("hints_not_allowed", "Hints are for practice: this table plays an event's cards.")
    if not practice_table(match.room, seat.index):
        raise forbidden("hints_not_allowed", "Hints are for practice: this room has another person.")
    return seat


def unknown_player() -> ServiceError:
    """The answer for a player who does not exist and for one the caller never met: they must not differ."""
    return not_found("unknown_player", "no such player among those you have played with")
