"""Texas 42's play to a trick (spec sections 4 and 5): which tiles a seat may play, and who wins the trick."""

from __future__ import annotations

from games.engine.texas42.deal import Play
from games.engine.texas42.suits import MEMBERS, POWERS, TRUMP_SUIT


def suit_words(suit: int) -> str:
    """A suit in words: "trumps", or "sixes" and the like."""
    if suit == TRUMP_SUIT:
        return "trumps"
    return ("blanks", "ones", "twos", "threes", "fours", "fives", "sixes")[suit]


def playable(hand: tuple[str, ...], suit: int | None, trump: int) -> tuple[str, ...]:
    """The tiles a seat may play: any tile to lead (suit None), else the led suit's if it holds one, else any."""
    if suit is None:
        return hand
    members = MEMBERS[trump][suit]
    following = tuple(name for name in hand if name in members)
    return following or hand


def refusal(seat: int, hand: tuple[str, ...], suit: int | None, trump: int, name: str) -> str | None:
    """Why the seat may not play this tile now, in plain words; None if it may.

    The same duties as `playable`, checked for one tile without listing them all: this runs on every tile replayed.
    """
    if name not in hand:
        return f"seat {seat} does not hold {name}"
    if suit is None:
        return None
    members = MEMBERS[trump][suit]
    if name in members or members.isdisjoint(hand):
        return None
    held = next(other for other in hand if other in members)
    if suit == TRUMP_SUIT:
        return f"trumps were led and seat {seat} holds one ({held}): it must follow with a trump"
    return f"{suit_words(suit)} were led and seat {seat} holds {held}: it must follow suit"


def trick_winner(plays: tuple[Play, ...], trump: int, suit: int) -> int:
    """The seat that wins a complete trick: the highest trump in it, else the highest tile of the led suit."""
    power = POWERS[trump][suit]
    best = plays[0]
    for play in plays[1:]:
        if power[play.card] > power[best.card]:
            best = play
    return best.seat
