"""Actions: the one shape every game's moves take, and their checked parsing from JSON."""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping
from dataclasses import dataclass
from enum import Enum
from typing import Any, NamedTuple, TypeGuard

from games.engine.errors import EngineError, ErrorCode

JSON = dict[str, Any]


class Action(NamedTuple):
    """One move by one seat; which arguments are set depends on `type`.

    A named tuple rather than a dataclass: every replayed action builds one, and tuples are built fastest.
    """

    seat: int
    type: str
    card: str | None = None
    cards: tuple[str, ...] | None = None
    value: int | None = None
    hidden_index: int | None = None
    trump: int | str | None = None
    contract: str | None = None

    def to_json(self, *, with_seat: bool = True) -> JSON:
        """The action as the JSON object of the record and the API (unset arguments left out)."""
        out: JSON = {"seat": self.seat} if with_seat else {}
        out["type"] = self.type
        for name in ("card", "value", "hidden_index", "trump", "contract"):
            argument = getattr(self, name)
            if argument is not None:
                out[name] = argument
        if self.cards is not None:
            out["cards"] = list(self.cards)
        return out


class Arg(Enum):
    """The JSON type an action argument must have."""

    INT = "a whole number"
    CARD = "a card"
    CARDS = "a list of cards"
    TRUMP = "a trump name"
    CONTRACT = "a contract's name"


@dataclass(frozen=True, slots=True)
class ActionType:
    """The arguments one action type takes.

    `one_of` names arguments of which exactly one is given; `optional` ones may be left out (checked when given).
    """

    required: Mapping[str, Arg]
    one_of: Mapping[str, Arg] | None = None
    optional: Mapping[str, Arg] | None = None


def is_int(value: object) -> TypeGuard[int]:
    """True for a JSON integer (booleans are not numbers here)."""
    return isinstance(value, int) and not isinstance(value, bool)


def _malformed(message: str) -> EngineError:
    return EngineError(ErrorCode.MALFORMED, message)


def _check_arg(
    name: str,
    kind: Arg,
    value: object,
    cards: Collection[str],
    trump_check: Callable[[object], bool] | None,
    contract_check: Callable[[object], bool] | None = None,
) -> Any:
    if kind is Arg.INT:
        if not is_int(value):
            raise _malformed(f"'{name}' must be a whole number")
        return value
    if kind is Arg.CARD:
        if not isinstance(value, str) or value not in cards:
            raise _malformed(f"'{name}' is not a card of this game: {value!r}")
        return value
    if kind is Arg.CARDS:
        if not isinstance(value, list) or not value:
            raise _malformed(f"'{name}' must be a non-empty list of cards")
        for card in value:
            if not isinstance(card, str) or card not in cards:
                raise _malformed(f"'{name}' holds something that is not a card: {card!r}")
        return tuple(value)
    if kind is Arg.CONTRACT:
        if contract_check is None or not contract_check(value):
            raise _malformed(f"'{name}' is not a contract this game can bid: {value!r}")
        return value
    if trump_check is None or not trump_check(value):
        raise _malformed(f"'{name}' is not a trump this game can name: {value!r}")
    return value


def parse_action(
    obj: object,
    *,
    seat_count: int,
    types: Mapping[str, ActionType],
    cards: Collection[str],
    trump_check: Callable[[object], bool] | None = None,
    contract_check: Callable[[object], bool] | None = None,
) -> Action:
    """Check a JSON action object's form (not its legality) and build the Action, or raise `malformed`."""
    if not isinstance(obj, dict):
        raise _malformed("an action must be a JSON object")
    seat = obj.get("seat")
    if not is_int(seat) or not 0 <= seat < seat_count:
        raise _malformed(f"'seat' must be a seat number from 0 to {seat_count - 1}")
    kind = obj.get("type")
    if not isinstance(kind, str) or kind not in types:
        allowed = ", ".join(sorted(types))
        raise _malformed(f"'type' must be one of: {allowed}; got {kind!r}")
    spec = types[kind]
    args: dict[str, Any] = {}
    for name, arg in spec.required.items():
        if name not in obj:
            raise _malformed(f"a '{kind}' action needs '{name}'")
        args[name] = _check_arg(name, arg, obj[name], cards, trump_check)
    if spec.one_of:
        given = [name for name in spec.one_of if name in obj]
        if len(given) != 1:
            names = " or ".join(f"'{name}'" for name in spec.one_of)
            raise _malformed(f"a '{kind}' action needs exactly one of {names}")
        name = given[0]
        args[name] = _check_arg(name, spec.one_of[name], obj[name], cards, trump_check)
    for name, arg in (spec.optional or {}).items():
        if name in obj:
            args[name] = _check_arg(name, arg, obj[name], cards, trump_check, contract_check)
    return Action(seat=seat, type=kind, **args)
