"""Live tables: GET /api/matches/{id}/stream over real HTTP, from the Procfile's web process.

The web process shares the test's database (PostgreSQL when DATABASE_URL names it, else the test's SQLite file);
the test makes the moves itself, in its own process and committed transactions, as another web worker would.
Tests marked `redis` publish on the real Redis (db 7) and skip when it does not answer; the others run the web
process without REDIS_URL, where streams read the match's seq every second.
"""

from __future__ import annotations

import http.client
import os
import time
from collections.abc import Iterator

import pytest
from django.db import connection
from django.test import Client

from games.models import Match
from games.services.matches import run_computer_turns
from games.services.spectating import behind
from tests.api.helpers import act, finish, started_match, state
from tests.api.test_every_game import assert_no_leak
from tests.conftest import Player
from tests.sse_client import Stream
from tests.web_process import web_process

REDIS_URL = "redis://127.0.0.1:6379/7"

pytestmark = pytest.mark.django_db(transaction=True)


def redis_answers() -> bool:
    import redis

    try:
        return bool(redis.Redis.from_url(REDIS_URL, socket_connect_timeout=1).ping())
    except redis.RedisError:
        return False


needs_redis = pytest.mark.skipif(not redis_answers(), reason="Redis does not answer on 127.0.0.1:6379")


def database_url() -> str:
    db = connection.settings_dict
    if connection.vendor == "postgresql":
        return f"postgres://{db['USER']}@{db['HOST'] or '127.0.0.1'}:{db['PORT'] or 5432}/{db['NAME']}"
    return f"sqlite:///{db['NAME']}"


def web_env(redis_url: str | None, **extra: str) -> dict[str, str]:
    env = {key: value for key, value in os.environ.items() if not key.startswith(("DATABASE_", "REDIS_", "CELERY_"))}
    env.update(DATABASE_URL=database_url(), DJANGO_DEBUG="1", WEB_CONCURRENCY="1", LOG_LEVEL="WARNING", **extra)
    if redis_url:
        env["REDIS_URL"] = redis_url
    return env


@pytest.fixture
def redis_web(settings) -> Iterator[int]:
    """The web process with Redis; polling slowed to 30 s, so only a published message can bring an event soon."""
    settings.REDIS_URL = REDIS_URL
    with web_process(web_env(REDIS_URL, STREAM_POLL_SECONDS="30", STREAM_HEARTBEAT_SECONDS="30")) as port:
        yield port


@pytest.fixture
def polling_web(settings) -> Iterator[int]:
    """The web process without REDIS_URL (as on SQLite with `make run`'s settings): streams read the seq."""
    settings.REDIS_URL = ""
    # Two places for short requests: the streams of a test outnumber them.
    with web_process(web_env(None, STREAM_HEARTBEAT_SECONDS="2", WEB_CONCURRENT_REQUESTS="2")) as port:
        yield port


def open_stream(port: int, player: Player, match_id: str, after: int | None = None, resume: str = "") -> Stream:
    query = "" if after is None else f"?after={after}"
    headers = {"Last-Event-ID": resume} if resume else {}
    stream = Stream(
        port, f"/api/matches/{match_id}/stream{query}", {"Authorization": f"Token {player.token}", **headers}
    )
    assert stream.status == 200, stream.body
    assert stream.response_headers["content-type"].startswith("text/event-stream")
    assert stream.response_headers["x-accel-buffering"] == "no"
    return stream


def seq_of(match_id: str) -> int:
    return Match.objects.get(public_id=match_id).seq


def first_move(player: Player, match_id: str) -> int:
    """The player's first legal move, played (after the computers' turns before it); the seq after it."""
    run_computer_turns(match_id)
    body = state(player, match_id)
    assert body["to_act"] == body["your_seat"], "the player's turn was expected"
    assert act(player, match_id, body["legal"][0], body["seq"]).status_code == 201
    return seq_of(match_id)


@needs_redis
def test_a_move_reaches_an_open_stream_through_redis_at_once(redis_web, alice):
    # Given Alice's table open on a match where the computers have played up to her turn
    match_id = started_match(alice)
    run_computer_turns(match_id)
    stream = open_stream(redis_web, alice, match_id)
    assert stream.next(15).comment == "open"
    # When she moves
    seq = first_move(alice, match_id)
    # Then her move arrives well before any poll (every 30 s here) could have found it
    events = stream.events_until(seq, timeout=20)  # under the 30 s poll: only pub/sub can be this quick
    assert events[-1]["seq"] == seq
    # Her move is among them (a pass that throws the deal in is followed by the deal's end and the next deal).
    assert any(event["type"] == "action" and event["seat"] == 0 for event in events)
    stream.close()


@needs_redis
def test_last_event_id_resumes_after_that_event_only(redis_web, alice):
    match_id = started_match(alice)
    run_computer_turns(match_id)
    before = seq_of(match_id)
    seq = first_move(alice, match_id)
    # A stream resumed at `before` (as a browser reconnecting) gets the events after it, nothing earlier
    stream = open_stream(redis_web, alice, match_id, resume=str(before))
    events = stream.events_until(seq)
    assert [event["seq"] for event in events] == list(range(before + 1, seq + 1))
    assert events == alice.get(f"/api/matches/{match_id}/events?after={before}").json()["events"]
    stream.close()
    # And ?after= does the same
    stream = open_stream(redis_web, alice, match_id, after=seq - 1)
    assert [event["seq"] for event in stream.events_until(seq)] == [seq]
    stream.close()


@needs_redis
def test_no_stream_shows_any_seat_or_spectator_a_hidden_card(redis_web, alice, bob, charlie):
    # Alice and Bob play with two computers; Charlie watches (the room allows spectators)
    match_id = started_match(alice, bob, allow_spectators=True)
    lookers = {0: alice, 1: bob, None: charlie}
    streams = {seat: open_stream(redis_web, player, match_id, after=0) for seat, player in lookers.items()}
    players = {0: alice, 1: bob}
    seen: dict[int | None, list[dict]] = {seat: [] for seat in lookers}
    for move in range(41):
        run_computer_turns(match_id)
        match = Match.objects.get(public_id=match_id)
        for seat, stream in streams.items():
            # A spectator of a partnership game is one trick behind: their stream comes as far as they stand, which
            # a move inside a trick does not change.
            until = match.seq if seat is not None else behind(match, with_state=False).seq
            if seen[seat] and seen[seat][-1]["seq"] >= until:
                continue
            events = stream.events_until(until)
            # Pieces played in earlier deals are public: the deal in play is what must hide the hands.
            assert_no_leak([event for event in events if event["seq"] >= match.deal_seq], match_id, seat)
            seen[seat] += events
        body = state(alice, match_id)
        if body["status"] == "finished" or move == 40:
            break
        mover = players[body["to_act"]]
        mine = state(mover, match_id)
        assert act(mover, match_id, mine["legal"][-1], mine["seq"]).status_code == 201
    for seat, stream in streams.items():
        # Whatever the stream sent is what the events route gives the same viewer
        assert seen[seat] == lookers[seat].get(f"/api/matches/{match_id}/events?after=0").json()["events"]
        stream.close()


@needs_redis
def test_an_outsider_gets_the_same_404_as_the_match_itself(redis_web, alice, bob):
    match_id = started_match(alice)
    stream = Stream(redis_web, f"/api/matches/{match_id}/stream", {"Authorization": f"Token {bob.token}"})
    assert stream.status == 404
    assert bob.get(f"/api/matches/{match_id}").status_code == 404
    assert stream.body.startswith(b'{"code": "unknown_match"') or b'"unknown_match"' in stream.body
    nobody = Stream(redis_web, f"/api/matches/{match_id}/stream", {})
    assert nobody.status == 401
    bad = Stream(redis_web, f"/api/matches/{match_id}/stream", {"Authorization": "Token nonsense"})
    assert bad.status == 401


def test_without_redis_the_stream_finds_a_move_by_reading_the_seq(polling_web, alice):
    match_id = started_match(alice)
    run_computer_turns(match_id)
    stream = open_stream(polling_web, alice, match_id)
    seq = first_move(alice, match_id)
    assert stream.events_until(seq, timeout=5)[-1]["seq"] == seq
    # Nothing moves: a heartbeat comment keeps the connection open
    assert stream.next(5).comment == "heartbeat"
    stream.close()


def test_the_stream_ends_after_a_finished_matchs_last_events(polling_web, alice):
    match_id = started_match(alice)
    stream = open_stream(polling_web, alice, match_id)
    finish(alice, match_id)
    events = stream.events_until(seq_of(match_id), timeout=10)
    assert events[-1]["type"] == "match_end"
    assert stream.ended()
    # A stream opened on a finished match sends what was asked for and ends
    late = open_stream(polling_web, alice, match_id, after=seq_of(match_id) - 1)
    assert late.events_until(seq_of(match_id))[-1]["type"] == "match_end"
    assert late.ended()


def test_a_wsgi_server_answers_503_so_the_app_polls(alice):
    # Django's test client is WSGI, as `make run`'s runserver is
    match_id = started_match(alice)
    response = Client().get(f"/api/matches/{match_id}/stream", headers={"Authorization": f"Token {alice.token}"})
    assert response.status_code == 503
    assert response.json()["code"] == "stream_unavailable"


def test_a_move_succeeds_and_is_logged_when_redis_cannot_be_reached(settings, alice, caplog):
    # Nobody listens on port 1: the publish after the move's commit fails at once
    settings.REDIS_URL = "redis://127.0.0.1:1/0"
    match_id = started_match(alice)
    seq = first_move(alice, match_id)
    assert state(alice, match_id)["seq"] >= seq
    assert any("could not publish match" in record.getMessage() for record in caplog.records)


def test_open_streams_take_none_of_the_places_meant_for_short_requests(polling_web, alice):
    match_id = started_match(alice)
    streams = [open_stream(polling_web, alice, match_id) for _ in range(6)]
    for stream in streams:
        assert stream.next(5).comment == "open"
    # Six streams are open on a worker with two places: a read still gets in at once
    connection = http.client.HTTPConnection("127.0.0.1", polling_web, timeout=3)
    connection.request("GET", f"/api/matches/{match_id}", headers={"Authorization": f"Token {alice.token}"})
    assert connection.getresponse().status == 200
    connection.close()
    for stream in streams:
        stream.close()


@pytest.fixture
def rechecking_web(settings) -> Iterator[int]:
    """The web process without Redis, its streams checking every second that they may go on."""
    settings.REDIS_URL = ""
    env = web_env(None, STREAM_HEARTBEAT_SECONDS="30", STREAM_RECHECK_SECONDS="1", WEB_CONCURRENT_REQUESTS="2")
    with web_process(env) as port:
        yield port


def test_a_stream_ends_within_seconds_of_a_logout_everywhere(rechecking_web, alice):
    match_id = started_match(alice)
    stream = open_stream(rechecking_web, alice, match_id)
    assert stream.next(15).comment == "open"
    assert alice.post("/api/logout", {"everywhere": True}).status_code == 204
    # Far sooner than the match's end, or even the next heartbeat (30 s here)
    assert stream.ended(timeout=10)


def test_a_stream_ends_within_seconds_of_a_ban(rechecking_web, alice):
    from accounts.models import User

    match_id = started_match(alice)
    stream = open_stream(rechecking_web, alice, match_id)
    assert stream.next(15).comment == "open"
    User.objects.filter(pk=alice.pk).update(is_banned=True)
    assert stream.ended(timeout=10)
    # And a banned account opens none
    refused = Stream(rechecking_web, f"/api/matches/{match_id}/stream", {"Authorization": f"Token {alice.token}"})
    assert refused.status == 403


def test_a_stream_ends_within_seconds_of_its_seat_being_taken_away(rechecking_web, alice, bob):
    from games.models import Seat

    match_id = started_match(alice, bob, allow_spectators=True)
    stream = open_stream(rechecking_web, bob, match_id)
    assert stream.next(15).comment == "open"
    Seat.objects.filter(room__matches__public_id=match_id, index=1).update(user=None, bot_level="basic")
    assert stream.ended(timeout=10)


def test_a_stream_whose_grant_holds_goes_on(rechecking_web, alice):
    match_id = started_match(alice)
    path = f"/api/matches/{match_id}/stream?after=2147483648"  # past any seq a match can reach
    assert Stream(rechecking_web, path, {"Authorization": f"Token {alice.token}"}).status == 400
    run_computer_turns(match_id)
    stream = open_stream(rechecking_web, alice, match_id)
    assert stream.next(15).comment == "open"
    time.sleep(3)  # a few checks pass, and the stream goes on
    seq = first_move(alice, match_id)
    assert stream.events_until(seq, timeout=10)[-1]["seq"] == seq
    stream.close()
