"""What the game-wide tests need to know of each game: which pieces a seat may not see, and how a match grows longer."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from games.engine import MatchState
from games.engine.allfours.deal import AllFoursDeal
from games.engine.doublehand.deal import DoublehandDeal, TrumpMode
from games.engine.ganjifa.deal import GanjifaDeal
from games.engine.texas42.deal import Texas42Deal
from tests.pebbles import hidden_pieces as pebbles_hidden

HiddenPieces = Callable[[MatchState[Any], "int | None"], set[str]]


def doublehand_hidden(state: MatchState[Any], seat: int | None) -> set[str]:
    """Others' hands, one's own cards not yet seen (before the trump is chosen), and a hidden trump card."""
    deal: DoublehandDeal | None = state.deal
    if deal is None:
        return set()
    pieces = {card for index, hand in enumerate(deal.hands) if index != seat for card in hand}
    if seat is not None:
        pieces |= set(deal.hands[seat]) - set(deal.visible_hand(seat))
    trump = deal.trump
    if trump is not None:
        assert deal.bid is not None
        knows = trump.revealed or (seat == deal.bid.seat and trump.mode is TrumpMode.HAATH_PAR)
        if knows:
            pieces.discard(trump.card)
        else:
            pieces.add(trump.card)
    return pieces


def allfours_hidden(state: MatchState[Any], seat: int | None) -> set[str]:
    """Others' hands, and the cards not yet dealt: the pack never leaves the server (kicked cards are public)."""
    deal: AllFoursDeal | None = state.deal
    if deal is None:
        return set()
    pieces = {card for index, hand in enumerate(deal.hands) if index != seat for card in hand}
    return pieces | set(deal.pack)


def texas42_hidden(state: MatchState[Any], seat: int | None) -> set[str]:
    """Others' tiles: every tile is drawn, and those played lie face up."""
    deal: Texas42Deal | None = state.deal
    if deal is None:
        return set()
    return {name for index, hand in enumerate(deal.hands) if index != seat for name in hand}


def ganjifa_hidden(state: MatchState[Any], seat: int | None) -> set[str]:
    """Others' cards: the whole pack is dealt, and the cards played, led in a dukal or discarded lie face up."""
    deal: GanjifaDeal | None = state.deal
    if deal is None:
        return set()
    return {name for index, hand in enumerate(deal.hands) if index != seat for name in hand}


HIDDEN: dict[str, HiddenPieces] = {
    "doublehand": doublehand_hidden,
    "allfours": allfours_hidden,
    "texas42": texas42_hidden,
    "ganjifa": ganjifa_hidden,
    "pebbles": pebbles_hidden,
}
"""Per game: the pieces that a seat (None: a spectator) may not see in the state given."""

ONE_GAME_MATCHES: dict[str, dict[str, Any]] = {"ganjifa": {"deals": 3}}
"""Games whose match is one game however long: the options for a match of several deals instead."""


def longer_match(game_id: str) -> tuple[dict[str, Any], int]:
    """Options for a match of several games (several deals where a match is one game), and the games its winners win."""
    if game_id in ONE_GAME_MATCHES:
        return ONE_GAME_MATCHES[game_id], 1
    return {"games_per_match": 3}, 2
