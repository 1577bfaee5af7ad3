"""All Fours' computer players: legal from their view alone, sensible calls, and `basic` clearly stronger."""

from __future__ import annotations

import random

import pytest

from games.engine.allfours import ALLFOURS
from games.engine.playout import shuffled
from tests.engine.allfours_helpers import act, hands, plays, start
from tests.engine.bot_duel import duel

game = ALLFOURS
DEALS = 500
basic = game.bot("basic")


@pytest.mark.slow
def test_basic_beats_random_with_the_same_cards_on_both_sides():
    result = duel(game, "basic", "random", DEALS, seed=20261130)
    print(
        f"basic vs random over {DEALS} deals: win rate {result.win_rate:.1%}, {result.mean_margin:+.2f} points a deal"
    )
    assert result.win_rate > 0.85
    assert result.mean_margin > 0.6


def test_bots_only_ever_choose_legal_actions():
    rng = random.Random(5)
    for level in ("random", "basic"):
        bot = game.bot(level)
        state = game.new_match({"no_undertrump": True, "games_per_match": 3})
        for _ in range(12):
            if state.finished:
                break
            state = game.deal(state, shuffled(game, rng))
            while (seat := game.to_act(state)) is not None:
                choice = bot(game.view(state, seat), rng)
                assert choice in [a.to_json(with_seat=False) for a in game.legal_actions(state)]
                state = game.play(state, {"seat": seat, **choice})


def test_a_bot_asked_out_of_turn_refuses():
    state = game.deal(game.new_match(), list(game.full_deck))
    view = game.view(state, 0)  # seat 1 is to act
    for level in ("random", "basic"):
        with pytest.raises(ValueError, match="not its turn"):
            game.bot(level)(view, random.Random(0))


# Dealer 3, hearts kicked (2H). STRONG: seat 0 holds AH JH 5H. WEAK: seat 0 holds the 9H only, the dealer AH KH.
STRONG = hands("2.AJ5.2.2", "3K.9.3.3Q", "4Q.8.4.4K", "5J.3.5.5J")
WEAK = hands("3K.9.3.3Q", "2Q.J5.2.2", "4.8.4K.4K", "5J.AK.5.5")


def choice(state) -> str:
    return basic(game.view(state, game.to_act(state)), random.Random(0))["type"]


def test_basic_stands_on_strong_trumps_and_begs_on_weak_ones():
    assert choice(start(STRONG, "2H")) == "stand"
    assert choice(start(WEAK, "2H")) == "beg"
    # One point short of the game, it begs for the point whatever it holds.
    assert choice(start(STRONG, "2H", scores=(13, 0))) == "beg"


def test_basic_runs_the_pack_unless_strong_in_the_kicked_suit_and_never_gives_the_game_away():
    assert choice(act(start(STRONG, "2H"), 0, "beg")) == "run_pack"
    assert choice(act(start(WEAK, "2H"), 0, "beg")) == "give_one"
    assert choice(act(start(WEAK, "2H", scores=(13, 0)), 0, "beg")) == "run_pack"


def test_basic_protects_its_jack_and_trumps_in_when_the_trick_is_worth_it():
    # Spades trump. Seat 0 leads the TH; seat 1 has no heart and trumps in, with its 4S rather than the JS:
    # the AS and QS are still out and could take the jack.
    layout = hands("3.T2.K.54", "J4..Q9.K2", ".AQ3.4.A3", "AQ.J.T.Q9")
    state = plays(act(start(layout, "7S"), 0, "stand"), "TH")
    assert basic(game.view(state, 1), random.Random(0)) == {"type": "play", "card": "4S"}
    # A trick with nothing in it is not worth a trump: seat 1 throws its lowest card instead.
    state = plays(act(start(layout, "7S"), 0, "stand"), "2H")
    assert basic(game.view(state, 1), random.Random(0)) == {"type": "play", "card": "2C"}
