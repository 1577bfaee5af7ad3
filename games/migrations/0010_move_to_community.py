"""Chat, mutes, the word filter, reports and the audit log now belong to the community app (models only: no table
changes, `community.0001_initial` takes them over)."""

from django.db import migrations


class Migration(migrations.Migration):
    dependencies = [
        ("games", "0009_turnreminder"),
    ]

    operations = [
        # The tables stay where they are: the community app's first migration takes them over as they are.
        migrations.SeparateDatabaseAndState(
            state_operations=[
                migrations.RemoveField(
                    model_name="chatmessage",
                    name="author",
                ),
                migrations.RemoveField(
                    model_name="chatmessage",
                    name="deleted_by",
                ),
                migrations.RemoveField(
                    model_name="chatmessage",
                    name="room",
                ),
                migrations.RemoveField(
                    model_name="report",
                    name="message",
                ),
                migrations.RemoveField(
                    model_name="chatmute",
                    name="muted",
                ),
                migrations.RemoveField(
                    model_name="chatmute",
                    name="user",
                ),
                migrations.RemoveField(
                    model_name="moderationaction",
                    name="match",
                ),
                migrations.RemoveField(
                    model_name="moderationaction",
                    name="moderator",
                ),
                migrations.RemoveField(
                    model_name="moderationaction",
                    name="report",
                ),
                migrations.RemoveField(
                    model_name="moderationaction",
                    name="room",
                ),
                migrations.RemoveField(
                    model_name="moderationaction",
                    name="target",
                ),
                migrations.RemoveField(
                    model_name="report",
                    name="match",
                ),
                migrations.RemoveField(
                    model_name="report",
                    name="reported",
                ),
                migrations.RemoveField(
                    model_name="report",
                    name="reporter",
                ),
                migrations.RemoveField(
                    model_name="report",
                    name="resolved_by",
                ),
                migrations.RemoveField(
                    model_name="report",
                    name="room",
                ),
                migrations.DeleteModel(
                    name="BlockedWord",
                ),
                migrations.DeleteModel(
                    name="ChatMessage",
                ),
                migrations.DeleteModel(
                    name="ChatMute",
                ),
                migrations.DeleteModel(
                    name="ModerationAction",
                ),
                migrations.DeleteModel(
                    name="Report",
                ),
            ],
            database_operations=[],
        ),
    ]
