"""What the community API takes and gives: chat messages, mutes and reports."""

from __future__ import annotations

from typing import Any

from django.core.validators import ProhibitNullCharactersValidator
from rest_framework import serializers

from community.chat_phrases import CHAT_PHRASES
from community.models import MESSAGE_MAX_CHARS, ReportReason
from config.api.fields import StrictCharField, StrictIntegerField
from config.path_ids import LARGEST_ID


class MessageTextField(StrictCharField):
    """A chat message's text as typed: the chat service says what is wrong with it (a NUL too), with its own code."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.validators = [
            validator for validator in self.validators if not isinstance(validator, ProhibitNullCharactersValidator)
        ]


class ChatSendSerializer(serializers.Serializer[Any]):
    """A chat message: free text, or a quick phrase's id (one of the two)."""

    text = MessageTextField(
        required=False,
        allow_blank=True,
        trim_whitespace=False,
        help_text=f"One line, 1 to {MESSAGE_MAX_CHARS} characters once stripped; whole blocked words are masked.",
    )
    phrase = StrictCharField(required=False, allow_blank=True, help_text=f"One of: {', '.join(CHAT_PHRASES)}.")


class ChatMessageOut(serializers.Serializer[Any]):
    """A message of the table chat."""

    id = serializers.CharField(help_text="The message's public id (`after`, muting and reporting name it).")
    author = serializers.CharField(help_text="The author's public id.")
    name = serializers.CharField(help_text="The author's display name now.")
    seat = serializers.IntegerField(allow_null=True, help_text="The author's seat in the room, if they sit there.")
    text = serializers.CharField(allow_blank=True, help_text="Free text as filtered (empty for a quick phrase).")
    phrase = serializers.CharField(allow_null=True, help_text="A quick phrase's id, for the app to say; else null.")
    created_at = serializers.DateTimeField()


class ChatOut(serializers.Serializer[Any]):
    """A room's messages after a message id, oldest first."""

    messages = ChatMessageOut(many=True)
    chat_seq = serializers.IntegerField(help_text="The room's chat changes counter, as the match body carries it.")
    more = serializers.BooleanField(help_text="True if more messages follow the last one given.")


class MuteOut(serializers.Serializer[Any]):
    """A player the caller muted: their messages are hidden from the caller only."""

    user_id = serializers.CharField(help_text="The muted player's public id.")
    name = serializers.CharField()
    created_at = serializers.DateTimeField()


class MutesOut(serializers.Serializer[Any]):
    """The players the caller muted, most recent first."""

    muted = MuteOut(many=True)


class ReportSerializer(serializers.Serializer[Any]):
    """A report of another player: who, why, and optionally where (a room, a match and its seq, a message)."""

    reported = StrictCharField(help_text="The reported player's public id.")
    reason = StrictCharField(allow_blank=True, help_text=f"One of: {', '.join(ReportReason.values)}.")
    note = StrictCharField(
        required=False, default="", allow_blank=True, trim_whitespace=False, help_text="Up to 500 characters."
    )
    room = StrictCharField(required=False, allow_null=True, default=None, help_text="A room's code.")
    match = StrictCharField(required=False, allow_null=True, default=None, help_text="A match's public id.")
    seq = StrictIntegerField(
        required=False,
        allow_null=True,
        default=None,
        min_value=0,
        max_value=LARGEST_ID,
        help_text="The match's sequence number the report is about; default: the match's latest.",
    )
    message = StrictCharField(
        required=False, allow_null=True, default=None, help_text="A chat message's public id, written by the reported."
    )


class ReportOut(serializers.Serializer[Any]):
    """A report just filed."""

    id = serializers.CharField(help_text="The report's public id.")
    status = serializers.ChoiceField(choices=["open", "dismissed", "warned", "acted"])
