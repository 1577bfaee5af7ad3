"""An event's notices: a round's match waiting, the deadline near, the result; in each language, with its switch."""

from __future__ import annotations

import pytest

from community import dispatch
from community.models import NotificationSettings
from community.notices import LANGUAGES, Kind, text
from community.services.push import wanted
from tests.conftest import make_player
from tests.tournaments.helpers import circle_of, new_event, play_round, start

pytestmark = pytest.mark.django_db

KINDS = (Kind.TOURNAMENT_ROUND, Kind.TOURNAMENT_REMINDER, Kind.TOURNAMENT_RESULT)


def test_each_event_notice_reads_in_every_language():
    for language in LANGUAGES:
        texts = {text(language, kind, name="Cup", count="2", game="Ganjifa") for kind in KINDS}
        assert len(texts) == 3
        assert all("Cup" in title for title, _ in texts)


def test_event_notices_follow_the_switches_of_their_kin(alice):
    prefs = NotificationSettings.objects.create(user_id=alice.pk, invited=False, reminder=True, match_ended=False)
    assert [wanted(prefs, kind) for kind in KINDS] == [False, True, False]


def test_a_round_tells_each_player_their_match_and_the_end_their_place(
    settings, monkeypatch, django_capture_on_commit_callbacks
):
    settings.VAPID_PRIVATE_KEY = "key"
    sent: list[tuple[int, dict]] = []
    monkeypatch.setattr(dispatch, "send_push", lambda user_id, notice, countdown=0: sent.append((user_id, notice)))
    people = [make_player(f"Player {number}") for number in range(3)]
    circle_id = circle_of(people[0], *people[1:])
    event = new_event(people[0], circle_id, "ganjifa", format="swiss", rounds=1)
    for person in people:
        assert person.post(f"/api/tournaments/{event['id']}/entries").status_code == 201
    start(people[0], event["id"], django_capture_on_commit_callbacks)
    rounds = [(user, notice) for user, notice in sent if notice["kind"] == "tournament_round"]
    assert sorted(user for user, _ in rounds) == sorted(person.pk for person in people)
    assert all(notice["url"].startswith("/m/") and notice["count"] == "1" for _, notice in rounds)
    play_round(event["id"], django_capture_on_commit_callbacks)
    results = [notice for _, notice in sent if notice["kind"] == "tournament_result"]
    assert sorted(int(notice["count"]) for notice in results)[0] == 1 and len(results) == 3
    # The result opens the event's page, with its final standings.
    assert all(notice["url"] == f"/t/{event['id']}" for notice in results)
