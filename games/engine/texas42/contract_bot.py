"""The `basic` player's choices in the marks game's contracts: when to bid them, and how to play nello and sevens."""

from __future__ import annotations

from games.engine.actions import JSON
from games.engine.texas42.dominoes import ENDS, TRICK_POINTS, is_double
from games.engine.texas42.suits import LEADS, POWERS, trump_played
from games.engine.texas42.tricks import DISTANCE

NELLO_MOST_PIPS = 28
"""The most pips a hand may hold in all to bid nello: seven low dominoes (an average tile has 6)."""
NELLO_HIGHEST_END = 5
"""No six on any tile. Over 400 such hands (at most 28 pips, no double above 1-1; 0.5 % of hands) `basic` made 56 %
of its nellos; with fives and sixes, or 30 pips, under half."""
SEVENS_NEAR = 5
"""Tiles within one pip of seven that a hand needs for sevens (the bidding side must take every trick), one of them
at seven: 3 % of hands, and `basic` made 70 % of 400 such sevens."""
SPLASH_WORTH = 32.0
"""What a hand whose best trump would be the doubles must be worth (see `bot.hand_worth`) to bid a splash, or a
plunge where the room plays no splash: four doubles or more, in practice (0.3 % of hands).

The partner's hand decides a splash, and these players make one about a fifth of the time whatever the bidder
holds. Of 3,000 hands with three doubles or more, those with a suit of their own made a splash 19 % of the time,
and a 42 with their own trump 20 % at a worth of 28, 58 % at 36 (where `basic` used to bid a splash). With the
doubles as the best trump, a splash was made 22 % of the time and their own 42 8 %; at a worth of 32, 36 % and 33 %
(33 hands). So `basic` bids one only there, and a plunge (the same play, for four marks) only where a splash cannot
be bid.

Since it plays for every trick when its side needs them all (it tops a partner's tile that may be beaten, and leads
into doubles the bidder may hold), `basic` makes 23 % of splashes on hands worth 36, up from 17 %. Most sets come at
the first two tricks, the partner's trumps beaten by a higher one.
"""


def nello_hand(hand: list[str]) -> bool:
    """Whether a hand is low enough to lose every trick: no six, no double above 1-1, few pips."""
    if any(ENDS[name][0] > NELLO_HIGHEST_END for name in hand):
        return False
    if any(is_double(name) and ENDS[name][0] > 1 for name in hand):
        return False
    return sum(sum(ENDS[name]) for name in hand) <= NELLO_MOST_PIPS


def sevens_hand(hand: list[str]) -> bool:
    """Whether a hand is near enough to seven to take every trick of sevens with a partner: most tiles within one."""
    near = [name for name in hand if DISTANCE[name] <= 1]
    return len(near) >= SEVENS_NEAR and any(DISTANCE[name] == 0 for name in hand)


def contract_call(view: JSON, legal: list[JSON], worth: float, doubles_best: bool) -> JSON | None:
    """A bid for a contract the hand suits, or None where none does (the ordinary bidding then decides).

    A plunge or splash with the doubles for it, where they are the hand's strength (`doubles_best`: its best trump
    would be the doubles); the least bid that may name nello or sevens with a hand for them.
    """
    options = view["options"]
    hand: list[str] = view["hand"]
    bid = view["bid"]
    if bid is not None and bid["seat"] % 2 == view["seat"] % 2:
        return None  # the partner holds the bid
    if doubles_best and worth >= SPLASH_WORTH:
        for contract in ("splash", "plunge"):
            offered = [action for action in legal if action.get("contract") == contract]
            if offered:
                return dict(offered[0])
    for contract, suits in (("nello", nello_hand), ("sevens", sevens_hand)):
        least = options[f"{contract}_min"]
        offered = [action for action in legal if action["type"] == "bid" and "contract" not in action]
        if contract in options["contracts"] and suits(hand) and any(action["value"] == least for action in offered):
            return {"type": "bid", "value": least}
    return None


def contract_name(view: JSON) -> str | None:
    """The contract to name, if the seat may name it and its hand suits it."""
    names = [action["trump"] for action in view["legal"]]
    hand: list[str] = view["hand"]
    if "nello" in names and nello_hand(hand):
        return "nello"
    if "sevens" in names and sevens_hand(hand):
        return "sevens"
    return None


def nello_play(view: JSON, tiles: list[str]) -> str:
    """Nello: the bidder keeps under the trick and sheds its highest tiles; the others keep the bidder on top."""
    trump = trump_played("nello", view["doubles"])
    cards = view["trick"]["cards"]
    bidder = view["bid"]["seat"]
    if not cards:
        # The bidder leads its lowest; the others lead low too, so that the bidder's tile may stand above them.
        return min(tiles, key=lambda name: (POWERS[trump][LEADS[trump][name]][name], sum(ENDS[name])))
    power = POWERS[trump][LEADS[trump][cards[0][1]]]
    best_seat, best = max(cards, key=lambda play: power[play[1]])
    under = [name for name in tiles if power[name] < power[best]]
    if view["seat"] == bidder:
        if under:
            return max(under, key=lambda name: (power[name], sum(ENDS[name])))
        return max(tiles, key=lambda name: (power[name], sum(ENDS[name])))
    if best_seat == bidder and under:
        # The bidder is on top: stay under it, giving up the highest tile that does.
        return max(under, key=lambda name: (power[name], sum(ENDS[name])))
    # The bidder is beaten or yet to play: keep low, so that its tile may still win.
    return min(tiles, key=lambda name: (power[name], sum(ENDS[name])))


def sevens_play(view: JSON, tiles: list[str]) -> str:
    """Sevens: every legal tile is as near seven as the others; give away the least count."""
    return min(tiles, key=lambda name: (TRICK_POINTS[name], name))
