"""Every API error as JSON `{"code": ..., "message": ...}` with a 4xx status, never an HTML page."""

from __future__ import annotations

from typing import Any

from django.core.exceptions import PermissionDenied as DjangoPermissionDenied
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
    """Every error of the API."""

    code = serializers.CharField()
    message = serializers.CharField()


def _first_message(detail: Any) -> str:
    """The first plain message in DRF's nested error detail, with the field it is about."""
    if isinstance(detail, dict):
        for field, inner in detail.items():
            message = _first_message(inner)
            return message if field == "non_field_errors" else f"{field}: {message}"
    if isinstance(detail, list) and detail:
        return _first_message(detail[0])
    return str(detail)


def api_exception_handler(exc: Exception, context: dict[str, Any]) -> Response | None:
    """Turn service errors and DRF's exceptions into the API's error body."""
    if isinstance(exc, ServiceError):
        return Response(exc.to_json(), status=exc.status)
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
        body["retry_after"] = round(wait)
    response.data = body
    return response


def json_not_found(request: HttpRequest, exception: Exception | None = None) -> HttpResponse:
    """404 for a URL that matches no route: JSON under /api/, a plain page elsewhere."""
    if request.path.startswith("/api/"):
        return JsonResponse({"code": "not_found", "message": "no such API route"}, status=404)
    return HttpResponse("Not found", status=404, content_type="text/plain")


def json_bad_request(request: HttpRequest, exception: Exception | None = None) -> HttpResponse:
    """400 raised by Django itself (a body over the size limit, say): JSON under /api/."""
    if request.path.startswith("/api/"):
        return JsonResponse({"code": "bad_request", "message": str(exception or "bad request")}, status=400)
    return HttpResponse("Bad request", status=400, content_type="text/plain")


def json_server_error(request: HttpRequest) -> HttpResponse:
    """500, as JSON under /api/ (it should never happen: every bad input has its 4xx)."""
    if request.path.startswith("/api/"):
        return JsonResponse({"code": "server_error", "message": "something went wrong on our side"}, status=500)
    return HttpResponse("Server error", status=500, content_type="text/plain")
