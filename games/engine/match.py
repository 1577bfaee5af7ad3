"""Match-level state shared by every game: dealer, running scores, games won, the current deal."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar

from games.engine.evolve import evolve


class DealState(Protocol):
    """What the shared match logic needs to know of any game's deal."""

    @property
    def dealer(self) -> int:
        """The seat that dealt this deal."""
        ...

    @property
    def over(self) -> bool:
        """True once nothing more can be played in this deal (played out, void, or a game ended)."""
        ...

    @property
    def turn(self) -> int | None:
        """The seat to act, or None once the deal is over."""
        ...

    @property
    def phase(self) -> str:
        """Where the deal stands, in the game's own words (bidding, playing, over, ...)."""
        ...

    @property
    def void(self) -> bool:
        """True for a deal thrown in (everyone passed, the pack ran out, or void as dealt)."""
        ...

    @property
    def hands(self) -> tuple[tuple[str, ...], ...]:
        """Each seat's pieces now."""
        ...

    @property
    def score_delta(self) -> tuple[int, ...]:
        """What this deal has added to the scores so far, per team."""
        ...


D = TypeVar("D", bound=DealState)


@dataclass(frozen=True)
class Tally:
    """Running scores of the current game and games won, per team (or player where each plays alone)."""

    scores: tuple[int, ...]
    games_won: tuple[int, ...]
    winner: tuple[int, ...] | None = None
    """The match's winning teams once it is over, else None."""

    @classmethod
    def start(cls, sides: int) -> Tally:
        """Nothing scored yet."""
        return cls(scores=(0,) * sides, games_won=(0,) * sides)

    def add(self, delta: tuple[int, ...] | list[int]) -> Tally:
        """Scores with a deal's (or one award's) points added."""
        return evolve(self, scores=tuple(a + b for a, b in zip(self.scores, delta, strict=True)))

    def win_game(self, winners: tuple[int, ...], games_per_match: int) -> Tally:
        """Count a game won; end the match once a side has won more than half, else start the next game at 0."""
        games_won = tuple(won + (side in winners) for side, won in enumerate(self.games_won))
        needed = games_per_match // 2 + 1
        champions = tuple(side for side, won in enumerate(games_won) if won >= needed)
        if champions:
            # The final scores stay, so that the end of the match can be shown as it was.
            return evolve(self, games_won=games_won, winner=champions)
        return evolve(self, games_won=games_won, scores=(0,) * len(self.scores))


@dataclass(frozen=True)
class MatchState(Generic[D]):
    """A whole match at one moment: its options, tally and the current (or last) deal."""

    options: Mapping[str, Any]
    dealer: int
    """Who deals the current deal, or the next one while none is in progress."""
    tally: Tally
    deal: D | None = None
    deals_dealt: int = 0
    """Deals dealt so far in the match, void ones included."""

    @property
    def finished(self) -> bool:
        """True once the match is over."""
        return self.tally.winner is not None

    @property
    def awaiting_deal(self) -> bool:
        """True when the next thing to happen is a new deal (the match not being over)."""
        return not self.finished and (self.deal is None or self.deal.over)


def checkpoint(state: MatchState[Any]) -> dict[str, Any]:
    """The match between deals as plain JSON, so that a replay can start at the next deal."""
    return {
        "options": dict(state.options),
        "dealer": state.dealer,
        "scores": list(state.tally.scores),
        "games_won": list(state.tally.games_won),
        "winner": None if state.tally.winner is None else list(state.tally.winner),
        "deals_dealt": state.deals_dealt,
    }


def from_checkpoint(data: Mapping[str, Any]) -> MatchState[Any]:
    """The match state that `checkpoint` saved, with no deal in progress."""
    winner = data["winner"]
    tally = Tally(
        scores=tuple(data["scores"]),
        games_won=tuple(data["games_won"]),
        winner=None if winner is None else tuple(winner),
    )
    return MatchState(
        options=dict(data["options"]), dealer=data["dealer"], tally=tally, deals_dealt=data["deals_dealt"]
    )
