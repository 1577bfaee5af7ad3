"""The ratings app: it listens to play's end of a match, and is never called by the games or circles apps."""

from django.apps import AppConfig


class RatingsConfig(AppConfig):
    """Configuration of the ratings app."""

    name = "ratings"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        """Record (and in a circle, rate) each match as it ends, once its last move commits."""
        from ratings import tasks  # noqa: F401  (registers the tasks, which run in this process with no broker)
        from ratings.services import listener

        listener.listen()
