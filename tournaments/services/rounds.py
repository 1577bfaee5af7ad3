"""An event's rounds: pairings made and their matches started; tables decided as matches end or at the deadline.

Every function here runs with the event's row locked by its caller (`select_for_update`), so that two matches
ending at once, or a match ending as the deadline sweep runs, decide the round and start the next one once.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from datetime import datetime, timedelta
from decimal import Decimal

from django.utils import timezone

from accounts.models import User
from circles.models import CircleRoom
from community.notices import Kind
from community.services import push
from games.engine import GAMES
from games.models import Match, MatchStatus, Room, RoomStatus, Seat
from games.services import rooms
from games.services.matches import lock_match, stop_match
from tournaments.models import DealResult, Entry, Format, Outcome, Round, Stage, Table, TableSeat, Tournament
from tournaments.pairing.elimination import first_round_slots, groups, round_count
from tournaments.pairing.groups import group_round
from tournaments.pairing.round_robin import round_robin
from tournaments.pairing.swiss import swiss_round
from tournaments.pairing.tables import Pairing
from tournaments.services import duplicate
from tournaments.standings import Line, Place, Result, placing_points, standings

REMIND_BEFORE = timedelta(hours=12)
"""A round's reminder goes this long before its deadline (halfway through a round shorter than twice this)."""
BYE_POINTS = {Format.SWISS: Decimal(1), Format.ROUND_ROBIN: Decimal(0), Format.ELIMINATION: Decimal(1)}
"""A bye's points: a full point at Swiss (the usual practice); none at a round robin, where everyone sits out once."""
FORFEIT_WIN = Decimal(1)
"""What a round robin entrant gets when the opponent the schedule gave them has withdrawn."""


def table_size(tournament: Tournament) -> int:
    """How many entrants a table seats: 2 partnerships, or one a seat."""
    return 2 if tournament.partnerships else GAMES[tournament.game].seat_count


def seats_of(tournament: Tournament, side: int) -> tuple[int, ...]:
    """The seats an entrant playing `side` takes: a team's two at a partnership event, else one seat."""
    return GAMES[tournament.game].teams[side] if tournament.partnerships else (side,)


def team_of_seat(tournament: Tournament, seat: int) -> int:
    """The game's team a seat plays for."""
    return next(team for team, seats in enumerate(GAMES[tournament.game].teams) if seat in seats)


# --- the start --------------------------------------------------------------------------------------------------


def start_event(tournament: Tournament) -> None:
    """Start a locked, open event: its round count fixed where the format sets it, then its first round."""
    now = timezone.now()
    playing = list(tournament.entries.filter(withdrawn_in_round__isnull=True).order_by("seed"))
    if tournament.format == Format.ROUND_ROBIN:
        tournament.rounds = len(round_robin([entry.pk for entry in playing], table_size(tournament)))
    elif tournament.format == Format.ELIMINATION:
        tournament.rounds = round_count(len(playing), table_size(tournament))
    tournament.stage = Stage.RUNNING
    tournament.started_at = now
    tournament.save(update_fields=["rounds", "stage", "started_at"])
    start_round(tournament, 1, now)


def start_round(tournament: Tournament, number: int, now: datetime | None = None) -> Round:
    """Make the round's pairings and start a match at each of its tables; byes are decided at once."""
    now = now or timezone.now()
    round_ = Round.objects.create(
        tournament=tournament, number=number, started_at=now, deadline=now + timedelta(hours=tournament.round_hours)
    )
    tournament.current_round = number
    tournament.save(update_fields=["current_round"])
    if tournament.format == Format.DUPLICATE:
        duplicate.open_tables(round_)
        return round_
    entries = {entry.pk: entry for entry in tournament.entries.select_related("user", "partner")}
    for number_at, table_entries, forfeit_win in _tables(tournament, number, entries):
        table = Table.objects.create(round=round_, number=number_at)
        if len(table_entries) == 1:
            points = FORFEIT_WIN if forfeit_win else BYE_POINTS[Format(tournament.format)]
            table.outcome = Outcome.WITHDRAWAL if forfeit_win else Outcome.BYE
            table.decided_at = now
            table.save(update_fields=["outcome", "decided_at"])
            TableSeat.objects.create(table=table, entry=table_entries[0], side=0, points=points, score=0)
            continue
        TableSeat.objects.bulk_create(
            TableSeat(table=table, entry=entry, side=side) for side, entry in enumerate(table_entries)
        )
        _open_room(tournament, round_, table, table_entries)
    _finish_round_if_done(tournament, round_, now)
    return round_


def _tables(tournament: Tournament, number: int, entries: dict[int, Entry]) -> list[tuple[int, list[Entry], bool]]:
    """The round's tables (number, entrants in side order, whether a lone entrant won by a withdrawal)."""
    size = table_size(tournament)
    playing = {pk for pk, entry in entries.items() if entry.withdrawn_in_round is None and entry.first_round <= number}
    if tournament.format == Format.ROUND_ROBIN:
        # The schedule is fixed at the start (those who were in then, in seed order); a withdrawn entrant's
        # opponents win their meetings by forfeit, as the schedule's other pairings stand.
        at_start = sorted(
            (entry for entry in entries.values() if entry.withdrawn_in_round != 0), key=lambda entry: entry.seed
        )
        pairing = round_robin([entry.pk for entry in at_start], size)[number - 1]
        result = []
        for index, table in enumerate(pairing.tables):
            present = [entries[pk] for pk in table if pk in playing]
            if present:
                result.append((index + 1, present, len(present) == 1))
        for offset, pk in enumerate(pairing.byes):
            if pk in playing:
                result.append((len(pairing.tables) + offset + 1, [entries[pk]], False))
        return result
    if tournament.format == Format.ELIMINATION:
        slots = _elimination_slots(tournament, number, entries, playing)
        return [
            (index + 1, [entries[pk] for pk in group], False)
            for index, group in enumerate(groups(slots, size))
            if group
        ]
    pairing = _swiss_pairing(tournament, number, entries, playing, size)
    result = [(index + 1, [entries[pk] for pk in table], False) for index, table in enumerate(pairing.tables)]
    result += [(len(pairing.tables) + offset + 1, [entries[pk]], False) for offset, pk in enumerate(pairing.byes)]
    return result


def _elimination_slots(
    tournament: Tournament, number: int, entries: dict[int, Entry], playing: set[int]
) -> list[int | None]:
    """The bracket's slots this round: seeds at the first, the previous round's table winners after it."""
    size = table_size(tournament)
    if number == 1:
        seeded = sorted((entries[pk] for pk in playing), key=lambda entry: entry.seed)
        slots = first_round_slots([entry.pk for entry in seeded], size)
    else:
        previous = Table.objects.filter(round__tournament=tournament, round__number=number - 1)
        count = size ** (round_count_of(tournament) - number + 2)
        slots = [None] * (count // size)
        for table in previous.prefetch_related("places"):
            winner = table_winner(list(table.places.all()), entries)
            slots[table.number - 1] = winner
    return [pk if pk is not None and pk in playing else None for pk in slots]


def round_count_of(tournament: Tournament) -> int:
    """The event's number of rounds (fixed at the start for round robin and elimination)."""
    return tournament.rounds or 1


def table_winner(places: list[TableSeat], entries: dict[int, Entry]) -> int | None:
    """The entrant a decided table sends on: the most points, then the better seed."""
    decided = [place for place in places if place.points is not None and not place.forfeited]
    if not decided:
        return None
    best = min(decided, key=lambda place: (-(place.points or 0), entries[place.entry_id].seed))
    return best.entry_id


def _swiss_pairing(
    tournament: Tournament, number: int, entries: dict[int, Entry], playing: set[int], size: int
) -> Pairing:
    """A Swiss round from the standings so far: who met, who had a bye, sides sat."""
    lines = current_standings(tournament, entries)
    ranked = [line.entry for line in lines if line.entry in playing]
    met: set[frozenset[int]] = set()
    had_bye: set[int] = set()
    firsts: dict[int, int] = defaultdict(int)
    for table in Table.objects.filter(round__tournament=tournament).prefetch_related("places"):
        places = list(table.places.all())
        if table.outcome == Outcome.BYE:
            had_bye.update(place.entry_id for place in places)
        for place in places:
            if place.side == 0 and len(places) > 1:
                firsts[place.entry_id] += 1
            met.update(frozenset((place.entry_id, other.entry_id)) for other in places if other is not place)
    if size == 2:
        points = {line.entry: line.points for line in lines}
        return swiss_round(ranked, points, met, had_bye, firsts)
    return group_round(ranked, size, met, had_bye)


def _open_room(tournament: Tournament, round_: Round, table: Table, entrants: list[Entry]) -> None:
    """The table's room in the circle, the entrants in their sides' seats, computers in the rest; its match begun."""
    people: dict[int, User] = {}
    for side, entry in enumerate(entrants):
        seats = seats_of(tournament, side)
        people[seats[0]] = entry.user
        if entry.partner is not None and len(seats) > 1:
            people[seats[1]] = entry.partner
    creator = people[min(people)]
    room = rooms.create_room(
        creator,
        tournament.game,
        tournament.options,
        tournament.turn_seconds,
        fill_with_bots=True,
        bot_level=tournament.bot_level,
    )
    CircleRoom.objects.create(room=room, circle=tournament.circle)
    # Seated directly, with no offers to answer: an event's entrants agreed to play when they entered.
    Seat.objects.filter(room=room).update(user=None)
    for index, person in people.items():
        Seat.objects.filter(room=room, index=index).update(user=person)
    match = rooms.start_match(room, creator)
    table.room = room
    table.save(update_fields=["room"])
    for person in people.values():
        push.notify(
            person.pk,
            Kind.TOURNAMENT_ROUND,
            f"/m/{match.public_id}",
            game=tournament.game,
            name=tournament.name,
            count=str(round_.number),
            tag=f"tournament-{tournament.public_id}",
        )


# --- deciding tables --------------------------------------------------------------------------------------------


def decide_table(tournament: Tournament, table: Table, match: Match, outcome: Outcome, now: datetime) -> None:
    """Give each entrant at the table their points and score from the match (finished, or stopped at the deadline).

    A match that ended gives its winners first place; a match stopped unfinished ranks the sides by the score so
    far. An entrant with a seat whose person let more than `forfeit_timeouts` turns go (timed out, or played for them
    while away: `Seat.missed_turns`) forfeits: last, with no points.
    """
    game = GAMES[tournament.game]
    places = list(table.places.select_related("entry"))
    team_scores = list(match.scores or [0] * len(game.teams))
    winners = list(match.winner or []) if outcome == Outcome.PLAYED else []
    forfeits: set[int] = set()
    if outcome != Outcome.PLAYED:
        timeouts = {seat.index: seat.missed_turns for seat in Seat.objects.filter(room=table.room_id)}
        for place in places:
            if any(timeouts.get(seat, 0) > tournament.forfeit_timeouts for seat in seats_of(tournament, place.side)):
                forfeits.add(place.pk)
        if forfeits:
            outcome = Outcome.FORFEIT
    forfeit_teams = {team_of_seat(tournament, seats_of(tournament, p.side)[0]) for p in places if p.pk in forfeits}
    standing_teams = [team for team in range(len(game.teams)) if team not in forfeit_teams]
    shares = placing_points(
        [team_scores[team] for team in standing_teams], [i for i, team in enumerate(standing_teams) if team in winners]
    )
    team_points = dict(zip(standing_teams, shares, strict=True))
    for place in places:
        team = team_of_seat(tournament, seats_of(tournament, place.side)[0])
        place.points = Decimal(0) if team in forfeit_teams else team_points[team]
        place.score = team_scores[team]
        place.forfeited = place.pk in forfeits
    TableSeat.objects.bulk_update(places, ["points", "score", "forfeited"])
    table.outcome, table.decided_at = outcome, now
    table.save(update_fields=["outcome", "decided_at"])


def match_ended(match_id: str) -> bool:
    """Decide the table whose match ended, then the round if it is complete; whether a table was decided."""
    table = Table.objects.filter(room__matches__public_id=match_id).select_related("round").first()
    if table is None:
        return False
    tournament = Tournament.objects.select_for_update().get(pk=table.round.tournament_id)
    table = Table.objects.select_related("round").get(pk=table.pk)
    match = Match.objects.get(public_id=match_id)
    if table.decided_at is not None or match.status != MatchStatus.FINISHED or match.aborted:
        return False
    if tournament.stage != Stage.RUNNING or tournament.format == Format.DUPLICATE:
        # A duplicate table is decided deal by deal as its decks are played (`duplicate.record_deal`).
        return False
    now = timezone.now()
    decide_table(tournament, table, match, Outcome.PLAYED, now)
    _finish_round_if_done(tournament, table.round, now)
    return True


def decide_at_deadline(tournament: Tournament, round_: Round, now: datetime) -> int:
    """Decide a locked event's round past its deadline: unfinished matches stopped and judged; how many tables."""
    decided = 0
    for table in round_.tables.filter(decided_at__isnull=True, room__isnull=False):
        match = Match.objects.filter(room=table.room_id).order_by("-pk").first()
        if match is None:
            continue
        locked = lock_match(match.public_id)
        if locked.status == MatchStatus.IN_PROGRESS:
            stop_match(locked, "tournament")
            Room.objects.filter(pk=locked.room_id).update(status=RoomStatus.FINISHED)
            decide_table(tournament, table, locked, Outcome.SCORE, now)
        else:
            decide_table(tournament, table, locked, Outcome.PLAYED if not locked.aborted else Outcome.SCORE, now)
        decided += 1
    _finish_round_if_done(tournament, round_, now)
    return decided


def _finish_round_if_done(tournament: Tournament, round_: Round, now: datetime) -> None:
    """With every table of the round decided: the next round begins, or the event ends."""
    if round_.finished_at is not None or round_.tables.filter(decided_at__isnull=True).exists():
        return
    round_.finished_at = now
    round_.save(update_fields=["finished_at"])
    if tournament.stage != Stage.RUNNING or tournament.current_round != round_.number:
        return
    entries = {entry.pk: entry for entry in tournament.entries.all()}
    still = [pk for pk, entry in entries.items() if entry.withdrawn_in_round is None]
    more = round_.number < round_count_of(tournament)
    if tournament.format == Format.ELIMINATION:
        more = more and len(_elimination_slots_alive(tournament, round_.number + 1, entries)) > 1
    if more and len(still) >= 2:
        start_round(tournament, round_.number + 1, now)
    else:
        finish_event(tournament, now)


def _elimination_slots_alive(tournament: Tournament, number: int, entries: dict[int, Entry]) -> list[int]:
    playing = {pk for pk, entry in entries.items() if entry.withdrawn_in_round is None}
    return [pk for pk in _elimination_slots(tournament, number, entries, playing) if pk is not None]


def finish_event(tournament: Tournament, now: datetime) -> None:
    """The event is over: its stage, and each entrant told their place."""
    tournament.stage = Stage.FINISHED
    tournament.finished_at = now
    tournament.save(update_fields=["stage", "finished_at"])
    entries = {entry.pk: entry for entry in tournament.entries.all()}
    for line in current_standings(tournament, entries):
        entry = entries[line.entry]
        for person in (entry.user_id, entry.partner_id):
            push.notify(
                person,
                Kind.TOURNAMENT_RESULT,
                f"/t/{tournament.public_id}",
                name=tournament.name,
                count=str(line.rank),
                tag=f"tournament-{tournament.public_id}",
            )


# --- standings --------------------------------------------------------------------------------------------------


def current_standings(tournament: Tournament, entries: dict[int, Entry] | None = None) -> list[Line]:
    """The standings from the decided tables so far (withdrawn entrants keep their results)."""
    entries = entries or {entry.pk: entry for entry in tournament.entries.all()}
    results = []
    tables = (
        Table.objects.filter(round__tournament=tournament, decided_at__isnull=False)
        .select_related("round")
        .prefetch_related("places")
    )
    for table in tables:
        places = tuple(
            Place(place.entry_id, place.points or Decimal(0), place.score or 0) for place in table.places.all()
        )
        results.append(Result(table.round.number, places))
    still_in = None
    if tournament.format == Format.ELIMINATION:
        still_in = _still_in(tournament, entries)
    lines = standings(tournament.format, {pk: entry.seed for pk, entry in entries.items()}, results, still_in)
    if tournament.format == Format.DUPLICATE:
        # An entrant's games are the deals their table has played, not opponents met at it.
        deals = Counter(
            DealResult.objects.filter(table__places__entry__tournament=tournament).values_list(
                "table__places__entry", flat=True
            )
        )
        for line in lines:
            line.played = deals[line.entry]
    return lines


def _still_in(tournament: Tournament, entries: dict[int, Entry]) -> set[int]:
    """Elimination: the entrants who have lost no table and not withdrawn."""
    out = {pk for pk, entry in entries.items() if entry.withdrawn_in_round is not None}
    for table in Table.objects.filter(round__tournament=tournament, decided_at__isnull=False).prefetch_related(
        "places"
    ):
        places = list(table.places.all())
        winner = table_winner(places, entries)
        out.update(place.entry_id for place in places if place.entry_id != winner)
    return set(entries) - out


# --- the sweep ----------------------------------------------------------------------------------------------------


def overdue_rounds(now: datetime) -> list[int]:
    """The ids of running events' unfinished rounds past their deadline."""
    return list(
        Round.objects.filter(finished_at__isnull=True, deadline__lte=now, tournament__stage=Stage.RUNNING).values_list(
            "pk", flat=True
        )
    )


def remind_at(round_: Round) -> datetime:
    """When a round's reminder goes: 12 hours before its deadline, or halfway through a shorter round."""
    return round_.deadline - min(REMIND_BEFORE, (round_.deadline - round_.started_at) / 2)


def remind(tournament: Tournament, round_: Round) -> int:
    """Remind the people whose match of the round is not over, once; how many were told."""
    round_.reminded = True
    round_.save(update_fields=["reminded"])
    told = 0
    for table in round_.tables.filter(decided_at__isnull=True, room__isnull=False):
        match = Match.objects.filter(room=table.room_id).order_by("-pk").first()
        url = f"/t/{tournament.public_id}" if match is None else f"/m/{match.public_id}"
        for seat in Seat.objects.filter(room=table.room_id, user__isnull=False):
            push.notify(
                seat.user_id,
                Kind.TOURNAMENT_REMINDER,
                url,
                game=tournament.game,
                name=tournament.name,
                count=str(round_.number),
                tag=f"tournament-{tournament.public_id}",
            )
            told += 1
    return told
