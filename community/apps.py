"""The community app: chat, reports, moderation and push notices, listening to the games rather than called by them."""

from django.apps import AppConfig


class CommunityConfig(AppConfig):
    """Configuration of the community app."""

    name = "community"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        """Register the push task, the chat filter's signals, and push's listeners of play's events.

        The task is sent by name and runs eagerly without a broker, so it must be known before the first is sent.
        """
        from community import tasks  # noqa: F401
        from community.services import chat_filter, push

        push.listen()
        del chat_filter  # imported for its signal receivers
