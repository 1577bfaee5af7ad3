"""Random whole matches of Doublehand with invariants checked at every step (hypothesis)."""

from __future__ import annotations

import json
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games.engine.doublehand import DOUBLEHAND
from games.engine.doublehand.deal import DoublehandDeal, Phase, TrumpMode
from games.engine.doublehand.scoring import score_deal
from games.engine.french import DECK
from games.engine.match import MatchState
from games.engine.playout import play_match, shuffled
from games.engine.record import build_record, replay, report
from tests.profiles import examples

game = DOUBLEHAND

options_strategy = st.fixed_dictionaries(
    {},
    optional={
        "games_per_match": st.sampled_from([1, 3]),
        "auction": st.sampled_from(["open", "single"]),
        "collect_by": st.sampled_from(["player", "team"]),
        "ace_rule": st.booleans(),
        "retroactive_reveal": st.booleans(),
    },
)
levels_strategy = st.lists(st.sampled_from(["random", "basic"]), min_size=4, max_size=4)


def cards_on_table(deal: DoublehandDeal) -> list[str]:
    played = [play.card for trick in deal.tricks for play in trick.plays]
    if deal.trick is not None:
        played += [play.card for play in deal.trick.plays]
    return played


def check_cards_conserved(deal: DoublehandDeal) -> None:
    cards = [card for hand in deal.hands for card in hand] + cards_on_table(deal)
    if deal.trump is not None and not deal.trump.revealed:
        cards.append(deal.trump.card)
    assert sorted(cards) == sorted(DECK)


def check_views(state: MatchState[DoublehandDeal]) -> None:
    deal = state.deal
    assert deal is not None
    for seat in (0, 1, 2, 3, None):
        view = game.view(state, seat)
        text = json.dumps(view)
        visible = set() if seat is None else set(deal.visible_hand(seat))
        assert set(view["hand"]) == visible
        hidden = {card for hand in deal.hands for card in hand} - visible
        trump = deal.trump
        knows_trump = trump is not None and (
            trump.revealed or (seat == deal.bid.seat and trump.mode is TrumpMode.HAATH_PAR)
        )
        if trump is not None and not knows_trump:
            hidden.add(trump.card)
        if trump is not None and trump.revealed:
            hidden.discard(trump.card)  # shown to all, whoever holds it now
        leaked = [card for card in hidden if f'"{card}"' in text]
        assert not leaked, (seat, leaked)
        if seat is not None and game.to_act(state) == seat:
            assert view["legal"] == [a.to_json(with_seat=False) for a in game.legal_actions(state)]
        else:
            assert view["legal"] == []


def check_finished_deal(deal: DoublehandDeal) -> None:
    if deal.phase is Phase.VOID:
        assert deal.bid is None
        assert deal.score_delta == (0, 0)
        assert deal.tricks == ()
        return
    assert deal.phase is Phase.OVER
    assert len(deal.tricks) == 13
    assert sum(deal.hands_won) == 13
    assert deal.sar.on_table == 0
    assert sum(1 for points in deal.score_delta if points) == 1
    assert deal.bid is not None
    assert deal.score_delta == score_deal(deal.bid, deal.hands_won)
    leader = deal.bid.seat
    for trick in deal.tricks:
        assert trick.leader == leader
        assert [play.seat for play in trick.plays] == [(leader + k) % 4 for k in range(4)]
        assert trick.winner is not None
        leader = trick.winner


@settings(max_examples=examples(25), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), options=options_strategy, levels=levels_strategy)
def test_random_matches_keep_every_invariant_and_replay_to_the_same_result(seed, options, levels):
    rng = random.Random(seed)
    bots = [game.bot(level) for level in levels]
    state = game.new_match(options, first_dealer=seed % 4)
    deals: list[dict] = []
    game_scores = [0, 0]
    while not state.finished:
        assert len(deals) < 500
        deck = shuffled(game, rng)
        state = game.deal(state, deck)
        actions = []
        assert state.deal is not None
        while (seat := game.to_act(state)) is not None:
            assert state.deal is not None
            check_cards_conserved(state.deal)
            check_views(state)
            action = {"seat": seat, **bots[seat](game.view(state, seat), rng)}
            state = game.play(state, action)
            actions.append(action)
        assert state.deal is not None
        check_finished_deal(state.deal)
        deals.append({"deck": deck, "actions": actions})
        game_scores = [a + b for a, b in zip(game_scores, state.deal.score_delta, strict=True)]
        if max(game_scores) >= 252 and not state.finished:
            # A game was won and the match goes on: the next game starts from nothing.
            assert state.tally.scores == (0, 0)
            game_scores = [0, 0]
        assert list(state.tally.scores) == game_scores
    assert max(state.tally.scores) >= 252
    winner = state.tally.winner
    assert winner is not None and len(winner) == 1
    assert state.tally.games_won[winner[0]] == state.options["games_per_match"] // 2 + 1
    record = build_record(game, state, seed % 4, deals)
    replayed = replay(json.loads(json.dumps(record)))
    assert replayed.state == state
    assert report(replayed)["status"] == "finished"


@settings(max_examples=examples(40), deadline=None)
@given(seed=st.integers(0, 2**32 - 1), cut=st.floats(0, 1))
def test_a_record_cut_anywhere_replays_to_the_state_reached_at_that_point(seed, cut):
    record = play_match(game, seed, ["random"] * 4)
    actions = [(d, a) for d, deal in enumerate(record["deals"]) for a in range(len(deal["actions"]))]
    deal_index, action_index = actions[int(cut * (len(actions) - 1))]
    record["deals"] = record["deals"][: deal_index + 1]
    record["deals"][-1]["actions"] = record["deals"][-1]["actions"][:action_index]
    result = replay(record)
    state = game.new_match()
    for deal in record["deals"]:
        state = game.deal(state, deal["deck"])
        for action in deal["actions"]:
            state = game.play(state, action)
    assert result.state == state
    assert report(result)["status"] == "in_progress"
    assert report(result)["to_act"] == game.to_act(state)


@settings(max_examples=examples(60), deadline=None)
@given(deck=st.permutations(DECK), dealer=st.integers(0, 3))
def test_stacking_a_deck_from_its_dealt_hands_gives_back_the_deck(deck, dealer):
    from games.engine.doublehand.deal import deal_hands, stack_deck

    assert stack_deck(deal_hands(tuple(deck), dealer), dealer) == list(deck)
