"""A finished match's result from its deals alone: each team's place, points, and each seat's bids made and set.

Pure: the engine replays the log (decks and actions) and judges the result; nothing here reads a database.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from games.engine.protocol import Game
from games.engine.replay import deal_ends


@dataclass(frozen=True)
class SeatOutcome:
    """One seat's part in a finished match."""

    seat: int
    team: int
    rank: int
    """The team's place, 1 for the winners; teams whose results are equal share a place."""
    won: bool
    points: int
    """Everything the team scored over the match's deals."""
    bids_made: int
    bids_set: int


@dataclass(frozen=True)
class MatchOutcome:
    """A finished match: a row per seat, and each team's place."""

    seats: tuple[SeatOutcome, ...]
    team_ranks: tuple[int, ...]


def is_bidding_game(game: Game[Any]) -> bool:
    """Whether the game's deals are played to a bid (Doublehand, Texas 42), so that bids are made or set."""
    return "bid" in game.action_types


def places(winners: Sequence[int], games_won: Sequence[int], scores: Sequence[int]) -> tuple[int, ...]:
    """Each team's place: the winners first, then by games won, then by the last game's score; equal ones share.

    For a partnership game that is winners 1, losers 2; for Ganjifa's three players alone (one game, decided on the
    cards captured) it is the order of their captured cards.
    """
    keys = [(team in winners, games_won[team], scores[team]) for team in range(len(scores))]
    return tuple(1 + sum(other > key for other in keys) for key in keys)


def match_outcome(
    game: Game[Any], options: object, first_dealer: int, deals: Iterable[tuple[object, Sequence[object]]]
) -> MatchOutcome | None:
    """Replay a match's deals through the engine; its outcome, or None if the match is not over by them.

    Raises the engine's `ReplayError` if the log does not replay.
    """
    state = game.new_match(options, first_dealer)
    team_of = {seat: team for team, seats in enumerate(game.teams) for seat in seats}
    points = [0] * len(game.teams)
    made = [0] * game.seat_count
    fallen = [0] * game.seat_count
    bidding = is_bidding_game(game)
    start = state
    for end in deal_ends(game, start, deals):
        state = end  # the last is the match's end
        deal = end.deal
        assert deal is not None
        delta = deal.score_delta
        for team, scored in enumerate(delta):
            points[team] += scored
        if bidding and deal.over:
            bid = game.summary_part(deal).get("bid")
            if bid is not None:
                # Made: the bidders scored for the deal. Both games give a set bid's points to the other side only.
                (made if delta[team_of[bid["seat"]]] > 0 else fallen)[bid["seat"]] += 1
    outcome = game.outcome(state)
    if outcome is None:
        return None
    ranks = places(outcome.winners, outcome.games_won, outcome.scores)
    seats = tuple(
        SeatOutcome(
            seat=seat,
            team=team_of[seat],
            rank=ranks[team_of[seat]],
            won=team_of[seat] in outcome.winners,
            points=points[team_of[seat]],
            bids_made=made[seat],
            bids_set=fallen[seat],
        )
        for seat in range(game.seat_count)
    )
    return MatchOutcome(seats=seats, team_ranks=ranks)
