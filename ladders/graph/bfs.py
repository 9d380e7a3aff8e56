"""Breadth-first distances over a whole word graph at once, with numpy (vectorised, one layer per step).

The lazy searches of :mod:`ladders.search` visit a few words; whole-graph
work (longest ladders, puzzles) needs every word's distance from one word,
many times over, which this does a layer at a time on the CSR arrays.
"""

from __future__ import annotations

from typing import Any

__all__ = ["bfs_distances"]


def bfs_distances(indptr: Any, indices: Any, source: int) -> Any:
    """Moves from *source* to every node of a CSR graph (-1 when unreachable), layer by layer.

    >>> import numpy as np
    >>> bfs_distances(np.array([0, 1, 3, 4]), np.array([1, 0, 2, 1]), 0).tolist()
    [0, 1, 2]
    """
    import numpy as np
    distance = np.full(len(indptr) - 1, -1, dtype=np.int32)
    slot = np.empty(len(indptr) - 1, dtype=np.int64)  # dedupes a layer without sorting it
    distance[source] = 0
    layer, depth = np.array([source], dtype=np.int64), 0
    while layer.size:
        depth += 1
        starts, stops = indptr[layer], indptr[layer + 1]
        spans = stops - starts
        reached = indices[np.repeat(stops - np.cumsum(spans), spans) + np.arange(int(spans.sum()))]
        fresh = reached[distance[reached] < 0]
        places = np.arange(len(fresh))
        slot[fresh] = places
        layer = fresh[slot[fresh] == places].astype(np.int64)
        distance[layer] = depth
    return distance


