"""Why a Texas 42 choice suits the seat: a reason code of `games.engine.search.reasons.REASONS`, read off its view."""

from __future__ import annotations

from games.engine.actions import JSON
from games.engine.search.sampling import played_pieces
from games.engine.texas42.bot import trump_strength
from games.engine.texas42.dominoes import ENDS, PIPS, TILES, TRICK_POINTS, is_double
from games.engine.texas42.suits import (
    CONTRACT_NAMES,
    DOUBLES,
    LEADS,
    MEMBERS,
    POWERS,
    TRUMP_SUIT,
    TRUMP_TILES,
    trump_number,
    trump_played,
)


def reason(view: JSON, choice: JSON) -> str | None:
    """The reason code of a legal choice from a seat's view, or None where no short reason fits."""
    kind = choice.get("type")
    if kind == "name_trump":
        return _naming(view, choice["trump"])
    if view.get("trump") in CONTRACT_NAMES:
        return None  # nello and sevens are played to other ends than a trick's worth
    if kind == "play" and view.get("trick") is not None and view.get("trump") is not None:
        trump = trump_played(view["trump"], view.get("doubles"))
        tile: str = choice["card"]
        return _follow(view, trump, tile) if view["trick"]["cards"] else _lead(view, trump, tile)
    return None


def _naming(view: JSON, name: int | str) -> str | None:
    if name in CONTRACT_NAMES:
        return None
    trump = trump_number(name)
    if trump not in (*PIPS, DOUBLES):
        return None  # no trumps: no suit named
    hand: list[str] = view["hand"]
    longest = max(trump_strength(hand, other)[0] for other in (*PIPS, DOUBLES))
    return "names_strongest" if trump_strength(hand, trump)[0] == longest else None


def _lead(view: JSON, trump: int, tile: str) -> str | None:
    trumps = TRUMP_TILES[trump]
    if tile in trumps:
        return "draws_trumps"
    hand: list[str] = view["hand"]
    gone = played_pieces(view) | set(hand)
    suit = LEADS[trump][tile]
    power = POWERS[trump][suit]
    # Nothing unseen follows the suit higher, nor can trump it: the others hold no trump that is not seen.
    unseen = [other for other in TILES if other not in gone]
    if all(power[other] < power[tile] for other in unseen):
        return "leads_winner"
    lengths = {pip: sum(1 for held in hand if held in MEMBERS[trump][pip]) for pip in PIPS}
    if lengths[suit] >= 2 and lengths[suit] == max(lengths.values()):
        return "leads_long"
    return None


def _cost(tile: str, trumps: frozenset[str]) -> tuple[int, bool, bool, int]:
    """How much a tile costs to give away: its count, whether it is a trump or a double, its ends."""
    return TRICK_POINTS[tile], tile in trumps, is_double(tile), sum(ENDS[tile])


def _follow(view: JSON, trump: int, tile: str) -> str | None:
    cards = view["trick"]["cards"]
    suit = LEADS[trump][cards[0][1]]
    power = POWERS[trump][suit]
    best_seat, best = max(cards, key=lambda play: power[play[1]])
    trumps = TRUMP_TILES[trump]
    if power[tile] > power[best]:
        return "trumps_in" if tile in trumps and suit != TRUMP_SUIT else "takes_trick"
    if best_seat % 2 == view["seat"] % 2 and TRICK_POINTS[tile]:
        return "feeds_partner"
    playable = [action["card"] for action in view["legal"] if action["type"] == "play"]
    cheapest = _cost(tile, trumps) == min(_cost(other, trumps) for other in playable)
    if not cheapest:
        return None
    if best_seat % 2 == view["seat"] % 2:
        return "leaves_to_partner"
    if tile not in MEMBERS[trump][suit]:
        return "sheds_low"
    return "saves_high"
