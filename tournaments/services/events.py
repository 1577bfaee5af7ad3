"""An event's life before and around its rounds: create, edit while open, enter, add, withdraw, start, cancel."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from django.db import transaction
from django.db.models import Max, Q
from django.utils import timezone

from accounts.access import access_active_user
from accounts.models import User
from circles import errors as circle_errors
from circles.services.access import access_circle_as_owner, current_memberships
from config.public_ids import looks_like_public_id
from config.text import first_unprintable, grapheme_count, looks_empty, visible_text
from games.engine import GAMES
from games.services import rooms
from tournaments import errors
from tournaments.models import Entry, Format, Stage, TableSeat, Tournament
from tournaments.models.events import NAME_MAX_CHARS
from tournaments.services import duplicate, rounds
from tournaments.services.access import find_as_owner, find_tournament

PARTNERSHIP_GAMES = frozenset(game_id for game_id, game in GAMES.items() if all(len(team) == 2 for team in game.teams))
"""Games played by two teams of two, where entrants may be fixed partnerships."""
MOST_SWISS_ROUNDS = 20
MOST_DEALS = duplicate.MOST_DEALS
SETTINGS = (
    "name",
    "game",
    "options",
    "turn_seconds",
    "bot_level",
    "format",
    "rounds",
    "partnerships",
    "max_entrants",
    "starts_at",
    "round_hours",
    "forfeit_timeouts",
    "duplicate_scoring",
    "table_fill",
)
"""The settings an owner gives (and may change while the event is open)."""


def least_entrants(tournament: Tournament) -> int:
    """The fewest entrants an event starts with: two tables' worth at a round robin or Swiss, else one table."""
    return 2 if tournament.format in (Format.ELIMINATION, Format.DUPLICATE) else max(3, rounds.table_size(tournament))


def clean_name(raw: object) -> str:
    """The event's name tidied as a circle's is, or a 400 `bad_tournament_name`."""
    if not isinstance(raw, str):
        raise errors.bad_setting("bad_tournament_name", "an event's name must be text")
    name = " ".join(visible_text(raw).split())
    if not name or looks_empty(name):
        raise errors.bad_setting("bad_tournament_name", "an event's name needs characters that show")
    if first_unprintable(name) is not None:
        raise errors.bad_setting("bad_tournament_name", "an event's name cannot contain control characters")
    if grapheme_count(name) > NAME_MAX_CHARS or len(name) > NAME_MAX_CHARS:
        raise errors.bad_setting("bad_tournament_name", f"an event's name may be at most {NAME_MAX_CHARS} characters")
    return name


def _check(tournament: Tournament) -> None:
    """Refuse settings that do not fit together (the fields' own types and ranges are the serializer's)."""
    tournament.name = clean_name(tournament.name)
    tournament.options = rooms.check_room_settings(
        tournament.game, tournament.options, tournament.turn_seconds, tournament.bot_level
    )
    if tournament.format not in Format.values:
        raise errors.bad_format(f"format must be one of: {', '.join(Format.values)}")
    if tournament.partnerships and tournament.game not in PARTNERSHIP_GAMES:
        raise errors.bad_format(f"{tournament.game} has no partnerships; entrants play alone")
    if tournament.format == Format.SWISS:
        if tournament.rounds is None or not 1 <= tournament.rounds <= MOST_SWISS_ROUNDS:
            raise errors.bad_rounds(f"a Swiss event needs 'rounds', from 1 to {MOST_SWISS_ROUNDS}")
    elif tournament.format != Format.DUPLICATE:
        tournament.rounds = None  # the count follows from the entrants at the start


def create(circle_id: str, user: User, data: dict[str, Any]) -> Tournament:
    """A new event of the circle, open for entries until `starts_at` (the owner alone makes one)."""
    access_active_user(user)
    with transaction.atomic():
        circle, _ = access_circle_as_owner(circle_id, user)
        tournament = Tournament(circle=circle, created_by=user, **{key: data[key] for key in SETTINGS if key in data})
        _check(tournament)
        _duplicate_settings(tournament, data)
        tournament.save()
    return tournament


def _duplicate_settings(tournament: Tournament, data: dict[str, Any], *, reshaped: bool = False) -> None:
    """A duplicate event's decks: the owner's own (checked against the game's deck) or `deals` fresh ones.

    Drawn when the event is made, and again when an edit gives new ones; an edit that changes the game or makes
    the event duplicate (`reshaped`) must give them. Secret: no body shows them until every table has played them.
    """
    if tournament.format != Format.DUPLICATE:
        tournament.decks = []
        return
    decks, deals = data.get("decks"), data.get("deals")
    if decks is not None and deals is not None:
        raise errors.bad_decks(f"give 'deals' (1 to {MOST_DEALS}) or 'decks', not both")
    if decks is None and deals is None:
        if tournament.decks and not reshaped:
            return
        raise errors.bad_decks(f"give 'deals' (1 to {MOST_DEALS}) or 'decks' for the event's game")
    tournament.decks = duplicate.decks_for(tournament.game, deals, decks)
    tournament.rounds = len(tournament.decks)


def edit(public_id: str, user: User, data: dict[str, Any]) -> Tournament:
    """Change an open event's settings; 409 `tournament_started` once it has started."""
    with transaction.atomic():
        tournament = find_as_owner(public_id, user, lock=True)
        if tournament.stage != Stage.OPEN:
            raise errors.tournament_started()
        shape = (tournament.game, tournament.partnerships)
        was_format = tournament.format
        for key in SETTINGS:
            if key in data:
                setattr(tournament, key, data[key])
        if (tournament.game, tournament.partnerships) != shape and tournament.entries.exists():
            # An entry is a player or a pair: it would not fit an event of another shape.
            raise errors.bad_format("players have entered: the game and partnerships can no longer change")
        _check(tournament)
        reshaped = tournament.game != shape[0] or tournament.format != was_format
        if reshaped or "decks" in data or "deals" in data:
            _duplicate_settings(tournament, data, reshaped=reshaped)
        tournament.save()
    return tournament


def _member(tournament: Tournament, player_id: object, *, what: str = "player") -> User:
    found = None
    if looks_like_public_id(player_id):
        membership = (
            current_memberships()
            .filter(circle=tournament.circle, user__public_id=player_id)
            .select_related("user")
            .first()
        )
        found = None if membership is None else membership.user
    if found is None:
        if what == "partner":
            raise errors.bad_partner("the partner must be a member of the circle")
        raise circle_errors.not_a_member(400)
    return found


def enter(public_id: str, user: User, player_id: object = None, partner_id: object = None) -> Entry:
    """Enter the caller (or, by the owner, another member) with a partner at a partnership event.

    Open events take entries until their start; a running Swiss event takes late entries until its last round
    begins (they play from the next round, with no points for the rounds missed).
    """
    access_active_user(user)
    with transaction.atomic():
        tournament, owner = find_tournament(public_id, user, lock=True)
        if player_id is not None and player_id != user.public_id:
            if not owner:
                raise circle_errors.not_circle_owner()
            player = _member(tournament, player_id)
        else:
            player = user
        partner = None
        if tournament.partnerships:
            if partner_id is None:
                raise errors.partner_needed()
            partner = _member(tournament, partner_id, what="partner")
            if partner.pk == player.pk:
                raise errors.bad_partner("a partner is another player")
        elif partner_id is not None:
            raise errors.bad_partner("entrants of this event play alone")
        late = _late_round(tournament)
        if late is None:
            raise errors.tournament_closed()
        people = [player.pk] if partner is None else [player.pk, partner.pk]
        if tournament.entries.filter(Q(user__in=people) | Q(partner__in=people)).exists():
            raise errors.already_entered()
        active = tournament.entries.filter(Q(withdrawn_in_round__isnull=True))
        if tournament.max_entrants is not None and active.count() >= tournament.max_entrants:
            raise errors.tournament_full(tournament.max_entrants)
        seed = (tournament.entries.aggregate(most=Max("seed"))["most"] or 0) + 1
        return Entry.objects.create(tournament=tournament, user=player, partner=partner, seed=seed, first_round=late)


def _late_round(tournament: Tournament) -> int | None:
    """The round a new entry would first play: 1 while open; the next round of a Swiss event before its last."""
    if tournament.stage == Stage.OPEN:
        return 1
    if (
        tournament.stage == Stage.RUNNING
        and tournament.format == Format.SWISS
        and tournament.rounds is not None
        and tournament.current_round < tournament.rounds
    ):
        return tournament.current_round + 1
    return None


def withdraw(public_id: str, user: User, entry_id: object = None) -> Entry:
    """Withdraw the caller's entry (or, by the owner, any): before the start, or once their match of the round is over.

    A withdrawn entrant is paired no more; their results so far stand.
    """
    with transaction.atomic():
        tournament, owner = find_tournament(public_id, user, lock=True)
        entries = tournament.entries.filter(withdrawn_in_round__isnull=True)
        if entry_id is not None:
            if not owner:
                raise circle_errors.not_circle_owner()
            entry = entries.filter(public_id=entry_id).first() if looks_like_public_id(entry_id) else None
        else:
            entry = entries.filter(Q(user=user) | Q(partner=user)).first()
        if entry is None:
            raise errors.not_entered()
        if tournament.stage in (Stage.FINISHED, Stage.CANCELLED):
            raise errors.tournament_closed()
        if tournament.stage == Stage.RUNNING and _playing(entry, tournament.current_round):
            raise errors.match_in_progress()
        entry.withdrawn_in_round = tournament.current_round
        entry.save(update_fields=["withdrawn_in_round"])
        return entry


def _playing(entry: Entry, round_number: int) -> bool:
    """The entrant's table of this round is not decided yet."""
    return TableSeat.objects.filter(
        entry=entry, table__round__number=round_number, table__decided_at__isnull=True
    ).exists()


def start(public_id: str, user: User) -> Tournament:
    """The owner starts an open event now rather than at `starts_at`."""
    with transaction.atomic():
        tournament = find_as_owner(public_id, user, lock=True)
        if tournament.stage != Stage.OPEN:
            raise errors.tournament_started()
        count = tournament.entries.filter(withdrawn_in_round__isnull=True).count()
        if count < least_entrants(tournament):
            raise errors.too_few_entrants(least_entrants(tournament))
        rounds.start_event(tournament)
    return tournament


def cancel(public_id: str, user: User) -> Tournament:
    """The owner cancels an open or running event; its running matches play on as ordinary circle matches."""
    with transaction.atomic():
        tournament = find_as_owner(public_id, user, lock=True)
        if tournament.stage in (Stage.FINISHED, Stage.CANCELLED):
            raise errors.tournament_closed()
        tournament.stage = Stage.CANCELLED
        tournament.finished_at = timezone.now()
        tournament.save(update_fields=["stage", "finished_at"])
    return tournament


def start_due(now: datetime | None = None) -> list[str]:
    """Start the open events whose time has come (cancelling those with too few entrants); their ids."""
    now = now or timezone.now()
    started = []
    for public_id in Tournament.objects.filter(stage=Stage.OPEN, starts_at__lte=now).values_list(
        "public_id", flat=True
    ):
        with transaction.atomic():
            tournament = Tournament.objects.select_for_update().get(public_id=public_id)
            if tournament.stage != Stage.OPEN:
                continue
            count = tournament.entries.filter(withdrawn_in_round__isnull=True).count()
            if count < least_entrants(tournament):
                tournament.stage, tournament.finished_at = Stage.CANCELLED, now
                tournament.save(update_fields=["stage", "finished_at"])
                continue
            rounds.start_event(tournament)
            started.append(public_id)
    return started
