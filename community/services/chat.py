"""The table chat: sending a message, reading a room's messages, and each player's own mutes.

Every change of a room's chat (a message sent here, a moderator's delete elsewhere) bumps the room's
`chat_seq` in the same transaction: the match's ETag carries it, so polling phones learn of new messages.
"""

from __future__ import annotations

import unicodedata
from typing import Any

from django.db import IntegrityError, transaction
from django.db.models import F
from django.utils import timezone

from accounts.access import access_active_user
from accounts.models import User
from community.chat_phrases import CHAT_PHRASES
from community.models import MESSAGE_MAX_CHARS, ChatMessage, ChatMute
from community.services.acquaintances import have_met
from community.services.chat_filter import mask_blocked_words
from config.api.service_errors import ServiceError, bad_request, conflict, forbidden, not_found
from config.public_ids import looks_like_public_id
from config.text import visible_text
from games.models import Room, RoomStatus
from games.services.access import may_watch, seat_of, table_seats, unknown_player
from games.services.names import public_name

MESSAGES_PAGE = 100
"""The most messages one read returns; a reader asks again `after` the last one for more."""

_BIDI_CONTROLS = frozenset("\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
"""Marks that turn the text's direction around: they could make a message show words it does not hold."""


def unknown_room() -> ServiceError:
    """The answer for a room that does not exist and for one whose chat the caller may not read: the same."""
    return not_found("unknown_room", "no room has this code")


def may_read_chat(room: Room, user: User) -> bool:
    """The seated people, the room's creator, and whoever may watch its match (where the room allows it, staff)."""
    if seat_of(room, user) is not None:
        return True
    return may_watch(room.allow_spectators, room.creator_id, user.pk, user.is_staff)


def access_chat_reader(room: Room, user: User) -> None:
    """Only those who may read the chat learn that the room exists."""
    if not may_read_chat(room, user):
        raise unknown_room()


def access_chat_writer(room: Room, user: User) -> None:
    """Only people seated in the room write; a banned player or one a moderator muted may not."""
    access_active_user(user)
    if seat_of(room, user) is None:
        access_chat_reader(room, user)
        raise forbidden("not_a_player", "only the players seated in the room can write in its chat")
    muted_until = user.chat_muted_until
    if muted_until is not None and muted_until > timezone.now():
        message = f"a moderator muted you in chat until {muted_until.strftime('%Y-%m-%d %H:%M UTC')}"
        raise forbidden("chat_muted", message, muted_until=muted_until.isoformat())
    if room.status == RoomStatus.CLOSED:
        raise conflict("room_closed", "the room is closed")


def clean_text(raw: str) -> str:
    """The message's text, stripped and filtered; a 400 if it is empty, too long, or holds control characters."""
    text = visible_text(raw).strip()
    if not text:
        raise bad_request("empty_message", "a message needs some text")
    if len(text) > MESSAGE_MAX_CHARS:
        raise bad_request("message_too_long", f"a message may be at most {MESSAGE_MAX_CHARS} characters long")
    for ch in text:
        if ch in _BIDI_CONTROLS or unicodedata.category(ch) in ("Cc", "Cs", "Co", "Zl", "Zp"):
            raise bad_request("bad_message", f"a message is one line of text; it cannot contain {ch!r}")
    return mask_blocked_words(text)


def check_phrase(phrase: str) -> str:
    """A quick phrase's id, or a 400 if there is no such phrase."""
    if phrase not in CHAT_PHRASES:
        raise bad_request("unknown_phrase", f"phrase must be one of: {', '.join(CHAT_PHRASES)}")
    return phrase


def send(room: Room, user: User, *, text: str | None = None, phrase: str | None = None) -> dict[str, Any]:
    """Send a message (free text or a quick phrase) to the room's table; its body as readers see it.

    The UPDATE of the room's `chat_seq` locks the room's row before the message is inserted, until the
    transaction ends: within a room, messages get their ids in the order they commit, so a reader asking
    for those `after` the last it saw never skips one.
    """
    room.fetched_seats = table_seats(room)
    access_chat_writer(room, user)
    if (text is None) == (phrase is None):
        raise bad_request("text_or_phrase", "send one of text or phrase (not both, not neither)")
    fields = {"text": clean_text(text)} if text is not None else {"phrase": check_phrase(phrase or "")}
    with transaction.atomic():
        Room.objects.filter(pk=room.pk).update(chat_seq=F("chat_seq") + 1)
        message = ChatMessage.objects.create(room=room, author=user, **fields)
    message.author = user
    return message_body(message, _seat_indexes(room))


def _seat_indexes(room: Room) -> dict[int, int]:
    """Each seated person's seat index in the room, by their user id."""
    return {seat.user_id: seat.index for seat in table_seats(room) if seat.user_id is not None}


def message_body(message: ChatMessage, seats: dict[int, int]) -> dict[str, Any]:
    """A message as readers see it: its author's name now, their seat (if they still sit there), text or phrase."""
    author = message.author
    return {
        "id": message.public_id,
        "author": author.public_id,
        "name": public_name(author),
        "seat": seats.get(message.author_id),
        "text": message.text,
        "phrase": message.phrase or None,
        "created_at": message.created_at.isoformat(),
    }


def messages(room: Room, user: User, after: str | None = None) -> dict[str, Any]:
    """The room's messages after the one of this public id (None: from the first), oldest first, a page at a time.

    Deleted messages and those of players the reader muted are left out; the room's `chat_seq` comes with them.
    """
    room.fetched_seats = table_seats(room)
    access_chat_reader(room, user)
    start = 0 if after is None else _message_key(room, after)
    muted = ChatMute.objects.filter(user=user).values("muted_id")
    found = list(
        ChatMessage.objects.filter(room=room, pk__gt=start, deleted_at__isnull=True)
        .exclude(author_id__in=muted)
        .select_related("author")
        .order_by("pk")[: MESSAGES_PAGE + 1]
    )
    seats = _seat_indexes(room)
    return {
        "messages": [message_body(message, seats) for message in found[:MESSAGES_PAGE]],
        "chat_seq": room.chat_seq,
        "more": len(found) > MESSAGES_PAGE,
    }


def _message_key(room: Room, public_id: str) -> int:
    """The database key of a message of this room's chat (deleted or not), where a reader's page ended; else a 400.

    Only this room's messages are looked for: a message of another room answers as one that does not exist.
    """
    found = None
    if looks_like_public_id(public_id):
        found = ChatMessage.objects.filter(room=room, public_id=public_id).values_list("pk", flat=True).first()
    if found is None:
        raise bad_request("bad_after", "'after' must be the id of a message of this room's chat")
    return found


def _mute_body(mute: ChatMute) -> dict[str, Any]:
    return {
        "user_id": mute.muted.public_id,
        "name": public_name(mute.muted),
        "created_at": mute.created_at.isoformat(),
    }


def mutes_of(user: User) -> dict[str, Any]:
    """The players this player muted, most recent first."""
    mutes = ChatMute.objects.filter(user=user).select_related("muted").order_by("-created_at", "-pk")
    return {"muted": [_mute_body(mute) for mute in mutes]}


def mute(user: User, muted_id: str, message_id: str | None = None) -> dict[str, Any]:
    """The player no longer sees the messages of someone they met at a table (for themselves only); twice is once.

    Players are named by their public ids. A spectator has met nobody at the table they watch: they name a
    message of that player's that they may read.
    """
    if muted_id == user.public_id:
        raise bad_request("cannot_mute_self", "you cannot mute yourself")
    muted = User.objects.filter(public_id=muted_id).first() if looks_like_public_id(muted_id) else None
    # One 404 for all of these: no such player; a player never met, with no message or with a message that does
    # not exist, that the caller may not read, or that someone else wrote. Whatever told them apart would tell a
    # caller holding a stray id whether a message exists, and who wrote it, in a room they have never seen.
    if muted is None or not (have_met(user, muted) or _read_a_message_of(user, muted, message_id)):
        raise unknown_player()
    try:
        with transaction.atomic():
            found, _ = ChatMute.objects.get_or_create(user=user, muted=muted)
    except IntegrityError:
        # Muted twice at once: the other request's mute stands.
        found = ChatMute.objects.get(user=user, muted=muted)
    found.muted = muted
    return _mute_body(found)


def _read_a_message_of(user: User, author: User, message_id: str | None) -> bool:
    """Whether the message (by public id) is the author's, in a room whose chat the user may read (as spectators do)."""
    if message_id is None or not looks_like_public_id(message_id):
        return False
    message = ChatMessage.objects.filter(public_id=message_id, author=author).select_related("room").first()
    return message is not None and may_read_chat(message.room, user)


def unmute(user: User, muted_id: str) -> None:
    """The player sees another's messages again, named by public id (nothing happens if they were not muted).

    Alike for a player not muted and for no player at all: the answer tells nothing of who has an account.
    """
    ChatMute.objects.filter(user=user, muted__public_id=muted_id).delete()
