"""All Fours' points at the end of play, in the order they score: High, Low, Jack (or hang jack), Game."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from games.engine.allfours.deal import Award, AwardKind, Trick, team_of
from games.engine.french import DECK, POWER

GAME_PIPS = {"A": 4, "K": 3, "Q": 2, "J": 1, "T": 10}
"""What each rank counts toward Game; other ranks count nothing."""
PIPS = {card: GAME_PIPS.get(card[0], 0) for card in DECK}
"""Each card's game pips, looked up on every card a playout plays."""
HANG_JACK_POINTS = 3


def game_pips(tricks: tuple[Trick, ...]) -> tuple[int, int]:
    """Each team's game pips in the tricks it has won."""
    pips = [0, 0]
    for trick in tricks:
        assert trick.winner is not None
        pips[team_of(trick.winner)] += sum(GAME_PIPS.get(play.card[0], 0) for play in trick.plays)
    return pips[0], pips[1]


def _high_and_low(tricks: tuple[Trick, ...], trump: str) -> list[Award]:
    # Every card dealt to a player is played by the end, by the seat it was dealt to: the tricks say who held what.
    trumps = [play for trick in tricks for play in trick.plays if play.card[1] == trump]
    if not trumps:
        return []
    high = max(trumps, key=lambda play: POWER[play.card])
    low = min(trumps, key=lambda play: POWER[play.card])
    return [
        Award(AwardKind.HIGH, team_of(high.seat), 1, high.card),
        Award(AwardKind.LOW, team_of(low.seat), 1, low.card),
    ]


def _jack(tricks: tuple[Trick, ...], trump: str) -> list[Award]:
    jack = "J" + trump
    for trick in tricks:
        for play in trick.plays:
            if play.card == jack:
                assert trick.winner is not None
                holders, winners = team_of(play.seat), team_of(trick.winner)
                if holders == winners:
                    return [Award(AwardKind.JACK, holders, 1, jack)]
                return [Award(AwardKind.HANG_JACK, winners, HANG_JACK_POINTS, jack)]
    return []


def _game(tricks: tuple[Trick, ...], elder: int, options: Mapping[str, Any]) -> list[Award]:
    pips = game_pips(tricks)
    worth: int = options["game_points"]
    if pips[0] != pips[1]:
        return [Award(AwardKind.GAME, 0 if pips[0] > pips[1] else 1, worth)]
    if options["game_tie"] == "elder":
        return [Award(AwardKind.GAME, team_of(elder), worth)]
    return []


def end_of_play_awards(tricks: tuple[Trick, ...], trump: str, elder: int, options: Mapping[str, Any]) -> list[Award]:
    """The points of a played-out deal in the order they score; the caller stops at the one that wins a game."""
    return [*_high_and_low(tricks, trump), *_jack(tricks, trump), *_game(tricks, elder, options)]
