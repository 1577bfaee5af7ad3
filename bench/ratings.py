"""Recompute benchmark: how many finished matches a second `recompute_ratings` replays and rates, on PostgreSQL.

It fills a database of its own (`tricktable_bench_ratings` beside DATABASE_URL's, made afresh) with circles and
finished matches whose logs are real: whole matches played by the `basic` computer players at each game with its
default options, each stored as a match's events (deals, actions, deal ends, the match's end) as play writes them.
Then it times `recompute()` (reading every log, replaying it through the engine, rating in order) and `differences`
(reading back what is stored), and extrapolates to 100,000 matches. Run with `make bench-ratings` or
`python -m bench.ratings --matches N`.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import time
from datetime import UTC, datetime, timedelta
from typing import Any
from urllib.parse import urlparse

GAME_IDS = ("doublehand", "allfours", "texas42", "ganjifa")
TARGET = 100_000
"""The number of rated matches the goal speaks of: recomputed in minutes, not hours."""


def play_match(game_id: str, seed: int) -> list[tuple[list[str], list[dict[str, Any]]]]:
    """A whole match by `basic` players with the game's default options, as its deals `(deck, actions)`."""
    from games.engine import GAMES
    from games.engine.playout import shuffled

    game = GAMES[game_id]
    rng = random.Random(seed)
    state = game.new_match({})
    deals: list[tuple[list[str], list[dict[str, Any]]]] = []
    bot = game.bot("basic")
    while not state.finished:
        if state.awaiting_deal:
            deck = list(shuffled(game, rng))
            deals.append((deck, []))
            state = game.deal(state, deck)
            continue
        seat = game.to_act(state)
        assert seat is not None
        choice = {"seat": seat, **bot(game.view(state, seat), rng)}
        deals[-1][1].append(json.loads(json.dumps(choice)))
        state = game.play(state, choice)
    return deals


def fill(matches: int, records_per_game: int = 3, members: int = 20, circles: int = 10, seed: int = 1) -> int:
    """Circles of guests and `matches` finished matches of theirs, the games in turn; the events written."""
    from accounts.models import User
    from circles.models import Circle, CircleRoom, Membership, Role
    from games.engine import GAMES
    from games.models import Event, EventType, Match, MatchStatus, Room, RoomStatus, Seat

    rng = random.Random(seed)
    records = {game: [play_match(game, seed * 100 + index) for index in range(records_per_game)] for game in GAME_IDS}
    people = User.objects.bulk_create(
        [User(username=f"bench-{seed}-{index}", is_guest=True) for index in range(members * circles)]
    )
    rings = []
    for number in range(circles):
        ring = people[number * members : (number + 1) * members]
        circle = Circle.objects.create(name=f"Circle {number}", owner=ring[0])
        Membership.objects.bulk_create(
            [Membership(circle=circle, user=user, role=Role.OWNER if user == ring[0] else Role.MEMBER) for user in ring]
        )
        rings.append((circle, ring))
    written = 0
    start = datetime(2026, 1, 1, tzinfo=UTC)
    for index in range(matches):
        game_id = GAME_IDS[index % len(GAME_IDS)]
        game = GAMES[game_id]
        circle, ring = rings[index % circles]
        seated = rng.sample(ring, game.seat_count)
        room = Room.objects.create(
            code=f"B{seed}x{index}", game=game_id, turn_seconds=60, creator=seated[0], status=RoomStatus.FINISHED
        )
        Seat.objects.bulk_create([Seat(room=room, index=seat, user=user) for seat, user in enumerate(seated)])
        CircleRoom.objects.create(room=room, circle=circle)
        deals = rng.choice(records[game_id])
        match = Match.objects.create(
            room=room,
            game=game_id,
            status=MatchStatus.FINISHED,
            finished_at=start + timedelta(minutes=index),
        )
        events = []
        for number, (deck, actions) in enumerate(deals, start=1):
            events.append(Event(match=match, type=EventType.DEAL, payload={"deck": deck, "number": number}))
            events += [
                Event(
                    match=match, type=EventType.ACTION, action_type=action["type"], seat=action["seat"], payload=action
                )
                for action in actions
            ]
            events.append(Event(match=match, type=EventType.DEAL_END, payload={"number": number}))
        events.append(Event(match=match, type=EventType.MATCH_END, payload={}))
        for seq, event in enumerate(events, start=1):
            event.seq = seq
        Event.objects.bulk_create(events, batch_size=2000)
        Match.objects.filter(pk=match.pk).update(seq=len(events))
        written += len(events)
    return written


def measure(jobs: int = 1) -> dict[str, Any]:
    """Time a recompute of every stored match (in `jobs` processes), and the comparison after writing it."""
    from ratings.services.recompute import differences, recompute, write

    started = time.perf_counter()
    done = recompute(jobs=jobs)
    recompute_seconds = time.perf_counter() - started
    started = time.perf_counter()
    write(done)
    write_seconds = time.perf_counter() - started
    started = time.perf_counter()
    found = differences(recompute(jobs=jobs))
    check_seconds = time.perf_counter() - started
    rate = len(done.results) / recompute_seconds
    return {
        "jobs": jobs,
        "matches": len(done.results),
        "rated": done.rated_matches,
        "ratings": len(done.ratings),
        "recompute_s": round(recompute_seconds, 2),
        "matches_per_s": round(rate, 1),
        "write_s": round(write_seconds, 2),
        "check_s": round(check_seconds, 2),
        "differences": len(found),
        "extrapolated_100k_min": round(TARGET / rate / 60, 1),
    }


def main(argv: list[str] | None = None) -> None:
    """Fill a fresh database, recompute, and print the figures (JSON with --json)."""
    parser = argparse.ArgumentParser(prog="python -m bench.ratings", description=__doc__)
    parser.add_argument("--matches", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, nargs="*", default=[1, 2], help="processes replaying; a run for each")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    from bench.api import DEFAULT_DB, analyze, ensure_database
    from bench.inprocess import _setup

    own = urlparse(os.environ.get("DATABASE_URL", DEFAULT_DB))._replace(path="/tricktable_bench_ratings").geturl()
    ensure_database(own, fresh=True)
    _setup(own)
    started = time.perf_counter()
    events = fill(args.matches, seed=args.seed)
    analyze(own)
    filled = time.perf_counter() - started
    print(f"{args.matches} finished circle matches ({events} events), the four games in turn, filled in {filled:.0f} s")
    for jobs in args.jobs:
        figures = {"events": events, "fill_s": round(filled, 1), **measure(jobs)}
        if args.json:
            print(json.dumps(figures))
            continue
        print(
            f"{jobs} process(es): recompute {figures['recompute_s']} s, {figures['matches_per_s']} matches a second; "
            f"100,000 would take {figures['extrapolated_100k_min']} minutes; write {figures['write_s']} s; "
            f"recompute and compare {figures['check_s']} s; {figures['differences']} differ"
        )


if __name__ == "__main__":
    main()
