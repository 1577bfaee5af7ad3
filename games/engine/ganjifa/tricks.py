"""Ganjifa's play to a trick (spec section 3): which cards a seat may play, and who wins the trick."""

from __future__ import annotations

from games.engine.ganjifa.cards import AVATARS, BETWEEN, STRENGTH, SUIT_CARDS, SUIT_OF, after
from games.engine.ganjifa.deal import Play


def next_suit_held(hand: tuple[str, ...], led: int) -> int | None:
    """The first suit after the led one in avatar order (wrapping round) of which the hand holds a card."""
    for suit in after(led):
        if not SUIT_CARDS[suit].isdisjoint(hand):
            return suit
    return None


def playable(hand: tuple[str, ...], led: int | None, trump: int) -> tuple[str, ...]:
    """The cards a seat may play: any to lead (led None), else the led suit, else a trump or the next suit held."""
    if led is None:
        return hand
    members = SUIT_CARDS[led]
    following = tuple(name for name in hand if name in members)
    if following:
        return following
    other = next_suit_held(hand, led)
    return tuple(name for name in hand if SUIT_OF[name] in (trump, other))


def refusal(seat: int, hand: tuple[str, ...], led: int, trump: int, name: str) -> str | None:
    """Why the seat may not play this card to a trick of the led suit, in plain words; None if it may.

    The same duties as `playable`, checked for one card without listing them all: this runs on every card replayed.
    """
    if name not in hand:
        return f"seat {seat} does not hold {name}"
    suit = SUIT_OF[name]
    if suit == led:
        return None
    members = SUIT_CARDS[led]
    if not members.isdisjoint(hand):
        held = next(other for other in hand if other in members)
        return f"{AVATARS[led]} was led and seat {seat} holds {held}: it must follow suit"
    if suit == trump:
        return None
    for passed in BETWEEN[led][suit]:
        if not passed.isdisjoint(hand):
            other = next_suit_held(hand, led)
            assert other is not None
            if other == trump:
                return (
                    f"seat {seat} holds no {AVATARS[led]}, and the first suit after it that seat {seat} holds is "
                    f"the trump suit, {AVATARS[trump]}: it must play a trump"
                )
            first = f"a card of {AVATARS[other]}, the first suit after {AVATARS[led]} that it holds"
            if led == trump:
                # The trump suit was led: holding no trump is being void in the led suit, so only S is left.
                return f"{AVATARS[led]}, the trump suit, was led and seat {seat} holds none: it must play {first}"
            if SUIT_CARDS[trump].isdisjoint(hand):
                return f"seat {seat} holds no {AVATARS[led]} and no trump: it must play {first}"
            return f"seat {seat} holds no {AVATARS[led]}: it must play a trump ({AVATARS[trump]}) or {first}"
    return None


def trick_winner(plays: tuple[Play, ...], trump: int, led: int) -> int:
    """The seat that wins a trick of single cards: the highest trump in it, else the highest card of the led suit."""
    strength = STRENGTH[trump][led]
    best = plays[0]
    for play in plays[1:]:
        if strength[play.card] > strength[best.card]:
            best = play
    return best.seat
