"""Matches: begin one, replay its current deal from the event log, take an action, play computer turns.

Every function that changes a match holds its row lock (SELECT ... FOR UPDATE) for the whole transaction,
so that two submissions for the same turn are serialised and exactly one of them wins.
"""

from __future__ import annotations

import hashlib
import json
import logging
import random
import secrets
import time
from functools import partial
from typing import Any

from django.db import transaction
from django.db.models import F
from django.utils import timezone

from accounts.models import User
from config.api.service_errors import ServiceError, bad_request, conflict
from games import events
from games.dispatch import send_computer_choice, send_computer_turn
from games.engine import GAMES, EngineError, ErrorCode, Game, MatchState
from games.engine.actions import JSON, Action
from games.engine.protocol import DEFAULT_LEVEL, SEARCHING_LEVELS
from games.engine.replay import final_state
from games.models import EventType, IdempotencyRecord, Match, MatchStatus, Room, RoomStatus, Seat
from games.services import ahead, clocks
from games.services.access import access_match_player, table_seats
from games.services.action_fields import refuse_unknown_fields
from games.services.bodies import match_body
from games.services.computer_lag import note_lag
from games.services.etags import etag_for
from games.services.given_decks import (
    FIXED_FIRST_DEALER,
    GivenDeal,
    given_decks,
    next_given_deal,
    points_over_deals,
    winners_by_points,
)
from games.services.tables import Deals, deal_events, fetch_table
from games.services.writes import claim_key, queue_event, save_move

log = logging.getLogger(__name__)

MAX_DEALS_AT_ONCE = 1000
"""Deals that may end as dealt, one after another, before settling gives up (no sane game comes near it)."""
MAX_PLAYS_ON_ARRIVAL = 200
"""Choices made ahead and forced moves played one after another in one transaction, at most (then people act)."""

# How the engine's refusals are answered over HTTP.
_ENGINE_STATUS = {
    ErrorCode.MALFORMED: 400,
    ErrorCode.ILLEGAL_ACTION: 400,
    ErrorCode.NOT_YOUR_TURN: 409,
    ErrorCode.GAME_OVER: 409,
    ErrorCode.DEAL_OVER: 409,
}


def game_of(match: Match) -> Game[Any]:
    """The engine rules of the match's game."""
    return GAMES[match.game]


def shuffled_deck(game: Game[Any]) -> list[str]:
    """A fresh deck shuffled by the operating system's random source."""
    deck = list(game.full_deck)
    secrets.SystemRandom().shuffle(deck)
    return deck


def load_state(match: Match, deals: Deals | None = None) -> MatchState[Any]:
    """The engine state now: the checkpoint before the current deal, then that deal's events replayed.

    The deal's events are read (up to the row's own seq: events appended since it was read belong to a later
    state) unless they are given, as read with the move's key (`claim_key`).
    """
    game = game_of(match)
    return final_state(game, game.resume(match.checkpoint), deal_events(match) if deals is None else deals)


def snapshot_drift() -> tuple[int, list[dict[str, Any]]]:
    """Running matches checked, and those whose snapshot differs from a fresh replay of the log (or is stale)."""
    drifted: list[dict[str, Any]] = []
    checked = 0
    for match in Match.objects.filter(status=MatchStatus.IN_PROGRESS).order_by("pk").iterator():
        checked += 1
        replayed = load_state(match)
        kept = match.snapshot or {}
        if kept.get("seq") != match.seq:
            drifted.append({"match": match.pk, "seq": match.seq, "problem": "snapshot missing or stale"})
        elif game_of(match).restore(kept["state"]) != replayed:
            drifted.append({"match": match.pk, "seq": match.seq, "problem": "snapshot differs from the log"})
    return checked, drifted


def _deal_next(match: Match, game: Game[Any], state: MatchState[Any], given: GivenDeal | None) -> MatchState[Any]:
    match.checkpoint = game.checkpoint(state)
    deck = shuffled_deck(game) if given is None or given.deck is None else given.deck
    state = game.deal(state, deck)
    assert state.deal is not None
    payload = {"deck": deck, "dealer": state.deal.dealer, "number": state.deals_dealt}
    event = queue_event(match, EventType.DEAL, payload if given is None else {**payload, **given.keys()})
    match.deal_seq = event.seq
    return state


def _record_deal_end(match: Match, game: Game[Any], state: MatchState[Any]) -> None:
    assert state.deal is not None
    summary = {
        "number": state.deals_dealt,
        "summary": game.deal_summary(state.deal),
        "scores": list(state.tally.scores),
        "games_won": list(state.tally.games_won),
    }
    queue_event(match, EventType.DEAL_END, summary)
    scores = tuple(state.tally.scores)
    events.publish(events.DealEnded(match.public_id, match.game, state.deals_dealt, scores))


def _finish(match: Match, game: Game[Any], winner: list[int], scores: list[int]) -> None:
    """End the match: by the game's own outcome, or once the decks it was given are played (`given_decks`)."""
    queue_event(match, EventType.MATCH_END, {"winner": winner, "scores": scores})
    match.status = MatchStatus.FINISHED
    match.winner = winner
    match.finished_at = timezone.now()
    Room.objects.filter(pk=match.room_id).update(status=RoomStatus.FINISHED)
    winners = frozenset(index for team in winner for index in game.teams[team])
    people = tuple(
        (seat.index, seat.user_id) for seat in table_seats(match.room) if seat.user_id is not None and not seat.is_bot
    )
    events.publish(events.MatchEnded(match.public_id, match.game, match.room.code, people, winners))


def settle(match: Match, game: Game[Any], state: MatchState[Any]) -> MatchState[Any]:
    """Record every deal that is over, then end the match or deal again until someone has to act.

    Called when the match begins and after every action. A deal can be over as soon as it is dealt
    (thrown in, or a game won by what was dealt), so one call may record several deals. The caller
    holds the match's row lock, and writes what changed with `save_move`.

    A match whose decks are given (`given_decks`) ends once they are all played, won by the most points over
    them (nobody on a tie for the most).
    """
    for _ in range(MAX_DEALS_AT_ONCE):
        if state.deal is not None and state.deal.over:
            _record_deal_end(match, game, state)
        if (outcome := game.outcome(state)) is not None:
            _finish(match, game, list(outcome.winners), list(outcome.scores))
            break
        if game.to_act(state) is not None:
            break
        # Asked only between deals (kept on the match object), so a move within a deal costs no more statements.
        given = given_decks(match)
        deal = None if given is None else next_given_deal(match, state, given)
        if given is not None and deal is None:
            totals = points_over_deals(match)
            _finish(match, game, winners_by_points(totals), totals)
            break
        state = _deal_next(match, game, state, deal)
    else:
        raise RuntimeError(f"match {match.pk}: {MAX_DEALS_AT_ONCE} deals in a row ended as they were dealt")
    match.scores = list(state.tally.scores)
    match.games_won = list(state.tally.games_won)
    if match.status != MatchStatus.FINISHED:
        match.winner = None
    match.snapshot = {"seq": match.seq, "state": game.snapshot(state)}
    pass_turn(match, game.to_act(state))
    return state


def settle_and_play_on(match: Match, game: Game[Any], state: MatchState[Any]) -> MatchState[Any]:
    """Settle, then play at once what the person whose turn came chose ahead, or their forced move, and so on.

    Each is recorded as that player's own action (not the computer's), so the log replays as any other.
    """
    state = settle(match, game, state)
    for _ in range(MAX_PLAYS_ON_ARRIVAL):
        action = ahead.arrival(match, game, state)
        if action is None:
            break
        state = game.apply(state, action)
        queue_event(match, EventType.ACTION, action.to_json(), action_type=action.type, seat=action.seat)
        state = settle(match, game, state)
    return state


def pass_turn(match: Match, to_act: int | None) -> None:
    """Start the clock of the next move and, when a computer player makes it, send for one (on commit)."""
    now = timezone.now()
    seat = None if to_act is None else table_seats(match.room)[to_act]
    computer = seat is not None and (seat.is_bot or seat.away)
    if to_act != match.to_act or computer or match.turn_started_at is None:
        # A person's clock runs per turn (a reveal and the play after it are one turn); a computer's per move.
        clocks.end_turn(match, now)
        match.turn_started_at = None if to_act is None else now
        match.turn_deadline = None if seat is None or computer else clocks.start_turn(match, seat, now)
        if seat is not None and not computer and seat.user_id is not None:
            assert match.turn_started_at is not None
            began = events.TurnBegan(
                match.public_id,
                match.game,
                match.room.code,
                seat.index,
                seat.user_id,
                match.turn_started_at,
                match.turn_deadline,
            )
            events.publish(began)
    match.to_act = to_act
    match.computer_turn = computer
    if computer:
        assert seat is not None
        searches = computer_level(match.room, seat) in SEARCHING_LEVELS
        transaction.on_commit(partial(send_computer_turn, match.pk, match.seq, searches))


def begin_match(room: Room) -> Match:
    """Create the match of a room whose seats are all filled and deal until someone must act (caller's transaction)."""
    game = GAMES[room.game]
    match = Match(room=room, game=room.game, options=room.options)
    # Where the decks are given, every table has the same dealer at each deck.
    given = given_decks(match) is not None
    match.first_dealer = FIXED_FIRST_DEALER if given else secrets.randbelow(game.seat_count)
    state = game.new_match(room.options, match.first_dealer)
    match.scores, match.games_won = list(state.tally.scores), list(state.tally.games_won)
    match.save()
    clocks.start_clocks(room, timezone.now())
    settle_and_play_on(match, game, state)
    save_move(match)
    return match


def stop_match(match: Match, by: str) -> None:
    """Stop a locked, running match: an `aborted` event saying `by` whom, finished with no winner, no clock.

    The caller holds the match's row lock and sets its room's status; no `MatchEnded` is published, as no one won.
    """
    queue_event(match, EventType.MATCH_ABORTED, {"by": by})
    match.status = MatchStatus.FINISHED
    match.aborted = True
    match.finished_at = timezone.now()
    match.winner = None
    match.to_act = None
    match.turn_started_at = None
    match.turn_deadline = None
    match.computer_turn = False
    save_move(match)


def find_match(public_id: str) -> Match:
    """The match with its room and seats (404 if there is no such match)."""
    return fetch_table(public_id)


def lock_match(public_id: str) -> Match:
    """The match row (with its room and seats), locked until the transaction ends (404 if there is none)."""
    return fetch_table(public_id, lock=True)


def current_state(match: Match) -> MatchState[Any]:
    """The engine state now: restored from the row's snapshot when it is current, else replayed from the log."""
    if match.snapshot is not None and match.snapshot.get("seq") == match.seq:
        return game_of(match).restore(match.snapshot["state"])
    return load_state(match)


def _request_hash(match_id: str, action: object, expected_seq: object) -> str:
    body = json.dumps({"match": match_id, "action": action, "expected_seq": expected_seq}, sort_keys=True)
    return hashlib.sha256(body.encode()).hexdigest()


def move_transaction() -> transaction.Atomic:
    """The transaction of a move's request, begun before its token is checked.

    One query then checks the token and locks the match (`submit_action` with `locked`).
    """
    return transaction.atomic()


def submit_action(
    match_id: str,
    user: User,
    action: object,
    expected_seq: int | None,
    key: str | None,
    locked: Match | None = None,
) -> tuple[int, dict[str, Any], str | None]:
    """Take a player's action; answer (status, body, the ETag of the new state).

    A retried Idempotency-Key answers the first answer again (with no ETag: the match may have moved on).
    `locked` is the match, with its row already locked in this transaction (`move_transaction`).
    """
    request_hash = _request_hash(match_id, action, expected_seq)
    # Within the move's transaction no savepoint is needed: an error there undoes the whole request.
    with transaction.atomic(savepoint=False):
        match = lock_match(match_id) if locked is None else locked
        seat = access_match_player(match, user)  # outsiders are refused before anything is kept
        record, deals = _claim_key(user, key, match, request_hash) if key else (None, None)
        if record is not None and record.status_code:
            return record.status_code, record.response, None
        try:
            state = _take_action(match, seat, action, expected_seq, deals)
        except ServiceError as error:
            status, body = error.status, error.to_json()
            if record is not None:
                record.status_code, record.response = status, body
                record.save(update_fields=["status_code", "response"])
            return status, body, None
        status, body = 201, match_body(match, seat.index, state)
        etag = etag_for(match, seat.index)
        save_move(match, None if record is None else (record, status, body))
    return status, body, etag


def _claim_key(user: User, key: str, match: Match, request_hash: str) -> tuple[IdempotencyRecord, Deals | None]:
    """The key's record: the earlier one (same request only), or a new one claimed before acting (with the deal).

    Claiming first means that the same key sent at once for two matches (two row locks, not one)
    meets the unique index: one request waits for the other and is then refused, never both acting.
    """
    claim = IdempotencyRecord(user=user, key=key, match=match, request_hash=request_hash, status_code=0, response={})
    claimed, deals = claim_key(claim, match)
    if claimed:
        return claim, deals
    earlier = IdempotencyRecord.objects.filter(user=user, key=key).first()
    if earlier is None or earlier.request_hash != request_hash:
        raise conflict("idempotency_key_reused", "this Idempotency-Key was used for another request")
    return earlier, None


def _take_action(
    match: Match, seat: Seat, obj: object, expected_seq: int | None, deals: Deals | None
) -> MatchState[Any]:
    """Check and apply one action, holding the match's lock; nothing is written unless the engine accepts it."""
    if match.status == MatchStatus.FINISHED:
        raise conflict("game_over", "the match is over")
    if expected_seq is not None and expected_seq != match.seq:
        raise conflict("stale", f"the match has moved on: its sequence number is now {match.seq}", seq=match.seq)
    if not isinstance(obj, dict):
        raise bad_request("malformed", "'action' must be a JSON object")
    game = game_of(match)
    try:
        action = game.parse_action({**obj, "seat": seat.index})
        refuse_unknown_fields(obj, action)
        state = game.apply(load_state(match, deals), action)
    except EngineError as error:
        raise ServiceError(_ENGINE_STATUS.get(error.code, 400), error.code.value, error.message) from None
    if seat.timeouts or seat.away:
        # Acting again brings an away player back, and their run of timed-out turns ends.
        Seat.objects.filter(pk=seat.pk).update(away=False, timeouts=0)
        seat.away, seat.timeouts = False, 0
    queue_event(match, EventType.ACTION, action.to_json(), action_type=action.type, seat=seat.index)
    ahead.forget(match, seat.index)  # having acted, the player's choice made ahead (or its note) is done with
    return settle_and_play_on(match, game, state)


def computer_level(room: Room, seat: Seat) -> str:
    """The level that plays a seat's computer moves: its own, or for a person away or out of time, the room's."""
    return seat.bot_level or room.bot_level or DEFAULT_LEVEL


def _computer_seat(match: Match | None, seq: int) -> Seat | None:
    """The seat whose computer move is due at `seq`, or None when the match has moved on or a person is back."""
    if match is None or match.status == MatchStatus.FINISHED or match.seq != seq or match.to_act is None:
        return None
    seat = Seat.objects.get(room_id=match.room_id, index=match.to_act)
    return seat if seat.is_bot or seat.away else None


def play_computer_turn(match_id: int, seq: int, due: float | None = None) -> bool:
    """Make the computer player's move for the turn at `seq`; do nothing if the match has moved on.

    With `due` (seconds since the epoch) the player thinks now, without holding the match, and its move is played
    at `due`: its thinking takes up the computer's pause instead of adding to it.
    """
    if due is None:
        with transaction.atomic():
            match = Match.objects.select_for_update(of=("self",)).select_related("room").filter(pk=match_id).first()
            seat = _computer_seat(match, seq)
            if match is None or seat is None:
                return False
            note_lag(match.turn_started_at, paused=True)  # so that the sweep leaves a late queue to the workers
            play_for(match, seat.index, computer_level(match.room, seat))
            count_missed_turn(seat)
        return True
    match = Match.objects.select_related("room").filter(pk=match_id).first()
    seat = _computer_seat(match, seq)
    if match is None or seat is None:
        return False
    note_lag(match.turn_started_at, paused=False)
    choice = choose_for(match, load_state(match), seat.index, computer_level(match.room, seat))
    if time.time() < due and send_computer_choice(match_id, seq, choice, due):
        return True
    return play_computer_choice(match_id, seq, choice)


def play_computer_choice(match_id: int, seq: int, choice: JSON) -> bool:
    """Play a computer move chosen for the turn at `seq`, if that turn is still to be played; the engine checks it."""
    with transaction.atomic():
        match = Match.objects.select_for_update(of=("self",)).select_related("room").filter(pk=match_id).first()
        seat = _computer_seat(match, seq)
        if match is None or seat is None:
            return False
        game = game_of(match)
        try:
            action = game.parse_action({**choice, "seat": seat.index})
            state = game.apply(load_state(match), action)
        except EngineError as error:
            # Not at the same seq; but a message is not trusted blindly: the sweep makes the move once it is late.
            log.warning("computer choice for match %s at seq %s refused: %s", match_id, seq, error.message)
            return False
        _record_computer_move(match, game, state, action)
        count_missed_turn(seat)
    return True


def choose_for(match: Match, state: MatchState[Any], index: int, level: str) -> JSON:
    """The computer's choice for a seat, from that seat's view alone."""
    game = game_of(match)
    rng = random.Random(secrets.randbits(64))
    # A level the game no longer has (a room made before it changed) falls back to the default.
    bot = game.bots.get(level) or game.bot(DEFAULT_LEVEL)
    return bot(game.view(state, index), rng)


def count_missed_turn(seat: Seat) -> None:
    """A person let a turn go (it timed out, or the computer played it while they were away): kept for events."""
    if seat.user_id is not None and not seat.is_bot:
        Seat.objects.filter(pk=seat.pk).update(missed_turns=F("missed_turns") + 1)


def play_for(match: Match, index: int, level: str) -> None:
    """The computer's move for a seat, chosen from that seat's view alone (lock held by the caller)."""
    game = game_of(match)
    state = load_state(match)
    action = game.parse_action({**choose_for(match, state, index, level), "seat": index})
    _record_computer_move(match, game, game.apply(state, action), action)


def _record_computer_move(match: Match, game: Game[Any], state: MatchState[Any], action: Action) -> None:
    """Append a computer move the engine has applied (`state` is after it) and settle the match."""
    queue_event(match, EventType.ACTION, action.to_json(), action_type=action.type, seat=action.seat, by_computer=True)
    settle_and_play_on(match, game, state)
    save_move(match)


def run_computer_turns(public_id: str, limit: int = 100_000) -> int:
    """Play computer turns one after another until a person is to act or the match ends; the number played."""
    played = 0
    while played < limit:
        match = Match.objects.filter(public_id=public_id).only("pk", "seq").first()
        if match is None or not play_computer_turn(match.pk, match.seq):
            return played
        played += 1
    return played


def end_before_decks_played(public_id: str) -> bool:
    """End a running match whose decks are given before they are all played (its event's deadline came).

    It ends as if its decks were played out: won by the most points over its finished deals (the deal in progress
    counts for nothing). Holds the match's row lock; False if the match was already over or deals its own decks.
    """
    with transaction.atomic():
        match = lock_match(public_id)
        if match.status != MatchStatus.IN_PROGRESS or given_decks(match) is None:
            return False
        totals = points_over_deals(match)
        _finish(match, game_of(match), winners_by_points(totals), totals)
        pass_turn(match, None)
        save_move(match)
    return True
