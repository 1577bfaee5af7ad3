"""Each migration leaves a schema the code before it can still use: the release phase migrates while it still runs.

During an upgrade the previous release's web and worker processes keep serving between `release` (migrate) and
their restart (docs/operations.md, "Upgrades"). So a migration may add a table, or a column the old code can leave
out of its inserts (nullable, or with a database default: `db_default`), but it may not drop or rename a table or
column the old code reads, nor make a column it may leave empty required. Such a change goes in two releases: stop
using the column, then drop it. Checked here on the models as each migration's predecessors left them.
"""

from __future__ import annotations

from typing import Any

from django.db.migrations.loader import MigrationLoader
from django.db.models import NOT_PROVIDED

APPS = ("accounts", "games", "community", "circles")

MADE_BEFORE_THIS_CHECK = {
    # Each adds required columns whose default only Python knows, which the previous code's inserts leave out.
    ("games", "0002_turn_clocks"),
    ("games", "0005_match_public_id"),
    ("games", "0007_moderation"),
}
"""Migrations from before the rule was checked, applied wherever Tricktable runs; never add to these."""


def columns(apps: Any) -> dict[str, dict[str, bool]]:
    """Each table of APPS's models in a state: its columns, each with whether it may be left empty on insert."""
    tables: dict[str, dict[str, bool]] = {}
    for model in apps.get_models():
        if model._meta.app_label in APPS:
            tables[model._meta.db_table] = {
                field.column: field.null or field.db_default is not NOT_PROVIDED or field.primary_key
                for field in model._meta.concrete_fields
            }
    return tables


def breaks_the_code_before(before: dict[str, dict[str, bool]], after: dict[str, dict[str, bool]]) -> list[str]:
    """What the code that knew `before` would trip on in `after`."""
    problems: list[str] = []
    for table, old_columns in before.items():
        if table not in after:
            problems.append(f"table {table} is gone")
            continue
        new_columns = after[table]
        problems += [f"column {table}.{column} is gone" for column in old_columns if column not in new_columns]
        problems += [
            f"column {table}.{column} is new and required, with no database default"
            for column, optional in new_columns.items()
            if column not in old_columns and not optional
        ]
        problems += [
            f"column {table}.{column} may no longer be left empty"
            for column, optional in new_columns.items()
            if column in old_columns and old_columns[column] and not optional
        ]
    return problems


def test_every_migration_keeps_the_previous_code_working():
    loader = MigrationLoader(None, ignore_no_migrations=True)
    # A model that moved to another app kept its table (state-only migrations on both sides), which the app that
    # took it over may create in its state only later in the graph: such a table is looked up as it ends.
    latest = columns(loader.project_state().apps)
    found: dict[tuple[str, str], list[str]] = {}
    for node in loader.graph.nodes:
        if node[0] not in APPS:
            continue
        before = columns(loader.project_state(node, at_end=False).apps)
        after = {**latest, **columns(loader.project_state(node, at_end=True).apps)}
        problems = breaks_the_code_before(before, after)
        if problems:
            found[node] = problems
    assert set(found) <= MADE_BEFORE_THIS_CHECK, {node: found[node] for node in set(found) - MADE_BEFORE_THIS_CHECK}
    # And the list shrinks with any migration squashed away
    assert set(found) == MADE_BEFORE_THIS_CHECK


def test_it_finds_a_dropped_column_and_a_new_required_one():
    before = {"games_match": {"id": True, "seq": False, "note": True}}
    assert breaks_the_code_before(before, {"games_match": {"id": True, "seq": False}}) == [
        "column games_match.note is gone"
    ]
    assert breaks_the_code_before(before, {"games_match": {**before["games_match"], "flag": False}}) == [
        "column games_match.flag is new and required, with no database default"
    ]
    assert breaks_the_code_before(before, {"games_match": {**before["games_match"], "note": False}}) == [
        "column games_match.note may no longer be left empty"
    ]
    assert breaks_the_code_before(before, {}) == ["table games_match is gone"]
    assert breaks_the_code_before(before, {"games_match": {**before["games_match"], "flag": True}}) == []
