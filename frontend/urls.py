"""Routes of the app's pages: the shell for every app route (the app routes itself), the service worker, the icon."""

from django.urls import path, re_path

from frontend import views

urlpatterns = [
    path("sw.js", views.service_worker, name="service-worker"),
    path("favicon.ico", views.favicon, name="favicon"),
    path("", views.index, name="index"),
    path("r/<str:code>", views.index, name="room-link"),
    re_path(r"^(?!api/|admin/|static/)[\w\-/]+$", views.index, name="app-route"),
]
