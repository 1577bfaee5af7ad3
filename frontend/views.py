"""The pages that host the app: its shell for every app route, its service worker and its icon at the root."""

from __future__ import annotations

import hashlib
from functools import cache
from pathlib import Path

from django.conf import settings
from django.http import HttpRequest, HttpResponse, HttpResponseBase, HttpResponseRedirect
from django.shortcuts import render
from django.templatetags.static import static
from django.utils.cache import get_conditional_response, patch_vary_headers
from django.views.decorators.gzip import gzip_page


@cache
def _built(name: str, mtime: float) -> tuple[str, str]:
    text = (Path(settings.APP_BUILD_DIR) / name).read_text(encoding="utf-8")
    return text, f'"{hashlib.sha256(text.encode()).hexdigest()[:32]}"'


def _read_build(name: str) -> tuple[str, str] | None:
    """A file of the app's build and its ETag; None when the app is not built."""
    path = Path(settings.APP_BUILD_DIR) / name
    if not path.exists():
        return None
    return _built(name, path.stat().st_mtime)


def _revalidated(request: HttpRequest, response: HttpResponse, etag: str) -> HttpResponseBase:
    # Asked for again on every start (no-cache), as a new build changes them: a phone that has this build's
    # gets a 304 with no body. The whole response is built first, so that a 304 carries the same headers.
    response["ETag"] = etag
    response["Cache-Control"] = "no-cache"
    patch_vary_headers(response, ["Accept-Encoding"])
    return get_conditional_response(request, etag=etag, response=response) or response


# Compressed with gzip as they go: a build's shell and service worker are small, and the same for everyone.
@gzip_page
def index(request: HttpRequest, code: str = "") -> HttpResponseBase:
    """The app's shell page; the app routes itself from the URL."""
    built = _read_build("index.html")
    if built is None:
        return render(request, "frontend/not_built.html", status=503)
    page, etag = built
    return _revalidated(request, HttpResponse(page, content_type="text/html; charset=utf-8"), etag)


@gzip_page
def service_worker(request: HttpRequest) -> HttpResponseBase:
    """The service worker, served from the root so that it may cache the whole app's shell."""
    built = _read_build("sw.js")
    if built is None:
        return HttpResponse("// the app is not built", content_type="text/javascript", status=404)
    script, etag = built
    response = HttpResponse(script, content_type="text/javascript")
    response["Service-Worker-Allowed"] = "/"
    return _revalidated(request, response, etag)


def favicon(request: HttpRequest) -> HttpResponseRedirect:
    """The app's icon where browsers look for one when a page names none (the admin's pages, say)."""
    # A temporary redirect: a browser that kept a permanent one would never see a new icon's address.
    return HttpResponseRedirect(static("app/favicon.ico"))
