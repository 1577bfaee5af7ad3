"""The double-six set: every tile in `H-L` notation, its two ends, and the count dominoes' points."""

from __future__ import annotations

PIPS = tuple(range(7))
"""The numbers on the ends of a tile, blank (0) to six."""

TILES: tuple[str, ...] = tuple(f"{high}-{low}" for high in range(6, -1, -1) for low in range(high, -1, -1))
"""Every tile once, the higher end first, in a fixed order (not a shuffle): 6-6, 6-5, ... 0-0."""

ENDS: dict[str, tuple[int, int]] = {tile: (int(tile[0]), int(tile[2])) for tile in TILES}
"""Each tile's higher and lower end."""

COUNT: dict[str, int] = {"5-5": 10, "6-4": 10, "5-0": 5, "4-1": 5, "3-2": 5}
"""The count dominoes and the points each is worth to the side that takes it."""

TRICK_POINT = 1
"""What each trick is worth beside the count in it."""

TRICK_POINTS: dict[str, int] = {tile: COUNT.get(tile, 0) for tile in TILES}
"""Each tile's count, zero for most: looked up for every trick won."""


def is_double(name: str) -> bool:
    """Whether both ends of a tile are the same number."""
    return name[0] == name[2]
