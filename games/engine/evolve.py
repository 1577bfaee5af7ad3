"""A fast `dataclasses.replace` for the engine's frozen states: a replay makes many of them."""

from __future__ import annotations

from dataclasses import fields
from typing import Any, TypeVar

T = TypeVar("T")

_FIELDS: dict[type, frozenset[str]] = {}
_new = object.__new__


def _fields_of(cls: type) -> frozenset[str]:
    _FIELDS[cls] = names = frozenset(field.name for field in fields(cls))
    return names


def evolve(obj: T, **changes: Any) -> T:
    """A copy of a frozen dataclass with some fields changed, like `dataclasses.replace` at a quarter of its cost.

    States that are evolved keep their fields in `__dict__` (no slots), so a copy is two dictionary
    updates. They have no `__post_init__` and no init-only fields, so this equals a copy made through
    `__init__`. Only the engine calls it, on objects it has just made, so frozen states stay frozen to callers.
    """
    cls = type(obj)
    known = _FIELDS.get(cls) or _fields_of(cls)
    if not known.issuperset(changes):
        raise TypeError(f"{cls.__name__} has no field {sorted(set(changes) - known)[0]!r}")
    new = _new(cls)
    attributes = new.__dict__
    attributes.update(obj.__dict__)
    attributes.update(changes)
    return new
