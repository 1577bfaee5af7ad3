"""Practice hints: the `strong` player's move for a player among computer players only, and a deal's review."""

from __future__ import annotations

import random
from datetime import timedelta
from typing import Any

import pytest
from django.core.cache import cache
from django.db import transaction
from django.utils import timezone

from config.api.throttling import ScopedThrottle
from games.engine import GAMES
from games.engine.doublehand.strong import NOTABLE_LOSS
from games.engine.search.advice import expert_review
from games.engine.search.reasons import REASONS
from games.models import Match, MatchStatus, Seat
from games.services.hints import hint_seed
from games.services.matches import lock_match, play_for, run_computer_turns
from games.services.turns import sweep
from tests.api.helpers import act, started_match, state
from tests.conftest import Player

pytestmark = pytest.mark.django_db

DOUBLEHAND = GAMES["doublehand"]


def my_turn(player: Player, match_id: str) -> dict[str, Any]:
    """The match once the computer players have made their moves and it is the player's turn (or it is over)."""
    run_computer_turns(match_id)
    return state(player, match_id)


def play_until(player: Player, match_id: str, done: Any, level: str = "basic", seed: int = 0) -> dict[str, Any]:
    """The player's moves chosen by a computer level from their own view, until `done(body)` holds on their turn."""
    rng = random.Random(seed)
    while True:
        body = my_turn(player, match_id)
        if body["status"] == "finished" or done(body):
            return body
        choice = DOUBLEHAND.bot(level)(body["view"], rng)
        assert act(player, match_id, choice, body["seq"]).status_code == 201


def in_play_with_choices(body: dict[str, Any]) -> bool:
    return body["view"]["phase"] == "playing" and len(body["legal"]) > 1


def hint(player: Player, match_id: str) -> Any:
    return player.get(f"/api/matches/{match_id}/hint")


def review(player: Player, match_id: str, deal: int) -> Any:
    return player.get(f"/api/matches/{match_id}/deals/{deal}/review")


class TestTheHintsFlag:
    def test_a_player_among_computer_players_only_is_told_hints_are_on(self, alice):
        match_id = started_match(alice)
        assert state(alice, match_id)["hints"] is True

    def test_a_second_person_turns_hints_off_for_both(self, alice, bob):
        match_id = started_match(alice, bob)
        assert state(alice, match_id)["hints"] is False
        assert state(bob, match_id)["hints"] is False

    def test_a_spectator_gets_no_hints(self, alice, charlie):
        match_id = started_match(alice, allow_spectators=True)
        assert state(charlie, match_id)["hints"] is False

    def test_the_answer_to_a_move_carries_it_too(self, alice):
        match_id = started_match(alice)
        body = my_turn(alice, match_id)
        answer = act(alice, match_id, body["legal"][0], body["seq"])
        assert answer.status_code == 201
        assert answer.json()["hints"] is True


class TestAHint:
    def test_it_is_the_strong_players_choice_from_the_callers_view(self, alice):
        match_id = started_match(alice)
        body = play_until(alice, match_id, in_play_with_choices)
        answer = hint(alice, match_id)
        assert answer.status_code == 200, answer.content
        given = answer.json()
        assert given["seq"] == body["seq"]
        assert given["action"] in body["legal"]
        match = Match.objects.get(public_id=match_id)
        expected = DOUBLEHAND.bot("strong")(body["view"], random.Random(hint_seed(match, body["seq"])))
        assert given["action"] == expected
        code = DOUBLEHAND.reason(body["view"], expected)
        assert given["reason"] == (None if code is None else {"code": code, "text": REASONS[code]})

    @pytest.mark.parametrize("game", ["texas42", "pebbles"])
    def test_other_games_hint_too_with_basic_where_a_game_has_no_strong_player(self, alice, game):
        match_id = started_match(alice, game=game)
        body = my_turn(alice, match_id)
        given = hint(alice, match_id).json()
        rules = GAMES[game]
        player = rules.bots.get("strong") or rules.bot("basic")
        assert given["action"] == player(
            body["view"], random.Random(hint_seed(Match.objects.get(public_id=match_id), body["seq"]))
        )

    def test_the_same_position_gives_the_same_hint(self, alice):
        match_id = started_match(alice)
        play_until(alice, match_id, in_play_with_choices)
        assert hint(alice, match_id).json() == hint(alice, match_id).json()

    def test_it_is_refused_when_a_second_person_sits_in_the_room(self, alice, bob):
        match_id = started_match(alice, bob)
        refused = hint(alice, match_id)
        assert refused.status_code == 403
        assert refused.json() == {
            "code": "hints_not_allowed",
            "message": "Hints are for practice: this room has another person.",
        }

    def test_a_person_away_still_counts_as_a_person(self, alice, bob):
        match_id = started_match(alice, bob)
        Seat.objects.filter(user_id=bob.pk).update(away=True)
        assert hint(alice, match_id).json()["code"] == "hints_not_allowed"
        assert state(alice, match_id)["hints"] is False

    def test_a_spectator_is_refused_as_not_a_player(self, alice, charlie):
        match_id = started_match(alice, allow_spectators=True)
        refused = hint(charlie, match_id)
        assert refused.status_code == 403
        assert refused.json()["code"] == "not_a_player"

    def test_someone_who_may_not_even_watch_is_told_there_is_no_such_match(self, alice, charlie):
        match_id = started_match(alice)
        assert hint(charlie, match_id).status_code == 404
        assert hint(alice, "NoSuchMatch0").json()["code"] == "unknown_match"

    def test_it_is_refused_when_it_is_not_the_callers_turn(self, alice):
        match_id = started_match(alice)
        body = my_turn(alice, match_id)
        assert act(alice, match_id, body["legal"][0], body["seq"]).status_code == 201
        assert state(alice, match_id)["to_act"] != 0  # a computer player's turn, which the test does not play
        refused = hint(alice, match_id)
        assert refused.status_code == 409
        assert refused.json()["code"] == "not_your_turn"

    def test_it_is_refused_once_the_match_is_over(self, alice):
        match_id = started_match(alice)
        my_turn(alice, match_id)
        Match.objects.filter(public_id=match_id).update(status=MatchStatus.FINISHED)
        refused = hint(alice, match_id)
        assert refused.status_code == 409
        assert refused.json()["code"] == "game_over"

    def test_hints_have_a_rate_limit_of_their_own(self, alice, monkeypatch):
        match_id = started_match(alice)
        my_turn(alice, match_id)
        monkeypatch.setattr(ScopedThrottle, "THROTTLE_RATES", {**ScopedThrottle.THROTTLE_RATES, "hints": "1/minute"})
        assert hint(alice, match_id).status_code == 200
        assert hint(alice, match_id).status_code == 429
        assert review(alice, match_id, 1).status_code == 429
        assert state(alice, match_id)["hints"] is True  # reading the match is not limited


class TestADealsReview:
    def test_it_marks_exactly_the_callers_moves_where_strong_expects_a_loss_of_points(self, alice):
        match_id = started_match(alice)
        match = Match.objects.get(public_id=match_id)
        rng = random.Random(7)
        expected: list[dict[str, Any]] = []
        checked = 0
        differing: list[tuple[float | None, bool]] = []  # each move unlike the expert's: its loss, whether notable
        computer_played = None
        while True:
            body = my_turn(alice, match_id)
            if body["status"] == "finished" or alice.get(f"/api/matches/{match_id}/deals").json():
                break
            view = body["view"]
            if computer_played is None and view["phase"] == "playing" and len(body["legal"]) > 1:
                # Once, the computer moves for Alice (as for a turn out of time): that move is not hers to review.
                with transaction.atomic():
                    play_for(lock_match(match_id), 0, "random")
                computer_played = body["seq"] + 1
                continue
            played = DOUBLEHAND.bot("random")(view, rng)
            if len(body["legal"]) > 1:
                checked += 1
                found = expert_review("doublehand", view, played, hint_seed(match, body["seq"]))
                assert found["strong"] == DOUBLEHAND.bot("strong")(view, random.Random(hint_seed(match, body["seq"])))
                unlike = not DOUBLEHAND.alike(view, played, found["strong"])
                if unlike:
                    differing.append((found["loss"], found["notable"]))
                if found["notable"] and unlike:
                    reason = DOUBLEHAND.reason(view, found["strong"])
                    expected.append(
                        {
                            "seq": body["seq"] + 1,
                            "played": played,
                            "strong": found["strong"],
                            "reason": None if reason is None else {"code": reason, "text": REASONS[reason]},
                            "loss": round(found["loss"], 2),
                        }
                    )
            assert act(alice, match_id, played, body["seq"]).status_code == 201
        deals = alice.get(f"/api/matches/{match_id}/deals").json()
        assert deals[0]["number"] == 1
        answer = review(alice, match_id, 1)
        assert answer.status_code == 200, answer.content
        assert answer.json() == {"deal": 1, "seat": 0, "checked": checked, "by_computer": 1, "marks": expected}
        assert expected, "a random player loses points beside the strong one somewhere in a deal"
        # Moves worth about the same as the expert's are not marked: only a loss of the threshold or more is notable
        # (a choice by rule of thumb is not valued). Whether a deal has such a move is the deck's luck: a random deal
        # once had none, so none is required.
        assert all(notable == (loss is not None and loss >= NOTABLE_LOSS) for loss, notable in differing), differing
        assert all(mark["loss"] >= NOTABLE_LOSS for mark in expected)
        assert computer_played not in [mark["seq"] for mark in expected]
        # It is kept: asked again, it is not worked out again
        assert cache.get(f"deal-review:v3:{match_id}:1:0") == answer.json()
        assert review(alice, match_id, 1).json() == answer.json()

    def test_moves_played_for_the_player_when_their_time_ran_out_are_neither_marked_nor_checked(self, alice):
        match_id = started_match(alice, turn_seconds=60)
        while True:
            body = my_turn(alice, match_id)
            if body["status"] == "finished" or alice.get(f"/api/matches/{match_id}/deals").json():
                break
            # Alice never moves: each of her turns runs out, and the sweep has the computer move for her.
            Match.objects.filter(public_id=match_id).update(turn_deadline=timezone.now() - timedelta(seconds=1))
            assert match_id in sweep().timed_out
            Seat.objects.filter(user_id=alice.pk).update(away=False, timeouts=0)  # she stays, only out of time
        answer = review(alice, match_id, 1).json()
        assert answer["checked"] == 0
        assert answer["marks"] == []
        assert answer["by_computer"] > 0

    def test_the_deal_in_play_has_no_review_yet(self, alice):
        match_id = started_match(alice)
        my_turn(alice, match_id)
        refused = review(alice, match_id, 1)
        assert refused.status_code == 409
        assert refused.json()["code"] == "deal_not_finished"

    def test_a_deal_that_was_never_dealt_has_none(self, alice):
        match_id = started_match(alice)
        for number in (0, 2):
            refused = review(alice, match_id, number)
            assert refused.status_code == 404
            assert refused.json()["code"] == "unknown_deal"
        assert review(alice, match_id, 10**20).status_code == 404  # past any number a path may hold

    def test_it_is_refused_as_hints_are(self, alice, bob, charlie):
        match_id = started_match(alice, bob, allow_spectators=True)
        assert review(alice, match_id, 1).json()["code"] == "hints_not_allowed"
        assert review(charlie, match_id, 1).json()["code"] == "not_a_player"
        assert review(alice, "NoSuchMatch0", 1).status_code == 404
