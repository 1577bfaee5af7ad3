"""Routes of the tournaments API, under /api/."""

from django.urls import path

from tournaments.api import views

urlpatterns = [
    path("circles/<str:circle_id>/tournaments", views.CircleTournamentsView.as_view(), name="circle-tournaments"),
    path("tournaments/<str:tournament_id>", views.TournamentView.as_view(), name="tournament"),
    path("tournaments/<str:tournament_id>/entries", views.TournamentEntriesView.as_view(), name="tournament-entries"),
    path(
        "tournaments/<str:tournament_id>/withdraw", views.TournamentWithdrawView.as_view(), name="tournament-withdraw"
    ),
    path("tournaments/<str:tournament_id>/start", views.TournamentStartView.as_view(), name="tournament-start"),
    path("tournaments/<str:tournament_id>/cancel", views.TournamentCancelView.as_view(), name="tournament-cancel"),
    path("me/tournaments", views.MyTournamentsView.as_view(), name="my-tournaments"),
]
