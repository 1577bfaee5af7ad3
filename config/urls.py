"""The project's URL routes."""

from django.contrib import admin
from django.urls import include, path

urlpatterns = [
    path("admin/", admin.site.urls),
    path("api/", include("games.urls")),
    path("", include("frontend.urls")),
]
