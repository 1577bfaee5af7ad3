"""What other players are shown of an account: its display name, never its username (a login's half)."""

from __future__ import annotations

from accounts.models import User


def public_name(user: User) -> str:
    """The name others see: the display name, or a neutral one for an account without (a staff account, say).

    The neutral name takes the start of the public id, never the database key, which would count the accounts.
    """
    return user.display_name or f"Player {user.public_id[:6]}"
