"""Random whole matches of All Fours with its invariants checked at every step (hypothesis)."""

from __future__ import annotations

import json
import random
from collections.abc import Mapping
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games.engine.allfours import ALLFOURS
from games.engine.allfours.deal import AllFoursDeal, AwardKind, Phase
from games.engine.french import DECK, RANKS
from games.engine.match import MatchState
from games.engine.playout import shuffled
from games.engine.record import build_record, replay, report
from tests.profiles import examples

game = ALLFOURS

options_strategy = st.fixed_dictionaries(
    {},
    optional={
        "games_per_match": st.sampled_from([1, 3]),
        "kick_points": st.dictionaries(st.sampled_from(list(RANKS)), st.integers(0, 4), max_size=4),
        "no_undertrump": st.booleans(),
        "game_points": st.sampled_from([1, 2]),
        "game_tie": st.sampled_from(["none", "elder"]),
        "target": st.integers(1, 21),
    },
)
levels_strategy = st.lists(st.sampled_from(["random", "basic"]), min_size=4, max_size=4)


def cards_on_table(deal: AllFoursDeal) -> list[str]:
    played = [play.card for trick in deal.tricks for play in trick.plays]
    if deal.trick is not None:
        played += [play.card for play in deal.trick.plays]
    return played


def check_cards_conserved(deal: AllFoursDeal) -> None:
    cards = [card for hand in deal.hands for card in hand] + cards_on_table(deal) + list(deal.kicks) + list(deal.pack)
    assert sorted(cards) == sorted(DECK)


def check_points_allowed(deal: AllFoursDeal, options: Mapping[str, Any]) -> None:
    """Each kind of point at most as often and as much as the rules give it, in the order the rules count them."""
    most_for_kick = max(options["kick_points"].values(), default=0)
    limits = {
        AwardKind.KICK: (len(deal.kicks), most_for_kick),
        AwardKind.GIVE_ONE: (1, 1),
        AwardKind.HIGH: (1, 1),
        AwardKind.LOW: (1, 1),
        AwardKind.JACK: (1, 1),
        AwardKind.HANG_JACK: (1, 3),
        AwardKind.GAME: (1, options["game_points"]),
    }
    order = list(AwardKind)
    kinds = [award.kind for award in deal.awards]
    assert kinds == sorted(kinds, key=order.index)
    assert not (AwardKind.JACK in kinds and AwardKind.HANG_JACK in kinds)
    for kind, (times, most) in limits.items():
        given = [award for award in deal.awards if award.kind is kind]
        assert len(given) <= times
        assert all(0 < award.points <= most for award in given)
    for award in deal.awards:
        if award.kind is AwardKind.KICK:
            assert award.team == deal.dealer % 2 and award.card in deal.kicks
        if award.kind is AwardKind.GIVE_ONE:
            assert award.team == deal.elder % 2
    delta = [sum(award.points for award in deal.awards if award.team == team) for team in (0, 1)]
    assert list(deal.score_delta) == delta


def check_views(state: MatchState[AllFoursDeal]) -> None:
    deal = state.deal
    assert deal is not None
    for seat in (0, 1, 2, 3, None):
        view = game.view(state, seat)
        text = json.dumps(view)
        own = set() if seat is None else set(deal.hands[seat])
        hidden = ({card for hand in deal.hands for card in hand} - own) | set(deal.pack)
        assert set(view["hand"]) == own
        assert not [card for card in hidden if f'"{card}"' in text]
        assert view["kicks"] == list(deal.kicks)


def check_deal_end(state: MatchState[AllFoursDeal]) -> None:
    deal = state.deal
    assert deal is not None
    dealt = 6 + 3 * (len(deal.kicks) - 1)
    if deal.void:
        assert (len(deal.kicks), deal.trump, deal.tricks, state.dealer) == (3, None, (), deal.dealer)
        assert len({kick[1] for kick in deal.kicks}) == 1
    elif deal.tricks and not any(deal.hands):
        # Played out: as many tricks as cards dealt to each hand.
        assert len(deal.tricks) == dealt
    if not deal.void:
        assert state.dealer == (deal.dealer + 1) % 4


def play_checked(seed: int, options: dict[str, Any], levels: list[str]) -> dict[str, Any]:
    rng = random.Random(seed)
    bots = [game.bot(level) for level in levels]
    state = game.new_match(options)
    deals: list[dict[str, Any]] = []
    while not state.finished:
        assert len(deals) < 500, "the match did not end"
        deck = shuffled(game, rng)
        before = state.tally
        state = game.deal(state, deck)
        actions: list[dict[str, Any]] = []
        while True:
            deal = state.deal
            assert deal is not None
            check_cards_conserved(deal)
            check_points_allowed(deal, state.options)
            check_views(state)
            # Scores only grow within a game; they go back to 0 when a game is won and the match goes on.
            if state.tally.games_won == before.games_won:
                assert all(now >= then for now, then in zip(state.tally.scores, before.scores, strict=True))
            else:
                assert sum(state.tally.games_won) == sum(before.games_won) + 1
            before = state.tally
            seat = game.to_act(state)
            if seat is None:
                break
            action = {"seat": seat, **bots[seat](game.view(state, seat), rng)}
            state = game.play(state, action)
            actions.append(action)
        check_deal_end(state)
        deals.append({"deck": deck, "actions": actions})
    return build_record(game, state, 0, deals)


@settings(max_examples=examples(25), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), options=options_strategy, levels=levels_strategy)
def test_random_matches_keep_every_invariant_and_replay_to_the_same_end(seed, options, levels):
    record = play_checked(seed, options, levels)
    result = report(replay(record))
    assert result["status"] == "finished"
    games = options.get("games_per_match", 1)
    assert max(result["games_won"]) == games // 2 + 1
    target = options.get("target", 14)
    assert max(result["scores"]) >= target
    for deal in result["deals"]:
        assert set(deal) == {"dealer", "void", "tricks", "score_delta", "kicks", "trump", "points"}
        assert all(set(award) == {"kind", "team", "points"} for award in deal["points"])
        assert deal["trump"] is None or (len(deal["tricks"]) > 0 and deal["trump"] == deal["kicks"][-1][1])


def test_every_phase_and_every_kind_of_point_turns_up_in_random_play():
    phases: set[Phase] = set()
    kinds: set[AwardKind] = set()
    for seed in range(60):
        record = play_checked(seed, {"games_per_match": 3}, ["random"] * 4)
        state = game.new_match(record["options"])
        for deal in record["deals"]:
            state = game.deal(state, deal["deck"])
            for action in deal["actions"]:
                phases.add(state.deal.phase)
                state = game.play(state, action)
            phases.add(state.deal.phase)
            kinds.update(award.kind for award in state.deal.awards)
    assert phases == set(Phase)
    assert kinds == set(AwardKind)
