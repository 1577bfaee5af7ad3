"""Texas 42's bidding (spec section 3): the bids allowed after the highest so far, and why a bid is refused."""

from __future__ import annotations

LOWEST_BID = 30
LIMIT_BID = 42
"""The most a hand is worth; above it a bid may only double."""
LADDER = (LIMIT_BID, 84, 168, 250)
"""Once 42 is bid, each later bid is exactly the next step of this ladder."""
OPENING_BIDS = tuple(range(LOWEST_BID, LIMIT_BID + 1))
"""Any whole number from 30 to 42: the bids while none has reached 42 (each above the highest so far)."""


def bids_allowed(high: int | None) -> tuple[int, ...]:
    """The bids that may follow the highest bid so far (None: no bid yet)."""
    if high is None:
        return OPENING_BIDS
    if high < LIMIT_BID:
        return OPENING_BIDS[high + 1 - LOWEST_BID :]
    step = LADDER.index(high) + 1
    return LADDER[step : step + 1]


def bid_refusal(high: int | None, value: int) -> str | None:
    """Why a bid may not follow the highest so far, in plain words; None if it may."""
    if high is not None and high >= LIMIT_BID:
        if high == LADDER[-1]:
            return f"{high} is the top of the ladder: no higher bid is possible, only a pass"
        allowed = bids_allowed(high)[0]
        if value != allowed:
            return f"after a bid of {high} the only higher bid is {allowed}, its double; not {value}"
        return None
    if value < LOWEST_BID:
        return f"the lowest bid is {LOWEST_BID}, not {value}"
    if high is not None and value <= high:
        return f"a bid must be higher than the highest so far, {high}; not {value}"
    if value in LADDER[1:]:
        doubled = LADDER[LADDER.index(value) - 1]
        so_far = "no bid has been made" if high is None else f"the highest so far is {high}"
        return f"{value} doubles a bid of {doubled} and may only follow one; {so_far}"
    if value > LIMIT_BID:
        return f"a bid is a whole number from {LOWEST_BID} to {LIMIT_BID}, or the double of a {LIMIT_BID}; not {value}"
    return None
