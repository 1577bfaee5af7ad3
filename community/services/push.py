"""Web push: players' subscriptions and settings, which notifications to send, when, and sending them (pywebpush).

The notices follow play's events (`games.events`, heard by the `on_*` listeners here), after the move commits;
each goes out through a Celery task (`community.dispatch.send_push`), which looks at the player's settings and
quiet hours when it runs.
"""

from __future__ import annotations

import json
import logging
from datetime import datetime, time, timedelta
from functools import partial
from typing import Any
from urllib.parse import urlsplit
from zoneinfo import ZoneInfo

from django.conf import settings
from django.db import transaction
from django.utils import timezone
from pywebpush import WebPushException, webpush

from accounts.models import User
from community import dispatch
from community.models import NotificationSettings, PushSubscription
from community.notices import Kind, asked, text
from config.api.service_errors import bad_request
from games import events
from games.models import Match, MatchStatus
from games.services.holidays import on_holiday
from games.services.matches import current_state, game_of
from games.services.presence import at_table
from games.services.waiting import waiting_count

log = logging.getLogger(__name__)

FAST_TURN_SECONDS = 120
"""Turns this short or shorter are not announced to a player who has the table open."""
GONE = (404, 410)
"""A push service's answers for a subscription that no longer exists."""
DAY = 24 * 3600
HOLD_STEP_SECONDS = 45 * 60
"""A notice held for quiet hours is looked at again after at most this long (and held again if need be): a broker
may deliver a task due much later more than once (Redis redelivers after its visibility timeout, an hour)."""

GAME_NAMES = {"doublehand": "Doublehand", "allfours": "All Fours", "texas42": "Texas 42", "ganjifa": "Ganjifa"}

URGENT = {Kind.YOUR_TURN, Kind.REMINDER, Kind.REPLACED}
PER_TURN = {Kind.YOUR_TURN, Kind.REMINDER}
"""The notices that a player who chose a daily digest does not get."""
SETTING_OF = {
    Kind.TOURNAMENT_ROUND: "invited",
    Kind.TOURNAMENT_REMINDER: "reminder",
    Kind.TOURNAMENT_RESULT: "match_ended",
}
"""Kinds a player turns on or off with another kind's setting (an event's round is a match saved for them)."""


def notify(user_id: int | None, kind: Kind, url: str, **fields: Any) -> None:
    """Send a notice to a player's devices once the current transaction commits (at once outside one)."""
    if user_id is None or not settings.VAPID_PRIVATE_KEY:
        return
    notice = {"kind": kind.value, "url": url, **fields}
    transaction.on_commit(partial(dispatch.send_push, user_id, notice))


def endpoint_allowed(endpoint: str) -> bool:
    """Whether an endpoint is an https URL (http where allowed) at a push service of `WEB_PUSH_ENDPOINT_HOSTS`."""
    try:
        parts = urlsplit(endpoint)
        host = parts.hostname
    except ValueError:  # a malformed host or port
        return False
    schemes = ("https", "http") if settings.PUSH_ALLOW_HTTP_ENDPOINTS else ("https",)
    if parts.scheme not in schemes or not host or parts.username is not None or parts.password is not None:
        return False
    allowed = (name.strip().lower().removeprefix("*.").strip(".") for name in settings.WEB_PUSH_ENDPOINT_HOSTS)
    return any(name and (host == name or host.endswith(f".{name}")) for name in allowed)


def keep_subscription(
    user_id: int, endpoint: str, p256dh: str, auth: str, language: str | None = None, time_zone: str | None = None
) -> None:
    """Keep a device's subscription (one another account held moves to this one), within the player's cap.

    The device's language and time zone become the player's until they save settings of their own, so that
    a player who never opens Settings is still told in their language, with their night respected.
    Locks the player's row, so that two devices subscribing at once keep to the cap.
    """
    if not endpoint_allowed(endpoint):
        raise bad_request("unknown_push_service", "'endpoint' must be an https URL of a browser's push service")
    with transaction.atomic():
        User.objects.select_for_update().filter(pk=user_id).first()
        # A device subscribing again counts as new: the cap drops the device not seen for the longest.
        PushSubscription.objects.update_or_create(
            endpoint=endpoint, defaults={"user_id": user_id, "p256dh": p256dh, "auth": auth, "created": timezone.now()}
        )
        cap = settings.PUSH_SUBSCRIPTIONS_PER_USER
        mine = PushSubscription.objects.filter(user_id=user_id).order_by("-created", "-pk")
        PushSubscription.objects.filter(pk__in=list(mine.values_list("pk", flat=True)[cap:])).delete()
        device = {name: value for name, value in (("language", language), ("time_zone", time_zone)) if value}
        if device:
            NotificationSettings.objects.get_or_create(user_id=user_id, defaults=device)


def forget_subscription(user_id: int, endpoint: str) -> None:
    """Forget one of the player's subscriptions (nothing happens for one they do not have)."""
    PushSubscription.objects.filter(user_id=user_id, endpoint=endpoint).delete()


def save_settings(user_id: int, values: dict[str, Any]) -> NotificationSettings:
    """Replace the player's notification settings."""
    prefs, _ = NotificationSettings.objects.update_or_create(user_id=user_id, defaults=values)
    return prefs


def settings_of(user_id: int) -> NotificationSettings:
    """The player's notification settings (the defaults when they never saved any)."""
    return NotificationSettings.objects.filter(user_id=user_id).first() or NotificationSettings(user_id=user_id)


def _in_quiet_hours(now: time, start: time, end: time) -> bool:
    if start <= end:
        return start <= now < end
    return now >= start or now < end  # quiet hours over midnight


def held_until(prefs: NotificationSettings, now: datetime, deadline: datetime | None = None) -> datetime | None:
    """When a notice sent now must wait for, because of quiet hours; None: send it now.

    A turn's notice (with its `deadline`) waits only if the turn would still be running when quiet hours end.
    """
    start, end = prefs.quiet_start, prefs.quiet_end
    if start is None or end is None or start == end:
        return None
    local = now.astimezone(ZoneInfo(prefs.time_zone))
    if not _in_quiet_hours(local.time().replace(tzinfo=None), start, end):
        return None
    ends = datetime.combine(local.date(), end, tzinfo=local.tzinfo)
    if ends <= local:
        ends += timedelta(days=1)
    if deadline is not None and deadline <= ends:
        return None
    return ends


def _match_fields(notice: dict[str, Any], now: datetime) -> dict[str, Any] | None:
    """For a turn's notice: what the seat is asked and the deadline; None when the turn is over or seen."""
    match = Match.objects.select_related("room").filter(public_id=notice["match"]).first()
    if match is None or match.status != MatchStatus.IN_PROGRESS or match.to_act != notice["seat"]:
        return None
    if match.turn_started_at is None or match.turn_started_at.isoformat() != notice["turn"]:
        return None  # the turn this notice was about is over
    fast = match.room.turn_seconds <= FAST_TURN_SECONDS
    if notice["kind"] == Kind.YOUR_TURN and fast and at_table(match.pk, notice["user"]):
        return None  # the player has the table open
    view = game_of(match).view(current_state(match), match.to_act)
    trick = view.get("trick")
    ask = asked({action["type"] for action in view["legal"]}, leading=not (trick and trick.get("cards")))
    return {"ask": ask.value, "deadline": match.turn_deadline}


def wanted(prefs: NotificationSettings, kind: Kind) -> bool:
    """Whether the player wants notices of this kind: with a daily digest, it stands for the turns' own notices."""
    if kind == Kind.DIGEST:
        return prefs.digest_hour is not None
    if kind in PER_TURN and prefs.digest_hour is not None:
        return False
    return bool(getattr(prefs, SETTING_OF.get(kind, kind.value)))


def deliver(user_id: int, notice: dict[str, Any], now: datetime | None = None) -> int:
    """Send the notice to each of the player's devices, unless they turned its kind off or it must wait.

    Runs in a Celery task. Returns the number of devices it was sent to.
    """
    now = now or timezone.now()
    kind = Kind(notice["kind"])
    prefs = settings_of(user_id)
    if not wanted(prefs, kind):
        return 0
    # Subscriptions kept before the allowed hosts were narrowed are kept, but not sent to.
    subscriptions = [
        each for each in PushSubscription.objects.filter(user_id=user_id) if endpoint_allowed(each.endpoint)
    ]
    if not subscriptions:
        return 0
    fields = {"game": GAME_NAMES.get(notice.get("game", ""), notice.get("game", "")), "room": notice.get("room", "")}
    deadline = None
    if kind in (Kind.YOUR_TURN, Kind.REMINDER):
        if on_holiday(user_id, now):
            return 0  # their clocks stand still; the turn is told again when the holiday ends (`clocks.resume`)
        turn = _match_fields({**notice, "user": user_id}, now)
        if turn is None:
            return 0
        fields["ask"], deadline = turn["ask"], turn["deadline"]
    for name in ("name", "result", "circle", "count", "games", "holiday"):
        if name in notice:
            fields[name] = str(notice[name])
    hold = held_until(prefs, now, deadline)
    if hold is not None:
        dispatch.send_push(user_id, notice, countdown=min((hold - now).total_seconds(), HOLD_STEP_SECONDS))
        return 0
    title, body = text(prefs.language, kind, **fields)
    # `badge`: the matches waiting for the player's move, which the service worker puts on the app's icon.
    tag = notice.get("tag", kind.value)
    payload = json.dumps(
        {"title": title, "body": body, "url": notice["url"], "tag": tag, "badge": waiting_count(user_id)}
    )
    ttl = DAY if deadline is None else max(60, int((deadline - now).total_seconds()))
    urgency = "high" if kind in URGENT else "normal"
    return sum(_send(subscription, payload, ttl, urgency) for subscription in subscriptions)


def _send(subscription: PushSubscription, payload: str, ttl: int, urgency: str) -> int:
    info = {"endpoint": subscription.endpoint, "keys": {"p256dh": subscription.p256dh, "auth": subscription.auth}}
    try:
        webpush(
            info,
            data=payload,
            vapid_private_key=settings.VAPID_PRIVATE_KEY,
            vapid_claims={"sub": settings.VAPID_SUBJECT},
            ttl=ttl,
            headers={"Urgency": urgency},
            timeout=10,
        )
    except WebPushException as error:
        status = None if error.response is None else error.response.status_code
        if status in GONE:
            subscription.delete()  # the browser unsubscribed, or the subscription expired
        else:
            log.warning("push to %s failed: %s", subscription.pk, status or error)
        return 0
    except OSError as error:  # requests' errors (no connection, a timeout) are OSErrors
        log.warning("push to %s failed: %s", subscription.pk, error)  # unreachable now; kept for the next message
        return 0
    return 1


def _turn_notice(event: events.TurnBegan | events.TurnRunningOut, kind: Kind) -> None:
    """A notice about a person's turn, tagged by its match: a later one about the same turn replaces it."""
    notify(
        event.user_id,
        kind,
        f"/m/{event.match}",
        match=event.match,
        seat=event.seat,
        turn=event.started_at.isoformat(),
        game=event.game,
        room=event.room,
        tag=f"turn-{event.match}",
    )


def on_turn_began(event: events.TurnBegan) -> None:
    """Tell a person that it is their turn."""
    _turn_notice(event, Kind.YOUR_TURN)


def on_turn_running_out(event: events.TurnRunningOut) -> None:
    """Remind a person that most of their long turn's time has passed (the same tag: it replaces the turn's notice)."""
    _turn_notice(event, Kind.REMINDER)


def on_player_went_away(event: events.PlayerWentAway) -> None:
    """Tell a person that the computer plays for them now, and how to come back."""
    notify(event.user_id, Kind.REPLACED, f"/m/{event.match}", game=event.game, room=event.room)


def on_match_ended(event: events.MatchEnded) -> None:
    """Tell each person who sat at the table how the match ended for them."""
    for seat, user_id in event.people:
        result = "won" if seat in event.winning_seats else ("lost" if event.winning_seats else "none")
        notify(user_id, Kind.MATCH_ENDED, f"/m/{event.match}", game=event.game, room=event.room, result=result)


def on_seat_taken(event: events.SeatTaken) -> None:
    """Tell the room's other people (its creator too) who joined."""
    for other in sorted(event.people - {event.user_id}):
        notify(other, Kind.JOINED, f"/r/{event.room}", game=event.game, room=event.room, name=event.name)


def listen() -> None:
    """Send the notices that follow play's events (called once, by the app's `ready`)."""
    events.subscribe(events.TurnBegan, on_turn_began)
    events.subscribe(events.TurnRunningOut, on_turn_running_out)
    events.subscribe(events.PlayerWentAway, on_player_went_away)
    events.subscribe(events.MatchEnded, on_match_ended)
    events.subscribe(events.SeatTaken, on_seat_taken)


def forget_subscriptions(user: User, **_: object) -> None:
    """Forget every push subscription of an account whose devices were all signed out (`devices_signed_out`).

    A subscription sent with a stolen key would go on hearing of the account's turns and rooms, and its owner cannot
    see it to remove it. The app sends its own again at its next start, with its new key.
    """
    PushSubscription.objects.filter(user=user).delete()
