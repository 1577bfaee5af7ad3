"""The table chat: who may write and read, what a message may hold, the word filter, mutes, bans, and the ETag."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.utils import timezone

from accounts import tokens
from accounts.models import User
from community.models import MESSAGE_MAX_CHARS, BlockedWord, ChatMessage
from config.api.throttling import ScopedThrottle
from config.public_ids import new_public_id
from games.models import Room
from games.services.etags import etag_for_caller
from games.services.matches import run_computer_turns
from tests.api.helpers import act, create_room, started_match, state
from tests.conftest import Player
from tests.schema_check import CheckedClient

pytestmark = pytest.mark.django_db


def chat(player: Player, code: str, after: str | None = None) -> dict:
    response = player.get(f"/api/rooms/{code}/chat" + ("" if after is None else f"?after={after}"))
    assert response.status_code == 200, response.content
    return dict(response.json())


def say(player: Player, code: str, **body: object) -> dict:
    response = player.post(f"/api/rooms/{code}/chat", body)
    assert response.status_code == 201, response.content
    return dict(response.json())


def texts(player: Player, code: str) -> list[str]:
    return [message["text"] or message["phrase"] for message in chat(player, code)["messages"]]


@pytest.fixture
def table(alice, bob) -> str:
    """A lobby where Alice sits in seat 0 and Bob in seat 1."""
    code = str(create_room(alice)["code"])
    assert bob.post(f"/api/rooms/{code}/join", {"seat": 1}).status_code == 200
    return code


class TestSendingAndReading:
    def test_the_players_at_a_table_write_and_read_each_other_oldest_first(self, alice, bob, table):
        first = say(alice, table, text="  Namaste, everyone!  ")
        assert first["text"] == "Namaste, everyone!"  # stripped
        assert (first["author"], first["name"], first["seat"], first["phrase"]) == (alice.id, "Alice", 0, None)
        second = say(bob, table, phrase="good_luck")
        assert (second["text"], second["phrase"], second["seat"]) == ("", "good_luck", 1)
        page = chat(bob, table)
        assert [message["id"] for message in page["messages"]] == [first["id"], second["id"]]
        assert page["messages"][0] == first
        assert page["more"] is False
        # Reading after the first message gives only the second.
        assert [message["id"] for message in chat(alice, table, after=first["id"])["messages"]] == [second["id"]]

    def test_every_message_moves_the_rooms_chat_seq(self, alice, table):
        before = alice.get(f"/api/rooms/{table}").json()["chat_seq"]
        assert chat(alice, table)["chat_seq"] == before
        say(alice, table, text="one")
        say(alice, table, phrase="oops")
        assert chat(alice, table)["chat_seq"] == before + 2
        assert alice.get(f"/api/rooms/{table}").json()["chat_seq"] == before + 2

    def test_names_are_shown_as_they_are_now_and_a_seat_only_while_it_is_held(self, alice, bob, table):
        say(bob, table, text="hello")
        bob.client.patch("/api/me", {"display_name": "Robert"}, format="json")
        assert bob.post(f"/api/rooms/{table}/leave").status_code == 200
        [message] = chat(alice, table)["messages"]
        assert (message["name"], message["seat"]) == ("Robert", None)

    def test_a_page_holds_a_hundred_messages_and_says_there_are_more(self, alice, table):
        room = Room.objects.get(code=table)
        author = User.objects.get(pk=alice.pk)
        ChatMessage.objects.bulk_create(ChatMessage(room=room, author=author, text=f"m{n}") for n in range(105))
        page = chat(alice, table)
        assert len(page["messages"]) == 100
        assert page["more"] is True
        rest = chat(alice, table, after=page["messages"][-1]["id"])
        assert [message["text"] for message in rest["messages"]] == [f"m{n}" for n in range(100, 105)]
        assert rest["more"] is False

    @pytest.mark.parametrize("after", ["x", "-1", "1.5", "9" * 30, "٣"])
    def test_a_bad_after_is_a_400(self, alice, table, after):
        response = alice.client.get(f"/api/rooms/{table}/chat", {"after": after})
        assert response.status_code == 400
        assert response.json()["code"] == "bad_after"

    def test_after_given_twice_is_a_400(self, alice, table):
        first = say(alice, table, text="one")["id"]
        response = alice.client.get(f"/api/rooms/{table}/chat?after={first}&after={first}")
        assert (response.status_code, response.json()["code"]) == (400, "bad_after")

    def test_a_missing_room_is_a_404(self, alice):
        for response in (alice.get("/api/rooms/ZZZZZZ/chat"), alice.post("/api/rooms/ZZZZZZ/chat", {"text": "hi"})):
            assert response.status_code == 404
            assert response.json()["code"] == "unknown_room"


class TestWhoMayWriteAndRead:
    def test_spectators_read_but_do_not_write(self, alice, bob, charlie):
        match_id = started_match(alice, bob, allow_spectators=True)
        code = state(alice, match_id)["room"]
        say(alice, code, text="welcome")
        # Charlie, watching, reads the table's chat...
        assert texts(charlie, code) == ["welcome"]
        # ...but has no seat to write from.
        refused = charlie.post(f"/api/rooms/{code}/chat", {"text": "hi all"})
        assert refused.status_code == 403
        assert refused.json()["code"] == "not_a_player"
        assert texts(alice, code) == ["welcome"]

    def test_outsiders_cannot_tell_a_private_rooms_chat_from_a_missing_room(self, alice, charlie, table):
        say(alice, table, text="just us")
        for response, missing in (
            (charlie.get(f"/api/rooms/{table}/chat"), charlie.get("/api/rooms/ZZZZZZ/chat")),
            (charlie.post(f"/api/rooms/{table}/chat", {"text": "hi"}), charlie.post("/api/rooms/ZZZZZZ/chat", {})),
        ):
            assert response.status_code == missing.status_code == 404
            assert response.json() == missing.json()

    def test_the_creator_watching_and_staff_read_without_a_seat(self, alice, bob, charlie, table):
        say(bob, table, text="ready?")
        assert alice.post(f"/api/rooms/{table}/watch").status_code == 200
        assert texts(alice, table) == ["ready?"]
        assert alice.post(f"/api/rooms/{table}/chat", {"text": "I only watch"}).json()["code"] == "not_a_player"
        User.objects.filter(pk=charlie.pk).update(is_staff=True)
        assert texts(charlie, table) == ["ready?"]

    def test_a_closed_room_takes_no_more_messages(self, alice, bob, table):
        say(bob, table, text="bye")
        assert alice.post(f"/api/rooms/{table}/leave").status_code == 200  # the creator leaving closes it
        refused = bob.post(f"/api/rooms/{table}/chat", {"text": "hello?"})
        assert refused.status_code == 409
        assert refused.json()["code"] == "room_closed"
        assert texts(bob, table) == ["bye"]


class TestWhatAMessageMayHold:
    @pytest.mark.parametrize(
        ("body", "code"),
        [
            ({"text": ""}, "empty_message"),
            ({"text": " \u3000 "}, "empty_message"),
            ({"text": "\u3164\u2800\u200b\ufeff \u115f"}, "empty_message"),  # fillers and invisible characters
            ({"text": "\u202e\u2066\u061c\u180e"}, "empty_message"),  # direction marks and separators alone
            ({"text": "x" * (MESSAGE_MAX_CHARS + 1)}, "message_too_long"),
            ({"text": "y" * 100_000}, "message_too_long"),
            ({"text": "two\nlines"}, "bad_message"),
            ({"text": "tab\there"}, "bad_message"),
            ({"text": "nul\x00"}, "bad_message"),
            ({"text": "bell\x07"}, "bad_message"),
            ({"text": "line\u2028separator"}, "bad_message"),
            ({"text": "private \ue000 use"}, "bad_message"),
            ({"text": "hi", "phrase": "thanks"}, "text_or_phrase"),
            ({}, "text_or_phrase"),
            ({"phrase": "nope"}, "unknown_phrase"),
            ({"phrase": ""}, "unknown_phrase"),
            ({"phrase": "GOOD_GAME"}, "unknown_phrase"),
            ({"text": 5}, "invalid"),
            ({"text": None}, "invalid"),
            ({"text": ["hi"]}, "invalid"),
            ({"phrase": {"id": "thanks"}}, "invalid"),
        ],
    )
    def test_a_bad_message_is_a_400_with_a_clear_code(self, alice, table, body, code):
        response = alice.post(f"/api/rooms/{table}/chat", body)
        assert response.status_code == 400, response.content
        assert response.json()["code"] == code
        assert response.json()["message"]
        assert chat(alice, table)["messages"] == []

    def test_a_body_that_is_not_an_object_is_a_400(self, alice, table):
        for body in (["hi"], "hi", 7):
            assert alice.post(f"/api/rooms/{table}/chat", body).status_code == 400

    def test_the_longest_message_counts_characters_not_bytes(self, alice, table):
        # Emoji and Devanagari with its vowel signs: each code point is one character.
        for text in ("x" * MESSAGE_MAX_CHARS, "\U0001f0a1" * MESSAGE_MAX_CHARS, ("नमस्ते " * 28).strip()):
            assert len(text) <= MESSAGE_MAX_CHARS
            assert say(alice, table, text=text)["text"] == text

    def test_joined_emoji_and_scripts_are_kept_as_typed(self, alice, table):
        family = "\U0001f468\u200d\U0001f469\u200d\U0001f467 क्षमा"  # zero-width joiners are part of the text
        assert say(alice, table, text=family)["text"] == family

    @pytest.mark.parametrize(
        "ch", ["\u200b", "\u200d", "\ufeff", "\u180e", "\u061c", "\u202e", "\u2066", "\u3164", "\u2800", "\u2060"]
    )
    def test_invisible_characters_and_fillers_are_removed(self, alice, bob, table, ch):
        assert say(alice, table, text=f"good{ch} game{ch}")["text"] == "good game"
        assert texts(bob, table) == ["good game"]

    def test_a_reversed_direction_is_read_as_typed(self, alice, table):
        assert say(alice, table, text="turned \u202earound")["text"] == "turned around"

    def test_a_stack_of_marks_is_cut_to_three(self, alice, table):
        zalgo = "x" + "\u0300\u0301\u0302\u0303" * 40
        assert say(alice, table, text=f"{zalgo} hi")["text"] == "x\u0300\u0301\u0302 hi"

    def test_invisible_characters_cannot_slip_a_listed_word_past_the_filter(self, alice, table):
        BlockedWord.objects.create(word="darn")
        assert say(alice, table, text="d\u200barn it")["text"] == "**** it"

    def test_every_quick_phrase_is_sent_by_its_id(self, alice, table):
        from community.chat_phrases import CHAT_PHRASES

        for phrase in CHAT_PHRASES:
            assert say(alice, table, phrase=phrase)["phrase"] == phrase
        assert texts(alice, table) == list(CHAT_PHRASES)


class TestTheWordFilter:
    def test_listed_words_are_masked_as_whole_words_whatever_their_case(self, alice, bob, table):
        BlockedWord.objects.create(word="darn")
        sent = say(alice, table, text="Darn it, DARN! darning undarned darn_it darn.")
        assert sent["text"] == "**** it, ****! darning undarned darn_it ****."
        # What is stored is the filtered text: Bob reads the same.
        assert texts(bob, table) == [sent["text"]]

    def test_words_of_other_scripts_are_masked_as_whole_words_too(self, alice, table):
        BlockedWord.objects.create(word="बुर")
        BlockedWord.objects.create(word="straße")
        # "बुरा" goes on with a vowel sign (a combining mark): it is another word and stays.
        assert say(alice, table, text="बुर बुरा STRASSE Straße")["text"] == "*** बुरा STRASSE ******"

    def test_a_moderators_change_to_the_list_holds_at_the_next_message(self, alice, table):
        assert say(alice, table, text="heck")["text"] == "heck"
        word = BlockedWord.objects.create(word="heck")
        assert say(alice, table, text="heck")["text"] == "****"
        word.delete()
        assert say(alice, table, text="heck")["text"] == "heck"


def test_sending_is_rate_limited_and_reading_is_not(alice, table, monkeypatch):
    monkeypatch.setattr(ScopedThrottle, "THROTTLE_RATES", {**ScopedThrottle.THROTTLE_RATES, "chat": "2/minute"})
    say(alice, table, text="one")
    say(alice, table, phrase="oops")
    refused = alice.post(f"/api/rooms/{table}/chat", {"text": "three"})
    assert refused.status_code == 429
    assert refused.json()["code"] == "throttled"
    assert int(refused["Retry-After"]) > 0
    for _ in range(5):
        assert texts(alice, table) == ["one", "oops"]


class TestBans:
    @pytest.mark.parametrize("until", [None, timedelta(days=3)], ids=["for_good", "for_a_time"])
    def test_a_banned_player_cannot_create_join_act_or_chat(self, alice, bob, until):
        match_id = started_match(alice, bob)
        code = state(bob, match_id)["room"]
        lobby = create_room(alice)["code"]
        banned_until = None if until is None else timezone.now() + until
        User.objects.filter(pk=bob.pk).update(is_banned=True, banned_until=banned_until)
        run_computer_turns(match_id)
        refusals = [
            bob.post("/api/rooms", {"game": "doublehand", "turn_seconds": 3600}),
            bob.post(f"/api/rooms/{lobby}/join"),
            act(bob, match_id, {"type": "pass"}),
            bob.post(f"/api/rooms/{code}/chat", {"text": "still here"}),
        ]
        for refused in refusals:
            assert refused.status_code == 403, refused.content
            assert refused.json()["code"] == "banned"
            if until is None:
                assert "banned_until" not in refused.json()
            else:
                assert refused.json()["banned_until"] == banned_until.isoformat()
        assert chat(alice, code)["messages"] == []
        # Reading stays open to them: what was said at their table is no secret from them.
        assert chat(bob, code)["messages"] == []

    def test_a_ban_that_has_run_out_no_longer_holds(self, alice, bob):
        match_id = started_match(alice, bob)
        code = state(bob, match_id)["room"]
        lobby = create_room(alice)["code"]
        User.objects.filter(pk=bob.pk).update(is_banned=True, banned_until=timezone.now() - timedelta(minutes=1))
        assert bob.post("/api/rooms", {"game": "doublehand", "turn_seconds": 3600}).status_code == 201
        assert bob.post(f"/api/rooms/{lobby}/join").status_code == 200
        acted = act(bob, match_id, {"type": "pass"})
        assert acted.status_code != 403, acted.content
        assert say(bob, code, text="back again")["text"] == "back again"


class TestModeratorsChatMute:
    def test_a_muted_player_plays_but_cannot_chat_until_the_mute_ends(self, alice, bob, table):
        until = timezone.now() + timedelta(hours=2)
        User.objects.filter(pk=bob.pk).update(chat_muted_until=until)
        refused = bob.post(f"/api/rooms/{table}/chat", {"phrase": "sorry"})
        assert refused.status_code == 403
        assert refused.json()["code"] == "chat_muted"
        assert refused.json()["muted_until"] == until.isoformat()
        assert texts(alice, table) == []
        User.objects.filter(pk=bob.pk).update(chat_muted_until=timezone.now() - timedelta(seconds=1))
        assert say(bob, table, phrase="sorry")["phrase"] == "sorry"


class TestPlayersOwnMutes:
    def test_a_mute_hides_messages_from_the_muter_only(self, alice, bob, charlie, table):
        assert charlie.post(f"/api/rooms/{table}/join", {"seat": 2}).status_code == 200
        say(alice, table, text="from alice")
        say(charlie, table, text="from charlie")
        muted = bob.client.put(f"/api/me/mutes/{alice.id}")
        assert muted.status_code == 200
        assert muted.json()["user_id"] == alice.id
        assert muted.json()["name"] == "Alice"
        # Muting twice changes nothing.
        assert bob.client.put(f"/api/me/mutes/{alice.id}").status_code == 200
        assert [mute["user_id"] for mute in bob.get("/api/me/mutes").json()["muted"]] == [alice.id]
        say(alice, table, text="again from alice")
        assert texts(bob, table) == ["from charlie"]
        assert texts(charlie, table) == ["from alice", "from charlie", "again from alice"]
        assert charlie.get("/api/me/mutes").json() == {"muted": []}
        # Unmuted, Alice's messages are there again, all of them.
        assert bob.client.delete(f"/api/me/mutes/{alice.id}").status_code == 204
        assert texts(bob, table) == ["from alice", "from charlie", "again from alice"]
        assert bob.get("/api/me/mutes").json() == {"muted": []}
        assert bob.client.delete(f"/api/me/mutes/{alice.id}").status_code == 204

    def test_no_one_mutes_themselves_or_a_player_who_does_not_exist(self, alice):
        myself = alice.client.put(f"/api/me/mutes/{alice.id}")
        assert myself.status_code == 400
        assert myself.json()["code"] == "cannot_mute_self"
        nobody = alice.client.put("/api/me/mutes/987654321")
        assert nobody.status_code == 404
        assert nobody.json()["code"] == "unknown_player"
        assert alice.client.put(f"/api/me/mutes/{'9' * 40}").status_code == 404
        assert alice.client.put("/api/me/mutes/-1").status_code == 404  # no route

    def test_a_player_never_met_cannot_be_told_from_one_who_does_not_exist(self, alice, bob, charlie, table):
        # Charlie never sat with Alice: ids are sequential, and counting through them must tell him nothing
        stranger = charlie.client.put(f"/api/me/mutes/{alice.id}")
        nobody = charlie.client.put("/api/me/mutes/987654321")
        assert stranger.status_code == nobody.status_code == 404
        assert stranger.json() == nobody.json()
        assert stranger.json()["code"] == "unknown_player"
        assert charlie.get("/api/me/mutes").json() == {"muted": []}
        # Once they share a table, he may
        assert charlie.post(f"/api/rooms/{table}/join", {"seat": 2}).status_code == 200
        assert charlie.client.put(f"/api/me/mutes/{alice.id}").status_code == 200

    def test_a_spectator_mutes_a_player_by_a_message_they_read(self, alice, bob, charlie):
        match_id = started_match(alice, bob, allow_spectators=True)
        code = state(alice, match_id)["room"]
        rude = say(alice, code, text="you all play like potatoes")
        say(bob, code, text="hush")
        # Charlie only watches: he has met no one at this table...
        assert charlie.client.put(f"/api/me/mutes/{alice.id}").status_code == 404
        # ...but he read Alice's message, and names it
        muted = charlie.client.put(f"/api/me/mutes/{alice.id}?message={rude['id']}")
        assert muted.status_code == 200, muted.content
        assert texts(charlie, code) == ["hush"]
        assert texts(bob, code) == ["you all play like potatoes", "hush"]

    def test_a_message_proves_nothing_of_a_room_one_may_not_read_nor_of_another_author(
        self, alice, bob, charlie, table
    ):
        private = say(alice, table, text="just us")
        # A private room's message tells Charlie nothing: the same 404 as for no one
        stranger = charlie.client.put(f"/api/me/mutes/{alice.id}?message={private['id']}")
        nobody = charlie.client.put(f"/api/me/mutes/{new_public_id()}?message={private['id']}")
        assert stranger.status_code == nobody.status_code == 404
        assert stranger.json() == nobody.json()
        # Nor does a message of someone else's, where he may read it
        match_id = started_match(bob, allow_spectators=True)
        public = say(bob, state(bob, match_id)["room"], text="anyone there?")
        wrong_author = charlie.client.put(f"/api/me/mutes/{alice.id}?message={public['id']}")
        assert (wrong_author.status_code, wrong_author.json()) == (404, nobody.json())
        assert charlie.get("/api/me/mutes").json() == {"muted": []}
        # And a message id that cannot be one names no message, as one that does not exist
        for message in ("not.an.id", new_public_id()):
            refused = charlie.client.put(f"/api/me/mutes/{bob.id}", QUERY_STRING=f"message={message}")
            assert (refused.status_code, refused.json()) == (404, nobody.json())

    def test_an_account_without_a_display_name_is_never_shown_by_its_username(self, alice, table):
        # Given a staff account (no display name) seated at Alice's table, and writing in its chat
        root = User.objects.create_superuser(username="root-admin", password="not-a-real-password-1")
        Room.objects.get(code=table).seats.filter(index=2).update(user=root)
        root_player = Player(id=root.public_id, name="", token="", client=CheckedClient())
        root_player.client.force_authenticate(root)
        say(root_player, table, text="hello")
        # Then neither the mute, the chat, the mute list nor the room shows the username (a login's half)
        muted = alice.client.put(f"/api/me/mutes/{root.public_id}")
        assert muted.status_code == 200
        shown = [
            muted.json()["name"],
            alice.get("/api/me/mutes").json()["muted"][0]["name"],
            next(seat["name"] for seat in alice.get(f"/api/rooms/{table}").json()["seats"] if seat["seat"] == 2),
        ]
        alice.client.delete(f"/api/me/mutes/{root.public_id}")
        shown.append(chat(alice, table)["messages"][-1]["name"])
        # Nor the database key, which counts the accounts
        assert shown == [f"Player {root.public_id[:6]}"] * 4

    def test_muting_is_rate_limited(self, alice, bob, table, monkeypatch):
        monkeypatch.setattr(ScopedThrottle, "THROTTLE_RATES", {**ScopedThrottle.THROTTLE_RATES, "mutes": "2/hour"})
        assert alice.client.put(f"/api/me/mutes/{bob.id}").status_code == 200
        assert alice.client.delete(f"/api/me/mutes/{bob.id}").status_code == 204
        refused = alice.client.put(f"/api/me/mutes/{bob.id}")
        assert refused.status_code == 429
        assert refused.json()["code"] == "throttled"
        assert refused["Retry-After"] == str(refused.json()["retry_after"])


def test_deleted_messages_are_hidden_from_everyone(alice, bob, table):
    kept = say(alice, table, text="nice play")
    gone = say(bob, table, text="something rude")
    ChatMessage.objects.filter(public_id=gone["id"]).update(deleted_at=timezone.now())
    for player in (alice, bob):
        assert [message["id"] for message in chat(player, table)["messages"]] == [kept["id"]]


class TestTheMatchCarriesTheChat:
    def test_a_message_changes_the_matchs_etag_so_a_poll_sees_it(self, alice, bob):
        match_id = started_match(alice, bob, allow_spectators=True)
        run_computer_turns(match_id)
        seen = alice.get(f"/api/matches/{match_id}")
        etag, chat_seq = seen["ETag"], seen.json()["chat_seq"]
        assert alice.get(f"/api/matches/{match_id}", HTTP_IF_NONE_MATCH=etag).status_code == 304
        say(bob, seen.json()["room"], text="your turn, Alice")
        polled = alice.get(f"/api/matches/{match_id}", HTTP_IF_NONE_MATCH=etag)
        assert polled.status_code == 200
        assert polled.json()["chat_seq"] == chat_seq + 1
        assert polled.json()["seq"] == seen.json()["seq"]  # no event: the chat alone changed
        assert polled["ETag"] != etag
        # The quick 304's ETag is the view's, as before.
        assert etag_for_caller(match_id, tokens.digest_of(alice.token)) == polled["ETag"]
        assert alice.get(f"/api/matches/{match_id}", HTTP_IF_NONE_MATCH=polled["ETag"]).status_code == 304

    def test_the_match_says_whether_a_moderator_aborted_it(self, alice):
        match_id = started_match(alice)
        body = state(alice, match_id)
        assert body["aborted"] is False
        assert body["chat_seq"] == 0


class TestIdsOfRoomsNeverSeen:
    """A caller holding a message id from a room they never saw learns nothing from it."""

    def test_muting_by_such_a_message_answers_as_by_one_that_does_not_exist(self, alice, bob, charlie, table):
        private = say(alice, table, text="just us")["id"]
        # Bob's table is open to spectators: its chat is one anyone "may" read, had they its code
        open_room = state(bob, started_match(bob, allow_spectators=True))["room"]
        public = say(bob, open_room, text="anyone there?")["id"]
        nothing = charlie.client.put(f"/api/me/mutes/{alice.id}?message={new_public_id()}")
        assert nothing.status_code == 404
        for message in (private, public):
            probe = charlie.client.put(f"/api/me/mutes/{alice.id}?message={message}")
            assert (probe.status_code, probe.json()) == (404, nothing.json())

    def test_a_page_after_another_rooms_message_answers_as_after_none(self, alice, bob, charlie):
        theirs = say(bob, state(bob, started_match(bob))["room"], text="secret")["id"]
        mine = str(create_room(charlie)["code"])
        elsewhere = charlie.client.get(f"/api/rooms/{mine}/chat", {"after": theirs})
        nowhere = charlie.client.get(f"/api/rooms/{mine}/chat", {"after": new_public_id()})
        assert (elsewhere.status_code, elsewhere.json()) == (nowhere.status_code, nowhere.json())
        assert nowhere.json()["code"] == "bad_after"

    def test_messages_and_their_authors_are_named_by_public_ids(self, alice, table):
        sent = say(alice, table, text="hello")
        message = ChatMessage.objects.get(public_id=sent["id"])
        assert sent["author"] == alice.id != str(alice.pk)
        assert sent["id"] != str(message.pk)
