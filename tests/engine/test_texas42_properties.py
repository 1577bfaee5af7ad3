"""Random whole matches of Texas 42 with its invariants checked at every step (hypothesis)."""

from __future__ import annotations

import json
import random
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games.engine.match import MatchState
from games.engine.playout import shuffled
from games.engine.record import build_record, replay, report
from games.engine.texas42 import TEXAS42
from games.engine.texas42.deal import Phase, Texas42Deal
from games.engine.texas42.dominoes import COUNT, TILES
from games.engine.texas42.suits import trump_name
from tests.profiles import examples

game = TEXAS42

options_strategy = st.fixed_dictionaries(
    {},
    optional={
        "games_per_match": st.sampled_from([1, 3]),
        "all_pass": st.sampled_from(["redeal", "force"]),
        "target": st.integers(1, 300),
        "notrump_doubles": st.sampled_from(["high", "low", "suit"]),
    },
)
levels_strategy = st.lists(st.sampled_from(["random", "basic"]), min_size=4, max_size=4)


def tiles_on_table(deal: Texas42Deal) -> list[str]:
    played = [play.card for trick in deal.tricks for play in trick.plays]
    if deal.trick is not None:
        played += [play.card for play in deal.trick.plays]
    return played


def check_tiles_conserved(deal: Texas42Deal) -> None:
    tiles = [name for hand in deal.hands for name in hand] + tiles_on_table(deal)
    assert sorted(tiles) == sorted(TILES)
    # Every seat has played as many tiles as the others, or one more while a trick goes round.
    sizes = [len(hand) for hand in deal.hands]
    assert max(sizes) - min(sizes) <= 1


def check_views(state: MatchState[Texas42Deal]) -> None:
    deal = state.deal
    assert deal is not None
    for seat in (0, 1, 2, 3, None):
        view = game.view(state, seat)
        text = json.dumps(view)
        own = () if seat is None else deal.hands[seat]
        hidden = {name for hand in deal.hands for name in hand} - set(own)
        assert view["hand"] == list(own)
        assert view["hand_sizes"] == [len(hand) for hand in deal.hands]
        assert not [name for name in hidden if f'"{name}"' in text]
        named = deal.contract or (None if deal.trump is None else trump_name(deal.trump))
        assert view["trump"] == named


def points_in(deal: Texas42Deal) -> list[int]:
    """Each team's points counted from its tricks: one a trick and the count in it."""
    taken = [0, 0]
    for trick in deal.tricks:
        assert trick.winner is not None
        taken[trick.winner % 2] += 1 + sum(COUNT.get(play.card, 0) for play in trick.plays)
    return taken


def expected_delta(deal: Texas42Deal) -> list[int]:
    """The spec's scoring of a played hand, written again from section 6."""
    assert deal.bid is not None
    bidders, value = deal.bid.seat % 2, deal.bid.value
    taken = points_in(deal)
    if value < 42:
        made = taken[bidders] >= value
    else:
        made = all(trick.winner is not None and trick.winner % 2 == bidders for trick in deal.tricks)
    delta = [0, 0]
    if made:
        delta[bidders] = value if value >= 42 else taken[bidders]
        delta[1 - bidders] = 0 if value >= 42 else taken[1 - bidders]
    else:
        delta[1 - bidders] = taken[1 - bidders] + value
    return delta


def check_deal_end(state: MatchState[Texas42Deal], before: tuple[int, ...]) -> None:
    deal = state.deal
    assert deal is not None and deal.over
    assert state.dealer == (deal.dealer + 1) % 4
    if deal.void:
        assert (deal.bid, deal.trump, deal.tricks, list(deal.score_delta)) == (None, None, (), [0, 0])
        assert state.options["all_pass"] == "redeal"
        assert [call.value for call in deal.calls] == [None] * 4
        return
    assert len(deal.calls) == 4
    assert len(deal.tricks) == 7 and not any(deal.hands)
    assert sum(deal.points_taken) == 42
    assert list(deal.points_taken) == points_in(deal)
    assert list(deal.score_delta) == expected_delta(deal)
    # The scores carry the hand; a game won puts them back to 0 while the match goes on.
    added = [a + b for a, b in zip(before, deal.score_delta, strict=True)]
    target = state.options["target"]
    if max(added) < target:
        assert list(state.tally.scores) == added
    else:
        bidders = deal.bid.seat % 2
        winner = bidders if added[bidders] >= target else 1 - bidders
        assert state.tally.games_won[winner] >= 1
        assert state.finished or list(state.tally.scores) == [0, 0]


def play_checked(
    seed: int, options: dict[str, Any], levels: list[str], *, views: bool = True
) -> tuple[dict[str, Any], list[Any]]:
    rng = random.Random(seed)
    bots = [game.bot(level) for level in levels]
    state = game.new_match(options)
    deals: list[dict[str, Any]] = []
    summaries = []
    while not state.finished:
        assert len(deals) < 500, "the match did not end"
        deck = shuffled(game, rng)
        before = state.tally.scores
        state = game.deal(state, deck)
        actions: list[dict[str, Any]] = []
        while (seat := game.to_act(state)) is not None:
            deal = state.deal
            assert deal is not None
            check_tiles_conserved(deal)
            if views:
                check_views(state)
            assert deal.phase in (Phase.BIDDING, Phase.NAMING_TRUMP, Phase.PLAYING)
            action = {"seat": seat, **bots[seat](game.view(state, seat), rng)}
            state = game.play(state, action)
            actions.append(action)
        deal = state.deal
        assert deal is not None
        check_tiles_conserved(deal)
        check_views(state)
        check_deal_end(state, before)
        summaries.append(game.deal_summary(deal))
        deals.append({"deck": deck, "actions": actions})
    return build_record(game, state, 0, deals), summaries


@settings(max_examples=examples(25), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), options=options_strategy, levels=levels_strategy)
def test_random_matches_keep_every_invariant_and_replay_to_the_same_end(seed, options, levels):
    record, summaries = play_checked(seed, options, levels)
    result = report(replay(json.loads(json.dumps(record))))
    # Replay equals play: the same deals, the same end.
    assert result["deals"] == summaries
    assert result["status"] == "finished"
    games = options.get("games_per_match", 1)
    assert max(result["games_won"]) == games // 2 + 1
    assert max(result["scores"]) >= options.get("target", 250)
    for deal in result["deals"]:
        keys = {"dealer", "void", "tricks", "score_delta", "bid", "trump", "points_taken", "tricks_taken", "result"}
        assert set(deal) == {*keys, "doubles"}
        assert deal["void"] or len(deal["tricks"]) == 7
        assert sum(deal["points_taken"]) == (0 if deal["void"] else 42)
        assert sum(deal["tricks_taken"]) == len(deal["tricks"])
        assert (deal["result"] is None) == deal["void"]
        assert (deal["doubles"] is not None) == (deal["trump"] == "notrump")


def test_every_phase_every_trump_and_every_kind_of_bid_turns_up_in_random_play():
    phases: set[Phase] = set()
    trumps: set[int] = set()
    values: set[int] = set()
    # Random players climb the ladder and name every trump; basic ones sometimes all pass.
    for seed in range(16):
        record, _ = play_checked(seed, {"games_per_match": 3}, ["random" if seed % 2 else "basic"] * 4, views=False)
        state = game.new_match(record["options"])
        for deal in record["deals"]:
            state = game.deal(state, deal["deck"])
            for action in deal["actions"]:
                phases.add(state.deal.phase)
                state = game.play(state, action)
            phases.add(state.deal.phase)
            if state.deal.trump is not None:
                trumps.add(state.deal.trump)
                values.add(state.deal.bid.value)
    assert phases == set(Phase)
    assert set(range(9)) <= trumps
    assert {30, 42, 84, 168} <= values
