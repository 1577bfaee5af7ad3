"""The floor of a move: a plain Django view doing only what this design asks of every move (`POST /floor/ID`).

It locks the match's row and reads what the move needs in one statement (the deal's events, and the match's,
room's and seats' values that its ETag is made of), replays the deal through the engine, applies the action,
writes the event and the match's row in one statement, commits durably and answers the mover's view with its
ETag. No DRF, token, Idempotency-Key, rate limit, clock or notice: whoever is to act moves, and the deal must not
end (the floor does not start the next one). `bench.move_floor` times it in process, `bench.api --floor` over
HTTP (served through `bench.floor_settings`).
"""

from __future__ import annotations

import json
import time
from collections import defaultdict

from django.db import transaction
from django.http import HttpRequest, JsonResponse

from config.rows import prepared_cursor
from games.engine.registry import get_game
from games.engine.replay import final_state
from games.services.etags import etag_of
from games.services.tables import deals_of

PARTS: dict[str, list[float]] = defaultdict(list)
"""The floor's parts, in seconds, move by move (in the process that served them)."""

LOCK_AND_READ = (
    'WITH locked AS (SELECT "id", "game", "checkpoint", "seq", "deal_seq", "status", "turn_deadline", "room_id" '
    'FROM "games_match" WHERE "public_id" = %s FOR UPDATE), '
    'seats AS (SELECT json_agg(json_build_array(u."public_id", u."display_name", s."bot_level", s."away") '
    'ORDER BY s."index") AS "seats" FROM "games_seat" s LEFT JOIN "accounts_user" u ON u."id" = s."user_id" '
    'WHERE s."room_id" = (SELECT "room_id" FROM locked)) '
    'SELECT l."id", l."game", l."checkpoint", l."seq", l."status", l."turn_deadline", r."chat_seq", seats."seats", '
    'e."seq", e."type", e."payload" FROM locked l JOIN "games_room" r ON r."id" = l."room_id" CROSS JOIN seats '
    'LEFT JOIN "games_event" e ON e."match_id" = l."id" AND e."seq" >= l."deal_seq" AND e."seq" <= l."seq" '
    "AND e.\"type\" IN ('deal', 'action') ORDER BY e.\"seq\""
)
MATCH_COLUMNS = 8
"""The columns of LOCK_AND_READ's rows before each event's (seq, type, payload)."""
WRITE = (
    'WITH appended AS (INSERT INTO "games_event" ("match_id", "seq", "type", "action_type", "seat", "payload", '
    '"by_computer", "created_at") VALUES (%s, %s, %s, %s, %s, %s, false, now())) '
    'UPDATE "games_match" SET "seq" = %s, "snapshot" = %s, "to_act" = %s WHERE "id" = %s'
)


def floor_move(request: HttpRequest, public_id: str) -> JsonResponse:
    """POST /floor/ID `{"action": ...}`: the least work a move can do, timed part by part; 201 and the view."""
    obj = json.loads(request.body)["action"]
    marks = [time.perf_counter()]
    with transaction.atomic():
        with prepared_cursor() as cursor:
            cursor.execute(LOCK_AND_READ, [public_id])
            rows = cursor.fetchall()
        marks.append(time.perf_counter())
        pk, name, checkpoint, seq, status, deadline, chat_seq, seats = rows[0][:MATCH_COLUMNS]
        game = get_game(name)
        saved = json.loads(checkpoint) if isinstance(checkpoint, str) else checkpoint
        events = [row[MATCH_COLUMNS:] for row in rows if row[MATCH_COLUMNS] is not None]
        state = final_state(game, game.resume(saved), deals_of(events))
        marks.append(time.perf_counter())
        seat = game.to_act(state)
        action = game.parse_action({**obj, "seat": seat})
        state = game.apply(state, action)
        snapshot = json.dumps({"seq": seq + 1, "state": game.snapshot(state)})
        payload = json.dumps(action.to_json())
        marks.append(time.perf_counter())
        with prepared_cursor() as cursor:
            values = [pk, seq + 1, "action", action.type, seat, payload, seq + 1, snapshot, game.to_act(state), pk]
            cursor.execute(WRITE, values)
        marks.append(time.perf_counter())
    marks.append(time.perf_counter())
    # The ETag the mover's next poll will name, as the real move answers it (so that poll can be a 304).
    listed = json.loads(seats) if isinstance(seats, str) else seats
    etag = etag_of(seq + 1, seat, status, deadline, [tuple(each) for each in listed], chat_seq)
    answer = JsonResponse(game.view(state, seat), status=201, headers={"ETag": etag})
    marks.append(time.perf_counter())
    names = ("read", "replay", "apply", "write", "commit", "answer")
    for part, start, end in zip(names, marks[:-1], marks[1:], strict=True):
        PARTS[part].append(end - start)
    return answer
