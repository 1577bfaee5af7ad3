"""Scenario tests of All Fours from hand-built decks, one class per numbered section of shared/spec/allfours.md."""

from __future__ import annotations

import json

import pytest

from games.engine import EngineError, ErrorCode
from games.engine.allfours.deal import Phase, deal_hands, deal_packets, stack_deck
from games.engine.french import DECK
from tests.engine.allfours_helpers import (
    act,
    filled,
    game,
    hands,
    pips,
    plain_cards,
    play_out,
    plays,
    points,
    start,
    summary,
    tricks,
)

# Dealer 3, so seat 0 stands or begs and leads. Spades are kicked (7S, no points); six trumps are dealt:
# AS and 3S to seat 0, KS to seat 1, JS and 2S to seat 2, QS to seat 3.
SPADES_KICKED = hands(
    "A3.K2.T.5",
    "K.AQ.9.K2",
    "J2.J.A.A3",
    "Q.T.KQ.Q9",
)

# Seat 1 and seat 2 have no hearts, seat 3 holds only trumps: for the duty to follow and the undertrump rule.
NO_HEARTS = hands(
    ".A54.543.",
    "K...65432",
    "2..AKQJT.",
    "QJT983...",
)


def expect_error(code: ErrorCode, state, seat: int, kind: str, **args) -> EngineError:
    with pytest.raises(EngineError) as caught:
        act(state, seat, kind, **args)
    assert caught.value.code is code, caught.value.message
    return caught.value


def legal_cards(state) -> list[str | None]:
    return [action.card for action in game.legal_actions(state)]


class TestDealAndKick:
    def test_it_deals_two_rounds_of_packets_of_three_from_the_seat_after_the_dealer(self):
        deck = tuple(DECK)
        dealt = deal_hands(deck, dealer=2)
        assert dealt[3] == deck[0:3] + deck[12:15]
        assert dealt[0] == deck[3:6] + deck[15:18]
        assert dealt[1] == deck[6:9] + deck[18:21]
        assert dealt[2] == deck[9:12] + deck[21:24]

    def test_the_next_card_is_kicked_and_its_suit_is_proposed_as_trump(self):
        state = start(SPADES_KICKED, "7S")
        assert state.deal.kicks == ("7S",)
        assert [list(held) for held in state.deal.hands] == SPADES_KICKED
        assert state.deal.phase is Phase.STAND_OR_BEG
        assert game.to_act(state) == 0
        view = game.view(state, 2)
        assert (view["kicks"], view["trump"], view["points"]) == (["7S"], None, [])

    @pytest.mark.parametrize(("kick", "scored"), [("AS", 1), ("6S", 2), ("JS", 3), ("KS", 0), ("TS", 0), ("2S", 0)])
    def test_the_dealers_team_scores_a_kicked_ace_six_or_jack_at_once(self, kick, scored):
        layout = filled({}, 6, plain_cards(without_suit="S"))
        state = start(layout, kick, dealer=3)
        assert state.tally.scores == (0, scored)
        assert points(state) == ([("kick", 1, scored)] if scored else [])
        assert summary(state)["score_delta"] == [0, scored]

    def test_kick_points_given_as_an_option_replace_the_default_whole(self):
        layout = filled({}, 6, plain_cards(without_suit="S"))
        assert start(layout, "6S", dealer=0, kick_points={"A": 2}).tally.scores == (0, 0)
        assert start(layout, "AS", dealer=0, kick_points={"A": 2}).tally.scores == (2, 0)
        assert start(layout, "TS", dealer=0, kick_points={"T": 5, "9": 0}).tally.scores == (5, 0)
        assert start(layout, "AS", dealer=0, kick_points={}).tally.scores == (0, 0)

    @pytest.mark.parametrize("value", [[1, 2], {"X": 1}, {"10": 1}, {"A": -1}, {"A": 1.5}, {"A": True}, {"A": "1"}])
    def test_kick_points_must_map_ranks_to_whole_points(self, value):
        with pytest.raises(EngineError) as caught:
            game.new_match({"kick_points": value})
        assert caught.value.code is ErrorCode.BAD_OPTION
        assert "kick_points" in caught.value.message

    def test_the_deck_must_be_a_permutation_of_the_52_cards(self):
        state = game.new_match()
        for deck in (list(DECK[:-1]), [*DECK[:-1], "AS"], [*DECK[:-1], "1S"]):
            with pytest.raises(EngineError) as caught:
                game.deal(state, deck)
            assert caught.value.code is ErrorCode.BAD_DECK


class TestStandingOrBegging:
    def test_only_the_seat_after_the_dealer_stands_or_begs(self):
        state = start(SPADES_KICKED, "7S")
        assert [action.type for action in game.legal_actions(state)] == ["stand", "beg"]
        expect_error(ErrorCode.NOT_YOUR_TURN, state, 3, "give_one")
        expect_error(ErrorCode.NOT_YOUR_TURN, state, 1, "stand")
        error = expect_error(ErrorCode.ILLEGAL_ACTION, state, 0, "play", card="AS")
        assert "stand or beg" in error.message
        expect_error(ErrorCode.ILLEGAL_ACTION, state, 0, "run_pack")

    def test_standing_makes_the_kicked_suit_trump_and_the_stander_leads(self):
        state = act(start(SPADES_KICKED, "7S"), 0, "stand")
        assert (state.deal.trump, state.deal.phase, game.to_act(state)) == ("S", Phase.PLAYING, 0)
        assert game.view(state, 1)["calls"] == [{"seat": 0, "type": "stand"}]
        assert points(state) == []

    def test_a_beg_passes_the_choice_to_the_dealer(self):
        state = act(start(SPADES_KICKED, "7S"), 0, "beg")
        assert (state.deal.phase, game.to_act(state)) == (Phase.GIVE_OR_RUN, 3)
        assert [action.type for action in game.legal_actions(state)] == ["give_one", "run_pack"]
        expect_error(ErrorCode.NOT_YOUR_TURN, state, 0, "stand")
        error = expect_error(ErrorCode.ILLEGAL_ACTION, state, 3, "stand")
        assert "give one or run the pack" in error.message

    def test_giving_one_scores_a_point_to_the_dealers_opponents_and_keeps_the_kicked_suit(self):
        state = act(act(start(SPADES_KICKED, "7S"), 0, "beg"), 3, "give_one")
        assert points(state) == [("give_one", 0, 1)]
        assert state.tally.scores == (1, 0)
        assert (state.deal.trump, game.to_act(state)) == ("S", 0)
        assert [len(held) for held in state.deal.hands] == [6, 6, 6, 6]

    def test_running_the_pack_deals_three_more_each_and_a_new_kick_that_scores(self):
        # The second kick, 6H, is a new suit: hearts are trump, and the six scores 2 for the dealer's team.
        layout = filled({}, 9, plain_cards(without_suit="S"), kicks=["6H"])
        state = act(act(start(layout, ["4S", "6H"], dealer=3), 0, "beg"), 3, "run_pack")
        assert state.deal.kicks == ("4S", "6H")
        assert [list(held) for held in state.deal.hands] == layout
        assert (state.deal.trump, state.deal.phase, game.to_act(state)) == ("H", Phase.PLAYING, 0)
        assert points(state) == [("kick", 1, 2)]
        assert game.view(state, 0)["pack"] == 52 - 4 * 9 - 2

    def test_a_run_deals_its_packets_from_the_seat_after_the_dealer_round_to_the_dealer(self):
        deck = tuple(DECK)
        first = deal_hands(deck, dealer=2)
        grown = deal_packets(first, deck[25:], dealer=2, rounds=1)
        assert grown[3] == first[3] + deck[25:28]
        assert grown[0] == first[0] + deck[28:31]
        assert grown[1] == first[1] + deck[31:34]
        assert grown[2] == first[2] + deck[34:37]

    def test_a_run_that_turns_up_the_begged_suit_again_is_run_again(self):
        # 4S is begged; 9S comes up again, so the pack is run again; AD makes diamonds trump and scores 1.
        layout = filled({}, 12, DECK, kicks=["4S", "9S", "AD"])
        state = act(act(start(layout, ["4S", "9S", "AD"], dealer=1), 2, "beg"), 1, "run_pack")
        assert state.deal.kicks == ("4S", "9S", "AD")
        assert [list(held) for held in state.deal.hands] == layout
        assert (state.deal.trump, game.to_act(state)) == ("D", 2)
        assert points(state) == [("kick", 1, 1)]
        state = play_out(state)
        assert len(state.deal.tricks) == 12
        assert not state.deal.void

    def test_when_the_pack_runs_out_the_deal_is_void_and_the_same_dealer_deals_again(self):
        # Every kick is a spade; after two runs one card is left, too few for a third: the deal is thrown in.
        layout = filled({}, 12, DECK, kicks=["6S", "4S", "JS"])
        state = act(act(start(layout, ["6S", "4S", "JS"], dealer=2), 3, "beg"), 2, "run_pack")
        entry = summary(state)
        assert (entry["void"], entry["trump"], entry["kicks"]) == (True, None, ["6S", "4S", "JS"])
        # The kick points scored before the pack ran out stand.
        assert entry["points"] == [
            {"kind": "kick", "team": 0, "points": 2},
            {"kind": "kick", "team": 0, "points": 3},
        ]
        assert entry["score_delta"] == [5, 0]
        assert state.tally.scores == (5, 0)
        assert (game.to_act(state), state.awaiting_deal) == (None, True)
        expect_error(ErrorCode.DEAL_OVER, state, 3, "stand")
        following = game.deal(state, list(DECK))
        assert following.deal.dealer == 2
        assert game.to_act(following) == 3


class TestPlay:
    def test_a_player_holding_the_led_suit_follows_it_or_trumps(self):
        state = plays(act(start(SPADES_KICKED, "7S"), 0, "stand"), "KH")
        assert legal_cards(state) == ["KS", "AH", "QH"]
        error = expect_error(ErrorCode.ILLEGAL_ACTION, state, 1, "play", card="9D")
        assert error.message == "seat 1 holds a heart and must follow suit or play a trump"
        state = plays(state, "KS")
        assert legal_cards(state) == ["JS", "2S", "JH"]

    def test_a_player_who_cannot_follow_plays_any_card(self):
        state = plays(act(start(NO_HEARTS, "7S"), 0, "stand"), "AH")
        assert legal_cards(state) == NO_HEARTS[1]

    def test_a_card_not_held_is_refused(self):
        state = act(start(SPADES_KICKED, "7S"), 0, "stand")
        error = expect_error(ErrorCode.ILLEGAL_ACTION, state, 0, "play", card="KS")
        assert error.message == "seat 0 does not hold KS"
        expect_error(ErrorCode.ILLEGAL_ACTION, state, 0, "beg")

    def test_the_highest_trump_wins_else_the_highest_card_of_the_led_suit(self):
        state = act(start(SPADES_KICKED, "7S"), 0, "stand")
        state = plays(state, "KH", "AH", "JH", "TH")
        assert tricks(state)[-1]["winner"] == 1
        state = plays(state, "KC", "AC", "QC", "5C")
        assert tricks(state)[-1]["winner"] == 2
        state = plays(state, "AD", "KD", "TD", "9D")
        assert tricks(state)[-1]["winner"] == 2
        state = plays(state, "2S", "QS", "AS", "KS")
        assert tricks(state)[-1]["winner"] == 0
        state = plays(state, "3S", "QH", "JS", "QD")
        assert tricks(state)[-1]["winner"] == 2

    def test_without_the_undertrump_rule_any_trump_may_go_under(self):
        state = plays(act(start(NO_HEARTS, "7S"), 0, "stand"), "AH", "KS")
        assert legal_cards(state) == NO_HEARTS[2]

    def test_with_the_undertrump_rule_a_lower_trump_is_refused_in_a_trick_led_in_another_suit(self):
        state = plays(act(start(NO_HEARTS, "7S", no_undertrump=True), 0, "stand"), "AH", "KS")
        # Seat 2, with no heart, may still play any card that is not a lower trump.
        assert legal_cards(state) == ["AD", "KD", "QD", "JD", "TD"]
        error = expect_error(ErrorCode.ILLEGAL_ACTION, state, 2, "play", card="2S")
        assert "may not undertrump" in error.message
        # Seat 3 holds nothing but trumps, and may play any of them.
        state = plays(state, "AD")
        assert legal_cards(state) == NO_HEARTS[3]
        state = plays(state, "3S")
        assert tricks(state)[-1]["winner"] == 1

    def test_with_the_undertrump_rule_a_player_holding_the_suit_led_follows_it_or_overtrumps(self):
        layout = hands(".A54.543.", "K...65432", "2.2.AKQJ.", "QJT983...")
        state = plays(act(start(layout, "7S", no_undertrump=True), 0, "stand"), "AH", "KS")
        assert legal_cards(state) == ["2H"]

    def test_the_undertrump_rule_lets_a_higher_trump_through_and_leaves_a_trump_lead_alone(self):
        layout = hands(".A54.543.", "Q...65432", "K2..AKQJ.", "AJT983...")
        state = plays(act(start(layout, "7S", no_undertrump=True), 0, "stand"), "AH", "QS")
        assert legal_cards(state) == ["KS", "AD", "KD", "QD", "JD"]
        state = plays(state, "KS", "3S")
        # Seat 2 won with KS and leads a trump: under a trump lead, any trump follows.
        state = plays(state, "2S")
        assert legal_cards(state) == ["AS", "JS", "TS", "9S", "8S"]

    def test_a_deal_lasts_six_nine_or_twelve_tricks_by_the_times_the_pack_was_run(self):
        assert len(play_out(act(start(SPADES_KICKED, "7S"), 0, "stand")).deal.tricks) == 6
        layout = filled({}, 9, plain_cards(without_suit="S"), kicks=["6H"])
        ran = act(act(start(layout, ["4S", "6H"]), 0, "beg"), 3, "run_pack")
        assert len(play_out(ran).deal.tricks) == 9


class TestScoring:
    def test_high_low_and_jack_won_by_its_holders_team_then_game(self):
        state = act(start(SPADES_KICKED, "7S"), 0, "stand")
        state = play_out(plays(state, "AS", "KS", "JS", "QS"))
        counted = pips(state)
        assert counted[0] != counted[1]
        game_team = 0 if counted[0] > counted[1] else 1
        assert points(state) == [("high", 0, 1), ("low", 0, 1), ("jack", 0, 1), ("game", game_team, 1)]
        assert state.deal.phase is Phase.OVER
        assert state.dealer == 0

    def test_a_jack_won_by_the_other_team_is_hanged_for_three(self):
        state = act(start(SPADES_KICKED, "7S"), 0, "stand")
        state = plays(state, "3S", "KS", "JS", "QS")
        assert game.view(state, 0)["game_pips"] == [0, 6]
        state = play_out(state)
        assert points(state)[:3] == [("high", 0, 1), ("low", 0, 1), ("hang_jack", 1, 3)]

    def test_game_is_worth_two_with_the_option(self):
        state = play_out(act(start(SPADES_KICKED, "7S", game_points=2), 0, "stand"))
        assert points(state)[-1][0] == "game" and points(state)[-1][2] == 2

    def test_high_and_low_both_go_to_the_only_trump_dealt(self):
        layout = filled({1: ["5S"]}, 6, plain_cards(without_suit="S", honours=False))
        state = play_out(act(start(layout, "7S"), 0, "stand"))
        assert points(state)[:2] == [("high", 1, 1), ("low", 1, 1)]

    def test_one_player_holding_the_highest_and_lowest_trump_scores_both(self):
        layout = filled({2: ["KS", "2S"], 1: ["9S"], 3: ["5S"]}, 6, plain_cards(without_suit="S"))
        state = play_out(act(start(layout, "7S", dealer=0), 1, "stand"))
        assert points(state)[:2] == [("high", 0, 1), ("low", 0, 1)]

    def test_no_trump_dealt_scores_no_high_low_or_jack(self):
        layout = filled({}, 6, plain_cards(without_suit="S"))
        state = play_out(act(start(layout, "7S"), 0, "stand"))
        assert [kind for kind, _, _ in points(state)] == ["game"]

    def test_a_kicked_jack_is_not_dealt_and_scores_no_jack(self):
        layout = filled({0: ["AS"]}, 6, plain_cards(without_suit="S"))
        state = play_out(act(start(layout, "JS", dealer=3), 0, "stand"))
        kinds = [kind for kind, _, _ in points(state)]
        assert kinds == ["kick", "high", "low", "game"]

    @pytest.mark.parametrize(("tie", "expected"), [("none", []), ("elder", [("game", 0, 1)])])
    def test_a_tie_for_game_scores_nothing_or_goes_to_the_elders_team(self, tie, expected):
        # No card that counts for Game is dealt: 0 to 0. Dealer 3, so the elder is seat 0 (team 0).
        layout = filled({}, 6, plain_cards(honours=False), kicks=["8H"])
        state = play_out(act(start(layout, "8H", game_tie=tie), 0, "stand"))
        assert pips(state) == [0, 0]
        assert [award for award in points(state) if award[0] == "game"] == expected

    def test_a_tie_for_game_with_the_elder_option_follows_the_elder(self):
        layout = filled({}, 6, plain_cards(honours=False), kicks=["8H"])
        state = play_out(act(start(layout, "8H", dealer=0, game_tie="elder", game_points=2), 1, "stand"))
        assert points(state)[-1] == ("game", 1, 2)

    def test_the_deal_adds_its_points_to_the_scores(self):
        state = play_out(act(start(SPADES_KICKED, "7S", scores=(3, 4)), 0, "stand"))
        delta = summary(state)["score_delta"]
        assert sum(delta) == sum(award[2] for award in points(state))
        assert state.tally.scores == (3 + delta[0], 4 + delta[1])


class TestGameAndMatch:
    def test_a_game_won_by_a_kick_ends_before_any_card_is_played(self):
        layout = filled({}, 6, plain_cards(without_suit="S"))
        state = start(layout, "JS", dealer=3, scores=(5, 12))
        assert (game.to_act(state), state.deal.over, state.deal.void) == (None, True, False)
        assert state.finished and game.outcome(state).winners == (1,)
        assert state.tally.scores == (5, 15)
        entry = summary(state)
        assert (entry["trump"], entry["tricks"], points(state)) == (None, [], [("kick", 1, 3)])
        expect_error(ErrorCode.GAME_OVER, state, 0, "stand")

    def test_a_game_won_by_a_kick_in_a_match_goes_on_from_zero_with_the_next_dealer(self):
        layout = filled({}, 6, plain_cards(without_suit="S"))
        state = start(layout, "6S", dealer=3, scores=(5, 12), games_per_match=3)
        assert (state.tally.games_won, state.tally.scores, state.finished) == ((0, 1), (0, 0), False)
        assert summary(state)["score_delta"] == [0, 2]
        assert state.dealer == 0 and state.awaiting_deal
        assert game.deal(state, list(DECK)).deal.dealer == 0

    def test_a_game_won_by_the_give_one_point_is_never_played(self):
        state = act(act(start(SPADES_KICKED, "7S", scores=(13, 2)), 0, "beg"), 3, "give_one")
        assert state.finished and state.tally.winner == (0,)
        assert (state.deal.trump, state.deal.tricks, points(state)) == (None, (), [("give_one", 0, 1)])

    def test_a_game_won_by_a_kick_while_running_the_pack_stops_the_run(self):
        # The second kick, JS, is the begged suit again but its 3 points win the game: no third run.
        layout = filled({}, 9, DECK, kicks=["4S", "JS"])
        state = act(act(start(layout, ["4S", "JS"], dealer=3, scores=(0, 11)), 0, "beg"), 3, "run_pack")
        assert state.finished and not state.deal.void
        assert state.deal.kicks == ("4S", "JS")
        assert summary(state)["trump"] is None

    def test_a_game_ended_by_high_scores_no_low_jack_or_game(self):
        state = act(start(SPADES_KICKED, "7S", scores=(13, 13)), 0, "stand")
        state = play_out(state)
        assert points(state) == [("high", 0, 1)]
        assert state.tally.scores == (14, 13) and state.tally.winner == (0,)

    def test_a_game_ended_in_the_middle_of_the_count_keeps_what_came_before(self):
        # High and Low go to team 0, the hanged jack brings team 1 to 14 before Game is counted.
        state = act(start(SPADES_KICKED, "7S", scores=(3, 11)), 0, "stand")
        state = play_out(plays(state, "3S", "KS", "JS", "QS"))
        assert points(state) == [("high", 0, 1), ("low", 0, 1), ("hang_jack", 1, 3)]
        assert state.tally.scores == (5, 14)
        assert summary(state)["score_delta"] == [2, 3]

    def test_the_target_is_an_option(self):
        state = act(start(SPADES_KICKED, "7S", target=1), 0, "stand")
        assert play_out(state).tally.winner == (0,)
        assert game.target(state) == 1
        assert game.target(game.new_match()) == 14

    def test_a_match_of_three_games_ends_when_a_team_has_won_two(self):
        layout = filled({}, 6, plain_cards(without_suit="S"))
        state = start(layout, "JS", dealer=3, target=3, games_per_match=3)
        assert (state.tally.games_won, state.finished, state.dealer) == ((0, 1), False, 0)
        # Dealer 0 kicks a jack for team 0; then dealer 1 kicks one for team 1, which wins the match.
        state = game.deal(state, stack_deck(layout, 0, ["JS"]))
        assert (state.tally.games_won, state.finished, state.dealer) == ((1, 1), False, 1)
        state = game.deal(state, stack_deck(layout, 1, ["JS"]))
        assert (state.tally.games_won, state.tally.winner, state.tally.scores) == ((1, 2), (1,), (0, 3))
        with pytest.raises(EngineError) as caught:
            game.deal(state, list(DECK))
        assert caught.value.code is ErrorCode.GAME_OVER

    def test_after_a_played_out_deal_the_next_seat_deals(self):
        state = play_out(act(start(SPADES_KICKED, "7S", dealer=3), 0, "stand"))
        assert state.dealer == 0
        assert game.deal(state, list(DECK)).deal.dealer == 0


class TestViews:
    def test_each_seat_sees_its_own_hand_the_kicks_and_the_points_and_never_the_pack(self):
        layout = filled({}, 9, plain_cards(without_suit="S"), kicks=["6H"])
        state = act(act(start(layout, ["4S", "6H"]), 0, "beg"), 3, "run_pack")
        pack = set(state.deal.pack)
        assert len(pack) == 14
        for seat in (0, 1, 2, 3, None):
            view = game.view(state, seat)
            assert view["hand"] == ([] if seat is None else layout[seat])
            assert (view["kicks"], view["trump"]) == (["4S", "6H"], "H")
            assert view["points"] == [{"kind": "kick", "team": 1, "points": 2, "card": "6H"}]
            assert view["calls"] == [{"seat": 0, "type": "beg"}, {"seat": 3, "type": "run_pack"}]
            text = json.dumps(view)
            others = {card for index, held in enumerate(layout) if index != seat for card in held}
            assert not [card for card in pack | others if f'"{card}"' in text]

    def test_the_trick_in_play_marks_its_trumps(self):
        state = plays(act(start(SPADES_KICKED, "7S"), 0, "stand"), "KH", "KS")
        assert game.view(state, 2)["trick"] == {
            "leader": 0,
            "cards": [[0, "KH"], [1, "KS"]],
            "winner": None,
            "trumps": [False, True],
        }

    def test_a_snapshot_restores_the_same_state_mid_deal(self):
        state = plays(act(act(start(SPADES_KICKED, "7S"), 0, "beg"), 3, "give_one"), "KH", "KS")
        saved = json.loads(json.dumps(game.snapshot(state)))
        assert game.restore(saved) == state
