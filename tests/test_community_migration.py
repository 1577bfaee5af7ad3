"""Chat, mutes, word filter, reports, audit log (from games) and push (from accounts) moved to community, every row.

The database is taken back to the migrations before the move, given rows as the games and accounts apps kept them,
and migrated forward: the community's models find the same rows, and the moderators keep their permissions.
"""

from __future__ import annotations

from typing import Any

import pytest
from django.apps.registry import Apps
from django.contrib.auth.models import Group
from django.contrib.contenttypes.models import ContentType
from django.db import connection
from django.db.migrations.executor import MigrationExecutor

from community.models import (
    BlockedWord,
    ChatMessage,
    ChatMute,
    ModerationAction,
    ModerationKind,
    NotificationSettings,
    PushSubscription,
    Report,
)
from community.services.moderation import MODERATE
from games.models import Room
from tests.conftest import moderators_group

pytestmark = pytest.mark.django_db(transaction=True)  # migrations run as they do on a server, not in a test's block

BEFORE_THE_MOVE = [
    ("community", None),
    ("games", "0009_turnreminder"),
    ("accounts", "0005_notificationsettings_pushsubscription"),
]


def migrate(targets: list[tuple[str, str | None]] | None = None) -> Apps:
    """Migrate the database to `targets` (default: every app's latest), and the models as they were there."""
    executor = MigrationExecutor(connection)
    targets = targets or executor.loader.graph.leaf_nodes()
    executor.migrate(targets)
    ContentType.objects.clear_cache()
    applied = [(app, name) for app, name in targets if name is not None]  # an app taken back to nothing has no state
    return MigrationExecutor(connection).loader.project_state(applied).apps


def rows_of_the_games_app(old: Apps) -> dict[str, Any]:
    """A room with a message, a mute, a filtered word, a report and the moderator's action on it, as games kept them."""
    user = old.get_model("accounts", "User")
    alice = user.objects.create(username="alice", display_name="Alice", password="!")
    bob = user.objects.create(username="bob", display_name="Bob", password="!")
    mona = user.objects.create(username="mona", display_name="Mona", password="!", is_staff=True)
    room = old.get_model("games", "Room").objects.create(
        code="ABC234", game="doublehand", turn_seconds=60, creator=alice
    )
    message = old.get_model("games", "ChatMessage").objects.create(room=room, author=bob, text="you cheat")
    mute = old.get_model("games", "ChatMute").objects.create(user=alice, muted=bob)
    word = old.get_model("games", "BlockedWord").objects.create(word="potato", added_by=mona)
    report = old.get_model("games", "Report").objects.create(
        reporter=alice, reported=bob, reason="abusive_chat", room=room, message=message, snapshot={"text": "you cheat"}
    )
    action = old.get_model("games", "ModerationAction").objects.create(
        moderator=mona, kind="resolve_report", reason="rude", target=bob, room=room, report=report
    )
    push = old.get_model("accounts", "PushSubscription").objects.create(
        user=alice, endpoint="https://push.example.org/alice", p256dh="key", auth="secret"
    )
    old.get_model("accounts", "NotificationSettings").objects.create(user=alice, language="nl", reminder=False)
    content_types = old.get_model("contenttypes", "ContentType").objects
    return {
        "users": (alice.pk, bob.pk, mona.pk),
        "room": room.pk,
        "message": message.pk,
        "mute": mute.pk,
        "word": word.pk,
        "report": report.pk,
        "action": action.pk,
        "push": push.pk,
        "chat_type": content_types.get(app_label="games", model="chatmessage").pk,
        "push_type": content_types.get_for_model(push).pk,
    }


def test_every_row_is_kept_when_the_models_move_to_community():
    moderators_group()  # as migrations made it, whatever a test before this one emptied
    try:
        kept = rows_of_the_games_app(migrate(BEFORE_THE_MOVE))
    finally:
        migrate()  # whatever happens, the tests after this one find the database as it is now
    alice, bob, mona = kept["users"]

    message = ChatMessage.objects.get(pk=kept["message"])
    assert (message.room_id, message.author_id, message.text) == (kept["room"], bob, "you cheat")
    mute = ChatMute.objects.get(pk=kept["mute"])
    assert (mute.user_id, mute.muted_id) == (alice, bob)
    assert BlockedWord.objects.get(pk=kept["word"]).added_by_id == mona
    report = Report.objects.get(pk=kept["report"])
    assert (report.reporter_id, report.reported_id, report.message_id) == (alice, bob, message.pk)
    assert report.snapshot == {"text": "you cheat"}
    action = ModerationAction.objects.get(pk=kept["action"])
    assert (action.kind, action.report_id, action.target_id) == (ModerationKind.RESOLVE_REPORT, report.pk, bob)
    assert PushSubscription.objects.get(pk=kept["push"]).user_id == alice
    prefs = NotificationSettings.objects.get(user_id=alice)
    assert (prefs.language, prefs.reminder, prefs.your_turn) == ("nl", False, True)
    assert list(Room.objects.get(pk=kept["room"]).chat_messages.all()) == [message]

    # The same content type, relabelled: permissions and the admin's history of the messages follow them.
    assert ContentType.objects.get_for_model(ChatMessage).pk == kept["chat_type"]
    assert not ContentType.objects.filter(app_label="games", model="chatmessage").exists()
    assert ContentType.objects.get_for_model(PushSubscription).pk == kept["push_type"]
    granted = {(p.content_type.app_label, p.codename) for p in Group.objects.get(name="Moderators").permissions.all()}
    assert ("community", "moderate") in granted
    assert ("community", "view_chatmessage") in granted
    assert MODERATE == "community.moderate"
