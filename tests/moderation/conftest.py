"""Personas of the moderation tests: Mona the moderator, Sam the superuser, and the players alice, bob, charlie."""

from __future__ import annotations

from typing import Any

import pytest
from django.test import Client

from accounts.models import User
from games.models import Match
from games.services.matches import run_computer_turns
from tests.api.helpers import act, state
from tests.conftest import Player


@pytest.fixture
def sam(db) -> User:
    """A superuser."""
    return User.objects.create_superuser(username="sam", password="a-long-superuser-password")


@pytest.fixture
def mona_panel(mona) -> Client:
    """Mona's browser, signed in to the admin."""
    browser = Client()
    browser.force_login(mona)
    return browser


@pytest.fixture
def sam_panel(sam) -> Client:
    browser = Client()
    browser.force_login(sam)
    return browser


def account(player: Player) -> User:
    """The account behind a guest of the API tests."""
    return User.objects.get(pk=player.pk)


def match_of(match_id: str) -> Match:
    return Match.objects.get(public_id=match_id)


def play_a_while(player: Player, match_id: str, moves: int = 8) -> dict[str, Any]:
    """A few of the player's moves (their first legal action), computer turns between them; the last state seen."""
    body = state(player, match_id)
    for _ in range(moves):
        run_computer_turns(match_id)
        body = state(player, match_id)
        if body["status"] == "finished" or body["to_act"] != body["your_seat"]:
            break
        act(player, match_id, body["legal"][0], body["seq"])
    run_computer_turns(match_id)
    return state(player, match_id)
