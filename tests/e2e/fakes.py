"""Tables drawn from match states handed to the browser, for moments hard to reach in a real match.

A game whose engine is still to come, the choice of the trump, a deal's end: each looks as it would on a phone.
"""

from __future__ import annotations

import json
from typing import Any

from tests.e2e.steps import skip_tour

FAKE_MATCH = "fake-k7Qx2"
FAKE_ROUTES = tuple(f"**/api/matches/{FAKE_MATCH}{tail}" for tail in ("", "/actions", "/events?*", "/deals"))


def fake_state(game: str, hand: list[str], legal: list[dict[str, Any]], **view: Any) -> dict[str, Any]:
    """A match state as GET /api/matches/{id} answers it, seen from seat 0 with the turn."""
    seats = len(view.get("hand_sizes", [0, 0, 0, 0]))
    return {
        "id": FAKE_MATCH,
        "room": "FAKE42",
        "game": game,
        "seq": 5,
        "status": "in_progress",
        "your_seat": 0,
        "to_act": 0,
        "legal": legal,
        "scores": view.get("scores", [0] * (3 if seats == 3 else 2)),
        "games_won": [0] * (3 if seats == 3 else 2),
        "winner": None,
        "turn_seconds": 3600,
        "turn_deadline": None,
        "seats": [
            {"seat": 0, "user_id": "aSh7-Qx2_kLm9PzR", "name": "Asha", "bot_level": None, "away": False},
            *(
                {"seat": seat, "user_id": None, "name": None, "bot_level": "basic", "away": False}
                for seat in range(1, seats)
            ),
        ],
        "last_trick": None,
        "view": {"game": game, "seat": 0, "phase": "playing", "dealer": seats - 1, "to_act": 0, "hand": hand, **view},
    }


def open_fake_table(
    page: Any, base: str, state: dict[str, Any], later: list[dict[str, Any]] | None = None, events: Any = None
) -> None:
    """Show the table for a match the server never made; an action the player sends is answered, not taken.

    `later`: the states the next polls answer, one each (the last one stays); `events`: what /events answers.
    """
    # Away from any table first, and its answers gone: a poll still in flight from the last one would take the first
    # of these answers, and the new table would open on a later state than the one asked for.
    page.goto("about:blank")
    for pattern in FAKE_ROUTES:
        page.unroute(pattern)
    answers = [json.dumps(state), *(json.dumps(next_state) for next_state in later or [])]
    after = json.dumps({**state, "seq": state["seq"] + 1})

    def detail(route: Any) -> None:
        body = answers.pop(0) if len(answers) > 1 else answers[0]
        route.fulfill(content_type="application/json", body=body)

    detail_route, actions_route, events_route, deals_route = FAKE_ROUTES
    page.route(detail_route, detail)
    page.route(
        actions_route,
        lambda route: route.fulfill(status=201, content_type="application/json", body=after),
    )
    page.route(
        events_route,
        lambda route: route.fulfill(
            content_type="application/json", body=json.dumps({"events": events or [], "seq": 0, "more": False})
        ),
    )
    page.route(
        deals_route,
        lambda route: route.fulfill(content_type="application/json", body="[]"),
    )
    page.goto(f"{base}/m/{FAKE_MATCH}")
    page.locator("[data-testid=table]").wait_for()
    skip_tour(page)


def action_sent(page: Any, press: Any) -> dict[str, Any]:
    """The action that pressing the control sends."""
    with page.expect_request(f"**/api/matches/{FAKE_MATCH}/actions") as request:
        press.click()
    return request.value.post_data_json["action"]
