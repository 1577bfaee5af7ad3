"""The games app: rooms, matches and their event log, on top of the pure engine."""

from django.apps import AppConfig


class GamesConfig(AppConfig):
    """Configuration of the games app."""

    name = "games"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        """Register the Celery tasks, the signals' receivers and the live stream's listener of play's events.

        Tasks are sent by name and run eagerly without a broker, so they must be known before the first is sent.
        """
        from games import tasks  # noqa: F401
        from games.services import live, tablemates  # noqa: F401

        live.listen()
