"""The tournaments app: built on circles and rooms, it listens to play's events and is never called by play."""

from django.apps import AppConfig


class TournamentsConfig(AppConfig):
    """Configuration of the tournaments app."""

    name = "tournaments"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        """Listen to play's events (a duplicate event's deals among them)."""
        from tournaments.services.duplicate_listener import listen_duplicate

        listen_duplicate()
