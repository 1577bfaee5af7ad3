"""The page behind a share link, /s/TOKEN: what chat apps preview (title and description tags), then the app."""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.views.decorators.cache import never_cache
from rest_framework.request import Request
from rest_framework.views import APIView

from config.api.service_errors import ServiceError
from config.api.throttling import READS_SCOPE, ScopedThrottle
from games.api.throttling import check_code_guessing, count_wrong_code
from sharing.services import links, shown

SITE = "Tricktable"


class _PageReads(APIView):
    """The page is rate-limited as the API's costlier reads are (it is no API view: the throttle is asked here)."""

    throttle_scope = READS_SCOPE


@never_cache
def share_page(request: HttpRequest, token: str) -> HttpResponse:
    """A small page with the match's preview, that sends a browser on to the app's page of the shared match.

    The preview says only what anyone watching could know: the game, the players' names, the score. A revoked or
    unknown link gets a page that says so, and nothing of the match. Wrong tokens count against the address.
    """
    counted = Request(request)
    throttle = ScopedThrottle()
    if not throttle.allow_request(counted, _PageReads()):
        message = "too many requests; wait a while before trying again"
        return render(request, "sharing/gone.html", {"site": SITE, "message": message}, status=429)
    try:
        check_code_guessing(counted)
        link = links.find_link(token)
    except ServiceError as error:
        if error.code == "share_not_found":
            count_wrong_code(counted)
        return render(request, "sharing/gone.html", {"site": SITE, "message": error.message}, status=error.status)
    words = shown.preview(link)
    context = {
        "site": SITE,
        "title": words["title"],
        "description": words["description"],
        "page_url": request.build_absolute_uri(f"/s/{link.token}"),
        "app_path": f"/shared/{link.token}",
    }
    return render(request, "sharing/preview.html", context)
