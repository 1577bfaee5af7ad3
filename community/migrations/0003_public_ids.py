"""Chat messages and reports get a random public id for the API, in place of their database key; existing ones get one each.

In three steps, so that no two rows share an id and the previous release keeps working during the upgrade: the
column is added empty, each existing row gets a fresh id here (in Python, as new rows do), and only then is it
required, with a database default (`RandomPublicId`) for the inserts of code that does not know the column.
"""

from django.db import migrations, models

import config.public_ids

BATCH = 1000
MODELS = ("chatmessage", "report")


def give_public_ids(apps, schema_editor):  # type: ignore[no-untyped-def]
    """A fresh public id for every existing message and report, a batch at a time."""
    for name in MODELS:
        model = apps.get_model("community", name)
        while batch := list(model.objects.filter(public_id__isnull=True).only("pk")[:BATCH]):
            for row in batch:
                row.public_id = config.public_ids.new_public_id()
            model.objects.bulk_update(batch, ["public_id"])


def _required(name: str) -> list[migrations.operations.base.Operation]:
    """The column made required, with the database's default for other code's inserts, and unique."""
    return [
        migrations.AlterField(
            model_name=name,
            name="public_id",
            field=models.CharField(
                db_default=config.public_ids.RandomPublicId(),
                default=config.public_ids.new_public_id,
                editable=False,
                max_length=24,
            ),
        ),
        migrations.AddConstraint(
            model_name=name,
            constraint=models.UniqueConstraint(fields=("public_id",), name=f"unique_{name}_public_id"),
        ),
    ]


class Migration(migrations.Migration):
    dependencies = [("community", "0002_push")]

    operations = [
        *(
            migrations.AddField(model_name=name, name="public_id", field=models.CharField(max_length=24, null=True))
            for name in MODELS
        ),
        migrations.RunPython(give_public_ids, migrations.RunPython.noop),
        *(step for name in MODELS for step in _required(name)),
    ]
