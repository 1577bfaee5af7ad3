"""What an account may do at all, whatever the game: each check one condition, raising a ServiceError."""

from __future__ import annotations

from django.utils import timezone

from accounts.models import User
from config.api.service_errors import forbidden


def is_banned(user: User) -> bool:
    """Whether a ban holds now: for good, or until a time still to come."""
    return user.is_banned and (user.banned_until is None or user.banned_until > timezone.now())


def access_active_user(user: User) -> None:
    """Banned players cannot create or join rooms, act, or chat; they are told until when."""
    if not is_banned(user):
        return
    if user.banned_until is None:
        raise forbidden("banned", "this account is banned for good")
    until = user.banned_until.strftime("%Y-%m-%d %H:%M UTC")
    raise forbidden("banned", f"this account is banned until {until}", banned_until=user.banned_until.isoformat())
