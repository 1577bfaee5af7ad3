"""The community app takes over push subscriptions and notification settings from the accounts app, rows and all."""

import django.db.models.deletion
from django.conf import settings
from django.db import migrations, models

MOVED = ("pushsubscription", "notificationsettings")


def _relabel(apps, old, new):
    # As in 0001: the content types (and any permissions on them) follow the models.
    ContentType = apps.get_model("contenttypes", "ContentType")
    for model in MOVED:
        if not ContentType.objects.filter(app_label=new, model=model).exists():
            ContentType.objects.filter(app_label=old, model=model).update(app_label=new)
    ContentType.objects.clear_cache()


def move_content_types(apps, schema_editor):
    _relabel(apps, "accounts", "community")


def move_content_types_back(apps, schema_editor):
    _relabel(apps, "community", "accounts")


class Migration(migrations.Migration):
    dependencies = [
        ("community", "0001_initial"),
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
        ("accounts", "0006_move_push_to_community"),
        ("contenttypes", "0002_remove_content_type_name"),
    ]

    operations = [
        # The tables were made by the accounts app (`db_table` keeps their names): only Django's state changes.
        migrations.SeparateDatabaseAndState(
            state_operations=[
                migrations.CreateModel(
                    name="NotificationSettings",
                    fields=[
                        (
                            "id",
                            models.BigAutoField(
                                auto_created=True, primary_key=True, serialize=False, verbose_name="ID"
                            ),
                        ),
                        ("your_turn", models.BooleanField(default=True)),
                        ("reminder", models.BooleanField(default=True)),
                        ("replaced", models.BooleanField(default=True)),
                        ("match_ended", models.BooleanField(default=True)),
                        ("joined", models.BooleanField(default=True)),
                        ("quiet_start", models.TimeField(blank=True, null=True)),
                        ("quiet_end", models.TimeField(blank=True, null=True)),
                        ("time_zone", models.CharField(default="UTC", max_length=64)),
                        ("language", models.CharField(default="en", max_length=2)),
                        (
                            "user",
                            models.OneToOneField(
                                on_delete=django.db.models.deletion.CASCADE,
                                related_name="notification_settings",
                                to=settings.AUTH_USER_MODEL,
                            ),
                        ),
                    ],
                    options={
                        "db_table": "accounts_notificationsettings",
                    },
                ),
                migrations.CreateModel(
                    name="PushSubscription",
                    fields=[
                        (
                            "id",
                            models.BigAutoField(
                                auto_created=True, primary_key=True, serialize=False, verbose_name="ID"
                            ),
                        ),
                        ("endpoint", models.URLField(max_length=1000)),
                        ("p256dh", models.CharField(max_length=200)),
                        ("auth", models.CharField(max_length=100)),
                        ("created", models.DateTimeField(auto_now_add=True)),
                        (
                            "user",
                            models.ForeignKey(
                                on_delete=django.db.models.deletion.CASCADE,
                                related_name="push_subscriptions",
                                to=settings.AUTH_USER_MODEL,
                            ),
                        ),
                    ],
                    options={
                        "db_table": "accounts_pushsubscription",
                        "constraints": [models.UniqueConstraint(fields=("endpoint",), name="unique_push_endpoint")],
                    },
                ),
            ],
            database_operations=[],
        ),
        migrations.RunPython(move_content_types, move_content_types_back),
    ]
