"""Texas 42's play to a trick (spec sections 4, 5 and 8.3): which tiles a seat may play, and who wins the trick."""

from __future__ import annotations

from games.engine.texas42.deal import Play
from games.engine.texas42.dominoes import ENDS, TILES
from games.engine.texas42.suits import DOUBLES_SUIT, MEMBERS, POWERS, TRUMP_SUIT


def suit_words(suit: int) -> str:
    """A suit in words: "trumps", or "sixes" and the like."""
    if suit == TRUMP_SUIT:
        return "trumps"
    if suit == DOUBLES_SUIT:
        return "doubles"
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
    if suit == DOUBLES_SUIT:
        return f"a double was led and seat {seat} holds one ({held}): it must follow with a double"
    return f"{suit_words(suit)} were led and seat {seat} holds {held}: it must follow suit"


def trick_winner(plays: tuple[Play, ...], trump: int, suit: int) -> int:
    """The seat that wins a complete trick: the highest trump in it, else the highest tile of the led suit."""
    power = POWERS[trump][suit]
    best = plays[0]
    for play in plays[1:]:
        if power[play.card] > power[best.card]:
            best = play
    return best.seat


# --- sevens (spec section 8.3): no suits; the tile nearest seven pips -----

SEVEN = 7
DISTANCE: dict[str, int] = {name: abs(SEVEN - sum(ENDS[name])) for name in TILES}
"""How far each tile's pip total lies from seven."""


def sevens_playable(hand: tuple[str, ...]) -> tuple[str, ...]:
    """The tiles a seat may play in sevens, leading included: those of its hand nearest to seven pips."""
    nearest = min(DISTANCE[name] for name in hand)
    return tuple(name for name in hand if DISTANCE[name] == nearest)


def sevens_refusal(seat: int, hand: tuple[str, ...], name: str) -> str | None:
    """Why the seat may not play this tile in sevens, in plain words; None if it may."""
    if name not in hand:
        return f"seat {seat} does not hold {name}"
    nearest = min(hand, key=DISTANCE.__getitem__)
    if DISTANCE[name] > DISTANCE[nearest]:
        return f"in sevens seat {seat} must play a tile nearest to seven pips, such as {nearest}, not {name}"
    return None


def sevens_winner(plays: tuple[Play, ...], bidders: int, ties: str) -> int:
    """The seat that wins a trick of sevens: the tile nearest seven.

    Among equally near tiles the first played wins, or under the `bidder` rule the first that the bidding side (team
    `bidders`) played, if it played one.
    """
    nearest = min(DISTANCE[play.card] for play in plays)
    closest = [play.seat for play in plays if DISTANCE[play.card] == nearest]
    if ties == "bidder":
        ours = [seat for seat in closest if seat % 2 == bidders]
        if ours:
            return ours[0]
    return closest[0]
