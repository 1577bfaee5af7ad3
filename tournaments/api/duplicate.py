"""The duplicate event's route: one deal compared across its tables, once every table has finished it."""

from __future__ import annotations

from typing import Any

from drf_spectacular.utils import extend_schema
from rest_framework import serializers
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts.callers import caller
from config.api.requests import ERRORS
from config.api.throttling import READS_SCOPE
from tournaments.models import DuplicateScoring
from tournaments.services.duplicate_deals import deal_comparison


class DealPlaceOut(serializers.Serializer[Any]):
    """An entrant at a table: the side they played and their score on the deal (two decimals)."""

    entry = serializers.CharField()
    side = serializers.IntegerField()
    score = serializers.CharField(allow_null=True, help_text="Match points (a share of 1) or the difference.")


class DealTableOut(serializers.Serializer[Any]):
    """What the deal gave at one table; its match's replay of it is `/api/matches/{match}/replay?deal={replay_deal}`."""

    table = serializers.IntegerField()
    room = serializers.CharField(allow_null=True)
    match = serializers.CharField(allow_null=True)
    replay_deal = serializers.IntegerField(
        allow_null=True, help_text="The match's deal (0 first) that dealt this deck: its replay's `?deal=`."
    )
    dealer = serializers.IntegerField()
    points = serializers.ListField(child=serializers.IntegerField(), help_text="Each side's points, in team order.")
    places = DealPlaceOut(many=True)


class DealComparisonOut(serializers.Serializer[Any]):
    """A duplicate deal at every table that played it."""

    deal = serializers.IntegerField(help_text="The deal's index among the event's decks (0 first).")
    deals = serializers.IntegerField()
    scoring = serializers.ChoiceField(choices=DuplicateScoring.choices)
    deck = serializers.ListField(child=serializers.CharField())
    tables = DealTableOut(many=True)


class TournamentDealView(APIView):
    """GET /api/tournaments/{id}/deals/{n}."""

    throttle_scope = READS_SCOPE

    @extend_schema(responses={200: DealComparisonOut, **ERRORS}, operation_id="tournaments_deal")
    def get(self, request: Request, tournament_id: str, deal: int) -> Response:
        """A duplicate event's deal compared across its tables: for the circle's members, once every table played it."""
        return Response(deal_comparison(tournament_id, deal, caller(request)))
