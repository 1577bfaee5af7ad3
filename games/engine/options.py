"""Game options: their kinds, defaults, and checking of the values a room or record gives."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Protocol

from games.engine.actions import is_int
from games.engine.errors import EngineError, ErrorCode


class Option(Protocol):
    """One option: its default, a one-line description, and a check of a given value."""

    @property
    def default(self) -> Any:
        """The value when none is given."""
        ...

    @property
    def help(self) -> str:
        """One line that says what the option does."""
        ...

    def check(self, name: str, value: object) -> Any:
        """Return the value if allowed, else raise `bad_option`."""
        ...


def _bad(message: str) -> EngineError:
    return EngineError(ErrorCode.BAD_OPTION, message)


@dataclass(frozen=True, slots=True)
class Choice:
    """One of a few named values."""

    values: tuple[str, ...]
    default: str
    help: str

    def check(self, name: str, value: object) -> str:
        """Return the value if it is one of the choices."""
        if not isinstance(value, str) or value not in self.values:
            raise _bad(f"option '{name}' must be one of {', '.join(self.values)}")
        return value


@dataclass(frozen=True, slots=True)
class Flag:
    """True or false."""

    default: bool
    help: str

    def check(self, name: str, value: object) -> bool:
        """Return the value if it is a boolean."""
        if not isinstance(value, bool):
            raise _bad(f"option '{name}' must be true or false")
        return value


@dataclass(frozen=True, slots=True)
class Count:
    """A whole number in a range, optionally odd only."""

    default: int
    help: str
    minimum: int = 1
    maximum: int | None = None
    """None: no upper limit."""
    odd: bool = False

    def check(self, name: str, value: object) -> int:
        """Return the value if it is a whole number in range (and odd where required)."""
        if not is_int(value) or value < self.minimum or (self.maximum is not None and value > self.maximum):
            upper = f" to {self.maximum}" if self.maximum is not None else " or more"
            raise _bad(f"option '{name}' must be a whole number from {self.minimum}{upper}")
        if self.odd and value % 2 == 0:
            raise _bad(f"option '{name}' must be an odd number")
        return value


GAMES_PER_MATCH = Count(default=1, help="Games in a match; the side that wins more of them wins.", odd=True)


def resolve_options(specs: Mapping[str, Option], given: object) -> dict[str, Any]:
    """Every option's value: the given ones checked, the rest at their defaults."""
    if given is None:
        given = {}
    if not isinstance(given, dict):
        raise _bad("options must be a JSON object")
    unknown = sorted(set(given) - set(specs))
    if unknown:
        raise _bad(f"unknown option '{unknown[0]}'; this game has: {', '.join(sorted(specs))}")
    return {name: spec.check(name, given[name]) if name in given else spec.default for name, spec in specs.items()}


def non_default_options(specs: Mapping[str, Option], options: Mapping[str, Any]) -> dict[str, Any]:
    """The options whose values differ from their defaults, as a record carries them."""
    return {name: value for name, value in options.items() if value != specs[name].default}
