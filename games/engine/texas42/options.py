"""Texas 42's options (spec sections 3, 7 and 8.1): the all-pass rule, the target, and the marks game's options."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar

from games.engine.actions import is_int
from games.engine.errors import EngineError, ErrorCode
from games.engine.options import GAMES_PER_MATCH, Choice, Count, Flag, Option
from games.engine.texas42.suits import DOUBLES_TREATMENTS

CONTRACTS = ("nello", "sevens", "splash", "plunge")
"""The special contracts of the marks game."""

POINTS_TARGET = 250
MARKS_TARGET = 7
"""The target of the marks game when the options give none: seven marks."""

MARKS_ONLY = (
    "contracts",
    "early_end",
    "nello_doubles",
    "nello_min",
    "sevens_min",
    "sevens_ties",
    "splash_min",
    "plunge_min",
)
"""Options that act only in the marks game: under points each must keep its default."""


def _bad(message: str) -> EngineError:
    return EngineError(ErrorCode.BAD_OPTION, message)


@dataclass(frozen=True, slots=True)
class Contracts:
    """The `contracts` option: which special contracts of the marks game may be bid or named."""

    default: list[str] = field(default_factory=list)
    help: str = "Special contracts of the marks game that may be played: nello, sevens, splash, plunge."
    kind: ClassVar[str] = "contracts"
    """How a client may describe it: not one of the shared kinds (choice, flag, count)."""
    values: ClassVar[tuple[str, ...]] = CONTRACTS

    def check(self, name: str, value: object) -> list[str]:
        """Return the list if it names distinct contracts only."""
        if not isinstance(value, list) or any(not isinstance(item, str) or item not in CONTRACTS for item in value):
            raise _bad(f"option '{name}' must be a list of contracts from: {', '.join(CONTRACTS)}")
        if len(set(value)) != len(value):
            raise _bad(f"option '{name}' names a contract more than once")
        return list(value)


@dataclass(frozen=True, slots=True)
class Amount:
    """One of a few whole numbers (the least bid of a contract, in points: 42 a mark)."""

    values: tuple[int, ...]
    default: int
    help: str
    kind: ClassVar[str] = "amount"

    def check(self, name: str, value: object) -> int:
        """Return the value if it is one of the numbers."""
        if not is_int(value) or value not in self.values:
            raise _bad(f"option '{name}' must be one of {', '.join(str(number) for number in self.values)}")
        return value


OPTIONS: dict[str, Option] = {
    "games_per_match": GAMES_PER_MATCH,
    "all_pass": Choice(
        ("redeal", "force"),
        "redeal",
        "When all four pass: redeal, the next seat deals again; force, the dealer must bid.",
    ),
    "scoring": Choice(
        ("points", "marks"),
        "points",
        "points: each side scores what it takes, to 250; marks: the side that wins a hand scores its marks, to 7.",
    ),
    "target": Count(
        default=POINTS_TARGET, minimum=1, help="What wins a game, counted at the end of a hand: 250 points, or 7 marks."
    ),
    "contracts": Contracts(),
    "early_end": Flag(True, "Marks: a hand ends at the trick that decides it."),
    "notrump_doubles": Choice(
        DOUBLES_TREATMENTS, "high", "No-trump: each double the highest of its suit, the lowest, or a suit of its own."
    ),
    "nello_doubles": Choice(
        ("suit", "high", "low"), "suit", "Nello: the doubles a suit of their own, each the highest, or the lowest."
    ),
    "nello_min": Amount((42, 84), 42, "The least bid that may name nello: one mark (42) or two (84)."),
    "sevens_min": Amount((42, 84), 42, "The least bid that may name sevens: one mark (42) or two (84)."),
    "sevens_ties": Choice(
        ("first", "bidder"), "first", "Sevens: equally near tiles; the first played wins, or the bidding side's."
    ),
    "splash_min": Amount((84, 126), 84, "The least splash (three doubles): two marks (84) or three (126)."),
    "plunge_min": Amount((126, 168), 168, "The least plunge (four doubles): three marks (126) or four (168)."),
}


OPTION_LINKS: dict[str, dict[str, Any]] = {
    **{name: {"shown_when": {"option": "scoring", "value": "marks"}} for name in MARKS_ONLY},
    "target": {"default_by": {"option": "scoring", "defaults": {"points": POINTS_TARGET, "marks": MARKS_TARGET}}},
}
"""How the options depend on one another, for a create screen: the marks game's own shown only with marks (under
points they must keep their defaults), and the target's default following the scoring."""


def target_default(scoring: str) -> int:
    """The target of a game when none is given: 250 points, or 7 marks."""
    return MARKS_TARGET if scoring == "marks" else POINTS_TARGET


def settle_options(given: Mapping[str, Any], options: dict[str, Any]) -> dict[str, Any]:
    """The resolved options with the target the scoring implies; marks-game options under points are refused.

    `given` are the options as given, `options` every option resolved from them (each value checked).
    """
    if options["scoring"] == "points":
        for name in MARKS_ONLY:
            if options[name] != OPTIONS[name].default:
                raise _bad(f"option '{name}' belongs to the marks game: give it with scoring 'marks', not 'points'")
    elif "target" not in given:
        options["target"] = MARKS_TARGET
    return options
