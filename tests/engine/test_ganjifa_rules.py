"""Scenario tests of Ganjifa from hand-built decks, one class per numbered section of shared/spec/ganjifa.md."""

from __future__ import annotations

import itertools
import json
import random

import pytest

from games.engine import EngineError, ErrorCode
from games.engine.evolve import evolve
from games.engine.ganjifa.cards import AVATARS, DECK, RANKS
from games.engine.ganjifa.deal import Phase, deal_hands, stack_deck
from games.engine.ganjifa.scoring import winners
from games.engine.playout import shuffled
from tests.engine.ganjifa_helpers import (
    SUITED,
    act,
    cards,
    deal_of,
    discard,
    dukal,
    exchange,
    game,
    legal,
    legal_cards,
    may_follow,
    play_out,
    plays,
    refused,
    start,
    stronger,
    why_not,
    winner_of,
)

# In SUITED seat 0 holds every rama card, so it leads the king of trumps by day and wins the first trick: seat 1
# (out of rama) must answer with varaha, the first suit after rama that it holds; seat 2 with krishna.
FIRST_TRICK = ("rama:K", "varaha:10", "krishna:1")

# SUITED with two rama cards given to seat 2 for two krishna cards: seat 2 follows the first trick with a trump,
# and trumps seat 0's matsya lead at the second (seat 2 holds no matsya, and has a rama left).
TRUMPED = exchange(SUITED, ("rama:3", "krishna:2"), ("rama:4", "krishna:3"))
TRUMPED_TRICKS = ("rama:K", "varaha:10", "rama:3", "matsya:1", "varaha:9", "rama:4")


def after_first_trick(**options):
    """SUITED with the first trick played; seat 0 won it and leads."""
    return plays(start(SUITED, **options), *FIRST_TRICK)


class TestCards:
    def test_the_pack_is_120_cards_in_ten_avatar_suits(self):
        assert len(DECK) == len(set(DECK)) == 120
        assert AVATARS[0] == "matsya" and AVATARS[-1] == "kalki"
        assert {"rama:K", "matsya:10", "kalki:M", "vamana:1"} <= set(DECK)
        assert RANKS == ("K", "M", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10")

    @pytest.mark.parametrize("suit", AVATARS[:5])
    def test_in_the_first_five_suits_the_numbers_rank_in_reverse(self, suit):
        order = [f"{suit}:{rank}" for rank in ("K", "M", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10")]
        for higher, lower in itertools.pairwise(order):
            assert stronger("day", order[0], higher, lower), (higher, lower)

    @pytest.mark.parametrize("suit", AVATARS[5:])
    def test_in_the_last_five_suits_the_numbers_rank_ten_high(self, suit):
        order = [f"{suit}:{rank}" for rank in ("K", "M", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1")]
        # Judged by a period in which the suit is not trumps.
        period = "night" if suit == "rama" else "day"
        for higher, lower in itertools.pairwise(order):
            assert stronger(period, order[0], higher, lower), (higher, lower)

    @pytest.mark.parametrize(("period", "trump"), [("day", "rama"), ("night", "krishna")])
    def test_trumps_rank_among_themselves_as_in_their_suit(self, period, trump):
        order = [f"{trump}:{rank}" for rank in ("K", "M", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1")]
        for higher, lower in itertools.pairwise(order):
            assert stronger(period, "matsya:1", higher, lower), (higher, lower)
            assert stronger(period, "matsya:1", lower, "matsya:K"), lower


class TestDeal:
    def test_the_whole_pack_is_dealt_in_packets_of_four_from_the_seat_after_the_dealer(self):
        dealt = deal_hands(DECK, dealer=1)
        assert dealt[2][:8] == DECK[0:4] + DECK[12:16]
        assert dealt[0][:8] == DECK[4:8] + DECK[16:20]
        assert dealt[1][:8] == DECK[8:12] + DECK[20:24]
        assert [len(hand) for hand in dealt] == [40, 40, 40]
        assert sorted(card for hand in dealt for card in hand) == sorted(DECK)

    @pytest.mark.parametrize("dealer", [0, 1, 2])
    def test_a_stacked_deck_deals_exactly_the_hands_asked_for(self, dealer):
        dealt = deal_hands(tuple(stack_deck(SUITED, dealer)), dealer)
        assert [list(hand) for hand in dealt] == SUITED

    @pytest.mark.parametrize(
        "deck", [list(DECK[:-1]), [*DECK[:-1], "rama:K"], [*DECK[:-1], "rama:11"], [*DECK[:-1], "KS"], "rama:K"]
    )
    def test_the_deck_must_be_a_permutation_of_the_pack(self, deck):
        with pytest.raises(EngineError) as caught:
            game.deal(game.new_match(), deck)
        assert caught.value.code is ErrorCode.BAD_DECK

    def test_by_day_rama_is_trumps_and_by_night_krishna(self):
        assert game.view(start(SUITED), 0)["trump"] == "rama"
        assert game.view(start(SUITED, period="night"), 0)["trump"] == "krishna"
        assert game.deal_summary(deal_of(start(SUITED, period="night")))["trump"] == "krishna"

    @pytest.mark.parametrize(
        ("options", "words"),
        [
            ({"period": "dusk"}, "period"),
            ({"deals": 0}, "deals"),
            ({"deals": True}, "deals"),
            ({"games_per_match": 3}, "unknown option 'games_per_match'"),
        ],
    )
    def test_options_are_day_or_night_and_a_number_of_deals(self, options, words):
        with pytest.raises(EngineError) as caught:
            game.new_match(options)
        assert caught.value.code is ErrorCode.BAD_OPTION
        assert words in caught.value.message


class TestOpeningLead:
    def test_the_holder_of_the_trump_king_acts_first_and_may_only_lead_it(self):
        state = start(SUITED)
        assert game.to_act(state) == 0
        assert legal(state) == [{"type": "play", "card": "rama:K"}]

    def test_by_night_the_holder_of_the_krishna_king_leads_it(self):
        state = start(SUITED, period="night")
        assert game.to_act(state) == 2
        assert legal(state) == [{"type": "play", "card": "krishna:K"}]

    def test_whoever_holds_the_king_of_trumps_leads_whoever_dealt(self):
        # Seat 1 takes the rama king in exchange for a varaha card.
        layout = exchange(SUITED, ("rama:K", "varaha:3"))
        for dealer in (0, 1, 2):
            assert game.to_act(start(layout, dealer=dealer)) == 1

    def test_any_other_card_is_refused_and_says_which_must_be_led(self):
        message = refused(start(SUITED), 0, "play", card="matsya:K")
        assert message == "the first trick is led with the king of trumps alone: seat 0 must lead rama:K"

    def test_no_dukal_may_be_led_to_the_first_trick(self):
        message = refused(start(SUITED), 0, "dukal", cards=cards("matsya K M 1 2 3"))
        assert message == "no dukal may be led to the first trick: seat 0 must lead rama:K alone"

    def test_another_seat_is_not_to_act(self):
        refused(start(SUITED), 1, "play", ErrorCode.NOT_YOUR_TURN, card="varaha:3")

    def test_after_the_opening_lead_play_goes_round_in_seat_order(self):
        state = plays(start(SUITED), "rama:K")
        assert game.to_act(state) == 1
        state = plays(state, "varaha:10")
        assert game.to_act(state) == 2


class TestFollowing:
    def test_a_player_who_holds_the_led_suit_must_play_it_even_holding_trumps(self):
        assert may_follow("day", "matsya:3", "matsya 5 7 rama 2 kurma K") == ["matsya:5", "matsya:7"]
        assert why_not("day", "matsya:3", "matsya 5 7 rama 2 kurma K", "rama:2") == (
            "matsya was led and seat 1 holds matsya:5: it must follow suit"
        )

    def test_out_of_the_led_suit_a_player_may_trump_or_play_the_next_suit_it_holds(self):
        hand = "rama 2 kurma K varaha 4"
        assert may_follow("day", "matsya:3", hand) == ["rama:2", "kurma:K"]
        assert why_not("day", "matsya:3", hand, "varaha:4") == (
            "seat 1 holds no matsya: it must play a trump (rama) or a card of kurma, "
            "the first suit after matsya that it holds"
        )

    def test_suits_it_does_not_hold_are_passed_over_in_avatar_order(self):
        hand = "narasimha 4 vamana 5 rama 2 kalki 1"
        assert may_follow("day", "matsya:3", hand) == ["narasimha:4", "rama:2"]
        assert why_not("day", "matsya:3", hand, "vamana:5") is not None
        assert why_not("day", "matsya:3", hand, "kalki:1") is not None

    def test_the_avatar_order_wraps_round_after_kalki(self):
        hand = "kurma 2 matsya 1 rama 5"
        assert may_follow("day", "kalki:3", hand) == ["matsya:1", "rama:5"]
        assert why_not("day", "kalki:3", hand, "kurma:2") == (
            "seat 1 holds no kalki: it must play a trump (rama) or a card of matsya, "
            "the first suit after kalki that it holds"
        )
        # Buddha led: kalki, then matsya, then kurma; the first of them held is kurma.
        assert may_follow("day", "buddha:3", "varaha 3 kurma 2") == ["kurma:2"]

    def test_when_the_next_suit_held_is_the_trump_suit_a_trump_must_be_played(self):
        hand = "matsya 1 rama 2 krishna 5"
        assert may_follow("day", "parashurama:3", hand) == ["rama:2"]
        assert why_not("day", "parashurama:3", hand, "krishna:5") == (
            "seat 1 holds no parashurama, and the first suit after it that seat 1 holds is the trump suit, rama: "
            "it must play a trump"
        )
        # By night rama is a plain suit: it is the next suit held, and krishna the trump.
        assert may_follow("night", "parashurama:3", hand) == ["rama:2", "krishna:5"]
        assert why_not("night", "parashurama:3", hand, "matsya:1") is not None

    def test_without_trumps_only_the_next_suit_held_may_be_played(self):
        assert may_follow("day", "matsya:3", "varaha 1 kalki 2 buddha K") == ["varaha:1"]
        assert why_not("day", "matsya:3", "varaha 1 kalki 2 buddha K", "kalki:2") == (
            "seat 1 holds no matsya and no trump: "
            "it must play a card of varaha, the first suit after matsya that it holds"
        )

    def test_trumps_led_must_be_followed_with_trumps_and_if_none_by_the_next_suit(self):
        assert may_follow("day", "rama:3", "rama 4 krishna K") == ["rama:4"]
        assert may_follow("day", "rama:3", "buddha 1 krishna 2 matsya 3") == ["krishna:2"]
        assert may_follow("night", "krishna:3", "kalki 4 matsya K rama 1") == ["kalki:4"]

    def test_there_is_no_duty_to_beat_a_card_already_played(self):
        assert may_follow("day", "matsya:3", "matsya 10 9 K") == ["matsya:10", "matsya:9", "matsya:K"]

    def test_the_engine_applies_the_duty_with_the_wrap_round(self):
        state = plays(start(SUITED), "rama:K")
        # Seat 1 holds varaha, narasimha, vamana, parashurama: after rama come krishna, buddha, kalki, matsya,
        # kurma, then varaha.
        assert legal_cards(state) == cards("varaha 3 4 5 6 7 8 9 10")
        message = refused(state, 1, "play", card="narasimha:K")
        assert message == (
            "rama, the trump suit, was led and seat 1 holds none: "
            "it must play a card of varaha, the first suit after rama that it holds"
        )
        state = plays(state, "varaha:10")
        assert legal_cards(state) == cards("krishna *")

    def test_a_card_not_held_is_refused(self):
        state = plays(start(SUITED), "rama:K")
        assert refused(state, 1, "play", card="matsya:3") == "seat 1 does not hold matsya:3"
        state = after_first_trick()
        assert refused(state, 0, "play", card="kalki:3") == "seat 0 does not hold kalki:3"


class TestTricks:
    def test_the_highest_card_of_the_led_suit_wins_without_trumps(self):
        assert winner_of("day", "matsya:10", "matsya:1", "matsya:2") == "matsya:1"
        assert winner_of("day", "buddha:1", "buddha:10", "buddha:9") == "buddha:10"
        assert winner_of("day", "kurma:1", "kurma:M", "kurma:K") == "kurma:K"

    def test_a_card_of_another_plain_suit_never_wins(self):
        assert winner_of("day", "matsya:10", "kurma:K", "varaha:K") == "matsya:10"

    def test_any_trump_beats_the_led_suit_and_the_highest_trump_wins(self):
        assert winner_of("day", "matsya:K", "rama:1", "matsya:M") == "rama:1"
        assert winner_of("day", "matsya:K", "rama:1", "rama:10") == "rama:10"
        assert winner_of("night", "rama:K", "krishna:1", "buddha:K") == "krishna:1"
        assert winner_of("night", "matsya:1", "rama:K", "buddha:K") == "matsya:1"

    def test_the_winner_captures_the_trick_and_leads_the_next(self):
        state = after_first_trick()
        deal = deal_of(state)
        assert deal.captured == (3, 0, 0)
        assert game.tricks_of(deal) == [
            {"leader": 0, "cards": [[0, "rama:K"], [1, "varaha:10"], [2, "krishna:1"]], "winner": 0}
        ]
        assert game.to_act(state) == 0

    def test_a_trick_won_by_a_follower_passes_the_lead(self):
        state = plays(start(TRUMPED), *TRUMPED_TRICKS[:5])
        # Out of matsya, seat 2 may trump or play parashurama, the first suit after matsya that it holds.
        assert legal_cards(state) == cards("parashurama K M 9 10 rama 4")
        state = plays(state, TRUMPED_TRICKS[5])
        assert (game.to_act(state), deal_of(state).captured) == (2, (3, 0, 3))


class TestDukal:
    def test_the_leader_may_lead_any_run_of_three_numbers_or_more_with_king_and_minister(self):
        dukals = [action["cards"] for action in legal(after_first_trick()) if action["type"] == "dukal"]
        # matsya and kurma: every run of 3 to 10 numbers among 1 to 10 (8 + 7 + ... + 1 = 36 each).
        assert len(dukals) == 72
        assert cards("matsya K M 3 4 5") in dukals
        assert cards("kurma K M 1 2 3 4 5 6 7 8 9 10") in dukals
        # Seat 0's varaha king and minister come with two numbers only: no dukal.
        assert not [cards_ for cards_ in dukals if cards_[0] == "varaha:K"]

    def test_a_dukal_wins_at_once_and_the_others_discard_as_many_in_seat_order(self):
        state = dukal(after_first_trick(), "matsya K M 4 5 6")
        deal = deal_of(state)
        assert (deal.phase, game.to_act(state), legal(state)) == (
            Phase.DISCARDING,
            1,
            [{"type": "discard", "count": 5}],
        )
        state = discard(state, "narasimha 1 2 3 4 5")
        assert game.to_act(state) == 2
        state = discard(state, "kalki 5 buddha 1 krishna K kalki 1 2")
        deal = deal_of(state)
        # One trick: the dukal's cards in the action's order, then each discard in the order given; the leader's.
        assert game.tricks_of(deal)[-1] == {
            "leader": 0,
            "cards": [
                *([0, name] for name in cards("matsya K M 4 5 6")),
                *([1, name] for name in cards("narasimha 1 2 3 4 5")),
                *([2, name] for name in cards("kalki 5 buddha 1 krishna K kalki 1 2")),
            ],
            "winner": 0,
        }
        assert deal.captured == (3 + 15, 0, 0)
        assert [len(hand) for hand in deal.hands] == [34, 34, 34]
        assert (deal.phase, game.to_act(state)) == (Phase.PLAYING, 0)
        assert legal(state)[0] == {"type": "play", "card": "rama:M"}

    def test_the_cards_of_a_dukal_may_come_in_any_order(self):
        state = act(after_first_trick(), 0, "dukal", cards=["matsya:5", "matsya:K", "matsya:4", "matsya:M", "matsya:3"])
        assert deal_of(state).dukal == 5

    def test_the_discards_begin_with_the_seat_after_the_leader(self):
        # Seat 2 wins the second trick (it trumps with rama:4) and leads a dukal of buddha: seat 0 discards first.
        state = dukal(plays(start(TRUMPED), *TRUMPED_TRICKS), "buddha K M 8 9 10")
        assert game.to_act(state) == 0
        refused(state, 1, "discard", ErrorCode.NOT_YOUR_TURN, cards=cards("vamana 1 2 3 4 5"))
        state = discard(discard(state, "matsya 2 3 4 5 6"), "vamana 1 2 3 4 5")
        assert (game.to_act(state), deal_of(state).captured, deal_of(state).tricks[-1].winner) == (2, (3, 0, 18), 2)

    @pytest.mark.parametrize(
        ("spec", "message"),
        [
            (
                "matsya K M 3 4 6",
                "the numbers of a dukal must run without a gap (10 does not join 1): 3, 4, 6 is not a run",
            ),
            (
                "matsya K M 9 10 1",
                "the numbers of a dukal must run without a gap (10 does not join 1): 1, 9, 10 is not a run",
            ),
            ("matsya K M 3 4 kurma 5", "a dukal is of one suit, and these cards are of matsya and kurma"),
            ("matsya M 3 4 5", "a dukal needs the king of its suit, matsya:K"),
            ("matsya K 3 4 5", "a dukal needs the minister of its suit, matsya:M"),
            ("matsya K M 3 4", "a dukal needs a run of at least 3 numbers beside the king and the minister, not 2"),
            ("matsya K M", "a dukal needs a run of at least 3 numbers beside the king and the minister, not 0"),
            ("matsya K M 3 3 4 5", "a dukal names each card once, and matsya:3 is named twice"),
            ("narasimha K M 3 4 5", "seat 0 does not hold narasimha:K"),
        ],
    )
    def test_a_dukal_that_breaks_a_rule_is_refused_and_says_why(self, spec, message):
        assert refused(after_first_trick(), 0, "dukal", cards=cards(spec)) == message

    def test_an_empty_dukal_is_refused_by_the_rules_not_as_malformed(self):
        assert refused(after_first_trick(), 0, "dukal", cards=[]) == (
            "a dukal is the king, the minister and a run of 3 numbers or more of one suit; no card is given"
        )

    def test_a_dukal_larger_than_another_hand_is_refused(self):
        # Hands are equal whenever someone leads, so only a state made by hand shows the check.
        state = after_first_trick()
        deal = deal_of(state)
        state = evolve(state, deal=deal._replace(hands=(deal.hands[0], deal.hands[1][:4], deal.hands[2])))
        assert refused(state, 0, "dukal", cards=cards("matsya K M 3 4 5")) == (
            "a dukal of 5 cards is too large: seat 1 holds only 4 cards"
        )

    def test_only_the_leader_may_lead_a_dukal(self):
        # Seat 1 holds every narasimha card.
        state = plays(after_first_trick(), "matsya:1")
        assert refused(state, 1, "dukal", cards=cards("narasimha K M 1 2 3")) == (
            "seat 1 is not leading: only the player who leads a trick may lead a dukal"
        )
        state = dukal(after_first_trick(), "matsya K M 1 2 3")
        assert refused(state, 1, "dukal", cards=cards("narasimha K M 1 2 3")) == (
            "seat 1 is not leading: it must discard 5 cards to the dukal in play"
        )

    def test_a_dukal_can_never_be_of_trumps_the_king_of_trumps_leads_the_first_trick(self):
        # "Any suit, the trump suit included": its king is always played to the first trick, before any dukal.
        state = after_first_trick()
        assert refused(state, 0, "dukal", cards=cards("rama K M 1 2 3")) == "seat 0 does not hold rama:K"


class TestDiscards:
    @pytest.fixture
    def dukal_of_five(self):
        return dukal(after_first_trick(), "matsya K M 4 5 6")

    @pytest.mark.parametrize("spec", ["narasimha 1 2 3 4", "narasimha 1 2 3 4 5 6", "narasimha 1"])
    def test_a_discard_of_the_wrong_number_of_cards_is_refused(self, dukal_of_five, spec):
        count = len(cards(spec))
        message = refused(dukal_of_five, 1, "discard", cards=cards(spec))
        assert message == f"seat 1 must discard exactly 5 cards, as many as the dukal has; not {count}"

    def test_an_empty_discard_is_illegal_not_malformed(self, dukal_of_five):
        message = refused(dukal_of_five, 1, "discard", cards=[])
        assert message == "seat 1 must discard exactly 5 cards, as many as the dukal has; not 0"

    def test_a_discard_names_cards_held_each_once(self, dukal_of_five):
        assert refused(dukal_of_five, 1, "discard", cards=cards("narasimha 1 1 2 3 4")) == (
            "a discard names each card once, and narasimha:1 is named twice"
        )
        assert refused(dukal_of_five, 1, "discard", cards=cards("narasimha 1 2 3 4 kalki 5")) == (
            "seat 1 does not hold kalki:5"
        )

    def test_any_cards_held_may_be_discarded_with_no_duty_to_follow_suit(self, dukal_of_five):
        state = discard(dukal_of_five, "parashurama 8 varaha 3 vamana K narasimha M 4")
        assert game.to_act(state) == 2

    def test_a_card_cannot_be_played_while_a_dukal_is_answered(self, dukal_of_five):
        assert refused(dukal_of_five, 1, "play", card="narasimha:1") == (
            "a dukal was led: seat 1 must discard 5 cards of its choice, not play one"
        )

    def test_no_discard_without_a_dukal(self):
        assert refused(after_first_trick(), 0, "discard", cards=cards("matsya 1 2 3 4 5")) == (
            "no dukal has been led: seat 0 must play a card, not discard"
        )


class TestScoring:
    def test_every_card_is_captured_and_scored_one_point(self):
        state = play_out(start(SUITED))
        deal = deal_of(state)
        assert deal.over and not any(deal.hands)
        assert sum(deal.captured) == 120
        assert deal.score_delta == deal.captured
        assert list(state.tally.scores) == list(deal.captured)
        assert sum(len(trick.plays) for trick in deal.tricks) == 120
        assert (game.to_act(state), legal(state)) == (None, [])

    def test_one_deal_is_a_match_by_default_and_the_highest_score_wins(self):
        state = play_out(start(SUITED))
        outcome = game.outcome(state)
        assert outcome is not None
        assert outcome.winners == winners(deal_of(state).captured)
        assert list(outcome.games_won) == [1 if seat in outcome.winners else 0 for seat in range(3)]

    def test_equal_highest_scores_share_the_win(self):
        assert winners((50, 50, 20)) == (0, 1)
        assert winners((40, 40, 40)) == (0, 1, 2)
        assert winners((30, 61, 29)) == (1,)

    def test_a_match_that_ends_level_at_the_top_is_won_by_both(self):
        captured = deal_of(play_out(start(SUITED))).captured
        # The second of two deals, begun with scores that bring seats 0 and 1 level with each other at the end.
        lead = max(captured) + 1
        before = (lead - captured[0], lead - captured[1], 0)
        state = play_out(start(SUITED, scores=before, deals_dealt=1, deals=2))
        assert list(state.tally.scores) == [lead, lead, captured[2]]
        assert lead > captured[2]
        assert game.outcome(state).winners == (0, 1)
        assert list(state.tally.games_won) == [1, 1, 0]


class TestMatch:
    def test_a_match_of_three_deals_adds_the_scores_and_passes_the_deal(self):
        rng = random.Random(3)
        state = game.new_match({"deals": 3}, first_dealer=1)
        totals = [0, 0, 0]
        dealers = []
        for _ in range(3):
            assert not state.finished
            state = play_out(game.deal(state, shuffled(game, rng)))
            deal = deal_of(state)
            dealers.append(deal.dealer)
            totals = [a + b for a, b in zip(totals, deal.captured, strict=True)]
            assert list(state.tally.scores) == totals
        assert dealers == [1, 2, 0]
        assert sum(totals) == 360
        assert state.finished and game.outcome(state).winners == winners(tuple(totals))
        with pytest.raises(EngineError) as caught:
            game.deal(state, shuffled(game, rng))
        assert caught.value.code is ErrorCode.GAME_OVER

    def test_nobody_has_won_a_game_until_the_last_deal(self):
        state = play_out(start(SUITED, deals=2))
        assert (state.finished, list(state.tally.games_won), state.awaiting_deal) == (False, [0, 0, 0], True)
        assert game.view(state, 0)["deal_number"] == 1


class TestViews:
    def test_a_seat_sees_its_own_cards_the_counts_of_others_and_the_public_table(self):
        state = plays(start(SUITED), "rama:K")
        view = game.view(state, 1)
        assert view["hand"] == SUITED[1]
        assert view["hand_sizes"] == [39, 40, 40]
        assert view["legal"] == [{"type": "play", "card": name} for name in cards("varaha 3 4 5 6 7 8 9 10")]
        assert view["trick"] == {"leader": 0, "cards": [[0, "rama:K"]], "winner": None, "trumps": [True]}
        assert (view["period"], view["trump"], view["captured"], view["dukal"]) == ("day", "rama", [0, 0, 0], None)
        assert (view["deals"], view["deal_number"], view["target"], view["phase"]) == (1, 1, None, "playing")
        text = json.dumps(view)
        assert not [name for name in SUITED[0][1:] + SUITED[2] if f'"{name}"' in text]

    def test_others_see_no_legal_actions_and_a_spectator_no_hand(self):
        state = plays(start(SUITED), "rama:K")
        assert game.view(state, 0)["legal"] == []
        spectator = game.view(state, None)
        assert (spectator["hand"], spectator["legal"]) == ([], [])

    def test_the_seat_to_discard_is_told_how_many_cards_and_the_dukal_is_on_the_table(self):
        state = dukal(after_first_trick(), "matsya K M 4 5 6")
        view = game.view(state, 1)
        assert view["legal"] == [{"type": "discard", "count": 5}]
        assert view["dukal"] == {"leader": 0, "size": 5}
        assert view["phase"] == "discarding"
        assert view["trick"]["cards"] == [[0, name] for name in cards("matsya K M 4 5 6")]

    def test_the_replay_summary_names_the_trump_and_the_cards_captured(self):
        summary = game.deal_summary(deal_of(plays(start(SUITED, period="night"), "krishna:K")))
        assert set(summary) == {"dealer", "void", "tricks", "score_delta", "trump", "captured"}
        assert (summary["trump"], summary["void"], summary["score_delta"]) == ("krishna", False, [0, 0, 0])
