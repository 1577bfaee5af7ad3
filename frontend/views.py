"""The pages that host the app: its shell for every app route, and its service worker at the root."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from django.conf import settings
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render


@cache
def _built(name: str, mtime: float) -> str:
    return (Path(settings.APP_BUILD_DIR) / name).read_text(encoding="utf-8")


def _read_build(name: str) -> str | None:
    path = Path(settings.APP_BUILD_DIR) / name
    if not path.exists():
        return None
    return _built(name, path.stat().st_mtime)


def index(request: HttpRequest, code: str = "") -> HttpResponse:
    """The app's shell page; the app routes itself from the URL."""
    page = _read_build("index.html")
    if page is None:
        return render(request, "frontend/not_built.html", status=503)
    response = HttpResponse(page, content_type="text/html; charset=utf-8")
    response["Cache-Control"] = "no-cache"
    return response


def service_worker(request: HttpRequest) -> HttpResponse:
    """The service worker, served from the root so that it may cache the whole app's shell."""
    script = _read_build("sw.js")
    if script is None:
        return HttpResponse("// the app is not built", content_type="text/javascript", status=404)
    response = HttpResponse(script, content_type="text/javascript")
    response["Cache-Control"] = "no-cache"
    response["Service-Worker-Allowed"] = "/"
    return response
