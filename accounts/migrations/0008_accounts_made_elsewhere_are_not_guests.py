"""An account is a guest only when "Play as a guest" made it; staff made by createsuperuser were marked guests."""

from typing import Any

from django.contrib.auth.hashers import UNUSABLE_PASSWORD_PREFIX
from django.db import migrations, models


def staff_are_not_guests(apps: Any, schema_editor: Any) -> None:
    """Staff with a password of their own, made before this default, were stored as guests: they are not."""
    User = apps.get_model("accounts", "User")
    staff = User.objects.filter(is_guest=True, is_staff=True).exclude(password__startswith=UNUSABLE_PASSWORD_PREFIX)
    staff.exclude(password="").update(is_guest=False)


class Migration(migrations.Migration):
    dependencies = [
        ("accounts", "0007_user_public_id"),
    ]

    operations = [
        migrations.AlterField(
            model_name="user",
            name="is_guest",
            field=models.BooleanField(default=False),
        ),
        migrations.RunPython(staff_are_not_guests, migrations.RunPython.noop),
    ]
