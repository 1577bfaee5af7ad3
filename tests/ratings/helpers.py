"""Circles and matches played to their end for the ratings' tests: through the circles API, every move by the engine."""

from __future__ import annotations

from circles.models import Circle
from games.engine import GAMES
from games.models import Match, Room, Seat
from games.services.matches import run_computer_turns
from tests.api.helpers import started_match
from tests.circles.helpers import circle_with
from tests.conftest import Player

QUICK = {
    "doublehand": {},
    "allfours": {"target": 1},
    "texas42": {"target": 1},
    "ganjifa": {"deals": 1},
}
"""Options that keep a match short: All Fours and Texas 42 to the first point, Ganjifa one deal."""


def make_circle(owner: Player, *members: Player, rate_computer_matches: bool = False) -> Circle:
    """A circle of the owner's with the members joined by an invitation (through the API)."""
    circle_id = circle_with(owner, *members, rate_computer_matches=rate_computer_matches)
    return Circle.objects.get(public_id=circle_id)


def circle_match(circle: Circle | None, creator: Player, *joiners: Player | None, game: str = "doublehand") -> str:
    """A started match in the circle (None: an ordinary room); members accept the seats offered.

    The creator sits in seat 0, the joiners (None: a computer player) in the next seats, computer players in the rest.
    """
    if circle is None:
        return started_match(
            creator, *[joiner for joiner in joiners if joiner is not None], game=game, options=QUICK[game]
        )
    seats_needed = GAMES[game].seat_count
    seats = [creator.id, *[None if joiner is None else joiner.id for joiner in joiners]]
    seats += [None] * (seats_needed - len(seats))
    body = {"game": game, "options": QUICK[game], "seats": seats}
    response = creator.post(f"/api/circles/{circle.public_id}/matches", body)
    assert response.status_code == 201, response.content
    made = response.json()
    by_seat = {offer["seat"]: offer["id"] for offer in made["offers"]}
    for index, joiner in enumerate(joiners, start=1):
        if joiner is not None:
            answered = joiner.post(f"/api/seat-offers/{by_seat[index]}/accept")
            assert answered.status_code == 200, answered.content
    match = Match.objects.get(room__code=made["room_code"])
    return match.public_id


def play_out(match_id: str) -> Match:
    """Play the match to its end, the people's turns by the computer as for people away (quicker than the API)."""
    match = Match.objects.get(public_id=match_id)
    Seat.objects.filter(room_id=match.room_id, user__isnull=False).update(away=True)
    run_computer_turns(match_id)
    match.refresh_from_db()
    assert match.status == "finished"
    return match


def room_of(match_id: str) -> Room:
    return Room.objects.get(matches__public_id=match_id)
