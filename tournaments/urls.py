"""Routes of the tournaments API, under /api/."""

from django.urls import URLPattern

urlpatterns: list[URLPattern] = []
