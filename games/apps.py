"""The games app: rooms, matches and their event log, on top of the pure engine."""

from django.apps import AppConfig


class GamesConfig(AppConfig):
    """Configuration of the games app."""

    name = "games"
    default_auto_field = "django.db.models.BigAutoField"
