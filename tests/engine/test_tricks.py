"""The trick-taking core every game shares: plays and tricks, their JSON, dealing in packets, refusals, state copies."""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import pytest

from games.engine.errors import EngineError, ErrorCode
from games.engine.evolve import changed, evolve, with_deal
from games.engine.french import DECK
from games.engine.match import MatchState, Tally
from games.engine.tricks import Play, Trick, deal_packets, illegal, make, stack_packets, trick_json, turn_action


@dataclasses.dataclass(frozen=True)
class LittleDeal:
    """Just enough of a deal for `turn_action`: whose turn it is."""

    dealer: int
    turn: int | None
    hands: tuple[tuple[str, ...], ...] = ()


def match(turn: int | None = 2, winner: tuple[int, ...] | None = None) -> MatchState[Any]:
    tally = Tally(scores=(0, 0), games_won=(0, 0), winner=winner)
    deal: Any = LittleDeal(dealer=1, turn=turn)
    return MatchState(options={}, dealer=1, tally=tally, deal=deal)


class TestPlaysAndTricks:
    def test_a_trick_made_from_its_fields_equals_one_made_by_its_class(self):
        plays = (make(Play, (1, "AS")), make(Play, (2, "3S")))
        assert make(Trick, (1, plays, 2)) == Trick(1, (Play(1, "AS"), Play(2, "3S")), 2)
        assert type(plays[0]) is Play

    def test_a_trick_starts_empty_and_unwon(self):
        assert Trick(3) == (3, (), None)

    def test_a_trick_is_written_as_the_record_writes_it(self):
        trick = Trick(1, (Play(1, "AS"), Play(2, "3S"), Play(3, "9S"), Play(0, "KS")), 1)
        assert trick_json(trick) == {
            "leader": 1,
            "cards": [[1, "AS"], [2, "3S"], [3, "9S"], [0, "KS"]],
            "winner": 1,
        }

    def test_a_trick_in_play_has_no_winner_yet(self):
        assert trick_json(Trick(0, (Play(0, "2C"),))) == {"leader": 0, "cards": [[0, "2C"]], "winner": None}


class TestRefusals:
    def test_an_illegal_action_says_why_with_its_code(self):
        error = illegal("seat 3 holds a heart and must follow suit")
        assert isinstance(error, EngineError)
        assert error.code is ErrorCode.ILLEGAL_ACTION
        assert error.message == "seat 3 holds a heart and must follow suit"


class TestTheActionOfTheSeatToAct:
    def test_an_object_by_the_seat_to_act_is_taken(self):
        action = {"seat": 2, "type": "play", "card": "AS"}
        assert turn_action(match(turn=2), action) is action

    @pytest.mark.parametrize(
        "obj",
        [
            {"seat": 1, "type": "play"},  # not its turn
            {"seat": True, "type": "play"},  # a boolean is no seat
            {"seat": 2.0, "type": "play"},  # nor a float
            {"type": "play"},
            [2, "play"],
            None,
        ],
    )
    def test_anything_else_goes_the_shared_way(self, obj):
        assert turn_action(match(turn=2), obj) is None

    def test_nothing_is_taken_once_the_match_is_over_or_between_deals(self):
        assert turn_action(match(turn=2, winner=(0,)), {"seat": 2}) is None
        assert turn_action(match(turn=None), {"seat": 2}) is None
        assert turn_action(dataclasses.replace(match(), deal=None), {"seat": 2}) is None


class TestDealingInPackets:
    def test_packets_go_round_from_the_seat_after_the_dealer_to_the_dealer(self):
        hands = deal_packets(tuple("abcdefghijkl"), dealer=1, seats=3, packets=(2, 2))
        # a-b to seat 2, c-d to seat 0, e-f to the dealer, seat 1; then round again.
        assert hands == (("c", "d", "i", "j"), ("e", "f", "k", "l"), ("a", "b", "g", "h"))

    def test_packets_add_to_hands_already_held(self):
        hands = deal_packets(("x", "y"), dealer=0, seats=2, packets=(1,), hands=(("a",), ("b",)))
        assert hands == (("a", "y"), ("b", "x"))

    @pytest.mark.parametrize("packets", [(5, 4, 4), (3, 3), (13,), (1,) * 13])
    def test_a_stacked_deck_deals_the_hands_it_was_stacked_for(self, packets):
        rng = random.Random(sum(packets) + len(packets))
        deck = rng.sample(DECK, len(DECK))
        dealt = 4 * sum(packets)
        for dealer in range(4):
            hands = deal_packets(deck, dealer, 4, packets)
            assert [len(hand) for hand in hands] == [sum(packets)] * 4
            assert sorted(card for hand in hands for card in hand) == sorted(deck[:dealt])
            assert stack_packets(hands, dealer, 4, packets) == deck[:dealt]

    def test_a_stack_can_start_past_the_cards_already_dealt(self):
        hands = (("a", "b", "c"), ("d", "e", "f"))
        assert stack_packets(hands, dealer=1, seats=2, packets=(1, 1), start=1) == ["b", "e", "c", "f"]


class TestFastStateCopies:
    def test_a_changed_copy_equals_evolve_and_leaves_the_original(self):
        tally = Tally(scores=(3, 4), games_won=(0, 1))
        copy = changed(tally, {"scores": (5, 4)})
        assert copy == evolve(tally, scores=(5, 4)) == Tally(scores=(5, 4), games_won=(0, 1))
        assert tally.scores == (3, 4)

    def test_a_copy_stays_frozen(self):
        copy = changed(Tally(scores=(0,), games_won=(0,)), {"scores": (1,)})
        with pytest.raises(dataclasses.FrozenInstanceError):
            copy.scores = (2,)  # type: ignore[misc]

    def test_a_state_with_another_deal_keeps_the_rest(self):
        state = match(turn=2)
        deal = LittleDeal(dealer=1, turn=3)
        moved = with_deal(state, deal)
        assert moved == dataclasses.replace(state, deal=deal)
        assert moved.deal is deal
        assert state.deal is not None and state.deal.turn == 2
