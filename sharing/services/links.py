"""Share links: made by a player of a match, listed for its players, revoked by their maker, found by their token."""

from __future__ import annotations

from django.db import IntegrityError, transaction
from django.db.models import QuerySet
from django.utils import timezone

from accounts.models import User
from config.api.service_errors import ServiceError, forbidden, not_found
from games.services.access import access_match_player, seat_of
from games.services.matches import find_match
from sharing import tokens
from sharing.models import ShareLink

TRIES = 3
"""Fresh tokens tried before giving up: two tokens of 72 random bits that start alike are already unheard of."""


def share_not_found() -> ServiceError:
    """The one answer for a token that names no link and for one the caller may not manage: they must not differ."""
    return not_found("share_not_found", "no such shared match; check the link")


def share_revoked() -> ServiceError:
    """410: the link existed, and the player who made it revoked it."""
    return ServiceError(410, "share_revoked", "this link was revoked by the player who shared it")


def make_link(match_id: str, user: User) -> ShareLink:
    """A new link to a match, made by one of its players (anyone else: as the match's other routes answer)."""
    match = find_match(match_id)
    access_match_player(match, user)
    for _ in range(TRIES):
        token = tokens.new_token()
        try:
            with transaction.atomic():
                return ShareLink.objects.create(match=match, made_by=user, selector=token.selector, secret=token.secret)
        except IntegrityError:
            continue  # the selector was taken: draw again
    raise RuntimeError("no free share token after several tries")


def links_of(match_id: str, user: User) -> QuerySet[ShareLink]:
    """The links a player of the match made to it, newest first (revoked ones too, marked so).

    Only their own: another player's token would let them pass on a link they cannot revoke.
    """
    match = find_match(match_id)
    access_match_player(match, user)
    return (
        ShareLink.objects.filter(match=match, made_by=user)
        .select_related("made_by", "match")
        .order_by("-created_at", "-pk")
    )


def _link_for(text: str) -> ShareLink:
    """The link a token names, revoked or not; `share_not_found` if none (the secret half compared in constant time)."""
    token = tokens.split(text)
    if token is None:
        raise share_not_found()
    link = ShareLink.objects.select_related("match").filter(selector=token.selector).first()
    if link is None or not tokens.same_secret(token.secret, link.secret):
        raise share_not_found()
    return link


def find_link(text: str) -> ShareLink:
    """The live link a token names: `share_not_found` for none, `share_revoked` once its maker revoked it."""
    link = _link_for(text)
    if link.revoked_at is not None:
        raise share_revoked()
    return link


def revoke_link(text: str, user: User) -> None:
    """Revoke a link (its maker only); it stops working at once. Revoking it again changes nothing.

    A player of the match who did not make it is told so; anyone else is told there is no such link.
    """
    link = _link_for(text)
    if link.made_by_id != user.pk:
        if seat_of(find_match(link.match.public_id).room, user) is not None:
            raise forbidden("not_share_maker", "only the player who made this link can revoke it")
        raise share_not_found()
    # One UPDATE: the first revocation's moment stays, and a read after it sees the link revoked.
    ShareLink.objects.filter(pk=link.pk, revoked_at__isnull=True).update(revoked_at=timezone.now())
