"""Typed readers of settings from environment variables (a `NAME_FILE` variable holds a secret's path)."""

from __future__ import annotations

import os


def env_str(name: str, default: str = "") -> str:
    """A string setting; `NAME_FILE`, if set, names a file holding the value."""
    path = os.environ.get(f"{name}_FILE")
    if path:
        with open(path, encoding="utf-8") as handle:
            return handle.read().strip()
    return os.environ.get(name, default)


def env_bool(name: str, default: bool = False) -> bool:
    """A yes/no setting: 1, true, yes and on (any case) are true."""
    value = os.environ.get(name)
    if value is None or value == "":
        return default
    return value.strip().lower() in {"1", "true", "yes", "on"}


def env_int(name: str, default: int) -> int:
    """A whole-number setting."""
    value = os.environ.get(name)
    return default if value is None or value == "" else int(value)


def env_list(name: str, default: list[str]) -> list[str]:
    """A comma-separated list setting."""
    value = os.environ.get(name)
    if value is None or value == "":
        return default
    return [item.strip() for item in value.split(",") if item.strip()]
