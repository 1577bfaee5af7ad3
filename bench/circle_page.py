"""In-process benchmark of a circle's page: a circle of 200 members with 50 live matches, on PostgreSQL, debug off.

The page is three reads, as the app makes them: the circle, the first page of its members (with who is online), and
the first page of its live matches (with whose turn it is). Timed together, in process (Django's test client, no
HTTP), with their database queries counted; the median must stay under 50 ms. Run with `make bench-api` or
`python -m bench.circle_page`.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import time
from typing import Any

BUDGET_MS = 50.0
"""The circle's page must render in less than this, in process (issue #31)."""


def build_circle(members: int, live: int, name: str = "Bench circle") -> tuple[str, str]:
    """A circle of `members` players with `live` matches in progress among them; its id, and the owner's token.

    Each match seats four people and no computer player, so that no task is ever sent.
    """
    from accounts import tokens
    from accounts.models import User
    from circles.models import CircleRoom, Membership, Role
    from circles.services.circles import create_circle
    from games.services import rooms
    from games.services.presence import note_seen

    stamp = time.monotonic_ns()
    people = User.objects.bulk_create(
        User(username=f"bench-{stamp}-{number}", display_name=f"Cousin {number}", is_guest=True)
        for number in range(members)
    )
    owner = people[0]
    circle = create_circle(owner, name)
    Membership.objects.bulk_create(Membership(circle=circle, user=person, role=Role.MEMBER) for person in people[1:])
    for number in range(live):
        table = [people[(4 * number + seat) % members] for seat in range(4)]
        room = rooms.create_room(table[0], "doublehand", {}, 3600)
        for seat, person in enumerate(table[1:], start=1):
            rooms.join_room(room, person, seat)
        rooms.start_match(room, table[0])
        CircleRoom.objects.create(room=room, circle=circle)
    for person in people[::3]:
        note_seen(person.pk)  # some online, the rest never seen lately
    return circle.public_id, tokens.issue(owner)


def measure(circle_id: str, token: str, rounds: int) -> dict[str, Any]:
    """Time the circle's page (three reads) `rounds` times after one warm-up; medians and the most queries."""
    from django.db import connection
    from django.test import Client
    from django.test.utils import CaptureQueriesContext

    client = Client(HTTP_AUTHORIZATION=f"Token {token}")
    paths = {
        "detail": f"/api/circles/{circle_id}",
        "members": f"/api/circles/{circle_id}/members",
        "live": f"/api/circles/{circle_id}/matches?state=live",
    }
    timings: dict[str, list[tuple[float, int]]] = {name: [] for name in (*paths, "page")}
    for round_number in range(rounds + 1):
        page_seconds, page_queries = 0.0, 0
        for name, path in paths.items():
            with CaptureQueriesContext(connection) as queries:
                started = time.perf_counter()
                response = client.get(path)
                seconds = time.perf_counter() - started
            assert response.status_code == 200, response.content
            page_seconds += seconds
            page_queries += len(queries)
            if round_number:
                timings[name].append((seconds, len(queries)))
        if round_number:
            timings["page"].append((page_seconds, page_queries))
    body = client.get(paths["live"]).json()
    figures: dict[str, Any] = {"rounds": rounds, "live_matches": body["count"]}
    figures["members"] = client.get(paths["detail"]).json()["members"]
    for name, samples in timings.items():
        figures[f"{name}_median_ms"] = round(statistics.median(s for s, _ in samples) * 1000, 3)
        figures[f"{name}_queries_max"] = max(q for _, q in samples)
    return figures


def main() -> None:
    """Build the circle, time its page, print the medians; exit 1 if the page's median is over budget."""
    from bench.api import analyze
    from bench.inprocess import start_django

    parser = argparse.ArgumentParser(prog="python -m bench.circle_page", description=__doc__)
    parser.add_argument("--members", type=int, default=200)
    parser.add_argument("--live", type=int, default=50)
    parser.add_argument("--rounds", type=int, default=30)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    start_django()
    circle_id, token = build_circle(args.members, args.live)
    analyze(os.environ["DATABASE_URL"])
    figures = measure(circle_id, token, args.rounds)
    if args.json:
        print(json.dumps(figures))
    else:
        print(
            f"In-process, PostgreSQL, debug off: a circle of {figures['members']} members with "
            f"{figures['live_matches']} live matches (medians of {args.rounds}; most queries seen)"
        )
        for name, label in (
            ("detail", "GET /api/circles/ID"),
            ("members", "GET /api/circles/ID/members"),
            ("live", "GET /api/circles/ID/matches?state=live"),
            ("page", "the circle's page (the three)"),
        ):
            print(f"  {label:<40} {figures[f'{name}_median_ms']:>8} ms  {figures[f'{name}_queries_max']} queries")
        print(f"  budget: {BUDGET_MS:g} ms for the page")
    if figures["page_median_ms"] >= BUDGET_MS:
        raise SystemExit(1)


if __name__ == "__main__":
    main()
