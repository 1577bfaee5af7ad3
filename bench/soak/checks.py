"""What must hold after any run: every match finished, its log whole (seq 1..N), its record replaying cleanly."""

from __future__ import annotations

import time
from dataclasses import asdict, dataclass
from typing import Any

import psycopg

from bench.soak.people import Client, Tally, insist
from games.engine.record import replay_report

LOG_SHAPE = """
SELECT m.public_id, m.seq, m.status, count(e.id), count(DISTINCT e.seq),
       coalesce(min(e.seq), 0), coalesce(max(e.seq), 0)
FROM games_match m LEFT JOIN games_event e ON e.match_id = m.id
WHERE m.public_id = ANY(%s)
GROUP BY m.id
"""


@dataclass
class Check:
    """One thing the suite proves, whether it held, and what was seen."""

    name: str
    ok: bool
    detail: str = ""

    def to_json(self) -> dict[str, Any]:
        """The check as JSON."""
        return asdict(self)


def unfinished(database: str, match_ids: list[str]) -> list[str]:
    """The matches of the list not finished yet."""
    with psycopg.connect(database) as connection:
        rows = connection.execute(
            "SELECT public_id FROM games_match WHERE public_id = ANY(%s) AND status <> 'finished'", (match_ids,)
        ).fetchall()
    return [row[0] for row in rows]


def wait_finished(database: str, match_ids: list[str], seconds: float) -> list[str]:
    """Wait until every match has finished, at most `seconds`; the ones still running then."""
    deadline = time.monotonic() + seconds
    while True:
        try:
            left = unfinished(database, match_ids)
        except psycopg.OperationalError:
            left = match_ids  # the database is restarting: ask again
        if not left or time.monotonic() > deadline:
            return left
        time.sleep(0.5)


def broken_logs(database: str, match_ids: list[str]) -> list[str]:
    """The matches whose events are not exactly seq 1..N (N the match's seq): a gap, a duplicate, or one too many."""
    with psycopg.connect(database) as connection:
        rows = connection.execute(LOG_SHAPE, (match_ids,)).fetchall()
    broken = [
        f"{public_id}: seq {seq}, {count} events ({distinct} distinct, {low}..{high})"
        for public_id, seq, _, count, distinct, low, high in rows
        if not (count == distinct == high == seq and low == (1 if seq else 0))
    ]
    missing = set(match_ids) - {row[0] for row in rows}
    return broken + [f"{public_id}: no such match" for public_id in sorted(missing)]


async def unreplayable(client: Client, tally: Tally, readers: dict[str, str]) -> list[str]:
    """The finished matches whose record (GET /api/matches/ID/record, by a reader's token) does not replay."""
    failed = []
    for match_id, token in readers.items():
        record = (await insist(client, tally, "GET", f"/api/matches/{match_id}/record", token)).body
        report = replay_report(record)
        if report.get("ok") is not True or report.get("status") != "finished":
            failed.append(f"{match_id}: {str(report)[:200]}")
    return failed


async def match_checks(
    client: Client, tally: Tally, database: str, readers: dict[str, str], seconds: float
) -> list[Check]:
    """Every match finishes within `seconds`, its log is whole, and its record replays."""
    ids = list(readers)
    left = wait_finished(database, ids, seconds)
    broken = broken_logs(database, ids)
    finished = {match_id: token for match_id, token in readers.items() if match_id not in left}
    failed = await unreplayable(client, tally, finished)
    return [
        Check("every match finished", not left, f"{len(ids) - len(left)}/{len(ids)} finished" + _some(left)),
        Check("no event missing or duplicated (seq 1..N)", not broken, f"{len(ids)} logs" + _some(broken)),
        Check("every finished record replays", not failed, f"{len(finished)} records" + _some(failed)),
    ]


def actions_made(database: str, match_ids: list[str], *, by_people_only: bool = False) -> int:
    """How many actions the matches' logs hold (those people made, with `by_people_only`)."""
    people = " AND NOT e.by_computer" if by_people_only else ""
    with psycopg.connect(database) as connection:
        row = connection.execute(
            "SELECT count(*) FROM games_event e JOIN games_match m ON m.id = e.match_id "
            f"WHERE m.public_id = ANY(%s) AND e.type = 'action'{people}",
            (match_ids,),
        ).fetchone()
    return int(row[0]) if row else 0


def answer_checks(tally: Tally) -> list[Check]:
    """No server error the clients could not understand: no 500, and every 503 with its code and Retry-After."""
    return [Check("no 5xx but clear 503s", not tally.bad, f"{len(tally.bad)} bad answers" + _some(tally.bad))]


def _some(items: list[str]) -> str:
    return f"; e.g. {items[:3]}" if items else ""
