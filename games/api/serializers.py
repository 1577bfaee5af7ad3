"""Request bodies of the games API, checked by DRF, and response shapes described for the OpenAPI schema."""

from __future__ import annotations

from typing import Any

from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from config.api.fields import StrictBooleanField, StrictCharField, StrictIntegerField
from games.engine import GAMES
from games.engine.protocol import DEFAULT_LEVEL
from games.engine.search.reasons import REASONS
from games.services.rooms import (
    BANK_LEAST,
    BANK_MOST,
    INCREMENT_LEAST,
    MOST_HOLIDAY_DAYS,
    TURN_PRESETS,
    option_ranges,
)

LARGEST_SEQ = 2**31 - 1
"""The largest sequence number a match can reach (its column's limit): the top of `expected_seq` and `after`."""

SHIPPED_GAMES = [game for game in GAMES.values() if type(game).__module__.startswith("games.engine.")]
"""The games this server ships (not those a test adds), as the schema describes them."""

MOST_SEATS = max(game.seat_count for game in SHIPPED_GAMES)
"""The most seats a room can have: the top of a seat number, which each room then checks against its own."""


def _options_help() -> str:
    """The options field's description: where each game's options are listed, and the ranges of the numeric ones."""
    games = "; ".join(
        f"{game.id}: " + ", ".join(f"{name} {words}" for name, words in option_ranges(game).items())
        for game in SHIPPED_GAMES
        if option_ranges(game)
    )
    return f"The game's options, as GET /api/games lists them (any left out keep their defaults). In a room: {games}."


@extend_schema_field({"type": "integer", "enum": list(TURN_PRESETS)})
class TurnSecondsField(StrictIntegerField):
    """A turn's time limit in seconds: the schema lists the presets, the only ones a room takes (`bad_turn_seconds`)."""


class CreateRoomSerializer(serializers.Serializer[Any]):
    """A new room: the game, its options, the turn time limit and how empty seats are filled."""

    game = StrictCharField()
    options = serializers.DictField(required=False, default=dict, help_text=_options_help())
    turn_seconds = TurnSecondsField(
        min_value=min(TURN_PRESETS),
        max_value=max(TURN_PRESETS),
        help_text=f"One of the presets: {', '.join(str(seconds) for seconds in TURN_PRESETS)}.",
    )
    fill_with_bots = serializers.BooleanField(required=False, default=True)
    bot_level = StrictCharField(required=False, default=DEFAULT_LEVEL)
    allow_spectators = serializers.BooleanField(required=False, default=False)
    holiday_days = StrictIntegerField(
        required=False,
        default=14,
        min_value=0,
        max_value=MOST_HOLIDAY_DAYS,
        help_text="Holiday days a year the room allows its players; 0: it refuses holidays (a tournament round).",
    )
    clock = serializers.ChoiceField(
        choices=["turn", "bank"],
        required=False,
        default="turn",
        help_text="`turn`: `turn_seconds` for each turn; `bank`: each player has a time bank (the bank_* fields).",
    )
    bank_seconds = StrictIntegerField(
        required=False, default=24 * 3600, min_value=BANK_LEAST, max_value=BANK_MOST, help_text="A bank's start."
    )
    bank_increment_seconds = StrictIntegerField(
        required=False,
        default=2 * 3600,
        min_value=INCREMENT_LEAST,
        max_value=BANK_MOST,
        help_text="Added to a player's bank after each of their moves (at most the cap).",
    )
    bank_cap_seconds = StrictIntegerField(
        required=False, default=72 * 3600, min_value=BANK_LEAST, max_value=BANK_MOST, help_text="The most a bank holds."
    )
    spectator_delay = serializers.BooleanField(
        required=False,
        default=True,
        help_text="Spectators see a running match one trick behind (partnership games; ignored for games without).",
    )


class JoinSerializer(serializers.Serializer[Any]):
    """Which seat to take; the first free one if left out."""

    seat = StrictIntegerField(required=False, allow_null=True, default=None, min_value=0, max_value=MOST_SEATS - 1)


class BotSerializer(serializers.Serializer[Any]):
    """A computer player for a free seat."""

    seat = StrictIntegerField(min_value=0, max_value=MOST_SEATS - 1)
    level = StrictCharField(required=False, default=DEFAULT_LEVEL)


class MoveSerializer(serializers.Serializer[Any]):
    """Two seats whose occupants swap."""

    from_seat = StrictIntegerField(min_value=0, max_value=MOST_SEATS - 1)
    to_seat = StrictIntegerField(min_value=0, max_value=MOST_SEATS - 1)


class ActionSerializer(serializers.Serializer[Any]):
    """An action (as on the game's rules page, without `seat`) and the sequence number the client last saw."""

    action = serializers.DictField()
    expected_seq = StrictIntegerField(required=False, allow_null=True, default=None, min_value=0, max_value=LARGEST_SEQ)


class SeatOut(serializers.Serializer[Any]):
    """Who sits in a seat."""

    seat = serializers.IntegerField()
    user_id = serializers.CharField(allow_null=True, help_text="The person's public id; null for a computer or none.")
    name = serializers.CharField(allow_null=True)
    bot_level = serializers.CharField(allow_null=True)
    away = serializers.BooleanField()
    holiday_until = serializers.DateTimeField(
        allow_null=True, help_text="While the person is on holiday (their clock here stands still): until when."
    )
    bank_seconds = serializers.IntegerField(
        allow_null=True,
        help_text="With a bank clock: the player's time bank as it stood when their current (or last) turn began.",
    )


class RoomOut(serializers.Serializer[Any]):
    """A room as anyone with its code sees it."""

    code = serializers.CharField()
    share_url = serializers.URLField()
    game = StrictCharField()
    options = serializers.DictField()
    turn_seconds = serializers.IntegerField()
    fill_with_bots = serializers.BooleanField()
    bot_level = serializers.CharField()
    allow_spectators = serializers.BooleanField()
    holiday_days = serializers.IntegerField(help_text="Holiday days a year the room allows; 0: none.")
    clock = serializers.ChoiceField(choices=["turn", "bank"])
    bank_seconds = serializers.IntegerField(allow_null=True, help_text="With a bank clock: a bank's start.")
    bank_increment_seconds = serializers.IntegerField(allow_null=True, help_text="With a bank clock: added per move.")
    bank_cap_seconds = serializers.IntegerField(allow_null=True, help_text="With a bank clock: the most a bank holds.")
    spectator_delay = serializers.BooleanField()
    status = serializers.ChoiceField(choices=["open", "playing", "finished", "closed"])
    creator_id = serializers.CharField(help_text="The creator's public id.")
    your_seat = serializers.IntegerField(allow_null=True)
    seats = SeatOut(many=True)
    match_id = serializers.CharField(allow_null=True, help_text="The current match's public id.")
    next_room = serializers.CharField(allow_null=True, help_text="The rematch's room code, once there is one.")
    chat_seq = serializers.IntegerField(help_text="Counts changes to the room's chat: read it again when it moves.")


class AheadOut(serializers.Serializer[Any]):
    """The caller's own choice made ahead of their turn: waiting, or dropped when the turn came, and why."""

    action = serializers.DictField(help_text="The action chosen, without seat.")
    state = serializers.ChoiceField(choices=["waiting", "dropped"])
    reason = serializers.ChoiceField(
        choices=["stale", "illegal"], allow_null=True, help_text="Why it was dropped; null while it waits."
    )
    because = serializers.ChoiceField(
        choices=["deal", "trick", "trump", "call"],
        allow_null=True,
        help_text="What made a stale choice stale: a new deal, a finished trick, a trump call, any other call.",
    )


AHEAD_SCHEMA = {
    "type": "object",
    "properties": {
        "action": {"type": "object", "additionalProperties": {}, "description": "The action chosen, without seat."},
        "state": {"type": "string", "enum": ["waiting", "dropped"]},
        "reason": {"type": "string", "enum": ["stale", "illegal", None], "nullable": True},
        "because": {"type": "string", "enum": ["deal", "trick", "trump", "call", None], "nullable": True},
    },
    "required": ["action", "state", "reason", "because"],
}


@extend_schema_field(
    {
        **AHEAD_SCHEMA,
        "nullable": True,
        "description": "The caller's own choice made ahead of their turn: waiting, or dropped and why (see "
        "GET .../ahead). Always null for anyone else and for a spectator.",
    }
)
class AheadField(serializers.DictField):
    """The caller's choice made ahead, as `AheadOut` writes it, or null."""


class AheadIn(serializers.Serializer[Any]):
    """An action to take when the caller's turn comes (as on the game's rules page, without `seat`)."""

    action = serializers.DictField()


class PlaySettingsSerializer(serializers.Serializer[Any]):
    """How the server plays for the caller."""

    play_forced = StrictBooleanField(help_text="When your turn comes with one legal action only, it is played for you.")


class MatchOut(serializers.Serializer[Any]):
    """A match as the caller may see it."""

    id = serializers.CharField(help_text="The match's public id, for its URLs.")
    room = serializers.CharField()
    game = serializers.CharField()
    seq = serializers.IntegerField()
    status = serializers.ChoiceField(choices=["in_progress", "finished"])
    your_seat = serializers.IntegerField(allow_null=True)
    to_act = serializers.IntegerField(allow_null=True)
    legal = serializers.ListField(child=serializers.DictField())
    scores = serializers.ListField(child=serializers.IntegerField())
    games_won = serializers.ListField(child=serializers.IntegerField())
    winner = serializers.ListField(child=serializers.IntegerField(), allow_null=True)
    turn_seconds = serializers.IntegerField()
    clock = serializers.ChoiceField(choices=["turn", "bank"], help_text="`bank`: each seat's `bank_seconds` times it.")
    turn_deadline = serializers.DateTimeField(
        allow_null=True, help_text="Null while a computer player acts, or a holiday pauses the turn."
    )
    seats = SeatOut(many=True)
    last_trick = serializers.DictField(allow_null=True)
    view = serializers.DictField(help_text="The engine's view for the caller's seat (or the public view).")
    aborted = serializers.BooleanField(help_text="A moderator stopped the match: it is finished, with no winner.")
    chat_seq = serializers.IntegerField(
        help_text="The room's chat changes counter (the ETag changes with it): read the chat again when it moves."
    )
    hints = serializers.BooleanField(
        help_text="True when the caller sits among computer players only (practice): GET .../hint answers them."
    )
    ahead = AheadField(allow_null=True)
    behind = serializers.BooleanField(
        help_text="True for a spectator who sees the match one trick behind (the room's spectator delay): `seq` and "
        "`view` are the match as it stood when the current deal's latest trick was completed."
    )


@extend_schema_field(
    {
        "type": "object",
        "nullable": True,
        "properties": {
            "code": {"type": "string", "enum": list(REASONS), "description": "A reason code, for the app to say."},
            "text": {"type": "string", "description": "The reason in English."},
        },
        "required": ["code", "text"],
        "description": "Why the `strong` computer player chooses it, where the game can tell; else null. Codes: "
        + ", ".join(f"{code} ({text})" for code, text in REASONS.items())
        + ".",
    }
)
class ReasonField(serializers.DictField):
    """A short reason `{"code": ..., "text": ...}` (a code of `REASONS`), or null."""


class HintOut(serializers.Serializer[Any]):
    """What the `strong` computer player would do in the caller's seat now."""

    seq = serializers.IntegerField(help_text="The match's sequence number the hint is for.")
    action = serializers.DictField(help_text="One of the caller's legal actions, without seat.")
    reason = ReasonField(allow_null=True)


class ReviewMarkOut(serializers.Serializer[Any]):
    """A move of the caller's where the `strong` computer player would have chosen otherwise, and expects a loss."""

    seq = serializers.IntegerField(help_text="The sequence number of the caller's move (its event).")
    played = serializers.DictField(help_text="The action the caller took, without seat.")
    strong = serializers.DictField(help_text="The `strong` computer player's choice from the caller's view then.")
    reason = ReasonField(allow_null=True)
    loss = serializers.FloatField(
        help_text="The points `strong` expects the move lost beside its choice (the caller's side less the others), "
        "on the same sampled deals: at least the game's threshold, so plays worth about the same are not marked."
    )


class DealReviewOut(serializers.Serializer[Any]):
    """The caller's moves of a finished deal, checked against the `strong` computer player's choices."""

    deal = serializers.IntegerField(help_text="The deal's number, as GET .../deals numbers them.")
    seat = serializers.IntegerField(help_text="The caller's seat.")
    checked = serializers.IntegerField(help_text="The caller's own moves in the deal that had more than one choice.")
    by_computer = serializers.IntegerField(
        help_text="The moves the computer made for the caller's seat in the deal (out of time, or away): not reviewed."
    )
    marks = ReviewMarkOut(
        many=True, help_text="Where `strong` would have chosen otherwise and expects a real loss, in play order."
    )


class StartOut(serializers.Serializer[Any]):
    """The match just started."""

    match_id = serializers.CharField(help_text="The match's public id, for its URLs.")


class EventOut(serializers.Serializer[Any]):
    """One event of the log, as the caller may see it."""

    seq = serializers.IntegerField()
    type = serializers.ChoiceField(choices=["deal", "action", "deal_end", "match_end", "seat_taken", "aborted"])
    seat = serializers.IntegerField(allow_null=True)
    by_computer = serializers.BooleanField()
    at = serializers.DateTimeField()
    deal = serializers.DictField(required=False, help_text="For a deal: its number and dealer (never the deck).")
    action = serializers.DictField(required=False, help_text="For an action: what the caller may know of it.")
    result = serializers.DictField(
        required=False,
        help_text="For a deal's or the match's end: the result; for a moderator's `seat_taken` or `aborted`: what"
        " was done (the seat and its computer player's level).",
    )


class EventsOut(serializers.Serializer[Any]):
    """A page of events after a sequence number."""

    events = EventOut(many=True)
    seq = serializers.IntegerField(help_text="The match's latest sequence number.")
    more = serializers.BooleanField(help_text="True if more events follow the last one given.")


class MatchSummaryOut(serializers.Serializer[Any]):
    """A match in the caller's history."""

    id = serializers.CharField(help_text="The match's public id, for its URLs.")
    room = serializers.CharField()
    game = serializers.CharField()
    status = serializers.CharField()
    your_seat = serializers.IntegerField(allow_null=True)
    watched = serializers.BooleanField(
        help_text="True if the caller made the room and watched the match, a computer player in their seat."
    )
    to_act = serializers.IntegerField(allow_null=True)
    your_turn = serializers.BooleanField()
    scores = serializers.ListField(child=serializers.IntegerField())
    games_won = serializers.ListField(child=serializers.IntegerField())
    winner = serializers.ListField(child=serializers.IntegerField(), allow_null=True)
    seats = SeatOut(many=True)
    created_at = serializers.DateTimeField()
    finished_at = serializers.DateTimeField(allow_null=True)


class DealOut(serializers.Serializer[Any]):
    """A finished deal: the engine's summary and the scores after it."""

    number = serializers.IntegerField()
    summary = serializers.DictField()
    scores = serializers.ListField(child=serializers.IntegerField())
    games_won = serializers.ListField(child=serializers.IntegerField())


class ReplayFrameOut(serializers.Serializer[Any]):
    """One step of a replayed deal: the action taken (none for the deal's start) and the view after it."""

    action = serializers.DictField(allow_null=True, help_text="The action, with its seat; null for the deal's start.")
    view = serializers.DictField(
        help_text="The engine's open view: every hand shown (through a share link without full_hands, a spectator's)."
    )


class ReplayOut(serializers.Serializer[Any]):
    """A finished match's deal, step by step."""

    deal = serializers.IntegerField(help_text="The deal's index, from 0.")
    deals = serializers.IntegerField(help_text="How many deals the match has.")
    frames = ReplayFrameOut(many=True)


class LevelStrengthOut(serializers.Serializer[Any]):
    """A computer level's measured strength: its share of all points in duplicate deals against the level below."""

    against = serializers.CharField(help_text="The level below, played against.")
    points_share = serializers.FloatField(help_text="The level's share of all points, 0 to 1.")
    ci95 = serializers.ListField(child=serializers.FloatField(), help_text="The share's 95 % interval.")
    deals = serializers.IntegerField(help_text="Duplicate deals played (each once per side).")


class GameOut(serializers.Serializer[Any]):
    """A game on offer: its seats and teams, computer player levels and options."""

    id = serializers.CharField()
    seats = serializers.IntegerField()
    teams = serializers.ListField(child=serializers.ListField(child=serializers.IntegerField()))
    levels = serializers.ListField(
        child=serializers.CharField(), help_text="Computer player levels offered to players, weakest first."
    )
    level_strength = serializers.DictField(
        child=LevelStrengthOut(), help_text="Each offered level's measured strength, for the levels measured."
    )
    options = serializers.DictField(
        child=serializers.DictField(),
        help_text="Each option's kind, default, limits or values, and a line of help; where options depend on one "
        "another, `shown_when` {option, value} (it acts only then) and `default_by` {option, defaults} (its default "
        "follows that option's value).",
    )


class MatchSummaryPageOut(serializers.Serializer[Any]):
    """A page of the caller's matches."""

    count = serializers.IntegerField()
    next = serializers.URLField(allow_null=True)
    previous = serializers.URLField(allow_null=True)
    results = MatchSummaryOut(many=True)


class HolidaySerializer(serializers.Serializer[Any]):
    """A holiday to take: whole days from a start (now when left out)."""

    starts_at = serializers.DateTimeField(required=False, allow_null=True, default=None)
    days = StrictIntegerField(
        min_value=1,
        max_value=2 * MOST_HOLIDAY_DAYS,
        help_text="Whole days: at most the days left in each year the holiday falls in.",
    )


class HolidayOut(serializers.Serializer[Any]):
    """One of the caller's holidays."""

    id = serializers.CharField()
    starts_at = serializers.DateTimeField()
    ends_at = serializers.DateTimeField()
    ended_at = serializers.DateTimeField(allow_null=True, help_text="When it was ended early or cancelled.")
    running = serializers.BooleanField(help_text="It has begun: the caller's clocks stand still.")
    days = serializers.IntegerField()


class HolidaysOut(serializers.Serializer[Any]):
    """The caller's holidays: what is left this year, what is booked, and the rooms that refuse holidays."""

    year = serializers.IntegerField()
    days_allowed = serializers.IntegerField(help_text="Days a year: the least any room the caller plays in allows.")
    days_left = serializers.IntegerField()
    refusing_rooms = serializers.ListField(
        child=serializers.CharField(), help_text="Codes of the rooms of running matches that refuse holidays."
    )
    holidays = HolidayOut(many=True, help_text="The current and future holidays.")
