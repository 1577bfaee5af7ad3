"""Plays that need no one at the moment: a choice made ahead of one's turn, and forced moves played for a player.

A seated player may choose, while others act, the action to take when their turn comes (`choose`). It is kept
for them alone (`QueuedAction`), and when the turn arrives, in the transaction that passed it, it is played as
their own action if it still stands (`arrival`), else dropped with the reason said in their own view. What makes a
choice stale is written in docs/play-ahead.md; the rules are `staleness` below, read from the event log.
"""

from __future__ import annotations

from typing import Any

from django.db import transaction

from accounts.models import User
from config.api.service_errors import bad_request, conflict
from games.engine import GAMES, EngineError, Game, MatchState
from games.engine.actions import Action
from games.engine.replay import final_state
from games.models import DropReason, Event, EventType, Match, MatchStatus, PlayPreferences, QueuedAction, Seat
from games.services.access import access_match_player, table_seats
from games.services.action_fields import refuse_unknown_fields
from games.services.tables import deal_events, fetch_table

TRICK_PLAYS = frozenset({"play", "dukal", "discard"})
"""Action types that put pieces on the trick: others' plays to the same trick leave a choice standing."""
TRUMP_CALLS = frozenset({"declare_trump", "reveal_trump", "name_trump", "give_one", "run_pack", "stand"})
"""Calls that fix, show or change the trump (any other call is a bid, a pass or a beg)."""
ENDS_OF_DEALS = frozenset({EventType.DEAL, EventType.DEAL_END, EventType.MATCH_END, EventType.MATCH_ABORTED})


def choice_of(match: Match, index: int) -> QueuedAction | None:
    """The seat's choice made ahead (waiting or dropped): as read with the match, else read now."""
    read: dict[int, QueuedAction] | None = getattr(match, "queued_choices", None)
    if read is None:
        read = {choice.seat: choice for choice in QueuedAction.objects.filter(match=match)}
        match.queued_choices = read
    return read.get(index)


def _keep(match: Match, index: int, choice: QueuedAction | None) -> None:
    """Note a seat's choice as it now is, so that the same request's body and ETag show it."""
    choices = dict(getattr(match, "queued_choices", None) or {})
    if choice is None:
        choices.pop(index, None)
    else:
        choices[index] = choice
    match.queued_choices = choices


def ahead_body(match: Match, seat: int | None) -> dict[str, Any] | None:
    """The seat's own choice made ahead as its player sees it (None for anyone else and for a spectator)."""
    if seat is None or match.status != MatchStatus.IN_PROGRESS:
        return None
    choice = choice_of(match, seat)
    if choice is None:
        return None
    return {
        "action": choice.action,
        "state": "dropped" if choice.dropped else "waiting",
        "reason": choice.dropped or None,
        "because": choice.because or None,
    }


def basis_of(game: Game[Any], state: MatchState[Any]) -> dict[str, int]:
    """What a choice is made on: the deal's number and how many of its tricks are finished."""
    finished = 0 if state.deal is None else len(game.tricks_of(state.deal))
    return {"deal": state.deals_dealt, "tricks": finished}


def _state_now(match: Match) -> MatchState[Any]:
    """The engine state now, from the row's snapshot (kept current by every move)."""
    game = GAMES[match.game]
    if match.snapshot is not None and match.snapshot.get("seq") == match.seq:
        return game.restore(match.snapshot["state"])
    return final_state(game, game.resume(match.checkpoint), deal_events(match))


def _could_take(game: Game[Any], state: MatchState[Any], seat: int, obj: object) -> Action:
    """The action, checked as far as it can be before the turn: its form, and pieces the seat holds and sees."""
    if not isinstance(obj, dict):
        raise bad_request("malformed", "'action' must be a JSON object")
    try:
        action = game.parse_action({**obj, "seat": seat})
    except EngineError as error:
        raise bad_request(error.code.value, error.message) from None
    refuse_unknown_fields(obj, action)
    if state.deal is None:
        raise conflict("no_deal", "no deal is being played")
    hand = set(game.hand_of(state.deal, seat))
    pieces = [action.card] if action.card is not None else list(action.cards or ())
    missing = [piece for piece in pieces if piece not in hand]
    if missing:
        raise bad_request("not_in_hand", f"{missing[0]} is not in your hand")
    return action


def choose(match_id: str, user: User, obj: object) -> dict[str, Any]:
    """Keep the caller's choice for their next turn, replacing any earlier one; the choice as they see it."""
    with transaction.atomic():
        match = fetch_table(match_id, lock=True)
        seat = _seat_waiting(match, user)
        game = GAMES[match.game]
        state = _state_now(match)
        action = _could_take(game, state, seat.index, obj)
        QueuedAction.objects.filter(match=match, seat=seat.index).delete()
        choice = QueuedAction.objects.create(
            match=match,
            seat=seat.index,
            action=action.to_json(with_seat=False),
            chosen_at_seq=match.seq,
            basis=basis_of(game, state),
        )
        _keep(match, seat.index, choice)
        body = ahead_body(match, seat.index)
        assert body is not None
        return body


def cancel(match_id: str, user: User) -> None:
    """Forget the caller's choice made ahead, or the note of a dropped one (nothing to forget is fine)."""
    with transaction.atomic():
        match = fetch_table(match_id, lock=True)
        seat = access_match_player(match, user)
        QueuedAction.objects.filter(match=match, seat=seat.index).delete()


def read(match_id: str, user: User) -> dict[str, Any] | None:
    """The caller's own choice made ahead, or None."""
    match = fetch_table(match_id)
    seat = access_match_player(match, user)
    return ahead_body(match, seat.index)


def _seat_waiting(match: Match, user: User) -> Seat:
    """The caller's seat, when a choice can be made ahead: the match goes on and it is someone else's turn."""
    seat = access_match_player(match, user)
    if match.status != MatchStatus.IN_PROGRESS:
        raise conflict("game_over", "the match is over")
    if match.to_act == seat.index:
        raise conflict("your_turn", "it is your turn: play now rather than ahead")
    return seat


def forget(match: Match, index: int) -> None:
    """The seat's player acted: their choice made ahead, or the note of a dropped one, is gone."""
    if choice_of(match, index) is not None:
        QueuedAction.objects.filter(match=match, seat=index).delete()
        _keep(match, index, None)


def staleness(match: Match, game: Game[Any], state: MatchState[Any], choice: QueuedAction) -> str | None:
    """What has made the choice stale since it was made (`deal`, `trick`, `trump`, `call`), or None.

    From the events after `chosen_at_seq` (those of this transaction included) and the basis it was made on.
    Others' plays to the same trick leave it standing: the player chose knowing that they play first.
    """
    logged = Event.objects.filter(match=match, seq__gt=choice.chosen_at_seq).values_list("type", "action_type")
    unsaved: list[Event] = match.__dict__.get("unsaved_events", [])
    since = [*logged, *((event.type, event.action_type) for event in unsaved if event.seq > choice.chosen_at_seq)]
    basis = basis_of(game, state)
    if choice.basis.get("deal") != basis["deal"] or any(kind in ENDS_OF_DEALS for kind, _ in since):
        return "deal"
    calls = [action_type for kind, action_type in since if kind == EventType.ACTION and action_type not in TRICK_PLAYS]
    if any(call in TRUMP_CALLS for call in calls):
        return "trump"
    if calls:
        return "call"
    if choice.basis.get("tricks") != basis["tricks"]:
        return "trick"
    return None


def arrival(match: Match, game: Game[Any], state: MatchState[Any]) -> Action | None:
    """The action to play at once for the person whose turn it now is, if any; a choice that fails is dropped.

    Their choice made ahead, if it still stands; else, if they asked for it and they are here, their one legal
    action. The caller (holding the match's lock) applies and records it as the player's own.
    """
    index = game.to_act(state)
    if index is None or match.status != MatchStatus.IN_PROGRESS or match.aborted:
        return None
    seat = table_seats(match.room)[index]
    if seat.user_id is None or seat.is_bot:
        return None
    choice = choice_of(match, index)
    if choice is not None and not choice.dropped:
        action = _standing(match, game, state, choice)
        if action is not None:
            QueuedAction.objects.filter(pk=choice.pk).delete()
            _keep(match, index, None)
            return action
    if seat.away or not _plays_forced(match, index, seat.user_id):
        return None
    legal = game.legal_actions(state)
    if len(legal) != 1:
        return None
    try:
        game.apply(state, legal[0])
    except EngineError:
        return None  # one entry that stands for many actions (a discard of any n cards): the player chooses
    return legal[0]


def _standing(match: Match, game: Game[Any], state: MatchState[Any], choice: QueuedAction) -> Action | None:
    """The chosen action if it still stands; else None, the choice being marked dropped and why."""
    because = staleness(match, game, state, choice)
    action = None
    if because is None:
        try:
            action = game.parse_action({**choice.action, "seat": choice.seat})
            game.apply(state, action)
        except EngineError:
            action = None
    if action is not None:
        return action
    choice.dropped = DropReason.STALE if because else DropReason.ILLEGAL
    choice.because = because or ""
    choice.save(update_fields=["dropped", "because"])
    return None


def _plays_forced(match: Match, index: int, user_id: int) -> bool:
    """Whether the seat's player has their forced moves played: as read with the match, else read now."""
    read: set[int] | None = getattr(match, "forced_seats", None)
    if read is not None:
        return index in read
    return PlayPreferences.objects.filter(user_id=user_id, play_forced=True).exists()


def play_settings(user: User) -> dict[str, Any]:
    """The player's settings for plays made for them."""
    prefs = PlayPreferences.objects.filter(user=user).first()
    return {"play_forced": bool(prefs and prefs.play_forced)}


def change_play_settings(user: User, play_forced: bool) -> dict[str, Any]:
    """Change the player's settings for plays made for them; the settings now."""
    PlayPreferences.objects.update_or_create(user=user, defaults={"play_forced": play_forced})
    return play_settings(user)
