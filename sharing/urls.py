"""Routes of the sharing API, under /api/."""

from django.urls import path

import config.path_ids  # noqa: F401  (registers the `public_id` path converter)
from sharing.api import views

urlpatterns = [
    path("matches/<public_id:match_id>/share", views.MatchSharesView.as_view(), name="match-shares"),
    path("matches/<public_id:match_id>/share-consent", views.ShareConsentView.as_view(), name="match-share-consent"),
    path("shares/<str:token>", views.ShareView.as_view(), name="share"),
    path("shared/<str:token>", views.SharedMatchView.as_view(), name="shared-match"),
]
