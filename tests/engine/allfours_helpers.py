"""Builders for All Fours scenarios: hands written by suit, stacked decks with chosen kicks, scripted play."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from games.engine import MatchState
from games.engine.actions import JSON
from games.engine.allfours import ALLFOURS
from games.engine.allfours.deal import AllFoursDeal, stack_deck
from games.engine.french import DECK
from games.engine.protocol import TrickView

game = ALLFOURS


def hand(spec: str) -> list[str]:
    """Cards from "SPADES.HEARTS.DIAMONDS.CLUBS" ranks, in that order: "A3.K2.T.5"."""
    suits = spec.split(".")
    assert len(suits) == 4, spec
    return [rank + suit for suit, ranks in zip("SHDC", suits, strict=True) for rank in ranks]


def hands(*specs: str) -> list[list[str]]:
    """Four hands, seat 0 first, every card at most once."""
    built = [hand(spec) for spec in specs]
    cards = [card for cards in built for card in cards]
    assert len(built) == 4 and len(set(cards)) == len(cards), specs
    return built


def filled(fixed: dict[int, list[str]], size: int, cards: Iterable[str], kicks: Iterable[str] = ()) -> list[list[str]]:
    """Four hands of `size` cards: the fixed ones first, the rest filled in turn from `cards` (never a kick)."""
    taken = {card for held in fixed.values() for card in held} | set(kicks)
    spare = iter(card for card in cards if card not in taken)
    return [
        list(fixed.get(seat, [])) + [next(spare) for _ in range(size - len(fixed.get(seat, [])))] for seat in range(4)
    ]


def plain_cards(*, without_suit: str = "", honours: bool = True) -> list[str]:
    """The deck's cards in its order, leaving out a suit and, if asked, every card that counts for Game."""
    return [card for card in DECK if card[1] != without_suit and (honours or card[0] not in "AKQJT")]


def start(
    layout: list[list[str]],
    kicks: list[str] | str,
    dealer: int = 3,
    scores: tuple[int, int] = (0, 0),
    games_won: tuple[int, int] = (0, 0),
    **options: Any,
) -> MatchState[Any]:
    """A match with the given options (and scores so far), dealt so that each seat holds its hand after the kicks."""
    kicks = [kicks] if isinstance(kicks, str) else kicks
    state = game.resume(
        {
            "options": options,
            "dealer": dealer,
            "scores": list(scores),
            "games_won": list(games_won),
            "winner": None,
            "deals_dealt": 0,
        }
    )
    return game.deal(state, stack_deck(layout, dealer, kicks))


def act(state: MatchState[Any], seat: int, kind: str, **args: Any) -> MatchState[Any]:
    """Apply one action given as keyword arguments."""
    return game.play(state, {"seat": seat, "type": kind, **args})


def plays(state: MatchState[Any], *cards: str) -> MatchState[Any]:
    """Play these cards in turn, each by the seat to act."""
    for card in cards:
        seat = game.to_act(state)
        assert seat is not None
        state = act(state, seat, "play", card=card)
    return state


def deal_of(state: MatchState[Any]) -> AllFoursDeal:
    """The state's deal (there is one once dealt)."""
    deal: AllFoursDeal | None = state.deal
    assert deal is not None
    return deal


def summary(state: MatchState[Any]) -> JSON:
    """The deal's entry in a replay report."""
    return game.deal_summary(deal_of(state))


def tricks(state: MatchState[Any]) -> list[TrickView]:
    """The deal's finished tricks as a report writes them."""
    return game.tricks_of(deal_of(state))


def play_out(state: MatchState[Any]) -> MatchState[Any]:
    """Finish the deal, each seat playing its first legal card."""
    while game.to_act(state) is not None:
        state = game.apply(state, game.legal_actions(state)[0])
    return state


def points(state: MatchState[Any]) -> list[tuple[str, int, int]]:
    """The deal's points in the order awarded, as (kind, team, points)."""
    return [(award["kind"], award["team"], award["points"]) for award in summary(state)["points"]]


def pips(state: MatchState[Any]) -> list[int]:
    """Each team's game pips in its tricks, counted here from the tricks themselves."""
    value = {"A": 4, "K": 3, "Q": 2, "J": 1, "T": 10}
    counted = [0, 0]
    for trick in tricks(state):
        assert trick["winner"] is not None
        counted[trick["winner"] % 2] += sum(value.get(card[0], 0) for _, card in trick["cards"])
    return counted
