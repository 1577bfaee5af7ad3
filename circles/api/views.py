"""Circle routes: circles, members, bans, matches, invitations, seat offers and reports; each a service call."""

from __future__ import annotations

from typing import Any

from django.db.models import QuerySet
from django.utils.decorators import method_decorator
from django.views.decorators.cache import never_cache
from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework.permissions import AllowAny
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts import services as accounts
from accounts.callers import caller
from accounts.models import User
from circles.api import serializers as s
from circles.services import bodies, invitations, members, moderation
from circles.services import circles as circle_service
from circles.services import matches as match_service
from circles.services.access import access_circle
from community.api.serializers import ReportOut
from config.api.errors import ErrorOut
from config.api.requests import ERRORS, refuse_a_body, validated
from config.api.throttling import READS_SCOPE, ScopedThrottle
from games.api.matches import LAST_PAGE, HistoryPagination, number_in_query, number_parameter
from games.services.presence import note_seen

GONE = {**ERRORS, 410: ErrorOut}
"""The errors of a route that reads an invitation: 410 for one revoked or expired."""
PAGE_PARAMETERS = [
    number_parameter("page", 1, LAST_PAGE, "the page's number; default 1"),
    number_parameter("page_size", 1, HistoryPagination.max_page_size, "items a page; default 20"),
]


def _seen(request: Request) -> User:
    """The caller, noted as seen now (a circle's page shows who is online)."""
    user = caller(request)
    note_seen(user.pk)
    return user


def _page(request: Request, view: APIView, items: QuerySet[Any], body: Any) -> Response:
    """A page of a query's items, each turned into JSON by `body` (one call for the whole page)."""
    # DRF reads a page size out of range as the default, and a page that is no number as a 404: both are a 400.
    number_in_query(request, "page", 1, 1, LAST_PAGE, "a page's number")
    number_in_query(request, "page_size", HistoryPagination.page_size, 1, HistoryPagination.max_page_size, "a size")
    paginator = HistoryPagination()
    page: list[Any] = paginator.paginate_queryset(items, request, view=view) or []
    return paginator.get_paginated_response(body(page))


def _circle_response(circle_id: str, user: User, status: int = 200) -> Response:
    circle, membership, count = circle_service.circle_detail(circle_id, user)
    return Response(bodies.circle_body(circle, membership, count), status=status)


class CirclesView(APIView):
    """GET and POST /api/circles."""

    @extend_schema(
        responses={200: s.CircleSummaryPageOut, **ERRORS}, parameters=PAGE_PARAMETERS, operation_id="circles_list"
    )
    def get(self, request: Request) -> Response:
        """The caller's circles, the newest joined first, paginated."""
        user = _seen(request)
        return _page(
            request, self, circle_service.circles_of(user), lambda page: [bodies.summary_body(m) for m in page]
        )

    @extend_schema(request=s.CircleIn, responses={201: s.CircleOut, **ERRORS}, operation_id="circles_create")
    def post(self, request: Request) -> Response:
        """Make a circle, the caller its owner."""
        data = validated(s.CircleIn, request)
        user = caller(request)
        circle = circle_service.create_circle(user, data["name"], data["member_limit"], data["rate_computer_matches"])
        return _circle_response(circle.public_id, user, status=201)


class CircleView(APIView):
    """GET and PATCH /api/circles/{id}."""

    @extend_schema(responses={200: s.CircleOut, **ERRORS}, operation_id="circles_read")
    def get(self, request: Request, circle_id: str) -> Response:
        """The circle, for its members (anyone else, a removed member too, is told it does not exist)."""
        return _circle_response(circle_id, _seen(request))

    @extend_schema(request=s.CircleChangeIn, responses={200: s.CircleOut, **ERRORS}, operation_id="circles_update")
    def patch(self, request: Request, circle_id: str) -> Response:
        """The owner renames the circle, sets its member limit, or says whether matches with computers rate."""
        user = caller(request)
        circle_service.update_circle(circle_id, user, validated(s.CircleChangeIn, request))
        return _circle_response(circle_id, user)


class CircleOwnerView(APIView):
    """POST /api/circles/{id}/owner."""

    @extend_schema(request=s.PlayerIn, responses={200: s.CircleOut, **ERRORS}, operation_id="circles_hand_over")
    def post(self, request: Request, circle_id: str) -> Response:
        """The owner hands the circle to a member, and stays on as a member."""
        user = caller(request)
        circle_service.hand_over(circle_id, user, validated(s.PlayerIn, request)["player"])
        return _circle_response(circle_id, user)


class CircleMembersView(APIView):
    """GET /api/circles/{id}/members."""

    @extend_schema(
        responses={200: s.MemberPageOut, **ERRORS}, parameters=PAGE_PARAMETERS, operation_id="circles_members"
    )
    def get(self, request: Request, circle_id: str) -> Response:
        """The circle's members, the owner first, with who is online and when each was last seen."""
        return _page(request, self, members.members_of(circle_id, _seen(request)), bodies.member_bodies)


class CircleMemberView(APIView):
    """DELETE /api/circles/{id}/members/{player_id}."""

    @extend_schema(request=None, responses={204: None, **ERRORS}, operation_id="circles_members_remove")
    def delete(self, request: Request, circle_id: str, player_id: str) -> Response:
        """The owner removes a member (who keeps their past matches, but sees the circle no more)."""
        refuse_a_body(request)
        members.remove(circle_id, caller(request), player_id)
        return Response(status=204)


class CircleLeaveView(APIView):
    """POST /api/circles/{id}/leave."""

    @extend_schema(request=None, responses={204: None, **ERRORS}, operation_id="circles_leave")
    def post(self, request: Request, circle_id: str) -> Response:
        """Leave the circle (its owner hands it over first); one's past matches stay one's own."""
        refuse_a_body(request)
        members.leave(circle_id, caller(request))
        return Response(status=204)


class CircleBansView(APIView):
    """GET and POST /api/circles/{id}/bans."""

    @extend_schema(responses={200: s.BanPageOut, **ERRORS}, parameters=PAGE_PARAMETERS, operation_id="circles_bans")
    def get(self, request: Request, circle_id: str) -> Response:
        """The circle's bans, newest first (its owner's to see)."""
        bans = members.bans_of(circle_id, caller(request))
        return _page(request, self, bans, lambda page: [members.ban_body(each) for each in page])

    @extend_schema(request=s.BanIn, responses={201: s.BanOut, **ERRORS}, operation_id="circles_bans_create")
    def post(self, request: Request, circle_id: str) -> Response:
        """The owner bans a player (removed if a member) from joining again; the audit log records it."""
        data = validated(s.BanIn, request)
        circle_ban = members.ban(circle_id, caller(request), data["player"], data["reason"])
        return Response(members.ban_body(circle_ban), status=201)


class CircleBanView(APIView):
    """DELETE /api/circles/{id}/bans/{player_id}."""

    @extend_schema(request=None, responses={204: None, **ERRORS}, operation_id="circles_bans_lift")
    def delete(self, request: Request, circle_id: str, player_id: str) -> Response:
        """The owner lifts a ban (nothing happens for a player who is not banned)."""
        refuse_a_body(request)
        members.unban(circle_id, caller(request), player_id)
        return Response(status=204)


class CircleMatchesView(APIView):
    """GET and POST /api/circles/{id}/matches."""

    @extend_schema(
        responses={200: s.CircleMatchPageOut, **ERRORS},
        parameters=[
            OpenApiParameter("state", str, enum=["live", "finished"], description="default live"),
            *PAGE_PARAMETERS,
        ],
        operation_id="circles_matches",
    )
    def get(self, request: Request, circle_id: str) -> Response:
        """The circle's live matches (newest first, with whose turn it is) or finished ones (latest ended first)."""
        state = request.query_params.get("state") or "live"
        found = match_service.circle_matches(circle_id, _seen(request), state)
        return _page(request, self, found, lambda page: [match_service.match_body(each) for each in page])

    # A match costs what a room does: both count against the same rate.
    throttle_classes = [ScopedThrottle]

    def get_throttles(self) -> list[Any]:
        """Reads count as a circle's other reads do; a new match as a new room."""
        self.throttle_scope = "rooms" if self.request.method == "POST" else READS_SCOPE
        return super().get_throttles()

    @extend_schema(
        request=s.NewMatchIn, responses={201: s.NewMatchOut, **ERRORS}, operation_id="circles_matches_create"
    )
    def post(self, request: Request, circle_id: str) -> Response:
        """A new match in the circle: members offered seats are told; the rest take computer players."""
        data = validated(s.NewMatchIn, request)
        room, offers = match_service.new_match(
            circle_id,
            caller(request),
            data["game"],
            data["options"],
            data["turn_seconds"],
            data["seats"],
            holiday_days=data["holiday_days"],
        )
        body = {"room_code": room.code, "offers": [match_service.sent_offer_body(offer) for offer in offers]}
        return Response(body, status=201)


class CircleInvitationsView(APIView):
    """GET and POST /api/circles/{id}/invitations."""

    @extend_schema(
        responses={200: s.InvitationPageOut, **ERRORS}, parameters=PAGE_PARAMETERS, operation_id="circles_invitations"
    )
    def get(self, request: Request, circle_id: str) -> Response:
        """The circle's invitations, newest first, revoked and expired ones too (its owner's to see)."""
        found = invitations.invitations_of(circle_id, caller(request))
        return _page(request, self, found, lambda page: [invitations.invitation_body(each) for each in page])

    @extend_schema(
        request=s.InvitationIn, responses={201: s.InvitationOut, **ERRORS}, operation_id="circles_invitations_create"
    )
    def post(self, request: Request, circle_id: str) -> Response:
        """The owner makes an invitation code to share, which may expire."""
        data = validated(s.InvitationIn, request)
        invitation = invitations.create_invitation(circle_id, caller(request), data["expires_in_hours"])
        return Response(invitations.invitation_body(invitation), status=201)


class CircleInvitationView(APIView):
    """DELETE /api/circles/{id}/invitations/{code}."""

    @extend_schema(request=None, responses={200: s.InvitationOut, **ERRORS}, operation_id="circles_invitations_revoke")
    def delete(self, request: Request, circle_id: str, code: str) -> Response:
        """The owner revokes an invitation: its code lets nobody join any more."""
        refuse_a_body(request)
        return Response(invitations.invitation_body(invitations.revoke(circle_id, caller(request), code)))


class InvitationView(APIView):
    """GET /api/circle-invitations/{code}."""

    authentication_classes: list[Any] = []
    permission_classes = [AllowAny]
    throttle_scope = "join"

    @extend_schema(responses={200: s.InvitationPreviewOut, **GONE}, operation_id="circle_invitations_read")
    def get(self, request: Request, code: str) -> Response:
        """What an invitation shows anyone with its code: the circle's name and size, when it expires."""
        return Response(invitations.preview(code))


@method_decorator(never_cache, name="dispatch")
class InvitationJoinView(APIView):
    """POST /api/circle-invitations/{code}/join."""

    permission_classes = [AllowAny]
    throttle_classes = [ScopedThrottle]
    throttle_scope = "join"

    @extend_schema(request=s.JoinIn, responses={200: s.JoinedOut, **GONE}, operation_id="circle_invitations_join")
    def post(self, request: Request, code: str) -> Response:
        """Join the invitation's circle; with no account, as a new guest named `name` (its token is in the answer)."""
        user = request.user if isinstance(request.user, User) else None
        circle, member, token = invitations.join(code, user, validated(s.JoinIn, request)["name"])
        note_seen(member.pk)
        found, membership = access_circle(circle.public_id, member)
        circle_json = bodies.circle_body(found, membership, circle_service.member_count(found))
        guest = None if token is None else {**accounts.account_json(member), "token": token}
        return Response({"circle": circle_json, "guest": guest})


class CircleReportsView(APIView):
    """POST /api/circles/{id}/reports."""

    throttle_classes = [ScopedThrottle]
    throttle_scope = "reports"

    @extend_schema(request=s.ReportIn, responses={201: ReportOut, **ERRORS}, operation_id="circles_report")
    def post(self, request: Request, circle_id: str) -> Response:
        """A member reports the circle's name as offensive, for a moderator to look at."""
        data = validated(s.ReportIn, request)
        user = caller(request)
        circle, _ = access_circle(circle_id, user)
        report = moderation.report_circle(circle, user, data["note"])
        return Response({"id": report.public_id, "status": report.status}, status=201)


class MySeatOffersView(APIView):
    """GET /api/me/seat-offers."""

    @extend_schema(responses={200: s.SeatOfferOut(many=True), **ERRORS}, operation_id="me_seat_offers")
    def get(self, request: Request) -> Response:
        """The seats offered to the caller in their circles' new matches, not answered yet, newest first."""
        offers = match_service.open_offers_of(_seen(request))[: HistoryPagination.max_page_size]
        return Response([match_service.offer_body(offer) for offer in offers])


class SeatOfferAnswerView(APIView):
    """POST /api/seat-offers/{id}/accept and /decline."""

    accept = True

    @extend_schema(request=None, responses={200: s.OfferAnswerOut, **ERRORS})
    def post(self, request: Request, offer_id: str) -> Response:
        """Take the seat offered, or decline it (a computer player then sits there)."""
        refuse_a_body(request)
        offer = match_service.answer_offer(offer_id, caller(request), self.accept)
        return Response({"id": offer.public_id, "room_code": offer.room.code, "answer": offer.answer})


class SeatOfferAcceptView(SeatOfferAnswerView):
    """POST /api/seat-offers/{id}/accept."""

    accept = True


class SeatOfferDeclineView(SeatOfferAnswerView):
    """POST /api/seat-offers/{id}/decline."""

    accept = False
