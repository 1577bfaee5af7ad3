"""Wrong room codes: a player's typos block that player alone; only guessing from many tokens blocks an address."""

from __future__ import annotations

import pytest

from games.codes import ALPHABET
from tests.api.helpers import create_room
from tests.conftest import Player, make_player

pytestmark = pytest.mark.django_db


def wrong_codes(count: int, right: str) -> list[str]:
    """Well-formed codes of no room: the right one with its letters shifted."""
    codes = []
    for shift in range(1, count + 1):
        code = "".join(ALPHABET[(ALPHABET.index(letter) + shift) % len(ALPHABET)] for letter in right[:5])
        codes.append(code + right[5])
    assert right not in codes
    return codes


def guess(player: Player, code: str, **extra: str) -> int:
    return int(player.post(f"/api/rooms/{code}/join", **extra).status_code)


def test_alices_eleventh_wrong_guess_is_refused_while_bob_behind_the_same_address_still_joins(alice, bob, charlie):
    # Alice, Bob and Charlie share one home Wi-Fi: every request comes from the same address.
    room = create_room(charlie)
    assert [guess(alice, code) for code in wrong_codes(10, room["code"])] == [404] * 10
    refused = alice.post(f"/api/rooms/{room['code']}/join")
    assert refused.status_code == 429
    assert refused.json()["code"] == "too_many_wrong_codes"
    assert refused.json()["retry_after"] == 900
    assert refused["Retry-After"] == "900"
    # Bob typed the code right: Alice's typos are hers alone.
    assert guess(bob, room["code"]) == 200


def test_many_players_behind_one_address_are_stopped_at_the_address_limit(alice, settings):
    settings.WRONG_CODE_LIMIT = 10
    settings.WRONG_CODE_ADDRESS_LIMIT = 30
    room = create_room(alice)
    # Six guessers behind one address, five wrong codes each: each stays under its own limit ...
    guessers = [make_player(f"Guesser {n}") for n in range(6)]
    for guesser in guessers:
        assert [guess(guesser, code) for code in wrong_codes(5, room["code"])] == [404] * 5
    # ... but the address has now tried thirty: from it, nobody looks a room up any more, right code or not.
    newcomer = make_player("Dora")
    assert guess(newcomer, room["code"]) == 429
    assert guess(guessers[0], room["code"]) == 429
    # From another address, the room is still found.
    assert guess(newcomer, room["code"], REMOTE_ADDR="203.0.113.7") == 200


def test_a_right_code_counts_nothing_against_the_player(alice, bob, settings):
    settings.WRONG_CODE_LIMIT = 3
    room = create_room(alice)
    for _ in range(5):
        assert bob.get(f"/api/rooms/{room['code']}").status_code == 200
    assert [guess(bob, code) for code in wrong_codes(3, room["code"])] == [404] * 3
    assert guess(bob, room["code"]) == 429
