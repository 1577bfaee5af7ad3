"""Doublehand's computer players: legal from their view, `basic` stronger than `random` and bidding as people do.

Bidding as people do: most deals played, bids from 7 up, a partner supported and not overbid.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

from games.engine import MatchState
from games.engine.doublehand import DOUBLEHAND
from games.engine.french import DECK
from games.engine.playout import shuffled
from tests.engine.bot_duel import duel
from tests.engine.doublehand_helpers import acts, start

game = DOUBLEHAND
DEALS = 500


@pytest.mark.slow
def test_basic_beats_random_with_the_same_cards_on_both_sides():
    result = duel(game, "basic", "random", DEALS, seed=20261130)
    print(
        f"basic vs random over {DEALS} deals: win rate {result.win_rate:.1%}, {result.mean_margin:+.1f} points a deal"
    )
    assert result.win_rate > 0.85
    assert result.mean_margin > 15


def test_bots_only_ever_choose_legal_actions():
    rng = random.Random(5)
    for level in ("random", "basic"):
        bot = game.bot(level)
        state = game.new_match()
        for _ in range(3):
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


def play_deal(deck: list[str], dealer: int, rng: random.Random) -> Any:
    """One deal of four `basic` players from a fresh match; the deal as it ended."""
    basic = game.bot("basic")
    state = game.deal(game.new_match(first_dealer=dealer), deck)
    while (seat := game.to_act(state)) is not None:
        state = game.play(state, {"seat": seat, **basic(game.view(state, seat), rng)})
    return state.deal


@pytest.mark.slow
def test_four_basic_players_play_most_deals_and_bid_from_seven_up():
    rng = random.Random(20261201)
    deals = [play_deal(shuffled(game, rng), number % 4, rng) for number in range(1000)]
    played = [deal for deal in deals if deal.bid is not None]
    thrown_in = 1 - len(played) / len(deals)
    bids = Counter(deal.bid.value for deal in played)
    made = sum(deal.hands_won[deal.bid.seat % 2] >= deal.bid.value for deal in played) / len(played)
    print(f"thrown in {thrown_in:.1%}; winning bids {sorted(bids.items())}; bids made {made:.1%}")
    # Everyone passing throws the deal in: a few, not a third of the evening.
    assert thrown_in < 0.15
    # Sevens most often, but strong hands and contests take the bid higher.
    assert set(range(7, 11)) <= set(bids)
    assert bids[7] < 0.75 * len(played)
    assert 13 not in bids
    # A bid is worth what the hand is worth: most are made.
    assert made > 0.55


def seated(visible: dict[int, str], dealer: int = 3) -> MatchState[Any]:
    """A deal in which each given seat sees these five cards (written "KS QS 5S QH JD"); the rest at random."""
    shown = {seat: cards.split() for seat, cards in visible.items()}
    rest = [card for card in DECK if all(card not in cards for cards in shown.values())]
    random.Random(0).shuffle(rest)
    layout = []
    for seat in range(4):
        five = shown.get(seat) or [rest.pop() for _ in range(5)]
        layout.append(five + [rest.pop() for _ in range(8)])
    return start(layout, dealer=dealer)


def basic_call(state: MatchState[Any], seat: int) -> dict[str, Any]:
    assert game.to_act(state) == seat
    return game.bot("basic")(game.view(state, seat), random.Random(0))


def test_a_weak_hand_passes_a_fair_trump_suit_opens_and_a_strong_hand_jumps():
    # Alice (seat 0) calls first; only her five cards and the empty auction count.
    weak = seated({0: "9S 8H 7D 6C 5C"})
    fair = seated({0: "KS 8S 3S 4H 2D"})
    strong = seated({0: "AS KS QS 5S AH"})
    assert basic_call(weak, 0) == {"type": "pass"}
    assert basic_call(fair, 0) == {"type": "bid", "value": 7}
    assert basic_call(strong, 0)["value"] >= 9


def test_the_basic_player_does_not_overbid_a_partner_who_holds_the_bid():
    # Alice bids 7, Bob passes; Charlie, her partner, holds a strong hand and lets her play it.
    state = seated({2: "AS KS QS 5S AH"})
    state = acts(state, (0, "bid", {"value": 7}), (1, "pass"))
    assert basic_call(state, 2) == {"type": "pass"}


def test_a_partners_bid_shows_strength_the_basic_player_supports_against_an_overcall():
    # Charlie (seat 2) holds a fair hand. Bob (seat 1) jumps to 8 over Alice's 7: with Alice's bid behind him,
    # Charlie fights on at 9 ...
    supported = acts(seated({2: "KS QS 5S QH JD"}), (0, "bid", {"value": 7}), (1, "bid", {"value": 8}))
    assert basic_call(supported, 2) == {"type": "bid", "value": 9}
    # ... but over the same 8 after Alice passed, he lets Bob have it.
    alone = acts(seated({2: "KS QS 5S QH JD"}), (0, "pass"), (1, "bid", {"value": 8}))
    assert basic_call(alone, 2) == {"type": "pass"}


def test_the_basic_player_chooses_the_same_way_from_the_same_view_and_rng():
    first = [play_deal(list(DECK), dealer, random.Random(dealer)) for dealer in range(4)]
    again = [play_deal(list(DECK), dealer, random.Random(dealer)) for dealer in range(4)]
    assert [(deal.calls, deal.tricks) for deal in first] == [(deal.calls, deal.tricks) for deal in again]
