"""One device, one side of the table: a seated device may not watch from another account; a shared network is noted."""

from __future__ import annotations

import pytest
from django.http import HttpRequest
from django.test import RequestFactory

from games.models import Match, SeatDevice, WatchedBeside
from games.services.matches import run_computer_turns
from tests.api.helpers import started_match, state
from tests.moderation.conftest import mona_panel  # noqa: F401 (a fixture)

pytestmark = pytest.mark.django_db

PHONE = "0123456789abcdef0123456789abcdef"
TABLET = "fedcba9876543210fedcba9876543210"


def on(device: str, address: str = "203.0.113.7") -> dict[str, str]:
    return {"HTTP_X_TRICKTABLE_DEVICE": device, "REMOTE_ADDR": address}


def request_on(device: str, address: str = "203.0.113.7") -> HttpRequest:
    """A bare request from a device and address, as a stream's is."""
    request = RequestFactory().get("/")
    request.META.update(on(device, address))
    return request


def test_a_device_seated_in_a_match_may_not_watch_it_from_another_account(alice, charlie):
    match_id = started_match(alice, allow_spectators=True, bot_level="random")
    run_computer_turns(match_id)
    assert alice.get(f"/api/matches/{match_id}", **on(PHONE)).status_code == 200
    # The device id is kept only as a keyed hash.
    kept = SeatDevice.objects.get()
    assert PHONE not in kept.device and "203.0.113.7" not in kept.network
    for path in (f"/api/matches/{match_id}", f"/api/matches/{match_id}/events?after=0"):
        refused = charlie.get(path, **on(PHONE, "198.51.100.1"))
        assert (refused.status_code, refused.json()["code"]) == (403, "same_device"), path
        assert "device" in refused.json()["message"]
    # Another device of Charlie's watches; so does Alice's own account from her phone (she is seated).
    assert charlie.get(f"/api/matches/{match_id}", **on(TABLET, "198.51.100.1")).status_code == 200
    assert alice.get(f"/api/matches/{match_id}", **on(PHONE)).status_code == 200
    assert not WatchedBeside.objects.exists()


def test_a_device_seen_acting_counts_too(alice, charlie):
    match_id = started_match(alice, allow_spectators=True, bot_level="random")
    run_computer_turns(match_id)
    mine = state(alice, match_id)
    body = {"action": mine["legal"][0], "expected_seq": mine["seq"]}
    assert alice.client.post(f"/api/matches/{match_id}/actions", body, format="json", **on(PHONE)).status_code == 201
    assert charlie.get(f"/api/matches/{match_id}", **on(PHONE, "198.51.100.1")).status_code == 403


def test_a_spectator_on_a_seated_players_network_watches_and_is_noted_for_moderators(alice, charlie, mona_panel):  # noqa: F811
    match_id = started_match(alice, allow_spectators=True, bot_level="random")
    assert alice.get(f"/api/matches/{match_id}", **on(PHONE)).status_code == 200
    for _ in range(2):
        assert charlie.get(f"/api/matches/{match_id}", **on(TABLET)).status_code == 200
    noted = WatchedBeside.objects.get()
    assert (noted.spectator.public_id, noted.seated.public_id) == (charlie.id, alice.id)
    match = Match.objects.get(public_id=match_id)
    html = mona_panel.get(f"/admin/games/match/{match.pk}/change/").content.decode()
    assert "Charlie watched this match from the same network (internet address) as Alice" in html


def test_a_finished_match_is_not_checked(alice, charlie):
    match_id = started_match(alice, allow_spectators=True, bot_level="random")
    assert alice.get(f"/api/matches/{match_id}", **on(PHONE)).status_code == 200
    Match.objects.filter(public_id=match_id).update(status="finished")
    assert charlie.get(f"/api/matches/{match_id}", **on(PHONE)).status_code == 200


def test_the_stream_is_refused_as_the_read_is(alice, charlie):
    from config.api.service_errors import ServiceError
    from games.api.streams import _open
    from games.services.devices import marks_of

    match_id = started_match(alice, allow_spectators=True, bot_level="random")
    assert alice.get(f"/api/matches/{match_id}", **on(PHONE)).status_code == 200
    with pytest.raises(ServiceError) as refused:
        _open(charlie.token, match_id, marks_of(request_on(PHONE, "198.51.100.1")))
    assert (refused.value.status, refused.value.code) == (403, "same_device")
    assert _open(charlie.token, match_id, marks_of(request_on(TABLET))) is not None
