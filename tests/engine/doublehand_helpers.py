"""Builders for Doublehand scenarios: hands written by suit, stacked decks, scripted play."""

from __future__ import annotations

from typing import Any

from games.engine import MatchState
from games.engine.doublehand import DOUBLEHAND
from games.engine.doublehand.deal import stack_deck

game = DOUBLEHAND


def hand(spec: str) -> list[str]:
    """Cards from "SPADES.HEARTS.DIAMONDS.CLUBS" ranks, in that order: "AKQ.J9.T.5432"."""
    suits = spec.split(".")
    assert len(suits) == 4, spec
    return [rank + suit for suit, ranks in zip("SHDC", suits, strict=True) for rank in ranks]


def hands(*specs: str) -> list[list[str]]:
    """Four hands, seat 0 first; each hand's first five cards are its visible packet."""
    built = [hand(spec) for spec in specs]
    cards = [card for cards in built for card in cards]
    assert len(built) == 4 and all(len(h) == 13 for h in built), [len(h) for h in built]
    assert len(set(cards)) == 52, "every card exactly once"
    return built


def start(layout: list[list[str]], dealer: int = 3, **options: Any) -> MatchState[Any]:
    """A match with the given options, dealt so that each seat holds its layout hand."""
    state = game.new_match(options, first_dealer=dealer)
    state = game.deal(state, stack_deck(layout, dealer))
    assert [list(h) for h in state.deal.hands] == layout
    return state


def act(state: MatchState[Any], seat: int, kind: str, **args: Any) -> MatchState[Any]:
    """Apply one action given as keyword arguments."""
    return game.play(state, {"seat": seat, "type": kind, **args})


def acts(state: MatchState[Any], *script: tuple[Any, ...]) -> MatchState[Any]:
    """Apply scripted actions: (seat, type) or (seat, type, {args})."""
    for step in script:
        seat, kind, *rest = step
        state = act(state, seat, kind, **(rest[0] if rest else {}))
    return state


def play_out(state: MatchState[Any], *, reveal: bool = False) -> MatchState[Any]:
    """Finish the deal, each seat playing its first legal card (revealing only when it must, or may and `reveal`)."""
    while game.to_act(state) is not None and not state.deal.over:
        legal = game.legal_actions(state)
        plays = [a for a in legal if a.type == "play"]
        reveals = [a for a in legal if a.type == "reveal_trump"]
        choice = reveals[0] if reveals and (reveal or not plays) else plays[0]
        state = game.apply(state, choice)
    return state
