"""Additions to the OpenAPI schema: routes that are not DRF views (the match's stream) and links between routes."""

from __future__ import annotations

from typing import Any

from games.codes import PUBLIC_ID_PATTERN


def _error(description: str) -> dict[str, Any]:
    return {
        "content": {"application/json": {"schema": {"$ref": "#/components/schemas/ErrorOut"}}},
        "description": description,
    }


NO_NUL = "^[^\\u0000]*$"
"""A text with no NUL character in it: DRF's text fields refuse one (`invalid`, "Null characters are not allowed")."""


def _no_nul_in_text(schema: dict[str, Any]) -> None:
    """Say of each text in a request's schema, nested ones too, that it takes no NUL (unless a pattern says more)."""
    if schema.get("type") == "string" and not {"pattern", "enum", "format"} & set(schema):
        schema["pattern"] = NO_NUL
    for part in (*schema.get("properties", {}).values(), schema.get("items")):
        if isinstance(part, dict):
            _no_nul_in_text(part)


def close_request_bodies(result: dict[str, Any], generator: Any, request: Any, public: bool) -> dict[str, Any]:
    """Say of every request body that it takes no other field (`unknown_fields`), and no NUL in its texts."""
    for name, component in result.get("components", {}).get("schemas", {}).items():
        if name.endswith("Request") and component.get("type") == "object":
            component.setdefault("additionalProperties", False)
            _no_nul_in_text(component)
    return result


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
                    "schema": {"type": "integer", "minimum": 0, "maximum": 2**31 - 1},
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
                "403": _error("a banned account (`banned`)"),
                "404": _error("no such match, or not one the caller may see"),
                "503": _error("this server does not stream (`stream_unavailable`): poll instead"),
            },
        }
    }
    return result


ROOM_ROUTES = (
    "rooms_read",
    "rooms_join",
    "rooms_leave",
    "rooms_move",
    "rooms_bots_add",
    "rooms_chat_read",
    "rooms_chat_send",
    "rooms_start",
    "rooms_watch",
    "rooms_rematch",
)
MATCH_ROUTES = (
    "matches_read",
    "matches_events",
    "matches_deals",
    "matches_record",
    "matches_replay",
    "matches_return",
    "matches_act",
)

# The answers (operation, status) whose body is a room, and those that name a match, with where its id is.
ROOM_SOURCES = {("rooms_create", "201"), ("rooms_bots_add", "200"), ("rooms_join", "200"), ("rooms_rematch", "201")}
MATCH_SOURCES = {
    ("rooms_start", "201"): "$response.body#/match_id",
    ("rooms_read", "200"): "$response.body#/match_id",
    ("matches_read", "200"): "$response.body#/id",
    ("matches_act", "201"): "$response.body#/id",
    ("matches_return", "200"): "$response.body#/id",
}


def _link(target: str, parameters: dict[str, str]) -> dict[str, Any]:
    return {"operationId": target, "parameters": parameters}


def add_links(
    result: dict[str, Any], generator: Any = None, request: Any = None, public: bool = True
) -> dict[str, Any]:
    """Link each answer that names a room or a match to the routes that take it (OpenAPI links)."""
    # Schemathesis's stateful test walks them: a room made, the match started and played, not codes guessed.
    operations = {
        operation["operationId"]: operation for methods in result["paths"].values() for operation in methods.values()
    }
    links: dict[tuple[str, str], dict[str, Any]] = {}
    for source in ROOM_SOURCES:
        links[source] = {target: _link(target, {"code": "$response.body#/code"}) for target in ROOM_ROUTES}
        links[source]["rooms_bots_remove"] = _link("rooms_bots_remove", {"code": "$response.body#/code", "seat": "1"})
    for source, match_id in MATCH_SOURCES.items():
        links.setdefault(source, {}).update({target: _link(target, {"match_id": match_id}) for target in MATCH_ROUTES})
    # A match's state names the moves its caller may make: play the first, at the state's sequence number.
    links[("matches_read", "200")]["matches_act"]["requestBody"] = {
        "action": "$response.body#/legal/0",
        "expected_seq": "$response.body#/seq",
    }
    for (operation_id, status), targets in links.items():
        operations[operation_id]["responses"][status]["links"] = dict(sorted(targets.items()))
    return result
