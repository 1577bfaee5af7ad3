"""Joins racing for the last place of a circle, with real threads on PostgreSQL: the member limit holds."""

from __future__ import annotations

from functools import partial

import pytest
from django.db import connection

from circles.models import Membership
from tests.api.test_concurrency import race
from tests.circles.helpers import circle_with, invite, join
from tests.conftest import make_player

pytestmark = [
    pytest.mark.django_db(transaction=True),
    pytest.mark.skipif(connection.vendor != "postgresql", reason="row locks need PostgreSQL"),
]

ROUNDS = 5


def test_two_joins_for_the_last_place_one_wins_every_time():
    for round_number in range(ROUNDS):
        owner, member = make_player(f"Owner {round_number}"), make_player(f"Member {round_number}")
        circle_id = circle_with(owner, member, member_limit=3)
        code = invite(owner, circle_id)
        first, second = make_player(f"First {round_number}"), make_player(f"Second {round_number}")
        responses = race(partial(join, first, code), partial(join, second, code))
        statuses = sorted(response.status_code for response in responses)
        assert statuses == [200, 409], [response.content for response in responses]
        assert next(r for r in responses if r.status_code == 409).json()["code"] == "circle_full"
        assert Membership.objects.filter(circle__public_id=circle_id, left_at__isnull=True).count() == 3


def test_many_joins_at_once_fill_the_circle_exactly():
    owner = make_player("Owner")
    circle_id = circle_with(owner, member_limit=4)
    code = invite(owner, circle_id)
    joiners = [make_player(f"Cousin {number}") for number in range(6)]
    responses = race(*(partial(join, player, code) for player in joiners))
    assert sorted(response.status_code for response in responses) == [200, 200, 200, 409, 409, 409]
    assert Membership.objects.filter(circle__public_id=circle_id, left_at__isnull=True).count() == 4


def test_the_same_player_joining_twice_at_once_is_one_member():
    owner, player = make_player("Owner"), make_player("Twice")
    circle_id = circle_with(owner)
    code = invite(owner, circle_id)
    responses = race(partial(join, player, code), partial(join, player, code))
    assert [response.status_code for response in responses] == [200, 200]
    assert Membership.objects.filter(circle__public_id=circle_id, user__public_id=player.id).count() == 1
