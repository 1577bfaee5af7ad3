"""Static files (WhiteNoise), but no page among them: the app's shell is served by its view alone.

The build leaves a copy of the shell at /static/app/index.html. Served from there it would miss the headers that
Django's middleware give every page (the Content-Security-Policy, the frame and permission policies), as WhiteNoise
answers before them; so a page under the static prefix is left to Django, which has no route for it (a 404).
"""

from __future__ import annotations

from typing import cast

from django.conf import settings
from django.http import HttpRequest, HttpResponseBase
from whitenoise.middleware import WhiteNoiseMiddleware

PAGE_SUFFIXES = (".html", ".htm", ".xhtml")


def is_page(path: str) -> bool:
    """Whether a path under the static prefix names a page rather than a script, a style or an image."""
    return path.startswith(f"/{settings.STATIC_URL.strip('/')}/") and path.lower().endswith(PAGE_SUFFIXES)


class StaticFilesMiddleware(WhiteNoiseMiddleware):  # type: ignore[misc]  # WhiteNoise ships no type hints
    """WhiteNoise for scripts, styles and images; pages go on to Django's routes and middleware."""

    def __call__(self, request: HttpRequest) -> HttpResponseBase:
        """Serve a static file, unless it is a page."""
        if is_page(request.path_info):
            return cast(HttpResponseBase, self.get_response(request))
        return cast(HttpResponseBase, super().__call__(request))
