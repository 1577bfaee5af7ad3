"""The share links' own pages, at the site's root (before the app's routes, which would take them)."""

from django.urls import path

from sharing import pages

urlpatterns = [
    path("s/<str:token>", pages.share_page, name="share-page"),
]
