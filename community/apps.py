"""The community app: chat, reports, moderation and push notices, listening to the games rather than called by them."""

from django.apps import AppConfig


class CommunityConfig(AppConfig):
    """Configuration of the community app."""

    name = "community"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        """Register the push task, the chat filter's signals, push's listeners, who takes part and who was put out.

        The task is sent by name and runs eagerly without a broker, so it must be known before the first is sent.
        """
        from accounts.signals import devices_signed_out
        from community import tasks  # noqa: F401
        from community.services import chat_filter, moderation, push
        from games.services.access import also_put_out, also_taking_part

        push.listen()
        devices_signed_out.connect(push.forget_subscriptions, dispatch_uid="community.forget_subscriptions")
        also_taking_part(moderation.matches_put_out_of)
        also_put_out(moderation.people_put_out_of)
        del chat_filter  # imported for its signal receivers
