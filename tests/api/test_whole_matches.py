"""Whole matches of every game played through the API, checking that no response ever leaks a hidden card."""

from __future__ import annotations

import json
import random

import pytest

from games.engine import GAMES
from games.engine.record import replay_report
from games.models import Match
from games.services.matches import load_state, run_computer_turns
from tests.api.helpers import act, started_match, state

pytestmark = pytest.mark.django_db


def hidden_from(match_id: int, seat: int | None) -> set[str]:
    """Cards the seat may not see right now, from the server's own state: others' hands, a hidden trump."""
    match = Match.objects.get(pk=match_id)
    game = GAMES[match.game]
    current = load_state(match)
    deal = current.deal
    if deal is None:
        return set()
    cards = {card for index, hand in enumerate(deal.hands) if index != seat for card in hand}
    if seat is not None:
        own = set(deal.visible_hand(seat)) if hasattr(deal, "visible_hand") else set(deal.hands[seat])
        cards |= set(deal.hands[seat]) - own
    trump = getattr(deal, "trump", None)
    if trump is not None:
        knows = trump.revealed or (seat == deal.bid.seat and trump.mode.value == "haath_par")
        if not knows:
            cards.add(trump.card)
        if trump.revealed:
            cards.discard(trump.card)
    assert game.id == match.game
    return cards


def assert_no_leak(body: object, match_id: int, seat: int | None) -> None:
    text = json.dumps(body)
    assert "deck" not in text
    leaked = sorted(card for card in hidden_from(match_id, seat) if f'"{card}"' in text)
    assert not leaked, f"seat {seat} was shown {leaked}"


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_whole_match_with_two_people_and_two_computers_leaks_nothing(game, alice, bob, charlie):
    rng = random.Random(1)
    match_id = started_match(alice, bob, game=game, allow_spectators=True, bot_level="random")
    players = {0: alice, 1: bob}
    actions = 0
    while True:
        run_computer_turns(match_id)
        for seat, player in [*players.items(), (None, charlie)]:
            body = state(player, match_id)
            assert_no_leak(body, match_id, seat)
            # Cards played in earlier deals are public, and may well be in a hand now: look at this deal's events.
            deal_start = Match.objects.get(pk=match_id).deal_seq
            events = player.get(f"/api/matches/{match_id}/events?after={deal_start - 1}").json()
            assert_no_leak(events, match_id, seat)
        if body["status"] == "finished":
            break
        mover = players[body["to_act"]]
        mine = state(mover, match_id)
        response = act(mover, match_id, rng.choice(mine["legal"]), mine["seq"])
        assert response.status_code == 201, response.content
        assert_no_leak(response.json(), match_id, mine["your_seat"])
        actions += 1
        assert actions < 5000
    final = state(alice, match_id)
    assert final["winner"] is not None
    assert act(alice, match_id, {"type": "pass"}).json()["code"] == "game_over"
    # The finished match's record replays, by the engine alone, to the same result.
    record = alice.get(f"/api/matches/{match_id}/record").json()
    report = replay_report(record)
    assert report["status"] == "finished"
    assert report["winner"] == final["winner"]
    assert report["scores"] == final["scores"]


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_match_of_one_person_and_computers_plays_to_the_end(game, alice):
    match_id = started_match(alice, game=game)
    while True:
        run_computer_turns(match_id)
        body = state(alice, match_id)
        if body["status"] == "finished":
            break
        assert body["to_act"] == 0
        assert act(alice, match_id, body["legal"][0], body["seq"]).status_code == 201
    deals = alice.get(f"/api/matches/{match_id}/deals").json()
    assert deals
    assert deals[-1]["scores"] == body["scores"]
