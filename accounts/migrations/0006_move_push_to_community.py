"""Push subscriptions and notification settings now belong to the community app (models only: no table changes)."""

from django.db import migrations


class Migration(migrations.Migration):
    dependencies = [
        ("accounts", "0005_notificationsettings_pushsubscription"),
    ]

    operations = [
        # The tables stay where they are: `community.0002_push` takes them over as they are.
        migrations.SeparateDatabaseAndState(
            state_operations=[
                migrations.RemoveField(
                    model_name="pushsubscription",
                    name="user",
                ),
                migrations.DeleteModel(
                    name="NotificationSettings",
                ),
                migrations.DeleteModel(
                    name="PushSubscription",
                ),
            ],
            database_operations=[],
        ),
    ]
