"""A shared match never shows a hidden piece unless every hand may be shown: for every game, live and finished.

Each frame of each deal is checked against the pieces a spectator may not see in that frame's own state, worked
out by the engine from the log (`tests/kits.py` names them per game): others' hands, a hidden trump, the pack.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from games.engine import GAMES
from games.engine.replay import steps
from games.models import Match
from games.services.tables import deal_events
from tests.api.helpers import started_match
from tests.kits import HIDDEN
from tests.sharing.helpers import play_a_little, play_to_the_end, share, shared

# Whole matches per game, played through the API: what a link shows comes from the engine, whatever the database
# (CI runs these on SQLite only; the links tests run on both).
pytestmark = [pytest.mark.django_db, pytest.mark.any_database]

EVERY_GAME = sorted(GAMES)
SHORT = {"allfours": {"target": 1}, "texas42": {"target": 1}}
"""Options that end a match sooner, where a game has them (the others play their usual match)."""
LONG = {"pebbles": {"target": 30}}
"""Options that keep a match running for a few actions, where it could be over at once."""


def frame_states(match_id: str, deal: int) -> list[Any]:
    """The engine's state after each step of a deal, replayed from the log: one for each frame of the replay."""
    match = Match.objects.get(public_id=match_id)
    game = GAMES[match.game]
    deals = deal_events(match, since=0)[: deal + 1]
    start = game.new_match(match.options, match.first_dealer)
    return [step.state for step in steps(game, start, deals) if step.deal == deal]


def shown_hidden_pieces(match_id: str, token: str) -> tuple[bool, list[str]]:
    """Read every deal through the link; whether it showed every hand, and each hidden piece it showed, where."""
    first = shared(token)
    assert first.status_code == 200, first.content
    body = first.json()
    game = body["game"]
    leaked: list[str] = []
    for deal in range(body["match"]["deals"]):
        answer = shared(token, deal).json()
        assert answer["full_hands"] is body["full_hands"]
        frames = answer["match"]["frames"]
        states = frame_states(match_id, deal)
        if body["status"] == "in_progress":
            # A live link is a spectator, one trick behind in a partnership game: the current deal is cut short.
            assert len(frames) <= len(states)
            states = states[: len(frames)]
        assert len(frames) == len(states)
        for number, (frame, state) in enumerate(zip(frames, states, strict=True)):
            text = json.dumps(frame)
            assert "deck" not in text and "shuffle" not in text
            if not body["full_hands"]:
                assert "hands" not in frame["view"] and frame["view"]["hand"] == []
            hidden = HIDDEN[game](state, None)
            leaked += [f"deal {deal} frame {number}: {piece}" for piece in sorted(hidden) if f'"{piece}"' in text]
    return body["full_hands"], leaked


@pytest.mark.parametrize("game", EVERY_GAME)
def test_a_live_match_shows_only_the_spectators_view(game, alice):
    match_id = started_match(alice, game=game, allow_spectators=True, bot_level="random", options=LONG.get(game, {}))
    link = share(alice, match_id)
    running = play_a_little(match_id, {0: alice}, 4)
    assert running["status"] == "in_progress"
    full_hands, leaked = shown_hidden_pieces(match_id, link["token"])
    assert full_hands is False
    assert leaked == []


@pytest.mark.parametrize("game", EVERY_GAME)
def test_a_live_match_where_spectators_are_kept_out_shows_nothing(game, alice):
    match_id = started_match(alice, game=game, bot_level="random", options=LONG.get(game, {}))
    link = share(alice, match_id)
    play_a_little(match_id, {0: alice}, 2)
    response = shared(link["token"])
    assert (response.status_code, response.json()["code"]) == (403, "spectators_not_allowed")
    assert set(response.json()) == {"code", "message"}


@pytest.mark.any_database  # whole matches through the API: nothing here differs between databases
@pytest.mark.parametrize("game", EVERY_GAME)
def test_a_finished_match_shows_every_hand_only_once_every_person_agrees(game, alice, bob):
    match_id = started_match(alice, bob, game=game, bot_level="random", options=SHORT.get(game, {}))
    link = share(bob, match_id)
    play_to_the_end(match_id, {0: alice, 1: bob})
    # No spectators, and only Alice agrees: the spectator's view, with nothing hidden in it.
    alice.post(f"/api/matches/{match_id}/share-consent", {"consent": True})
    full_hands, leaked = shown_hidden_pieces(match_id, link["token"])
    assert full_hands is False
    assert leaked == []
    # Bob agrees too: every hand is shown, so the same check now finds the pieces (it can fail).
    bob.post(f"/api/matches/{match_id}/share-consent", {"consent": True})
    full_hands, leaked = shown_hidden_pieces(match_id, link["token"])
    assert full_hands is True
    assert leaked


MARKS = {"scoring": "marks", "contracts": ["nello", "sevens", "splash", "plunge"], "target": 100}
"""Texas 42's marks game with every contract: a nello's partner sits out with a hand nobody sees.

Played to 100 marks so that it is still running after thirty random moves: random bids of several marks a hand
reached 21 marks within them on some decks.
"""


def test_a_live_marks_match_with_every_contract_shows_only_the_spectators_view(alice):
    match_id = started_match(alice, game="texas42", allow_spectators=True, bot_level="random", options=MARKS)
    link = share(alice, match_id)
    running = play_a_little(match_id, {0: alice}, 30)
    full_hands, leaked = shown_hidden_pieces(match_id, link["token"])
    assert (running["status"], full_hands, leaked) == ("in_progress", False, [])


@pytest.mark.any_database  # whole matches through the API: nothing here differs between databases
@pytest.mark.parametrize("game", EVERY_GAME)
def test_a_finished_match_of_a_room_that_let_spectators_in_shows_every_hand(game, alice):
    match_id = started_match(alice, game=game, allow_spectators=True, bot_level="random", options=SHORT.get(game, {}))
    link = share(alice, match_id)
    play_to_the_end(match_id, {0: alice})
    full_hands, leaked = shown_hidden_pieces(match_id, link["token"])
    assert full_hands is True
    assert leaked
