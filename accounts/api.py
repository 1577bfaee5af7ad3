"""Account routes: guests, the caller's own account, credentials, login and logout.

Every answer that carries a token is marked `Cache-Control: no-store`, so that no cache keeps a key.
"""

from __future__ import annotations

from typing import Any

from django.contrib.auth import logout
from django.utils.decorators import method_decorator
from django.views.decorators.cache import never_cache
from drf_spectacular.utils import extend_schema
from rest_framework import serializers
from rest_framework.permissions import AllowAny
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts import services
from accounts.callers import caller
from accounts.models import Token
from config.api.fields import StrictBooleanField, StrictCharField
from config.api.requests import ERRORS, validated
from config.api.throttling import ScopedThrottle


class GuestIn(serializers.Serializer[Any]):
    """A new guest's display name."""

    display_name = StrictCharField(trim_whitespace=False)


class AccountOut(serializers.Serializer[Any]):
    """The caller's account."""

    id = serializers.CharField(help_text="The account's public id, as seats, chat and mutes name players.")
    display_name = serializers.CharField()
    username = serializers.CharField(allow_null=True)
    is_guest = serializers.BooleanField()


class TokenOut(AccountOut):
    """An account and the token that authenticates it (`Authorization: Token <token>`)."""

    token = serializers.CharField()


class RenameIn(serializers.Serializer[Any]):
    """A new display name."""

    display_name = StrictCharField(trim_whitespace=False)


class CredentialsIn(serializers.Serializer[Any]):
    """A username and password."""

    username = StrictCharField()
    password = StrictCharField(trim_whitespace=False)


class CredentialsChangeIn(CredentialsIn):
    """A username and password; once the account has a password, that password too."""

    current_password = StrictCharField(
        required=False,
        trim_whitespace=False,
        help_text="The account's password, needed once it has one (a guest's first username and password need none).",
    )


class LogoutIn(serializers.Serializer[Any]):
    """Whether to sign out every device of the account (default: only this one)."""

    everywhere = StrictBooleanField(default=False)


def _device_token(request: Request) -> Token | None:
    """The token the request came with (None when it came with an admin session)."""
    return request.auth if isinstance(request.auth, Token) else None


@method_decorator(never_cache, name="dispatch")
class GuestCreateView(APIView):
    """POST /api/guests."""

    authentication_classes = []
    permission_classes = [AllowAny]
    throttle_classes = [ScopedThrottle]
    throttle_scope = "guests"

    @extend_schema(request=GuestIn, responses={201: TokenOut, **ERRORS}, operation_id="guests_create")
    def post(self, request: Request) -> Response:
        """Create a guest account from a display name; answers its token."""
        user, token = services.create_guest(validated(GuestIn, request)["display_name"])
        return Response({**services.account_json(user), "token": token}, status=201)


class MeView(APIView):
    """GET and PATCH /api/me."""

    @extend_schema(responses={200: AccountOut, **ERRORS}, operation_id="me_read")
    def get(self, request: Request) -> Response:
        """The caller's account."""
        return Response(services.account_json(caller(request)))

    @extend_schema(request=RenameIn, responses={200: AccountOut, **ERRORS}, operation_id="me_rename")
    def patch(self, request: Request) -> Response:
        """Change the display name."""
        user = services.rename(caller(request), validated(RenameIn, request)["display_name"])
        return Response(services.account_json(user))


@method_decorator(never_cache, name="dispatch")
class CredentialsView(APIView):
    """POST /api/me/credentials."""

    throttle_classes = [ScopedThrottle]
    throttle_scope = "login"

    @extend_schema(request=CredentialsChangeIn, responses={200: TokenOut, **ERRORS}, operation_id="me_credentials")
    def post(self, request: Request) -> Response:
        """Set a username and password, to keep one's history across devices; answers the token to use from now on.

        Setting a password, a guest's first or a change, signs out every device and answers a new token for this
        one: the token sent with this request stops working. Once the account has a password, a change needs it
        (`current_password`): `400 current_password_required` without it, `403 wrong_password` when wrong.
        """
        data = validated(CredentialsChangeIn, request)
        user, key = services.set_credentials(
            request._request, caller(request), data["username"], data["password"], data.get("current_password")
        )
        return Response({**services.account_json(user), "token": key})


@method_decorator(never_cache, name="dispatch")
class LoginView(APIView):
    """POST /api/login."""

    authentication_classes = []
    permission_classes = [AllowAny]
    throttle_classes = [ScopedThrottle]
    throttle_scope = "login"

    @extend_schema(request=CredentialsIn, responses={200: TokenOut, **ERRORS}, operation_id="login")
    def post(self, request: Request) -> Response:
        """Log in with a username and password; answers a new token for this device."""
        data = validated(CredentialsIn, request)
        user, token = services.log_in(request._request, data["username"], data["password"])
        return Response({**services.account_json(user), "token": token})


class LogoutView(APIView):
    """POST /api/logout."""

    @extend_schema(request=LogoutIn, responses={204: None, **ERRORS}, operation_id="logout")
    def post(self, request: Request) -> Response:
        """Sign out: the caller's token stops working; with `everywhere`, every token of the account does.

        A guest has no password to log in again with: a guest who logs out cannot come back to the account.
        """
        services.log_out(caller(request), _device_token(request), validated(LogoutIn, request)["everywhere"])
        if request.auth is None:
            # An admin session (the schema's interactive page) ends too.
            logout(request._request)
        return Response(status=204)
