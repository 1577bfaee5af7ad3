"""The accounts app."""

from django.apps import AppConfig


class AccountsConfig(AppConfig):
    """Configuration of the accounts app."""

    name = "accounts"
    default_auto_field = "django.db.models.BigAutoField"
