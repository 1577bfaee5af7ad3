"""Routes of the community API, under /api/: table chat, mutes, reports, push."""

from django.urls import path

import config.path_ids  # noqa: F401  (registers the `public_id` path converter)
from community.api import chat, push

urlpatterns = [
    path("rooms/<str:code>/chat", chat.RoomChatView.as_view(), name="room-chat"),
    path("me/mutes", chat.MyMutesView.as_view(), name="my-mutes"),
    path("push/key", push.PushKeyView.as_view(), name="push-key"),
    path("me/push-subscriptions", push.PushSubscriptionsView.as_view(), name="push-subscriptions"),
    path("me/notification-settings", push.NotificationSettingsView.as_view(), name="notification-settings"),
    path("me/mutes/<public_id:user_id>", chat.MuteView.as_view(), name="my-mute"),
    path("reports", chat.ReportsView.as_view(), name="reports"),
]
