"""Every registered game through the server: whole matches, leaks, the sweep, records and history, one suite for all.

The test game `pebbles` (tests/pebbles.py) is registered beside the real games, so that each layer is shown to
work for three players alone, a multi-piece action, deals that end as they are dealt and games won mid-deal.
"""

from __future__ import annotations

import json
import random
from datetime import timedelta
from io import StringIO

import pytest
import time_machine
from django.core.management import CommandError, call_command

from games.engine import GAMES
from games.engine.record import replay_report
from games.models import Event, EventType, Match
from games.services import matches as match_service
from games.services.matches import load_state, run_computer_turns
from games.services.turns import sweep
from tests.api.helpers import act, started_match, state
from tests.kits import HIDDEN, longer_match
from tests.pebbles import stack_deck

pytestmark = pytest.mark.django_db

EVERY_GAME = sorted(GAMES)


def hidden_from(match_id: str, seat: int | None) -> set[str]:
    """The pieces the seat may not see right now, from the server's own state."""
    match = Match.objects.get(public_id=match_id)
    return HIDDEN[match.game](load_state(match), seat)


def assert_no_leak(body: object, match_id: str, seat: int | None) -> None:
    text = json.dumps(body)
    assert "deck" not in text
    leaked = sorted(piece for piece in hidden_from(match_id, seat) if f'"{piece}"' in text)
    assert not leaked, f"seat {seat} was shown {leaked}"


def assert_snapshot_is_the_log(match_id: str) -> None:
    """The state kept on the match row equals a fresh replay of the log."""
    match = Match.objects.get(public_id=match_id)
    assert match.snapshot is not None and match.snapshot["seq"] == match.seq
    assert GAMES[match.game].restore(match.snapshot["state"]) == load_state(match)


def play_to_the_end(match_id: str, players: dict, rng: random.Random, watcher=None) -> dict:
    """Random legal moves by the people, computer turns between them, every answer checked for leaks."""
    actions = 0
    while True:
        run_computer_turns(match_id)
        assert_snapshot_is_the_log(match_id)
        # The watcher first: the last body read is a player's, who sees who is to act now (a spectator may be behind).
        lookers = [*([(None, watcher)] if watcher else []), *players.items()]
        for seat, player in lookers:
            body = state(player, match_id)
            assert_no_leak(body, match_id, seat)
            # Pieces played in earlier deals are public and may be in a hand now: look at this deal's events.
            deal_start = Match.objects.get(public_id=match_id).deal_seq
            events = player.get(f"/api/matches/{match_id}/events?after={deal_start - 1}").json()
            assert_no_leak(events, match_id, seat)
        if body["status"] == "finished":
            return body
        mover = players[body["to_act"]]
        mine = state(mover, match_id)
        # A random legal move, as the game's random player makes one (it chooses the cards of a discard of any n).
        move = GAMES[mine["game"]].bot("random")(mine["view"], rng)
        response = act(mover, match_id, move, mine["seq"])
        assert response.status_code == 201, response.content
        assert_no_leak(response.json(), match_id, mine["your_seat"])
        actions += 1
        assert actions < 5000


@pytest.mark.any_database  # a whole match per game: the same statements, hundreds of times
@pytest.mark.parametrize("game", EVERY_GAME)
def test_a_whole_match_with_two_people_and_computers_leaks_nothing_and_replays(game, alice, bob, charlie):
    match_id = started_match(alice, bob, game=game, allow_spectators=True, bot_level="random")
    final = play_to_the_end(match_id, {0: alice, 1: bob}, random.Random(1), watcher=charlie)
    assert final["winner"] is not None
    assert act(alice, match_id, {"type": "pass"}).json()["code"] == "game_over"
    # The finished match's record replays, by the engine alone, to the same result.
    record = alice.get(f"/api/matches/{match_id}/record").json()
    report = replay_report(record)
    assert report["status"] == "finished"
    assert report["winner"] == final["winner"]
    assert report["scores"] == final["scores"]


@pytest.mark.parametrize("game", EVERY_GAME)
def test_every_running_matchs_snapshot_is_checked_against_its_log(game, alice):
    match_id = started_match(alice, game=game)
    run_computer_turns(match_id)
    out = StringIO()
    call_command("check_snapshots", stdout=out)
    assert "every snapshot equals its replayed log" in out.getvalue()
    # A snapshot that no longer matches the log is reported, and the command fails.
    match = Match.objects.get(public_id=match_id)
    tampered = GAMES[game].snapshot(GAMES[game].restore(match.snapshot["state"]))
    tampered["match"]["scores"] = [99] * len(GAMES[game].teams)
    Match.objects.filter(public_id=match_id).update(snapshot={"seq": match.seq, "state": tampered})
    with pytest.raises(CommandError):
        call_command("check_snapshots", stdout=StringIO())


@pytest.mark.any_database  # a whole match per game: the same statements, hundreds of times
@pytest.mark.parametrize("game", EVERY_GAME)
def test_the_score_sheet_adds_up_game_by_game(game, alice):
    options, games_won = longer_match(game)
    match_id = started_match(alice, game=game, options=options)
    final = play_to_the_end(match_id, {0: alice}, random.Random(2))
    deals = alice.get(f"/api/matches/{match_id}/deals").json()
    sides = len(GAMES[game].teams)
    totals, won = [0] * sides, [0] * sides
    for number, deal in enumerate(deals):
        totals = [a + b for a, b in zip(totals, deal["summary"]["score_delta"], strict=True)]
        if deal["games_won"] != won and number < len(deals) - 1:
            totals = [0] * sides  # a game was won and the next one starts from nothing
        won = deal["games_won"]
        assert deal["scores"] == totals
    assert deals[-1]["scores"] == final["scores"]
    assert max(final["games_won"]) == games_won
    record = alice.get(f"/api/matches/{match_id}/record").json()
    assert len(record["deals"]) == len(deals)


@pytest.mark.any_database  # a whole match per game: the same statements, hundreds of times
@pytest.mark.parametrize("game", EVERY_GAME)
def test_history_lists_the_match_and_replays_its_deals_with_every_hand(game, alice):
    match_id = started_match(alice, game=game)
    play_to_the_end(match_id, {0: alice}, random.Random(3))
    lines = alice.get(f"/api/me/matches?game={game}").json()["results"]
    assert [line["id"] for line in lines] == [match_id]
    deals = alice.get(f"/api/matches/{match_id}/deals").json()
    last = len(deals) - 1
    replay = alice.get(f"/api/matches/{match_id}/replay?deal={last}").json()
    assert replay["deals"] == len(deals)
    first, final = replay["frames"][0]["view"], replay["frames"][-1]["view"]
    assert len(first["hands"]) == GAMES[game].seat_count
    assert final["tricks"] == deals[last]["summary"]["tricks"]


@pytest.mark.parametrize("game", EVERY_GAME)
def test_an_overdue_turn_is_played_by_the_default_computer_in_every_game(game, alice):
    match_id = started_match(alice, game=game, turn_seconds=30)
    run_computer_turns(match_id)
    match = Match.objects.get(public_id=match_id)
    assert match.to_act == 0
    assert match.turn_deadline is not None
    with time_machine.travel(match.turn_deadline + timedelta(seconds=1)):
        assert sweep().timed_out == [match_id]
    move = Event.objects.get(match__public_id=match_id, seq=match.seq + 1)
    assert (move.seat, move.by_computer) == (0, True)


@pytest.mark.parametrize("game", EVERY_GAME)
def test_a_room_is_refused_a_computer_level_its_game_lacks(game, alice):
    response = alice.post("/api/rooms", {"game": game, "options": {}, "turn_seconds": 3600, "bot_level": "genius"})
    assert response.status_code == 400
    assert response.json()["code"] == "bad_bot_level"
    assert "basic" in response.json()["message"]


def test_deals_that_end_as_dealt_are_recorded_and_dealt_again_until_the_match_ends(alice, monkeypatch):
    # Given pebbles to 1 point: a deal thrown in as dealt (its first pebble a 1), then one whose dealer holds a 4.
    thrown_in = stack_deck([["r1", "r2", "r3", "r4"], ["g1", "g2", "g3", "g4"], ["b1", "b2", "b3", "b4"]], 0)
    thrown_in = ["r1", *[p for p in thrown_in if p != "r1"]]
    winning = ["g2", "g3", "g1", "b2", "b3", "b1", "b4", "r2", "r1", "r4", "r3", "g4"]
    decks = iter([thrown_in, winning])
    monkeypatch.setattr(match_service, "shuffled_deck", lambda game: list(next(decks)))
    monkeypatch.setattr("games.services.matches.secrets.randbelow", lambda n: 0)
    # When the match starts,
    match_id = started_match(alice, game="pebbles", options={"target": 1})
    # then it is over before anyone acts: two deals dealt, each with its end, and the match's end.
    match = Match.objects.get(public_id=match_id)
    kinds = list(match.events.order_by("seq").values_list("type", flat=True))
    assert kinds == [EventType.DEAL, EventType.DEAL_END, EventType.DEAL, EventType.DEAL_END, EventType.MATCH_END]
    body = state(alice, match_id)
    assert (body["status"], body["to_act"], body["winner"], body["legal"]) == ("finished", None, [0], [])
    deals = alice.get(f"/api/matches/{match_id}/deals").json()
    assert [deal["summary"]["void"] for deal in deals] == [True, False]
    assert [deal["summary"]["dealer"] for deal in deals] == [0, 0]
    record = alice.get(f"/api/matches/{match_id}/record").json()
    assert replay_report(record)["winner"] == [0]


def test_a_game_won_in_the_middle_of_a_deal_ends_it_there(alice, bob, monkeypatch):
    # Seat 1 leads a pair worth 2 points in a game to 2: the game, and the match, end after that trick.
    hands = [["r1", "g2", "b3", "b2"], ["r3", "r4", "g3", "b1"], ["g1", "r2", "g4", "b4"]]
    deck = stack_deck(hands, 0)
    assert deck[0][1] != "1" and "4" not in {p[1] for p in hands[0]}
    monkeypatch.setattr(match_service, "shuffled_deck", lambda game: list(deck))
    monkeypatch.setattr("games.services.matches.secrets.randbelow", lambda n: 0)
    match_id = started_match(alice, bob, game="pebbles", options={"target": 2})
    body = state(bob, match_id)
    assert {"type": "pair", "cards": ["r3", "r4"]} in body["legal"]
    assert act(bob, match_id, {"type": "pair", "cards": ["r3", "r4"]}, body["seq"]).status_code == 201
    run_computer_turns(match_id)
    assert state(alice, match_id)["legal"] == [{"type": "play", "card": "r1"}]
    assert act(alice, match_id, {"type": "play", "card": "r1"}).status_code == 201
    final = state(bob, match_id)
    assert (final["status"], final["winner"], final["scores"]) == ("finished", [1], [0, 2, 0])
    assert len(final["view"]["tricks"]) == 1
    hands_left = load_state(Match.objects.get(public_id=match_id)).deal.hands
    assert [len(hand) for hand in hands_left] == [3, 2, 3]
