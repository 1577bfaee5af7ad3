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


# --- the marks game (spec section 8.2) ------------------------------------

MARK = 42
"""A mark, in the points a bid is written in."""
TWO_MARKS = 2 * MARK
"""The most a player may jump to while the bidding is below it."""
SPLASH_DOUBLES = 3
PLUNGE_DOUBLES = 4
"""The doubles a seat must hold to bid a splash or a plunge."""
DOUBLES_NEEDED = {"splash": SPLASH_DOUBLES, "plunge": PLUNGE_DOUBLES}


def next_mark(high: int) -> int:
    """The next whole mark above the highest bid so far (0 before any)."""
    return MARK * (high // MARK + 1)


def marks_bids(high: int) -> tuple[int, ...]:
    """The ordinary bids that may follow the highest so far in the marks game (0: no bid yet)."""
    points = tuple(value for value in range(LOWEST_BID, MARK) if value > high)
    ceiling = max(TWO_MARKS, next_mark(high))
    marks = tuple(value for value in range(MARK, ceiling + 1, MARK) if value > high)
    return points + marks


def contract_bid(high: int, least: int) -> int:
    """The one value of a splash or plunge after the highest bid so far: its least, or a mark above the bid."""
    return max(least, next_mark(high))


def marks_bid_refusal(high: int, value: int) -> str | None:
    """Why an ordinary bid may not follow the highest so far in the marks game, in plain words; None if it may."""
    if value in marks_bids(high):
        return None
    if value < LOWEST_BID:
        return f"the lowest bid is {LOWEST_BID}, not {value}"
    if value <= high:
        return f"a bid must be higher than the highest so far, {high}; not {value}"
    if value % MARK:
        return f"above {MARK - 1} a bid is a whole number of marks ({MARK} each); not {value}"
    if high < TWO_MARKS:
        return f"a bid may jump to {TWO_MARKS} (two marks) at most; not {value}"
    return f"after a bid of {high} the only higher bid is {next_mark(high)}, one mark more; not {value}"


def marks_of(value: int) -> int:
    """The marks a bid is worth: one for any bid up to 42, a mark for each 42 above."""
    return max(1, value // MARK)
