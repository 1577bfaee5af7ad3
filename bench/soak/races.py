"""Races: duplicate and conflicting submissions fired at the same turns from many threads, over HTTP.

Each round takes one turn of a seated Doublehand match and fires, at once, from a thread each: the same move
sent again under one Idempotency-Key (duplicates), other legal moves under other keys or none (conflicts), a key
sent again with another move, a move with an old `expected_seq`, and moves by seats whose turn it is not.
Exactly one of them makes the move (201 with an ETag); a duplicate of it gets that answer again (201 without an
ETag, the same body); every other one is a 409 saying why: `stale` with the match's `seq`, `not_your_turn`, or
`idempotency_key_reused`. Then the matches' logs must hold exactly one person's action per round, with no gap.
"""

from __future__ import annotations

import asyncio
import threading
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any

from bench.api import Client, Person
from bench.soak.checks import Check, actions_made, broken_logs
from bench.soak.people import Tally, open_client
from bench.soak.stack import Web
from bench.soak.tables import people_match

CLEAR_409 = {"stale", "not_your_turn", "idempotency_key_reused"}


@dataclass
class Shot:
    """One submission of a round: to which match, who sends it, what, under which key."""

    match_id: str
    token: str
    body: dict[str, Any]
    key: str | None


def shots_for(round_number: int, people: list[Person], view: dict[str, Any], count: int) -> list[Shot]:
    """The round's submissions: duplicates and conflicts at the turn in `view`."""
    to_act = next(person for person in people if person.seat == view["to_act"])
    others = [person for person in people if person is not to_act]
    legal, seq = view["legal"], view["seq"]
    shots = []
    for i in range(count):
        kind = i % 6
        action = legal[i % len(legal)]
        if kind in (0, 1):  # the same move under the same key: duplicates of each other
            shots.append(
                Shot(to_act.match_id, to_act.token, {"action": legal[0], "expected_seq": seq}, f"race-{round_number}-a")
            )
        elif kind == 2:  # another legal move (or the same one) under a key of its own: a conflict
            shots.append(
                Shot(to_act.match_id, to_act.token, {"action": action, "expected_seq": seq}, f"race-{round_number}-{i}")
            )
        elif kind == 3:  # no key at all
            shots.append(Shot(to_act.match_id, to_act.token, {"action": action, "expected_seq": seq}, None))
        elif kind == 4:  # the first key again with a different request: refused, never a second move
            shots.append(
                Shot(
                    to_act.match_id,
                    to_act.token,
                    {"action": legal[0], "expected_seq": seq + 1000},
                    f"race-{round_number}-a",
                )
            )
        else:  # a seat whose turn it is not
            sender = others[i % len(others)]
            shots.append(
                Shot(sender.match_id, sender.token, {"action": action, "expected_seq": seq}, f"race-{round_number}-{i}")
            )
    return shots


def fire(port: int, shots: list[Shot], pool: ThreadPoolExecutor) -> list[tuple[int, Any, str]]:
    """Send every shot at once, one thread and connection each; each answer's status, body and ETag."""
    clients = [Client(port, shot.token) for shot in shots]
    for client in clients:
        client.connection.connect()  # connected beforehand, so that the requests leave together
    start = threading.Barrier(len(shots))

    def send(index: int) -> tuple[int, Any, str]:
        shot = shots[index]
        headers = {"Idempotency-Key": shot.key} if shot.key else {}
        start.wait()
        status, body, _, answer_headers = clients[index].call(
            "POST", f"/api/matches/{shot.match_id}/actions", shot.body, headers
        )
        return status, body, answer_headers.get("etag", "")

    try:
        return list(pool.map(send, range(len(shots))))
    finally:
        for client in clients:
            client.connection.close()


def judge(shots: list[Shot], answers: list[tuple[int, Any, str]], outcome: Counter[str], bad: list[str]) -> None:
    """Count the round's answers by kind; anything but one move, its replays and clear 409s is bad."""
    made = [index for index, (status, _, etag) in enumerate(answers) if status == 201 and etag]
    outcome["moves made"] += len(made)
    if len(made) != 1:
        bad.append(f"{len(made)} moves made at one turn")
    winner = made[0] if made else None
    for index, (status, body, etag) in enumerate(answers):
        if index == winner:
            continue
        code = body.get("code") if isinstance(body, dict) else None
        if status == 201 and winner is not None and shots[index].key and shots[index].key == shots[winner].key:
            outcome["201 replayed (same key)"] += 1
            if body != answers[winner][1] or etag:
                bad.append("a replay differs from the first answer")
        elif status == 409 and code in CLEAR_409:
            outcome[f"409 {code}"] += 1
            if code == "stale" and not isinstance(body.get("seq"), int):
                bad.append(f"a stale 409 without the match's seq: {body}")
        else:
            outcome[f"{status} {code}"] += 1
            bad.append(f"unexpected answer {status}: {body}")


def read_turn(port: int, people: list[Person]) -> dict[str, Any] | None:
    """The match as the person to act sees it (only they see their legal moves); None if nobody can act."""
    path = f"/api/matches/{people[0].match_id}"
    status, view, _, _ = Client(port, people[0].token).call("GET", path)
    if status != 200 or view["status"] != "in_progress" or view["to_act"] is None:
        return None
    to_act = next(person for person in people if person.seat == view["to_act"])
    status, view, _, _ = Client(port, to_act.token).call("GET", path)
    return view if status == 200 and view["legal"] else None


async def seat_tables(web: Web, matches: int) -> list[list[Person]]:
    """Seated four-person Doublehand matches for the races."""
    async with open_client(web.base) as client:
        tally = Tally()
        return [await people_match(client, tally, f"Race {n}", "doublehand", {}) for n in range(matches)]


def run_races(
    web: Web, database: str, submissions: int, per_round: int, matches: int
) -> tuple[dict[str, Any], list[Check]]:
    """Fire `submissions` in rounds of `per_round` at the turns of `matches` matches; the outcome and the checks."""
    tables = asyncio.run(seat_tables(web, matches))
    rounds = submissions // per_round
    outcome: Counter[str] = Counter()
    bad: list[str] = []
    with ThreadPoolExecutor(per_round) as pool:
        for round_number in range(rounds):
            table = tables[round_number % len(tables)]
            view = read_turn(web.port, table)
            if view is None:
                bad.append(f"round {round_number}: no turn to race at")
                continue
            shots = shots_for(round_number, table, view, per_round)
            judge(shots, fire(web.port, shots, pool), outcome, bad)
    match_ids = [table[0].match_id for table in tables]
    actions = actions_made(database, match_ids, by_people_only=True)
    broken = broken_logs(database, match_ids)
    fired = rounds * per_round
    figures = {"submissions": fired, "rounds": rounds, "threads": per_round, "matches": matches, **outcome}
    checks = [
        Check("one move per raced turn, every other answer a replay or a clear 409", not bad, f"{bad[:3]}"),
        Check("one person's action in the log per round", actions == rounds, f"{actions} actions, {rounds} rounds"),
        Check("raced logs have no gap or duplicate", not broken, f"{broken[:3]}"),
    ]
    return figures, checks
