"""Matches set up over HTTP as the app does: people seated in a room, or a creator who watches computer players."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from bench.api import Person
from bench.soak.people import Client, Tally, insist

SHORT_GAME = ("texas42", {"target": 1})
"""One hand of Texas 42 (33 moves or so): a match that ends within seconds when computer players move at once."""

T = TypeVar("T")


@dataclass
class Watched:
    """A match of computer players only, and the token of the creator who watches it (and may read its record)."""

    match_id: str
    token: str


async def guest(client: Client, tally: Tally, name: str) -> str:
    """A new guest's token."""
    return str((await insist(client, tally, "POST", "/api/guests", body={"display_name": name})).body["token"])


async def room(client: Client, tally: Tally, token: str, game: str, options: dict[str, Any]) -> str:
    """A room of that game with its creator in seat 0; its code."""
    body = {"game": game, "options": options, "turn_seconds": 3600}
    return str((await insist(client, tally, "POST", "/api/rooms", token, body)).body["code"])


async def people_match(
    client: Client, tally: Tally, name: str, game: str, options: dict[str, Any], people: int = 4
) -> list[Person]:
    """A started match with `people` guests in the first seats and computer players in the rest."""
    tokens = [await guest(client, tally, f"{name} {seat}") for seat in range(people)]
    code = await room(client, tally, tokens[0], game, options)
    for seat in range(1, people):
        await insist(client, tally, "POST", f"/api/rooms/{code}/join", tokens[seat], {"seat": seat})
    started = await insist(client, tally, "POST", f"/api/rooms/{code}/start", tokens[0])
    return [Person(started.body["match_id"], seat, token) for seat, token in enumerate(tokens)]


async def computer_match(client: Client, tally: Tally, name: str, game: str, options: dict[str, Any]) -> Watched:
    """A started match of four computer players: the creator hands their seat over and watches."""
    token = await guest(client, tally, name)
    code = await room(client, tally, token, game, options)
    await insist(client, tally, "POST", f"/api/rooms/{code}/watch", token)
    started = await insist(client, tally, "POST", f"/api/rooms/{code}/start", token)
    return Watched(started.body["match_id"], token)


async def gather_limited(jobs: Sequence[Callable[[], Awaitable[T]]], at_once: int) -> list[T]:
    """Run the jobs, at most `at_once` at a time (as many as the client has connections); their results in order."""
    gate = asyncio.Semaphore(at_once)

    async def limited(job: Callable[[], Awaitable[T]]) -> T:
        async with gate:
            return await job()

    return list(await asyncio.gather(*(limited(job) for job in jobs)))
