"""The games on offer and their options, described for clients from the engine's own specs."""

from __future__ import annotations

from typing import Any

from games.engine import GAMES
from games.engine.options import Choice, Count, Flag, Option


def _option_json(option: Option) -> dict[str, Any]:
    described: dict[str, Any] = {"default": option.default, "help": option.help}
    if isinstance(option, Choice):
        described.update(kind="choice", values=list(option.values))
    elif isinstance(option, Flag):
        described.update(kind="flag")
    elif isinstance(option, Count):
        described.update(kind="count", minimum=option.minimum, maximum=option.maximum, odd=option.odd)
    else:
        # A game's own kind of option names itself (All Fours' map of kick points, say), and its limit if it has one.
        described.update(kind=getattr(option, "kind", "other"))
        if isinstance(getattr(option, "maximum", None), int):
            described.update(maximum=option.maximum)  # type: ignore[attr-defined]
    return described


def catalogue() -> list[dict[str, Any]]:
    """Every game with its seats, teams, computer players' levels and options (name, kind, default, allowed values)."""
    return [
        {
            "id": game.id,
            "seats": game.seat_count,
            "teams": [list(team) for team in game.teams],
            "levels": list(game.levels),
            "options": {name: _option_json(option) for name, option in game.option_specs.items()},
        }
        for game in GAMES.values()
    ]
