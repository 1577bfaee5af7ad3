"""Routes of the tournaments API, under /api/."""

from django.urls import URLPattern, path

import config.path_ids  # noqa: F401  (registers the `public_id` path converter)
from tournaments.api import duplicate, views

urlpatterns: list[URLPattern] = [
    path("circles/<str:circle_id>/tournaments", views.CircleTournamentsView.as_view(), name="circle-tournaments"),
    path("tournaments/<str:tournament_id>", views.TournamentView.as_view(), name="tournament"),
    path("tournaments/<str:tournament_id>/entries", views.TournamentEntriesView.as_view(), name="tournament-entries"),
    path(
        "tournaments/<str:tournament_id>/withdraw", views.TournamentWithdrawView.as_view(), name="tournament-withdraw"
    ),
    path("tournaments/<str:tournament_id>/start", views.TournamentStartView.as_view(), name="tournament-start"),
    path("tournaments/<str:tournament_id>/cancel", views.TournamentCancelView.as_view(), name="tournament-cancel"),
    path(
        "tournaments/<public_id:tournament_id>/deals/<int:deal>",
        duplicate.TournamentDealView.as_view(),
        name="tournament-deal",
    ),
    path("me/tournaments", views.MyTournamentsView.as_view(), name="my-tournaments"),
]
