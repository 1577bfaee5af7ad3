"""Routes of the games API, under /api/."""

from django.urls import path

from games import views

urlpatterns = [
    path("health", views.health, name="health"),
    path("games", views.game_list, name="game-list"),
]
