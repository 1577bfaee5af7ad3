"""Doublehand's discard signal between Experts: the convention's card, its reading, and the player sending it."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from games.engine.doublehand import DOUBLEHAND
from games.engine.doublehand import strong as strong_module
from games.engine.doublehand.deal import Phase
from games.engine.doublehand.signals import PartnerThrows, signal_card
from games.engine.french import POWER
from games.engine.playout import shuffled
from tests.profiles import examples

game = DOUBLEHAND
basic = game.bot("basic")


def test_the_signal_is_the_lowest_card_of_the_suit_whose_best_card_is_lowest():
    # Hearts led, the thrower has none: clubs' best is the 9, below spades' king and diamonds' queen.
    hand = ["KS", "4S", "QD", "9C", "3C"]
    assert signal_card(hand, "H", None) == "3C"


def test_the_trump_suit_is_kept_out_when_the_thrower_knows_it():
    hand = ["KS", "4S", "QD", "9C", "3C"]
    assert signal_card(hand, "H", "C") == "QD"


def test_equal_best_cards_are_told_apart_by_the_suit_letter():
    assert signal_card(["KS", "2S", "KD", "5D"], "H", None) == "5D"


def test_a_hand_of_the_suit_led_and_trumps_alone_has_no_signal():
    assert signal_card(["AH", "5C"], "H", "C") is None


def signalling_deal(seed: int) -> list:
    """The states of a deal of four `basic` players who throw by the signal wherever they cannot follow."""
    rng = random.Random(seed)
    state = game.deal(game.new_match(), shuffled(game, rng))
    states = [state]
    while (seat := game.to_act(state)) is not None:
        view = game.view(state, seat)
        choice = strong_module._signal(view) if view["phase"] == "playing" else None
        state = game.play(state, {"seat": seat, **(choice or basic(view, rng))})
        states.append(state)
    return states


@settings(max_examples=examples(40), deadline=None)
@given(seed=st.integers(0, 2**32 - 1))
def test_throws_made_by_the_signal_are_all_read_as_made_by_it_from_the_true_hand(seed):
    for state in signalling_deal(seed):
        deal = state.deal
        if deal is None or deal.phase is not Phase.PLAYING or game.to_act(state) is None:
            continue
        for seat in range(4):
            throws = PartnerThrows(game.view(state, seat))
            assert throws.misread(deal.hands[throws.partner], deal.trump.card) == 0


def test_throws_read_against_a_hand_that_could_not_have_made_them_are_counted():
    for seed in range(40):
        for state in signalling_deal(seed):
            deal = state.deal
            if deal is None or deal.phase is not Phase.PLAYING or game.to_act(state) is None:
                continue
            seat = 0
            throws = PartnerThrows(game.view(state, seat))
            if not throws.throws:
                continue
            _led, card, _since = throws.throws[0]
            # A lower card of the thrown suit, moved into the partner's hand, makes the throw not the signal's.
            lower = {c for c in game.full_deck if c[1] == card[1] and POWER[c] < POWER[card]}
            elsewhere = [c for other in (1, 3) for c in deal.hands[other] if c in lower]
            if not elsewhere:
                continue
            hand = [*deal.hands[throws.partner], elsewhere[0]]
            assert throws.misread(hand, deal.trump.card) >= 1
            return
    pytest.fail("no throw with a lower card of its suit in another hand in 40 deals")


def test_with_no_slack_limit_the_expert_throws_the_signal_wherever_its_search_throws(monkeypatch):
    monkeypatch.setattr(strong_module, "SIGNAL_SLACK", float("inf"))
    signal_of = strong_module._signal
    throws = kept = 0
    for seed in range(30):
        for state in signalling_deal(seed):
            seat = game.to_act(state)
            if seat is None or state.deal is None or state.deal.phase is not Phase.PLAYING:
                continue
            view = game.view(state, seat)
            signal = signal_of(view)
            if signal is None:
                continue
            # The search's own choice, from the same sampled deals: the signal taken away.
            monkeypatch.setattr(strong_module, "_signal", lambda _view: None)
            own = strong_module.choose_strong(view, random.Random(seed), signals=True)
            monkeypatch.setattr(strong_module, "_signal", signal_of)
            choice = strong_module.choose_strong(view, random.Random(seed), signals=True)
            if strong_module._throws(view, own):
                assert choice == signal
                throws += 1
            else:
                # A ruff, a card of the trump suit, or the trump shown: the search's choice stands.
                assert choice == own
                kept += 1
            if throws >= 3 and kept >= 1:
                return
    pytest.fail(f"only {throws} throws and {kept} other choices in 30 deals")


def test_deals_sampled_for_a_signalling_partner_fit_its_throws_better():
    for seed in range(40):
        for state in signalling_deal(seed):
            seat = game.to_act(state)
            if seat is None or state.deal is None or state.deal.phase is not Phase.PLAYING:
                continue
            view = game.view(state, seat)
            throws = PartnerThrows(view)
            if len(throws.throws) < 2:
                continue
            rng = random.Random(seed)

            def misses(sampler, view=view, throws=throws, rng=rng):
                deals = [sampler(view, rng).deal for _ in range(60)]
                return sum(throws.misread(deal.hands[throws.partner], deal.trump.card) for deal in deals)

            assert misses(strong_module.sample_signalled) < misses(strong_module.sample_deal)
            return
    pytest.fail("no view with two of the partner's throws in 40 deals")
