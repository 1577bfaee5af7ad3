"""A match laid open for moderators: every deal replayed with all hands, and whether its record replays cleanly."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from games.engine.actions import JSON
from games.engine.record import build_record, replay_report
from games.engine.replay import ReplayError, steps
from games.models import Match
from games.services.matches import game_of
from games.services.tables import deal_events


@dataclass
class DealSheet:
    """One deal as it went: the hands as dealt, each action by its seat, and how the deal ended (if it did)."""

    number: int
    """1 for the match's first deal, as the log's `deal` events count them."""
    dealer: int
    hands: list[list[str]]
    """Every seat's hand as dealt."""
    actions: list[tuple[int | None, str]] = field(default_factory=list)
    """(seat, the action as JSON text without its seat) in the order taken."""
    hands_left: list[list[str]] = field(default_factory=list)
    """Every seat's hand after the last action replayed."""
    summary: JSON | None = None
    """The deal's summary once it is over (tricks, score changes, the game's own keys)."""
    fault: str | None = None
    """Where the replay stopped, if the engine refused something."""

    @property
    def seat_rows(self) -> list[tuple[int, list[str], list[str]]]:
        """Per seat: its index, its hand as dealt, and what is left of it after the last action replayed."""
        left = self.hands_left or [[] for _ in self.hands]
        return [(index, hand, left[index]) for index, hand in enumerate(self.hands)]


def full_record(match: Match) -> JSON:
    """The match's record (every deck and action), running or not: for moderators only."""
    game = game_of(match)
    deals = [{"deck": deck, "actions": actions} for deck, actions in deal_events(match, since=0)]
    return build_record(game, game.new_match(match.options, match.first_dealer), match.first_dealer, deals)


def replay_verdict(match: Match) -> JSON:
    """The replay contract's answer for the match's record: `ok` true, or the first fault with where it is."""
    return replay_report(full_record(match))


def deal_sheets(match: Match) -> list[DealSheet]:
    """Every deal of the match replayed through the engine, with all hands shown."""
    game = game_of(match)
    start = game.new_match(match.options, match.first_dealer)
    sheets: list[DealSheet] = []
    deals = deal_events(match, since=0)
    try:
        for step in steps(game, start, deals):
            deal = step.state.deal
            assert deal is not None
            if step.action is None:
                hands = [list(hand) for hand in deal.hands]
                sheets.append(DealSheet(number=step.deal + 1, dealer=deal.dealer, hands=hands))
            else:
                taken: Any = step.taken
                seat = taken.get("seat") if isinstance(taken, dict) else None
                shown = {key: value for key, value in taken.items() if key != "seat"}
                sheets[-1].actions.append((seat, action_words(shown)))
            sheets[-1].hands_left = [list(hand) for hand in deal.hands]
            sheets[-1].summary = game.deal_summary(deal) if deal.over else None
    except ReplayError as fault:
        where = "the deal itself" if fault.action is None else f"its action {fault.action + 1}"
        message = f"deal {fault.deal + 1}, {where}: {fault.error.message}"
        if sheets:
            sheets[-1].fault = message
        else:
            sheets.append(DealSheet(number=fault.deal + 1, dealer=-1, hands=[], fault=message))
    return sheets


def action_words(action: dict[str, Any]) -> str:
    """An action as moderators read it: "play: card QH", "bid: value 7", "declare trump: card 8S; mode: kheench"."""
    what = str(action.get("type", "")).replace("_", " ")
    rest = "; ".join(
        f"{key.replace('_', ' ')}: {' '.join(map(str, value)) if isinstance(value, list) else value}"
        for key, value in sorted(action.items())
        if key != "type"
    )
    return f"{what}: {rest}" if rest else what
