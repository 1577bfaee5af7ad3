"""Dependencies point one way: circles uses community, community uses games, games uses accounts; never back.

Every app uses config. Layers, lowest first: `config` (settings, the server's entry points, the shared API package),
`accounts`, `games`, `community`, `circles`. A layer imports only from those below it, and no modules import one
another in a circle. `config` names the apps only as strings (INSTALLED_APPS, dotted paths in settings,
`include("games.urls")`): that is how Django is told about them, and it is no import; so `config` may be loaded
without loading any app. Imports inside functions count: they are imports all the same, only later.
"""

from __future__ import annotations

import ast
from collections.abc import Iterable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

APPS = ("config", "accounts", "games", "community", "sharing", "circles", "ratings", "tournaments")
"""The layers, lowest first (`community` and `sharing` side by side on `games`; `ratings` on `circles`; then events)."""

NOT_CHECKED_FOR_CIRCLES = ("games/engine",)
"""The pure engine, whose own boundary is checked by `tests/engine/test_engine_purity.py`."""


def imported_modules(path: Path) -> set[str]:
    """Every module a file imports by its absolute name (`from x import y` counts as `x` and `x.y`), anywhere in it."""
    tree = ast.parse(path.read_text(), filename=str(path))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module)
            names.update(f"{node.module}.{alias.name}" for alias in node.names)
    return names


def imports_of(package: str, *, forbidden: tuple[str, ...], root: Path = ROOT) -> dict[str, list[str]]:
    """The forbidden imports of each module under a package folder, by the module's path."""
    found: dict[str, list[str]] = {}
    for path in sorted((root / package).rglob("*.py")):
        bad = sorted(name for name in imported_modules(path) if name.split(".")[0] in forbidden)
        if bad:
            found[str(path.relative_to(root))] = bad
    return found


def module_name(path: Path, root: Path) -> str:
    """A file's module name (a package by its `__init__`'s folder)."""
    parts = path.relative_to(root).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imported_targets(path: Path, known: set[str]) -> set[str]:
    """The modules among `known` that a file imports: `from x import y` is the module x.y if there is one, else x.

    Parent packages, which Python runs first, are left out: a package's `__init__` that gathers its own
    submodules (as `games.models` does) would otherwise make a circle with each of them.
    """
    tree = ast.parse(path.read_text(), filename=str(path))
    targets: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            targets.update(alias.name for alias in node.names if alias.name in known)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            for alias in node.names:
                submodule = f"{node.module}.{alias.name}"
                if submodule in known:
                    targets.add(submodule)
                elif node.module in known:
                    targets.add(node.module)
    return targets


def import_graph(packages: Iterable[str], root: Path = ROOT, skip: tuple[str, ...] = ()) -> dict[str, set[str]]:
    """Each module of the packages (but migrations and `skip`ped folders), and those of them it imports."""
    files = {
        module_name(path, root): path
        for package in packages
        for path in (root / package).rglob("*.py")
        if "migrations" not in path.parts and not any(path.is_relative_to(root / folder) for folder in skip)
    }
    known = set(files)
    return {module: imported_targets(path, known) - {module} for module, path in files.items()}


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The groups of modules that import one another, round and round (strongly connected, more than one)."""
    index: dict[str, int] = {}
    lowest: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(module: str) -> None:
        # Tarjan's algorithm; the graphs here are a few hundred modules, well within the recursion limit.
        index[module] = lowest[module] = len(index)
        stack.append(module)
        on_stack.add(module)
        for other in sorted(graph.get(module, ())):
            if other not in index:
                visit(other)
                lowest[module] = min(lowest[module], lowest[other])
            elif other in on_stack:
                lowest[module] = min(lowest[module], index[other])
        if lowest[module] == index[module]:
            group = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.append(member)
                if member == module:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for module in sorted(graph):
        if module not in index:
            visit(module)
    return sorted(found)


# The checks read the imports: each proves it on code of its own, or on an import known to be there.


def test_the_imports_are_read_whatever_their_form():
    # A check that saw nothing would pass for the wrong reason.
    source = ROOT / "accounts" / "services.py"
    assert "accounts.models" in imported_modules(source)
    assert "config.api.service_errors.bad_request" in imported_modules(source)
    # An import inside a function counts too.
    assert "games.services.matches.begin_match" in imported_modules(ROOT / "games" / "services" / "rooms.py")


def test_a_forbidden_import_is_found_wherever_it_is(tmp_path):
    (tmp_path / "lower").mkdir()
    (tmp_path / "lower" / "clean.py").write_text("import json\nfrom lower import other\n")
    (tmp_path / "lower" / "sneaky.py").write_text("def later():\n    from upper.services import chat\n")
    assert imports_of("lower", forbidden=("upper",), root=tmp_path) == {
        "lower/sneaky.py": ["upper.services", "upper.services.chat"]
    }


def test_a_circle_is_found_even_through_an_import_inside_a_function(tmp_path):
    (tmp_path / "app" / "services").mkdir(parents=True)
    (tmp_path / "app" / "__init__.py").write_text("")
    (tmp_path / "app" / "services" / "__init__.py").write_text("")
    (tmp_path / "app" / "services" / "matches.py").write_text("from app.services import push\n")
    (tmp_path / "app" / "services" / "push.py").write_text("def later():\n    from app.services.matches import x\n")
    (tmp_path / "app" / "services" / "rooms.py").write_text("from app.services import matches\n")
    graph = import_graph(["app"], root=tmp_path)
    assert graph["app.services.rooms"] == {"app.services.matches"}
    assert circles(graph) == [["app.services.matches", "app.services.push"]]


def test_the_graph_holds_the_projects_imports():
    graph = import_graph(APPS, skip=NOT_CHECKED_FOR_CIRCLES)
    assert "games.services.matches" in graph["games.services.rooms"]  # imported inside a function
    assert "games.events" in graph["community.services.push"]
    assert "games.services.push" not in graph  # it moved to community
    assert not any(module.startswith("games.engine.") for module in graph)


# The rules.


def test_accounts_imports_neither_games_nor_community():
    assert imports_of("accounts", forbidden=("games", "community", "circles")) == {}


def test_games_never_imports_community():
    # The community listens to play's events (`games.events`); play never calls it.
    assert imports_of("games", forbidden=("community",)) == {}


def test_games_and_community_never_import_circles():
    # A circle's room is linked from the circles side (`circles.models.CircleRoom`): play knows nothing of circles.
    assert imports_of("games", forbidden=("circles",)) == {}
    assert imports_of("community", forbidden=("circles",)) == {}


def test_circles_imports_what_it_builds_on():
    graph = import_graph(APPS, skip=NOT_CHECKED_FOR_CIRCLES)
    assert "games.services.rooms" in graph["circles.services.matches"]
    assert "community.services.push" in graph["circles.services.matches"]


def test_sharing_depends_on_games_alone_and_nothing_depends_on_it():
    # Share links use play's services (the replay, who sits where); play, the community and accounts never ask them.
    assert imports_of("sharing", forbidden=("community", "circles", "frontend")) == {}
    for app in ("accounts", "games", "community", "circles", "frontend"):
        assert imports_of(app, forbidden=("sharing",)) == {}, app
    assert (
        "games.services.history"
        in import_graph(["sharing", "games"], skip=NOT_CHECKED_FOR_CIRCLES)["sharing.services.shown"]
    )


def test_config_imports_no_app():
    # Settings and routes name the apps as strings; `config.asgi` loads the quick polls' answerer by its name.
    assert (
        imports_of("config", forbidden=("accounts", "games", "community", "circles", "sharing", "ratings", "frontend"))
        == {}
    )


def test_the_shared_api_package_imports_no_app():
    assert imports_of("config/api", forbidden=("games", "accounts", "community", "circles", "sharing")) == {}


def test_no_modules_import_one_another_in_a_circle():
    assert circles(import_graph(APPS, skip=NOT_CHECKED_FOR_CIRCLES)) == []
