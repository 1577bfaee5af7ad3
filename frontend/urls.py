"""Routes of the app's pages: the shell for every app route (the app routes itself), and the service worker."""

from django.urls import path, re_path

from frontend import views

urlpatterns = [
    path("sw.js", views.service_worker, name="service-worker"),
    path("", views.index, name="index"),
    path("r/<str:code>", views.index, name="room-link"),
    re_path(r"^(?!api/|admin/|static/)[\w\-/]+$", views.index, name="app-route"),
]
