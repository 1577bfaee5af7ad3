"""Rooms whose decks are given (a duplicate event's tables): the providers a part registers, and their rules.

Play never imports the part that gives the decks: it registers a provider (`provide_decks`) in its app's
`ready()`, as circles register their join guard.

Deck `n` is compared between tables, so it must have the same dealer at every table. A deal thrown in and dealt
again by the same dealer (All Fours's pack run out, Doublehand's four passes) is therefore dealt again from the
deck's spare, not from the next deck: the deals after it keep their dealers, and the deck's result at that table
is what all of its deals gave (`deck_results`). Each deal event says which deck it dealt (`deck_number`) and
whether it was a spare (and, for a spare thrown in too, which redeal of it: `spare_dealt_again`).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from games.engine import Game, MatchState
from games.engine.options import Count
from games.models import EventType, Match


@dataclass(frozen=True)
class GivenDecks:
    """A match's given decks: those compared, in order, and a spare for each (dealt where a deal is thrown in)."""

    decks: list[list[str]]
    spares: list[list[str]]


@dataclass(frozen=True)
class GivenDeal:
    """The next deal from given decks: its deck (None: a fresh shuffle), the deck's number, and whether spare."""

    deck: list[str] | None
    number: int
    spare: bool
    redeal: int = 0
    """For a spare: how many times the deck's spare was dealt before at the table (see `spare_dealt_again`)."""

    def keys(self) -> dict[str, Any]:
        """What its deal event records besides the deck: the deck's number, whether a spare, and which redeal."""
        return {"deck_number": self.number, "spare": self.spare, **({"redeal": self.redeal} if self.redeal else {})}


@dataclass(frozen=True)
class DeckResult:
    """What one given deck gave at a table: its dealer, each side's points over its deals, and its first deal."""

    number: int
    dealer: int
    points: list[int]
    first_deal: int
    """The match's deal (0 first) that dealt the deck: where its replay opens."""


DeckProvider = Callable[[Match], GivenDecks | None]
DECK_PROVIDERS: list[DeckProvider] = []
"""Each answers a match's decks, or None for a match it gives none to."""

_DECKS_KEY = "given_decks"

FIXED_FIRST_DEALER = 0
"""Who deals first where the decks are given: every table alike, so that deal `n` has the same dealer everywhere."""


def provide_decks(provider: DeckProvider) -> None:
    """Have `provider(match)` give the decks of the matches it knows; registered in an app's `ready()`."""
    if provider not in DECK_PROVIDERS:
        DECK_PROVIDERS.append(provider)


def given_decks(match: Match) -> GivenDecks | None:
    """The decks the match deals, or None when it shuffles its own (every ordinary match).

    Asked once per match object (a request's): the answer is kept on it.
    """
    if _DECKS_KEY not in match.__dict__:
        found = (decks for provider in DECK_PROVIDERS if (decks := provider(match)) is not None)
        match.__dict__[_DECKS_KEY] = next(found, None)
    given: GivenDecks | None = match.__dict__[_DECKS_KEY]
    return given


def next_given_deal(match: Match, state: MatchState[Any], given: GivenDecks) -> GivenDeal | None:
    """What the match deals next from its given decks; None once every deck has been played.

    A deal thrown in whose dealer deals again takes its deck's spare, and a spare thrown in the spare dealt again
    (`spare_dealt_again`), the same at every table; any other takes the next deck.
    """
    last = _last_deal(match)
    if last is None:
        return GivenDeal(list(given.decks[0]), 0, spare=False) if given.decks else None
    number = deck_number(last)
    if _dealt_again(state):
        if number >= len(given.spares):
            return GivenDeal(None, number, spare=True)  # an event made before spares were kept: a fresh shuffle
        redeal = int(last.get("redeal", 0)) + 1 if last.get("spare") else 0
        return GivenDeal(spare_dealt_again(given.spares[number], redeal), number, spare=True, redeal=redeal)
    number += 1
    return GivenDeal(list(given.decks[number]), number, spare=False) if number < len(given.decks) else None


def spare_dealt_again(spare: list[str], redeal: int) -> list[str]:
    """The spare as dealt for its `redeal`-th time (0: as it is), shuffled again from itself and the count alone.

    So every table that throws a deck's spare in gets the same cards next, and the tables stay comparable. The seed
    is a string, which `random` hashes with SHA-512: the same in every process and on every machine.
    """
    deck = list(spare)
    if redeal:
        random.Random(f"{' '.join(spare)}/{redeal}").shuffle(deck)
    return deck


def _dealt_again(state: MatchState[Any]) -> bool:
    """Whether the deal just over was thrown in and its dealer deals again (the match's dealer stayed)."""
    deal = state.deal
    return deal is not None and deal.void and state.dealer == deal.dealer


def deck_number(deal_payload: dict[str, Any]) -> int:
    """The given deck a deal event dealt (a deal recorded before spares were kept dealt deck `number - 1`)."""
    return int(deal_payload.get("deck_number", deal_payload["number"] - 1))


def _last_deal(match: Match) -> dict[str, Any] | None:
    """The newest deal event's payload: one queued in this move, else the newest saved."""
    queued = [event.payload for event in match.__dict__.get("unsaved_events", []) if event.type == EventType.DEAL]
    if queued:
        return dict(queued[-1])
    saved = match.events.filter(type=EventType.DEAL).order_by("-seq").values_list("payload", flat=True).first()
    return None if saved is None else dict(saved)


def deck_results(match: Match) -> list[DeckResult]:
    """Each given deck the match has finished, in order: a deck is finished once its last deal has ended.

    A deck dealt again from its spare gave the table what all its deals gave (kick points scored in the deal thrown
    in count); its dealer is the one who dealt it, who also dealt its spare.
    """
    deals = list(match.events.filter(type=EventType.DEAL).order_by("seq").values_list("payload", flat=True))
    ends = {
        payload["number"]: payload["summary"]
        for payload in match.events.filter(type=EventType.DEAL_END).values_list("payload", flat=True)
    }
    results: list[DeckResult] = []
    for index, deal in enumerate(deals):
        number = deck_number(deal)
        summary = ends.get(deal["number"])
        if summary is None:
            if results and results[-1].number == number:
                results.pop()  # its spare is in play: the deck is not finished
            break
        delta = [int(points) for points in summary["score_delta"]]
        if results and results[-1].number == number:
            last = results[-1]
            points = [a + b for a, b in zip(last.points, delta, strict=True)]
            results[-1] = DeckResult(number, last.dealer, points, last.first_deal)
        else:
            results.append(DeckResult(number, int(deal["dealer"]), delta, index))
    return results


def deals_of_decks(match: Match, decks: int) -> int:
    """How many of the match's deals dealt its first `decks` given decks (their spares included)."""
    dealt = match.events.filter(type=EventType.DEAL).values_list("payload", flat=True)
    return sum(1 for payload in dealt if deck_number(payload) < decks)


def duplicate_options(game: Game[Any], options: dict[str, Any], room_limit: Callable[[Count], int]) -> dict[str, Any]:
    """A room's options with every count that ends a game or a match at its room's limit (odd where it must be).

    A table that deals given decks ends when they are played: a target reached mid-deal (All Fours) or a match
    won by games (`games_per_match`), or Ganjifa's `deals`, must not end it sooner.
    """
    adjusted = dict(options)
    for name in ("target", "games_per_match", "deals"):
        spec = game.option_specs.get(name)
        if isinstance(spec, Count):
            limit = room_limit(spec)
            adjusted[name] = limit - 1 if spec.odd and limit % 2 == 0 else limit
    return adjusted


def points_over_deals(match: Match) -> list[int]:
    """Each side's points over the match's finished deals: the sum of their `score_delta`s (saved or queued)."""
    payloads = [event.payload for event in match.events.filter(type=EventType.DEAL_END).order_by("seq")]
    saved = {payload["number"] for payload in payloads}
    queued = match.__dict__.get("unsaved_events", [])
    payloads += [e.payload for e in queued if e.type == EventType.DEAL_END and e.payload["number"] not in saved]
    totals: list[int] = []
    for payload in payloads:
        delta = payload["summary"]["score_delta"]
        totals = [a + b for a, b in zip(totals, delta, strict=True)] if totals else list(delta)
    return totals


def winners_by_points(totals: list[int]) -> list[int]:
    """The side with the most points; none on a tie for the most."""
    if not totals:
        return []
    best = max(totals)
    leaders = [side for side, points in enumerate(totals) if points == best]
    return leaders if len(leaders) == 1 else []
