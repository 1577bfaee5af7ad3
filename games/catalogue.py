"""The games on offer and their options, described for clients from the engine's own specs."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
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
        if isinstance(values := getattr(option, "values", None), tuple):
            described.update(values=list(values))
        if isinstance(getattr(option, "maximum", None), int):
            described.update(maximum=option.maximum)  # type: ignore[attr-defined]
    return described


STRENGTH_FILE = Path(__file__).with_name("level_strength.json")
"""Each shown level's measured strength against the level below it (written by `make bench-duels`)."""

STRENGTH_FIELDS = ("against", "points_share", "ci95", "deals")


@cache
def measured_strength() -> dict[str, dict[str, dict[str, Any]]]:
    """The strength file's figures by game and level (read once: it changes only with a release)."""
    games: dict[str, dict[str, dict[str, Any]]] = json.loads(STRENGTH_FILE.read_text())["games"]
    return games


def level_strength(game_id: str, levels: tuple[str, ...]) -> dict[str, dict[str, Any]]:
    """The measured strength of each of these levels at a game that has a figure."""
    measured = measured_strength().get(game_id, {})
    return {level: {name: measured[level][name] for name in STRENGTH_FIELDS} for level in levels if level in measured}


def catalogue() -> list[dict[str, Any]]:
    """Every game with its seats, teams, offered computer levels with their measured strength, and options."""
    return [
        {
            "id": game.id,
            "seats": game.seat_count,
            "teams": [list(team) for team in game.teams],
            "levels": list(game.shown_levels),
            "level_strength": level_strength(game.id, game.shown_levels),
            "options": {
                name: {**_option_json(option), **game.option_links.get(name, {})}
                for name, option in game.option_specs.items()
            },
        }
        for game in GAMES.values()
    ]
