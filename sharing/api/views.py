"""Share routes: links made, listed and revoked; players' consent; a shared match opened without an account."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from django.utils.decorators import method_decorator
from django.views.decorators.cache import never_cache
from drf_spectacular.utils import extend_schema
from rest_framework.permissions import AllowAny
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts.callers import caller
from config.api.errors import ErrorOut
from config.api.requests import ERRORS, refuse_a_body, validated
from config.api.service_errors import ServiceError
from config.api.throttling import READS_SCOPE, ScopedThrottle
from games.api.matches import HistoryPagination, number_in_query, number_parameter
from games.api.serializers import LARGEST_SEQ
from games.api.throttling import check_code_guessing, count_wrong_code
from games.services.names import public_name
from sharing.api.serializers import ConsentIn, ConsentOut, SharedMatchOut, ShareOut, SharePageOut
from sharing.models import ShareLink
from sharing.services import consent, links, shown

SHARE_ERRORS = {**ERRORS, 410: ErrorOut}
"""The errors of a route that reads a link: a revoked one is gone (410)."""


def share_body(link: ShareLink) -> dict[str, Any]:
    """A link as its maker is given it."""
    return {
        "token": link.token,
        "url": f"/s/{link.token}",
        "full_hands": consent.shows_every_hand(link.match),
    }


def share_line(link: ShareLink, full_hands: bool) -> dict[str, Any]:
    """A link in its match's list."""
    return {
        "token": link.token,
        "url": f"/s/{link.token}",
        "full_hands": full_hands,
        "made_by": {"id": link.made_by.public_id, "name": public_name(link.made_by)},
        "created_at": link.created_at.isoformat(),
        "revoked": link.revoked_at is not None,
        "revoked_at": link.revoked_at.isoformat() if link.revoked_at else None,
    }


@contextmanager
def counting_wrong_tokens(request: Request) -> Iterator[None]:
    """Tokens that name no link count against the caller, as wrong room codes do, to stop guessing."""
    check_code_guessing(request)
    try:
        yield
    except ServiceError as error:
        if error.code == "share_not_found":
            count_wrong_code(request)
        raise


class MatchSharesView(APIView):
    """POST and GET /api/matches/{id}/share."""

    throttle_classes = [ScopedThrottle]

    def get_throttles(self) -> list[Any]:
        """Making links has its own limit; reading the list, the reads' one."""
        self.throttle_scope = "shares" if self.request.method == "POST" else READS_SCOPE
        return super().get_throttles()

    @extend_schema(request=None, responses={201: ShareOut, **ERRORS}, operation_id="matches_share")
    def post(self, request: Request, match_id: str) -> Response:
        """Make a link to the match (a player of it): anyone with it may open the match's replay without an account."""
        refuse_a_body(request)
        link = links.make_link(match_id, caller(request))
        return Response(share_body(link), status=201)

    @extend_schema(
        responses={200: SharePageOut, **ERRORS},
        parameters=[
            number_parameter("page", 1, 10**6, "the page's number; default 1"),
            number_parameter("page_size", 1, HistoryPagination.max_page_size, "links a page; default 20"),
        ],
        operation_id="matches_shares",
    )
    def get(self, request: Request, match_id: str) -> Response:
        """The links the caller made to the match, newest first, revoked ones too (a player of it)."""
        found = links.links_of(match_id, caller(request))
        number_in_query(request, "page", 1, 1, 10**6, "a page's number")
        number_in_query(request, "page_size", HistoryPagination.page_size, 1, HistoryPagination.max_page_size, "a size")
        paginator = HistoryPagination()
        page: list[ShareLink] = paginator.paginate_queryset(found, request, view=self) or []
        full_hands = consent.shows_every_hand(page[0].match) if page else False
        return paginator.get_paginated_response([share_line(link, full_hands) for link in page])


class ShareView(APIView):
    """DELETE /api/shares/{token}."""

    @extend_schema(request=None, responses={204: None, **ERRORS}, operation_id="shares_revoke")
    def delete(self, request: Request, token: str) -> Response:
        """Revoke a link (the player who made it): it stops working at once."""
        refuse_a_body(request)
        with counting_wrong_tokens(request):
            links.revoke_link(token, caller(request))
        return Response(status=204)


class ShareConsentView(APIView):
    """GET and POST /api/matches/{id}/share-consent."""

    @extend_schema(responses={200: ConsentOut, **ERRORS}, operation_id="matches_share_consent_read")
    def get(self, request: Request, match_id: str) -> Response:
        """The caller's answer, and how many of the match's players agree that every hand may be shown."""
        return Response(consent.read_consent(match_id, caller(request)))

    @extend_schema(request=ConsentIn, responses={200: ConsentOut, **ERRORS}, operation_id="matches_share_consent")
    def post(self, request: Request, match_id: str) -> Response:
        """A player agrees, or no longer agrees, that links to the match may show every hand once it is over."""
        answer = validated(ConsentIn, request)["consent"]
        return Response(consent.give_consent(match_id, caller(request), answer))


@method_decorator(never_cache, name="dispatch")
class SharedMatchView(APIView):
    """GET /api/shared/{token}."""

    authentication_classes = []
    permission_classes = [AllowAny]
    throttle_classes = [ScopedThrottle]
    throttle_scope = READS_SCOPE

    @extend_schema(
        auth=[],
        responses={200: SharedMatchOut, **SHARE_ERRORS},
        parameters=[number_parameter("deal", 0, LARGEST_SEQ, "the deal's index; default 0")],
        operation_id="shared_read",
    )
    def get(self, request: Request, token: str) -> Response:
        """A shared match's deal, step by step, without an account: every hand only where its players allow it."""
        deal = number_in_query(request, "deal", 0, 0, LARGEST_SEQ, "a deal's index")
        with counting_wrong_tokens(request):
            link = links.find_link(token)
        return Response(shown.shared_replay(link, deal))
