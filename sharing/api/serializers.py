"""What the sharing routes take and answer, for checking bodies and for the schema."""

from __future__ import annotations

from typing import Any

from rest_framework import serializers

from config.api.fields import StrictBooleanField
from games.api.serializers import ReplayOut, SeatOut


class ShareOut(serializers.Serializer[Any]):
    """A share link: its token, its path, and whether it shows every hand now."""

    token = serializers.CharField()
    url = serializers.CharField(help_text='The link\'s path on this site, "/s/TOKEN": a page that chat apps preview.')
    full_hands = serializers.BooleanField(help_text="Whether the link shows every hand now (it is decided each time).")


class MadeByOut(serializers.Serializer[Any]):
    """The player who made a link."""

    id = serializers.CharField()
    name = serializers.CharField()


class ShareLineOut(ShareOut):
    """A link to the match, in its players' list."""

    made_by = MadeByOut()
    created_at = serializers.DateTimeField()
    revoked = serializers.BooleanField()
    revoked_at = serializers.DateTimeField(allow_null=True)


class SharePageOut(serializers.Serializer[Any]):
    """A page of a match's links, newest first."""

    count = serializers.IntegerField()
    next = serializers.URLField(allow_null=True)
    previous = serializers.URLField(allow_null=True)
    results = ShareLineOut(many=True)


class SharedMatchOut(serializers.Serializer[Any]):
    """A shared match's deal, step by step, for anyone with the link."""

    match = ReplayOut(help_text="As GET /api/matches/{id}/replay answers; with the spectator's view unless full_hands.")
    full_hands = serializers.BooleanField(
        help_text="Every hand shown: the match is over and its room let spectators in, or all its players agreed."
    )
    game = serializers.CharField()
    status = serializers.CharField(help_text="in_progress or finished, as the match's own answer says.")
    seats = SeatOut(many=True)


class ConsentIn(serializers.Serializer[Any]):
    """A player's answer to whether shared links may show every hand of this match once it is over."""

    consent = StrictBooleanField()


class ConsentOut(serializers.Serializer[Any]):
    """The caller's answer and where the match's players stand."""

    consent = serializers.BooleanField(help_text="The caller's own answer (false until they give one).")
    agreed = serializers.IntegerField(help_text="How many of the match's players agree.")
    players = serializers.IntegerField(help_text="How many people play in the match (computer players are not asked).")
    full_hands = serializers.BooleanField(help_text="Whether links to the match show every hand now.")
