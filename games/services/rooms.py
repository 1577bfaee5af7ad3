"""Rooms: create, join, leave, seat computer players, move players, start the match."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import asdict, dataclass
from typing import Any

from django.conf import settings
from django.db import IntegrityError, transaction

from accounts.access import access_active_user, is_banned
from accounts.models import User
from accounts.services import check_name_among
from config.api.service_errors import ServiceError, bad_request, conflict, forbidden, not_found
from games import events
from games.codes import looks_like_code, new_code, normalise_code
from games.engine import GAMES, EngineError, Game
from games.engine.options import Count
from games.engine.protocol import DEFAULT_LEVEL
from games.models import Clock, Match, Room, RoomStatus, Seat
from games.services.access import access_room_as_creator
from games.services.names import public_name
from games.services.tablemates import names_in_room

MAX_COUNT_IN_ROOM = 99

JoinGuard = Callable[[Room, User, int], None]
JOIN_GUARDS: list[JoinGuard] = []
"""Checks a part built on rooms adds (`guard_joins`) before a person takes a seat; each raises to refuse."""


def guard_joins(guard: JoinGuard) -> None:
    """Have `guard(room, user, seat)` checked before each seat is taken (a circle's rooms seat its members alone).

    Registered by the part in its app's `ready()`, so that play never imports it; the guard runs with the room's
    row locked, and refuses by raising a `ServiceError`.
    """
    if guard not in JOIN_GUARDS:
        JOIN_GUARDS.append(guard)


"""The least upper limit of a room's counts (games in a match, say); see `room_limit`."""

TURN_PRESETS = (30, 60, 300, 900, 3600, 4 * 3600, 12 * 3600, 24 * 3600, 48 * 3600, 72 * 3600)
"""Turn time limits a room may choose, in seconds: 30 seconds to 72 hours."""


MOST_HOLIDAY_DAYS = 60
"""The most holiday days a year a room may allow its players."""
BANK_LEAST = 300
"""A time bank's least start and cap: five minutes."""
BANK_MOST = 30 * 24 * 3600
"""A time bank's greatest cap: thirty days."""
INCREMENT_LEAST = 60
"""What a move adds to a time bank at least: a minute (a bank run out then still leaves a turn some time)."""


@dataclass(frozen=True)
class ClockSettings:
    """How a room's turns are timed and how many holiday days a year it allows (see docs/clocks.md)."""

    holiday_days: int = 14
    clock: str = Clock.TURN.value
    bank_seconds: int = 24 * 3600
    bank_increment_seconds: int = 2 * 3600
    bank_cap_seconds: int = 72 * 3600

    def check(self) -> None:
        """Refuse settings out of range (`check_clock_settings`)."""
        check_clock_settings(
            self.holiday_days, self.clock, self.bank_seconds, self.bank_increment_seconds, self.bank_cap_seconds
        )

    def fields(self) -> dict[str, Any]:
        """The room's columns."""
        return asdict(self)


def check_level(game_id: str, level: str) -> None:
    """Refuse a computer players' level that the game does not have, or one not offered to players.

    A hidden level (`random`) stays playable where settings.ALLOW_HIDDEN_LEVELS says so: the tests' quick matches.
    """
    game = GAMES[game_id]
    offered = game.levels if settings.ALLOW_HIDDEN_LEVELS else game.shown_levels
    if level in game.bots and level not in offered:
        raise bad_request(
            "hidden_bot_level",
            f"{game_id}'s computer level '{level}' is not offered; choose one of: {', '.join(offered)}",
        )
    if level not in game.bots:
        raise bad_request("bad_bot_level", f"{game_id}'s computer players' level must be one of: {', '.join(offered)}")


def check_room_settings(game_id: str, options: object, turn_seconds: int, bot_level: str) -> dict[str, Any]:
    """The options resolved by the engine, once game, options, turn limit and bot level are all valid."""
    if game_id not in GAMES:
        raise bad_request("unknown_game", f"unknown game {game_id!r}; choose one of: {', '.join(sorted(GAMES))}")
    game = GAMES[game_id]
    try:
        game.new_match(options)
    except EngineError as error:
        raise bad_request("bad_option", error.message) from None
    if turn_seconds not in TURN_PRESETS:
        allowed = ", ".join(str(seconds) for seconds in TURN_PRESETS)
        raise bad_request("bad_turn_seconds", f"turn_seconds must be one of: {allowed}")
    check_level(game_id, bot_level)
    given = dict(options) if isinstance(options, dict) else {}
    for name, value in given.items():
        # Records may carry any count the rules allow; a room to be played to the end keeps to a sane one.
        spec = game.option_specs[name]
        if isinstance(spec, Count) and value > room_limit(spec):
            raise bad_request("bad_option", f"option '{name}' may be at most {room_limit(spec)} in a room")
    return given


def check_clock_settings(
    holiday_days: int, clock: str, bank_seconds: int, bank_increment_seconds: int, bank_cap_seconds: int
) -> None:
    """Refuse holiday days out of 0..60, an unknown clock, or a time bank whose start, increment and cap disagree."""
    if not 0 <= holiday_days <= MOST_HOLIDAY_DAYS:
        raise bad_request("bad_holiday_days", f"holiday_days must be from 0 (no holidays) to {MOST_HOLIDAY_DAYS}")
    if clock not in Clock.values:
        raise bad_request("bad_clock", f"clock must be one of: {', '.join(Clock.values)}")
    if clock != Clock.BANK:
        return
    if not BANK_LEAST <= bank_cap_seconds <= BANK_MOST:
        raise bad_request("bad_bank", f"bank_cap_seconds must be from {BANK_LEAST} to {BANK_MOST}")
    if not BANK_LEAST <= bank_seconds <= bank_cap_seconds:
        raise bad_request("bad_bank", f"bank_seconds must be from {BANK_LEAST} to the cap ({bank_cap_seconds})")
    if not INCREMENT_LEAST <= bank_increment_seconds <= bank_cap_seconds:
        raise bad_request(
            "bad_bank", f"bank_increment_seconds must be from {INCREMENT_LEAST} to the cap ({bank_cap_seconds})"
        )


def room_limit(spec: Count) -> int:
    """The most a count may be in a room: ten times its default (a target of 250 up to 2,500), and at least 99.

    Never more than the rules allow, where they set a limit of their own.
    """
    limit = max(MAX_COUNT_IN_ROOM, 10 * spec.default)
    return limit if spec.maximum is None else min(limit, spec.maximum)


def option_ranges(game: Game[Any]) -> dict[str, str]:
    """What each numeric option of a game may be in a room, in words: a count's range, a map's range of values."""
    ranges: dict[str, str] = {}
    for name, spec in game.option_specs.items():
        if isinstance(spec, Count):
            ranges[name] = f"{spec.minimum} to {room_limit(spec)}" + (" (odd)" if spec.odd else "")
        elif isinstance(most := getattr(spec, "maximum", None), int):
            ranges[name] = f"each value 0 to {most}"
    return ranges


def create_room(
    user: User,
    game_id: str,
    options: object,
    turn_seconds: int,
    *,
    fill_with_bots: bool = True,
    bot_level: str = DEFAULT_LEVEL,
    allow_spectators: bool = False,
    clock: ClockSettings | None = None,
    spectator_delay: bool = True,
) -> Room:
    """A new room with the creator in seat 0 and a fresh share code."""
    access_active_user(user)
    given = check_room_settings(game_id, options, turn_seconds, bot_level)
    clock = clock or ClockSettings()
    clock.check()
    room = _new_room(
        **clock.fields(),
        creator=user,
        game=game_id,
        options=given,
        turn_seconds=turn_seconds,
        fill_with_bots=fill_with_bots,
        bot_level=bot_level,
        allow_spectators=allow_spectators,
        spectator_delay=spectator_delay,
    )
    Seat.objects.bulk_create(
        Seat(room=room, index=index, user=user if index == 0 else None) for index in range(GAMES[game_id].seat_count)
    )
    return room


def _new_room(**fields: Any) -> Room:
    """A room with a fresh share code (drawing again in the unlikely case that one is taken)."""
    for _ in range(10):
        try:
            with transaction.atomic():
                return Room.objects.create(code=new_code(), **fields)
        except IntegrityError:
            continue
    raise conflict("no_code", "could not find a free share code; try again")


def find_room(code: str) -> Room:
    """The room with this share code (typed in any case, with or without dashes), or 404."""
    normalised = normalise_code(code)
    room = Room.objects.filter(code=normalised).first() if looks_like_code(normalised) else None
    if room is None:
        raise not_found("unknown_room", "no room has this code")
    return room


def _locked(room: Room) -> tuple[Room, list[Seat]]:
    """The room and its seats, locked for the rest of the transaction (room first, then seats by index)."""
    locked = Room.objects.select_for_update().get(pk=room.pk)
    seats = list(Seat.objects.select_for_update().filter(room=locked).order_by("index"))
    return locked, seats


def _check_open(room: Room) -> None:
    if room.status != RoomStatus.OPEN:
        raise conflict("room_not_open", f"the room is {room.status}; seats can no longer change")


def _seat(seats: list[Seat], index: object) -> Seat:
    if not isinstance(index, int) or isinstance(index, bool) or not 0 <= index < len(seats):
        raise bad_request("bad_seat", f"seat must be a number from 0 to {len(seats) - 1}")
    return seats[index]


def _own_seat(seats: list[Seat], user: User) -> Seat | None:
    return next((seat for seat in seats if seat.user_id == user.pk), None)


def _guard_join(room: Room, user: User, seat: Seat | None) -> None:
    """Ask every join guard whether the person may take the seat; one that refuses raises.

    A person without a seat (a room's creator who watches, asked about for a rematch) is asked about as seat -1,
    which no seat offer names.
    """
    for guard in JOIN_GUARDS:
        guard(room, user, -1 if seat is None else seat.index)


def _guards_pass(room: Room, user: User, seat: Seat | None) -> bool:
    """Whether every join guard lets the person take the seat (see `_guard_join`)."""
    try:
        _guard_join(room, user, seat)
    except ServiceError:
        return False
    return True


def _seated(seats: list[Seat], user: User) -> Seat:
    mine = _own_seat(seats, user)
    if mine is None:
        raise conflict("not_seated", "you have no seat in this room")
    return mine


def _free(seats: list[Seat], index: object) -> Seat:
    seat = _seat(seats, index)
    if not seat.is_free:
        raise conflict("seat_taken", f"seat {seat.index} is taken")
    return seat


def join_room(room: Room, user: User, seat_index: int | None = None) -> Seat | None:
    """Take a free seat (a given one, or the first free); a player already seated keeps their seat.

    The creator who handed their seat to a computer to watch (`watch`) stays a watcher when a join names no seat,
    and gets None: opening the room again, from any device, must not quietly turn a watched match into one they
    play. A join that names a seat seats them again, taking it back from a computer player if one sits there.
    """
    access_active_user(user)
    with transaction.atomic():
        room, seats = _locked(room)
        mine = _own_seat(seats, user)
        if mine is not None and (seat_index is None or seat_index == mine.index):
            return mine  # rejoining, perhaps from another device
        watching = mine is None and room.creator_id == user.pk and room.status != RoomStatus.CLOSED
        if watching and seat_index is None:
            return None
        _check_open(room)
        if mine is not None:
            raise conflict("already_seated", f"you already sit in seat {mine.index}; leave it first")
        if watching and seat_index is not None and (taken_back := _seat(seats, seat_index)).is_bot:
            # The creator may take computer players out of seats anyway; here one step does both.
            taken_back.user, taken_back.bot_level = user, ""
            taken_back.save(update_fields=["user", "bot_level"])
            return taken_back
        if seat_index is None:
            free = next((seat for seat in seats if seat.is_free), None)
            if free is None:
                raise conflict("room_full", "every seat is taken")
        else:
            free = _free(seats, seat_index)
        _guard_join(room, user, free)
        check_name_among(user.display_name, names_in_room(room, user))
        free.user = user
        free.save(update_fields=["user"])
        # The room's people (its creator too, watching or not) are told, once it commits.
        people = frozenset({seat.user_id for seat in seats if seat.user_id is not None} | {room.creator_id})
        events.publish(events.SeatTaken(room.code, room.game, user.pk, public_name(user), people))
        return free


def leave_room(room: Room, user: User) -> Room:
    """Give up one's seat before the start; the creator leaving closes the room."""
    with transaction.atomic():
        room, seats = _locked(room)
        _check_open(room)
        mine = _seated(seats, user)
        if room.creator_id == user.pk:
            room.status = RoomStatus.CLOSED
            room.save(update_fields=["status"])
        mine.user = None
        mine.save(update_fields=["user"])
        return room


def watch(room: Room, user: User) -> Seat:
    """The creator hands their own seat to a computer player, to watch the match rather than play."""
    access_active_user(user)
    access_room_as_creator(room, user)
    with transaction.atomic():
        room, seats = _locked(room)
        _check_open(room)
        mine = _seated(seats, user)
        mine.user = None
        mine.bot_level = room.bot_level
        mine.save(update_fields=["user", "bot_level"])
        return mine


def add_bot(room: Room, user: User, seat_index: object, level: str) -> Seat:
    """The creator puts a computer player of some level in a free seat."""
    access_active_user(user)
    access_room_as_creator(room, user)
    check_level(room.game, level)
    with transaction.atomic():
        room, seats = _locked(room)
        _check_open(room)
        seat = _free(seats, seat_index)
        seat.bot_level = level
        seat.save(update_fields=["bot_level"])
        return seat


def remove_bot(room: Room, user: User, seat_index: object) -> Seat:
    """The creator takes a computer player out of its seat."""
    access_active_user(user)
    access_room_as_creator(room, user)
    with transaction.atomic():
        room, seats = _locked(room)
        _check_open(room)
        seat = _seat(seats, seat_index)
        if not seat.is_bot:
            raise conflict("not_a_bot", f"no computer player sits in seat {seat.index}")
        seat.bot_level = ""
        seat.save(update_fields=["bot_level"])
        return seat


def move_seat(room: Room, user: User, from_index: object, to_index: object) -> list[Seat]:
    """The creator swaps whoever sits in two seats (either may be empty)."""
    access_active_user(user)
    access_room_as_creator(room, user)
    with transaction.atomic():
        room, seats = _locked(room)
        _check_open(room)
        first, second = _seat(seats, from_index), _seat(seats, to_index)
        if first.index == second.index:
            return seats
        # Swap through an empty state: the one-seat-per-user constraint is checked row by row.
        first_user, first_bot = first.user, first.bot_level
        second_user, second_bot = second.user, second.bot_level
        first.user, first.bot_level = None, ""
        first.save(update_fields=["user", "bot_level"])
        second.user, second.bot_level = first_user, first_bot
        second.save(update_fields=["user", "bot_level"])
        first.user, first.bot_level = second_user, second_bot
        first.save(update_fields=["user", "bot_level"])
        return seats


def start_match(room: Room, user: User) -> Match:
    """The creator starts the match: empty seats take computer players if the room says so."""
    from games.services.matches import begin_match

    access_active_user(user)
    access_room_as_creator(room, user)
    with transaction.atomic():
        room, seats = _locked(room)
        _check_open(room)
        for seat in seats:
            if seat.is_free and room.fill_with_bots:
                seat.bot_level = room.bot_level
                seat.save(update_fields=["bot_level"])
        empty = [seat.index for seat in seats if seat.is_free]
        if empty:
            raise conflict("seats_empty", f"every seat must be filled first; empty: {empty}")
        room.status = RoomStatus.PLAYING
        room.save(update_fields=["status"])
        return begin_match(room)


def rematch(room: Room, user: User) -> Room:
    """Play again with the same people in the same seats: a new room whose match starts at once.

    A banned player is not brought along, nor one the room's join guards would now refuse (a member who left the
    circle the room belongs to, say): their seat is left free and the new room waits in its lobby (its creator
    starts it, as any room); if such a player made the room, the player who asked makes the new one. A player the
    guards refuse cannot ask. Asked twice (by two players at once, say), it answers the same new room.
    """
    from games.services.matches import begin_match

    access_active_user(user)
    with transaction.atomic():
        room, seats = _locked(room)
        if _own_seat(seats, user) is None:
            raise forbidden("not_a_player", "only the room's players can ask for a rematch")
        if room.status == RoomStatus.CLOSED:
            raise conflict("room_closed", "a moderator closed this room: it cannot be played again")
        if room.status != RoomStatus.FINISHED:
            raise conflict("match_not_over", "the match is not over yet")
        if room.next_room_id is not None:
            return Room.objects.get(pk=room.next_room_id)
        _guard_join(room, user, _own_seat(seats, user))
        seated = {seat.user_id for seat in seats if seat.user_id is not None}
        people = User.objects.filter(pk__in=seated | {room.creator_id})
        # The new room is the old one's circle's too (a part built on rooms follows it), so the old room's guards
        # say whom it would refuse now.
        refused = {
            person.pk
            for person in people
            if is_banned(person) or not _guards_pass(room, person, _own_seat(seats, person))
        }
        creator_id = user.pk if room.creator_id in refused else room.creator_id
        left_free = refused & seated
        new = _new_room(
            creator_id=creator_id,
            game=room.game,
            options=room.options,
            turn_seconds=room.turn_seconds,
            fill_with_bots=room.fill_with_bots,
            bot_level=room.bot_level,
            allow_spectators=room.allow_spectators,
            holiday_days=room.holiday_days,
            clock=room.clock,
            bank_seconds=room.bank_seconds,
            bank_increment_seconds=room.bank_increment_seconds,
            bank_cap_seconds=room.bank_cap_seconds,
            spectator_delay=room.spectator_delay,
            status=RoomStatus.OPEN if left_free else RoomStatus.PLAYING,
        )
        Seat.objects.bulk_create(
            Seat(
                room=new,
                index=seat.index,
                user_id=None if seat.user_id in left_free else seat.user_id,
                bot_level=seat.bot_level,
            )
            for seat in seats
        )
        room.next_room = new
        room.save(update_fields=["next_room"])
        if not left_free:
            begin_match(new)
        return new
