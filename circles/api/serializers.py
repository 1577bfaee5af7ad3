"""What the circles API takes and gives: request bodies checked strictly, and the answers' shapes for the schema."""

from __future__ import annotations

from typing import Any

from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from circles.models.circles import NAME_MAX_CHARS
from circles.services.circles import MEMBER_LIMIT_MAX
from circles.services.invitations import EXPIRY_HOURS_MAX
from circles.services.matches import DEFAULT_TURN_SECONDS
from circles.services.members import BAN_REASON_MAX_CHARS
from community.services.reports import NOTE_MAX_CHARS
from config.api.fields import StrictBooleanField, StrictCharField, StrictIntegerField
from games.api.serializers import MOST_SEATS
from games.services.rooms import MOST_HOLIDAY_DAYS, TURN_PRESETS

# Requests.


class CircleIn(serializers.Serializer[Any]):
    """A new circle."""

    name = StrictCharField(max_length=4 * NAME_MAX_CHARS, trim_whitespace=False)
    member_limit = StrictIntegerField(
        required=False, allow_null=True, default=None, min_value=2, max_value=MEMBER_LIMIT_MAX
    )
    rate_computer_matches = StrictBooleanField(required=False, default=False)


class CircleChangeIn(serializers.Serializer[Any]):
    """What the owner changes of a circle: any of its name, member limit, and whether computers' matches rate."""

    name = StrictCharField(required=False, max_length=4 * NAME_MAX_CHARS, trim_whitespace=False)
    member_limit = StrictIntegerField(required=False, allow_null=True, min_value=2, max_value=MEMBER_LIMIT_MAX)
    rate_computer_matches = StrictBooleanField(required=False)


class PlayerIn(serializers.Serializer[Any]):
    """A player, by public id."""

    player = StrictCharField(max_length=100)


class BanIn(PlayerIn):
    """A player to ban from the circle, and why (the audit log keeps the reason)."""

    reason = StrictCharField(required=False, default="", allow_blank=True, max_length=BAN_REASON_MAX_CHARS)


class InvitationIn(serializers.Serializer[Any]):
    """When a new invitation expires: in so many hours, or never (null, the default)."""

    expires_in_hours = StrictIntegerField(
        required=False, allow_null=True, default=None, min_value=1, max_value=EXPIRY_HOURS_MAX
    )


class JoinIn(serializers.Serializer[Any]):
    """A name, for a player who has none yet (and a caller with no account, who becomes a guest by it)."""

    name = StrictCharField(required=False, allow_null=True, default=None, trim_whitespace=False, max_length=200)


class NewMatchIn(serializers.Serializer[Any]):
    """A new match in the circle: the game, its options, the turn time, and who sits where."""

    game = StrictCharField(max_length=20)
    options = serializers.DictField(required=False, default=dict)
    turn_seconds = StrictIntegerField(
        required=False,
        allow_null=True,
        default=None,
        min_value=min(TURN_PRESETS),
        max_value=max(TURN_PRESETS),
        help_text=f"One of the rooms' presets; default {DEFAULT_TURN_SECONDS}.",
    )
    holiday_days = StrictIntegerField(
        required=False,
        default=14,
        min_value=0,
        max_value=MOST_HOLIDAY_DAYS,
        help_text="Holiday days a year the room allows its players; 0: it refuses holidays (a tournament round).",
    )
    seats = serializers.ListField(
        child=StrictCharField(allow_null=True, max_length=100),
        max_length=MOST_SEATS,
        help_text="A member's public id for each seat, or null for a computer player; seat 0 is the caller's.",
    )


class ReportIn(serializers.Serializer[Any]):
    """A report of the circle's name, with the reporter's own words if any."""

    note = StrictCharField(
        required=False, default="", allow_blank=True, trim_whitespace=False, max_length=NOTE_MAX_CHARS
    )


# Answers.


class PlayerOut(serializers.Serializer[Any]):
    """A player as others see them."""

    id = serializers.CharField()
    name = serializers.CharField()


class CircleOut(serializers.Serializer[Any]):
    """A circle as its members see it, with the caller's role in it."""

    id = serializers.CharField()
    name = serializers.CharField()
    owner = PlayerOut()
    member_limit = serializers.IntegerField(allow_null=True)
    rate_computer_matches = serializers.BooleanField()
    members = serializers.IntegerField()
    role = serializers.ChoiceField(choices=["owner", "member"])
    created_at = serializers.DateTimeField()


class CircleSummaryOut(serializers.Serializer[Any]):
    """One of the caller's circles."""

    id = serializers.CharField()
    name = serializers.CharField()
    role = serializers.ChoiceField(choices=["owner", "member"])
    members = serializers.IntegerField()
    live_matches = serializers.IntegerField()


class MemberOut(serializers.Serializer[Any]):
    """A member, whether they are online, and when they were last seen (null: not lately)."""

    id = serializers.CharField()
    name = serializers.CharField()
    role = serializers.ChoiceField(choices=["owner", "member"])
    online = serializers.BooleanField()
    last_seen = serializers.DateTimeField(allow_null=True)


class BanOut(serializers.Serializer[Any]):
    """A player banned from the circle."""

    player = PlayerOut()
    reason = serializers.CharField()
    created_at = serializers.DateTimeField()


class MatchPlayerOut(serializers.Serializer[Any]):
    """Who sits in a seat: a person's name, or a computer player's level."""

    seat = serializers.IntegerField()
    name = serializers.CharField()
    is_computer = serializers.BooleanField()


@extend_schema_field(
    {
        "type": "object",
        "nullable": True,
        "properties": {"seat": {"type": "integer"}, "name": {"type": "string"}},
        "required": ["seat", "name"],
        "description": "Whose turn it is (a person's name, or a computer player's level); null once it is over.",
    }
)
class TurnField(serializers.DictField):
    """Whose turn it is `{"seat": ..., "name": ...}`, or null (written inline: a nullable reference is not valid)."""


@extend_schema_field(
    {
        "type": "object",
        "nullable": True,
        "properties": {
            "id": {"type": "string"},
            "display_name": {"type": "string"},
            "username": {"type": "string", "nullable": True},
            "is_guest": {"type": "boolean"},
            "token": {"type": "string"},
        },
        "required": ["id", "display_name", "username", "is_guest", "token"],
        "description": "The guest made for a caller with no account, and its token (as POST /api/guests answers).",
    }
)
class GuestField(serializers.DictField):
    """The new guest and its token, or null."""


class CircleMatchOut(serializers.Serializer[Any]):
    """One of the circle's matches."""

    id = serializers.CharField()
    room_code = serializers.CharField()
    game = serializers.CharField()
    players = MatchPlayerOut(many=True)
    turn = TurnField(allow_null=True)
    started_at = serializers.DateTimeField()
    finished_at = serializers.DateTimeField(allow_null=True)
    winners = serializers.ListField(child=serializers.IntegerField())


class SentOfferOut(serializers.Serializer[Any]):
    """A seat offered to a member in a new match, and their answer so far."""

    id = serializers.CharField()
    seat = serializers.IntegerField()
    player = PlayerOut()
    answer = serializers.ChoiceField(choices=["pending", "accepted", "declined"])


class NewMatchOut(serializers.Serializer[Any]):
    """The new match's room (its code opens the lobby) and the seats offered."""

    room_code = serializers.CharField()
    offers = SentOfferOut(many=True)


class OfferCircleOut(serializers.Serializer[Any]):
    """The circle a seat offer comes from."""

    id = serializers.CharField()
    name = serializers.CharField()


class SeatOfferOut(serializers.Serializer[Any]):
    """A seat offered to the caller, not answered yet."""

    id = serializers.CharField()
    circle = OfferCircleOut()
    room_code = serializers.CharField()
    game = serializers.CharField()
    seat = serializers.IntegerField()
    # `from` is a Python keyword: the field is named in `get_fields`.
    created_at = serializers.DateTimeField()

    def get_fields(self) -> dict[str, serializers.Field[Any, Any, Any, Any]]:
        """The fields, `from` among them."""
        fields = super().get_fields()
        fields["from"] = PlayerOut()
        return fields


class OfferAnswerOut(serializers.Serializer[Any]):
    """The answer given, and the room (whose match starts once every offer is answered)."""

    id = serializers.CharField()
    room_code = serializers.CharField()
    answer = serializers.ChoiceField(choices=["accepted", "declined"])


class InvitationOut(serializers.Serializer[Any]):
    """An invitation code, the app's path that joins by it, when it expires, and whether it was revoked."""

    code = serializers.CharField()
    url = serializers.CharField()
    expires_at = serializers.DateTimeField(allow_null=True)
    revoked = serializers.BooleanField()


class InvitedCircleOut(serializers.Serializer[Any]):
    """What an invitation shows of its circle."""

    name = serializers.CharField()
    members = serializers.IntegerField()


class InvitationPreviewOut(serializers.Serializer[Any]):
    """What anyone with an invitation's code sees before joining."""

    circle = InvitedCircleOut()
    expires_at = serializers.DateTimeField(allow_null=True)


class JoinedOut(serializers.Serializer[Any]):
    """The circle joined; and for a caller who came with no account, the new guest and its token (else null)."""

    circle = CircleOut()
    guest = GuestField(allow_null=True)


def page_of(item: type[serializers.Serializer[Any]], name: str) -> type[serializers.Serializer[Any]]:
    """A page of items, as DRF's PageNumberPagination answers it."""
    fields: dict[str, Any] = {
        "count": serializers.IntegerField(),
        "next": serializers.URLField(allow_null=True),
        "previous": serializers.URLField(allow_null=True),
        "results": item(many=True),
        "__doc__": f"A page of {name}.",
    }
    return type(f"{item.__name__.removesuffix('Out')}PageOut", (serializers.Serializer,), fields)


CircleSummaryPageOut = page_of(CircleSummaryOut, "the caller's circles")
MemberPageOut = page_of(MemberOut, "a circle's members")
BanPageOut = page_of(BanOut, "a circle's bans")
CircleMatchPageOut = page_of(CircleMatchOut, "a circle's matches")
InvitationPageOut = page_of(InvitationOut, "a circle's invitations")
