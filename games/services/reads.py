"""A match read by a caller: the ETag of what they may see, and the body unless their copy is still current."""

from __future__ import annotations

from typing import Any

from accounts.models import User
from games.models import Match
from games.services import bodies, etags, matches, spectating


def match_read(match: Match, user: User, seat: int | None, if_none_match: str) -> tuple[str, dict[str, Any] | None]:
    """The ETag and body for a seat (None: a spectator, one trick behind where the match delays them).

    No body (None) when `if_none_match` names the ETag: the answer is then a 304.
    """
    delayed = spectating.delayed_for(match, user, seat)
    behind = spectating.behind(match, with_state=False) if delayed else None
    etag = etags.etag_for(match, seat, None if behind is None else behind.seq)
    if etags.names_etag(if_none_match, etag):
        return etag, None
    if not delayed:
        return etag, bodies.match_body(match, seat, matches.current_state(match))
    behind = spectating.behind(match)
    assert behind.state is not None
    return etag, bodies.match_body(match, seat, behind.state, behind)
