"""Web push routes: the server's public key, the caller's push subscriptions and notification settings."""

from __future__ import annotations

import base64
import binascii
from functools import cache
from typing import Any
from zoneinfo import available_timezones

from django.conf import settings
from drf_spectacular.utils import extend_schema, extend_schema_field
from rest_framework import serializers
from rest_framework.permissions import AllowAny
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts.callers import caller
from community.models import NotificationSettings
from community.notices import LANGUAGES, Kind
from community.services import push
from config.api.fields import StrictBooleanField, StrictCharField, StrictIntegerField
from config.api.requests import ERRORS, validated

KINDS = [kind.value for kind in Kind]


@cache
def _time_zones() -> frozenset[str]:
    return frozenset(available_timezones())


def _base64url_bytes(value: str, length: int, name: str) -> bytes:
    try:
        raw = base64.urlsafe_b64decode(value + "=" * (-len(value) % 4))
    except (binascii.Error, ValueError):
        raise serializers.ValidationError(f"'{name}' is not base64url") from None
    if len(raw) != length:
        raise serializers.ValidationError(f"'{name}' must be {length} bytes")
    return raw


@extend_schema_field(
    {"type": "string", "pattern": "^([01][0-9]|2[0-3]):[0-5][0-9]$", "nullable": True, "example": "22:00"}
)
class ClockTimeField(serializers.TimeField):
    """A time of day as "HH:MM"."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(format="%H:%M", input_formats=["%H:%M"], **kwargs)


class KeyOut(serializers.Serializer[Any]):
    """The server's VAPID public key (base64url), the browser's `applicationServerKey`; null when push is off."""

    public_key = serializers.CharField(allow_null=True)


class SubscriptionKeysIn(serializers.Serializer[Any]):
    """A push subscription's keys."""

    p256dh = StrictCharField(max_length=200)
    auth = StrictCharField(max_length=100)

    def validate_p256dh(self, value: str) -> str:
        """An uncompressed P-256 point."""
        if _base64url_bytes(value, 65, "p256dh")[0] != 4:
            raise serializers.ValidationError("'p256dh' must be an uncompressed P-256 point")
        return value

    def validate_auth(self, value: str) -> str:
        """A 16-byte secret."""
        _base64url_bytes(value, 16, "auth")
        return value


def _time_zone(value: str) -> str:
    """An IANA time zone name, or a validation error."""
    if value not in _time_zones():
        raise serializers.ValidationError("'time_zone' is not an IANA time zone")
    return value


class SubscriptionIn(serializers.Serializer[Any]):
    """The browser's `PushSubscription` as JSON (`expirationTime` is ignored), with the device's language and zone."""

    endpoint = StrictCharField(max_length=1000)
    keys = SubscriptionKeysIn()
    expirationTime = serializers.IntegerField(required=False, allow_null=True)
    language = serializers.ChoiceField(
        choices=LANGUAGES, required=False, help_text="the app's language: the player's until they save settings"
    )
    time_zone = StrictCharField(
        max_length=64, required=False, help_text="the device's IANA time zone: the player's until they save settings"
    )

    def validate_time_zone(self, value: str) -> str:
        """An IANA time zone name."""
        return _time_zone(value)


class SubscriptionOut(serializers.Serializer[Any]):
    """A stored subscription."""

    endpoint = serializers.CharField()


class EndpointIn(serializers.Serializer[Any]):
    """The endpoint of a subscription to forget."""

    endpoint = StrictCharField(max_length=1000)


class NotificationSettingsIn(serializers.Serializer[Any]):
    """Which notifications to send, quiet hours (both or neither, "HH:MM" in `time_zone`), and the language."""

    your_turn = StrictBooleanField()
    reminder = StrictBooleanField()
    replaced = StrictBooleanField()
    match_ended = StrictBooleanField()
    joined = StrictBooleanField()
    invited = StrictBooleanField(
        required=False, help_text="A seat offered in a circle's new match; left out, the setting is kept as it was."
    )
    quiet_start = ClockTimeField(allow_null=True)
    quiet_end = ClockTimeField(allow_null=True)
    time_zone = StrictCharField(max_length=64)
    language = serializers.ChoiceField(choices=LANGUAGES)
    reminder_percent = StrictIntegerField(
        min_value=10,
        max_value=95,
        required=False,
        help_text="A long turn is reminded once this share (per cent) of its time has passed; left out, kept as is.",
    )
    digest_hour = StrictIntegerField(
        min_value=0,
        max_value=23,
        allow_null=True,
        required=False,
        help_text="One notice a day at this hour (in `time_zone`) of the matches waiting, instead of a notice per "
        "turn; null: a notice per turn. Left out, kept as it was.",
    )

    def validate_time_zone(self, value: str) -> str:
        """An IANA time zone name."""
        return _time_zone(value)

    def validate(self, attrs: dict[str, Any]) -> dict[str, Any]:
        """Quiet hours have a start and an end, or neither."""
        if (attrs["quiet_start"] is None) != (attrs["quiet_end"] is None):
            raise serializers.ValidationError("give both 'quiet_start' and 'quiet_end', or neither")
        return attrs


class NotificationSettingsOut(NotificationSettingsIn):
    """The caller's notification settings."""

    invited = StrictBooleanField()
    reminder_percent = StrictIntegerField(min_value=10, max_value=95)
    digest_hour = StrictIntegerField(min_value=0, max_value=23, allow_null=True)


def _settings_json(prefs: NotificationSettings) -> dict[str, Any]:
    return NotificationSettingsOut(prefs).data


class PushKeyView(APIView):
    """GET /api/push/key."""

    permission_classes = [AllowAny]
    authentication_classes: list[Any] = []

    @extend_schema(responses={200: KeyOut}, operation_id="push_key")
    def get(self, request: Request) -> Response:
        """The key browsers subscribe with."""
        return Response({"public_key": settings.VAPID_PUBLIC_KEY or None})


class PushSubscriptionsView(APIView):
    """POST and DELETE /api/me/push-subscriptions."""

    throttle_scope = "push"

    @extend_schema(request=SubscriptionIn, responses={201: SubscriptionOut, **ERRORS}, operation_id="push_subscribe")
    def post(self, request: Request) -> Response:
        """Keep this device's subscription (a subscription another account held moves to the caller)."""
        data = validated(SubscriptionIn, request)
        keys = data["keys"]
        push.keep_subscription(
            caller(request).pk,
            data["endpoint"],
            keys["p256dh"],
            keys["auth"],
            language=data.get("language"),
            time_zone=data.get("time_zone"),
        )
        return Response({"endpoint": data["endpoint"]}, status=201)

    @extend_schema(request=EndpointIn, responses={204: None, **ERRORS}, operation_id="push_unsubscribe")
    def delete(self, request: Request) -> Response:
        """Forget one of the caller's subscriptions (nothing happens for one they do not have)."""
        push.forget_subscription(caller(request).pk, validated(EndpointIn, request)["endpoint"])
        return Response(status=204)


class NotificationSettingsView(APIView):
    """GET and PUT /api/me/notification-settings."""

    @extend_schema(responses={200: NotificationSettingsOut, **ERRORS}, operation_id="notification_settings_read")
    def get(self, request: Request) -> Response:
        """The caller's settings (the defaults until they save some)."""
        return Response(_settings_json(push.settings_of(caller(request).pk)))

    @extend_schema(
        request=NotificationSettingsIn,
        responses={200: NotificationSettingsOut, **ERRORS},
        operation_id="notification_settings_write",
    )
    def put(self, request: Request) -> Response:
        """Replace the caller's settings."""
        data = validated(NotificationSettingsIn, request)
        return Response(_settings_json(push.save_settings(caller(request).pk, data)))
