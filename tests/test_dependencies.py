"""Dependencies point one way: games may use accounts and config.api; accounts never uses games."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def imported_modules(path: Path) -> set[str]:
    """Every module a file imports by its absolute name (`from x import y` counts as `x` and `x.y`)."""
    tree = ast.parse(path.read_text(), filename=str(path))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module)
            names.update(f"{node.module}.{alias.name}" for alias in node.names)
    return names


def imports_of(package: str, *, forbidden: tuple[str, ...]) -> dict[str, list[str]]:
    """The forbidden imports of each module under a package folder, by the module's path."""
    found: dict[str, list[str]] = {}
    for path in sorted((ROOT / package).rglob("*.py")):
        bad = sorted(name for name in imported_modules(path) if name.split(".")[0] in forbidden)
        if bad:
            found[str(path.relative_to(ROOT))] = bad
    return found


def test_the_imports_are_read_whatever_their_form():
    # A check that saw nothing would pass for the wrong reason.
    source = ROOT / "accounts" / "services.py"
    assert "accounts.models" in imported_modules(source)
    assert "config.api.service_errors.bad_request" in imported_modules(source)


def test_accounts_imports_nothing_of_games():
    assert imports_of("accounts", forbidden=("games",)) == {}


def test_the_shared_api_package_imports_neither_app():
    assert imports_of("config/api", forbidden=("games", "accounts")) == {}
