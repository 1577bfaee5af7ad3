"""The error a service raises for a refused request: an HTTP status, a machine-readable code, a plain message."""

from __future__ import annotations

from typing import Any


class ServiceError(Exception):
    """A request the service refuses; the API answers it as `{"code": ..., "message": ...}`."""

    def __init__(self, status: int, code: str, message: str, **extra: Any) -> None:
        super().__init__(message)
        self.status = status
        self.code = code
        self.message = message
        self.extra = extra

    def to_json(self) -> dict[str, Any]:
        """The error body of the API."""
        return {"code": self.code, "message": self.message, **self.extra}


def bad_request(code: str, message: str, **extra: Any) -> ServiceError:
    """400: the request itself is wrong."""
    return ServiceError(400, code, message, **extra)


def forbidden(code: str, message: str, **extra: Any) -> ServiceError:
    """403: the caller may not do this."""
    return ServiceError(403, code, message, **extra)


def not_found(code: str, message: str) -> ServiceError:
    """404: no such thing (or not visible to the caller)."""
    return ServiceError(404, code, message)


def conflict(code: str, message: str, **extra: Any) -> ServiceError:
    """409: the request conflicts with the current state."""
    return ServiceError(409, code, message, **extra)
