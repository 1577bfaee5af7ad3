"""Tournament routes: a circle's events, one event, entries, withdrawals, start and cancel; each a service call."""

from __future__ import annotations

from django.utils.decorators import method_decorator
from django.views.decorators.cache import never_cache
from drf_spectacular.utils import extend_schema
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts.callers import caller
from accounts.models import User
from config.api.requests import ERRORS, refuse_a_body, validated
from tournaments.api import serializers as s
from tournaments.services import bodies, events
from tournaments.services.access import find_tournament


def _body(public_id: str, user: User, status: int = 200) -> Response:
    tournament, owner = find_tournament(public_id, user)
    return Response(bodies.tournament_body(tournament, user, owner), status=status)


@method_decorator(never_cache, name="dispatch")
class CircleTournamentsView(APIView):
    """GET and POST /api/circles/<circle>/tournaments."""

    @extend_schema(responses={200: s.TournamentLinesOut, **ERRORS}, operation_id="circle_tournaments_list")
    def get(self, request: Request, circle_id: str) -> Response:
        """The circle's events, newest first."""
        return Response({"tournaments": bodies.circle_tournaments(circle_id, caller(request))})

    @extend_schema(
        request=s.TournamentIn, responses={201: s.TournamentOut, **ERRORS}, operation_id="circle_tournaments_create"
    )
    def post(self, request: Request, circle_id: str) -> Response:
        """The circle's owner makes an event, open for entries until `starts_at`."""
        data = validated(s.TournamentIn, request)
        user = caller(request)
        tournament = events.create(circle_id, user, data)
        return _body(tournament.public_id, user, status=201)


@method_decorator(never_cache, name="dispatch")
class TournamentView(APIView):
    """GET and PATCH /api/tournaments/<id>."""

    @extend_schema(responses={200: s.TournamentOut, **ERRORS}, operation_id="tournament_read")
    def get(self, request: Request, tournament_id: str) -> Response:
        """The event: settings, entrants, rounds with their tables, standings."""
        return _body(tournament_id, caller(request))

    @extend_schema(
        request=s.TournamentChangeIn, responses={200: s.TournamentOut, **ERRORS}, operation_id="tournament_change"
    )
    def patch(self, request: Request, tournament_id: str) -> Response:
        """The owner changes an open event's settings (409 `tournament_started` once it has started)."""
        data = validated(s.TournamentChangeIn, request)
        user = caller(request)
        events.edit(tournament_id, user, data)
        return _body(tournament_id, user)


class TournamentEntriesView(APIView):
    """POST /api/tournaments/<id>/entries."""

    @extend_schema(request=s.EnterIn, responses={201: s.TournamentOut, **ERRORS}, operation_id="tournament_enter")
    def post(self, request: Request, tournament_id: str) -> Response:
        """Enter (with a partner at a partnership event); the owner adds another member with `player`."""
        data = validated(s.EnterIn, request)
        user = caller(request)
        events.enter(tournament_id, user, data.get("player"), data.get("partner"))
        return _body(tournament_id, user, status=201)


class TournamentWithdrawView(APIView):
    """POST /api/tournaments/<id>/withdraw."""

    @extend_schema(request=s.WithdrawIn, responses={200: s.TournamentOut, **ERRORS}, operation_id="tournament_withdraw")
    def post(self, request: Request, tournament_id: str) -> Response:
        """Withdraw one's entry (the owner: any, by `entry`); mid-event, only once one's match of the round is over."""
        data = validated(s.WithdrawIn, request)
        user = caller(request)
        events.withdraw(tournament_id, user, data.get("entry"))
        return _body(tournament_id, user)


class TournamentStartView(APIView):
    """POST /api/tournaments/<id>/start."""

    @extend_schema(request=None, responses={200: s.TournamentOut, **ERRORS}, operation_id="tournament_start")
    def post(self, request: Request, tournament_id: str) -> Response:
        """The owner starts the event now: the first round's pairings are made and their matches begin."""
        refuse_a_body(request)
        user = caller(request)
        events.start(tournament_id, user)
        return _body(tournament_id, user)


class TournamentCancelView(APIView):
    """POST /api/tournaments/<id>/cancel."""

    @extend_schema(request=None, responses={200: s.TournamentOut, **ERRORS}, operation_id="tournament_cancel")
    def post(self, request: Request, tournament_id: str) -> Response:
        """The owner cancels the event; matches under way play on as ordinary circle matches."""
        refuse_a_body(request)
        user = caller(request)
        events.cancel(tournament_id, user)
        return _body(tournament_id, user)


@method_decorator(never_cache, name="dispatch")
class MyTournamentsView(APIView):
    """GET /api/me/tournaments."""

    @extend_schema(responses={200: s.TournamentLinesOut, **ERRORS}, operation_id="my_tournaments")
    def get(self, request: Request) -> Response:
        """The events the caller entered, open and running first, each with the caller's next match."""
        return Response({"tournaments": bodies.my_tournaments(caller(request))})
