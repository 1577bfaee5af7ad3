"""A circle's matches: new ones with seats offered to members, the answers to offers, the live and finished ones.

The room is an ordinary one, made by the games app's services; only the link to the circle and the offers live
here. A seat left empty, or declined, takes a computer player; the match starts once every offer is answered (or
when the room's creator starts it, as any room).
"""

from __future__ import annotations

import contextlib
from typing import Any

from django.db import transaction
from django.db.models import Prefetch, QuerySet
from django.utils import timezone

from accounts.access import access_active_user
from accounts.models import User
from circles import errors
from circles.models import Circle, CircleBan, CircleRoom, SeatOffer, SeatOfferAnswer
from circles.services.access import access_circle, current_memberships, membership_of
from community.notices import Kind
from community.services import push
from config.api.service_errors import ServiceError, bad_request
from config.public_ids import looks_like_public_id
from games.engine import GAMES
from games.engine.protocol import DEFAULT_LEVEL
from games.models import Match, MatchStatus, Room, RoomStatus, Seat
from games.services import rooms
from games.services.names import public_name

DEFAULT_TURN_SECONDS = 24 * 3600
"""A circle's match waits a day for each turn unless told otherwise: its people play when they can."""
STATES = {"live": MatchStatus.IN_PROGRESS, "finished": MatchStatus.FINISHED}
MATCH_LINE_FIELDS = (
    "public_id",
    "game",
    "status",
    "to_act",
    "winner",
    "created_at",
    "finished_at",
    "room__code",
)
"""The columns a line of a circle's matches reads."""


def _seated_members(circle: Circle, user: User, game_id: str, seats: object) -> list[User | None]:
    """The member for each seat (None: a computer player); seat 0 is the caller's. A 400 for anything else."""
    count = GAMES[game_id].seat_count
    if not isinstance(seats, list) or len(seats) != count:
        raise bad_request("bad_seats", f"seats must list {count} players' ids (or null for a computer player)")
    if seats[0] not in (None, user.public_id):
        raise bad_request("bad_seats", "seat 0 is yours: give your own id or null there")
    named = [each for each in seats[1:] if each is not None]
    if any(not isinstance(each, str) for each in named) or len(set(named)) != len(named) or user.public_id in named:
        raise bad_request("bad_seats", "each other seat names a different member, not you, or is null")
    found = {
        membership.user.public_id: membership.user
        for membership in current_memberships()
        .filter(circle=circle, user__public_id__in=[each for each in named if looks_like_public_id(each)])
        .select_related("user")
    }
    if len(found) != len(named):
        raise errors.not_a_member(400)
    return [None, *(None if each is None else found[each] for each in seats[1:])]


def new_match(
    circle_id: str,
    user: User,
    game_id: str,
    options: object,
    turn_seconds: int | None,
    seats: object,
    *,
    holiday_days: int = rooms.ClockSettings.holiday_days,
) -> tuple[Room, list[SeatOffer]]:
    """A room for the circle with the caller in seat 0, each other seat offered to a member or given to a computer.

    Each member offered a seat is told by a push notice. With no member invited, the match starts at once.
    """
    access_active_user(user)
    turn_seconds = DEFAULT_TURN_SECONDS if turn_seconds is None else turn_seconds
    with transaction.atomic():
        circle, _ = access_circle(circle_id, user)
        rooms.check_room_settings(game_id, options, turn_seconds, DEFAULT_LEVEL)
        invited = _seated_members(circle, user, game_id, seats)
        clock = rooms.ClockSettings(holiday_days=holiday_days)
        room = rooms.create_room(user, game_id, options, turn_seconds, fill_with_bots=True, clock=clock)
        CircleRoom.objects.create(room=room, circle=circle)
        offers = []
        for index, member in enumerate(invited):
            if index == 0:
                continue
            if member is None:
                rooms.add_bot(room, user, index, room.bot_level)
            else:
                offers.append(SeatOffer(circle=circle, room=room, seat=index, user=member, offered_by=user))
        SeatOffer.objects.bulk_create(offers)
        for offer in offers:
            _announce(offer, circle, room, user)
        if not offers:
            rooms.start_match(room, user)
    return room, offers


def members_only(room: Room, user: User, seat: int) -> None:
    """A seat of a circle's room goes to a current member, and a seat offered to one member to no other.

    Checked by play before any seat is taken (`rooms.guard_joins`): the room's code alone does not let a stranger,
    a removed or banned member, or another member into a circle's match.
    """
    link = CircleRoom.objects.filter(room_id=room.pk).select_related("circle").first()
    if link is None:
        return
    if membership_of(link.circle, user) is None:
        if CircleBan.objects.filter(circle=link.circle, user=user).exists():
            raise errors.banned_from_circle()
        raise errors.not_a_member(403)
    if SeatOffer.objects.filter(room=room, seat=seat, answer=SeatOfferAnswer.PENDING).exclude(user=user).exists():
        raise errors.seat_offered()


def follow_rematch(sender: type[Room], instance: Room, update_fields: Any = None, **_: Any) -> None:
    """A rematch of a circle's room is the circle's too (heard from the room's save: games knows no circle).

    `rematch` saves the old room with its `next_room` in the new room's transaction: the link commits with it.
    """
    if update_fields is None or "next_room" not in update_fields or instance.next_room_id is None:
        return
    link = CircleRoom.objects.filter(room_id=instance.pk).only("circle_id").first()
    if link is not None:
        CircleRoom.objects.get_or_create(room_id=instance.next_room_id, defaults={"circle_id": link.circle_id})


def _announce(offer: SeatOffer, circle: Circle, room: Room, by: User) -> None:
    """Tell the member of the seat offered to them, by push (once the transaction commits)."""
    push.notify(
        offer.user.pk,
        Kind.INVITED,
        f"/c/{circle.public_id}",
        game=room.game,
        room=room.code,
        name=public_name(by),
        circle=circle.name,
        tag=f"offer-{room.code}",
    )


def _locked_offer(offer_id: str, user: User) -> SeatOffer:
    """The caller's seat offer, locked for the rest of the transaction (before the room), or `no_seat_offered`."""
    offer = None
    if looks_like_public_id(offer_id):
        offer = (
            SeatOffer.objects.select_for_update(of=("self",))
            .select_related("room", "circle")
            .filter(public_id=offer_id, user=user)
            .first()
        )
    if offer is None:
        raise errors.no_seat_offered()
    return offer


def answer_offer(offer_id: str, user: User, accept: bool) -> SeatOffer:
    """The member takes the seat offered (seated in the room) or declines it (a computer player will sit there).

    Locks the offer, then the room. When this was the last offer unanswered, the match starts.
    """
    if accept:
        access_active_user(user)
    with transaction.atomic():
        offer = _locked_offer(offer_id, user)
        if offer.answer != SeatOfferAnswer.PENDING:
            raise errors.seat_answered()
        if membership_of(offer.circle, user) is None:
            raise errors.circle_not_found()
        room = Room.objects.select_for_update().get(pk=offer.room_id)
        if room.status != RoomStatus.OPEN:
            raise errors.seat_answered()
        if accept:
            rooms.join_room(room, user, offer.seat)
        _answer(offer, SeatOfferAnswer.ACCEPTED if accept else SeatOfferAnswer.DECLINED)
        _start_when_answered(room)
    return offer


def _answer(offer: SeatOffer, answer: SeatOfferAnswer) -> None:
    offer.answer = answer
    offer.answered_at = timezone.now()
    offer.save(update_fields=["answer", "answered_at"])


def _start_when_answered(room: Room) -> None:
    """Start the room's match if no offer is waiting for an answer (the room's row is locked by the caller).

    Declined seats are still empty: starting gives them to computer players. Should the room's creator no longer
    be allowed to start it (banned from the site since), the room waits in its lobby instead.
    """
    if SeatOffer.objects.filter(room=room, answer=SeatOfferAnswer.PENDING).exists():
        return
    with contextlib.suppress(ServiceError):  # start_match's own savepoint undoes what it began
        rooms.start_match(room, room.creator)


def decline_open_offers(circle: Circle, user: User) -> None:
    """Decline the seats still offered to a player who leaves the circle or is removed (the caller locked it)."""
    open_offers = SeatOffer.objects.select_for_update(of=("self",)).filter(
        circle=circle, user=user, answer=SeatOfferAnswer.PENDING, room__status=RoomStatus.OPEN
    )
    for offer in open_offers.order_by("pk"):
        room = Room.objects.select_for_update().get(pk=offer.room_id)
        _answer(offer, SeatOfferAnswer.DECLINED)
        if room.status == RoomStatus.OPEN:
            _start_when_answered(room)


def open_offers_of(user: User) -> QuerySet[SeatOffer]:
    """The seats offered to the player and not answered yet, in rooms still waiting and circles they are in."""
    return (
        SeatOffer.objects.filter(
            user=user,
            answer=SeatOfferAnswer.PENDING,
            room__status=RoomStatus.OPEN,
            circle__memberships__user=user,
            circle__memberships__left_at__isnull=True,
        )
        .select_related("circle", "room", "offered_by")
        .order_by("-created_at", "-pk")
    )


def circle_matches(circle_id: str, user: User, state: str) -> QuerySet[Match]:
    """The circle's live matches (newest first) or finished ones (latest ended first), with their seats' people."""
    if state not in STATES:
        raise bad_request("bad_state", "state must be live or finished")
    circle, _ = access_circle(circle_id, user)
    return matches_query(circle, state)


def matches_query(circle: Circle, state: str) -> QuerySet[Match]:
    """The circle's matches in a state, each with its room and seats (three queries, however many matches)."""
    # Only what a line shows: a match's row also holds the engine's whole state (snapshot, checkpoint), large.
    seats = (
        Seat.objects.select_related("user")
        .only("room_id", "index", "bot_level", "user__public_id", "user__display_name")
        .order_by("index")
    )
    order = ("-created_at", "-pk") if state == "live" else ("-finished_at", "-pk")
    return (
        Match.objects.filter(room__circle_link__circle=circle, status=STATES[state])
        .select_related("room")
        .only(*MATCH_LINE_FIELDS)
        .prefetch_related(Prefetch("room__seats", queryset=seats, to_attr="fetched_seats"))
        .order_by(*order)
    )


def _seat_name(seat: Seat) -> str:
    """A person's public name, or a computer player's level (the app names it in the player's language)."""
    return public_name(seat.user) if seat.user is not None else seat.bot_level


def match_body(match: Match) -> dict[str, Any]:
    """A line of the circle's matches: who plays, whose turn it is, when it began and ended, who won."""
    seats: list[Seat] = match.room.fetched_seats
    turn = None
    if match.status == MatchStatus.IN_PROGRESS and match.to_act is not None and match.to_act < len(seats):
        turn = {"seat": match.to_act, "name": _seat_name(seats[match.to_act])}
    return {
        "id": match.public_id,
        "room_code": match.room.code,
        "game": match.game,
        "players": [
            {"seat": seat.index, "name": _seat_name(seat), "is_computer": seat.user_id is None} for seat in seats
        ],
        "turn": turn,
        "started_at": match.created_at.isoformat(),
        "finished_at": match.finished_at.isoformat() if match.finished_at else None,
        "winners": list(match.winner or []),
    }


def offer_body(offer: SeatOffer) -> dict[str, Any]:
    """A seat offer as the player it is offered to sees it."""
    return {
        "id": offer.public_id,
        "circle": {"id": offer.circle.public_id, "name": offer.circle.name},
        "room_code": offer.room.code,
        "game": offer.room.game,
        "seat": offer.seat,
        "from": {"id": offer.offered_by.public_id, "name": public_name(offer.offered_by)},
        "created_at": offer.created_at.isoformat(),
    }


def sent_offer_body(offer: SeatOffer) -> dict[str, Any]:
    """A seat offer as the member who made the match sees it."""
    return {
        "id": offer.public_id,
        "seat": offer.seat,
        "player": {"id": offer.user.public_id, "name": public_name(offer.user)},
        "answer": offer.answer,
    }
