"""Why a Ganjifa choice suits the seat: a reason code of `games.engine.search.reasons.REASONS`, read off its view."""

from __future__ import annotations

from games.engine.actions import JSON
from games.engine.ganjifa.cards import DECK, POWER, STRENGTH, SUIT_NUMBERS, SUIT_OF, SUITS
from games.engine.ganjifa.deal import SEATS
from games.engine.ganjifa.voids import suits_lacking


def reason(view: JSON, choice: JSON) -> str | None:
    """Why a choice suits the seat's view, read off the table: a code of `REASONS`, or None."""
    kind = choice.get("type")
    if kind == "dukal":
        return "plays_sequence"
    if kind == "discard":
        return "sheds_low"
    name = choice.get("card")
    if kind != "play" or name not in SUIT_OF or view["trick"] is None:
        return None
    trump = SUIT_NUMBERS[view["trump"]]
    suit = SUIT_OF[name]
    plays = view["trick"]["cards"]
    if not plays:
        return _lead_reason(view, name, trump)
    led = SUIT_OF[plays[0][1]]
    strength = STRENGTH[trump][led]
    if strength[name] > max(strength[card] for _, card in plays):
        return "trumps_in" if suit == trump and led != trump else "takes_trick"
    if suit == led:
        # Its lowest card of the suit, when it does not win: the higher ones are kept for later tricks.
        lowest = min((card for card in view["hand"] if SUIT_OF[card] == led), key=POWER.__getitem__, default=name)
        return "saves_high" if POWER[name] <= POWER[lowest] else None
    return None if suit == trump else "sheds_low"


def _lead_reason(view: JSON, name: str, trump: int) -> str | None:
    """A lead that no card out can beat, a trump drawing the others' trumps, or the seat's longest suit."""
    seat: int = view["seat"]
    seen = set(view["hand"]) | {card for done in view["tricks"] for _, card in done["cards"]}
    out = [card for card in DECK if card not in seen]
    suit = SUIT_OF[name]
    trumps_out = any(SUIT_OF[card] == trump for card in out)
    lacks = suits_lacking(view)
    ruffed = suit != trump and trumps_out and any(suit in lacks[other] for other in range(SEATS) if other != seat)
    if not ruffed and not any(SUIT_OF[card] == suit and POWER[card] > POWER[name] for card in out):
        return "leads_winner"
    if suit == trump and trumps_out:
        return "draws_trumps"
    lengths = [sum(1 for card in view["hand"] if SUIT_OF[card] == other) for other in SUITS]
    return "leads_long" if lengths[suit] == max(lengths) else None
