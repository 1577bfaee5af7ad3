"""Why an All Fours card played suits the seat: a reason code of `games.engine.search.reasons.REASONS`, off its view."""

from __future__ import annotations

from typing import Any

from games.engine.actions import JSON
from games.engine.allfours.scoring import PIPS
from games.engine.allfours.tricks import beats
from games.engine.french import BY_SUIT, POWER, SUITS
from games.engine.search.sampling import played_pieces


def play_reason(view: JSON, choice: JSON) -> str | None:
    """Why a card played suits the seat's view, as a `REASONS` code; None for the calls and plays it cannot tell."""
    trick, trump = view.get("trick"), view.get("trump")
    if choice.get("type") != "play" or trick is None or trump is None:
        return None
    card: str = choice["card"]
    plays: list[list[Any]] = trick["cards"]
    if not plays:
        return _lead_reason(view, card, trump)
    led = plays[0][1][1]
    best_seat, best = plays[0]
    for seat, played in plays[1:]:
        if beats(played, best, led, trump):
            best_seat, best = seat, played
    if beats(card, best, led, trump):
        return "trumps_in" if card[1] == trump and led != trump else "takes_trick"
    if best_seat % 2 == view["seat"] % 2:
        return "feeds_partner" if PIPS[card] else "leaves_to_partner"
    suit = [action["card"] for action in view["legal"] if action["type"] == "play" and action["card"][1] == card[1]]
    if card[1] in (led, trump) and POWER[card] == min(POWER[other] for other in suit):
        return "saves_high"
    return "sheds_low" if not PIPS[card] else None


def _lead_reason(view: JSON, card: str, trump: str) -> str | None:
    if card[1] == trump:
        return "draws_trumps"
    hand: list[str] = view["hand"]
    seen = set(hand) | set(view["kicks"]) | played_pieces(view)
    if all(POWER[other] < POWER[card] for other in BY_SUIT[card[1]] if other not in seen):
        return "leads_winner"
    lengths = {suit: sum(held[1] == suit for held in hand) for suit in SUITS if suit != trump}
    if lengths[card[1]] == max(lengths.values()) > 1:
        return "leads_long"
    return "sheds_low" if not PIPS[card] else None
