"""The tournaments app: built on circles and rooms, it listens to play's events and is never called by play."""

from django.apps import AppConfig


class TournamentsConfig(AppConfig):
    """Configuration of the tournaments app."""

    name = "tournaments"
    default_auto_field = "django.db.models.BigAutoField"
