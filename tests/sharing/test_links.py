"""Share links through the API: made by players, listed, revoked, consent given; every error code answered."""

from __future__ import annotations

from typing import Any

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from accounts.models import User
from community.services import moderation
from config.api.throttling import ScopedThrottle
from games.models import Match
from sharing import tokens
from sharing.models import ShareLink
from sharing.services.consent import consent_body
from tests.api.helpers import started_match
from tests.moderation.conftest import match_of
from tests.schema_check import CheckedClient
from tests.sharing.helpers import play_to_the_end, share, shared

pytestmark = pytest.mark.django_db


QUICK: dict[str, Any] = {"game": "allfours", "options": {"target": 1}, "bot_level": "random"}
"""A match that is over in a deal or two: All Fours to one point."""


@pytest.fixture
def finished(alice):
    """A finished match: Alice with computer players, in a room without spectators."""
    match_id = started_match(alice, **QUICK)
    play_to_the_end(match_id, {0: alice})
    return match_id


def test_a_player_shares_a_finished_match_that_anyone_with_the_link_opens(alice, finished):
    link = share(alice, finished)
    assert link["url"] == f"/s/{link['token']}"
    # Nobody agreed and the room kept spectators out: the link shows what a spectator saw.
    assert link["full_hands"] is False
    response = shared(link["token"])
    assert response.status_code == 200, response.content
    body = response.json()
    assert body["full_hands"] is False
    assert body["game"] == "allfours" and body["status"] == "finished"
    assert body["match"]["deal"] == 0 and body["match"]["deals"] >= 1
    assert body["match"]["frames"][0]["action"] is None
    assert all("hands" not in frame["view"] for frame in body["match"]["frames"])
    assert body["seats"][0]["name"] == "Alice"
    assert "no-store" in response["Cache-Control"]


def test_someone_without_a_seat_makes_no_link(alice, charlie):
    # Charlie may not even watch: the match does not exist for him.
    hidden = started_match(alice)
    response = charlie.post(f"/api/matches/{hidden}/share")
    assert (response.status_code, response.json()["code"]) == (404, "unknown_match")
    # Where he may watch, he is told he has no seat.
    open_room = started_match(alice, allow_spectators=True)
    response = charlie.post(f"/api/matches/{open_room}/share")
    assert (response.status_code, response.json()["code"]) == (403, "not_a_player")
    assert not ShareLink.objects.exists()


def test_making_a_link_takes_no_body(alice):
    match_id = started_match(alice)
    response = alice.post(f"/api/matches/{match_id}/share", {"full_hands": True})
    assert (response.status_code, response.json()["code"]) == (400, "unknown_fields")


def test_each_player_lists_their_own_links_newest_first_and_no_one_else_any(alice, bob, charlie):
    match_id = started_match(alice, bob, allow_spectators=True)
    first = share(alice, match_id)
    second = share(alice, match_id)
    bobs = share(bob, match_id)
    listed = alice.get(f"/api/matches/{match_id}/share").json()
    assert listed["count"] == 2
    assert [line["token"] for line in listed["results"]] == [second["token"], first["token"]]
    assert listed["results"][1]["made_by"]["name"] == "Alice"
    assert listed["results"][1]["revoked"] is False
    # Bob sees his link alone: Alice's tokens are hers to pass on and to revoke.
    assert [line["token"] for line in bob.get(f"/api/matches/{match_id}/share").json()["results"]] == [bobs["token"]]
    response = charlie.get(f"/api/matches/{match_id}/share")
    assert (response.status_code, response.json()["code"]) == (403, "not_a_player")
    response = alice.get(f"/api/matches/{match_id}/share?page_size=0")
    assert (response.status_code, response.json()["code"]) == (400, "bad_page_size")


def test_unknown_tokens_and_wrong_secrets_are_share_not_found(alice):
    link = share(alice, started_match(alice, allow_spectators=True))
    good = link["token"]
    wrong_secret = good[: tokens.SELECTOR_LENGTH] + ("A" if good[-1] != "A" else "B") * tokens.SECRET_LENGTH
    for token in ["nothing", "x" * tokens.TOKEN_LENGTH, wrong_secret, good[:-1], good + "A", "%2e%2e"]:
        response = shared(token)
        assert (response.status_code, response.json()["code"]) == (404, "share_not_found"), token
    assert shared(good).status_code == 200


def test_a_revoked_link_stops_working_at_once(alice, finished):
    link = share(alice, finished)
    assert shared(link["token"]).status_code == 200
    assert CheckedClient().get(f"/s/{link['token']}").status_code == 200
    assert alice.client.delete(f"/api/shares/{link['token']}").status_code == 204
    response = shared(link["token"])
    assert (response.status_code, response.json()["code"]) == (410, "share_revoked")
    assert CheckedClient().get(f"/s/{link['token']}").status_code == 410
    listed = alice.get(f"/api/matches/{finished}/share").json()["results"]
    assert listed[0]["revoked"] is True and listed[0]["revoked_at"] is not None
    # Revoking it again changes nothing, not even when it was revoked.
    revoked_at = ShareLink.objects.get().revoked_at
    assert alice.client.delete(f"/api/shares/{link['token']}").status_code == 204
    assert ShareLink.objects.get().revoked_at == revoked_at
    # Another link to the same match still works.
    assert shared(share(alice, finished)["token"]).status_code == 200


def test_only_the_player_who_made_a_link_revokes_it(alice, bob, charlie):
    match_id = started_match(alice, bob)
    link = share(alice, match_id)
    response = bob.client.delete(f"/api/shares/{link['token']}")
    assert (response.status_code, response.json()["code"]) == (403, "not_share_maker")
    # Charlie has nothing to do with the match: for him there is no such link.
    response = charlie.client.delete(f"/api/shares/{link['token']}")
    assert (response.status_code, response.json()["code"]) == (404, "share_not_found")
    response = alice.client.delete(f"/api/shares/{'A' * tokens.TOKEN_LENGTH}")
    assert (response.status_code, response.json()["code"]) == (404, "share_not_found")
    assert ShareLink.objects.get().revoked_at is None
    assert CheckedClient().delete(f"/api/shares/{link['token']}").status_code == 401


def test_a_live_link_where_spectators_are_kept_out_works_once_the_match_is_over(alice):
    # To 14 points, not one: a point can be scored as the cards are dealt, and the match must still be running.
    match_id = started_match(alice, game="allfours", bot_level="random")
    link = share(alice, match_id)
    response = shared(link["token"])
    assert (response.status_code, response.json()["code"]) == (403, "spectators_not_allowed")
    play_to_the_end(match_id, {0: alice})
    assert shared(link["token"]).status_code == 200


def test_a_live_link_where_spectators_may_watch_shows_the_spectators_view(alice):
    match_id = started_match(alice, allow_spectators=True)
    link = share(alice, match_id)
    assert link["full_hands"] is False
    body = shared(link["token"]).json()
    assert body["status"] == "in_progress" and body["full_hands"] is False
    assert all(frame["view"]["seat"] is None and frame["view"]["hand"] == [] for frame in body["match"]["frames"])


def test_a_deal_out_of_range_or_not_a_number_is_refused(alice, finished):
    link = share(alice, finished)
    response = shared(link["token"], deal=999)
    assert (response.status_code, response.json()["code"]) == (404, "unknown_deal")
    response = CheckedClient().get(f"/api/shared/{link['token']}?deal=first")
    assert (response.status_code, response.json()["code"]) == (400, "bad_deal")


def test_every_hand_is_shown_once_every_person_agrees_and_hidden_again_when_one_takes_it_back(alice, bob, charlie):
    match_id = started_match(alice, bob, **QUICK)
    link = share(alice, match_id)
    agreed = alice.post(f"/api/matches/{match_id}/share-consent", {"consent": True}).json()
    # Agreeing to a match still running shows nothing more: hands are shown only once it is over.
    assert agreed == {"consent": True, "agreed": 1, "players": 2, "full_hands": False}
    play_to_the_end(match_id, {0: alice, 1: bob})
    assert shared(link["token"]).json()["full_hands"] is False
    assert bob.get(f"/api/matches/{match_id}/share-consent").json()["consent"] is False
    agreed = bob.post(f"/api/matches/{match_id}/share-consent", {"consent": True}).json()
    assert agreed == {"consent": True, "agreed": 2, "players": 2, "full_hands": True}
    body = shared(link["token"]).json()
    assert body["full_hands"] is True
    assert all(len(frame["view"]["hands"]) == 4 for frame in body["match"]["frames"])
    # Bob takes it back: the same link shows the spectator's view from the next read on.
    bob.post(f"/api/matches/{match_id}/share-consent", {"consent": False})
    body = shared(link["token"]).json()
    assert body["full_hands"] is False
    assert all("hands" not in frame["view"] for frame in body["match"]["frames"])
    # Only the players answer; a body that is not a yes or no is refused.
    response = charlie.post(f"/api/matches/{match_id}/share-consent", {"consent": True})
    assert (response.status_code, response.json()["code"]) == (404, "unknown_match")
    response = alice.post(f"/api/matches/{match_id}/share-consent", {"consent": "yes"})
    assert (response.status_code, response.json()["code"]) == (400, "invalid")
    response = alice.post(f"/api/matches/{match_id}/share-consent", {})
    assert (response.status_code, response.json()["code"]) == (400, "invalid")


def test_a_finished_match_of_a_room_that_let_spectators_in_shows_every_hand(alice):
    match_id = started_match(alice, allow_spectators=True, **QUICK)
    link = share(alice, match_id)
    play_to_the_end(match_id, {0: alice})
    body = shared(link["token"]).json()
    assert body["full_hands"] is True
    assert "hands" in body["match"]["frames"][0]["view"]


def test_guessing_tokens_is_stopped(alice, settings):
    settings.WRONG_CODE_ADDRESS_LIMIT = 3
    link = share(alice, started_match(alice, allow_spectators=True))
    for _ in range(3):
        assert shared("A" * tokens.TOKEN_LENGTH).status_code == 404
    response = shared("A" * tokens.TOKEN_LENGTH)
    assert (response.status_code, response.json()["code"]) == (429, "too_many_wrong_codes")
    # From that address, even a good link waits: guessing must not be told which tokens are right.
    assert shared(link["token"]).status_code == 429
    assert CheckedClient().get(f"/s/{link['token']}").status_code == 429


def test_making_links_is_rate_limited(alice, monkeypatch):
    monkeypatch.setattr(ScopedThrottle, "THROTTLE_RATES", {**ScopedThrottle.THROTTLE_RATES, "shares": "2/hour"})
    match_id = started_match(alice)
    share(alice, match_id)
    share(alice, match_id)
    response = alice.post(f"/api/matches/{match_id}/share")
    assert (response.status_code, response.json()["code"]) == (429, "throttled")


def test_a_token_is_random_and_says_nothing_of_its_match(alice, bob):
    one = started_match(alice, bob)
    other = started_match(alice, bob)
    made = [share(alice, one)["token"] for _ in range(10)] + [share(bob, other)["token"] for _ in range(10)]
    assert len(set(made)) == len(made)
    assert len({token[: tokens.SELECTOR_LENGTH] for token in made}) == len(made)
    for token in made:
        assert len(token) == tokens.TOKEN_LENGTH
        assert one not in token and other not in token
    # The secret half alone is 24 URL-safe characters: 144 random bits, beyond guessing.
    assert tokens.SECRET_LENGTH * 6 >= 128
    # Two links to the same match share no prefix beyond chance (no part of the token is the match's).
    first = made[:10]
    assert len({token[:4] for token in first}) > 5


def test_a_player_a_moderator_replaced_is_still_asked_before_every_hand_is_shown(alice, bob, mona):
    # A kick (up to 3 points) and a point given, or packs run, may score before anyone is asked: a target of 1 could
    # end the match before Bob's seat is given away.
    match_id = started_match(alice, bob, **{**QUICK, "options": {"target": 10}})
    link = share(alice, match_id)
    moderation.replace_seat(mona, match_of(match_id), 1, "gone for the night")
    play_to_the_end(match_id, {0: alice})
    # Bob's seat went to a computer player, but his hands are in the deals the link shows: he is asked too.
    agreed = alice.post(f"/api/matches/{match_id}/share-consent", {"consent": True}).json()
    assert agreed == {"consent": True, "agreed": 1, "players": 2, "full_hands": False}
    assert shared(link["token"]).json()["full_hands"] is False
    assert bob.get(f"/api/matches/{match_id}/share-consent").json()["consent"] is False
    agreed = bob.post(f"/api/matches/{match_id}/share-consent", {"consent": True}).json()
    assert agreed == {"consent": True, "agreed": 2, "players": 2, "full_hands": True}
    assert shared(link["token"]).json()["full_hands"] is True
    # He may take it back, as anyone who played may.
    bob.post(f"/api/matches/{match_id}/share-consent", {"consent": False})
    assert shared(link["token"]).json()["full_hands"] is False


def test_the_consent_is_answered_reading_the_people_and_their_answers_once(alice, bob):
    """The caller's answer and `full_hands` follow from the answers read for the count, not from reading again."""
    match_id = started_match(alice, bob, **QUICK)
    play_to_the_end(match_id, {0: alice, 1: bob})
    match = Match.objects.select_related("room").get(public_id=match_id)
    user = User.objects.get(display_name="Alice")
    with CaptureQueriesContext(connection) as queries:
        body = consent_body(match, user)
    assert body == {"consent": False, "agreed": 0, "players": 2, "full_hands": False}
    consents = [query["sql"] for query in queries.captured_queries if "sharing_shareconsent" in query["sql"]]
    # Who of the people agree, the caller among them: once.
    assert len(consents) == 1, consents
