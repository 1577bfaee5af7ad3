"""All Fours' play to a trick: which cards a seat may play, and who wins the trick (spec section 3)."""

from __future__ import annotations

from collections.abc import Sequence

from games.engine.allfours.deal import Play
from games.engine.french import POWER, SUIT_NAMES


def suit_word(suit: str) -> str:
    """A suit's name for one card: spade, heart, diamond, club."""
    return SUIT_NAMES[suit][:-1]


def _highest_trump(plays: tuple[Play, ...], trump: str) -> str | None:
    trumps = [play.card for play in plays if play.card[1] == trump]
    return max(trumps, key=POWER.__getitem__) if trumps else None


def _undertrump_barred(hand: tuple[str, ...], plays: tuple[Play, ...], trump: str) -> str | None:
    """The trump that a lower one may not go under, when the `no_undertrump` rule bars any; else None."""
    if not plays or plays[0].card[1] == trump:
        return None
    top = _highest_trump(plays, trump)
    if top is None or all(card[1] == trump for card in hand):
        return None
    return top


def playable(hand: tuple[str, ...], plays: tuple[Play, ...], trump: str, no_undertrump: bool) -> tuple[str, ...]:
    """The cards a seat may play: the led suit or a trump when it holds the led suit, else any card."""
    allowed = hand
    if plays:
        led = plays[0].card[1]
        if any(card[1] == led for card in hand):
            allowed = tuple(card for card in hand if card[1] == led or card[1] == trump)
    if no_undertrump:
        top = _undertrump_barred(hand, plays, trump)
        if top is not None:
            allowed = tuple(card for card in allowed if card[1] != trump or POWER[card] > POWER[top])
    return allowed


def refusal(
    seat: int, hand: tuple[str, ...], plays: tuple[Play, ...], trump: str, no_undertrump: bool, card: str
) -> str | None:
    """Why the seat may not play this card now, in plain words; None if it may.

    The same duties as `playable`, checked for one card without listing them all: this runs on every replayed card.
    """
    if card not in hand:
        return f"seat {seat} does not hold {card}"
    if not plays:
        return None
    suit = card[1]
    led = plays[0].card[1]
    if suit != led and suit != trump:
        for held in hand:
            if held[1] == led:
                return f"seat {seat} holds a {suit_word(led)} and must follow suit or play a trump"
    if no_undertrump and suit == trump:
        top = _undertrump_barred(hand, plays, trump)
        if top is not None and POWER[card] < POWER[top]:
            return (
                f"seat {seat} may not undertrump: {card} is lower than the {top} in the trick, "
                f"and seat {seat} holds cards that are not trumps"
            )
    return None


def beats(card: str, best: str, led: str, trump: str) -> bool:
    """Whether a card beats the one winning a trick so far: a higher trump, or a higher card of the suit led."""
    if card[1] == trump:
        return best[1] != trump or POWER[card] > POWER[best]
    return best[1] != trump and card[1] == led and POWER[card] > POWER[best]


def trick_winner(plays: Sequence[tuple[int, str]], trump: str) -> int:
    """The seat that wins a complete trick: the highest trump in it, else the highest card of the led suit.

    Each play is (seat, card), as `Play` is: the strong player's fast playout passes plain tuples.
    """
    winner, best = plays[0]
    best_is_trump = best[1] == trump
    for seat, card in plays[1:]:
        suit = card[1]
        if suit == trump:
            if not best_is_trump or POWER[card] > POWER[best]:
                best, winner, best_is_trump = card, seat, True
        elif not best_is_trump and suit == best[1] and POWER[card] > POWER[best]:
            best, winner = card, seat
    return winner
