"""Routes of the app's pages (the app routes itself within them)."""

from django.urls import path

from frontend import views

urlpatterns = [
    path("", views.index, name="index"),
    path("r/<str:code>", views.index, name="room-link"),
]
