"""Players, chat messages and reports made before their public ids were get one each; the old code's rows get one too.

The database is taken back to the migrations before the ids, given rows as the previous release made them, and
migrated forward. A row inserted afterwards without the column, as the previous release still does during an
upgrade, gets its id from the database.
"""

from __future__ import annotations

import re

import pytest
from django.apps.registry import Apps
from django.contrib.contenttypes.models import ContentType
from django.db import connection
from django.db.migrations.executor import MigrationExecutor

from accounts.models import User
from community.models import ChatMessage, Report
from config.public_ids import PUBLIC_ID_PATTERN

pytestmark = pytest.mark.django_db(transaction=True)  # migrations run as they do on a server, not in a test's block

BEFORE_THE_IDS = [("accounts", "0006_move_push_to_community"), ("community", "0002_push")]


def migrate(targets: list[tuple[str, str]] | None = None) -> Apps:
    """Migrate the database to `targets` (default: every app's latest), and the models as they were there."""
    executor = MigrationExecutor(connection)
    targets = targets or executor.loader.graph.leaf_nodes()
    executor.migrate(targets)
    ContentType.objects.clear_cache()
    return MigrationExecutor(connection).loader.project_state(targets).apps


def test_every_row_made_before_the_ids_gets_its_own():
    old = migrate(BEFORE_THE_IDS)
    user = old.get_model("accounts", "User")
    people = [user.objects.create(username=f"player{n}", display_name=f"P{n}", password="!") for n in range(5)]
    room = old.get_model("games", "Room").objects.create(
        code="ABC234", game="doublehand", turn_seconds=60, creator=people[0]
    )
    message_model = old.get_model("community", "ChatMessage")
    messages = [message_model.objects.create(room=room, author=people[1], text=f"hi {n}") for n in range(3)]
    report_model = old.get_model("community", "Report")
    report_model.objects.create(reporter=people[0], reported=people[1], reason="abusive_chat", message=messages[0])
    report_model.objects.create(reporter=people[2], reported=people[1], reason="cheating")

    migrate()

    for model, count in ((User, 5), (ChatMessage, 3), (Report, 2)):
        ids = list(model.objects.values_list("public_id", flat=True))
        assert len(ids) == count
        assert len(set(ids)) == count, f"{model.__name__}: two rows share an id"
        assert all(re.fullmatch(PUBLIC_ID_PATTERN, each) for each in ids)
    # Nothing else changed: the same rows, keys and links
    assert ChatMessage.objects.filter(author__username="player1").count() == 3
    assert Report.objects.get(reason="abusive_chat").message_id == messages[0].pk


def test_a_row_inserted_without_the_column_gets_a_random_id_from_the_database():
    migrate()
    # As the previous release inserts a player: it does not know the column
    with connection.cursor() as cursor:
        for n in range(2):
            cursor.execute(
                'INSERT INTO "accounts_user" ("password", "is_superuser", "username", "first_name", "last_name",'
                ' "email", "is_staff", "is_active", "date_joined", "display_name", "is_guest", "is_banned")'
                " VALUES ('!', %s, %s, '', '', '', %s, %s, CURRENT_TIMESTAMP, '', %s, %s)",
                [False, f"old{n}", False, True, True, False],
            )
    ids = list(User.objects.filter(username__startswith="old").values_list("public_id", flat=True))
    assert len(ids) == 2 and ids[0] != ids[1]
    assert all(re.fullmatch(PUBLIC_ID_PATTERN, each) and len(each) >= 16 for each in ids)


def test_new_rows_get_a_public_id_from_python():
    alice = User.objects.create(username="alice")
    assert re.fullmatch(PUBLIC_ID_PATTERN, alice.public_id) and len(alice.public_id) == 16
