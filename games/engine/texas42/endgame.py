"""The last tricks of a Texas 42 hand solved exactly on a sampled deal, every tile seen and each side at its best.

`strong`'s playouts hand the end of each sampled deal to this solver (see `strong.ENDGAME_TRICKS`): `basic` plays the
first tricks, and the last few are played as well as they can be by both sides. Tiles are bits of an int here, as
the solver looks at thousands of positions a move.
"""

from __future__ import annotations

from typing import Any

from games.engine.match import MatchState
from games.engine.texas42.deal import HAND, SEATS, Texas42Deal, team_of
from games.engine.texas42.dominoes import COUNT, TILES, TRICK_POINT, TRICK_POINTS
from games.engine.texas42.scoring import MADE, SET, hand_score, marks_score
from games.engine.texas42.suits import LEADS, MEMBERS, POWERS, SUITS, TRUMPS

BIT: dict[str, int] = {name: 1 << index for index, name in enumerate(TILES)}
"""Each tile's bit in a hand."""
COUNTS: tuple[int, ...] = tuple(TRICK_POINTS[name] for name in TILES)
"""Each tile's count, by its bit's index."""
LEAD_OF: tuple[tuple[int, ...], ...] = tuple(tuple(LEADS[trump][name] for name in TILES) for trump in TRUMPS)
"""LEAD_OF[trump][index]: the suit a tile makes when led."""
SUIT_BITS: tuple[tuple[int, ...], ...] = tuple(
    tuple(sum(BIT[name] for name in MEMBERS[trump][suit]) for suit in SUITS) for trump in TRUMPS
)
"""SUIT_BITS[trump][suit]: the tiles that follow a lead of that suit, as bits."""
POWER_OF: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(tuple(POWERS[trump][suit][name] for name in TILES) for suit in SUITS) for trump in TRUMPS
)
"""POWER_OF[trump][suit led][index]: how strongly a tile plays to a trick of that suit."""

HAND_POINTS = HAND * TRICK_POINT + sum(COUNT.values())
"""Every point a hand holds (42): what one side does not take, the other does."""
WORST = 1000
"""Beyond any number of points: the bounds a search starts from."""


def solvable(deal: Texas42Deal) -> bool:
    """Whether the solver can play the deal on: an ordinary hand (not nello or sevens) whose tiles are being played."""
    return deal.contract is None and deal.trick is not None and deal.trump is not None and deal.bid is not None


def _indices(bits: int) -> list[int]:
    """The indices of a hand's tiles."""
    found = []
    while bits:
        low = bits & -bits
        found.append(low.bit_length() - 1)
        bits ^= low
    return found


class _Solver:
    """Alpha-beta over the tiles still to play, the bidders' points from here its value."""

    def __init__(self, trump: int, bidders: int) -> None:
        self.lead_of = LEAD_OF[trump]
        self.suit_bits = SUIT_BITS[trump]
        self.power_of = POWER_OF[trump]
        self.bidders = bidders
        self.known: dict[tuple[tuple[int, ...], int], int] = {}
        """The value of each position between tricks seen so far: the same one is reached by many orders of play."""

    def from_lead(self, hands: tuple[int, ...], leader: int) -> int:
        """The bidders' points from a trick about to be led to the end of the hand."""
        if not hands[leader]:
            return 0
        key = (hands, leader)
        value = self.known.get(key)
        if value is None:
            value = self.trick(hands, leader, (), -WORST, WORST)
            self.known[key] = value
        return value

    def trick(self, hands: tuple[int, ...], leader: int, plays: tuple[int, ...], alpha: int, beta: int) -> int:
        """The bidders' points from a trick with `plays` made (tile indices in order) to the end of the hand."""
        seat = (leader + len(plays)) % SEATS
        hand = hands[seat]
        bidders = self.bidders
        last = len(plays) == SEATS - 1
        if not plays:
            tiles = _indices(hand)
        else:
            suit = self.lead_of[plays[0]]
            tiles = _indices(hand & self.suit_bits[suit] or hand)
            # The strongest tile first: it is most often the best, and an early best cuts the rest short.
            power = self.power_of[suit]
            tiles.sort(key=power.__getitem__, reverse=True)
            if last:
                # The trick's last tile ends it: the best of the three played so far, the first among equals, wins
                # unless this tile beats it.
                best, top = 0, power[plays[0]]
                for place in (1, 2):
                    if power[plays[place]] > top:
                        best, top = place, power[plays[place]]
                taker = (leader + best) % SEATS
                points = TRICK_POINT + COUNTS[plays[0]] + COUNTS[plays[1]] + COUNTS[plays[2]]
        bidding_side = seat % 2 == bidders
        value = -WORST if bidding_side else WORST
        for index in tiles:
            after = (*hands[:seat], hand & ~(1 << index), *hands[seat + 1 :])
            if last:
                winner = seat if power[index] > top else taker
                found = (points + COUNTS[index] if winner % 2 == bidders else 0) + self.from_lead(after, winner)
            else:
                found = self.trick(after, leader, (*plays, index), alpha, beta)
            # Comparisons rather than max and min: this runs at every node of the search.
            if bidding_side:
                if found > value:
                    value = found
                    if found > alpha:
                        alpha = found
            elif found < value:
                value = found
                if found < beta:
                    beta = found
            if alpha >= beta:
                break
        return value


def bidders_points(deal: Texas42Deal) -> int:
    """The points the bidders end the hand with when both sides play every tile left as well as can be."""
    assert solvable(deal)
    assert deal.trick is not None and deal.trump is not None and deal.bid is not None
    bidders = team_of(deal.bid.seat)
    solver = _Solver(deal.trump, bidders)
    hands = tuple(sum(BIT[name] for name in hand) for hand in deal.hands)
    plays = tuple(TILES.index(play.card) for play in deal.trick.plays)
    leader = deal.trick.leader
    rest = solver.trick(hands, leader, plays, -WORST, WORST) if plays else solver.from_lead(hands, leader)
    return deal.points_taken[bidders] + rest


def solved_value(state: MatchState[Any], seat: int) -> float:
    """What the hand scores for the seat's side less the other's, both sides playing the rest at their best.

    Whether the hand is made, and so what each side scores, rises with the bidders' points (a made bid scores more
    than a set one, and a set one less the fewer points the bidders took), in the points game as in the marks game.
    Each side's best play for its score is therefore its best play for the bidders' points, which is what is solved.
    """
    deal = state.deal
    assert deal is not None and deal.bid is not None
    bidders = team_of(deal.bid.seat)
    taken = bidders_points(deal)
    # A bid of 42 or more is made only by every trick, which is every point.
    result = MADE if taken >= min(deal.bid.value, HAND_POINTS) else SET
    if state.options["scoring"] == "marks":
        delta = marks_score(deal.bid, result)
    else:
        points = (taken, HAND_POINTS - taken) if bidders == 0 else (HAND_POINTS - taken, taken)
        delta = hand_score(deal.bid, points, result)
    own = team_of(seat)
    return float(delta[own] - delta[1 - own])
