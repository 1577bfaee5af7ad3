"""Every answer the API tests receive is checked against the committed OpenAPI schema, so the two cannot drift."""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from functools import cache
from pathlib import Path
from typing import Any

import yaml
from openapi_core import OpenAPI
from openapi_core.contrib.django import DjangoOpenAPIRequest, DjangoOpenAPIResponse
from rest_framework.test import APIClient

SCHEMA = Path(__file__).resolve().parents[1] / "config" / "openapi.yaml"

Checked = set[tuple[str, str, int]]

checked: Checked = set()
"""(method, schema path, status) of every answer checked in this test run."""
_records: list[Checked] = []


@contextmanager
def recording() -> Iterator[Checked]:
    """Collect the answers checked inside the block only, not those of other tests in the same run."""
    record: Checked = set()
    _records.append(record)
    try:
        yield record
    finally:
        _records.remove(record)


@cache
def committed_document() -> dict[str, Any]:
    """The committed schema as read from its YAML, once per process; callers must not change it.

    LibYAML's loader when PyYAML has it: the pure-Python one took 0.4 s to read this 280 kB file, and tests that read
    it once each had spent some 14 s of one process on it.
    """
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    return dict(yaml.load(SCHEMA.read_text(), Loader=loader))


@cache
def schema() -> OpenAPI:
    """The committed schema (the one `/api/schema/` serves), read once, its objects closed (see `closed`)."""
    return OpenAPI.from_dict(closed(committed_document()))


def closed(node: Any) -> Any:
    """The schema with every object that lists its properties, and says nothing of others, allowing no others.

    OpenAPI lets an object carry keys its schema does not name; an answer's key the schema leaves out would then
    pass unseen, and be missing from the types the app generates from the schema. Objects meant to be free-form
    (a game's view, an action) list no properties, or say `additionalProperties`, and stay open.
    """
    if isinstance(node, list):
        return [closed(item) for item in node]
    if not isinstance(node, dict):
        return node
    copy = {key: closed(value) for key, value in node.items()}
    if isinstance(copy.get("properties"), dict) and "additionalProperties" not in copy:
        copy["additionalProperties"] = False
    return copy


def check_against_schema(response: Any) -> None:
    """Fail if an answer of an API route is not what the schema says that route answers with that status."""
    request = response.wsgi_request
    if not request.path.startswith("/api/") or request.path.startswith("/api/schema"):
        return
    resolved = getattr(request, "resolver_match", None)
    # A middleware's answer (a 304, a 411 or a 413) comes before any URL is resolved: find its path in the schema.
    path = schema_path(resolved.route) if resolved is not None else path_in_schema(request.path)
    if path is None:
        return  # no route: the 404 of an unknown address is not any operation's answer
    if resolved is None and response.status_code == 301 and response["Location"].startswith("https://"):
        return  # the proxy's plain HTTP sent to HTTPS (SECURE_SSL_REDIRECT): before the API, for any address
    if response.status_code == 405:
        # A method the route does not answer: the schema must not list it either.
        assert request.method.lower() not in schema_paths().get(path, {}), (
            f"{request.method} {request.path} is in the schema"
        )
        return
    schema().validate_response(AnsweredRequest(request), DjangoOpenAPIResponse(response))
    for record in (checked, *_records):
        record.add((request.method, path, response.status_code))


def schema_path(route: str) -> str:
    """A URL pattern as the schema writes it: `api/matches/<public_id:match_id>` is `/api/matches/{match_id}`."""
    return "/" + re.sub(r"<(?:\w+:)?(\w+)>", r"{\1}", route)


def path_in_schema(address: str) -> str | None:
    """The schema's path that an address matches (`/api/matches/abc` is `/api/matches/{match_id}`), if any."""
    if address in schema_paths():
        return address
    for path in schema_paths():
        if re.fullmatch(re.sub(r"\\\{\w+\\\}", "[^/]+", re.escape(path)), address):
            return path
    return None


@cache
def schema_paths() -> dict[str, dict[str, Any]]:
    """The schema's operations, by path and method."""
    paths: dict[str, dict[str, Any]] = committed_document()["paths"]
    return paths


class AnsweredRequest(DjangoOpenAPIRequest):
    """A request as the check of its answer sees it: without its body, which that check does not need."""

    @property
    def body(self) -> bytes:
        """Nothing: a body refused as too large (the 413) cannot even be read."""
        return b""


class CheckedClient(APIClient):
    """A DRF test client whose every answer from the API is checked against the schema."""

    def request(self, *args: Any, **kwargs: Any) -> Any:
        """Send, then check the answer."""
        response = super().request(*args, **kwargs)
        check_against_schema(response)
        return response
