"""The Moderators group may look at circles in the panel (made here: Django makes permissions after migrations)."""

from django.db import migrations

GROUP = "Moderators"
MODELS = ("circle", "membership", "circleban", "invitation", "circleroom")


def grant_moderators(apps, schema_editor):
    """View permission on the circles' models for the Moderators group (made here if need be, as in games.0008)."""
    ContentType = apps.get_model("contenttypes", "ContentType")
    Permission = apps.get_model("auth", "Permission")
    Group = apps.get_model("auth", "Group")
    group, _ = Group.objects.get_or_create(name=GROUP)
    for model in MODELS:
        content_type, _ = ContentType.objects.get_or_create(app_label="circles", model=model)
        permission, _ = Permission.objects.get_or_create(
            content_type=content_type, codename=f"view_{model}", defaults={"name": f"Can view {model}"}
        )
        group.permissions.add(permission)


def revoke_moderators(apps, schema_editor):
    """Take the view permissions back from the group."""
    Group = apps.get_model("auth", "Group")
    group = Group.objects.filter(name=GROUP).first()
    if group is not None:
        group.permissions.remove(*group.permissions.filter(content_type__app_label="circles"))


class Migration(migrations.Migration):
    dependencies = [
        ("circles", "0001_initial"),
        ("community", "0001_initial"),
        ("auth", "0012_alter_user_first_name_max_length"),
        ("contenttypes", "0002_remove_content_type_name"),
    ]

    operations = [migrations.RunPython(grant_moderators, revoke_moderators)]
