"""The games app: rooms, matches and their event log, on top of the pure engine."""

from django.apps import AppConfig


class GamesConfig(AppConfig):
    """Configuration of the games app."""

    name = "games"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        """Register the app's Celery tasks in every process, so that tasks sent by name run eagerly without a broker."""
        from games import tasks  # noqa: F401
