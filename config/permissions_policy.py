"""The Permissions-Policy header: the browser features a page of ours may use (settings.PERMISSIONS_POLICY)."""

from __future__ import annotations

from collections.abc import Callable

from django.conf import settings
from django.http import HttpRequest, HttpResponseBase


def permissions_policy(features: dict[str, list[str]]) -> str:
    """The header's value: `camera=(), web-share=(self)`, each feature with the origins allowed to use it."""
    return ", ".join(f"{feature}=({' '.join(origins)})" for feature, origins in features.items())


class PermissionsPolicyMiddleware:
    """Adds the Permissions-Policy header to every response that has none."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponseBase]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponseBase:
        """Answer the request, then say which features the page may use."""
        response = self.get_response(request)
        response.headers.setdefault("Permissions-Policy", permissions_policy(settings.PERMISSIONS_POLICY))
        return response
