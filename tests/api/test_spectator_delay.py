"""The spectator delay: a running partnership match seen one trick behind, on every path a spectator reads."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

import pytest

from accounts.models import User
from games.api.streams import _open
from games.engine import GAMES
from games.engine.replay import final_state
from games.models import EventType, Match
from games.services.matches import load_state, run_computer_turns
from tests.api.helpers import act, started_match, state
from tests.conftest import Player
from tests.sharing.helpers import share, shared

pytestmark = pytest.mark.django_db

PARTNERSHIP_GAMES = sorted(game for game in GAMES if any(len(team) > 1 for team in GAMES[game].teams))


def live_trick_cards(match_id: str) -> list[Any]:
    """The pieces of the trick being played now, from the server's own state."""
    match = Match.objects.get(public_id=match_id)
    live = load_state(match)
    trick = GAMES[match.game].trick_in_play(live.deal) if live.deal is not None else None
    return [] if trick is None else [piece for _, piece in trick["cards"]]


def finished_tricks(match_id: str) -> int:
    match = Match.objects.get(public_id=match_id)
    live = load_state(match)
    return 0 if live.deal is None else len(GAMES[match.game].tricks_of(live.deal))


def alice_leads_after_a_trick(start: Callable[[], str], alice: Player) -> str:
    """A match begun by `start`, played on (Alice at random) until a trick of the deal is done and Alice leads.

    A match that ends first (Alice may win no trick before the last in any deal) is followed by another.
    """
    rng = random.Random(3)
    for _ in range(3):
        match_id = start()
        for _ in range(400):
            run_computer_turns(match_id)
            mine = state(alice, match_id)
            if mine["status"] != "in_progress":
                break
            if finished_tricks(match_id) and not live_trick_cards(match_id) and mine["to_act"] == 0:
                return match_id
            move = GAMES[mine["game"]].bot("random")(mine["view"], rng)
            assert act(alice, match_id, move, mine["seq"]).status_code == 201
    raise AssertionError("Alice never led a trick")


def view_as_of(match_id: str, seq: int) -> dict[str, Any]:
    """The public view of the match as it stood at `seq`, replayed here from the current deal's events."""
    match = Match.objects.get(public_id=match_id)
    game = GAMES[match.game]
    events = match.events.filter(seq__gte=match.deal_seq, seq__lte=seq, type__in=[EventType.DEAL, EventType.ACTION])
    deals: list[tuple[object, list[object]]] = []
    for event in events.order_by("seq"):
        if event.type == EventType.DEAL:
            deals.append((event.payload["deck"], []))
        else:
            deals[-1][1].append(event.payload)
    return dict(game.view(final_state(game, game.resume(match.checkpoint), deals), None))


def shows_none_of(body: object, pieces: list[Any]) -> bool:
    text = json.dumps(body)
    return not [piece for piece in pieces if json.dumps(piece) in text]


@pytest.mark.parametrize("game", PARTNERSHIP_GAMES)
def test_a_spectator_sees_the_match_as_it_stood_when_the_last_trick_was_done(game, alice, charlie):
    match_id = alice_leads_after_a_trick(
        lambda: started_match(alice, game=game, allow_spectators=True, bot_level="random"), alice
    )
    before = state(charlie, match_id)
    etag = charlie.get(f"/api/matches/{match_id}")["ETag"]
    # Alice leads: one piece in the trick, which players see and a spectator must not yet.
    mine = state(alice, match_id)
    move = next(action for action in mine["legal"] if action["type"] == "play")
    assert act(alice, match_id, move, mine["seq"]).status_code == 201
    in_play = live_trick_cards(match_id)
    assert in_play
    match = Match.objects.get(public_id=match_id)

    watched = state(charlie, match_id)
    assert watched["behind"] is True
    assert watched["seq"] < match.seq
    assert watched["view"] == view_as_of(match_id, watched["seq"])
    assert watched["view"]["tricks"] and watched["turn_deadline"] is None
    assert watched == before  # nothing they may see changed
    assert shows_none_of(watched, in_play)
    # Its ETag did not move: the poll is a 304, through the quick query's path and the view's alike.
    assert charlie.get(f"/api/matches/{match_id}", HTTP_IF_NONE_MATCH=etag).status_code == 304
    # The events stop where the spectator stands; the stream starts there.
    events = charlie.get(f"/api/matches/{match_id}/events?after=0").json()
    assert events["seq"] == watched["seq"] and max(event["seq"] for event in events["events"]) == watched["seq"]
    # Pieces come again in every deal: the current deal's events are the ones that must not show them.
    assert shows_none_of([event for event in events["events"] if event["seq"] >= match.deal_seq], in_play)
    user = User.objects.get(public_id=charlie.id)
    assert _open(charlie.token, match_id)[1] == watched["seq"]
    assert user.is_staff is False
    # Seated players see it live.
    seated = state(alice, match_id)
    assert seated["seq"] == match.seq and seated["behind"] is False
    assert not shows_none_of(seated["view"]["trick"], in_play)


@pytest.mark.parametrize("game", PARTNERSHIP_GAMES)
def test_a_live_shared_link_is_one_trick_behind_too(game, alice):
    match_id = alice_leads_after_a_trick(
        lambda: started_match(alice, game=game, allow_spectators=True, bot_level="random"), alice
    )
    link = share(alice, match_id)
    mine = state(alice, match_id)
    move = next(action for action in mine["legal"] if action["type"] == "play")
    assert act(alice, match_id, move, mine["seq"]).status_code == 201
    in_play = live_trick_cards(match_id)
    deals = shared(link["token"]).json()["match"]["deals"]
    frames = shared(link["token"], deals - 1).json()["match"]["frames"]
    assert shows_none_of(frames, in_play)
    assert frames[-1]["view"]["tricks"]  # up to the finished trick


@pytest.mark.parametrize("game", PARTNERSHIP_GAMES)
def test_a_room_without_delay_and_staff_see_it_live(game, alice, bob, charlie):
    match_id = alice_leads_after_a_trick(
        lambda: started_match(alice, game=game, allow_spectators=True, bot_level="random", spectator_delay=False), alice
    )
    mine = state(alice, match_id)
    move = next(action for action in mine["legal"] if action["type"] == "play")
    assert act(alice, match_id, move, mine["seq"]).status_code == 201
    match = Match.objects.get(public_id=match_id)
    watched = state(charlie, match_id)
    assert watched["seq"] == match.seq and watched["behind"] is False
    assert not shows_none_of(watched["view"]["trick"], live_trick_cards(match_id))
    # A delayed room's staff spectator keeps the live public view.
    delayed = alice_leads_after_a_trick(
        lambda: started_match(alice, game=game, allow_spectators=True, bot_level="random"), alice
    )
    User.objects.filter(public_id=bob.id).update(is_staff=True)
    mine = state(alice, delayed)
    assert act(alice, delayed, mine["legal"][0], mine["seq"]).status_code == 201
    assert state(bob, delayed)["seq"] == Match.objects.get(public_id=delayed).seq


def test_ganjifa_has_no_partners_and_no_delay(alice, charlie):
    match_id = started_match(alice, game="ganjifa", allow_spectators=True, bot_level="random")
    run_computer_turns(match_id)
    watched = state(charlie, match_id)
    assert watched["behind"] is False
    assert watched["seq"] == Match.objects.get(public_id=match_id).seq


def test_the_room_says_whether_spectators_are_delayed(alice):
    room = alice.post("/api/rooms", {"game": "doublehand", "options": {}, "turn_seconds": 3600}).json()
    assert room["spectator_delay"] is True
    body = {"game": "doublehand", "options": {}, "turn_seconds": 3600, "spectator_delay": False}
    assert alice.post("/api/rooms", body).json()["spectator_delay"] is False
