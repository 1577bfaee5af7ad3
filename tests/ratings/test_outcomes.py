"""Results read from matches' deals by the engine, and the OpenSkill step: known results and their properties."""

from __future__ import annotations

import json
import random
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from games.engine import GAMES
from games.engine.playout import shuffled
from ratings.ledger import NEW, Entrant, rated_people
from ratings.outcomes import match_outcome, places
from ratings.skill import Skill


def played(game_id: str, seed: int, options: dict | None = None) -> list[tuple[object, list[Any]]]:
    """A whole match by `basic` players from a seed, as its log's deals `(deck, actions)`."""
    game = GAMES[game_id]
    rng = random.Random(seed)
    state = game.new_match(options or {})
    deals: list[tuple[object, list[Any]]] = []
    while not state.finished:
        if state.awaiting_deal:
            deck = shuffled(game, rng)
            deals.append((deck, []))
            state = game.deal(state, deck)
            continue
        seat = game.to_act(state)
        choice = {"seat": seat, **game.bot("basic")(game.view(state, seat), rng)}
        deals[-1][1].append(json.loads(json.dumps(choice)))
        state = game.play(state, choice)
    return deals


def test_places_put_winners_first_and_equal_results_together():
    assert places((0,), (1, 0), (252, 180)) == (1, 2)
    assert places((1,), (0, 1), (10, 14)) == (2, 1)
    # Ganjifa: one game, three players alone, ranked by the cards captured; a shared win shares first place.
    assert places((2,), (0, 0, 1), (42, 27, 51)) == (2, 3, 1)
    assert places((0, 2), (1, 0, 1), (40, 30, 40)) == (1, 3, 1)


def test_a_two_against_two_win_moves_both_winners_up_equally_and_both_losers_down():
    entrants = [Entrant(0, 1, 1, ""), Entrant(1, 2, 2, ""), Entrant(0, 1, 3, ""), Entrant(1, 2, 4, "")]
    after = rated_people(entrants, {}, {})
    assert after[1] == after[3]
    assert after[2] == after[4]
    assert after[1].mu > NEW.mu > after[2].mu
    assert after[1].mu - NEW.mu == NEW.mu - after[2].mu  # equal starts: what one side gains the other loses


def test_partners_of_different_strength_move_by_the_same_result():
    people = {1: Skill(30, 3), 3: Skill(20, 6)}
    after = rated_people(
        [Entrant(0, 1, 1, ""), Entrant(1, 2, 2, ""), Entrant(0, 1, 3, ""), Entrant(1, 2, 4, "")], people, {}
    )
    assert after[1].mu > 30 and after[3].mu > 20
    # The less certain partner moves more.
    assert after[3].mu - 20 > after[1].mu - 30


def test_a_ganjifa_free_for_all_orders_the_ratings_as_the_places():
    after = rated_people([Entrant(0, 2, 1, ""), Entrant(1, 3, 2, ""), Entrant(2, 1, 3, "")], {}, {})
    assert after[3].mu > after[1].mu > after[2].mu
    assert after[3].mu > NEW.mu > after[2].mu


def test_a_computer_level_takes_part_with_its_measured_rating_and_keeps_it():
    levels = {"strong": Skill(35, 1)}
    beat_strong = rated_people([Entrant(0, 1, 1, ""), Entrant(1, 2, None, "strong")], {}, levels)
    levels_weak = {"random": Skill(10, 1)}
    beat_random = rated_people([Entrant(0, 1, 1, ""), Entrant(1, 2, None, "random")], {}, levels_weak)
    assert set(beat_strong) == {1}
    assert beat_strong[1].mu > beat_random[1].mu > NEW.mu  # beating the stronger level is worth more


@given(st.lists(st.integers(1, 3), min_size=3, max_size=3))
def test_a_better_place_never_gains_less_than_a_worse_one(ranks):
    after = rated_people([Entrant(team, rank, team + 1, "") for team, rank in enumerate(ranks)], {}, {})
    for one, rank_one in enumerate(ranks):
        for other, rank_other in enumerate(ranks):
            if rank_one < rank_other:
                assert after[one + 1].mu > after[other + 1].mu
            elif rank_one == rank_other:
                assert abs(after[one + 1].mu - after[other + 1].mu) < 1e-9


@given(st.sampled_from(sorted(GAMES)), st.integers(0, 2**32))
def test_a_replayed_match_gives_one_place_per_team_and_each_team_its_points(game_id, seed):
    game = GAMES[game_id]
    options = {"doublehand": {}, "allfours": {"target": 3}, "texas42": {"target": 60}, "ganjifa": {}}.get(game_id, {})
    deals = played(game_id, seed % 1000, options)
    outcome = match_outcome(game, options, 0, deals)
    assert outcome is not None
    final = game.outcome(_final(game, options, deals))
    for part in outcome.seats:
        assert part.team == next(team for team, seats in enumerate(game.teams) if part.seat in seats)
        assert part.won == (part.team in final.winners)
        assert (part.rank == 1) == part.won
    # Partners share their team's place and points.
    for seats in game.teams:
        assert len({(outcome.seats[seat].rank, outcome.seats[seat].points) for seat in seats}) == 1
    # Ganjifa's points are the cards captured, and its places follow them.
    if game_id == "ganjifa":
        by_points = sorted(outcome.seats, key=lambda part: -part.points)
        assert [part.rank for part in by_points] == sorted(part.rank for part in outcome.seats)


def test_an_unfinished_log_has_no_outcome():
    deals = played("texas42", 3, {"target": 60})
    assert match_outcome(GAMES["texas42"], {"target": 60}, 0, [(deals[0][0], deals[0][1][:5])]) is None


def test_bids_made_and_set_are_counted_for_the_bidder_alone():
    game = GAMES["texas42"]
    deals = played("texas42", 11, {"target": 250})
    outcome = match_outcome(game, {"target": 250}, 0, deals)
    assert outcome is not None
    bids = sum(part.bids_made + part.bids_set for part in outcome.seats)
    # Every hand that was bid on (all four passing redeals) is made or set once, by its bidder.
    bid_hands = len([actions for _, actions in deals if any(action["type"] == "bid" for action in actions)])
    assert bids == bid_hands
    assert all(part.bids_made + part.bids_set == 0 for part in outcome.seats if part.seat not in _bidders(deals))
    assert not any(
        part.bids_made or part.bids_set for part in match_outcome(GAMES["ganjifa"], {}, 0, played("ganjifa", 1)).seats
    )


def _bidders(deals):
    seats = set()
    for _, actions in deals:
        bids = [action for action in actions if action["type"] == "bid"]
        if bids:
            seats.add(max(bids, key=lambda action: action["value"])["seat"])
    return seats


def _final(game, options, deals):
    from games.engine.replay import final_state

    return final_state(game, game.new_match(options, 0), deals)
