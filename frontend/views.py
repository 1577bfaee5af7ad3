"""The page that hosts the app."""

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render


def index(request: HttpRequest, code: str = "") -> HttpResponse:
    """The app's shell page."""
    return render(request, "frontend/index.html")
