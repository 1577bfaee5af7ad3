"""How Doublehand's `basic` player values its first five cards and the calls so far, and what it calls.

The numbers come from play: many deals of four `basic` players in which one seat was made to bid, so that the
hands its side then collected could be set against what it held. Points here are that measure of a hand.
"""

from __future__ import annotations

from collections import Counter

from games.engine.actions import JSON

HONOURS = {"A": 4, "K": 3, "Q": 2, "J": 1}
"""High-card points; an ace counts one more on top. An honour of the trump suit to come counts as much as any other:
the length of that suit is what adds (play bears it out: its honours win no more hands than the others)."""

LENGTH = {3: 5, 4: 11, 5: 12}
"""Points for the trump suit to come: the longest suit among the five cards (two or fewer add nothing)."""

NEEDS = {7: 8, 8: 10, 9: 12, 10: 14, 11: 17}
"""The points a side must be worth to bid each value.

From 8 to 11 these are about where a bid stops paying on average (a failed bid costs double). Seven is asked
for more cheaply, on a fair hand, as people do rather than throw the cards in: without that most deals would be
thrown in. Twelve and thirteen are never worth it: the bidding side scores 52 for all thirteen hands on any bid
below 13, so a bid of 13 risks 26 points for 13, and 12 fails too often.
"""

AVERAGE = 6.4
"""The average points of five cards."""
PASSED = 3.6
"""The average points of a player who passed at once."""
SHOWN_ABOVE_NEED = 2.5
"""How far a bidder's points lie, on average, above what their bid needs."""
PARTNER_SHARE = 0.6
"""How much a partner's point is worth to the bidder, against one of the bidder's own."""
OPPONENT_SHARE = 0.5
"""How much an opponent's point costs the bidder, against one of the bidder's own."""
JUMP_FROM = 9
"""A hand worth this much or more opens with a jump."""


def hand_points(hand: list[str]) -> int:
    """The points of a hand of five: its high cards and the length of its longest suit, the trump to come."""
    lengths = Counter(card[1] for card in hand)
    high = sum(HONOURS.get(card[0], 0) + (card[0] == "A") for card in hand)
    return high + LENGTH.get(max(lengths.values()), 0)


def shown_points(calls: list[JSON], seat: int) -> float | None:
    """The points a seat has shown by its calls so far: its highest bid, or a pass; None before it calls."""
    bids = [call["value"] for call in calls if call["seat"] == seat and call["type"] == "bid"]
    if bids:
        return NEEDS[min(max(bids), max(NEEDS))] + SHOWN_ABOVE_NEED
    if any(call["seat"] == seat for call in calls):
        return PASSED
    return None


def side_points(view: JSON) -> float:
    """The seat's own points, with what the others' calls say: a partner's bid adds, an opponent's takes away."""
    seat: int = view["seat"]
    total = float(hand_points(view["hand"]))
    for other in range(4):
        shown = shown_points(view["calls"], other)
        if other == seat or shown is None:
            continue
        share = PARTNER_SHARE if other % 2 == seat % 2 else -OPPONENT_SHARE
        total += share * (shown - AVERAGE)
    return total


def worth(view: JSON) -> int:
    """The highest bid the seat's side is worth now, or 0 when it is worth none."""
    points = side_points(view)
    return max((value for value, need in NEEDS.items() if points >= need), default=0)


def call(view: JSON, legal: list[JSON]) -> JSON:
    """Pass or bid: the lowest bid that takes the lead, while the side is worth it."""
    seat: int = view["seat"]
    bid = view["bid"]
    values = [action["value"] for action in legal if action["type"] == "bid"]
    # The partner already holds the contract: outbidding them only raises what the side must make.
    if not values or (bid is not None and bid["seat"] % 2 == seat % 2):
        return {"type": "pass"}
    value = worth(view)
    if value < min(values):
        return {"type": "pass"}
    # A strong hand opens with a jump, which tells the partner and shuts out a cheap overcall; it keeps one
    # trick in hand for a contest.
    if bid is None and value >= JUMP_FROM:
        return {"type": "bid", "value": value - 1}
    return {"type": "bid", "value": min(values)}
