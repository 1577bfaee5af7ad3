"""The games app: rooms, matches and their event log, on top of the pure engine."""

from django.apps import AppConfig


class GamesConfig(AppConfig):
    """Configuration of the games app."""

    name = "games"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        """Register the Celery tasks (sent by name, they run eagerly without a broker) and the signals' receivers."""
        from games import tasks  # noqa: F401
        from games.services import chat_filter, tablemates  # noqa: F401
