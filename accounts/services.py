"""Accounts: guests created from a display name, names changed, credentials claimed, logins."""

from __future__ import annotations

import secrets

from django.contrib.auth import authenticate
from django.contrib.auth.password_validation import validate_password
from django.core.exceptions import ValidationError
from django.db import IntegrityError, transaction
from rest_framework.authtoken.models import Token

from accounts.access import access_active_user
from accounts.models import User
from accounts.names import BadName, clean_display_name
from config.api.service_errors import ServiceError, bad_request, conflict

USERNAME_MAX = User._meta.get_field("username").max_length or 150


def _name(raw: object) -> str:
    try:
        return clean_display_name(raw)
    except BadName as error:
        raise bad_request("bad_display_name", str(error)) from None


def create_guest(display_name: object) -> tuple[User, str]:
    """A guest account with just a display name, and its token."""
    name = _name(display_name)
    with transaction.atomic():
        user = User.objects.create_user(username=f"guest-{secrets.token_hex(8)}", display_name=name, is_guest=True)
        user.set_unusable_password()
        user.save(update_fields=["password"])
        token = Token.objects.create(user=user)
    return user, token.key


def rename(user: User, display_name: object) -> User:
    """Change the display name (not while banned)."""
    access_active_user(user)
    user.display_name = _name(display_name)
    user.save(update_fields=["display_name"])
    return user


def set_credentials(user: User, username: object, password: object) -> User:
    """Give a guest (or anyone) a username and password, to log in on other devices."""
    if not isinstance(username, str) or not username.strip() or not isinstance(password, str):
        raise bad_request("bad_credentials", "username and password must be non-empty text")
    username = username.strip()
    if len(username) > USERNAME_MAX:
        raise bad_request("bad_username", f"a username may be at most {USERNAME_MAX} characters")
    if username.lower().startswith("guest-"):
        raise bad_request("bad_username", "usernames starting with 'guest-' are reserved")
    try:
        User.username_validator(username)
    except ValidationError as error:
        raise bad_request("bad_username", " ".join(error.messages)) from None
    try:
        validate_password(password, user)
    except ValidationError as error:
        raise bad_request("weak_password", " ".join(error.messages)) from None
    if User.objects.filter(username__iexact=username).exclude(pk=user.pk).exists():
        raise conflict("username_taken", "that username is taken")
    user.username = username
    user.set_password(password)
    user.is_guest = False
    try:
        user.save(update_fields=["username", "password", "is_guest"])
    except IntegrityError:
        raise conflict("username_taken", "that username is taken") from None
    return user


def log_in(username: object, password: object) -> tuple[User, str]:
    """The account and its token for a username and password."""
    if not isinstance(username, str) or not isinstance(password, str):
        raise bad_request("bad_credentials", "username and password must be text")
    user = authenticate(username=username, password=password)
    if not isinstance(user, User):
        raise ServiceError(401, "bad_credentials", "wrong username or password")
    token, _ = Token.objects.get_or_create(user=user)
    return user, token.key


def account_json(user: User) -> dict[str, object]:
    """The caller's own account."""
    return {
        "id": user.pk,
        "display_name": user.display_name,
        "username": None if user.is_guest else user.username,
        "is_guest": user.is_guest,
    }
