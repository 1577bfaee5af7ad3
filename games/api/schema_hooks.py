"""Additions to the OpenAPI schema for routes that are not DRF views (the match's stream)."""

from __future__ import annotations

from typing import Any

from games.codes import PUBLIC_ID_PATTERN


def _error(description: str) -> dict[str, Any]:
    return {
        "content": {"application/json": {"schema": {"$ref": "#/components/schemas/ErrorOut"}}},
        "description": description,
    }


def add_match_stream(result: dict[str, Any], generator: Any, request: Any, public: bool) -> dict[str, Any]:
    """Describe GET /api/matches/{id}/stream: a plain async view (DRF cannot stream), so drf-spectacular misses it."""
    result["paths"]["/api/matches/{match_id}/stream"] = {
        "get": {
            "operationId": "matches_stream",
            "description": (
                "The caller's events of the match as server-sent events while the table is open: one message per "
                "event (`id:` its seq, `event: match_event`, `data:` the event as in GET .../events), a comment "
                "as heartbeat, the end once a finished match's last events are sent. Resumes after `Last-Event-ID` "
                "or `after`. Answered only by the ASGI web process (503 `stream_unavailable` elsewhere: poll)."
            ),
            "parameters": [
                {
                    "in": "path",
                    "name": "match_id",
                    "schema": {"type": "string", "pattern": f"^{PUBLIC_ID_PATTERN}$"},
                    "required": True,
                },
                {
                    "in": "query",
                    "name": "after",
                    "schema": {"type": "integer"},
                    "description": "a sequence number: stream the events after it (default: from now)",
                },
                {
                    "in": "header",
                    "name": "Last-Event-ID",
                    "schema": {"type": "string"},
                    "description": "the last event seen, to resume after a drop",
                },
            ],
            "tags": ["matches"],
            "security": [{"tokenAuth": []}],
            "responses": {
                "200": {
                    "content": {"text/event-stream": {"schema": {"type": "string"}}},
                    "description": "server-sent events",
                },
                "400": _error("a bad `after` or Last-Event-ID"),
                "401": _error("no or a bad token"),
                "404": _error("no such match, or not one the caller may see"),
                "503": _error("this server does not stream (`stream_unavailable`): poll instead"),
            },
        }
    }
    return result
