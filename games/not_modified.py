"""A poll whose ETag is still current is answered 304 before the API's machinery runs: one small query.

Phones poll their match every few seconds, and nearly every poll finds nothing new. The answer is the one
the match view would give (`GET /api/matches/{id}`); anything this cannot settle goes on to that view.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from django.http import HttpRequest, HttpResponseBase, HttpResponseNotModified

from accounts.tokens import digest_of
from games.codes import PUBLIC_ID_PATTERN
from games.services.etags import etag_for_caller, names_etag

MATCH_READ = re.compile(rf"/api/matches/({PUBLIC_ID_PATTERN})")
TOKEN_HEADER = re.compile(r"token ([^\s]+)", re.IGNORECASE)
"""`Authorization: Token <key>`, as DRF's token authentication reads it (the keyword in any case)."""


class NotModifiedMiddleware:
    """Answers a conditional read of a match whose ETag the caller already holds."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponseBase]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponseBase:
        """The 304, when the caller's token may read the match and its ETag is current; else the view's answer."""
        tags = request.headers.get("If-None-Match")
        if tags and request.method == "GET" and (read := MATCH_READ.fullmatch(request.path_info)):
            key = TOKEN_HEADER.fullmatch(request.headers.get("Authorization", "").strip())
            if key is not None:
                etag = etag_for_caller(read[1], digest_of(key[1]))
                if etag is not None and names_etag(tags, etag):
                    response = HttpResponseNotModified()
                    response["ETag"] = etag
                    response["Allow"] = "GET, HEAD, OPTIONS"  # as DRF's view says it
                    return response
        return self.get_response(request)
