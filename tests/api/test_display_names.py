"""Display names: emoji and any printable text are welcome; empty-looking names and look-alikes at a table are not."""

from __future__ import annotations

import pytest

from accounts.models import User
from tests.api.helpers import create_room
from tests.conftest import Player, make_player
from tests.schema_check import CheckedClient

pytestmark = pytest.mark.django_db

CYRILLIC_ALICE = "\u0410lic\u0435"
"""Alice with a Cyrillic capital A and small e: to the eye, Alice."""


def new_guest(name: object):
    return CheckedClient().post("/api/guests", {"display_name": name}, format="json")


def rename(player: Player, name: str):
    return player.client.patch("/api/me", {"display_name": name}, format="json")


class TestWhatANameMayHold:
    @pytest.mark.parametrize(
        "name",
        [
            "राज 😀",
            "\U0001f468\u200d\U0001f469\u200d\U0001f467 Rao",  # a family emoji, one sequence
            "Asha \U0001f44d\U0001f3fe",
            "Nguyễn Văn An",
            "क्षत्रिय",
            "Jan-Willem van 't Hof",
            "<script>",  # only text: the app and the admin escape it
            "---",
            "🏏🏏🏏",
        ],
    )
    def test_emoji_and_any_printable_text_are_welcome(self, name):
        response = new_guest(name)
        assert response.status_code == 201, response.content
        assert response.json()["display_name"] == name

    @pytest.mark.parametrize(
        "name", ["\u3164", "\u2800", "\u200b\u200b", "\u115f\u1160", "\ufeff \u2800", "\u0301\u0301", "\u202e"]
    )
    def test_a_name_that_shows_nothing_is_refused(self, name):
        response = new_guest(name)
        assert response.status_code == 400
        assert response.json()["code"] == "name_invisible"

    def test_invisible_characters_in_a_name_are_removed(self):
        response = new_guest("\ufeffAs\u200bha\u2800 \u3164Rao\u202e")
        assert response.status_code == 201
        assert response.json()["display_name"] == "Asha Rao"

    def test_the_length_counts_characters_as_they_show(self):
        # Each क्ष is three code points and one character; x is one of each.
        assert new_guest("x" * 21 + "क्ष" * 3).status_code == 201
        assert new_guest("x" * 22 + "क्ष" * 3).json()["code"] == "name_length"
        # The column holds 40 code points: 13 of क्ष, or 8 family emoji of 5 code points each.
        assert new_guest("क्ष" * 13).status_code == 201
        assert new_guest("क्ष" * 14).json()["code"] == "name_length"
        family = "\U0001f468\u200d\U0001f469\u200d\U0001f467"
        assert new_guest(family * 8).status_code == 201
        assert new_guest(family * 9).json()["code"] == "name_length"


class TestLookAlikesAtATable:
    def test_a_look_alike_of_a_seated_players_name_cannot_join(self, alice):
        code = create_room(alice)["code"]
        response = make_player(CYRILLIC_ALICE).post(f"/api/rooms/{code}/join")
        assert response.status_code == 409
        assert response.json()["code"] == "name_looks_like_another"
        assert alice.get(f"/api/rooms/{code}").json()["seats"][1]["name"] is None

    def test_the_same_name_twice_is_two_people_not_an_impersonation(self, alice, bob):
        code = create_room(alice)["code"]
        assert rename(bob, "Alice").status_code == 200
        assert bob.post(f"/api/rooms/{code}/join").status_code == 200

    def test_a_rename_to_a_look_alike_of_someone_at_ones_table_is_refused(self, alice, bob):
        code = create_room(alice)["code"]
        assert bob.post(f"/api/rooms/{code}/join").status_code == 200
        response = rename(bob, CYRILLIC_ALICE)
        assert response.status_code == 409
        assert response.json()["code"] == "name_looks_like_another"
        assert response.json()["message"]
        assert User.objects.get(pk=bob.pk).display_name == "Bob"

    def test_the_creator_watching_counts_as_at_the_table(self, alice, bob):
        code = create_room(alice)["code"]
        assert bob.post(f"/api/rooms/{code}/join").status_code == 200
        assert alice.post(f"/api/rooms/{code}/watch").status_code == 200
        assert rename(bob, CYRILLIC_ALICE).json()["code"] == "name_looks_like_another"

    def test_a_look_alike_of_someone_at_no_shared_table_is_allowed(self, alice, bob, charlie):
        create_room(alice)
        assert rename(bob, CYRILLIC_ALICE).status_code == 200

    def test_once_the_room_is_closed_its_names_no_longer_count(self, alice, bob):
        code = create_room(alice)["code"]
        assert bob.post(f"/api/rooms/{code}/join").status_code == 200
        assert alice.post(f"/api/rooms/{code}/leave").status_code == 200  # the creator leaving closes it
        assert rename(bob, CYRILLIC_ALICE).status_code == 200
