"""Steps shared by the circles tests: circles made, invitations made and joined, through the API."""

from __future__ import annotations

from typing import Any

from tests.conftest import Player


def make_circle(owner: Player, name: str = "Sharma family", **fields: Any) -> dict[str, Any]:
    response = owner.post("/api/circles", {"name": name, **fields})
    assert response.status_code == 201, response.content
    return dict(response.json())


def invite(owner: Player, circle_id: str, **fields: Any) -> str:
    response = owner.post(f"/api/circles/{circle_id}/invitations", fields)
    assert response.status_code == 201, response.content
    return str(response.json()["code"])


def join(player: Player, code: str, **fields: Any) -> Any:
    return player.post(f"/api/circle-invitations/{code}/join", fields)


def circle_with(owner: Player, *members: Player, **fields: Any) -> str:
    """A circle of the owner's with the members joined by an invitation; its id."""
    circle_id = str(make_circle(owner, **fields)["id"])
    code = invite(owner, circle_id)
    for member in members:
        response = join(member, code)
        assert response.status_code == 200, response.content
    return circle_id


def error_code(response: Any) -> str:
    return str(response.json()["code"])
