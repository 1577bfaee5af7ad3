"""Ganjifa's computer players: `random`, and `basic`'s rules of thumb, both from their own seat's view."""

from __future__ import annotations

import random
from functools import cached_property
from typing import Any

from games.engine.actions import JSON
from games.engine.ganjifa.cards import CARDS, COURT, POWER, STRENGTH, SUIT_NUMBERS, SUIT_OF, SUITS

SINGLE_TRICK = 3
"""Cards in a trick of single cards; a dukal's trick holds five or more from each player."""
LIKELY = 3
"""A card with fewer higher cards than this still out is worth playing to win."""


def _no_turn() -> ValueError:
    return ValueError("the seat has no legal action: it is not its turn")


def choose_random(view: JSON, rng: random.Random) -> JSON:
    """A uniformly random legal entry; a discard of any n cards is n cards of the hand at random."""
    legal: list[JSON] = view["legal"]
    if not legal:
        raise _no_turn()
    choice = rng.choice(legal)
    if "count" in choice:
        return {"type": choice["type"], "cards": rng.sample(view["hand"], choice["count"])}
    return dict(choice)


def keep_value(name: str, trump: int) -> tuple[bool, bool, int]:
    """How dear a card is to keep, lowest first: court cards and trumps win tricks, and high cards before low."""
    return name in COURT, SUIT_OF[name] == trump, POWER[name]


class Table:
    """What the seat knows while cards are played: its hand, the trick, the cards unseen, and who is void in what."""

    def __init__(self, view: JSON, cards: list[str]) -> None:
        self.seat: int = view["seat"]
        self.trump = SUIT_NUMBERS[view["trump"]]
        self.cards = cards
        """The legal cards."""
        trick = view["trick"]
        self.plays: list[list[Any]] = trick["cards"] if trick else []
        self.tricks: list[list[list[Any]]] = [done["cards"] for done in view["tricks"]]
        seen = {name for plays in self.tricks for _, name in plays}
        seen.update(view["hand"])
        seen.update(name for _, name in self.plays)
        self.unseen: list[list[int]] = [[] for _ in SUITS]
        """The strengths of the cards of each suit that the others may still hold."""
        for name in CARDS - seen:
            self.unseen[SUIT_OF[name]].append(POWER[name])
        self.trumps_out = bool(self.unseen[self.trump])

    @cached_property
    def voids(self) -> set[tuple[int, int]]:
        """(seat, suit): another player who did not follow that suit when it was led, and so holds none of it."""
        found: set[tuple[int, int]] = set()
        for plays in [*self.tricks, self.plays]:
            if plays and len(plays) <= SINGLE_TRICK:
                led = SUIT_OF[plays[0][1]]
                found.update((seat, led) for seat, name in plays[1:] if seat != self.seat and SUIT_OF[name] != led)
        return found

    def cheapest(self, cards: list[str]) -> str:
        """The card that costs least to give away."""
        return min(cards, key=lambda name: keep_value(name, self.trump))

    def above(self, name: str) -> int:
        """How many cards of its own suit that others may hold rank above the card."""
        power = POWER[name]
        return sum(1 for other in self.unseen[SUIT_OF[name]] if other > power)

    def trump_risk(self, name: str, led: int, against: list[int]) -> bool:
        """Whether a plain card may be trumped by one of these players: one known to be out of the led suit."""
        if SUIT_OF[name] == self.trump or not self.trumps_out:
            return False
        return any((seat, led) in self.voids for seat in against)

    def lead(self) -> str:
        """The card likeliest to win, sure ones first and trumps among them; the cheapest when none is likely."""
        trump, unseen = self.trump, self.unseen
        # Suits that someone still to play is out of, and may trump while others hold trumps.
        risky = {suit for _, suit in self.voids} if self.trumps_out else set()

        def chance(name: str) -> tuple[int, bool, bool, int]:
            suit = SUIT_OF[name]
            # Fewest higher cards out; a trump drawing the others' trumps; a suit the others must still follow.
            risk = self.above(name) + LIKELY * (suit != trump and suit in risky)
            return -risk, suit == trump and self.trumps_out, bool(unseen[suit]), -POWER[name]

        best = max(self.cards, key=chance)
        return best if -chance(best)[0] < LIKELY else self.cheapest(self.cards)

    def follow(self) -> str:
        """Win the trick as cheaply as is likely to hold; else give the cheapest card."""
        led = SUIT_OF[self.plays[0][1]]
        strength = STRENGTH[self.trump][led]
        best = max(strength[name] for _, name in self.plays)
        winners = [name for name in self.cards if strength[name] > best]
        if not winners:
            return self.cheapest(self.cards)
        if len(self.plays) == 2:
            return min(winners, key=strength.__getitem__)
        last = [(self.seat + 1) % 3]

        def risk(name: str) -> int:
            higher = self.above(name) if SUIT_OF[name] in (led, self.trump) else 0
            return higher + LIKELY * self.trump_risk(name, led, last)

        least = min(risk(name) for name in winners)
        if least >= LIKELY:
            return self.cheapest(self.cards)
        return min((name for name in winners if risk(name) == least), key=strength.__getitem__)


def _discards(view: JSON, count: int) -> list[str]:
    """The cards least worth keeping: low numbers of plain suits before trumps, kings and ministers."""
    trump = SUIT_NUMBERS[view["trump"]]
    return sorted(view["hand"], key=lambda name: keep_value(name, trump))[:count]


def choose_basic(view: JSON, rng: random.Random) -> JSON:
    """Lead the largest dukal, win tricks cheaply with cards sure to hold, keep court cards and trumps, discard low."""
    legal: list[JSON] = view["legal"]
    if not legal:
        raise _no_turn()
    first = legal[0]
    if first["type"] == "discard":
        return {"type": "discard", "cards": _discards(view, first["count"])}
    leads = [action for action in legal if action["type"] == "dukal"]
    if leads:
        # Every dukal wins at once; the largest captures the most cards.
        return dict(max(leads, key=lambda action: len(action["cards"])))
    cards = [action["card"] for action in legal]
    if len(cards) == 1:
        return {"type": "play", "card": cards[0]}
    table = Table(view, cards)
    return {"type": "play", "card": table.follow() if table.plays else table.lead()}
