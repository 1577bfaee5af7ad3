"""The tournaments app: built on circles and rooms, it listens to play's events and is never called by play."""

from django.apps import AppConfig


class TournamentsConfig(AppConfig):
    """Configuration of the tournaments app."""

    name = "tournaments"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        """Decide each event table as its match ends, and record a duplicate event's deals as they end."""
        from tournaments import tasks  # noqa: F401  (registers the tasks, which run in this process with no broker)
        from tournaments.services import listener
        from tournaments.services.duplicate_listener import listen_duplicate

        listener.listen()
        listen_duplicate()
