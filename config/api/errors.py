"""Every API error as JSON `{"code": ..., "message": ...}` with a 4xx status, never an HTML page.

An error that says when to try again (`retry_after`, in seconds) says it in a `Retry-After` header too.
A database that cannot be reached is the one 5xx a client is told to retry: `503 database_unavailable`.
"""

from __future__ import annotations

import logging
import math
import sys
from typing import Any

from django.core.exceptions import PermissionDenied as DjangoPermissionDenied
from django.db import InterfaceError, OperationalError
from django.http import Http404, HttpRequest, HttpResponse, JsonResponse
from rest_framework import exceptions, serializers
from rest_framework.response import Response
from rest_framework.views import exception_handler

from config.api.service_errors import ServiceError

_CODES: dict[type[exceptions.APIException], str] = {
    exceptions.ParseError: "malformed_json",
    exceptions.NotAuthenticated: "not_authenticated",
    exceptions.AuthenticationFailed: "bad_token",
    exceptions.PermissionDenied: "forbidden",
    exceptions.NotFound: "not_found",
    exceptions.MethodNotAllowed: "method_not_allowed",
    exceptions.NotAcceptable: "not_acceptable",
    exceptions.UnsupportedMediaType: "unsupported_media_type",
    exceptions.Throttled: "throttled",
    exceptions.ValidationError: "invalid",
}


class ErrorOut(serializers.Serializer[Any]):
    """Every error of the API: a code and a plain message, and for some codes a detail beside them."""

    code = serializers.CharField()
    message = serializers.CharField()
    retry_after = serializers.IntegerField(
        required=False, help_text="Seconds to wait before trying again, as the Retry-After header says too."
    )
    seq = serializers.IntegerField(required=False, help_text="For a move made on an old state: the match's seq now.")
    banned_until = serializers.DateTimeField(required=False, help_text="For `banned`: when the ban ends.")
    muted_until = serializers.DateTimeField(required=False, help_text="For `chat_muted`: when the mute ends.")
    rooms = serializers.ListField(
        child=serializers.CharField(),
        required=False,
        help_text="For `holidays_refused`: the codes of the caller's rooms that refuse holidays.",
    )

    def get_fields(self) -> dict[str, serializers.Field[Any, Any, Any, Any]]:
        """The fields declared above, and `fields`: a name no class attribute can take (it is the serializer's own)."""
        problems = serializers.JSONField(
            required=False, help_text="For `invalid`: each field's problems, as DRF gives them."
        )
        return {**super().get_fields(), "fields": problems}


DATABASE_RETRY_SECONDS = 2
"""What a client is told to wait while the database is away: about as long as PostgreSQL takes to restart."""
DATABASE_AWAY = "the database cannot be reached just now; try again shortly"

log = logging.getLogger(__name__)


def database_unavailable(path: str) -> HttpResponse:
    """503 with Retry-After: the database could not be reached (restarting, say); trying again soon is right."""
    response = error_response(path, 503, "database_unavailable", DATABASE_AWAY, retry_after=DATABASE_RETRY_SECONDS)
    response["Retry-After"] = str(DATABASE_RETRY_SECONDS)
    return response


def _is_database_away(exc: BaseException | None) -> bool:
    """Whether an exception means the database cannot be reached (not a bad query, which is a bug)."""
    return isinstance(exc, (OperationalError, InterfaceError))


def _first_message(detail: Any) -> str:
    """The first plain message in DRF's nested error detail, with the field it is about."""
    if isinstance(detail, dict):
        for field, inner in detail.items():
            message = _first_message(inner)
            return message if field == "non_field_errors" else f"{field}: {message}"
    if isinstance(detail, list) and detail:
        return _first_message(detail[0])
    return str(detail)


def _with_retry_after(response: Response) -> Response:
    """The response, with a Retry-After header whenever its body says when to try again."""
    if isinstance(response.data, dict) and isinstance(response.data.get("retry_after"), int):
        response["Retry-After"] = str(max(response.data["retry_after"], 0))
    return response


def api_exception_handler(exc: Exception, context: dict[str, Any]) -> Response | None:
    """Turn service errors and DRF's exceptions into the API's error body."""
    if isinstance(exc, ServiceError):
        return _with_retry_after(Response(exc.to_json(), status=exc.status))
    if _is_database_away(exc):
        log.warning("database unavailable: %s", exc)
        away = {"code": "database_unavailable", "message": DATABASE_AWAY, "retry_after": DATABASE_RETRY_SECONDS}
        return _with_retry_after(Response(away, status=503))
    if isinstance(exc, Http404):
        exc = exceptions.NotFound()
    elif isinstance(exc, DjangoPermissionDenied):
        exc = exceptions.PermissionDenied()
    response = exception_handler(exc, context)
    if response is None or not isinstance(exc, exceptions.APIException):
        return response
    code = next((code for kind, code in _CODES.items() if isinstance(exc, kind)), "error")
    body: dict[str, Any] = {"code": code, "message": _first_message(exc.detail)}
    if isinstance(exc, exceptions.ValidationError):
        body["fields"] = exc.detail
    wait = getattr(exc, "wait", None)
    if isinstance(exc, exceptions.Throttled) and wait is not None:
        # Whole seconds, rounded up: trying again after that many is never too soon.
        body["retry_after"] = math.ceil(wait)
    response.data = body
    return _with_retry_after(response)


def error_response(path: str, status: int, code: str, message: str, **extra: Any) -> HttpResponse:
    """An error answered outside DRF: the API's JSON body under /api/, the plain message elsewhere.

    JsonResponse escapes every non-ASCII character, so a message that quotes the request always encodes.
    """
    if path.startswith("/api/"):
        return JsonResponse({"code": code, "message": message, **extra}, status=status)
    return HttpResponse(message, status=status, content_type="text/plain; charset=utf-8")


def json_not_found(request: HttpRequest, exception: Exception | None = None) -> HttpResponse:
    """404 for a URL that matches no route: JSON under /api/, a plain page elsewhere."""
    message = "no such API route" if request.path.startswith("/api/") else "Not found"
    return error_response(request.path, 404, "not_found", message)


def json_bad_request(request: HttpRequest, exception: Exception | None = None) -> HttpResponse:
    """400 raised by Django itself (a malformed multipart body, say): JSON under /api/."""
    if request.path.startswith("/api/"):
        return error_response(request.path, 400, "bad_request", str(exception or "bad request"))
    return error_response(request.path, 400, "bad_request", "Bad request")


def json_server_error(request: HttpRequest) -> HttpResponse:
    """500, as JSON under /api/ (it should never happen: every bad input has its 4xx); 503 if the database is away.

    Django calls this while handling the exception, so `sys.exc_info()` names it: a database that went away
    outside a view (opening the move's transaction, committing it) is a 503 too.
    """
    if _is_database_away(sys.exc_info()[1]):
        return database_unavailable(request.path)
    return error_response(request.path, 500, "server_error", "something went wrong on our side")
