"""A duplicate deal thrown in and dealt again by the same dealer: from the deck's spare, the decks after it unmoved."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys

import pytest

from games.engine import GAMES
from games.engine.allfours.deal import stack_deck
from games.engine.duplicate import event_decks
from games.models import EventType, Match
from games.services.given_decks import spare_dealt_again
from games.services.matches import play_computer_turn
from tests.api.helpers import act
from tests.conftest import make_player
from tests.tournaments.duplicate_helpers import duplicate_event, play_deals, table_match
from tournaments.models import DealResult, Stage
from tournaments.services.duplicate import deals_shown_at

pytestmark = pytest.mark.django_db

KICKS = ["2H", "JH", "3H"]
"""Hearts kicked three times: begged and run, the pack runs out and the deal is thrown in (the jack scores 3)."""


def thrown_in_deck() -> list[str]:
    """An All Fours deck whose kicks are `KICKS` when seat 0 deals: twelve cards to each hand, one left over."""
    rest = [card for card in GAMES["allfours"].full_deck if card not in KICKS]
    return stack_deck([rest[seat * 12 : (seat + 1) * 12] for seat in range(4)], 0, KICKS)


def dealt(match: Match) -> list[dict]:
    return [event.payload for event in match.events.filter(type=EventType.DEAL).order_by("seq")]


def keep_deck(match: Match, number: int, on_commit) -> None:
    """Play the match by the computer (its people away) deal by deal until its table has kept deck `number`."""
    while not DealResult.objects.filter(table__room__matches=match, number=number).exists():
        match.refresh_from_db()
        assert match.status != "finished", "the match ended with the deck not kept"
        with on_commit(execute=True):
            play_deals(match, deals=match.events.filter(type=EventType.DEAL_END).count() + 1)


def test_a_deal_thrown_in_is_dealt_again_from_its_spare_and_the_next_deck_keeps_its_dealer(
    django_capture_on_commit_callbacks,
):
    players = [make_player(name) for name in ("Asha", "Bela", "Chandra", "Devi", "Esha")]
    decks = [thrown_in_deck(), *event_decks(GAMES["allfours"], 1, random.Random(7))]
    with django_capture_on_commit_callbacks(execute=True):
        # Four people at table 1 (seat 0 deals deck 0, seat 1 stands or begs); the fifth with computer players.
        event = duplicate_event(players[0], *players, game="allfours", decks=decks, table_fill="entrants")
    event.refresh_from_db()
    assert len(event.spare_decks) == 2 and event.spare_decks != event.decks
    first = table_match(event, 1)
    with django_capture_on_commit_callbacks(execute=True):
        assert act(players[1], first.public_id, {"type": "beg"}).status_code == 201
        assert act(players[0], first.public_id, {"type": "run_pack"}).status_code == 201
    deals = dealt(first)
    assert [(deal["deck_number"], deal["spare"], deal["dealer"]) for deal in deals] == [(0, False, 0), (0, True, 0)]
    assert deals[0]["deck"] == decks[0] and deals[1]["deck"] == event.spare_decks[0]
    thrown = first.events.get(type=EventType.DEAL_END, payload__number=1).payload["summary"]
    assert thrown["void"] and thrown["score_delta"] == [3, 0]  # the kicked jack's points stand
    assert not DealResult.objects.filter(table__room__matches=first).exists()  # deck 0 is not finished there yet

    with django_capture_on_commit_callbacks(execute=True):
        play_deals(first)
    deals = dealt(first)
    assert [(deal["deck_number"], deal["dealer"]) for deal in deals if not deal["spare"]] == [(0, 0), (1, 1)]
    assert deals[-1]["deck"] == decks[1]
    spare_end = first.events.get(type=EventType.DEAL_END, payload__number=2).payload["summary"]
    kept = DealResult.objects.get(table__room__matches=first, number=0)
    assert kept.dealer == 0
    assert kept.points == [3 + spare_end["score_delta"][0], spare_end["score_delta"][1]]
    first.refresh_from_db()
    assert deals_shown_at(first) == 0  # the other table has not finished deck 0

    second = table_match(event, 2)
    keep_deck(second, 0, django_capture_on_commit_callbacks)
    event.refresh_from_db()
    assert event.revealed_deals == 1
    first.refresh_from_db()
    assert deals_shown_at(first) == 2  # deck 0's deals there: the one thrown in and its spare

    with django_capture_on_commit_callbacks(execute=True):
        play_deals(second)
    event.refresh_from_db()
    assert event.stage == Stage.FINISHED
    results = DealResult.objects.filter(table__round__tournament=event)
    assert {(result.number, result.dealer) for result in results} == {(0, 0), (1, 1)}
    comparison = players[0].get(f"/api/tournaments/{event.public_id}/deals/1")
    assert comparison.status_code == 200, comparison.content
    replays = {table["table"]: table["replay_deal"] for table in comparison.json()["tables"]}
    assert replays[1] == 2  # deck 1 is the third deal at table 1
    assert replays[2] == len(dealt(second)) - 1
    assert play_computer_turn(first.pk, first.seq) is False  # nothing more to play


def test_a_doublehand_deal_all_four_pass_is_dealt_again_from_its_spare(django_capture_on_commit_callbacks):
    players = [make_player(name) for name in ("Asha", "Bela", "Chandra", "Devi")]
    with django_capture_on_commit_callbacks(execute=True):
        event = duplicate_event(players[0], *players, game="doublehand", deals=2, table_fill="entrants")
    event.refresh_from_db()
    match = table_match(event, 1)
    with django_capture_on_commit_callbacks(execute=True):
        for seat in (1, 2, 3, 0):  # the bidding opens after the dealer, seat 0
            assert act(players[seat], match.public_id, {"type": "pass"}).status_code == 201
    deals = dealt(match)
    assert [(deal["deck_number"], deal["spare"], deal["dealer"]) for deal in deals] == [(0, False, 0), (0, True, 0)]
    assert deals[1]["deck"] == event.spare_decks[0]
    with django_capture_on_commit_callbacks(execute=True):
        play_deals(match)
    deals = dealt(match)
    assert [(deal["deck_number"], deal["dealer"]) for deal in deals if not deal["spare"]] == [(0, 0), (1, 1)]
    event.refresh_from_db()
    assert event.stage == Stage.FINISHED  # the one table has played both decks
    assert {(result.number, result.dealer) for result in DealResult.objects.filter(table__round__tournament=event)} == {
        (0, 0),
        (1, 1),
    }


def test_a_spare_thrown_in_too_is_dealt_again_alike_at_every_table(django_capture_on_commit_callbacks):
    players = [make_player(name) for name in ("Asha", "Bela", "Chandra", "Devi", "Esha", "Farah", "Gita", "Hema")]
    with django_capture_on_commit_callbacks(execute=True):
        event = duplicate_event(players[0], *players, game="doublehand", deals=2, table_fill="entrants")
    event.refresh_from_db()
    dealt_at = []
    for table, seated in ((1, players[:4]), (2, players[4:])):
        match = table_match(event, table)
        with django_capture_on_commit_callbacks(execute=True):
            for _ in range(3):  # the deck, its spare, and the spare again: each time all four pass
                for seat in (1, 2, 3, 0):
                    assert act(seated[seat], match.public_id, {"type": "pass"}).status_code == 201
        dealt_at.append(dealt(match))
    for deals in dealt_at:
        assert [(deal["deck_number"], deal["spare"], deal.get("redeal", 0)) for deal in deals] == [
            (0, False, 0),
            (0, True, 0),
            (0, True, 1),
            (0, True, 2),
        ]
        assert [deal["dealer"] for deal in deals] == [0, 0, 0, 0]
    first, second = ([deal["deck"] for deal in deals] for deals in dealt_at)
    assert first == second  # every table dealt the same cards, the redeals too
    assert first[1] == event.spare_decks[0]
    assert len({" ".join(deck) for deck in first}) == 4  # each redeal is a new order of the cards
    assert sorted(first[2]) == sorted(first[3]) == sorted(GAMES["doublehand"].full_deck)


def test_a_spare_is_dealt_again_alike_in_every_process_whatever_its_hash_seed():
    spare = event_decks(GAMES["doublehand"], 1, random.Random(3))[0]
    code = (
        "import json, sys, django; django.setup(); from games.services.given_decks import spare_dealt_again; "
        "print(json.dumps(spare_dealt_again(json.loads(sys.argv[1]), 2)))"
    )
    dealt_in = [
        subprocess.run(
            [sys.executable, "-c", code, json.dumps(spare)],
            env={**os.environ, "DJANGO_SETTINGS_MODULE": "config.settings", "PYTHONHASHSEED": seed},
            capture_output=True,
            text=True,
            check=True,
        ).stdout
        for seed in ("1", "2")
    ]
    assert json.loads(dealt_in[0]) == json.loads(dealt_in[1]) == spare_dealt_again(spare, 2) != spare
