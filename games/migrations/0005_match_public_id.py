"""Matches get an unguessable public id for URLs; existing matches are given one each."""

from django.db import migrations, models

import games.codes


def give_public_ids(apps, schema_editor):  # type: ignore[no-untyped-def]
    """One fresh public id per existing match."""
    match_model = apps.get_model("games", "Match")
    for match in match_model.objects.filter(public_id__isnull=True).only("pk"):
        match.public_id = games.codes.new_public_id()
        match.save(update_fields=["public_id"])


class Migration(migrations.Migration):
    dependencies = [("games", "0004_match_snapshot")]

    operations = [
        migrations.AddField(model_name="match", name="public_id", field=models.CharField(max_length=24, null=True)),
        migrations.RunPython(give_public_ids, migrations.RunPython.noop),
        migrations.AlterField(
            model_name="match",
            name="public_id",
            field=models.CharField(default=games.codes.new_public_id, editable=False, max_length=24, unique=True),
        ),
    ]
