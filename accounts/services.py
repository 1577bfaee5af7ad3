"""Accounts: guests created from a display name, names changed, credentials claimed, logins and logouts."""

from __future__ import annotations

import secrets
from collections.abc import Iterable
from typing import Any

from django.contrib.auth import authenticate, user_logged_in
from django.contrib.auth.password_validation import validate_password
from django.core.exceptions import ValidationError
from django.db import IntegrityError, transaction
from django.dispatch import Signal
from django.http import HttpRequest

from accounts import tokens
from accounts.access import access_active_user
from accounts.models import Token, User
from accounts.names import BadName, clean_display_name, look_alike
from config.api.service_errors import ServiceError, bad_request, conflict, forbidden

USERNAME_MAX = User._meta.get_field("username").max_length or 150


tablemates_asked = Signal()
"""Sent with `user` when a player renames: each receiver answers the display names of the others at that player's
tables (the games app knows the tables; accounts does not import it)."""


def _name(raw: object) -> str:
    try:
        return clean_display_name(raw)
    except BadName as error:
        raise bad_request(error.code, error.message) from None


def _tablemates(user: User) -> list[str]:
    """The display names of the others at the player's tables, as the signal's receivers answer them."""
    # Receivers answer lists of names (django-stubs types a receiver's answer as a string).
    answers: list[tuple[Any, Iterable[str]]] = tablemates_asked.send(User, user=user)  # type: ignore[assignment]
    return [name for _, names in answers for name in names]


def check_name_among(name: str, others: Iterable[str]) -> None:
    """A 409 if the name could be taken for another's at the same table: it looks the same, written otherwise."""
    if look_alike(name, others) is not None:
        raise conflict(
            "name_looks_like_another",
            "this name looks like the name of another player at the same table; choose one they can tell apart",
        )


def create_guest(display_name: object) -> tuple[User, str]:
    """A guest account with just a display name, and its token."""
    name = _name(display_name)
    with transaction.atomic():
        user = User.objects.create_user(username=f"guest-{secrets.token_hex(8)}", display_name=name, is_guest=True)
        user.set_unusable_password()
        user.save(update_fields=["password"])
        key = tokens.issue(user)
    return user, key


def rename(user: User, display_name: object) -> User:
    """Change the display name (not while banned)."""
    access_active_user(user)
    name = _name(display_name)
    check_name_among(name, _tablemates(user))
    user.display_name = name
    user.save(update_fields=["display_name"])
    return user


def set_credentials(
    request: HttpRequest, user: User, username: object, password: object, current_password: object = None
) -> tuple[User, str]:
    """Give a guest (or anyone) a username and password, to log in on other devices; answers the key to use now.

    Setting a password, a guest's first as well as a change, signs every device out (`User.save` revokes their
    keys) and answers a new key for this one: a key stolen before, even a guest's, stops working. Once an account
    has a password, changing it (or the username) takes that password too (`check_current_password`).
    """
    if not isinstance(username, str) or not username.strip() or not isinstance(password, str):
        raise bad_request("bad_credentials", "username and password must be non-empty text")
    check_current_password(request, user, current_password)
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
        with transaction.atomic():
            user.save(update_fields=["username", "password", "is_guest"])
            return user, tokens.issue(user)
    except IntegrityError:
        raise conflict("username_taken", "that username is taken") from None


def check_current_password(request: HttpRequest, user: User, current_password: object) -> None:
    """Refuse a change of credentials without the account's current password, once it has one.

    A device token alone must not take an account over: with a stolen phone, a new password would sign the owner
    out everywhere for good. A guest has no password to give (their token is all there is of the account). The
    password is checked as a login is (`authenticate`), so wrong guesses count towards the same lockout.
    """
    if not user.has_usable_password():
        return
    if not isinstance(current_password, str) or not current_password:
        raise bad_request(
            "current_password_required", "give your current password (current_password) to change your credentials"
        )
    checked = authenticate(request, username=user.get_username(), password=current_password)
    if not isinstance(checked, User) or checked.pk != user.pk:
        raise forbidden("wrong_password", "the current password is wrong")


def log_in(request: HttpRequest, username: object, password: object) -> tuple[User, str]:
    """The account and a new key for this device, for a username and password.

    Each login is a new device with a key of its own (never another device's key), so that each can be signed out.
    The request goes to the authentication backends, which count failures against the client and lock it out.
    """
    if not isinstance(username, str) or not isinstance(password, str):
        raise bad_request("bad_credentials", "username and password must be text")
    user = authenticate(request, username=username, password=password)
    if not isinstance(user, User):
        raise ServiceError(401, "bad_credentials", "wrong username or password")
    # As Django's own login does without a session: last_login is set, and the lockout forgives earlier mistakes.
    user_logged_in.send(sender=type(user), request=request, user=user)
    return user, tokens.issue(user)


def log_out(user: User, token: Token | None, everywhere: bool) -> None:
    """Sign out the device that holds `token`, or every device of the account."""
    if everywhere:
        tokens.revoke_all(user)
    elif token is not None:
        tokens.revoke(token)


def account_json(user: User) -> dict[str, object]:
    """The caller's own account."""
    return {
        "id": user.public_id,
        "display_name": user.display_name,
        "username": None if user.is_guest else user.username,
        "is_guest": user.is_guest,
    }
