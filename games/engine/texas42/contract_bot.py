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
SPLASH_WORTH = 36.0
"""What the hand must be worth (see `bot.hand_worth`) beside its doubles to bid a splash or plunge: 1 % of hands.

Taking all seven tricks under the partner's trump is rare for these players. Of 300 splashes on hands worth 36,
`basic` made 23 % (and 25 % of plunges), since it plays for every trick: it tops a partner's tile that may be beaten,
and leads into doubles the bidder may hold; 17 % (18 %) before. The sets mostly come at the first two tricks, the
partner's trumps beaten by a higher one: the partner's hand is anyone's. So they keep the bid for the best hands.
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


def contract_call(view: JSON, legal: list[JSON], worth: float) -> JSON | None:
    """A bid for a contract the hand suits, or None where none does (the ordinary bidding then decides).

    A plunge or splash with the doubles for it; the least bid that may name nello or sevens with a hand for them.
    """
    options = view["options"]
    hand: list[str] = view["hand"]
    bid = view["bid"]
    if bid is not None and bid["seat"] % 2 == view["seat"] % 2:
        return None  # the partner holds the bid
    for contract in ("plunge", "splash"):
        offered = [action for action in legal if action.get("contract") == contract]
        if offered and worth >= SPLASH_WORTH:
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
