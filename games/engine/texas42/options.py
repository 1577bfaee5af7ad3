"""Texas 42's options: the all-pass rule, the target, and the modern game's options, which are not played yet."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from games.engine.errors import EngineError, ErrorCode
from games.engine.options import GAMES_PER_MATCH, Choice, Count, Option

CONTRACTS = ("nello", "plunge", "sevens")
"""The special contracts of the modern marks game."""


def _bad(message: str) -> EngineError:
    return EngineError(ErrorCode.BAD_OPTION, message)


@dataclass(frozen=True, slots=True)
class PointsScoring(Choice):
    """The `scoring` option: the classic points game only; the marks game is refused by name, with its reason."""

    def check(self, name: str, value: object) -> str:
        """Return "points"; "marks" and anything else are refused."""
        if value == "marks":
            raise _bad(f"option '{name}': the marks game is not played here yet; only points scoring is")
        return Choice.check(self, name, value)


@dataclass(frozen=True, slots=True)
class Contracts:
    """The `contracts` option: the special contracts of the marks game, none of which is played here yet."""

    default: list[str] = field(default_factory=list)
    help: str = "Special contracts (nello, plunge, sevens) of the marks game; none is played yet: leave it empty."
    kind: ClassVar[str] = "contracts"
    """How a client may describe it: not one of the shared kinds (choice, flag, count)."""

    def check(self, name: str, value: object) -> list[str]:
        """Return the empty list; a list naming any contract is refused."""
        if not isinstance(value, list) or any(not isinstance(item, str) or item not in CONTRACTS for item in value):
            raise _bad(f"option '{name}' must be a list of contracts from: {', '.join(CONTRACTS)}")
        if value:
            raise _bad(
                f"option '{name}': {value[0]} is not played here yet; special contracts belong to the marks game"
            )
        return []


OPTIONS: dict[str, Option] = {
    "games_per_match": GAMES_PER_MATCH,
    "all_pass": Choice(
        ("redeal", "force"),
        "redeal",
        "When all four pass: redeal, the next seat deals again; force, the dealer must bid from 30 to 42.",
    ),
    "target": Count(default=250, minimum=1, help="Points that win a game, counted at the end of a hand."),
    "scoring": PointsScoring(("points",), "points", "points: each side scores what it takes (to 250)."),
    "contracts": Contracts(),
}
