"""The engine stays pure Python: no Django, DRF, Celery or I/O libraries, and no hidden randomness."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

ENGINE = Path(__file__).resolve().parents[2] / "games" / "engine"
ALLOWED_OUTSIDE_STDLIB: set[str] = set()
# Files, the clock and the operating system are I/O too: a rule that read them could not be replayed.
IO_MODULES = {"socket", "sqlite3", "urllib", "http", "subprocess", "shutil", "secrets", "os", "io", "pathlib", "time"}
# Only the command line reads files and standard input; only playouts draw random numbers (from a given seed).
IO_ALLOWED_IN = {"cli.py", "__main__.py"}


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(), filename=str(path))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module.split(".")[0])
    return names


def test_the_engine_imports_only_the_standard_library_and_itself():
    for path in ENGINE.rglob("*.py"):
        outside = imported_modules(path) - {"games"} - set(sys.stdlib_module_names) - ALLOWED_OUTSIDE_STDLIB
        assert not outside, f"{path.relative_to(ENGINE)} imports {sorted(outside)}"


def test_the_engine_does_no_io_outside_its_command_line():
    for path in ENGINE.rglob("*.py"):
        if path.name in IO_ALLOWED_IN:
            continue
        assert not imported_modules(path) & IO_MODULES, path
        source = path.read_text()
        assert "open(" not in source, path


def test_the_engine_draws_no_random_numbers_from_the_global_generator():
    for path in ENGINE.rglob("*.py"):
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "random":
                assert node.attr == "Random", f"{path.relative_to(ENGINE)} uses random.{node.attr}"
