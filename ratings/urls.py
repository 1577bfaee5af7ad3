"""Routes of the ratings API, under /api/."""

from django.urls import path

from ratings.api import views

urlpatterns = [
    path("circles/<str:circle_id>/standings", views.StandingsView.as_view(), name="circle-standings"),
    path("me/stats", views.MyStatsView.as_view(), name="my-stats"),
]
