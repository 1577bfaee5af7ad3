"""The quick 304 for a poll whose ETag is current: the match view's own answer, and only where it would give it."""

from __future__ import annotations

import random

import pytest
from django.conf import settings as django_settings
from django.db import connection
from django.test.utils import CaptureQueriesContext

from accounts import tokens
from accounts.models import User
from games.engine import GAMES
from games.services.etags import etag_for_caller, etag_of
from games.services.matches import run_computer_turns
from tests.api.helpers import act, started_match, state
from tests.conftest import Player
from tests.schema_check import CheckedClient

pytestmark = pytest.mark.django_db

QUICK = "games.not_modified.NotModifiedMiddleware"
EVERY_GAME = sorted(GAMES)


def quick_etag(player: Player, match_id: str) -> str | None:
    return etag_for_caller(match_id, tokens.digest_of(player.token))


def full_etag(player: Player, match_id: str) -> str | None:
    response = player.get(f"/api/matches/{match_id}")
    return response["ETag"] if response.status_code == 200 else None


@pytest.mark.parametrize("game", EVERY_GAME)
def test_the_quick_etag_is_the_views_for_players_watchers_and_staff_all_through_a_match(game, alice, bob, charlie):
    """Deadlines, renames, computer seats and away players all go into both ETags alike, on either database."""
    match_id = started_match(alice, bob, game=game, turn_seconds=60, allow_spectators=True)
    User.objects.filter(pk=charlie.pk).update(is_staff=True)
    steps = 0
    while steps < 40:
        run_computer_turns(match_id)
        for player in (alice, bob, charlie):
            assert quick_etag(player, match_id) == full_etag(player, match_id), (player.name, steps)
        body = state(alice, match_id)
        if body["status"] == "finished":
            break
        mover = {0: alice, 1: bob}[body["to_act"]]
        if steps == 3:
            mover.client.patch("/api/me", {"display_name": f"{mover.name} the Bold"}, format="json")
        mine = state(mover, match_id)
        move = GAMES[game].bot("random")(mine["view"], random.Random(steps))
        assert act(mover, match_id, move).status_code == 201
        steps += 1
    assert steps > 0


def test_the_quick_304_carries_the_headers_of_the_views_own(alice, settings):
    match_id = started_match(alice, turn_seconds=60)
    run_computer_turns(match_id)
    etag = alice.get(f"/api/matches/{match_id}")["ETag"]
    quick = alice.get(f"/api/matches/{match_id}", HTTP_IF_NONE_MATCH=etag)
    settings.MIDDLEWARE = [name for name in django_settings.MIDDLEWARE if name != QUICK]
    without = CheckedClient()  # a new client: a client builds its middleware once
    without.credentials(HTTP_AUTHORIZATION=f"Token {alice.token}")
    with CaptureQueriesContext(connection) as queries:
        slow = without.get(f"/api/matches/{match_id}", HTTP_IF_NONE_MATCH=etag)
    assert not any('accounts_token" t JOIN' in query["sql"] for query in queries.captured_queries)
    assert quick.status_code == slow.status_code == 304
    assert {k: v for k, v in quick.items() if k != "Date"} == {k: v for k, v in slow.items() if k != "Date"}
    assert quick.content == slow.content == b""


def test_no_quick_304_for_anyone_the_view_would_turn_away(alice, bob, charlie):
    match_id = started_match(alice)
    run_computer_turns(match_id)
    etag = alice.get(f"/api/matches/{match_id}")["ETag"]
    # An outsider who guessed the ETag: told the match does not exist, as without one.
    outsider = charlie.get(f"/api/matches/{match_id}", HTTP_IF_NONE_MATCH=etag.replace(".0.", ".x."))
    assert outsider.status_code == 404
    assert quick_etag(charlie, match_id) is None
    # Another seat's ETag is not the caller's.
    bob_match = started_match(alice, bob)
    run_computer_turns(bob_match)
    alices = alice.get(f"/api/matches/{bob_match}")["ETag"]
    assert bob.get(f"/api/matches/{bob_match}", HTTP_IF_NONE_MATCH=alices).status_code == 200
    # A banned or inactive account, or a revoked token, is not answered 304 either.
    User.objects.filter(pk=alice.pk).update(is_active=False)
    assert alice.get(f"/api/matches/{match_id}", HTTP_IF_NONE_MATCH=etag).status_code == 401
    User.objects.filter(pk=alice.pk).update(is_active=True)
    assert alice.get(f"/api/matches/{match_id}", HTTP_IF_NONE_MATCH=etag).status_code == 304
    tokens.revoke_all(User.objects.get(pk=alice.pk))
    assert alice.get(f"/api/matches/{match_id}", HTTP_IF_NONE_MATCH=etag).status_code == 401
    assert alice.get(f"/api/matches/{match_id}", HTTP_IF_NONE_MATCH="*").status_code == 401


def test_the_etag_holds_no_database_key_of_the_players(alice):
    # A CRC of a seat's small whole number is undone by trying them all: a practice table's ETag would tell
    # the player's database key, and so how many accounts there were when they came.
    match_id = started_match(alice)
    run_computer_turns(match_id)
    seen = alice.get(f"/api/matches/{match_id}")
    body = seen.json()
    seats = [
        (seat["user_id"], seat["name"] if seat["user_id"] else None, seat["bot_level"] or "", seat["away"])
        for seat in body["seats"]
    ]
    expected = etag_of(body["seq"], body["your_seat"], body["status"], body["turn_deadline"], seats, body["chat_seq"])
    assert seen["ETag"] == expected == etag_for_caller(match_id, tokens.digest_of(alice.token))
