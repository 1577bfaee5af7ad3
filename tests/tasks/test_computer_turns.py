"""Computer moves as tasks: made for the turn they were sent for, and never for a turn that has passed."""

from __future__ import annotations

import threading
import time

import pytest
from django.db import connection

from config.celery import app as celery_app
from games import dispatch
from games.models import Event, Match
from games.services import matches
from games.services.matches import run_computer_turns
from games.tasks import play_computer_choice, play_computer_turn
from tests.api.helpers import act, started_match, state
from tests.conftest import make_player

pytestmark = pytest.mark.django_db


def test_a_computer_move_is_sent_on_commit_and_played_until_a_persons_turn(alice, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks() as callbacks:
        match_id = started_match(alice)
    assert callbacks or state(alice, match_id)["to_act"] == 0
    run_computer_turns(match_id)
    match = Match.objects.get(public_id=match_id)
    assert match.to_act == 0
    assert match.computer_turn is False
    assert match.turn_deadline is not None


def test_a_task_for_an_old_sequence_number_does_nothing(alice):
    match_id = started_match(alice)
    match = Match.objects.get(public_id=match_id)
    if match.to_act == 0:
        body = state(alice, match_id)
        act(alice, match_id, body["legal"][0], body["seq"])
        match.refresh_from_db()
    events = Event.objects.filter(match__public_id=match_id).count()
    assert play_computer_turn.apply(args=(match.pk, match.seq - 1)).get() is False
    assert Event.objects.filter(match__public_id=match_id).count() == events


def test_a_task_for_a_persons_turn_does_nothing(alice):
    match_id = started_match(alice)
    run_computer_turns(match_id)
    match = Match.objects.get(public_id=match_id)
    assert match.to_act == 0
    assert play_computer_turn.apply(args=(match.pk, match.seq)).get() is False
    assert Match.objects.get(public_id=match_id).seq == match.seq


@pytest.mark.django_db(transaction=True)
def test_without_a_broker_a_thread_plays_for_the_computer_and_thinks_holding_nothing(settings, monkeypatch, caplog):
    # Given no broker and the local computer player on, and a match whose first turns are the computers',
    settings.LOCAL_COMPUTER_PLAYER = True
    monkeypatch.setattr("games.services.matches.secrets.randbelow", lambda n: 0)  # seat 0 deals, seat 1 bids first
    moves: list[tuple[str, int, bool]] = []
    original = matches.choose_for

    def watched_choose_for(match, state, index, level):
        # Where the computer thinks, and whether it holds the match (on SQLite, the whole database) as it does.
        moves.append((threading.current_thread().name, index, connection.in_atomic_block))
        return original(match, state, index, level)

    monkeypatch.setattr(matches, "choose_for", watched_choose_for)
    alice = make_player("Alice")
    # when Alice starts it,
    match_id = started_match(alice)
    # then the request answered without a computer move, and the computers moved on their own until her turn.
    # The thread's pace follows the machine's load (a few ms a move when idle), so this waits for its moves, not a
    # fixed time; but a move that failed is lost for good (no sweep runs without a broker): say so at once.
    deadline = time.monotonic() + 120
    while Match.objects.get(public_id=match_id).to_act != 0:
        failed = [record.getMessage() for record in caplog.records if record.name == dispatch.__name__]
        assert not failed, f"the computer player failed: {failed} ({caplog.text})"
        assert time.monotonic() < deadline, f"the computer player is stuck after the moves {moves}"
        time.sleep(0.05)
    assert moves == [("computer-player", 1, False), ("computer-player", 2, False), ("computer-player", 3, False)]


def computer_to_act(alice) -> Match:
    match_id = started_match(alice)
    match = Match.objects.get(public_id=match_id)
    while match.to_act == 0:
        body = state(alice, match_id)
        act(alice, match_id, body["legal"][0], body["seq"])
        match.refresh_from_db()
    return match


def test_a_task_for_a_current_computer_turn_makes_exactly_one_move(alice):
    match = computer_to_act(alice)
    match_id = match.public_id
    assert match.computer_turn is True
    assert play_computer_turn.apply(args=(match.pk, match.seq)).get() is True
    move = Event.objects.get(match__public_id=match_id, seq=match.seq + 1)
    assert move.by_computer is True
    assert move.seat == match.to_act
    # The same task delivered twice does nothing the second time.
    assert play_computer_turn.apply(args=(match.pk, match.seq)).get() is False


def test_a_move_thought_over_past_its_due_time_is_played_at_once(alice):
    match = computer_to_act(alice)
    assert play_computer_turn.apply(args=(match.pk, match.seq, time.time() - 1)).get() is True
    move = Event.objects.get(match=match, seq=match.seq + 1)
    assert (move.by_computer, move.seat) == (True, match.to_act)


def test_a_chosen_move_is_played_only_for_its_turn_and_only_if_legal(alice):
    match = computer_to_act(alice)
    legal = matches.game_of(match).view(matches.load_state(match), match.to_act)["legal"]
    # An illegal choice is refused by the engine and nothing is written: the sweep makes the move later.
    assert play_computer_choice.apply(args=(match.pk, match.seq, {"type": "play", "card": "XX"})).get() is False
    assert play_computer_choice.apply(args=(match.pk, match.seq - 1, legal[0])).get() is False
    assert not Event.objects.filter(match=match, seq=match.seq + 1).exists()
    assert play_computer_choice.apply(args=(match.pk, match.seq, legal[0])).get() is True
    assert Event.objects.get(match=match, seq=match.seq + 1).by_computer is True
    # Delivered twice, it does nothing the second time.
    assert play_computer_choice.apply(args=(match.pk, match.seq, legal[0])).get() is False


def test_an_expert_seat_is_sent_to_think_at_once_and_a_basic_one_after_the_pause(alice, monkeypatch, settings):
    settings.CELERY_TASK_ALWAYS_EAGER = False
    sent: list[tuple[tuple[float, ...], dict[str, object]]] = []
    monkeypatch.setattr(celery_app, "send_task", lambda name, args, **kw: sent.append((args, kw)))
    dispatch.send_computer_turn(7, 3, searches=True)
    dispatch.send_computer_turn(7, 4)
    (thinking_args, thinking_kw), (basic_args, basic_kw) = sent
    assert thinking_args[:2] == (7, 3) and "countdown" not in thinking_kw
    assert abs(thinking_args[2] - (time.time() + settings.COMPUTER_TURN_PAUSE_SECONDS)) < 5
    assert basic_args == (7, 4) and basic_kw == {"countdown": settings.COMPUTER_TURN_PAUSE_SECONDS}
