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


def conditional_read(
    method: str, path: str, if_none_match: str | None, authorization: str
) -> tuple[str, str, str] | None:
    """Of a conditional read of a match with a token: the match's public id, the token's digest and the ETags named.

    None for any other request, which only the view can answer.
    """
    if not if_none_match or method != "GET" or (read := MATCH_READ.fullmatch(path)) is None:
        return None
    key = TOKEN_HEADER.fullmatch(authorization.strip())
    return None if key is None else (read[1], digest_of(key[1]), if_none_match)


class NotModifiedMiddleware:
    """Answers a conditional read of a match whose ETag the caller already holds."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponseBase]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponseBase:
        """The 304, when the caller's token may read the match and its ETag is current; else the view's answer."""
        headers = request.headers
        asked = conditional_read(
            request.method or "", request.path_info, headers.get("If-None-Match"), headers.get("Authorization", "")
        )
        if asked is None:
            return self.get_response(request)
        public_id, digest, tags = asked
        etag = etag_for_caller(public_id, digest)
        if etag is not None and names_etag(tags, etag):
            response = HttpResponseNotModified()
            response["ETag"] = etag
            response["Allow"] = "GET, HEAD, OPTIONS"  # as DRF's view says it
            return response
        return self.get_response(request)
