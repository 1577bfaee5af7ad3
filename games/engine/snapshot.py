"""A deal state to JSON and back, read from its type hints: the server keeps one beside each match to answer reads.

Every game's deal is made of frozen dataclasses, named tuples, tuples, enums and plain values, so one
codec serves them all: `encode` writes dataclasses as objects and tuples as lists; `decoder_for` builds,
once per type, a function that rebuilds the exact value from that JSON.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from collections.abc import Callable, Mapping
from enum import Enum
from functools import cache
from typing import Any

Decoder = Callable[[Any], Any]


def encode(value: Any) -> Any:
    """A state (or any part of one) as plain JSON values."""
    if value is None or isinstance(value, bool | int | str):
        return value.value if isinstance(value, Enum) else value
    if isinstance(value, Enum):
        return value.value
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {field.name: encode(getattr(value, field.name)) for field in dataclasses.fields(value)}
    if isinstance(value, tuple | list):
        return [encode(item) for item in value]
    if isinstance(value, Mapping):
        return {str(key): encode(item) for key, item in value.items()}
    raise TypeError(f"cannot encode {type(value).__name__} in a snapshot")


def _is_named_tuple(hint: Any) -> bool:
    return isinstance(hint, type) and issubclass(hint, tuple) and hasattr(hint, "_fields")


@cache
def decoder_for(hint: Any) -> Decoder:
    """A function that rebuilds a value of the hinted type from what `encode` wrote."""
    origin = typing.get_origin(hint)
    if hint is Any or hint in (int, str, bool, float):
        return _same
    if hint is type(None):
        return _same
    if origin in (typing.Union, types.UnionType):
        return _optional(hint)
    if isinstance(hint, type) and issubclass(hint, Enum):
        return hint
    if dataclasses.is_dataclass(hint):
        return _dataclass(hint)
    if _is_named_tuple(hint):
        return _named_tuple(hint)
    if origin is tuple:
        return _tuple(typing.get_args(hint))
    if origin in (Mapping, dict) or hint in (dict, Mapping):
        return dict
    raise TypeError(f"cannot decode {hint!r} from a snapshot")


def _same(value: Any) -> Any:
    return value


def _optional(hint: Any) -> Decoder:
    kinds = [kind for kind in typing.get_args(hint) if kind is not type(None)]
    if len(kinds) != 1:
        raise TypeError(f"a snapshot can hold one type or None, not {hint!r}")
    inner = decoder_for(kinds[0])

    def decode(value: Any) -> Any:
        return None if value is None else inner(value)

    return decode


def _tuple(args: tuple[Any, ...]) -> Decoder:
    if len(args) == 2 and args[1] is Ellipsis:
        item = decoder_for(args[0])
        return lambda value: tuple(item(part) for part in value)
    items = tuple(decoder_for(arg) for arg in args)
    return lambda value: tuple(decode(part) for decode, part in zip(items, value, strict=True))


def _dataclass(cls: Any) -> Decoder:
    hints = typing.get_type_hints(cls)
    fields = tuple((field.name, decoder_for(hints[field.name])) for field in dataclasses.fields(cls))
    return lambda value: cls(**{name: decode(value[name]) for name, decode in fields})


def _named_tuple(cls: Any) -> Decoder:
    hints = typing.get_type_hints(cls)
    fields = tuple(decoder_for(hints[name]) for name in cls._fields)
    return lambda value: cls(*(decode(part) for decode, part in zip(fields, value, strict=True)))
