"""The bids a searching player weighs at its turn to bid: `basic`'s, a pass and the least bid."""

from __future__ import annotations

import random

from games.engine.actions import JSON
from games.engine.protocol import Bot


def bids_weighed(view: JSON, basic: Bot, rng: random.Random) -> list[JSON]:
    """`basic`'s call from `rng` first, then a pass and the least bid, where they are legal and not the same call.

    `basic` draws from `rng` first, so a hint and a review that weigh the same view from the same seed weigh the
    same calls and then sample the same deals.

    Only these: at Texas 42, bidding a set number of points bolder or more cautious than `basic` did no better
    (docs/performance.md), and each call weighed costs a search of its own.
    """
    least = next((choice for choice in view["legal"] if choice["type"] == "bid"), None)
    weighed = [basic(view, rng)]
    for other in ({"type": "pass"}, least):
        if other is not None and other not in weighed and other in view["legal"]:
            weighed.append(other)
    return weighed
