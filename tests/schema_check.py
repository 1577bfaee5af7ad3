"""Every answer the API tests receive is checked against the committed OpenAPI schema, so the two cannot drift."""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path
from typing import Any

import yaml
from openapi_core import OpenAPI
from openapi_core.contrib.django import DjangoOpenAPIRequest, DjangoOpenAPIResponse
from rest_framework.test import APIClient

SCHEMA = Path(__file__).resolve().parents[1] / "config" / "openapi.yaml"

checked: set[tuple[str, str, int]] = set()
"""(method, schema path, status) of every answer checked in this test run."""


@cache
def schema() -> OpenAPI:
    """The committed schema (the one `/api/schema/` serves), read once."""
    return OpenAPI.from_file_path(str(SCHEMA))


def check_against_schema(response: Any) -> None:
    """Fail if an answer of an API route is not what the schema says that route answers with that status."""
    request = response.wsgi_request
    if not request.path.startswith("/api/") or request.path.startswith("/api/schema"):
        return
    if getattr(request, "resolver_match", None) is None:
        return  # no route: the 404 of an unknown address is not any operation's answer
    openapi_request = DjangoOpenAPIRequest(request)
    if response.status_code == 405:
        # A method the route does not answer: the schema must not list it either.
        operations = schema_paths().get(schema_path(request.resolver_match.route), {})
        assert request.method.lower() not in operations, f"{request.method} {request.path} is in the schema"
        return
    schema().validate_response(openapi_request, DjangoOpenAPIResponse(response))
    checked.add((request.method, schema_path(request.resolver_match.route), response.status_code))


def schema_path(route: str) -> str:
    """A URL pattern as the schema writes it: `api/matches/<public_id:match_id>` is `/api/matches/{match_id}`."""
    return "/" + re.sub(r"<(?:\w+:)?(\w+)>", r"{\1}", route)


@cache
def schema_paths() -> dict[str, dict[str, Any]]:
    """The schema's operations, by path and method."""
    document: dict[str, dict[str, dict[str, Any]]] = yaml.safe_load(SCHEMA.read_text())
    return document["paths"]


class CheckedClient(APIClient):
    """A DRF test client whose every answer from the API is checked against the schema."""

    def request(self, *args: Any, **kwargs: Any) -> Any:
        """Send, then check the answer."""
        response = super().request(*args, **kwargs)
        check_against_schema(response)
        return response
