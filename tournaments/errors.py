"""The tournaments app's refusals, one function per machine-readable code."""

from __future__ import annotations

from config.api.service_errors import ServiceError, bad_request, conflict, not_found


def unknown_tournament() -> ServiceError:
    """No event of the caller's circles has this id."""
    return not_found("unknown_tournament", "no event of your circles has this id")


def already_entered() -> ServiceError:
    """The player (or the partner named) has an entry already."""
    return conflict("already_entered", "that player is entered in this event already")


def tournament_closed() -> ServiceError:
    """The event takes no more entries."""
    return conflict("tournament_closed", "this event takes no more entries")


def tournament_full(limit: int) -> ServiceError:
    """The event has as many entrants as it allows."""
    return conflict("tournament_full", f"this event is full: it allows {limit} entrants")


def tournament_started() -> ServiceError:
    """The change is only possible before the event starts."""
    return conflict("tournament_started", "the event has started: its settings can no longer change")


def not_entered() -> ServiceError:
    """The player has no entry (or it is withdrawn already)."""
    return conflict("not_entered", "that player has no entry in this event")


def match_in_progress() -> ServiceError:
    """An entrant may not leave while their match of the round is being played."""
    return conflict("match_in_progress", "the entrant's match of this round is not over: finish it first")


def too_few_entrants(least: int) -> ServiceError:
    """Too few to start."""
    return conflict("too_few_entrants", f"the event needs at least {least} entrants to start")


def bad_partner(message: str) -> ServiceError:
    """The partner named cannot be a partner."""
    return bad_request("bad_partner", message)


def partner_needed() -> ServiceError:
    """A partnership event's entry names a partner."""
    return bad_request("partner_needed", "this event is for partnerships: name your partner")


def bad_format(message: str) -> ServiceError:
    """An unknown format, or partnerships at a game without teams."""
    return bad_request("bad_format", message)


def bad_rounds(message: str) -> ServiceError:
    """A Swiss event's number of rounds is wrong (or given to another format)."""
    return bad_request("bad_rounds", message)


def bad_decks(message: str) -> ServiceError:
    """A duplicate event's deals or decks are wrong."""
    return bad_request("bad_decks", message)


def bad_setting(code: str, message: str) -> ServiceError:
    """Another setting is out of range."""
    return bad_request(code, message)
