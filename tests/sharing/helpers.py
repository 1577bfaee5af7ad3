"""Steps shared by the sharing tests: links made, matches played on, shared replays read without an account."""

from __future__ import annotations

import random
from typing import Any

from games.engine import GAMES
from games.services.matches import run_computer_turns
from tests.api.helpers import act, state
from tests.conftest import Player
from tests.schema_check import CheckedClient


def share(player: Player, match_id: str) -> dict[str, Any]:
    """A new link to the match, made by the player."""
    response = player.post(f"/api/matches/{match_id}/share")
    assert response.status_code == 201, response.content
    return dict(response.json())


def shared(token: str, deal: int | None = None) -> Any:
    """The shared match read by someone with no account (the answer, whatever its status)."""
    query = "" if deal is None else f"?deal={deal}"
    return CheckedClient().get(f"/api/shared/{token}{query}")


def random_move(player: Player, match_id: str, rng: random.Random) -> None:
    """The player's move: a random legal one, as the game's random player makes it.

    Not the first of `legal`: it lists none for a choice of any number of cards, as Ganjifa's discards are.
    """
    mine = state(player, match_id)
    move = GAMES[mine["game"]].bot("random")(mine["view"], rng)
    assert act(player, match_id, move, mine["seq"]).status_code == 201


def play_to_the_end(match_id: str, players: dict[int, Player]) -> dict[str, Any]:
    """Computer turns by the computer, each person's by a random legal action, until the match is over."""
    rng = random.Random(1)
    watcher = next(iter(players.values()))
    while True:
        run_computer_turns(match_id)
        body = state(watcher, match_id)
        if body["status"] == "finished":
            return body
        random_move(players[body["to_act"]], match_id, rng)


def play_a_little(match_id: str, players: dict[int, Player], actions: int) -> dict[str, Any]:
    """A few of the people's actions (computer turns between them): the match is left running, mid-deal."""
    rng = random.Random(actions)
    watcher = next(iter(players.values()))
    for _ in range(actions):
        run_computer_turns(match_id)
        body = state(watcher, match_id)
        if body["status"] == "finished":
            break
        random_move(players[body["to_act"]], match_id, rng)
    run_computer_turns(match_id)
    return state(watcher, match_id)
