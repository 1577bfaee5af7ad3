"""Random Ganjifa deals and matches with their invariants checked at every step, and dukals judged (hypothesis)."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games.engine import EngineError, ErrorCode, MatchState
from games.engine.ganjifa.cards import AVATARS, DECK, FACE, SUIT_OF, card
from games.engine.ganjifa.deal import GanjifaDeal, Phase, deal_hands
from games.engine.playout import shuffled
from games.engine.record import build_record, replay, report
from tests.engine.ganjifa_helpers import deal_of, first_legal, game, legal, start
from tests.profiles import examples

options_strategy = st.fixed_dictionaries(
    {}, optional={"period": st.sampled_from(["day", "night"]), "deals": st.integers(1, 3)}
)
levels_strategy = st.lists(st.sampled_from(["random", "basic"]), min_size=3, max_size=3)


def on_table(deal: GanjifaDeal) -> list[str]:
    """The cards captured in finished tricks and those in the trick in play."""
    return [play.card for trick in deal.tricks for play in trick.plays] + [play.card for play in deal.plays]


def check_cards_conserved(deal: GanjifaDeal) -> None:
    held = [name for hand in deal.hands for name in hand]
    assert sorted(held + on_table(deal)) == sorted(DECK)
    sizes = [len(hand) for hand in deal.hands]
    if deal.phase is Phase.PLAYING and not deal.plays:
        # Every trick takes as many cards from each hand: they are equal whenever someone leads.
        assert len(set(sizes)) == 1


def check_views(state: MatchState[GanjifaDeal]) -> None:
    deal = deal_of(state)
    for seat in (0, 1, 2, None):
        view = game.view(state, seat)
        own = () if seat is None else deal.hands[seat]
        assert view["hand"] == list(own)
        assert view["hand_sizes"] == [len(hand) for hand in deal.hands]
        assert view["captured"] == list(deal.captured)
        text = json.dumps(view)
        hidden = {name for hand in deal.hands for name in hand} - set(own)
        assert not [name for name in hidden if f'"{name}"' in text]


def check_deal_end(state: MatchState[GanjifaDeal], before: tuple[int, ...]) -> None:
    deal = deal_of(state)
    assert deal.over and not any(deal.hands) and deal.turn is None
    assert state.dealer == (deal.dealer + 1) % 3
    # Every card is captured, by the winner of the trick it was in.
    assert sum(deal.captured) == 120
    counted = [0, 0, 0]
    for trick in deal.tricks:
        counted[trick.winner] += len(trick.plays)
        if trick.dukal:
            assert trick.winner == trick.leader and len(trick.plays) == 3 * trick.dukal
        else:
            assert len(trick.plays) == 3
    assert tuple(counted) == deal.captured == deal.score_delta
    assert list(state.tally.scores) == [a + b for a, b in zip(before, deal.captured, strict=True)]


def play_checked(seed: int, options: dict[str, Any], levels: list[str]) -> tuple[dict[str, Any], list[Any]]:
    rng = random.Random(seed)
    bots = [game.bot(level) for level in levels]
    state = game.new_match(options)
    deals: list[dict[str, Any]] = []
    summaries = []
    while not state.finished:
        deck = shuffled(game, rng)
        before = state.tally.scores
        state = game.deal(state, deck)
        actions: list[dict[str, Any]] = []
        while (seat := game.to_act(state)) is not None:
            check_cards_conserved(deal_of(state))
            check_views(state)
            # The server's snapshot of the state reads back as the same state.
            assert game.restore(json.loads(json.dumps(game.snapshot(state)))) == state
            action = {"seat": seat, **bots[seat](game.view(state, seat), rng)}
            state = game.play(state, action)
            actions.append(action)
        check_cards_conserved(deal_of(state))
        check_views(state)
        check_deal_end(state, before)
        summaries.append(game.deal_summary(deal_of(state)))
        deals.append({"deck": deck, "actions": actions})
    return build_record(game, state, 0, deals), summaries


@settings(max_examples=examples(12), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), options=options_strategy, levels=levels_strategy)
def test_random_matches_keep_every_invariant_and_replay_to_the_same_end(seed, options, levels):
    record, summaries = play_checked(seed, options, levels)
    result = report(replay(json.loads(json.dumps(record))))
    # Replay equals play: the same deals, the same end.
    assert result["deals"] == summaries
    assert result["status"] == "finished"
    assert len(result["deals"]) == options.get("deals", 1)
    assert sum(result["scores"]) == 120 * len(result["deals"])
    best = max(result["scores"])
    assert result["winner"] == [seat for seat, score in enumerate(result["scores"]) if score == best]
    assert result["games_won"] == [1 if seat in result["winner"] else 0 for seat in range(3)]
    trump = "krishna" if options.get("period") == "night" else "rama"
    for deal in result["deals"]:
        assert set(deal) == {"dealer", "void", "tricks", "score_delta", "trump", "captured"}
        assert (deal["trump"], deal["void"], deal["score_delta"]) == (trump, False, deal["captured"])
        assert deal["tricks"][0]["cards"][0][1] == f"{trump}:K"


# --- dukals ---------------------------------------------------------------


def is_dukal(cards: list[str], hand: tuple[str, ...], smallest_other: int) -> bool:
    """The spec's dukal, written again: king, minister and three or more numbers in a run, of one suit, all held."""
    if not cards or len(set(cards)) != len(cards) or len({SUIT_OF[name] for name in cards}) != 1:
        return False
    suit = SUIT_OF[cards[0]]
    faces = sorted(FACE[name] for name in cards if name in FACE)
    court = {name for name in cards if name not in FACE}
    return (
        court == {card(suit, "K"), card(suit, "M")}
        and len(faces) >= 3
        and faces == list(range(faces[0], faces[0] + len(faces)))
        and len(cards) <= smallest_other
        and set(cards) <= set(hand)
    )


def every_dukal(hand: tuple[str, ...]) -> set[frozenset[str]]:
    """Every dukal of the hand, from each suit's king and minister and each run from `low` to `high`."""
    found = set()
    for suit in range(10):
        court = {card(suit, "K"), card(suit, "M")}
        for low in range(1, 11):
            for high in range(low + 2, 11):
                run = {card(suit, face) for face in range(low, high + 1)}
                if court | run <= set(hand):
                    found.add(frozenset(court | run))
    return found


def leading_with(seed: int, suit: int, given: list[str]) -> MatchState[GanjifaDeal]:
    """A shuffled deal in which the holder of the trump king also holds the cards given, after the first trick."""
    deck = shuffled(game, random.Random(seed))
    layout = [list(hand) for hand in deal_hands(tuple(deck), 2)]
    king = "rama:K"
    leader = next(seat for seat, hand in enumerate(layout) if king in hand)
    spare = [name for name in layout[leader] if name != king and name not in given]
    for name in given:
        holder = next(seat for seat, hand in enumerate(layout) if name in hand)
        if holder != leader:
            swap = spare.pop()
            layout[holder][layout[holder].index(name)] = swap
            layout[leader][layout[leader].index(swap)] = name
    state = start(layout)
    for _ in range(3):
        seat = game.to_act(state)
        state = game.play(state, {"seat": seat, **first_legal(game.view(state, seat))})
    assert game.to_act(state) == leader
    return state


suits = st.integers(0, 9).filter(lambda suit: AVATARS[suit] != "rama")


@settings(max_examples=examples(60), deadline=None)
@given(
    seed=st.integers(0, 2**32 - 1),
    suit=suits,
    numbers=st.sets(st.integers(1, 10), max_size=10),
    court=st.sets(st.sampled_from(["K", "M"])),
    tried=st.lists(
        st.tuples(st.sampled_from([None, None, None, *range(10)]), st.sampled_from(["K", "M", *range(1, 11)])),
        max_size=13,
    ),
)
def test_every_dukal_the_rules_allow_is_listed_and_accepted_and_every_other_refused(seed, suit, numbers, court, tried):
    given_cards = [card(suit, rank) for rank in sorted(court)] + [card(suit, face) for face in sorted(numbers)]
    state = leading_with(seed, suit, given_cards)
    deal = deal_of(state)
    seat = game.to_act(state)
    hand = deal.hands[seat]
    listed = {frozenset(action["cards"]) for action in legal(state) if action["type"] == "dukal"}
    assert listed == every_dukal(hand)
    for cards in listed:
        after = game.play(state, {"seat": seat, "type": "dukal", "cards": sorted(cards)})
        assert (deal_of(after).phase, deal_of(after).dukal) == (Phase.DISCARDING, len(cards))
    # Cards tried as a dukal: mostly of the one suit (None), sometimes of another; accepted exactly when allowed.
    attempt = [card(suit if other is None else other, rank) for other, rank in tried]
    allowed = is_dukal(attempt, hand, min(len(deal.hands[other]) for other in range(3) if other != seat))
    action = {"seat": seat, "type": "dukal", "cards": attempt}
    if allowed:
        assert deal_of(game.play(state, action)).phase is Phase.DISCARDING
    else:
        with pytest.raises(EngineError) as refused:
            game.play(state, action)
        assert refused.value.code is ErrorCode.ILLEGAL_ACTION
