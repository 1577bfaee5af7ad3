"""Steps shared by the API tests: rooms made and matches started through the API."""

from __future__ import annotations

from typing import Any

from tests.conftest import Player


def create_room(player: Player, game: str = "doublehand", **fields: Any) -> dict[str, Any]:
    body = {"game": game, "options": {}, "turn_seconds": 3600, **fields}
    response = player.post("/api/rooms", body)
    assert response.status_code == 201, response.content
    return response.json()


def started_match(creator: Player, *joiners: Player, game: str = "doublehand", **fields: Any) -> str:
    """A started match: the creator in seat 0, joiners in the next seats, computer players in the rest."""
    room = create_room(creator, game, **fields)
    for seat, player in enumerate(joiners, start=1):
        assert player.post(f"/api/rooms/{room['code']}/join", {"seat": seat}).status_code == 200
    response = creator.post(f"/api/rooms/{room['code']}/start")
    assert response.status_code == 201, response.content
    return str(response.json()["match_id"])


def state(player: Player, match_id: str) -> dict[str, Any]:
    response = player.get(f"/api/matches/{match_id}")
    assert response.status_code == 200, response.content
    return dict(response.json())


def act(player: Player, match_id: str, action: dict[str, Any], expected_seq: int | None = None, key: str | None = None):
    body: dict[str, Any] = {"action": action}
    if expected_seq is not None:
        body["expected_seq"] = expected_seq
    extra = {"HTTP_IDEMPOTENCY_KEY": key} if key else {}
    return player.post(f"/api/matches/{match_id}/actions", body, **extra)


def finish(player: Player, match_id: str) -> dict[str, Any]:
    """Play the match to its end: computer turns by the computer, the player's own by their first legal action."""
    from games.services.matches import run_computer_turns

    while True:
        run_computer_turns(match_id)
        body = state(player, match_id)
        if body["status"] == "finished":
            return body
        act(player, match_id, body["legal"][0], body["seq"])
