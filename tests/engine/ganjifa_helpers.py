"""Builders for Ganjifa scenarios: hands written by suit, stacked decks, cards exchanged, scripted play."""

from __future__ import annotations

from typing import Any

import pytest

from games.engine import EngineError, ErrorCode, MatchState
from games.engine.actions import JSON
from games.engine.ganjifa import GANJIFA
from games.engine.ganjifa.cards import RANKS, STRENGTH, SUIT_NUMBERS, SUIT_OF
from games.engine.ganjifa.deal import GanjifaDeal, Play, stack_deck
from games.engine.ganjifa.options import TRUMPS
from games.engine.ganjifa.tricks import playable, refusal, trick_winner

game = GANJIFA


def cards(spec: str) -> list[str]:
    """Cards written by suit: "rama K M 1 2 kalki 10" is rama:K, rama:M, rama:1, rama:2, kalki:10; "rama *" is all."""
    found: list[str] = []
    suit = None
    for word in spec.split():
        if word in SUIT_NUMBERS:
            suit = word
        elif word == "*":
            found += [f"{suit}:{rank}" for rank in RANKS]
        else:
            assert suit is not None, spec
            found.append(f"{suit}:{word}")
    return found


def hands(*specs: str) -> list[list[str]]:
    """Three hands, seat 0 first, each of forty cards written by suit; every card exactly once."""
    built = [cards(spec) for spec in specs]
    assert len(built) == 3 and all(len(hand) == 40 for hand in built), [len(hand) for hand in built]
    assert sorted(name for hand in built for name in hand) == sorted(game.full_deck), "every card exactly once"
    return built


def exchange(layout: list[list[str]], *pairs: tuple[str, str]) -> list[list[str]]:
    """The layout with each pair of cards swapped between their holders (each keeps the other's place)."""
    swapped = [list(hand) for hand in layout]
    for one, other in pairs:
        (a, i), (b, j) = (_where(swapped, one), _where(swapped, other))
        swapped[a][i], swapped[b][j] = other, one
    return swapped


def _where(layout: list[list[str]], name: str) -> tuple[int, int]:
    for seat, hand in enumerate(layout):
        if name in hand:
            return seat, hand.index(name)
    raise AssertionError(f"{name} is in no hand")


# Whole suits to each seat, so that who may follow what is plain: seat 0 holds every trump by day (rama), and the
# king, minister and every number of matsya and kurma (a dukal of twelve in each).
SUITED = hands(
    "rama * matsya * kurma * varaha K M 1 2",
    "varaha 3 4 5 6 7 8 9 10 narasimha * vamana * parashurama 1 2 3 4 5 6 7 8",
    "parashurama K M 9 10 krishna * buddha * kalki *",
)


def start(
    layout: list[list[str]],
    dealer: int = 2,
    scores: tuple[int, int, int] = (0, 0, 0),
    deals_dealt: int = 0,
    **options: Any,
) -> MatchState[Any]:
    """A match with the given options (and scores and deals so far), dealt so that each seat holds its layout hand."""
    state = game.resume(
        {
            "options": options,
            "dealer": dealer,
            "scores": list(scores),
            "games_won": [0, 0, 0],
            "winner": None,
            "deals_dealt": deals_dealt,
        }
    )
    state = game.deal(state, stack_deck(layout, dealer))
    assert [list(hand) for hand in deal_of(state).hands] == layout
    return state


def act(state: MatchState[Any], seat: int, kind: str, **args: Any) -> MatchState[Any]:
    """Apply one action given as keyword arguments."""
    return game.play(state, {"seat": seat, "type": kind, **args})


def plays(state: MatchState[Any], *names: str) -> MatchState[Any]:
    """Play these cards in turn, each by the seat to act."""
    for name in names:
        seat = game.to_act(state)
        assert seat is not None
        state = act(state, seat, "play", card=name)
    return state


def dukal(state: MatchState[Any], spec: str) -> MatchState[Any]:
    """The seat to act leads the dukal written by suit ("matsya *", "rama K M 3 4 5")."""
    seat = game.to_act(state)
    assert seat is not None
    return act(state, seat, "dukal", cards=cards(spec))


def discard(state: MatchState[Any], spec: str) -> MatchState[Any]:
    """The seat to act discards the cards written by suit."""
    seat = game.to_act(state)
    assert seat is not None
    return act(state, seat, "discard", cards=cards(spec))


def first_legal(view: JSON) -> JSON:
    """The first legal action of a view; for a discard, the first cards of the hand."""
    choice = view["legal"][0]
    if "count" in choice:
        return {"type": "discard", "cards": view["hand"][: choice["count"]]}
    return dict(choice)


def play_out(state: MatchState[Any]) -> MatchState[Any]:
    """Finish the deal, each seat taking its first legal action."""
    while (seat := game.to_act(state)) is not None:
        state = game.play(state, {"seat": seat, **first_legal(game.view(state, seat))})
    return state


def refused(state: MatchState[Any], seat: int, kind: str, code: ErrorCode = ErrorCode.ILLEGAL_ACTION, **args) -> str:
    """The message of an action the engine refuses with the code given."""
    with pytest.raises(EngineError) as caught:
        act(state, seat, kind, **args)
    assert caught.value.code is code, caught.value.message
    return caught.value.message


def deal_of(state: MatchState[Any]) -> GanjifaDeal:
    """The state's deal (there is one once dealt)."""
    deal: GanjifaDeal | None = state.deal
    assert deal is not None
    return deal


def legal(state: MatchState[Any]) -> list[JSON]:
    """The legal actions of the seat to act, as the API writes them."""
    return [action.to_json(with_seat=False) for action in game.legal_actions(state)]


def legal_cards(state: MatchState[Any]) -> list[str]:
    """The cards the seat to act may play."""
    return [action["card"] for action in legal(state) if action["type"] == "play"]


def may_follow(period: str, led: str, hand: str) -> list[str]:
    """The cards of a hand (written by suit) that may be played to a trick led with `led`, by day or by night."""
    return list(playable(tuple(cards(hand)), SUIT_OF[led], _trump(period)))


def why_not(period: str, led: str, hand: str, name: str) -> str | None:
    """Why the card may not be played from the hand to a trick led with `led`; None if it may."""
    return refusal(1, tuple(cards(hand)), SUIT_OF[led], _trump(period), name)


def _trump(period: str) -> int:
    return TRUMPS[period]


def winner_of(period: str, *names: str) -> str:
    """The card that wins a trick of these cards, the first one led, by day or by night."""
    trump = _trump(period)
    trick = tuple(Play(seat, name) for seat, name in enumerate(names))
    return names[trick_winner(trick, trump, SUIT_OF[names[0]])]


def stronger(period: str, led: str, one: str, other: str) -> bool:
    """Whether `one` beats `other` in a trick led with `led`."""
    strength = STRENGTH[_trump(period)][SUIT_OF[led]]
    return strength[one] > strength[other]
