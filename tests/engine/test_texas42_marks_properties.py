"""Random whole matches of Texas 42's marks game, every contract and option, with its invariants (hypothesis)."""

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
from games.engine.texas42.dominoes import ENDS, TILES
from tests.engine.test_texas42_properties import check_tiles_conserved, check_views, points_in
from tests.profiles import examples

game = TEXAS42

CONTRACTS = ("nello", "sevens", "splash", "plunge")

marks_options = st.fixed_dictionaries(
    {"scoring": st.just("marks"), "contracts": st.lists(st.sampled_from(CONTRACTS), unique=True)},
    optional={
        "games_per_match": st.sampled_from([1, 3]),
        "all_pass": st.sampled_from(["redeal", "force"]),
        "target": st.integers(1, 9),
        "early_end": st.booleans(),
        "notrump_doubles": st.sampled_from(["high", "low", "suit"]),
        "nello_doubles": st.sampled_from(["high", "low", "suit"]),
        "nello_min": st.sampled_from([42, 84]),
        "sevens_min": st.sampled_from([42, 84]),
        "sevens_ties": st.sampled_from(["first", "bidder"]),
        "splash_min": st.sampled_from([84, 126]),
        "plunge_min": st.sampled_from([126, 168]),
    },
)
levels_strategy = st.lists(st.sampled_from(["random", "basic"]), min_size=4, max_size=4)


def decided(deal: Texas42Deal, upto: int) -> str | None:
    """The result after the first `upto` tricks, written again from section 8.4."""
    assert deal.bid is not None
    bidder, value = deal.bid.seat, deal.bid.value
    tricks = deal.tricks[:upto]
    if deal.contract == "nello":
        if any(trick.winner == bidder for trick in tricks):
            return "set"
        return "made" if upto == 7 else None
    taken = [0, 0]
    for trick in tricks:
        assert trick.winner is not None
        taken[trick.winner % 2] += 1 + sum(
            {"5-5": 10, "6-4": 10, "5-0": 5, "4-1": 5, "3-2": 5}.get(p.card, 0) for p in trick.plays
        )
    if value < 42 and deal.contract is None:
        if taken[bidder % 2] >= value:
            return "made"
        return "set" if taken[1 - bidder % 2] > 42 - value else None
    if any(trick.winner is not None and trick.winner % 2 != bidder % 2 for trick in tricks):
        return "set"
    return "made" if upto == 7 else None


def check_marks_deal_end(state: MatchState[Texas42Deal], before: tuple[int, ...]) -> None:
    deal = state.deal
    assert deal is not None and deal.over
    if deal.void:
        assert (deal.bid, deal.result, list(deal.score_delta)) == (None, None, [0, 0])
        return
    assert deal.bid is not None
    options = state.options
    first = next(n for n in range(1, len(deal.tricks) + 1) if decided(deal, n) is not None)
    # The first result reached stands; under early_end the hand stops at it, else all seven are played.
    assert deal.result == decided(deal, first)
    assert len(deal.tricks) == (first if options["early_end"] else 7)
    assert list(deal.points_taken) == points_in(deal)
    marks = max(1, deal.bid.value // 42)
    winners = deal.bid.seat % 2 if deal.result == "made" else 1 - deal.bid.seat % 2
    assert list(deal.score_delta) == [marks if team == winners else 0 for team in (0, 1)]
    sitter = (deal.bid.seat + 2) % 4
    for trick in deal.tricks:
        seats = [play.seat for play in trick.plays]
        if deal.contract == "nello":
            assert len(seats) == 3 and sitter not in seats
        else:
            assert len(seats) == 4
    if deal.bid.contract is not None:
        # A splash or plunge: the bidder held the doubles, and its partner named a trump and led.
        doubles = [name for name in TILES if ENDS[name][0] == ENDS[name][1]]
        held = sum(
            1 for trick in deal.tricks for play in trick.plays if play.seat == deal.bid.seat and play.card in doubles
        )
        held += sum(1 for name in deal.hands[deal.bid.seat] if name in doubles)
        assert held >= {"splash": 3, "plunge": 4}[deal.bid.contract]
        assert deal.tricks[0].leader == (deal.bid.seat + 2) % 4
        assert deal.contract is None
    added = [a + b for a, b in zip(before, deal.score_delta, strict=True)]
    if max(added) < options["target"]:
        assert list(state.tally.scores) == added


def play_marks(seed: int, options: dict[str, Any], levels: list[str]) -> tuple[dict[str, Any], list[Any], list[Any]]:
    rng = random.Random(seed)
    bots = [game.bot(level) for level in levels]
    state = game.new_match(options)
    deals: list[dict[str, Any]] = []
    summaries, ends = [], []
    while not state.finished:
        assert len(deals) < 300, "the match did not end"
        deck = shuffled(game, rng)
        before = state.tally.scores
        state = game.deal(state, deck)
        actions: list[dict[str, Any]] = []
        while (seat := game.to_act(state)) is not None:
            deal = state.deal
            assert deal is not None and deal.phase in (Phase.BIDDING, Phase.NAMING_TRUMP, Phase.PLAYING)
            check_tiles_conserved_marks(deal)
            check_views(state)
            assert seat != deal.sitting_out
            action = {"seat": seat, **bots[seat](game.view(state, seat), rng)}
            state = game.play(state, action)
            actions.append(action)
        check_marks_deal_end(state, before)
        assert state.deal is not None
        summaries.append(game.deal_summary(state.deal))
        ends.append(state.deal)
        deals.append({"deck": deck, "actions": actions})
    return build_record(game, state, 0, deals), summaries, ends


def check_tiles_conserved_marks(deal: Texas42Deal) -> None:
    if deal.sitting_out is None:
        check_tiles_conserved(deal)
        return
    tiles = [name for hand in deal.hands for name in hand]
    tiles += [play.card for trick in (*deal.tricks, *([deal.trick] if deal.trick else [])) for play in trick.plays]
    assert sorted(tiles) == sorted(TILES)
    assert len(deal.hands[deal.sitting_out]) == 7


@settings(max_examples=examples(30), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), options=marks_options, levels=levels_strategy)
def test_random_marks_matches_keep_every_invariant_and_replay_to_the_same_end(seed, options, levels):
    record, summaries, _ = play_marks(seed, options, levels)
    result = report(replay(json.loads(json.dumps(record))))
    assert result["deals"] == summaries
    assert result["status"] == "finished"
    assert max(result["games_won"]) == options.get("games_per_match", 1) // 2 + 1
    assert max(result["scores"]) >= options.get("target", 7)
    for deal in result["deals"]:
        assert (deal["result"] is None) == deal["void"]
        assert deal["doubles"] == (
            options.get("nello_doubles", "suit")
            if deal["trump"] == "nello"
            else options.get("notrump_doubles", "high")
            if deal["trump"] == "notrump"
            else None
        )
        if deal["bid"] is not None and "contract" in deal["bid"]:
            assert deal["bid"]["contract"] in options["contracts"]
        if deal["trump"] in ("nello", "sevens"):
            assert deal["trump"] in options["contracts"]


def test_every_contract_is_bid_named_and_played_by_the_computer_players():
    """`basic` bids a splash (or a plunge without splashes), nello and sevens with hands for them; random names all."""
    options = {"scoring": "marks", "contracts": list(CONTRACTS), "games_per_match": 3}
    no_splash = {**options, "contracts": [name for name in CONTRACTS if name != "splash"]}
    seen: dict[str, set[str]] = {"basic": set(), "random": set(), "basic, no splash": set()}
    results: set[str] = set()
    for seed in range(12):
        for level, played in (("basic", options), ("random", options), ("basic, no splash", no_splash)):
            _, _, ends = play_marks(seed, played, [level.split(",")[0]] * 4)
            for deal in ends:
                if deal.bid is not None:
                    seen[level].update({deal.bid.contract, deal.contract} - {None})
                    results.add(deal.result)
    assert seen["random"] == set(CONTRACTS)
    # A plunge is a splash's play for four marks: `basic` bids it only where it cannot bid the splash.
    assert seen["basic"] == set(CONTRACTS) - {"plunge"}
    assert seen["basic, no splash"] == set(CONTRACTS) - {"splash"}
    assert results == {"made", "set"}
