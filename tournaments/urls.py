"""Routes of the tournaments API, under /api/."""

from django.urls import URLPattern, path

import config.path_ids  # noqa: F401  (registers the `public_id` path converter)
from tournaments.api import duplicate

urlpatterns: list[URLPattern] = [
    path(
        "tournaments/<public_id:tournament_id>/deals/<int:deal>",
        duplicate.TournamentDealView.as_view(),
        name="tournament-deal",
    ),
]
