"""Nobody sees a running match's hidden pieces while taking part in it, staff no more than anyone.

Not in the API, and not on any page, filter or search of the admin.
"""

from __future__ import annotations

from html import escape

import pytest
from django.test import Client

from accounts import tokens
from accounts.models import User
from community.models import ModerationAction, ModerationKind
from community.services import moderation
from games.models import Event, EventType, Match, MatchStatus, Seat
from tests.api.helpers import started_match
from tests.moderation.conftest import match_of
from tests.moderation.test_panel import dealt_hands
from tests.schema_check import CheckedClient

pytestmark = pytest.mark.django_db


def api_client(user: User) -> CheckedClient:
    client = CheckedClient()
    client.credentials(HTTP_AUTHORIZATION=f"Token {tokens.issue(user)}")
    return client


def seated(match: Match, user: User) -> None:
    """The user sits in seat 2 (a computer player's until now)."""
    Seat.objects.filter(room=match.room, index=2).update(user=user, bot_level="")


def deal_event(match: Match) -> Event:
    return Event.objects.get(match=match, type=EventType.DEAL, payload__number=1)


def hands_shown(panel: Client, match: Match) -> bool:
    html = panel.get(f"/admin/games/match/{match.pk}/change/").content.decode()
    return any(escape(" ".join(hand)) in html for hand in dealt_hands(match))


def events_listed(panel: Client, match: Match) -> bool:
    html = panel.get(f"/admin/games/event/?q={match.public_id}").content.decode()
    return f"/admin/games/event/{deal_event(match).pk}/change/" in html


def assert_nothing_hidden_shown(panel: Client, match: Match) -> None:
    assert not hands_shown(panel, match)
    assert not events_listed(panel, match)
    assert f"/admin/games/event/{deal_event(match).pk}/change/" not in panel.get("/admin/games/event/").content.decode()
    # The deal's own page answers as for an event that does not exist
    page = panel.get(f"/admin/games/event/{deal_event(match).pk}/change/")
    assert page.status_code == 302
    assert "Perhaps it was deleted" in panel.get(page["Location"]).content.decode()


class TestAModeratorSeatedInARunningMatch:
    def test_sees_no_deal_event_in_the_event_list_its_search_or_its_page(self, mona, mona_panel, alice):
        match = match_of(started_match(alice))
        assert events_listed(mona_panel, match)  # before she sits down she may
        seated(match, mona)
        assert_nothing_hidden_shown(mona_panel, match)

    def test_sees_them_all_once_it_is_finished(self, mona, mona_panel, alice):
        match = match_of(started_match(alice))
        seated(match, mona)
        Match.objects.filter(pk=match.pk).update(status=MatchStatus.FINISHED)
        assert hands_shown(mona_panel, match)
        assert events_listed(mona_panel, match)

    def test_cannot_filter_events_by_their_payload_nor_matches_by_their_snapshot(self, mona, mona_panel, alice):
        match = match_of(started_match(alice))
        card = deal_event(match).payload["deck"][0]
        for path in (
            f"/admin/games/event/?payload__deck__0={card}",
            f"/admin/games/event/?payload__contains={card}",
            f"/admin/games/match/?snapshot__icontains={card}",
            "/admin/games/match/?snapshot__isnull=False",
        ):
            assert mona_panel.get(path).status_code == 400, path
        # The lists' own filters still work
        assert mona_panel.get("/admin/games/event/?type__exact=deal").status_code == 200
        assert mona_panel.get("/admin/games/match/?status__exact=in_progress").status_code == 200


class TestAModeratorWatchingARunningMatch:
    def test_the_rooms_creator_watching_sees_no_hidden_piece(self, mona, mona_panel, alice):
        match = match_of(started_match(alice))
        match.room.creator = mona
        match.room.save(update_fields=["creator"])
        assert_nothing_hidden_shown(mona_panel, match)
        response = api_client(mona).get(f"/api/matches/{match.public_id}/record")
        assert response.status_code == 403
        assert response.json()["code"] == "playing_this_match"

    def test_a_moderator_who_watched_as_a_spectator_no_longer_sees_them(self, mona, mona_panel, alice):
        match = match_of(started_match(alice))
        client = api_client(mona)
        # Not at the table yet: the record, decks and all, is hers to read as a moderator's
        assert client.get(f"/api/matches/{match.public_id}/record").status_code == 200
        assert hands_shown(mona_panel, match)
        # Once she follows the table as a spectator, she is at it
        assert client.get(f"/api/matches/{match.public_id}").status_code == 200
        assert client.get(f"/api/matches/{match.public_id}/record").status_code == 403
        assert client.get(f"/api/matches/{match.public_id}/replay?deal=0").status_code == 403
        assert_nothing_hidden_shown(mona_panel, match)

    def test_watching_through_the_events_counts_too(self, mona, mona_panel, alice):
        match = match_of(started_match(alice))
        assert api_client(mona).get(f"/api/matches/{match.public_id}/events?after=0").status_code == 200
        assert not hands_shown(mona_panel, match)

    def test_a_moderator_put_out_of_her_seat_sees_no_hidden_piece(self, mona, mona_panel, sam, alice, bob):
        match = match_of(started_match(alice, bob))
        seated(match, mona)
        moderation.replace_seat(sam, match_of(match.public_id), 2, "away for good")
        assert ModerationAction.objects.filter(kind=ModerationKind.REPLACE_SEAT, target=mona).exists()
        assert not Seat.objects.filter(room=match.room, user=mona).exists()
        assert_nothing_hidden_shown(mona_panel, match)

    def test_another_moderator_taking_no_part_sees_everything(self, mona, mona_panel, sam_panel, alice):
        match = match_of(started_match(alice))
        seated(match, mona)
        assert hands_shown(sam_panel, match)
        assert events_listed(sam_panel, match)
