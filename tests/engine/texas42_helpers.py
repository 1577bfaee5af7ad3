"""Builders for Texas 42 scenarios: hands written as tiles, stacked decks, scripted bidding and play."""

from __future__ import annotations

from typing import Any

from games.engine import MatchState
from games.engine.actions import JSON
from games.engine.texas42 import TEXAS42
from games.engine.texas42.deal import Play, Texas42Deal, stack_deck
from games.engine.texas42.dominoes import COUNT
from games.engine.texas42.suits import LEADS, POWERS, trump_number
from games.engine.texas42.tricks import playable, trick_winner

game = TEXAS42


def hands(*specs: str) -> list[list[str]]:
    """Four hands, seat 0 first, each written as seven tiles: "6-6 6-4 5-5 ..."; every tile exactly once."""
    built = [spec.split() for spec in specs]
    assert len(built) == 4 and all(len(hand) == 7 for hand in built), specs
    assert sorted(name for hand in built for name in hand) == sorted(game.full_deck), "every tile exactly once"
    return built


# Seat 0 holds five fours and the double six and five: the strong hand of the scenarios. Seat 2 holds the
# other two fours (4-1, 4-0); seats 1 and 3 hold no four at all.
STRONG_FOURS = hands(
    "4-4 6-4 5-4 4-3 4-2 6-6 5-5",
    "6-3 6-2 6-1 3-3 3-2 1-1 0-0",
    "4-1 4-0 6-5 6-0 5-3 2-2 2-0",
    "5-2 5-1 5-0 3-1 3-0 2-1 1-0",
)

# The whole hand of STRONG_FOURS with fours trumps, seat 0 leading every trick (worked out in the tests).
STRONG_FOURS_PLAY = [
    ["4-4", "0-0", "4-0", "1-0"],
    ["6-4", "1-1", "4-1", "2-1"],
    ["6-6", "6-1", "6-0", "3-0"],
    ["5-5", "3-3", "5-3", "5-0"],
    ["5-4", "6-2", "2-0", "3-1"],
    ["4-3", "6-3", "2-2", "5-1"],
    ["4-2", "3-2", "6-5", "5-2"],
]


def start(
    layout: list[list[str]],
    dealer: int = 3,
    scores: tuple[int, int] = (0, 0),
    games_won: tuple[int, int] = (0, 0),
    **options: Any,
) -> MatchState[Any]:
    """A match with the given options (and scores so far), dealt so that each seat holds its layout hand."""
    state = game.resume(
        {
            "options": options,
            "dealer": dealer,
            "scores": list(scores),
            "games_won": list(games_won),
            "winner": None,
            "deals_dealt": 0,
        }
    )
    state = game.deal(state, stack_deck(layout, dealer))
    assert [list(hand) for hand in state.deal.hands] == layout
    return state


def act(state: MatchState[Any], seat: int, kind: str, **args: Any) -> MatchState[Any]:
    """Apply one action given as keyword arguments."""
    return game.play(state, {"seat": seat, "type": kind, **args})


def calls(state: MatchState[Any], *values: int | None) -> MatchState[Any]:
    """Each seat in turn bids the value given, or passes for None."""
    for value in values:
        seat = game.to_act(state)
        assert seat is not None
        state = act(state, seat, "pass") if value is None else act(state, seat, "bid", value=value)
    return state


def plays(state: MatchState[Any], *tiles: str) -> MatchState[Any]:
    """Play these tiles in turn, each by the seat to act."""
    for name in tiles:
        seat = game.to_act(state)
        assert seat is not None
        state = act(state, seat, "play", card=name)
    return state


def bid_and_name(
    layout: list[list[str]], values: list[int | None], trump: int | str, dealer: int = 3, **options: Any
) -> MatchState[Any]:
    """Deal the layout, make the calls, and let the highest bidder name trumps."""
    state = calls(start(layout, dealer, **options), *values)
    seat = game.to_act(state)
    assert seat is not None
    return act(state, seat, "name_trump", trump=trump)


def play_out(state: MatchState[Any]) -> MatchState[Any]:
    """Finish the deal, each seat playing its first legal tile."""
    while game.to_act(state) is not None:
        state = game.apply(state, game.legal_actions(state)[0])
    return state


def deal_of(state: MatchState[Any]) -> Texas42Deal:
    """The state's deal (there is one once dealt)."""
    deal: Texas42Deal | None = state.deal
    assert deal is not None
    return deal


def summary(state: MatchState[Any]) -> JSON:
    """The deal's entry in a replay report."""
    return game.deal_summary(deal_of(state))


def legal(state: MatchState[Any]) -> list[JSON]:
    """The legal actions of the seat to act, as the API writes them."""
    return [action.to_json(with_seat=False) for action in game.legal_actions(state)]


def points_by_hand(tricks: list[Any]) -> list[int]:
    """Each team's points counted here from finished tricks, as reports write them: count plus one a trick."""
    taken = [0, 0]
    for trick in tricks:
        taken[trick["winner"] % 2] += 1 + sum(COUNT.get(name, 0) for _, name in trick["cards"])
    return taken


def may_follow(trump: int | str, led: str, hand: str) -> list[str]:
    """The tiles of a hand (written "6-4 6-2 ...") that may be played to a trick led with `led`."""
    number = trump_number(trump)
    return list(playable(tuple(hand.split()), LEADS[number][led], number))


def winner_of(trump: int | str, *tiles: str) -> str:
    """The tile that wins a trick of these tiles, the first one led."""
    number = trump_number(trump)
    plays = tuple(Play(seat, name) for seat, name in enumerate(tiles))
    return tiles[trick_winner(plays, number, LEADS[number][tiles[0]])]


def stronger(trump: int | str, led: str, one: str, other: str) -> bool:
    """Whether `one` beats `other` in a trick led with `led`."""
    number = trump_number(trump)
    power = POWERS[number][LEADS[number][led]]
    return power[one] > power[other]
