"""The moderators' permission and group, and (on PostgreSQL) a trigger that keeps the audit log append-only.

The trigger refuses UPDATE and DELETE row by row; TRUNCATE (a test run's flush, a database reset) is left alone.
"""

from django.conf import settings
from django.db import migrations

GROUP = "Moderators"

# What the Moderators group may do: look at the panel, keep the word filter, and take the moderator actions.
PERMISSIONS = [
    ("accounts", "user", "view_user"),
    ("games", "room", "view_room"),
    ("games", "seat", "view_seat"),
    ("games", "match", "view_match"),
    ("games", "event", "view_event"),
    ("games", "chatmessage", "view_chatmessage"),
    ("games", "report", "view_report"),
    ("games", "blockedword", "view_blockedword"),
    ("games", "blockedword", "add_blockedword"),
    ("games", "blockedword", "delete_blockedword"),
    ("games", "moderationaction", "view_moderationaction"),
    ("games", "moderationaction", "moderate"),
]

APPEND_ONLY = """
CREATE OR REPLACE FUNCTION games_moderationaction_append_only() RETURNS trigger AS $$
BEGIN
    RAISE EXCEPTION 'the moderation audit log is append-only: % refused', TG_OP;
END;
$$ LANGUAGE plpgsql;
CREATE TRIGGER games_moderationaction_append_only
    BEFORE UPDATE OR DELETE ON games_moderationaction
    FOR EACH ROW EXECUTE FUNCTION games_moderationaction_append_only();
"""

DROP_APPEND_ONLY = """
DROP TRIGGER IF EXISTS games_moderationaction_append_only ON games_moderationaction;
DROP FUNCTION IF EXISTS games_moderationaction_append_only();
"""


def create_moderators(apps, schema_editor):
    """The group with its permissions (made here: Django makes permissions only after every migration ran)."""
    ContentType = apps.get_model("contenttypes", "ContentType")
    Permission = apps.get_model("auth", "Permission")
    Group = apps.get_model("auth", "Group")
    group, _ = Group.objects.get_or_create(name=GROUP)
    for app_label, model, codename in PERMISSIONS:
        content_type, _ = ContentType.objects.get_or_create(app_label=app_label, model=model)
        name = (
            "Can take moderator actions (each with a reason, in the audit log)"
            if codename == "moderate"
            else f"Can {codename.split('_')[0]} {model}"
        )
        permission, _ = Permission.objects.get_or_create(
            content_type=content_type, codename=codename, defaults={"name": name}
        )
        group.permissions.add(permission)


def remove_moderators(apps, schema_editor):
    apps.get_model("auth", "Group").objects.filter(name=GROUP).delete()


def add_trigger(apps, schema_editor):
    if schema_editor.connection.vendor == "postgresql":
        schema_editor.execute(APPEND_ONLY, params=None)


def drop_trigger(apps, schema_editor):
    if schema_editor.connection.vendor == "postgresql":
        schema_editor.execute(DROP_APPEND_ONLY, params=None)


class Migration(migrations.Migration):
    dependencies = [
        ("games", "0007_moderation"),
        ("accounts", "0004_moderation"),
        ("auth", "0012_alter_user_first_name_max_length"),
        ("contenttypes", "0002_remove_content_type_name"),
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
    ]

    operations = [
        migrations.AlterModelOptions(
            name="moderationaction",
            options={
                "ordering": ["-created_at", "-pk"],
                "permissions": [("moderate", "Can take moderator actions (each with a reason, in the audit log)")],
            },
        ),
        migrations.RunPython(create_moderators, remove_moderators),
        migrations.RunPython(add_trigger, drop_trigger),
    ]
