"""The community app takes over the chat, mutes, word filter, reports and audit log from the games app, rows and all.

Their content types are relabelled rather than made anew, so that the permissions on them (the Moderators
group's among them), and the admin's history of them, follow them unchanged.
"""

import django.db.models.deletion
from django.conf import settings
from django.db import migrations, models

MOVED = ("blockedword", "chatmessage", "chatmute", "report", "moderationaction")

GROUP = "Moderators"

# What the Moderators group may do with the community's models (`games.0008_moderators` gives the rest).
PERMISSIONS = [
    ("chatmessage", "view_chatmessage"),
    ("report", "view_report"),
    ("blockedword", "view_blockedword"),
    ("blockedword", "add_blockedword"),
    ("blockedword", "delete_blockedword"),
    ("moderationaction", "view_moderationaction"),
    ("moderationaction", "moderate"),
]


def _relabel(apps, old, new):
    ContentType = apps.get_model("contenttypes", "ContentType")
    for model in MOVED:
        # A content type already made under the new label (by a flush, say) is left as it is.
        if not ContentType.objects.filter(app_label=new, model=model).exists():
            ContentType.objects.filter(app_label=old, model=model).update(app_label=new)
    ContentType.objects.clear_cache()


def move_content_types(apps, schema_editor):
    _relabel(apps, "games", "community")


def move_content_types_back(apps, schema_editor):
    _relabel(apps, "community", "games")


def grant_moderators(apps, schema_editor):
    """The Moderators group's permissions on the community's models (made here if need be, as in games.0008)."""
    ContentType = apps.get_model("contenttypes", "ContentType")
    Permission = apps.get_model("auth", "Permission")
    Group = apps.get_model("auth", "Group")
    group, _ = Group.objects.get_or_create(name=GROUP)
    for model, codename in PERMISSIONS:
        content_type, _ = ContentType.objects.get_or_create(app_label="community", model=model)
        name = (
            "Can take moderator actions (each with a reason, in the audit log)"
            if codename == "moderate"
            else f"Can {codename.split('_')[0]} {model}"
        )
        permission, _ = Permission.objects.get_or_create(
            content_type=content_type, codename=codename, defaults={"name": name}
        )
        group.permissions.add(permission)


class Migration(migrations.Migration):
    initial = True

    dependencies = [
        ("games", "0010_move_to_community"),
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
        ("auth", "0012_alter_user_first_name_max_length"),
        ("contenttypes", "0002_remove_content_type_name"),
    ]

    operations = [
        # The tables were made by the games app (`db_table` keeps their names): only Django's state changes.
        migrations.SeparateDatabaseAndState(
            state_operations=[
                migrations.CreateModel(
                    name="BlockedWord",
                    fields=[
                        (
                            "id",
                            models.BigAutoField(
                                auto_created=True, primary_key=True, serialize=False, verbose_name="ID"
                            ),
                        ),
                        ("word", models.CharField(max_length=40, unique=True)),
                        ("created_at", models.DateTimeField(auto_now_add=True)),
                        (
                            "added_by",
                            models.ForeignKey(
                                null=True,
                                on_delete=django.db.models.deletion.SET_NULL,
                                related_name="+",
                                to=settings.AUTH_USER_MODEL,
                            ),
                        ),
                    ],
                    options={
                        "db_table": "games_blockedword",
                    },
                ),
                migrations.CreateModel(
                    name="ChatMessage",
                    fields=[
                        (
                            "id",
                            models.BigAutoField(
                                auto_created=True, primary_key=True, serialize=False, verbose_name="ID"
                            ),
                        ),
                        ("text", models.CharField(blank=True, max_length=200)),
                        ("phrase", models.CharField(blank=True, max_length=30)),
                        ("created_at", models.DateTimeField(auto_now_add=True)),
                        ("deleted_at", models.DateTimeField(blank=True, null=True)),
                        (
                            "author",
                            models.ForeignKey(
                                on_delete=django.db.models.deletion.CASCADE,
                                related_name="chat_messages",
                                to=settings.AUTH_USER_MODEL,
                            ),
                        ),
                        (
                            "deleted_by",
                            models.ForeignKey(
                                blank=True,
                                null=True,
                                on_delete=django.db.models.deletion.PROTECT,
                                related_name="+",
                                to=settings.AUTH_USER_MODEL,
                            ),
                        ),
                        (
                            "room",
                            models.ForeignKey(
                                on_delete=django.db.models.deletion.CASCADE,
                                related_name="chat_messages",
                                to="games.room",
                            ),
                        ),
                    ],
                    options={
                        "db_table": "games_chatmessage",
                    },
                ),
                migrations.CreateModel(
                    name="ChatMute",
                    fields=[
                        (
                            "id",
                            models.BigAutoField(
                                auto_created=True, primary_key=True, serialize=False, verbose_name="ID"
                            ),
                        ),
                        ("created_at", models.DateTimeField(auto_now_add=True)),
                        (
                            "muted",
                            models.ForeignKey(
                                on_delete=django.db.models.deletion.CASCADE,
                                related_name="+",
                                to=settings.AUTH_USER_MODEL,
                            ),
                        ),
                        (
                            "user",
                            models.ForeignKey(
                                on_delete=django.db.models.deletion.CASCADE,
                                related_name="chat_mutes",
                                to=settings.AUTH_USER_MODEL,
                            ),
                        ),
                    ],
                    options={
                        "db_table": "games_chatmute",
                    },
                ),
                migrations.CreateModel(
                    name="Report",
                    fields=[
                        (
                            "id",
                            models.BigAutoField(
                                auto_created=True, primary_key=True, serialize=False, verbose_name="ID"
                            ),
                        ),
                        (
                            "reason",
                            models.CharField(
                                choices=[
                                    ("offensive_name", "An offensive name"),
                                    ("abusive_chat", "Abusive chat"),
                                    ("cheating", "Cheating or collusion"),
                                    ("quitting", "Quitting matches"),
                                ],
                                max_length=20,
                            ),
                        ),
                        ("note", models.CharField(blank=True, max_length=500)),
                        ("seq", models.PositiveIntegerField(blank=True, null=True)),
                        ("snapshot", models.JSONField(default=dict)),
                        (
                            "status",
                            models.CharField(
                                choices=[
                                    ("open", "Open"),
                                    ("dismissed", "Dismissed"),
                                    ("warned", "The player was warned"),
                                    ("acted", "Action was taken"),
                                ],
                                default="open",
                                max_length=10,
                            ),
                        ),
                        ("resolved_at", models.DateTimeField(blank=True, null=True)),
                        ("created_at", models.DateTimeField(auto_now_add=True)),
                        (
                            "match",
                            models.ForeignKey(
                                blank=True,
                                null=True,
                                on_delete=django.db.models.deletion.SET_NULL,
                                related_name="+",
                                to="games.match",
                            ),
                        ),
                        (
                            "message",
                            models.ForeignKey(
                                blank=True,
                                null=True,
                                on_delete=django.db.models.deletion.SET_NULL,
                                related_name="+",
                                to="community.chatmessage",
                            ),
                        ),
                        (
                            "reported",
                            models.ForeignKey(
                                on_delete=django.db.models.deletion.CASCADE,
                                related_name="reports_received",
                                to=settings.AUTH_USER_MODEL,
                            ),
                        ),
                        (
                            "reporter",
                            models.ForeignKey(
                                on_delete=django.db.models.deletion.CASCADE,
                                related_name="reports_made",
                                to=settings.AUTH_USER_MODEL,
                            ),
                        ),
                        (
                            "resolved_by",
                            models.ForeignKey(
                                blank=True,
                                null=True,
                                on_delete=django.db.models.deletion.PROTECT,
                                related_name="+",
                                to=settings.AUTH_USER_MODEL,
                            ),
                        ),
                        (
                            "room",
                            models.ForeignKey(
                                blank=True,
                                null=True,
                                on_delete=django.db.models.deletion.SET_NULL,
                                related_name="+",
                                to="games.room",
                            ),
                        ),
                    ],
                    options={
                        "db_table": "games_report",
                    },
                ),
                migrations.CreateModel(
                    name="ModerationAction",
                    fields=[
                        (
                            "id",
                            models.BigAutoField(
                                auto_created=True, primary_key=True, serialize=False, verbose_name="ID"
                            ),
                        ),
                        (
                            "kind",
                            models.CharField(
                                choices=[
                                    ("resolve_report", "Resolved a report"),
                                    ("delete_message", "Deleted a chat message"),
                                    ("mute", "Muted a player in chat"),
                                    ("rename", "Renamed a player"),
                                    ("ban", "Banned a player"),
                                    ("unban", "Lifted a ban"),
                                    ("abort_match", "Aborted a match"),
                                    ("replace_seat", "Gave a seat to a computer player"),
                                    ("close_room", "Closed a room"),
                                    ("word_filter", "Changed the chat's word filter"),
                                ],
                                max_length=20,
                            ),
                        ),
                        ("reason", models.CharField(max_length=500)),
                        ("details", models.JSONField(default=dict)),
                        ("created_at", models.DateTimeField(auto_now_add=True)),
                        (
                            "match",
                            models.ForeignKey(
                                blank=True,
                                null=True,
                                on_delete=django.db.models.deletion.PROTECT,
                                related_name="+",
                                to="games.match",
                            ),
                        ),
                        (
                            "moderator",
                            models.ForeignKey(
                                on_delete=django.db.models.deletion.PROTECT,
                                related_name="+",
                                to=settings.AUTH_USER_MODEL,
                            ),
                        ),
                        (
                            "room",
                            models.ForeignKey(
                                blank=True,
                                null=True,
                                on_delete=django.db.models.deletion.PROTECT,
                                related_name="+",
                                to="games.room",
                            ),
                        ),
                        (
                            "target",
                            models.ForeignKey(
                                blank=True,
                                null=True,
                                on_delete=django.db.models.deletion.PROTECT,
                                related_name="moderation_history",
                                to=settings.AUTH_USER_MODEL,
                            ),
                        ),
                        (
                            "report",
                            models.ForeignKey(
                                blank=True,
                                null=True,
                                on_delete=django.db.models.deletion.PROTECT,
                                related_name="actions",
                                to="community.report",
                            ),
                        ),
                    ],
                    options={
                        "db_table": "games_moderationaction",
                        "ordering": ["-created_at", "-pk"],
                        "permissions": [
                            ("moderate", "Can take moderator actions (each with a reason, in the audit log)")
                        ],
                    },
                ),
                migrations.AddIndex(
                    model_name="chatmessage",
                    index=models.Index(fields=["room", "id"], name="games_chatm_room_id_63a1c6_idx"),
                ),
                migrations.AddIndex(
                    model_name="chatmessage",
                    index=models.Index(fields=["author", "-created_at"], name="games_chatm_author__ae3fc7_idx"),
                ),
                migrations.AddConstraint(
                    model_name="chatmute",
                    constraint=models.UniqueConstraint(fields=("user", "muted"), name="unique_chat_mute"),
                ),
                migrations.AddIndex(
                    model_name="report",
                    index=models.Index(fields=["status", "-created_at"], name="games_repor_status_599af2_idx"),
                ),
                migrations.AddIndex(
                    model_name="report",
                    index=models.Index(fields=["reported", "-created_at"], name="games_repor_reporte_47fcb2_idx"),
                ),
                migrations.AddIndex(
                    model_name="moderationaction",
                    index=models.Index(fields=["target", "-created_at"], name="games_moder_target__dcc341_idx"),
                ),
            ],
            database_operations=[],
        ),
        migrations.RunPython(move_content_types, move_content_types_back),
        migrations.RunPython(grant_moderators, migrations.RunPython.noop),
    ]
