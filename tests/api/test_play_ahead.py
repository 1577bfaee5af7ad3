"""Play ahead: a seated player's choice for their next turn, played when it comes unless stale or illegal.

The staleness rules are those of docs/play-ahead.md: a new deal, a finished trick, a trump call, any other call.
"""

from __future__ import annotations

import pytest

from accounts.tokens import digest_of
from games.models import Event, EventType, Match, MatchStatus, QueuedAction
from games.services.etags import etag_for_caller
from games.services.history import _recorded_deals
from tests.api.ahead_steps import (
    REAL_GAMES,
    SEATS,
    ahead,
    body,
    cancel,
    first_play,
    legal_after,
    move,
    table,
    to_play,
)
from tests.api.helpers import act, state
from tests.conftest import make_player

pytestmark = pytest.mark.django_db

WAITING = {"state": "waiting", "reason": None, "because": None}


def dropped(action, reason, because=None):
    return {"action": action, "state": "dropped", "reason": reason, "because": because}


def last_action(match_id: str) -> Event:
    return Event.objects.filter(match__public_id=match_id, type=EventType.ACTION).order_by("-seq")[0]


class TestPlayedWhenTheTurnComes:
    @pytest.mark.parametrize("game", REAL_GAMES)
    def test_a_choice_made_ahead_is_played_as_the_players_own_once_others_have_played_to_the_trick(self, game):
        match_id, players = table(game)
        now = to_play(players, match_id)
        count = SEATS[game]
        leader = now["to_act"]
        third = (leader + 2) % count
        lead = first_play(now["legal"])
        follow = first_play(legal_after(match_id, lead))
        mine = first_play(legal_after(match_id, lead, follow))
        answer = ahead(players[third], match_id, mine)
        assert answer.status_code == 200, answer.content
        assert answer.json() == {"action": mine, **WAITING}
        assert state(players[third], match_id)["ahead"] == {"action": mine, **WAITING}
        move(players, match_id, lead)
        move(players, match_id, follow)
        # The third seat's turn came with the second play, and its choice was played in the same transaction.
        events = list(Event.objects.filter(match__public_id=match_id, type=EventType.ACTION, seat=third))
        assert events, "the choice was not played"
        played = events[-1]
        assert played.payload == {**mine, "seat": third}
        assert played.by_computer is False
        assert state(players[third], match_id)["ahead"] is None
        assert not QueuedAction.objects.filter(match__public_id=match_id).exists()


class TestStale:
    @pytest.mark.parametrize("game", REAL_GAMES)
    def test_a_choice_for_a_trick_that_ends_before_the_turn_comes_is_dropped(self, game):
        match_id, players = table(game)
        now = to_play(players, match_id)
        leader = now["to_act"]
        move(players, match_id, first_play(now["legal"]))
        # The leader has played to this trick: a choice now is for the next one, made before seeing this one end.
        card = state(players[leader], match_id)["view"]["hand"][0]
        assert ahead(players[leader], match_id, {"type": "play", "card": card}).status_code == 200
        for _ in range(2 * SEATS[game]):
            now = body(players, match_id)
            if now["to_act"] == leader:
                break
            move(players, match_id, first_play(now["legal"]))
        mine = state(players[leader], match_id)
        assert mine["to_act"] == leader
        assert mine["ahead"] == dropped({"type": "play", "card": card}, "stale", "trick")
        assert last_action(match_id).seat != leader

    def test_doublehand_any_call_since_a_bid_chosen_ahead_makes_it_stale(self):
        match_id, players = table("doublehand")
        first = body(players, match_id)["to_act"]
        later = (first + 2) % 4
        assert ahead(players[later], match_id, {"type": "bid", "value": 9}).status_code == 200
        move(players, match_id, {"type": "bid", "value": 7})
        move(players, match_id, {"type": "pass"})
        mine = state(players[later], match_id)
        assert mine["to_act"] == later
        assert mine["ahead"] == dropped({"type": "bid", "value": 9}, "stale", "call")

    def test_doublehand_a_trump_declared_since_makes_a_choice_stale(self):
        match_id, players = table("doublehand")
        first = body(players, match_id)["to_act"]
        move(players, match_id, {"type": "bid", "value": 7})
        for _ in range(3):
            move(players, match_id, {"type": "pass"})
        after = (first + 1) % 4
        card = state(players[after], match_id)["view"]["hand"][0]
        assert ahead(players[after], match_id, {"type": "play", "card": card}).status_code == 200
        declaring = body(players, match_id)
        assert declaring["to_act"] == first
        move(players, match_id, next(a for a in declaring["legal"] if a["type"] == "declare_trump" and "card" in a))
        move(players, match_id, first_play(body(players, match_id)["legal"]))
        mine = state(players[after], match_id)
        assert mine["to_act"] == after
        assert mine["ahead"] == dropped({"type": "play", "card": card}, "stale", "trump")

    def test_doublehand_a_deal_thrown_in_makes_a_choice_stale(self):
        match_id, players = table("doublehand")
        first = body(players, match_id)["to_act"]
        move(players, match_id, {"type": "pass"})
        assert ahead(players[first], match_id, {"type": "bid", "value": 7}).status_code == 200
        for _ in range(3):
            move(players, match_id, {"type": "pass"})
        # All four passed: the same dealer deals again, and the first bidder is to call again in a new deal.
        mine = state(players[first], match_id)
        assert mine["to_act"] == first
        assert Match.objects.get(public_id=match_id).deal_seq > 1
        assert mine["ahead"] == dropped({"type": "bid", "value": 7}, "stale", "deal")

    def test_allfours_standing_since_makes_a_choice_stale(self):
        match_id, players = table("allfours")
        elder = body(players, match_id)["to_act"]
        after = (elder + 1) % 4
        card = state(players[after], match_id)["view"]["hand"][0]
        assert ahead(players[after], match_id, {"type": "play", "card": card}).status_code == 200
        move(players, match_id, {"type": "stand"})
        move(players, match_id, first_play(body(players, match_id)["legal"]))
        mine = state(players[after], match_id)
        assert mine["to_act"] == after
        assert mine["ahead"] == dropped({"type": "play", "card": card}, "stale", "trump")

    def test_allfours_a_beg_since_makes_the_dealers_choice_stale(self):
        match_id, players = table("allfours")
        elder = body(players, match_id)["to_act"]
        dealer = (elder - 1) % 4
        assert ahead(players[dealer], match_id, {"type": "give_one"}).status_code == 200
        move(players, match_id, {"type": "beg"})
        mine = state(players[dealer], match_id)
        assert mine["to_act"] == dealer
        assert mine["ahead"] == dropped({"type": "give_one"}, "stale", "call")

    def test_texas42_any_bid_since_makes_a_bid_chosen_ahead_stale(self):
        match_id, players = table("texas42")
        first = body(players, match_id)["to_act"]
        later = (first + 2) % 4
        assert ahead(players[later], match_id, {"type": "bid", "value": 31}).status_code == 200
        move(players, match_id, {"type": "bid", "value": 30})
        move(players, match_id, {"type": "pass"})
        mine = state(players[later], match_id)
        assert mine["to_act"] == later
        assert mine["ahead"] == dropped({"type": "bid", "value": 31}, "stale", "call")

    def test_texas42_trumps_named_since_make_a_choice_stale(self):
        match_id, players = table("texas42")
        first = body(players, match_id)["to_act"]
        move(players, match_id, {"type": "bid", "value": 30})
        for _ in range(3):
            move(players, match_id, {"type": "pass"})
        after = (first + 1) % 4
        domino = state(players[after], match_id)["view"]["hand"][0]
        assert ahead(players[after], match_id, {"type": "play", "card": domino}).status_code == 200
        naming = body(players, match_id)
        assert naming["to_act"] == first
        move(players, match_id, next(a for a in naming["legal"] if a["type"] == "name_trump"))
        move(players, match_id, first_play(body(players, match_id)["legal"]))
        mine = state(players[after], match_id)
        assert mine["to_act"] == after
        assert mine["ahead"] == dropped({"type": "play", "card": domino}, "stale", "trump")


class TestIllegal:
    @pytest.mark.parametrize("game", REAL_GAMES)
    def test_a_choice_the_rules_refuse_when_the_turn_comes_is_dropped_and_the_player_chooses(self, game):
        match_id, players = table(game)
        now = to_play(players, match_id)
        third = (now["to_act"] + 2) % SEATS[game]
        hand = state(players[third], match_id)["view"]["hand"]
        found = None
        for lead in [a for a in now["legal"] if a["type"] == "play"]:
            follow = first_play(legal_after(match_id, lead))
            allowed = {a.get("card") for a in legal_after(match_id, lead, follow)}
            refused = [card for card in hand if card not in allowed]
            if refused:
                found = lead, follow, refused[0]
                break
        assert found, "every card of the third seat's hand is allowed whatever is led"
        lead, follow, card = found
        assert ahead(players[third], match_id, {"type": "play", "card": card}).status_code == 200
        move(players, match_id, lead)
        move(players, match_id, follow)
        mine = state(players[third], match_id)
        assert mine["to_act"] == third
        assert mine["ahead"] == dropped({"type": "play", "card": card}, "illegal")
        # Acting ends the note.
        move(players, match_id, first_play(mine["legal"]))
        assert state(players[third], match_id)["ahead"] is None


class TestChoosing:
    def test_a_new_choice_replaces_the_old_and_cancel_forgets_it(self):
        match_id, players = table("allfours")
        elder = body(players, match_id)["to_act"]
        other = players[(elder + 2) % 4]
        hand = state(other, match_id)["view"]["hand"]
        assert ahead(other, match_id, {"type": "play", "card": hand[0]}).status_code == 200
        assert ahead(other, match_id, {"type": "play", "card": hand[1]}).status_code == 200
        read = other.get(f"/api/matches/{match_id}/ahead")
        assert read.status_code == 200
        assert read.json() == {"action": {"type": "play", "card": hand[1]}, **WAITING}
        assert QueuedAction.objects.filter(match__public_id=match_id).count() == 1
        assert cancel(other, match_id).status_code == 204
        assert other.get(f"/api/matches/{match_id}/ahead").status_code == 204
        assert state(other, match_id)["ahead"] is None
        assert cancel(other, match_id).status_code == 204  # nothing to forget is fine

    def test_it_refuses_a_choice_on_your_turn_a_finished_match_and_outsiders(self):
        match_id, players = table("allfours")
        elder = body(players, match_id)["to_act"]
        answer = ahead(players[elder], match_id, {"type": "stand"})
        assert answer.status_code == 409
        assert answer.json()["code"] == "your_turn"
        outsider = make_player("Eve")
        answer = ahead(outsider, match_id, {"type": "stand"})
        assert answer.status_code == 403  # the room lets anyone watch: a watcher is told they have no seat
        assert answer.json()["code"] == "not_a_player"
        Match.objects.filter(public_id=match_id).update(status=MatchStatus.FINISHED)
        answer = ahead(players[(elder + 1) % 4], match_id, {"type": "stand"})
        assert answer.status_code == 409
        assert answer.json()["code"] == "game_over"

    def test_it_refuses_an_outsider_of_a_private_match_as_if_there_were_none(self):
        match_id, _players = table("allfours", allow_spectators=False)
        answer = ahead(make_player("Eve"), match_id, {"type": "stand"})
        assert answer.status_code == 404

    @pytest.mark.parametrize(
        ("action", "code"),
        [
            ("stand", "bad_request"),
            ({"type": "fly"}, "malformed"),
            ({"type": "play"}, "malformed"),
            ({"type": "play", "card": "ZZ"}, "malformed"),
            ({"type": "stand", "seat": 0}, "unknown_fields"),
            ({"type": "stand", "colour": "red"}, "unknown_fields"),
        ],
    )
    def test_it_refuses_a_malformed_choice(self, action, code):
        match_id, players = table("allfours")
        other = players[(body(players, match_id)["to_act"] + 1) % 4]
        answer = other.client.put(f"/api/matches/{match_id}/ahead", {"action": action}, format="json")
        assert answer.status_code == 400, answer.content
        if code != "bad_request":
            assert answer.json()["code"] == code
        assert not QueuedAction.objects.exists()

    def test_it_refuses_a_card_that_is_not_in_your_hand(self):
        match_id, players = table("allfours")
        elder = body(players, match_id)["to_act"]
        other = players[(elder + 1) % 4]
        foreign = state(players[elder], match_id)["view"]["hand"][0]
        answer = ahead(other, match_id, {"type": "play", "card": foreign})
        assert answer.status_code == 400
        assert answer.json()["code"] == "not_in_hand"


class TestNoLeak:
    @pytest.mark.parametrize("game", REAL_GAMES)
    def test_a_choice_made_ahead_changes_nothing_anyone_else_can_read(self, game):
        match_id, players = table(game)
        now = to_play(players, match_id)
        mover = now["to_act"]
        chooser = (mover + 1) % SEATS[game]
        card = state(players[chooser], match_id)["view"]["hand"][0]
        watcher = make_player("Eve")
        others = [player for seat, player in players.items() if seat != chooser] + [watcher]

        def seen() -> list[object]:
            match = Match.objects.get(public_id=match_id)
            out: list[object] = [_recorded_deals(match)]
            for player in others:
                read = player.get(f"/api/matches/{match_id}")
                assert read.status_code == 200
                events = player.get(f"/api/matches/{match_id}/events?after=0")
                assert events.status_code == 200
                quick = etag_for_caller(match_id, digest_of(player.token))
                out += [read.json(), read.headers["ETag"], events.json(), quick]
            return out

        def own_etag() -> str:
            return str(players[chooser].get(f"/api/matches/{match_id}").headers["ETag"])

        before, own_before = seen(), own_etag()
        assert ahead(players[chooser], match_id, {"type": "play", "card": card}).status_code == 200
        assert seen() == before
        # The chooser's own ETag changes, so that their other devices read the choice.
        own_queued = own_etag()
        assert own_queued != own_before
        assert etag_for_caller(match_id, digest_of(players[chooser].token)) == own_queued
        assert cancel(players[chooser], match_id).status_code == 204
        assert seen() == before
        assert own_etag() == own_before


def test_acting_on_ones_turn_is_unchanged_by_others_choices():
    """A move by the seat to act answers as it would have; the choice of the next seat is played after it."""
    match_id, players = table("allfours")
    elder = body(players, match_id)["to_act"]
    move(players, match_id, {"type": "stand"})
    lead = first_play(body(players, match_id)["legal"])
    follow = first_play(legal_after(match_id, lead))
    assert ahead(players[(elder + 1) % 4], match_id, follow).status_code == 200
    answer = act(players[elder], match_id, lead, body(players, match_id, elder)["seq"])
    assert answer.status_code == 201
    assert answer.json()["ahead"] is None
    assert answer.json()["to_act"] == (elder + 2) % 4
