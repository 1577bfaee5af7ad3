"""Doublehand's discard signal between two Experts: the lowest card of the weakest suit, sent and read."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from games.engine.actions import JSON
from games.engine.french import POWER
from games.engine.search.sampling import tricks_shown


def signal_card(hand: Iterable[str], led: str, trump_suit: str | None) -> str | None:
    """The card the convention throws from a hand void in the suit led: the lowest of its weakest other suit.

    The weakest suit is the one whose highest card is lowest (the trump suit left out when the thrower knows it), so
    the throw tells the partner that the thrower's other suits hold better cards. None where no card qualifies.
    """
    tops: dict[str, str] = {}
    lows: dict[str, str] = {}
    for card in hand:
        suit = card[1]
        if suit in (led, trump_suit):
            continue
        if suit not in tops or POWER[card] > POWER[tops[suit]]:
            tops[suit] = card
        if suit not in lows or POWER[card] < POWER[lows[suit]]:
            lows[suit] = card
    if not tops:
        return None
    weakest = min(tops, key=lambda suit: (POWER[tops[suit]], suit))
    return lows[weakest]


class PartnerThrows:
    """The partner's throws in a seat's view (cards off the suit led), with what the partner played from then on."""

    def __init__(self, view: JSON) -> None:
        partner = (view["seat"] + 2) % 4
        self.partner = partner
        self.throws: list[tuple[str, str, tuple[str, ...]]] = []
        """Each throw's suit led, its card, and the partner's cards played from that trick on (the throw among them)."""
        played = [card for trick in tricks_shown(view) for seat, card in trick["cards"] if seat == partner]
        index = 0
        for trick in tricks_shown(view):
            cards = trick["cards"]
            own = next((card for seat, card in cards if seat == partner), None)
            if own is None:
                continue
            led = cards[0][1][1]
            if cards[0][0] != partner and own[1] != led:
                self.throws.append((led, own, tuple(played[index:])))
            index += 1

    def misread(self, hand: Sequence[str], trump_card: str | None) -> int:
        """How many of the partner's throws the convention would not have made from a sampled hand.

        The hand at a throw is the sampled one with the cards played since; a throw of the trump suit is not read (it
        may have been a trump). A thrower who did not yet know the trump picks among every suit, so a throw fits when
        either reading makes it.
        """
        if not self.throws:
            return 0
        trump_suit = None if trump_card is None else trump_card[1]
        misses = 0
        for led, card, since in self.throws:
            if card[1] == trump_suit:
                continue
            then = [held for held in (*hand, *since) if held != trump_card]
            if signal_card(then, led, trump_suit) != card and signal_card(then, led, None) != card:
                misses += 1
        return misses
