"""The sharing app: links to matches for people without an account. It uses games; games never imports it."""

from django.apps import AppConfig


class SharingConfig(AppConfig):
    """Configuration of the sharing app."""

    name = "sharing"
    default_auto_field = "django.db.models.BigAutoField"
