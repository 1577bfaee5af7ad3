"""Forced moves: for a player who asks, a turn with one legal action is played at once, as their own action."""

from __future__ import annotations

import pytest

from accounts.models import User
from games.engine import GAMES
from games.engine.record import replay_report
from games.models import Event, EventType, Match
from games.services.history import match_record
from games.services.matches import load_state
from tests.api.ahead_steps import ahead, body, first_play, move, people, play_forced, table, to_play
from tests.api.helpers import started_match, state

pytestmark = pytest.mark.django_db


def actions(match_id: str) -> list[Event]:
    return list(Event.objects.filter(match__public_id=match_id, type=EventType.ACTION).order_by("seq"))


def test_the_setting_is_off_until_the_player_turns_it_on(alice):
    assert alice.get("/api/me/play-settings").json() == {"play_forced": False}
    play_forced(alice)
    assert alice.get("/api/me/play-settings").json() == {"play_forced": True}
    play_forced(alice, on=False)
    assert alice.get("/api/me/play-settings").json() == {"play_forced": False}


def test_the_setting_takes_a_boolean_only(alice):
    response = alice.client.put("/api/me/play-settings", {"play_forced": "yes"}, format="json")
    assert response.status_code == 400


def test_ganjifas_forced_first_lead_is_played_for_a_player_who_asks():
    players = people(3)
    for player in players:
        play_forced(player)
    match_id = started_match(players[0], *players[1:], game="ganjifa")
    taken = actions(match_id)
    # The holder of the trump king must lead it: nothing to choose, so it was played as the match began.
    assert taken
    first = taken[0]
    assert first.by_computer is False
    assert first.action_type == "play"
    holder = players[first.seat]
    assert state(holder, match_id)["view"]["hand_sizes"][first.seat] < 40


def test_a_forced_move_waits_for_a_player_who_did_not_ask():
    match_id, players = table("ganjifa")
    assert actions(match_id) == []
    now = body(players, match_id)
    assert len(now["legal"]) == 1


def test_forced_moves_chain_through_the_last_trick_and_the_record_replays():
    match_id, players = table("allfours")
    for player in players.values():
        play_forced(player)
    now = to_play(players, match_id)
    answer = now
    while answer["view"]["phase"] == "playing":
        answer = move(players, match_id, first_play(body(players, match_id)["legal"]))
    # The move that ended the fifth trick played the whole sixth at once (one card each): the answer is in the next
    # deal, whose first call is a choice again.
    assert answer["view"]["phase"] == "stand_or_beg"
    assert answer["view"]["hand_sizes"] == [6, 6, 6, 6]
    deal_end = Event.objects.get(match__public_id=match_id, type=EventType.DEAL_END)
    sixth = [event for event in actions(match_id) if event.seq < deal_end.seq][-4:]
    assert [event.action_type for event in sixth] == ["play"] * 4
    assert {event.seat for event in sixth} == {0, 1, 2, 3}
    assert all(event.by_computer is False for event in sixth)
    # The log is the truth: the record replays to the state kept, as for any match.
    match = Match.objects.get(public_id=match_id)
    staff = User.objects.create_user(username="staff", password="x", is_staff=True)
    report = replay_report(match_record(match, staff))
    assert report["scores"] == match.scores
    assert GAMES["allfours"].restore(match.snapshot["state"]) == load_state(match)


def test_a_choice_made_ahead_and_forced_moves_chain_after_one_move():
    match_id, players = table("allfours")
    now = to_play(players, match_id)
    while len(now["view"]["tricks"]) < 5:
        move(players, match_id, first_play(now["legal"]))
        now = body(players, match_id)
    # The last trick: one card each. The second to play chooses ahead, the last two have their forced moves played.
    leader = now["to_act"]
    second, third, fourth = ((leader + step) % 4 for step in (1, 2, 3))
    card = state(players[second], match_id)["view"]["hand"][0]
    assert ahead(players[second], match_id, {"type": "play", "card": card}).status_code == 200
    play_forced(players[third])
    play_forced(players[fourth])
    answer = move(players, match_id, first_play(now["legal"]))
    assert answer["view"]["phase"] == "stand_or_beg"
    deal_end = Event.objects.get(match__public_id=match_id, type=EventType.DEAL_END)
    last = [event for event in actions(match_id) if event.seq < deal_end.seq][-4:]
    assert [event.seat for event in last] == [leader, second, third, fourth]
    assert last[1].payload == {"seat": second, "type": "play", "card": card}
    assert all(event.by_computer is False for event in last)
