"""The dukal (spec section 4): which cards make one, every dukal a hand can lead, and the discards that answer it."""

from __future__ import annotations

from collections.abc import Sequence

from games.engine.ganjifa.cards import AVATARS, FACE, KING, MINISTER, NUMBERS, SUIT_OF, SUITS, card

MIN_RUN = 3
"""The fewest numbers a dukal holds beside its king and minister."""

_NUMBER_CARDS: tuple[dict[int, str], ...] = tuple({number: card(suit, number) for number in NUMBERS} for suit in SUITS)


def _twice(cards: Sequence[str]) -> str | None:
    """A card named more than once, if any."""
    seen: set[str] = set()
    for name in cards:
        if name in seen:
            return name
        seen.add(name)
    return None


def shape_refusal(cards: Sequence[str]) -> str | None:
    """Why these cards are not a dukal (the king, the minister and a run of three numbers or more, of one suit)."""
    suits = sorted({SUIT_OF[name] for name in cards})
    if not suits:
        return f"a dukal is the king, the minister and a run of {MIN_RUN} numbers or more of one suit; no card is given"
    if len(suits) > 1:
        return f"a dukal is of one suit, and these cards are of {' and '.join(AVATARS[suit] for suit in suits)}"
    twice = _twice(cards)
    if twice is not None:
        return f"a dukal names each card once, and {twice} is named twice"
    suit = suits[0]
    for rank, title in ((KING, "king"), (MINISTER, "minister")):
        if card(suit, rank) not in cards:
            return f"a dukal needs the {title} of its suit, {card(suit, rank)}"
    faces = sorted(FACE[name] for name in cards if name in FACE)
    if len(faces) < MIN_RUN:
        return f"a dukal needs a run of at least {MIN_RUN} numbers beside the king and the minister, not {len(faces)}"
    if faces[-1] - faces[0] != len(faces) - 1:
        written = ", ".join(str(face) for face in faces)
        return f"the numbers of a dukal must run without a gap (10 does not join 1): {written} is not a run"
    return None


def dukal_refusal(seat: int, cards: Sequence[str], hands: Sequence[Sequence[str]]) -> str | None:
    """Why the seat, leading a trick after the first, may not lead these cards as a dukal; None if it may."""
    shape = shape_refusal(cards)
    if shape is not None:
        return shape
    others = [other for other in range(len(hands)) if other != seat]
    short = min(others, key=lambda other: len(hands[other]))
    if len(cards) > len(hands[short]):
        return f"a dukal of {len(cards)} cards is too large: seat {short} holds only {len(hands[short])} cards"
    hand = hands[seat]
    for name in cards:
        if name not in hand:
            return f"seat {seat} does not hold {name}"
    return None


def dukals(hand: Sequence[str], limit: int) -> list[tuple[str, ...]]:
    """Every dukal the hand can lead of at most `limit` cards: king, minister, then the run in order of face value."""
    held = set(hand)
    found: list[tuple[str, ...]] = []
    for suit in SUITS:
        king, minister = card(suit, KING), card(suit, MINISTER)
        if king not in held or minister not in held:
            continue
        numbers = _NUMBER_CARDS[suit]
        for low in NUMBERS:
            run: list[str] = []
            for face in range(low, NUMBERS[-1] + 1):
                if numbers[face] not in held or 2 + len(run) >= limit:
                    break
                run.append(numbers[face])
                if len(run) >= MIN_RUN:
                    found.append((king, minister, *run))
    return found


def discard_refusal(seat: int, hand: Sequence[str], cards: Sequence[str], count: int) -> str | None:
    """Why the seat may not discard these cards to a dukal of `count` cards; None if it may."""
    if len(cards) != count:
        return f"seat {seat} must discard exactly {count} cards, as many as the dukal has; not {len(cards)}"
    twice = _twice(cards)
    if twice is not None:
        return f"a discard names each card once, and {twice} is named twice"
    for name in cards:
        if name not in hand:
            return f"seat {seat} does not hold {name}"
    return None
