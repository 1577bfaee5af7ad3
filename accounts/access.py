"""What an account may do at all, whatever the game: each check one condition, raising a ServiceError."""

from __future__ import annotations

from accounts.models import User
from config.api.service_errors import forbidden


def access_active_user(user: User) -> None:
    """Banned players cannot create or join rooms, nor act."""
    if user.is_banned:
        raise forbidden("banned", "this account is banned")
