"""Hints for practice: the `strong` computer player's choice from the caller's seat, and a deal's review against it.

Both only read (no transaction, no lock): the search takes up to a second a move, and must hold nothing meanwhile.
"""

from __future__ import annotations

import hashlib
from typing import Any

from django.core.cache import cache

from accounts.models import User
from config.api.service_errors import conflict, not_found
from games.engine import Game
from games.engine.actions import JSON
from games.engine.search.reasons import REASONS
from games.models import EventType, Match, MatchStatus
from games.services.access import access_hints
from games.services.matches import current_state, game_of
from games.services.search_processes import expert_choices, expert_reviews

REVIEW_SECONDS = 7 * 24 * 3600
"""How long a deal's review is kept: a finished deal never changes, so only the cache's room limits it."""


def hint(match: Match, user: User) -> dict[str, Any]:
    """What the `strong` computer player would do in the caller's seat now, with a short reason where there is one."""
    seat = access_hints(match, user)
    if match.status == MatchStatus.FINISHED:
        raise conflict("game_over", "the match is over")
    game = game_of(match)
    view = game.view(current_state(match), seat.index)
    if not view["legal"]:
        raise conflict("not_your_turn", "it is not your turn: a hint is for a move of yours")
    (choice,) = expert_choices(game, [(view, hint_seed(match, match.seq))])
    return {"seq": match.seq, "action": choice, "reason": reason_of(game, view, choice)}


def hint_seed(match: Match, seq: int) -> int:
    """The seed of a hint at a match's sequence number: the same position always gets the same hint."""
    digest = hashlib.sha256(f"hint:{match.public_id}:{seq}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


def reason_of(game: Game[Any], view: JSON, choice: JSON) -> dict[str, str] | None:
    """The game's reason for a choice as `{"code", "text"}`, or None (also for a code outside `REASONS`)."""
    code = game.reason(view, choice)
    if code is None or code not in REASONS:
        return None
    return {"code": code, "text": REASONS[code]}


def deal_review(match: Match, user: User, number: int) -> dict[str, Any]:
    """The caller's moves of a finished deal (numbered as the score sheet numbers them) where `strong` expects a loss.

    A move is marked only where the expert's search expects it to lose at least the game's `NOTABLE_LOSS` points
    beside the expert's own choice, valued on the same sampled deals: two plays worth about the same (the 3 or the 4
    of a suit) are not. Moves the computer made for the seat (out of time, or away) are not the player's: they are
    counted apart (`by_computer`) and never marked.
    """
    seat = access_hints(match, user)
    dealt = match.events.filter(type=EventType.DEAL).count()
    if not 1 <= number <= dealt:
        raise not_found("unknown_deal", f"this match has deals 1 to {dealt}" if dealt else "this match has no deals")
    # Deals end in the order they are dealt: deal n is over once n of them have ended.
    if match.events.filter(type=EventType.DEAL_END).count() < number:
        raise conflict("deal_not_finished", "this deal is still being played: its review comes once it is over")
    # The version moves with what a review holds (v2: losses valued; v3: Texas 42's bids too), so that a review
    # cached before is not served again.
    key = f"deal-review:v3:{match.public_id}:{number}:{seat.index}"
    review: dict[str, Any] | None = cache.get(key)
    if review is None:
        review = _review(match, seat.index, number)
        cache.set(key, review, timeout=REVIEW_SECONDS)
    return review


def _review(match: Match, seat: int, number: int) -> dict[str, Any]:
    """Replay the match to the end of deal `number`, asking `strong` at each of the seat's own decisions in it."""
    game = game_of(match)
    state = game.new_match(match.options, match.first_dealer)
    events = (
        match.events.filter(type__in=(EventType.DEAL, EventType.ACTION))
        .order_by("seq")
        .values_list("seq", "type", "seat", "by_computer", "payload")
    )
    deal, asked, seqs, by_computer_moves = 0, [], [], 0
    for seq, kind, actor, by_computer, payload in events.iterator():
        if kind == EventType.DEAL:
            deal += 1
            if deal > number:
                break
            state = game.deal(state, payload["deck"])
            continue
        if deal == number and actor == seat:
            view = game.view(state, seat)
            # Moves the computer made for the seat (away, or out of time) are not the player's: not reviewed.
            if by_computer:
                by_computer_moves += 1
            elif len(view["legal"]) > 1:
                # The seq the match had when the move was to be made: a hint asked then said the same.
                asked.append((view, game.parse_action(payload).to_json(with_seat=False), hint_seed(match, seq - 1)))
                seqs.append(seq)
        state = game.play(state, payload)
    # The deal's searches all at once, in the search process (`search_processes`).
    marks = [
        {
            "seq": seq,
            "played": played,
            "strong": found["strong"],
            "reason": reason_of(game, view, found["strong"]),
            "loss": round(found["loss"], 2),
        }
        for seq, (view, played, _), found in zip(seqs, asked, expert_reviews(game, asked), strict=True)
        if found["notable"] and not game.alike(view, played, found["strong"])
    ]
    return {"deal": number, "seat": seat, "checked": len(asked), "by_computer": by_computer_moves, "marks": marks}
