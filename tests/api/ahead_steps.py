"""Steps shared by the play-ahead and forced-move tests: tables of people only, brought to the play of cards."""

from __future__ import annotations

from typing import Any

from games.engine import GAMES
from games.engine.actions import JSON
from games.models import Match
from games.services.matches import load_state
from tests.api.helpers import act, started_match, state
from tests.conftest import Player, make_player

SEATS = {"doublehand": 4, "allfours": 4, "texas42": 4, "ganjifa": 3}
REAL_GAMES = sorted(SEATS)


def people(count: int) -> list[Player]:
    return [make_player(name) for name in ("Alice", "Bob", "Charlie", "Dave")[:count]]


def table(game: str, **fields: Any) -> tuple[str, dict[int, Player]]:
    """A started match with a person in every seat (no computer turns to wait for)."""
    players = people(SEATS[game])
    match_id = started_match(players[0], *players[1:], game=game, **{"allow_spectators": True, **fields})
    return match_id, dict(enumerate(players))


def body(players: dict[int, Player], match_id: str, seat: int | None = None) -> dict[str, Any]:
    """The match as a seat sees it (by default the seat to act)."""
    if seat is None:
        seat = state(players[0], match_id)["to_act"]
    return state(players[seat], match_id)


def move(players: dict[int, Player], match_id: str, action: JSON) -> dict[str, Any]:
    """The seat to act takes this action; the answer's body."""
    mover = body(players, match_id)
    response = act(players[mover["your_seat"]], match_id, action, mover["seq"])
    assert response.status_code == 201, response.content
    return dict(response.json())


def first_play(legal: list[JSON]) -> JSON:
    """The first legal action that plays a piece (not a trump reveal)."""
    return next(action for action in legal if action["type"] == "play")


def call_to_play(legal: list[JSON], bid_made: bool) -> JSON:
    """A call that brings the deal to its play soon: the lowest opening bid, else a pass; stand; the first trump."""
    kinds = {action["type"] for action in legal}
    for kind in ("stand", "name_trump"):
        if kind in kinds:
            return next(action for action in legal if action["type"] == kind)
    if "declare_trump" in kinds:
        return next(action for action in legal if action["type"] == "declare_trump" and "card" in action)
    bids = [action for action in legal if action["type"] == "bid"]
    if bids and (not bid_made or "pass" not in kinds):
        return min(bids, key=lambda action: action["value"])
    return {"type": "pass"}


def to_play(players: dict[int, Player], match_id: str) -> dict[str, Any]:
    """Make the calls until the first card (or domino) is to be played; the body of the seat to act."""
    bid_made = False
    for _ in range(40):
        now = body(players, match_id)
        if now["view"]["phase"] == "playing":
            return now
        call = call_to_play(now["legal"], bid_made)
        bid_made = bid_made or call["type"] == "bid"
        move(players, match_id, call)
    raise AssertionError("the calls never ended")


def legal_after(match_id: str, *actions: JSON) -> list[JSON]:
    """The legal actions of the seat to act once these actions (of the seats in turn) are taken: the engine's."""
    match = Match.objects.get(public_id=match_id)
    game = GAMES[match.game]
    now = load_state(match)
    for action in actions:
        now = game.play(now, {**action, "seat": game.to_act(now)})
    return [action.to_json(with_seat=False) for action in game.legal_actions(now)]


def ahead(player: Player, match_id: str, action: JSON) -> Any:
    return player.client.put(f"/api/matches/{match_id}/ahead", {"action": action}, format="json")


def cancel(player: Player, match_id: str) -> Any:
    return player.client.delete(f"/api/matches/{match_id}/ahead")


def play_forced(player: Player, on: bool = True) -> None:
    response = player.client.put("/api/me/play-settings", {"play_forced": on}, format="json")
    assert response.status_code == 200, response.content
    assert response.json() == {"play_forced": on}
