"""A decision appraised: the expert's choice, and what a played action loses beside it."""

from __future__ import annotations

from dataclasses import dataclass

from games.engine.actions import JSON


@dataclass(frozen=True)
class Appraisal:
    """The expert's choice at a decision, and what it expects a played action to lose beside it."""

    choice: JSON
    loss: float
    """The choice's mean value less the played action's, over the same sampled deals and playouts: in the game's
    points (the seat's side less the others), never below 0."""
    threshold: float
    """The game's least loss worth telling a player about (see each game's `NOTABLE_LOSS`)."""

    @property
    def notable(self) -> bool:
        """Whether the loss is large enough to tell the player: not two plays worth about the same."""
        return self.loss >= self.threshold
