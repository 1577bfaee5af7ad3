"""Simulated people over HTTP (asyncio and aiohttp): each polls its match with its ETag, thinks, and moves."""

from __future__ import annotations

import asyncio
import json
import random
import time
from collections import Counter
from collections.abc import Mapping
from contextlib import nullcontext
from dataclasses import dataclass, field
from typing import Any

import aiohttp

from bench.api import Person

RETRY_CAP_SECONDS = 3.0
"""The longest a client waits on a 503's Retry-After before asking again."""

Client = aiohttp.ClientSession
GONE = (aiohttp.ClientError, asyncio.TimeoutError)
"""What a request raises when the server is away, restarting, or cut it off."""


def open_client(base: str, connections: int = 100) -> Client:
    """A client of one web process with at most `connections` connections, as a few phones' server connections.

    aiohttp rather than httpx: the soak's people are one event loop, and httpx took about 2 ms of processor time
    a request against aiohttp's 0.16 ms, so that the client, not the server, set the latencies it measured.
    """
    connector = aiohttp.TCPConnector(limit=connections)
    return aiohttp.ClientSession(base, connector=connector, timeout=aiohttp.ClientTimeout(total=60))


@dataclass
class Tally:
    """What the clients saw: latencies in seconds, answers by kind, and every answer that should not happen."""

    moves: list[float] = field(default_factory=list)
    polls: list[float] = field(default_factory=list)
    health: list[float] = field(default_factory=list)
    not_modified: int = 0
    conflicts: int = 0
    statuses: Counter[str] = field(default_factory=Counter)
    clear_503: int = 0
    connection_errors: int = 0
    bad: list[str] = field(default_factory=list)
    """5xx other than a clear 503, 503s without `{code, message}` and Retry-After, unexpected 4xx."""


@dataclass
class Answer:
    """One HTTP answer: status, JSON body (or None), headers and seconds taken."""

    status: int
    body: Any
    headers: Mapping[str, str]
    """Named without case (aiohttp's multidict)."""
    seconds: float


async def call(
    client: Client,
    tally: Tally,
    method: str,
    path: str,
    token: str | None = None,
    body: Any = None,
    headers: dict[str, str] | None = None,
    gate: asyncio.Semaphore | None = None,
) -> Answer | None:
    """Send one request; None (after waiting as told) when the server is away, restarting or answered 5xx.

    With a `gate`, at most as many requests as it allows are out at once (the client's connections).
    """
    sent = dict(headers or {})
    if token:
        sent["Authorization"] = f"Token {token}"
    try:
        async with gate or nullcontext():
            # Timed from when the request may leave: the wait for a free connection is the client's, not the server's.
            started = time.perf_counter()
            async with client.request(method, path, json=body, headers=sent) as response:
                raw = await response.read()
            seconds = time.perf_counter() - started
    except GONE as error:
        # A web worker killed mid-request, or the port closed while it restarts: try again shortly.
        tally.connection_errors += 1
        tally.statuses[f"{method} {type(error).__name__}"] += 1
        await asyncio.sleep(0.2)
        return None
    status = response.status
    tally.statuses[f"{method} {status}"] += 1
    data = _json(raw)
    if status == 503:
        retry = response.headers.get("retry-after", "")
        if isinstance(data, dict) and data.get("code") and data.get("message") and retry.isdigit():
            tally.clear_503 += 1
            await asyncio.sleep(min(int(retry), RETRY_CAP_SECONDS))
        else:
            tally.bad.append(f"{method} {path}: unclear 503 {raw[:200]!r} Retry-After={retry!r}")
            await asyncio.sleep(0.5)
        return None
    if status >= 500:
        tally.bad.append(f"{method} {path}: {status} {raw[:200]!r}")
        await asyncio.sleep(0.5)
        return None
    return Answer(status, data, response.headers, seconds)


def _json(raw: bytes) -> Any:
    try:
        return json.loads(raw) if raw else None
    except ValueError:
        return None


async def insist(
    client: Client, tally: Tally, method: str, path: str, token: str | None = None, body: Any = None
) -> Answer:
    """A set-up request sent until it is answered (through restarts); refused set-ups are an error."""
    for _ in range(100):
        answer = await call(client, tally, method, path, token, body)
        if answer is not None:
            if answer.status >= 400:
                raise RuntimeError(f"{method} {path}: {answer.status} {answer.body}")
            return answer
    raise RuntimeError(f"{method} {path}: never answered")


async def live(
    client: Client,
    person: Person,
    tally: Tally,
    until: float,
    poll_seconds: float,
    think: tuple[float, float],
    rng: random.Random,
    gate: asyncio.Semaphore | None = None,
) -> None:
    """One person until `until` or the end of their match: poll with the ETag, think, and play a legal move."""
    path = f"/api/matches/{person.match_id}"
    await asyncio.sleep(rng.uniform(0, poll_seconds))
    while time.monotonic() < until:
        etag = {"If-None-Match": person.etag}
        answer = await call(client, tally, "GET", path, person.token, headers=etag, gate=gate)
        if answer is None:
            continue
        tally.polls.append(answer.seconds)
        if answer.status == 304:
            tally.not_modified += 1
        elif answer.status == 200:
            person.view, person.etag = answer.body, answer.headers.get("etag", "")
        else:
            tally.bad.append(f"poll {answer.status}: {answer.body}")
        view = person.view
        if view.get("status") == "finished":
            return
        if view.get("to_act") == person.seat and view.get("legal"):
            await asyncio.sleep(rng.uniform(*think))
            await move(client, person, tally, rng, gate)
            continue
        await asyncio.sleep(poll_seconds * rng.uniform(0.8, 1.2))


async def move(
    client: Client, person: Person, tally: Tally, rng: random.Random, gate: asyncio.Semaphore | None = None
) -> None:
    """A random legal move from the person's view, sent again with the same Idempotency-Key if the server was away."""
    view = person.view
    body = {"action": rng.choice(view["legal"]), "expected_seq": view["seq"]}
    key = {"Idempotency-Key": f"{person.token[:8]}-{view['seq']}-{rng.getrandbits(32)}"}
    path = f"/api/matches/{person.match_id}/actions"
    for _ in range(20):
        answer = await call(client, tally, "POST", path, person.token, body, key, gate)
        if answer is None:
            continue  # the same key again: a move that was made answers its first answer, never a second move
        if answer.status == 201:
            tally.moves.append(answer.seconds)
            person.view = answer.body
            # A replayed answer carries no ETag (the match may have moved on): poll for the view afresh.
            person.etag = answer.headers.get("etag", "")
        elif answer.status == 409:
            tally.conflicts += 1  # the match moved on first (the computer timed the turn out, say): poll again
            person.etag = ""
        else:
            tally.bad.append(f"move {answer.status}: {answer.body}")
        return


async def probe_health(client: Client, tally: Tally, until: float) -> None:
    """Ask the health check every 10 ms (as bench.api's probe) while the people play: the server's floor.

    Not without pause: with a quick client that is hundreds of requests a second, a load of its own.
    """
    while time.monotonic() < until:
        started = time.perf_counter()
        try:
            async with client.get("/api/health") as response:
                await response.read()
        except GONE:
            tally.connection_errors += 1
            await asyncio.sleep(0.2)
            continue
        if response.status == 200:
            tally.health.append(time.perf_counter() - started)
        else:
            tally.bad.append(f"health {response.status}")
        await asyncio.sleep(0.01)
