"""The short reasons a hint gives beside the `strong` player's choice: always a known code, and the right one."""

from __future__ import annotations

import random
from typing import Any

import pytest

from games.engine import GAMES, Game
from games.engine.doublehand import DOUBLEHAND
from games.engine.playout import shuffled
from games.engine.search.reasons import REASONS
from games.engine.texas42 import TEXAS42
from tests.engine import doublehand_helpers as dh
from tests.engine import texas42_helpers as tx


def every_view(game: Game[Any], seed: int) -> list[dict[str, Any]]:
    """The seat-to-act's view at every moment of one deal played by `random` and `basic` round the table."""
    rng = random.Random(seed)
    levels = ["random", "basic"] * game.seat_count
    state = game.deal(game.new_match(first_dealer=seed % game.seat_count), shuffled(game, rng))
    views = []
    while (seat := game.to_act(state)) is not None:
        view = game.view(state, seat)
        views.append(view)
        state = game.play(state, {"seat": seat, **game.bot(levels[(seat + seed) % len(levels)])(view, rng)})
    return views


@pytest.mark.parametrize("game", [DOUBLEHAND, TEXAS42], ids=lambda game: game.id)
def test_every_reason_for_every_legal_choice_is_a_known_code_or_none(game):
    told: set[str] = set()
    for seed in range(40):
        for view in every_view(game, seed):
            for choice in view["legal"]:
                code = game.reason(view, choice)
                assert code is None or code in REASONS, (code, choice)
                if code is not None:
                    told.add(code)
    # Over forty deals, each game has given most of its reasons at least once
    assert {"draws_trumps", "takes_trick", "trumps_in", "saves_high", "names_strongest"} <= told
    assert ("calls_trump" in told) == (game is DOUBLEHAND)
    assert ("feeds_partner" in told) == (game is TEXAS42)


def test_games_without_reasons_of_their_own_give_none():
    for game in GAMES.values():
        if type(game).reason is Game.reason:
            view = every_view(game, 1)[0]
            assert game.reason(view, view["legal"][0]) is None


# --- Doublehand ------------------------------------------------------------


def doublehand_layout() -> list[list[str]]:
    """Seat 0 shows the five top spades; seat 1 holds no club; seat 2 the top clubs; seat 3 the middle clubs."""
    return dh.hands(
        "AKQJT.32.32.5432",
        "98765.AKQJ.AKQJ.",
        "432.T98.T98.AKQJ",
        ".7654.7654.T9876",
    )


def declared(state: Any) -> Any:
    """Seat 0 bids 7 and declares haath par with its ten of spades; the others pass."""
    return dh.acts(
        state, (0, "bid", {"value": 7}), (1, "pass"), (2, "pass"), (3, "pass"), (0, "declare_trump", {"card": "TS"})
    )


def test_doublehand_naming_a_card_of_the_longest_visible_suit_names_the_strongest():
    state = dh.start(doublehand_layout(), dealer=3)
    state = dh.acts(state, (0, "bid", {"value": 7}), (1, "pass"), (2, "pass"), (3, "pass"))
    view = DOUBLEHAND.view(state, 0)
    assert view["hand"] == ["AS", "KS", "QS", "JS", "TS"]
    assert DOUBLEHAND.reason(view, {"type": "declare_trump", "card": "TS"}) == "names_strongest"
    assert DOUBLEHAND.reason(view, {"type": "declare_trump", "hidden_index": 0}) is None


def test_doublehand_leading_a_known_trump_draws_trumps_and_an_ace_leads_a_winner():
    state = declared(dh.start(doublehand_layout(), dealer=3))
    view = DOUBLEHAND.view(state, 0)
    assert DOUBLEHAND.reason(view, {"type": "play", "card": "AS"}) == "draws_trumps"
    assert DOUBLEHAND.reason(view, {"type": "play", "card": "2H"}) is None
    assert DOUBLEHAND.reason(view, {"type": "play", "card": "5C"}) == "leads_long"


def test_doublehand_following_reasons():
    state = declared(dh.start(doublehand_layout(), dealer=3))
    state = dh.act(state, 0, "play", card="5C")
    # Seat 1 holds no club: it may call for the trump, or throw a low card
    view = DOUBLEHAND.view(state, 1)
    assert DOUBLEHAND.reason(view, {"type": "reveal_trump"}) == "calls_trump"
    assert DOUBLEHAND.reason(view, {"type": "play", "card": "5S"}) == "sheds_low"
    assert DOUBLEHAND.reason(view, {"type": "play", "card": "AH"}) is None
    state = dh.act(state, 1, "play", card="5S")
    # Seat 2 beats the five of clubs with its ace: it takes the trick
    view = DOUBLEHAND.view(state, 2)
    assert DOUBLEHAND.reason(view, {"type": "play", "card": "AC"}) == "takes_trick"
    state = dh.act(state, 2, "play", card="AC")
    # Seat 3's partner is not winning; its lowest club cannot win: it keeps its high cards
    view = DOUBLEHAND.view(state, 3)
    assert DOUBLEHAND.reason(view, {"type": "play", "card": "6C"}) == "saves_high"
    assert DOUBLEHAND.reason(view, {"type": "play", "card": "TC"}) is None


def test_doublehand_trumping_in_after_the_reveal_and_leaving_a_trick_to_the_partner():
    state = declared(dh.start(doublehand_layout(), dealer=3))
    state = dh.acts(state, (0, "play", {"card": "5C"}), (1, "reveal_trump"))
    view = DOUBLEHAND.view(state, 1)
    # The revealer must play a trump: spades, which now beat the club led
    assert DOUBLEHAND.reason(view, {"type": "play", "card": "5S"}) == "trumps_in"
    state = dh.acts(state, (1, "play", {"card": "9S"}))
    view = DOUBLEHAND.view(state, 2)
    # Seat 2 cannot beat the trump with a club, and its partner is not winning: its lowest club keeps the others
    assert DOUBLEHAND.reason(view, {"type": "play", "card": "JC"}) == "saves_high"
    assert DOUBLEHAND.reason(view, {"type": "play", "card": "QC"}) is None
    state = dh.acts(state, (2, "play", {"card": "JC"}))
    view = DOUBLEHAND.view(state, 3)
    # Seat 3's partner (seat 1) wins with the trump: its lowest club leaves it the trick
    assert DOUBLEHAND.reason(view, {"type": "play", "card": "6C"}) == "leaves_to_partner"


# --- Texas 42 --------------------------------------------------------------


def fours_bid() -> Any:
    """STRONG_FOURS with seat 0 bidding 30 and the others passing; the dealer is seat 3, so seat 0 bids first."""
    state = tx.start(tx.STRONG_FOURS, dealer=3)
    state = TEXAS42.play(state, {"seat": 0, "type": "bid", "value": 30})
    for seat in (1, 2, 3):
        state = TEXAS42.play(state, {"seat": seat, "type": "pass"})
    return state


def test_texas42_naming_the_longest_suit_names_the_strongest():
    state = fours_bid()
    view = TEXAS42.view(state, 0)
    assert TEXAS42.reason(view, {"type": "name_trump", "trump": 4}) == "names_strongest"
    assert TEXAS42.reason(view, {"type": "name_trump", "trump": 1}) is None
    assert TEXAS42.reason(view, {"type": "name_trump", "trump": "notrump"}) is None


def test_texas42_leading_and_following():
    state = TEXAS42.play(fours_bid(), {"seat": 0, "type": "name_trump", "trump": 4})
    view = TEXAS42.view(state, 0)
    assert TEXAS42.reason(view, {"type": "play", "card": "4-4"}) == "draws_trumps"
    # The double six is the highest six, but two trumps are still out: not a sure winner
    assert TEXAS42.reason(view, {"type": "play", "card": "6-6"}) is None
    state = TEXAS42.play(state, {"seat": 0, "type": "play", "card": "4-4"})
    # Seat 1 holds no four: it throws its cheapest tile (no count, no double, the lowest ends)
    view = TEXAS42.view(state, 1)
    assert TEXAS42.reason(view, {"type": "play", "card": "6-1"}) == "sheds_low"
    assert TEXAS42.reason(view, {"type": "play", "card": "0-0"}) is None
    state = TEXAS42.play(state, {"seat": 1, "type": "play", "card": "0-0"})
    # Seat 2's partner holds the trick with the double four: count fed to it, or the cheapest trump left to it
    view = TEXAS42.view(state, 2)
    assert TEXAS42.reason(view, {"type": "play", "card": "4-1"}) == "feeds_partner"
    assert TEXAS42.reason(view, {"type": "play", "card": "4-0"}) == "leaves_to_partner"
