"""Ganjifa's computer players: legal from their view alone, sensible leads, follows and discards, `basic` stronger."""

from __future__ import annotations

import random

import pytest

from games.engine.playout import shuffled
from tests.engine.bot_duel import duel_alone
from tests.engine.ganjifa_helpers import SUITED, cards, dukal, exchange, game, legal, plays, start

DECKS = 167
"""Each deck is played three times, `basic` in each seat in turn: 501 deals."""
basic = game.bot("basic")


def choice(state) -> dict:
    return basic(game.view(state, game.to_act(state)), random.Random(0))


@pytest.mark.slow
def test_basic_beats_random_holding_each_hand_of_the_same_deals():
    result = duel_alone(game, "basic", "random", DECKS, seed=20261130)
    print(
        f"basic vs two random over {3 * DECKS} deals: highest score in {result.win_rate:.1%}, "
        f"{result.mean_margin:+.1f} cards a deal over the others' mean"
    )
    # Alone against two, an equal player would score highest in a third of the deals and break even.
    assert result.win_rate > 0.6
    assert result.mean_margin > 20


def test_bots_only_ever_choose_legal_actions():
    rng = random.Random(5)
    kinds = set()
    for levels, options in (
        (["basic", "random", "random"], {"deals": 4}),
        (["random", "basic", "basic"], {"deals": 4, "period": "night"}),
    ):
        state = game.new_match(options)
        while not state.finished:
            state = game.deal(state, shuffled(game, rng))
            while (seat := game.to_act(state)) is not None:
                view = game.view(state, seat)
                chosen = game.bot(levels[seat])(view, rng)
                if chosen["type"] == "discard":
                    # Any cards of the hand, as many as the one compact entry says.
                    assert view["legal"] == [{"type": "discard", "count": len(chosen["cards"])}]
                    assert set(chosen["cards"]) <= set(view["hand"])
                    assert len(set(chosen["cards"])) == len(chosen["cards"])
                else:
                    assert chosen in view["legal"]
                kinds.add((levels[seat], chosen["type"]))
                state = game.play(state, {"seat": seat, **chosen})
    # Dukals come up in these deals, and both levels answer them.
    assert {("basic", "dukal"), ("basic", "discard"), ("random", "discard")} <= kinds


def test_a_bot_asked_out_of_turn_refuses():
    view = game.view(start(SUITED), 1)  # seat 0 is to act
    for level in ("random", "basic"):
        with pytest.raises(ValueError, match="not its turn"):
            game.bot(level)(view, random.Random(0))


def after_first_trick(layout=SUITED):
    return plays(start(layout), "rama:K", "varaha:10", "krishna:1")


def test_basic_leads_the_dukal_that_captures_most():
    assert choice(after_first_trick()) == {"type": "dukal", "cards": cards("matsya K M 1 2 3 4 5 6 7 8 9 10")}


def test_basic_discards_its_lowest_plain_cards_and_keeps_kings_ministers_and_trumps():
    # Seat 1 holds two rama trumps (for two varaha cards): it follows the first trick with one and keeps the other.
    layout = exchange(SUITED, ("rama:9", "varaha:3"), ("rama:8", "varaha:4"))
    state = plays(start(layout), "rama:K", "rama:9", "krishna:1")
    state = dukal(state, "matsya K M 4 5 6")
    chosen = choice(state)
    # The weakest: the numbers that rank lowest in their suits (10 in the first five, 1 in the others), then the
    # next lowest; never a king, a minister or the trump.
    assert chosen == {"type": "discard", "cards": cards("varaha 10 narasimha 10 vamana 10 parashurama 1 varaha 9")}


def test_basic_takes_a_trick_it_can_win_last_with_its_cheapest_winner():
    # Seat 2 holds buddha K and some numbers; seat 0 leads buddha:1 (given for a kurma card), seat 1 cannot follow.
    layout = exchange(SUITED, ("buddha:1", "kurma:10"))
    state = plays(after_first_trick(layout), "buddha:1", "varaha:9")
    # Any buddha above 1 wins (buddha ranks 10 high): the cheapest is buddha:2.
    assert choice(state) == {"type": "play", "card": "buddha:2"}


def test_basic_gives_its_cheapest_card_to_a_trick_it_cannot_win():
    state = plays(after_first_trick(), "rama:M", "varaha:9")
    # Seat 2 holds no trump and must play krishna, the first suit after rama that it holds: its lowest, not the king.
    assert "krishna:K" in [action["card"] for action in legal(state)]
    assert choice(state) == {"type": "play", "card": "krishna:2"}


def test_basic_leads_a_card_sure_to_win_when_it_has_no_dukal():
    # After its dukals, seat 0 holds every trump left and varaha K M 1 2, the four highest varaha: every one of them
    # is sure. It leads the least of them, varaha:2, which the others must follow while they hold varaha.
    state = after_first_trick()
    state = dukal(state, "matsya *")
    for seat in (1, 2):
        state = game.play(state, {"seat": seat, **choice(state)})
    state = dukal(state, "kurma *")
    for seat in (1, 2):
        state = game.play(state, {"seat": seat, **choice(state)})
    assert choice(state) == {"type": "play", "card": "varaha:2"}
