"""Players' reports of one another, each kept with a snapshot of what was reported as it was then."""

from __future__ import annotations

import unicodedata
from typing import Any

from accounts.models import User
from community.models import ChatMessage, Report, ReportReason
from community.services.acquaintances import have_met
from community.services.chat import access_chat_reader, may_read_chat
from config.api.service_errors import bad_request, not_found
from config.public_ids import looks_like_public_id
from games.models import Match, Room
from games.services.access import access_match_viewer, unknown_match, unknown_player
from games.services.rooms import find_room
from games.services.tables import fetch_table

NOTE_MAX_CHARS = 500
"""The longest note a reporter may add, in characters."""


def clean_note(raw: str) -> str:
    """The reporter's note, stripped; a 400 if it is too long or holds control characters other than new lines."""
    note = unicodedata.normalize("NFC", raw).strip()
    if len(note) > NOTE_MAX_CHARS:
        raise bad_request("note_too_long", f"a note may be at most {NOTE_MAX_CHARS} characters long")
    if any(ch != "\n" and unicodedata.category(ch) in ("Cc", "Cs") for ch in note):
        raise bad_request("bad_note", "a note cannot contain control characters")
    return note


def _message(message_id: str, reporter: User, reported: User) -> ChatMessage:
    """The reported message, by public id: one the reporter can read, written by the reported player; else a 404."""
    message = None
    if looks_like_public_id(message_id):
        message = ChatMessage.objects.select_related("room").filter(public_id=message_id).first()
    # One answer for a message that does not exist, one the reporter may not read, and one someone else wrote.
    # The app names a message's own author, so telling the last apart helps nobody honest; and for a message
    # in a room open to spectators, which anyone "may" read, it would tell a caller who never saw the room
    # that the message exists and who did not write it.
    if message is None or not may_read_chat(message.room, reporter) or message.author_id != reported.pk:
        raise not_found("unknown_message", "no message of that player's that you can read has this id")
    return message


def report(
    reporter: User,
    reported_id: str,
    reason: str,
    *,
    note: str = "",
    room_code: str | None = None,
    match_id: str | None = None,
    seq: int | None = None,
    message_id: str | None = None,
) -> Report:
    """File a report, keeping a snapshot of the name, the message, the room and the match as they are now.

    The reported player and the message are named by their public ids.
    """
    if reason not in ReportReason.values:
        raise bad_request("bad_reason", f"reason must be one of: {', '.join(ReportReason.values)}")
    if reason == ReportReason.OFFENSIVE_CIRCLE:
        # A circle is reported where it is named, with a snapshot of its name (circles.services.moderation).
        raise bad_request("bad_reason", "report a circle from its page (POST /api/circles/ID/reports)")
    if reported_id == reporter.public_id:
        raise bad_request("cannot_report_self", "you cannot report yourself")
    reported = User.objects.filter(public_id=reported_id).first() if looks_like_public_id(reported_id) else None
    if reported is None:
        raise unknown_player()
    # A spectator who reads a player's message in a room's chat may report it, without sharing a room with them.
    message = None if message_id is None else _message(message_id, reporter, reported)
    if message is None and not have_met(reporter, reported):
        raise unknown_player()
    note = clean_note(note)
    room = None
    if room_code is not None:
        room = find_room(room_code)
        access_chat_reader(room, reporter)
    match = None
    if match_id is not None:
        if not looks_like_public_id(match_id):
            raise unknown_match()
        match = fetch_table(match_id)
        access_match_viewer(match, reporter)
    room = _one_room(room, match, message)
    if match is None and room is not None:
        # The room's match of the moment, if it has one: what the moderator will want to look at.
        match = Match.objects.filter(room=room).order_by("-created_at", "-pk").first()
    if reason == ReportReason.COLLUSION:
        _check_collusion(match, reported)
    if seq is not None and (match is None or not 0 <= seq <= match.seq):
        raise bad_request("bad_seq", "seq must be a sequence number of the match reported")
    if match is not None and seq is None:
        seq = match.seq
    return Report.objects.create(
        reporter=reporter,
        reported=reported,
        reason=reason,
        note=note,
        room=room,
        match=match,
        seq=seq,
        message=message,
        snapshot=_snapshot(reported, room, match, seq, message),
    )


def _check_collusion(match: Match | None, reported: User) -> None:
    """Collusion is reported about a match, and of a player who sat in it."""
    if match is None:
        raise bad_request("match_required", "a report of collusion must name the match it happened in")
    if not match.room.seats.filter(user=reported).exists():
        raise bad_request("not_in_match", "the player you report for collusion did not sit in this match")


def _one_room(room: Room | None, match: Match | None, message: ChatMessage | None) -> Room | None:
    """The room the report is about: the one named, the match's, the message's; they must agree."""
    named = [room, None if match is None else match.room, None if message is None else message.room]
    rooms = {each.pk: each for each in named if each is not None}
    if len(rooms) > 1:
        raise bad_request("mismatched_report", "the room, the match and the message must be of the same room")
    return next(iter(rooms.values()), None)


def _snapshot(
    reported: User, room: Room | None, match: Match | None, seq: int | None, message: ChatMessage | None
) -> dict[str, Any]:
    return {
        "name": reported.display_name or reported.username,
        "room": None if room is None else room.code,
        "match": None if match is None else match.public_id,
        "seq": seq,
        "message": None
        if message is None
        else {
            "id": message.pk,
            "text": message.text,
            "phrase": message.phrase or None,
            "created_at": message.created_at.isoformat(),
        },
    }
