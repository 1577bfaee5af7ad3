"""The project's URL routes."""

from django.contrib import admin
from django.urls import include, path
from drf_spectacular.views import SpectacularAPIView

from config.api_docs import docs_view

handler400 = "config.api.errors.json_bad_request"
handler404 = "config.api.errors.json_not_found"
handler500 = "config.api.errors.json_server_error"

urlpatterns = [
    path("admin/", admin.site.urls),
    path("api/schema/", SpectacularAPIView.as_view(), name="schema"),
    path("api/schema/docs/", docs_view(url_name="schema"), name="schema-docs"),
    path("api/", include("accounts.urls")),
    path("api/", include("games.urls")),
    path("api/", include("community.urls")),
    path("api/", include("circles.urls")),
    path("api/", include("ratings.urls")),
    path("api/", include("tournaments.urls")),
    path("api/", include("sharing.urls")),
    # Before the app's routes, whose catch-all would take /s/TOKEN.
    path("", include("sharing.page_urls")),
    path("", include("frontend.urls")),
]
