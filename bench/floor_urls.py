"""The project's routes and the floor's (`POST /floor/ID`): the URLconf of `bench.floor_settings`."""

from __future__ import annotations

from django.urls import include, path
from django.views.decorators.csrf import csrf_exempt

from bench.floor_view import floor_move

urlpatterns = [path("floor/<str:public_id>", csrf_exempt(floor_move)), path("", include("config.urls"))]
