"""What the tournaments API takes and gives: request bodies checked strictly, the answers' shapes for the schema."""

from __future__ import annotations

from typing import Any

from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from config.api.fields import StrictBooleanField, StrictCharField, StrictIntegerField
from games.services.rooms import TURN_PRESETS
from tournaments.models import DuplicateScoring, Format, Outcome, Stage, TableFill
from tournaments.models.events import NAME_MAX_CHARS
from tournaments.services.events import MOST_DEALS, MOST_SWISS_ROUNDS

MOST_ENTRANTS = 256
MOST_ROUND_HOURS = 30 * 24
CARD_PATTERN = r"^[0-9A-Za-z-]{1,8}$"
"""A card's code in a deck (the game's engine says which codes a deck holds)."""

# Requests.


class TournamentChangeIn(serializers.Serializer[Any]):
    """An event's settings; on a change (PATCH) each is optional and the others are kept."""

    name = StrictCharField(required=False, max_length=4 * NAME_MAX_CHARS, trim_whitespace=False)
    game = StrictCharField(required=False, max_length=20, help_text="A game's id, as GET /api/games lists them.")
    options = serializers.DictField(required=False, help_text="The room options of the game (as for a room).")
    turn_seconds = serializers.ChoiceField(required=False, choices=TURN_PRESETS)
    bot_level = StrictCharField(required=False, max_length=20)
    format = serializers.ChoiceField(required=False, choices=Format.choices)
    rounds = StrictIntegerField(required=False, allow_null=True, min_value=1, max_value=MOST_SWISS_ROUNDS)
    partnerships = StrictBooleanField(required=False)
    max_entrants = StrictIntegerField(required=False, allow_null=True, min_value=2, max_value=MOST_ENTRANTS)
    starts_at = serializers.DateTimeField(required=False)
    round_hours = StrictIntegerField(required=False, min_value=1, max_value=MOST_ROUND_HOURS)
    forfeit_timeouts = StrictIntegerField(required=False, min_value=0, max_value=99)
    deals = StrictIntegerField(required=False, min_value=1, max_value=MOST_DEALS, help_text="Duplicate: fresh decks.")
    decks = serializers.ListField(
        required=False,
        child=serializers.ListField(child=serializers.RegexField(CARD_PATTERN, max_length=8)),
        max_length=MOST_DEALS,
        help_text="Duplicate: the owner's own decks, each a list of the game's card codes (instead of `deals`).",
    )
    duplicate_scoring = serializers.ChoiceField(required=False, choices=DuplicateScoring.choices)
    table_fill = serializers.ChoiceField(required=False, choices=TableFill.choices)


class TournamentIn(TournamentChangeIn):
    """A new event."""

    name = StrictCharField(max_length=4 * NAME_MAX_CHARS, trim_whitespace=False)
    game = StrictCharField(max_length=20, help_text="A game's id, as GET /api/games lists them.")
    options = serializers.DictField(required=False, default=dict)
    turn_seconds = serializers.ChoiceField(choices=TURN_PRESETS)
    format = serializers.ChoiceField(choices=Format.choices)
    starts_at = serializers.DateTimeField()


class EnterIn(serializers.Serializer[Any]):
    """An entry: the partner at a partnership event; the owner names the `player` to add someone else."""

    player = StrictCharField(required=False, max_length=100)
    partner = StrictCharField(required=False, max_length=100)


class WithdrawIn(serializers.Serializer[Any]):
    """The entry the owner withdraws; left out, the caller's own."""

    entry = StrictCharField(required=False, max_length=100)


# Answers.


class TournamentNamedOut(serializers.Serializer[Any]):
    """A circle or player: id and name."""

    id = serializers.CharField()
    name = serializers.CharField()


_NEXT_MATCH = {
    "type": "object",
    "properties": {
        "round": {"type": "integer"},
        "table": {"type": "integer"},
        "room": {"type": "string", "description": "The room's share code."},
        "match": {"type": "string", "nullable": True, "description": "The match's public id; null until it starts."},
        "deadline": {"type": "string", "format": "date-time"},
    },
    "required": ["round", "table", "room", "match", "deadline"],
}


@extend_schema_field(
    {**_NEXT_MATCH, "nullable": True, "description": "The caller's undecided table of this round; null if none."}
)
class NextMatchField(serializers.DictField):
    """The caller's match this round, or null (written inline: a nullable reference is not valid)."""


class TournamentLineOut(serializers.Serializer[Any]):
    """An event in a list."""

    id = serializers.CharField()
    name = serializers.CharField()
    game = serializers.CharField()
    format = serializers.ChoiceField(choices=Format.choices)
    stage = serializers.ChoiceField(choices=Stage.choices)
    current_round = serializers.IntegerField()
    rounds = serializers.IntegerField(allow_null=True)
    starts_at = serializers.DateTimeField()
    entrants = serializers.IntegerField()
    circle = TournamentNamedOut()
    next_match = NextMatchField(allow_null=True)


class TournamentLinesOut(serializers.Serializer[Any]):
    """A list of events."""

    tournaments = TournamentLineOut(many=True)


class TournamentEntryOut(serializers.Serializer[Any]):
    """An entrant."""

    id = serializers.CharField()
    players = TournamentNamedOut(many=True)
    seed = serializers.IntegerField()
    first_round = serializers.IntegerField()
    withdrawn_in_round = serializers.IntegerField(allow_null=True)


class TournamentPlaceOut(serializers.Serializer[Any]):
    """An entrant at a table: side, event points (two decimals), the game's score, whether they forfeited."""

    entry = serializers.CharField()
    side = serializers.IntegerField()
    points = serializers.CharField(allow_null=True)
    score = serializers.IntegerField(allow_null=True)
    forfeited = serializers.BooleanField()


class TournamentTableOut(serializers.Serializer[Any]):
    """A table of a round: its room (none for a bye), match, and how it was decided."""

    number = serializers.IntegerField()
    room = serializers.CharField(allow_null=True)
    match = serializers.CharField(allow_null=True)
    decided = serializers.BooleanField()
    outcome = serializers.ChoiceField(choices=Outcome.choices, allow_null=True, help_text="Null until decided.")
    places = TournamentPlaceOut(many=True)


class TournamentRoundOut(serializers.Serializer[Any]):
    """A round and its tables."""

    number = serializers.IntegerField()
    started_at = serializers.DateTimeField()
    deadline = serializers.DateTimeField()
    finished_at = serializers.DateTimeField(allow_null=True)
    tables = TournamentTableOut(many=True)


class TournamentStandingOut(serializers.Serializer[Any]):
    """A line of the standings."""

    rank = serializers.IntegerField()
    entry = serializers.CharField()
    points = serializers.CharField()
    played = serializers.IntegerField()
    tie_breaks = serializers.DictField(child=serializers.CharField())
    eliminated = serializers.BooleanField()


@extend_schema_field(
    {
        "type": "object",
        "nullable": True,
        "properties": {
            "deals": {"type": "integer"},
            "scoring": {"type": "string", "enum": list(DuplicateScoring.values)},
            "table_fill": {"type": "string", "enum": list(TableFill.values)},
            "revealed_deals": {"type": "integer", "description": "How many deals are shown: the first n, from 0."},
            "deals_played": {
                "type": "integer",
                "nullable": True,
                "description": "The deals the caller's own table has finished; null without a table.",
            },
            "deal_scores": {
                "type": "array",
                "items": {
                    "type": "object",
                    "properties": {
                        "entry": {"type": "string"},
                        "total": {"type": "string"},
                        "per_deal": {"type": "array", "items": {"type": "string", "nullable": True}},
                    },
                    "required": ["entry", "total", "per_deal"],
                    "description": "An entrant's scores (two decimals): the total, one per shown deal (null: none).",
                },
            },
        },
        "required": ["deals", "scoring", "table_fill", "revealed_deals", "deals_played", "deal_scores"],
        "description": "A duplicate event's deals and scores; else null.",
    }
)
class DuplicateField(serializers.DictField):
    """A duplicate event's part of the body, or null (written inline: a nullable reference is not valid)."""


@extend_schema_field(
    {
        "type": "object",
        "nullable": True,
        "properties": {
            "id": {"type": "string"},
            "players": {
                "type": "array",
                "items": {
                    "type": "object",
                    "properties": {"id": {"type": "string"}, "name": {"type": "string"}},
                    "required": ["id", "name"],
                },
            },
            "seed": {"type": "integer"},
            "first_round": {"type": "integer"},
            "withdrawn_in_round": {"type": "integer", "nullable": True},
        },
        "required": ["id", "players", "seed", "first_round", "withdrawn_in_round"],
        "description": "The caller's entry (as in `entries`), or null.",
    }
)
class MyEntryField(serializers.DictField):
    """The caller's entry, or null (written inline: a nullable reference is not valid)."""


class TournamentOut(serializers.Serializer[Any]):
    """An event as a member sees it."""

    id = serializers.CharField()
    circle = TournamentNamedOut()
    name = serializers.CharField()
    game = serializers.CharField()
    options = serializers.DictField()
    turn_seconds = serializers.IntegerField()
    bot_level = serializers.CharField()
    format = serializers.ChoiceField(choices=Format.choices)
    rounds = serializers.IntegerField(allow_null=True)
    partnerships = serializers.BooleanField()
    table_size = serializers.IntegerField()
    max_entrants = serializers.IntegerField(allow_null=True)
    starts_at = serializers.DateTimeField()
    round_hours = serializers.IntegerField()
    forfeit_timeouts = serializers.IntegerField()
    stage = serializers.ChoiceField(choices=Stage.choices)
    current_round = serializers.IntegerField()
    created_at = serializers.DateTimeField()
    started_at = serializers.DateTimeField(allow_null=True)
    finished_at = serializers.DateTimeField(allow_null=True)
    is_owner = serializers.BooleanField()
    can_enter = serializers.BooleanField()
    my_entry = MyEntryField(allow_null=True)
    next_match = NextMatchField(allow_null=True)
    entries = TournamentEntryOut(many=True)
    round_tables = TournamentRoundOut(many=True)
    standings = TournamentStandingOut(many=True)
    tie_breaks = serializers.ListField(child=serializers.CharField())
    duplicate = DuplicateField(allow_null=True)
