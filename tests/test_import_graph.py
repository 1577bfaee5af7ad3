"""The engine's modules import one another without a cycle, imports inside functions counted (read with `ast`)."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ENGINE = ROOT / "games" / "engine"


def module_name(path: Path, root: Path) -> str:
    """The dotted name of a source file under `root` (a package's `__init__.py` is the package)."""
    parts = list(path.relative_to(root).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imports_of(path: Path, name: str, known: set[str]) -> set[str]:
    """The modules among `known` that a file imports anywhere in it, in a function or not.

    `from a import b` names module `a.b` when there is one, else `a`. The packages a module sits in are not
    counted: every module of a package is imported by way of it, which is no cycle.
    """
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(), filename=str(path))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                base = ".".join([*anchor, *([base] if base else [])])
            for alias in node.names:
                found.add(f"{base}.{alias.name}" if f"{base}.{alias.name}" in known else base)
    return found & known - {name}


def import_graph(package: Path, root: Path) -> dict[str, set[str]]:
    """Every module of a package, and the package's modules that each one imports."""
    paths = {module_name(path, root): path for path in package.rglob("*.py")}
    known = set(paths)
    return {name: imports_of(path, name, known) for name, path in paths.items()}


def cycle_in(graph: dict[str, set[str]]) -> list[str] | None:
    """One cycle of the graph as the modules along it, the first repeated at the end; None if there is none."""
    done: set[str] = set()
    for start in sorted(graph):
        if start in done:
            continue
        path: list[str] = []
        on_path: set[str] = set()
        stack = [(start, iter(sorted(graph[start])))]
        path.append(start)
        on_path.add(start)
        while stack:
            node, following = stack[-1]
            step = next(following, None)
            if step is None:
                stack.pop()
                path.pop()
                on_path.discard(node)
                done.add(node)
            elif step in on_path:
                return [*path[path.index(step) :], step]
            elif step not in done:
                stack.append((step, iter(sorted(graph[step]))))
                path.append(step)
                on_path.add(step)
    return None


def test_the_engine_has_no_import_cycle():
    assert cycle_in(import_graph(ENGINE, ROOT)) is None


def test_the_engine_graph_holds_known_imports():
    graph = import_graph(ENGINE, ROOT)
    assert "games.engine.registry" in graph["games.engine.record"]
    # `from games.engine.doublehand.rules import ...` names the module, not only its package.
    assert "games.engine.doublehand.rules" in graph["games.engine.doublehand"]
    # A game's rules never reach its searching player: it is wired in where the package is assembled.
    for game in ("doublehand", "allfours", "texas42", "ganjifa"):
        assert f"games.engine.{game}.strong" not in graph[f"games.engine.{game}.rules"]
        assert f"games.engine.{game}.strong" in graph[f"games.engine.{game}"]


def test_games_never_imports_circles():
    # Circles are built on play (a circle's room is linked from the circles side); play must not know of them, even
    # through an import inside a function. tests/test_dependencies.py checks the other apps' directions.
    paths = {module_name(path, ROOT): path for app in ("games", "circles") for path in (ROOT / app).rglob("*.py")}
    known = set(paths)
    reached = {
        name: sorted(found)
        for name, path in paths.items()
        if name.startswith("games") and (found := {m for m in imports_of(path, name, known) if m.startswith("circles")})
    }
    assert reached == {}
    assert "games.services.rooms" in imports_of(paths["circles.services.matches"], "circles.services.matches", known)


def test_an_import_inside_a_function_closes_a_cycle(tmp_path):
    package = tmp_path / "pkg"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "rules.py").write_text("from pkg.player import choose\n")
    (package / "player.py").write_text("def choose():\n    from pkg import rules\n    return rules\n")
    (package / "alone.py").write_text("from . import rules\n")
    graph = import_graph(package, tmp_path)
    assert graph["pkg.player"] == {"pkg.rules"}
    assert graph["pkg.alone"] == {"pkg.rules"}
    assert cycle_in(graph) == ["pkg.rules", "pkg.player", "pkg.rules"]


def test_a_graph_without_a_cycle_has_none():
    assert cycle_in({"a": {"b", "c"}, "b": {"c"}, "c": set()}) is None
    assert cycle_in({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
