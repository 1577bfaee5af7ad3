"""Holiday routes: the caller's holidays, take one, end or cancel one."""

from __future__ import annotations

from drf_spectacular.utils import extend_schema
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts.access import access_active_user
from accounts.callers import caller
from config.api.requests import ERRORS, refuse_a_body, validated
from games.api.serializers import HolidayOut, HolidaySerializer, HolidaysOut
from games.services import holidays


class MyHolidaysView(APIView):
    """GET and POST /api/me/holidays."""

    @extend_schema(responses={200: HolidaysOut, **ERRORS}, operation_id="me_holidays")
    def get(self, request: Request) -> Response:
        """Days left this year, the current and future holidays, and the caller's rooms that refuse holidays."""
        return Response(holidays.overview(caller(request)))

    @extend_schema(request=HolidaySerializer, responses={201: HolidayOut, **ERRORS}, operation_id="me_holidays_take")
    def post(self, request: Request) -> Response:
        """Take a holiday of whole days from a start (default now): the caller's clocks stand still meanwhile."""
        user = caller(request)
        access_active_user(user)
        data = validated(HolidaySerializer, request)
        holiday = holidays.take(user, data["days"], data["starts_at"])
        return Response(holidays.holiday_body(holiday), status=201)


class MyHolidayEndView(APIView):
    """POST /api/me/holidays/{id}/end."""

    @extend_schema(request=None, responses={200: HolidayOut, **ERRORS}, operation_id="me_holidays_end")
    def post(self, request: Request, holiday_id: str) -> Response:
        """End a running holiday early (the clocks run again at once), or cancel one that has not begun."""
        refuse_a_body(request)
        holiday = holidays.end(caller(request), holiday_id)
        return Response(holidays.holiday_body(holiday))
