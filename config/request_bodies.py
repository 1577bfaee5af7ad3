"""Which request bodies the server reads: one of a declared length within the limit, never a chunked one.

DRF reads a body only as far as its Content-Length says, so a chunked body would silently read as empty; and a
length over DATA_UPLOAD_MAX_MEMORY_SIZE would be read whole into memory. Both are refused before anything reads
the body: by this module's Django middleware under any server, and under ASGI by `config.asgi_front` too, as
Django takes in the whole body there before its first middleware runs.
"""

from __future__ import annotations

from collections.abc import Callable

from django.conf import settings
from django.http import HttpRequest, HttpResponseBase

from config.api.errors import error_response

Refusal = tuple[int, str, str]


def body_refusal(content_length: str | None, transfer_encoding: str | None, limit: int) -> Refusal | None:
    """Why a request's body will not be read, as (status, code, message); None when it will be."""
    if transfer_encoding:
        return 411, "length_required", "send the body with a Content-Length header (chunked bodies are not read)"
    if content_length:
        try:
            length = int(content_length)
        except ValueError:
            return 400, "bad_request", "the Content-Length header is not a number"
        if length > limit:
            return 413, "body_too_large", f"a request body may be at most {limit} bytes"
    return None


class RequestBodyMiddleware:
    """Refuses a chunked body or one over the limit, before any view reads it."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponseBase]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponseBase:
        """Answer the refusal, or pass the request on."""
        refusal = body_refusal(
            request.META.get("CONTENT_LENGTH"),
            request.META.get("HTTP_TRANSFER_ENCODING"),
            settings.DATA_UPLOAD_MAX_MEMORY_SIZE,
        )
        if refusal is not None:
            return error_response(request.path, *refusal)
        return self.get_response(request)
