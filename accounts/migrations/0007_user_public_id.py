"""Players get a random public id for the API, in place of their database key; existing players are given one each.

In three steps, so that no two rows share an id and the previous release keeps working during the upgrade: the
column is added empty, each existing row gets a fresh id here (in Python, as new rows do), and only then is it
required, with a database default (`RandomPublicId`) for the inserts of code that does not know the column.
"""

from django.db import migrations, models

import config.public_ids

BATCH = 1000


def give_public_ids(apps, schema_editor):  # type: ignore[no-untyped-def]
    """A fresh public id for every existing player, a batch at a time."""
    model = apps.get_model("accounts", "User")
    while batch := list(model.objects.filter(public_id__isnull=True).only("pk")[:BATCH]):
        for row in batch:
            row.public_id = config.public_ids.new_public_id()
        model.objects.bulk_update(batch, ["public_id"])


class Migration(migrations.Migration):
    dependencies = [("accounts", "0006_move_push_to_community")]

    operations = [
        migrations.AddField(model_name="user", name="public_id", field=models.CharField(max_length=24, null=True)),
        migrations.RunPython(give_public_ids, migrations.RunPython.noop),
        migrations.AlterField(
            model_name="user",
            name="public_id",
            field=models.CharField(
                db_default=config.public_ids.RandomPublicId(),
                default=config.public_ids.new_public_id,
                editable=False,
                max_length=24,
            ),
        ),
        migrations.AddConstraint(
            model_name="user",
            constraint=models.UniqueConstraint(fields=("public_id",), name="unique_user_public_id"),
        ),
    ]
