"""All Fours' options: the points for a kick (a map of rank to points, its own kind of option) and the others."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import ClassVar

from games.engine.actions import is_int
from games.engine.errors import EngineError, ErrorCode
from games.engine.french import RANKS
from games.engine.options import GAMES_PER_MATCH, Choice, Count, Flag, Option


@dataclass(frozen=True, slots=True)
class RankPoints:
    """A map of card rank to a whole number of points; a map given replaces the default whole."""

    default: Mapping[str, int]
    help: str
    maximum: int
    """The most points one rank may score."""
    kind: ClassVar[str] = "rank_points"
    """How a client may describe it: not one of the shared kinds (choice, flag, count)."""

    def check(self, name: str, value: object) -> dict[str, int]:
        """Return the map if every key is a rank and every value a whole number of points, 0 to `maximum`."""
        if not isinstance(value, dict):
            raise EngineError(
                ErrorCode.BAD_OPTION, f"option '{name}' must be a map of card rank to points, such as {{\"A\": 1}}"
            )
        for rank, points in value.items():
            if not isinstance(rank, str) or len(rank) != 1 or rank not in RANKS:
                raise EngineError(
                    ErrorCode.BAD_OPTION, f"option '{name}' names {rank!r}, which is not a rank ({' '.join(RANKS)})"
                )
            if not is_int(points) or not 0 <= points <= self.maximum:
                raise EngineError(
                    ErrorCode.BAD_OPTION,
                    f"option '{name}' gives {rank} {points!r}: points must be a whole number from 0 to {self.maximum}",
                )
        return dict(value)


KICK_POINTS = RankPoints(
    default={"A": 1, "6": 2, "J": 3},
    help="Points the dealer's team scores for the card kicked, by its rank; ranks not named score nothing.",
    # A kick worth more than a whole game to 14 would decide the match before a card is played.
    maximum=14,
)

OPTIONS: dict[str, Option] = {
    "games_per_match": GAMES_PER_MATCH,
    "kick_points": KICK_POINTS,
    "no_undertrump": Flag(
        False,
        "When a trump is in a trick led in another suit, no lower trump may be played unless holding only trumps.",
    ),
    "game_points": Count(default=1, minimum=1, maximum=2, help="What Game is worth: 1 or 2 points."),
    "game_tie": Choice(
        ("none", "elder"),
        "none",
        "A tie for Game: none, no one scores; elder, the team of the player after the dealer scores.",
    ),
    "target": Count(default=14, minimum=1, help="Points that win a game, at once, even in the middle of a deal."),
}
