"""Texas 42's `basic` computer player: rules of thumb from its own seat's view."""

from __future__ import annotations

import random

from games.engine.actions import JSON
from games.engine.texas42.bidding import LIMIT_BID
from games.engine.texas42.contract_bot import contract_call, contract_name, nello_play, sevens_play
from games.engine.texas42.dominoes import ENDS, PIPS, TILES, TRICK_POINTS, is_double
from games.engine.texas42.suits import DOUBLES, LEADS, POWERS, TRUMP_SUIT, TRUMP_TILES, rank, trump_name, trump_played

# The points a bid can count on, from play: many deals of four `basic` players with the dealer forced to bid, the
# points the bidders took set against what the bidder held. Each number is what one more of a thing was worth.
BASE_POINTS = 9.0
"""What the bidders take with no trump, double or count in the bidder's hand: the partner's share, mostly."""
PER_TRUMP = 3.8
"""Each trump held."""
SURE_TRUMP = 1.0
"""For each of the highest trumps held without a gap (up to three), beside what it is worth as a trump."""
OFF_DOUBLE = 3.5
"""A double that is not a trump: the highest tile of its suit."""
PER_COUNT = 0.2
"""Each point of count in the hand."""
MARGIN = 1
"""How far the worth must lie above a bid: the points taken spread widely about it."""
SAVE_MARGIN = -3
"""The dealer, after three passes, bids 30 on a fair hand rather than throw the dominoes in, as people do."""


def _trumps(hand: list[str], trump: int) -> list[str]:
    """The hand's trumps, highest first."""
    held = [name for name in hand if name in TRUMP_TILES[trump]]
    return sorted(held, key=lambda name: rank(trump, TRUMP_SUIT, name), reverse=True)


def _sure_trumps(hand: list[str], trump: int) -> int:
    """How many of the highest trumps the hand holds without a gap: each wins a trick whoever holds the rest."""
    every = _trumps(list(TRUMP_TILES[trump]), trump)
    held = set(hand)
    sure = 0
    for name in every:
        if name not in held:
            break
        sure += 1
    return sure


def trump_strength(hand: list[str], trump: int) -> tuple[int, int, int]:
    """How good a trump would be for this hand: its length, then how many top trumps it holds, then their ranks."""
    trumps = _trumps(hand, trump)
    return len(trumps), _sure_trumps(hand, trump), sum(rank(trump, TRUMP_SUIT, name) for name in trumps)


def best_trump(hand: list[str]) -> int:
    """The trump to name: the longest suit of pips (the doubles when they are longer), the top trump breaking ties."""
    return max((*PIPS, DOUBLES), key=lambda trump: trump_strength(hand, trump))


def hand_worth(hand: list[str], trump: int | None = None) -> float:
    """The points the seat's side may expect to take if it names its best trump: trumps, doubles and count held.

    `trump` is that best trump, where the caller has found it already.
    """
    trump = best_trump(hand) if trump is None else trump
    length, sure, _ = trump_strength(hand, trump)
    trumps = TRUMP_TILES[trump]
    off_doubles = sum(1 for name in hand if is_double(name) and name not in trumps)
    count = sum(TRICK_POINTS[name] for name in hand)
    return BASE_POINTS + PER_TRUMP * length + SURE_TRUMP * min(sure, 3) + OFF_DOUBLE * off_doubles + PER_COUNT * count


def _bid(view: JSON, legal: list[JSON]) -> JSON:
    seat: int = view["seat"]
    values = [action["value"] for action in legal if action["type"] == "bid" and "contract" not in action]
    may_pass = any(action["type"] == "pass" for action in legal)
    trump = best_trump(view["hand"])
    worth = hand_worth(view["hand"], trump)
    if view["options"].get("scoring") == "marks":
        chosen = contract_call(view, legal, worth, trump == DOUBLES)
        if chosen is not None:
            return chosen
    if not may_pass:
        # The dealer forced to bid: the least that can be bid.
        return {"type": "bid", "value": min(values)}
    bid = view["bid"]
    # The partner holds the bid: outbidding them only raises what the side must make.
    if bid is not None and bid["seat"] % 2 == seat % 2:
        return {"type": "pass"}
    margin = SAVE_MARGIN if bid is None and len(view["calls"]) == 3 else MARGIN
    worth = min(int(worth) - margin, LIMIT_BID)
    opening = [value for value in values if value <= worth]
    if not opening:
        return {"type": "pass"}
    return {"type": "bid", "value": min(opening)}


class Table:
    """What the seat knows while tiles are played: its hand, the trick, and the tiles not yet seen."""

    def __init__(self, view: JSON, tiles: list[str]) -> None:
        self.seat: int = view["seat"]
        self.trump: int = trump_played(view["trump"], view.get("doubles"))
        self.trumps = TRUMP_TILES[self.trump]
        self.tiles = tiles
        """The legal tiles."""
        self.plays: list[tuple[int, str]] = [(seat, name) for seat, name in view["trick"]["cards"]]
        bid = view["bid"]
        # Whoever named trumps draws them: the bidder, or after a splash or plunge the bidder's partner.
        namer = bid["seat"] if bid.get("contract") is None else (bid["seat"] + 2) % 4
        self.bidder: bool = namer == self.seat
        # A bid of a mark or more, a splash or a plunge, is made only by taking every trick: one lost sets it.
        self.all_tricks: bool = bid["seat"] % 2 == self.seat % 2 and bid["value"] >= LIMIT_BID
        seen = set(view["hand"])
        seen.update(name for _, name in self.plays)
        for trick in view["tricks"]:
            seen.update(name for _, name in trick["cards"])
        self.unseen = [name for name in TILES if name not in seen]

    def power(self, name: str, suit: int) -> int:
        """How strongly a tile plays to a trick of the suit led."""
        return POWERS[self.trump][suit][name]

    def sure(self, name: str, suit: int) -> bool:
        """Whether no tile still unseen could beat this one in a trick of the suit led."""
        power = POWERS[self.trump][suit]
        mine = power[name]
        return all(power[other] < mine for other in self.unseen)

    def cheapest(self, tiles: list[str]) -> str:
        """The tile that costs least to give away: no count, no trump, no double, the lowest ends."""
        return min(
            tiles,
            key=lambda name: (TRICK_POINTS[name], name in self.trumps, is_double(name), sum(ENDS[name])),
        )


def _lead(table: Table) -> str:
    tiles = table.tiles
    trumps = sorted(
        (name for name in tiles if name in table.trumps), key=lambda name: table.power(name, TRUMP_SUIT), reverse=True
    )
    trumps_out = any(name in table.trumps for name in table.unseen)
    # The bidder draws the others' trumps: its best trump if it cannot be beaten, else a low one to pull them.
    if table.bidder and trumps and trumps_out:
        if table.sure(trumps[0], TRUMP_SUIT) or len(trumps) == 1:
            return trumps[0]
        return min(trumps, key=lambda name: (TRICK_POINTS[name], table.power(name, TRUMP_SUIT)))
    # A tile that nothing unseen can beat takes its trick: lead the one with the most count.
    winners = [name for name in tiles if table.sure(name, LEADS[table.trump][name])]
    if winners:
        return max(winners, key=lambda name: (TRICK_POINTS[name], name not in table.trumps))
    if table.all_tricks:
        return _lead_to_partner(table)
    return table.cheapest(tiles)


def _lead_to_partner(table: Table) -> str:
    """With every trick needed and no sure winner: a low tile of a suit whose double is unseen, for the partner's.

    A splash or plunge bidder holds three or four doubles, and a double is the top of its suit; so is any double an
    all-tricks partner may hold. Else the highest tile, which is likeliest to stand.
    """
    suits = [(name, LEADS[table.trump][name]) for name in table.tiles if name not in table.trumps]
    to_partner = [
        name for name, suit in suits if suit in PIPS and not is_double(name) and f"{suit}-{suit}" in table.unseen
    ]
    if to_partner:
        return min(to_partner, key=lambda name: (TRICK_POINTS[name], sum(ENDS[name])))
    return max(table.tiles, key=lambda name: table.power(name, LEADS[table.trump][name]))


def _follow(table: Table) -> str:
    tiles, plays = table.tiles, table.plays
    suit = LEADS[table.trump][plays[0][1]]
    best_seat, best = plays[0]
    for seat, name in plays[1:]:
        if table.power(name, suit) > table.power(best, suit):
            best_seat, best = seat, name
    last = len(plays) == 3
    if table.all_tricks:
        return _follow_for_every_trick(table, suit, best_seat, best, last)
    if best_seat % 2 == table.seat % 2 and (last or table.sure(best, suit)):
        # The partner takes the trick: give it count, keeping trumps.
        return max(tiles, key=lambda name: (TRICK_POINTS[name], name not in table.trumps, -sum(ENDS[name])))
    winners = [name for name in tiles if table.power(name, suit) > table.power(best, suit)]
    safe = [name for name in winners if last or table.sure(name, suit)]
    if safe:
        # Take it, and bring home count with it when the tile that wins carries some.
        return max(safe, key=lambda name: (TRICK_POINTS[name], -table.power(name, suit)))
    worth = sum(TRICK_POINTS[name] for _, name in plays)
    if winners and best_seat % 2 != table.seat % 2 and (worth or suit == TRUMP_SUIT):
        # The others hold a trick worth having: try for it as cheaply as can be.
        return min(winners, key=lambda name: (TRICK_POINTS[name], table.power(name, suit)))
    # Keep count away from the others' tricks.
    return table.cheapest(tiles)


def _follow_for_every_trick(table: Table, suit: int, best_seat: int, best: str, last: bool) -> str:
    """Following when the side must take every trick: make the trick safe if the partner's tile may yet be beaten."""
    tiles = table.tiles
    ours = best_seat % 2 == table.seat % 2
    if ours and (last or table.sure(best, suit)):
        return table.cheapest(tiles)
    winners = [name for name in tiles if table.power(name, suit) > table.power(best, suit)]
    if not winners:
        return table.cheapest(tiles)
    sure = [name for name in winners if last or table.sure(name, suit)]
    if sure:
        return min(sure, key=lambda name: table.power(name, suit))
    # No tile is sure: the highest stands the best chance of holding the trick.
    return max(winners, key=lambda name: table.power(name, suit))


def _play(view: JSON, legal: list[JSON]) -> JSON:
    tiles = [action["card"] for action in legal]
    if view["trump"] == "nello":
        return {"type": "play", "card": nello_play(view, tiles)}
    if view["trump"] == "sevens":
        return {"type": "play", "card": sevens_play(view, tiles)}
    table = Table(view, tiles)
    name = _lead(table) if not table.plays else _follow(table)
    return {"type": "play", "card": name}


def choose_basic(view: JSON, rng: random.Random) -> JSON:
    """Bid by trump length and count, name the longest suit, draw trumps, feed count to a partner's trick.

    In the marks game: a splash or plunge with the doubles for it, nello with a low hand, sevens with one near seven.
    """
    legal: list[JSON] = view["legal"]
    if not legal:
        raise ValueError("the seat has no legal action: it is not its turn")
    phase = view["phase"]
    if phase == "bidding":
        return _bid(view, legal)
    if phase == "naming_trump":
        return {"type": "name_trump", "trump": contract_name(view) or trump_name(best_trump(view["hand"]))}
    return _play(view, legal)
