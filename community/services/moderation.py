"""Moderators' actions: each takes the moderator, what is acted on and a reason, and writes one audit entry.

Every action runs in one transaction with its audit entry, so that nothing changes unless the audit log says
so. Match actions hold the match's row lock (`lock_match`) as a move does, and take other rows after it
(a seat, the room), in the order that moves and the turn sweep take them.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from django.db import transaction
from django.db.models import F, Q
from django.utils import timezone

from accounts.models import User
from accounts.names import BadName, clean_display_name
from community.models import BlockedWord, ChatMessage, ModerationAction, ModerationKind, Report, ReportStatus
from config.api.service_errors import bad_request, conflict, forbidden
from games.models import EventType, Match, MatchStatus, Room, RoomStatus, Seat
from games.services import ahead
from games.services.access import table_seats
from games.services.matches import lock_match, pass_turn, stop_match
from games.services.writes import queue_event, save_move

MODERATE = "community.moderate"
"""The permission every moderator action needs (the Moderators group has it; superusers have every one)."""

OUTCOMES = (ReportStatus.DISMISSED, ReportStatus.WARNED, ReportStatus.ACTED)
"""How a report may be resolved."""

REASON_MAX = ModerationAction._meta.get_field("reason").max_length or 500


def clean_reason(reason: object) -> str:
    """The reason, trimmed; 400 `reason_required` when there is none, as every action must say why."""
    if not isinstance(reason, str) or not reason.strip():
        raise bad_request("reason_required", "every moderator action needs a reason")
    text = " ".join(reason.split())
    if len(text) > REASON_MAX:
        raise bad_request("reason_too_long", f"a reason may be at most {REASON_MAX} characters")
    return text


def access_moderator(moderator: User) -> None:
    """Only active staff with the moderators' permission take moderator actions."""
    if not moderator.is_active:
        raise forbidden("not_a_moderator", "only moderators can do this")
    if not moderator.is_staff:
        raise forbidden("not_a_moderator", "only moderators can do this")
    if not moderator.has_perm(MODERATE):
        raise forbidden("not_a_moderator", "only moderators can do this")


def access_player_target(moderator: User, player: User) -> None:
    """Moderators act on players only: staff are a superuser's business, and nobody moderates themselves."""
    if player.pk == moderator.pk:
        raise forbidden("own_account", "moderators do not act on their own account")
    if (player.is_staff or player.is_superuser) and not moderator.is_superuser:
        raise forbidden("staff_account", "only a superuser can act on a staff account")


def access_match_not_played(moderator: User, room: Room) -> None:
    """Moderators do not act on a match they play in (as staff who play there do not see its hands)."""
    if Seat.objects.filter(room_id=room.pk, user_id=moderator.pk).exists():
        raise forbidden("playing_this_match", "moderators do not act on a match they play in")


def _audit(moderator: User, kind: str, reason: str, **fields: Any) -> ModerationAction:
    return ModerationAction.objects.create(moderator=moderator, kind=kind, reason=reason, **fields)


def _start(moderator: User, reason: object) -> str:
    access_moderator(moderator)
    return clean_reason(reason)


def _locked_user(player: User) -> User:
    return User.objects.select_for_update().get(pk=player.pk)


# --- reports and chat -------------------------------------------------------


def resolve_report(moderator: User, report: Report, outcome: str, reason: object) -> ModerationAction:
    """Close an open report one of three ways: dismissed, the player warned, or action taken."""
    why = _start(moderator, reason)
    if outcome not in OUTCOMES:
        raise bad_request("bad_outcome", f"a report is resolved as one of: {', '.join(OUTCOMES)}")
    with transaction.atomic():
        report = Report.objects.select_for_update().get(pk=report.pk)
        if report.status != ReportStatus.OPEN:
            raise conflict("report_resolved", f"this report was already resolved ({report.status})")
        report.status = outcome
        report.resolved_by = moderator
        report.resolved_at = timezone.now()
        report.save(update_fields=["status", "resolved_by", "resolved_at"])
        return _audit(
            moderator,
            ModerationKind.RESOLVE_REPORT,
            why,
            report=report,
            target_id=report.reported_id,
            room_id=report.room_id,
            match_id=report.match_id,
            details={"outcome": outcome, "reason": report.reason},
        )


def delete_message(moderator: User, message: ChatMessage, reason: object) -> ModerationAction:
    """Hide a chat message from everyone (it is kept, marked deleted, for the audit); the room's chat changes."""
    why = _start(moderator, reason)
    with transaction.atomic():
        message = ChatMessage.objects.select_for_update().get(pk=message.pk)
        if message.deleted_at is not None:
            raise conflict("message_deleted", "this message was already deleted")
        message.deleted_at = timezone.now()
        message.deleted_by = moderator
        message.save(update_fields=["deleted_at", "deleted_by"])
        Room.objects.filter(pk=message.room_id).update(chat_seq=F("chat_seq") + 1)
        return _audit(
            moderator,
            ModerationKind.DELETE_MESSAGE,
            why,
            target_id=message.author_id,
            room_id=message.room_id,
            details={"message": message.pk, "text": message.text, "phrase": message.phrase},
        )


def block_word(moderator: User, word: str, reason: object) -> BlockedWord:
    """Add a word to the chat's filter (lower case)."""
    why = _start(moderator, reason)
    cleaned = word.strip().lower()
    if not cleaned or len(cleaned.split()) != 1:
        raise bad_request("bad_word", "the filter takes one word at a time")
    with transaction.atomic():
        if BlockedWord.objects.filter(word=cleaned).exists():
            raise conflict("word_blocked", f"{cleaned!r} is already in the filter")
        blocked = BlockedWord.objects.create(word=cleaned, added_by=moderator)
        _audit(moderator, ModerationKind.WORD_FILTER, why, details={"added": cleaned})
    return blocked


def unblock_word(moderator: User, blocked: BlockedWord, reason: object) -> ModerationAction:
    """Take a word out of the chat's filter."""
    why = _start(moderator, reason)
    with transaction.atomic():
        word = blocked.word
        BlockedWord.objects.filter(pk=blocked.pk).delete()
        return _audit(moderator, ModerationKind.WORD_FILTER, why, details={"removed": word})


# --- players -----------------------------------------------------------------


def mute_chat(moderator: User, player: User, until: datetime, reason: object) -> ModerationAction:
    """The player may play but not chat until then."""
    why = _start(moderator, reason)
    access_player_target(moderator, player)
    if until <= timezone.now():
        raise bad_request("bad_until", "a mute ends in the future")
    with transaction.atomic():
        locked = _locked_user(player)
        before = locked.chat_muted_until
        locked.chat_muted_until = until
        locked.save(update_fields=["chat_muted_until"])
        player.chat_muted_until = until
        return _audit(
            moderator,
            ModerationKind.MUTE,
            why,
            target=locked,
            details={"until": until.isoformat(), "before": before.isoformat() if before else None},
        )


def rename(moderator: User, player: User, display_name: object, reason: object) -> ModerationAction:
    """Replace an offensive display name, checked as a guest's name is."""
    why = _start(moderator, reason)
    access_player_target(moderator, player)
    try:
        name = clean_display_name(display_name)
    except BadName as error:
        raise bad_request("bad_display_name", str(error)) from None
    with transaction.atomic():
        locked = _locked_user(player)
        old = locked.display_name
        locked.display_name = name
        locked.save(update_fields=["display_name"])
        player.display_name = name
        return _audit(moderator, ModerationKind.RENAME, why, target=locked, details={"old": old, "new": name})


def ban(moderator: User, player: User, until: datetime | None, reason: object) -> ModerationAction:
    """Ban until a time, or for good (None): the player can no longer create, join, act or chat."""
    why = _start(moderator, reason)
    access_player_target(moderator, player)
    if until is not None and until <= timezone.now():
        raise bad_request("bad_until", "a ban ends in the future, or never")
    with transaction.atomic():
        locked = _locked_user(player)
        locked.is_banned, locked.banned_until = True, until
        locked.save(update_fields=["is_banned", "banned_until"])
        player.is_banned, player.banned_until = True, until
        return _audit(
            moderator,
            ModerationKind.BAN,
            why,
            target=locked,
            details={"until": until.isoformat() if until else None, "for_good": until is None},
        )


def unban(moderator: User, player: User, reason: object) -> ModerationAction:
    """Lift a ban before it ends."""
    why = _start(moderator, reason)
    access_player_target(moderator, player)
    with transaction.atomic():
        locked = _locked_user(player)
        if not locked.is_banned:
            raise conflict("not_banned", "this player is not banned")
        before = locked.banned_until
        locked.is_banned, locked.banned_until = False, None
        locked.save(update_fields=["is_banned", "banned_until"])
        player.is_banned, player.banned_until = False, None
        return _audit(
            moderator,
            ModerationKind.UNBAN,
            why,
            target=locked,
            details={"was_until": before.isoformat() if before else None},
        )


# --- matches and rooms ----------------------------------------------------------


def abort_match(moderator: User, match: Match, reason: object) -> ModerationAction:
    """End a running match with no winner; its log keeps every deal and action, so the record still replays.

    Holds the match's row lock (and then the room's row, to mark it finished).
    """
    why = _start(moderator, reason)
    with transaction.atomic():
        locked = lock_match(match.public_id)
        access_match_not_played(moderator, locked.room)
        if locked.status != MatchStatus.IN_PROGRESS:
            raise conflict("game_over", "the match is over")
        stop_match(locked, "moderator")
        Room.objects.filter(pk=locked.room_id).update(status=RoomStatus.FINISHED)
        action = _audit(
            moderator,
            ModerationKind.ABORT_MATCH,
            why,
            room_id=locked.room_id,
            match=locked,
            details={"seq": locked.seq},
        )
    match.refresh_from_db()
    return action


def replace_seat(moderator: User, match: Match, index: int, reason: object) -> ModerationAction:
    """Give a person's seat in a running match to a computer player of the room's level, for the rest of it.

    A `seat_taken` event marks the moment in the log. If that seat is to act, the computer's move is sent for
    on commit, as after any move (`pass_turn`). Holds the match's row lock, then the seat's.
    """
    why = _start(moderator, reason)
    with transaction.atomic():
        locked = lock_match(match.public_id)
        access_match_not_played(moderator, locked.room)
        if locked.status != MatchStatus.IN_PROGRESS:
            raise conflict("game_over", "the match is over")
        seats = table_seats(locked.room)
        if not 0 <= index < len(seats):
            raise bad_request("bad_seat", f"seat must be a number from 0 to {len(seats) - 1}")
        seat = Seat.objects.select_for_update().get(pk=seats[index].pk)
        if seat.user_id is None:
            raise conflict("not_a_person", f"no person sits in seat {index}")
        person = seat.user_id
        level = locked.room.bot_level
        seat.user, seat.bot_level, seat.away, seat.timeouts = None, level, False, 0
        seat.save(update_fields=["user", "bot_level", "away", "timeouts"])
        seats[index].user, seats[index].bot_level, seats[index].away = None, level, False  # what `pass_turn` reads
        queue_event(locked, EventType.SEAT_REPLACED, {"seat": index, "bot_level": level, "by": "moderator"}, seat=index)
        ahead.forget(locked, index)  # the person's choice made ahead leaves with them
        if locked.to_act is not None:
            pass_turn(locked, locked.to_act)
        save_move(locked)
        action = _audit(
            moderator,
            ModerationKind.REPLACE_SEAT,
            why,
            target_id=person,
            room_id=locked.room_id,
            match=locked,
            details={"seat": index, "bot_level": level, "seq": locked.seq},
        )
    match.refresh_from_db()
    return action


def close_room(moderator: User, room: Room, reason: object) -> ModerationAction:
    """Close a room; a match running in it is aborted first.

    Locks the running match, then the room: the order of a move that ends a match (`settle` marks its room).
    """
    why = _start(moderator, reason)
    access_match_not_played(moderator, room)
    with transaction.atomic():
        running = Match.objects.filter(room_id=room.pk, status=MatchStatus.IN_PROGRESS)
        matches = [lock_match(public_id) for public_id in running.values_list("public_id", flat=True)]
        locked = Room.objects.select_for_update().get(pk=room.pk)
        if locked.status == RoomStatus.CLOSED:
            raise conflict("room_closed", "this room is already closed")
        # A match that started while the locks were taken is stopped too.
        started = running.exclude(public_id__in=[match.public_id for match in matches])
        matches += [lock_match(public_id) for public_id in started.values_list("public_id", flat=True)]
        aborted = []
        for match in matches:
            if match.status == MatchStatus.IN_PROGRESS:
                stop_match(match, "moderator")
                aborted.append(match)
        before = locked.status
        locked.status = RoomStatus.CLOSED
        locked.save(update_fields=["status"])
        room.status = RoomStatus.CLOSED
        return _audit(
            moderator,
            ModerationKind.CLOSE_ROOM,
            why,
            room=locked,
            match=aborted[0] if aborted else None,
            details={"was": before, "aborted": [match.public_id for match in aborted]},
        )


def people_put_out_of(match: Match) -> set[int]:
    """The people a moderator gave a seat of the match away from: they played it, so their say on it counts."""
    replaced = ModerationAction.objects.filter(kind=ModerationKind.REPLACE_SEAT, match=match)
    return {person for person in replaced.values_list("target_id", flat=True) if person is not None}


def matches_put_out_of(user: User) -> Q:
    """The matches a moderator gave the person's seat of to a computer player: they still take part in them.

    Their partner may still be playing, so while such a match runs its hidden pieces stay hidden from them, staff
    or not (`games.services.access.at_the_table`).
    """
    replaced = ModerationAction.objects.filter(kind=ModerationKind.REPLACE_SEAT, target=user).values("match_id")
    return Q(pk__in=replaced)
