"""What Texas 42's play shows of the hands, read as `basic` plays (see `bot`): the tiles a seat passed over."""

from __future__ import annotations

from collections.abc import Callable, Collection

from games.engine.actions import JSON
from games.engine.search.sampling import tricks_shown
from games.engine.texas42.bidding import LIMIT_BID, bids_allowed
from games.engine.texas42.bot import MARGIN, SAVE_MARGIN, best_trump, hand_worth
from games.engine.texas42.dominoes import ENDS, TILES, TRICK_POINTS, is_double
from games.engine.texas42.suits import (
    DOUBLES,
    LEADS,
    MEMBERS,
    POWERS,
    TRUMP_NUMBERS,
    TRUMP_SUIT,
    TRUMP_TILES,
    trump_played,
)

Key = Callable[[str], tuple[int, ...]]


def _keys(trump: int) -> tuple[Key, Key]:
    """`basic`'s order of tiles to give away (its `cheapest`) and to feed a partner's trick (the dearest last)."""
    trumps = TRUMP_TILES[trump]

    def cheap(name: str) -> tuple[int, ...]:
        return (TRICK_POINTS[name], name in trumps, is_double(name), sum(ENDS[name]))

    def feed(name: str) -> tuple[int, ...]:
        return (TRICK_POINTS[name], name not in trumps, -sum(ENDS[name]))

    return cheap, feed


class _Moment:
    """One tile played, as the seat that played it saw the table: what it could not see, what it surely held."""

    def __init__(self, seat: int, held: set[str], elsewhere: set[str], alive: set[str]) -> None:
        self.seat = seat
        self.held = held
        """Tiles the seat played from here on: in its hand now."""
        self.elsewhere = elsewhere
        """Tiles known not to be in its hand now: the viewer's, and those another seat plays later."""
        self.alive = alive
        """Every tile not yet on the table, the one being played among them."""

    def beaters(self, name: str, suit: int, power: dict[str, int]) -> list[str]:
        return [other for other in self.alive if other != name and power[other] > power[name]]

    def surely_sure(self, name: str, suit: int, power: dict[str, int]) -> bool:
        """Whether `basic` in the seat would call the tile sure to win (nothing it cannot see beats it), held or not."""
        return all(other in self.held for other in self.beaters(name, suit, power))

    def surely_unsure(self, name: str, suit: int, power: dict[str, int]) -> bool:
        """Whether a tile the seat does not hold beats this one: `basic` there would not call it sure."""
        return any(other in self.elsewhere for other in self.beaters(name, suit, power))


def _read_lead(name: str, moment: _Moment, trump: int, bidder: bool) -> set[str]:
    """The tiles a seat that led `name` as `basic` does cannot have held (see `bot._lead`)."""
    trumps = TRUMP_TILES[trump]
    alive, leads = moment.alive, LEADS[trump]
    cheap, _ = _keys(trump)
    ruled_out: set[str] = set()
    trumps_alive = [other for other in alive if other in trumps]
    trumps_out = any(other in moment.elsewhere for other in trumps_alive)
    if bidder and name in trumps:
        if not trumps_out:
            return set()  # trumps drawn, or not: no telling which rule led it
        power = POWERS[trump][TRUMP_SUIT]
        if not moment.surely_unsure(name, TRUMP_SUIT, power):
            return set()
        # Not its top trump but one to pull the others (or its only one): none lower held, none sure.
        ruled_out.update(
            other for other in trumps_alive if (TRICK_POINTS[other], power[other]) < (TRICK_POINTS[name], power[name])
        )
        ruled_out.update(other for other in trumps_alive if moment.surely_sure(other, TRUMP_SUIT, power))
        return ruled_out
    if bidder and trumps_out:
        # The bidder draws trumps while others hold some: leading another tile, it has none.
        ruled_out.update(trumps_alive)
    suit = leads[name]
    if moment.surely_unsure(name, suit, POWERS[trump][suit]):
        # No tile sure to win: the cheapest tile in hand, and none that would be sure.
        ruled_out.update(other for other in alive if cheap(other) < cheap(name))
        ruled_out.update(
            other for other in alive if moment.surely_sure(other, leads[other], POWERS[trump][leads[other]])
        )
    elif moment.surely_sure(name, suit, POWERS[trump][suit]):
        # The sure winner with the most count (a trump last): none sure with more.
        def lead_key(other: str) -> tuple[int, bool]:
            return (TRICK_POINTS[other], other not in TRUMP_TILES[trump])

        ruled_out.update(
            other
            for other in alive
            if lead_key(other) > lead_key(name) and moment.surely_sure(other, leads[other], POWERS[trump][leads[other]])
        )
    return ruled_out


def _read_follow(name: str, moment: _Moment, before: list[tuple[int, str]], trump: int) -> set[str]:
    """The tiles a seat that followed with `name` as `basic` does cannot have held (see `bot._follow`)."""
    suit = LEADS[trump][before[0][1]]
    members = MEMBERS[trump][suit]
    power = POWERS[trump][suit]
    alive = moment.alive
    # The tiles it could have played instead: of the suit led if it followed suit, else any (it has none of the suit).
    pool = {other for other in alive if other in members} if name in members else alive - members
    pool.discard(name)
    cheap, feed = _keys(trump)
    best_seat, best = before[0]
    for seat, other in before[1:]:
        if power[other] > power[best]:
            best_seat, best = seat, other
    last = len(before) == 3
    beats = power[name] > power[best]
    winners = [other for other in pool if power[other] > power[best]]
    ours = best_seat % 2 == moment.seat % 2
    if ours and (last or moment.surely_sure(best, suit, power)):
        # The partner's trick is safe: `basic` feeds it its dearest tile.
        return {other for other in pool if feed(other) > feed(name)}
    if ours and not moment.surely_unsure(best, suit, power):
        return set()
    # From here `basic` tries for the trick: a sure winner first, the one with the most count.
    sure = [other for other in winners if last or moment.surely_sure(other, suit, power)]
    worth = sum(TRICK_POINTS[other] for _, other in before)
    fight = not ours and (worth > 0 or suit == TRUMP_SUIT)
    if beats and (last or moment.surely_sure(name, suit, power)):
        return {other for other in sure if (TRICK_POINTS[other], -power[other]) > (TRICK_POINTS[name], -power[name])}
    if beats and not moment.surely_unsure(name, suit, power):
        return set()
    # No sure winner: the cheapest winner if the trick is worth a try, else the cheapest tile.
    ruled_out = set(sure)
    if fight:
        ruled_out.update(
            winners
            if not beats
            else (o for o in winners if (TRICK_POINTS[o], power[o]) < (TRICK_POINTS[name], power[name]))
        )
    if not fight or not beats:
        ruled_out.update(other for other in pool if cheap(other) < cheap(name))
    return ruled_out


def tiles_ruled_out(view: JSON, seats: Collection[int]) -> dict[int, set[str]]:
    """Tiles each of `seats` is taken not to hold, from how it played: as `basic` plays (see `bot`).

    A tile led that nothing unseen could beat is the one with the most count among those; any other tile led is the
    seat's cheapest, and it held none sure to win (a bidder with trumps out leads trumps: its lowest by count and
    rank unless its highest is sure). A tile followed with that does not take the trick is the seat's cheapest, and it
    held no winner it was sure of, nor any winner at all when the opponents' trick holds count or is of trumps; a
    winner it was not sure of is its cheapest winner there. A tile fed to a partner's safe trick is the dearest it
    held. A seat whose side must take every trick plays otherwise and is not read, nor is the play of nello or sevens.
    """
    trump_named = view["trump"]
    bid = view["bid"]
    if trump_named is None or trump_named in ("nello", "sevens") or bid is None:
        return {}
    trump = trump_played(trump_named, view.get("doubles"))
    namer = bid["seat"] if bid.get("contract") is None else (bid["seat"] + 2) % 4
    every_trick = bid["value"] >= LIMIT_BID
    tricks = [trick["cards"] for trick in tricks_shown(view)]
    order = [(seat, name) for cards in tricks for seat, name in cards]
    hand = set(view["hand"])
    ruled_out: dict[int, set[str]] = {}
    alive = set(TILES)
    at = 0
    for cards in tricks:
        for place, (seat, name) in enumerate(cards):
            if seat in seats and not (every_trick and seat % 2 == bid["seat"] % 2):
                later = order[at:]
                held = {other for who, other in later if who == seat}
                elsewhere = hand | {other for who, other in later if who != seat}
                moment = _Moment(seat, held, elsewhere, set(alive))
                if place == 0:
                    read = _read_lead(name, moment, trump, seat == namer)
                else:
                    read = _read_follow(name, moment, list(cards[:place]), trump)
                ruled_out.setdefault(seat, set()).update(read)
            alive.discard(name)
            at += 1
    return ruled_out


HandCheck = Callable[[list[str]], bool]
"""Whether a seat's hand as dealt (the tiles it holds and those it has played) fits what its calls showed."""


def _worth_at_least(least: int, margin: int) -> HandCheck:
    return lambda dealt: min(int(hand_worth(dealt)) - margin, LIMIT_BID) >= least


def _worth_below(least: int, margin: int) -> HandCheck:
    return lambda dealt: min(int(hand_worth(dealt)) - margin, LIMIT_BID) < least


def _names(trump: int) -> HandCheck:
    return lambda dealt: best_trump(dealt) == trump


def calls_read(view: JSON, seats: Collection[int]) -> dict[int, list[HandCheck]]:
    """What each of `seats`' calls show of its hand as dealt, as `basic` bids and names trumps (see `bot._bid`).

    A pass shows a hand worth less than the least bid it could make (unless its partner held the bid); a bid shows
    one worth that bid; the trump named is the dealt hand's best. Read in the points game only, where `basic` bids by
    its hand's worth alone, and not for a dealer that the rules made bid.
    """
    if view["options"].get("scoring", "points") != "points":
        return {}
    force = view["options"].get("all_pass") == "force"
    checks: dict[int, list[HandCheck]] = {}
    high: int | None = None
    holder: int | None = None
    for placed, call in enumerate(view["calls"]):
        seat: int = call["seat"]
        value: int | None = call.get("value")
        forced = force and placed == 3 and high is None
        partner_holds = holder is not None and holder % 2 == seat % 2
        if seat in seats and not forced and not partner_holds and (high is None or high < LIMIT_BID):
            margin = SAVE_MARGIN if high is None and placed == 3 else MARGIN
            least = bids_allowed(high)[0]
            if value is None:
                checks.setdefault(seat, []).append(_worth_below(least, margin))
            elif value == least:
                checks.setdefault(seat, []).append(_worth_at_least(least, margin))
        if value is not None:
            high, holder = value, seat
    bid = view["bid"]
    trump = view["trump"]
    if bid is not None and bid.get("contract") is None and bid["seat"] in seats and trump in TRUMP_NUMBERS:
        number = TRUMP_NUMBERS[trump]
        if number <= DOUBLES:
            checks.setdefault(bid["seat"], []).append(_names(number))
    return checks
