"""An action's fields checked against what its type takes, before the engine reads it."""

from __future__ import annotations

from typing import Any

from config.api.service_errors import bad_request
from games.engine.actions import Action


def refuse_unknown_fields(obj: dict[str, Any], action: Action) -> None:
    """Refuse an action's fields that its type does not take: the seat (the caller's own), and any other.

    The engine reads only the fields it knows, so `{"type": "pass", "seat": 1}` from seat 0 would be taken as seat
    0's pass, and a misspelt field would be dropped without a word.
    """
    unknown = sorted(set(obj) - set(action.to_json(with_seat=False)))
    if not unknown:
        return
    names = ", ".join(f"'{name}'" for name in unknown)
    seat = " (an action is always the caller's own seat's)" if "seat" in unknown else ""
    raise bad_request("unknown_fields", f"a '{action.type}' action takes no {names}{seat}", fields=unknown)
