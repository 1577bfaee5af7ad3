"""Why a Doublehand choice suits the seat: a reason code of `games.engine.search.reasons.REASONS`, read off its view."""

from __future__ import annotations

from collections import Counter

from games.engine.actions import JSON
from games.engine.doublehand.bot import stronger
from games.engine.french import DECK, POWER
from games.engine.search.sampling import played_pieces


def reason(view: JSON, choice: JSON) -> str | None:
    """The reason code of a legal choice from a seat's view, or None where no short reason fits."""
    kind = choice.get("type")
    if kind == "reveal_trump":
        return "calls_trump"
    if kind == "declare_trump":
        return _declaration(view, choice.get("card"))
    if kind == "play" and view.get("trick") is not None:
        card: str = choice["card"]
        return _follow(view, card) if view["trick"]["cards"] else _lead(view, card)
    return None


def _declaration(view: JSON, card: str | None) -> str | None:
    if card is None:
        return None  # a blind pick: the seat cannot know the suit
    lengths = Counter(held[1] for held in view["hand"])
    return "names_strongest" if lengths[card[1]] == max(lengths.values()) else None


def _trump_suit(view: JSON) -> tuple[str | None, bool]:
    """The trump suit as far as the seat knows it (None: hidden from it), and whether it has been revealed."""
    trump = view.get("trump") or {}
    return trump.get("suit"), bool(trump.get("revealed"))


def _lead(view: JSON, card: str) -> str | None:
    known, _ = _trump_suit(view)
    if card[1] == known:
        return "draws_trumps"
    hand: list[str] = view["hand"]
    gone = played_pieces(view) | set(hand)
    # Every higher card of the suit is in the seat's hand or already played: nobody can beat it in that suit.
    if all(other in gone for other in DECK if other[1] == card[1] and POWER[other] > POWER[card]):
        return "leads_winner"
    lengths = Counter(held[1] for held in hand if held[1] != known)
    if lengths[card[1]] >= 2 and lengths[card[1]] == max(lengths.values()):
        return "leads_long"
    return None


def _follow(view: JSON, card: str) -> str | None:
    known, revealed = _trump_suit(view)
    trick = view["trick"]
    cards = trick["cards"]
    marks = trick.get("trumps") or [False] * len(cards)
    led = cards[0][1][1]
    best = 0
    for index in range(1, len(cards)):
        if stronger(cards[index][1], marks[index], cards[best][1], marks[best], led):
            best = index
    best_seat, best_card, best_trump = cards[best][0], cards[best][1], marks[best]

    def beats(other: str) -> bool:
        return stronger(other, revealed and other[1] == known, best_card, best_trump, led)

    trump = revealed and card[1] == known
    if beats(card):
        return "trumps_in" if trump and led != known else "takes_trick"
    playable = [action["card"] for action in view["legal"] if action["type"] == "play"]
    lowest = POWER[card] == min(POWER[other] for other in playable)
    if best_seat % 2 == view["seat"] % 2:
        return "leaves_to_partner" if lowest else None
    if not lowest:
        return None
    if card[1] != led and not trump:
        return "sheds_low"
    return "saves_high"
