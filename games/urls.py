"""Routes of the games API, under /api/."""

from django.urls import path

import config.path_ids  # noqa: F401  (registers the `public_id` path converter)
from games import views
from games.api import ahead, hints, holidays, matches, rooms, streams, waiting

urlpatterns = [
    path("health", views.health, name="health"),
    path("health/turns", matches.StuckMatchesView.as_view(), name="health-turns"),
    path("games", views.game_list, name="game-list"),
    path("rooms", rooms.RoomCreateView.as_view(), name="room-create"),
    path("rooms/<str:code>", rooms.RoomDetailView.as_view(), name="room-detail"),
    path("rooms/<str:code>/join", rooms.RoomJoinView.as_view(), name="room-join"),
    path("rooms/<str:code>/leave", rooms.RoomLeaveView.as_view(), name="room-leave"),
    path("rooms/<str:code>/watch", rooms.RoomWatchView.as_view(), name="room-watch"),
    path("rooms/<str:code>/bots", rooms.RoomBotsView.as_view(), name="room-bots"),
    path("rooms/<str:code>/bots/<int:seat>", rooms.RoomBotRemoveView.as_view(), name="room-bot-remove"),
    path("rooms/<str:code>/move", rooms.RoomMoveView.as_view(), name="room-move"),
    path("rooms/<str:code>/start", rooms.RoomStartView.as_view(), name="room-start"),
    path("rooms/<str:code>/rematch", rooms.RoomRematchView.as_view(), name="room-rematch"),
    path("matches/<public_id:match_id>", matches.MatchDetailView.as_view(), name="match-detail"),
    path("matches/<public_id:match_id>/actions", matches.MatchActionView.as_view(), name="match-actions"),
    path("matches/<public_id:match_id>/ahead", ahead.MatchAheadView.as_view(), name="match-ahead"),
    path("matches/<public_id:match_id>/return", matches.MatchReturnView.as_view(), name="match-return"),
    path("matches/<public_id:match_id>/events", matches.MatchEventsView.as_view(), name="match-events"),
    path("matches/<public_id:match_id>/stream", streams.match_stream, name="match-stream"),
    path("matches/<public_id:match_id>/record", matches.MatchRecordView.as_view(), name="match-record"),
    path("matches/<public_id:match_id>/replay", matches.MatchReplayView.as_view(), name="match-replay"),
    path("matches/<public_id:match_id>/deals", matches.MatchDealsView.as_view(), name="match-deals"),
    path("matches/<public_id:match_id>/deals/<int:deal>/review", hints.DealReviewView.as_view(), name="deal-review"),
    path("matches/<public_id:match_id>/hint", hints.MatchHintView.as_view(), name="match-hint"),
    path("me/matches", matches.MyMatchesView.as_view(), name="my-matches"),
    path("me/waiting", waiting.MyWaitingView.as_view(), name="my-waiting"),
    path("me/play-settings", ahead.PlaySettingsView.as_view(), name="play-settings"),
    path("me/holidays", holidays.MyHolidaysView.as_view(), name="my-holidays"),
    path("me/holidays/<public_id:holiday_id>/end", holidays.MyHolidayEndView.as_view(), name="my-holiday-end"),
]
