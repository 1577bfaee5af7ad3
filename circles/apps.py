"""The circles app."""

from django.apps import AppConfig


class CirclesConfig(AppConfig):
    """Configuration of the circles app."""

    name = "circles"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        """Follow rematches (the room a circle's room is played again in is the circle's too); seat members alone."""
        from django.db.models.signals import post_save

        from circles.services.matches import follow_rematch, members_only
        from games.models import Room
        from games.services.rooms import guard_joins

        post_save.connect(follow_rematch, sender=Room, dispatch_uid="circles.follow_rematch")
        guard_joins(members_only)
