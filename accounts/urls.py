"""Routes of the accounts API, under /api/."""

from django.urls import path

from accounts import api

urlpatterns = [
    path("guests", api.GuestCreateView.as_view(), name="guest-create"),
    path("me", api.MeView.as_view(), name="me"),
    path("me/credentials", api.CredentialsView.as_view(), name="me-credentials"),
    path("login", api.LoginView.as_view(), name="login"),
    path("logout", api.LogoutView.as_view(), name="logout"),
]
