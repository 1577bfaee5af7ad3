"""The bids a searching player weighs at its turn to bid: `basic`'s, a pass and the least bid."""

from __future__ import annotations

from games.engine.actions import JSON


def bids_weighed(view: JSON, basic: JSON) -> list[JSON]:
    """`basic`'s call first, then a pass and the least bid, where they are legal and not the same call.

    Only these: at Texas 42, bidding a set number of points bolder or more cautious than `basic` did no better
    (docs/performance.md), and each call weighed costs a search of its own.
    """
    least = next((choice for choice in view["legal"] if choice["type"] == "bid"), None)
    weighed = [basic]
    for other in ({"type": "pass"}, least):
        if other is not None and other not in weighed and other in view["legal"]:
            weighed.append(other)
    return weighed
