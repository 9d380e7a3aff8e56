"""The shape of a word graph beside a random graph with the same degrees: clustering, and is it a small world?

*Clustering* is networkx's ``average_clustering`` (each word's share of its
neighbour pairs that are neighbours themselves, 0 for fewer than two
neighbours, averaged over the words); *transitivity* is three times the
triangles over the connected triples. A random graph with the same degrees
(the configuration model) expects a clustering of
``(<k²> - <k>)² / (n <k>³)`` (Newman, "The structure and function of complex
networks", 2003, eq. 3.4) and a mean distance of
``ln(n / z1) / ln(z2 / z1) + 1`` with ``z1 = <k>``, ``z2 = <k²> - <k>``
(Newman, Strogatz and Watts, 2001, eq. 54). A graph is a *small world*
(Humphries and Gurney, 2008) when ``sigma = (C / C_rand) / (L / L_rand)`` is
well above 1: far more clustered than chance, with distances about as short.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

__all__ = ["Shape", "graph_shape", "ladder_between"]


@dataclass(frozen=True, slots=True)
class Shape:
    """Clustering of a graph and of a random graph with its degrees (None where the formulas do not apply)."""

    clustering: float
    transitivity: float
    random_clustering: float | None
    random_distance: float | None

    def small_world(self, mean_distance: float | None) -> float | None:
        """Humphries and Gurney's sigma for a graph whose mean distance is *mean_distance* (None: not defined)."""
        if not (self.random_clustering and self.random_distance and mean_distance and self.clustering):
            return None
        return (self.clustering / self.random_clustering) / (mean_distance / self.random_distance)


def graph_shape(adjacency: Any) -> Shape:
    """The :class:`Shape` of a symmetric 0/1 CSR *adjacency* without loops.

    >>> import scipy.sparse as sparse
    >>> triangle_and_tail = sparse.csr_matrix(([1] * 8, ([0, 1, 0, 2, 1, 2, 2, 3], [1, 0, 2, 0, 2, 1, 3, 2])))
    >>> shape = graph_shape(triangle_and_tail)
    >>> round(shape.clustering, 4), round(shape.transitivity, 4)
    (0.5833, 0.6)
    """
    import numpy as np  # the graph extra: imported when used
    n = adjacency.shape[0]
    degree = np.diff(adjacency.indptr).astype(np.float64)
    # Closed pairs at each word: the number of its neighbours' neighbours that are its neighbours (twice triangles).
    closed = np.asarray((adjacency @ adjacency).multiply(adjacency).sum(axis=1), dtype=np.float64).ravel()
    pairs = degree * (degree - 1)
    local = np.divide(closed, pairs, out=np.zeros(n), where=pairs > 0)
    clustering = float(local.mean()) if n else 0.0
    transitivity = float(closed.sum() / pairs.sum()) if pairs.sum() and closed.sum() else 0.0
    k1, k2 = (float(degree.mean()), float((degree ** 2).mean())) if n else (0.0, 0.0)
    random_clustering = (k2 - k1) ** 2 / (n * k1 ** 3) if k1 > 0 else None
    z1, z2 = k1, k2 - k1
    random_distance = math.log(n / z1) / math.log(z2 / z1) + 1 if z1 > 0 and z2 > z1 and n > z1 else None
    return Shape(clustering, transitivity, random_clustering or None, random_distance)


def ladder_between(indptr: Any, indices: Any, start: int, end: int, to_end: Any,
                   rarity: Callable[[int], tuple[float, str]]) -> list[int]:
    """A shortest path from *start* to *end*, each next node the least rare of those that keep it shortest.

    *to_end* holds every node's distance to *end*; *rarity(node)* orders the candidates (ties: the word).

    >>> import numpy as np
    >>> square = (np.array([0, 2, 4, 6, 8]), np.array([1, 2, 0, 3, 0, 3, 1, 2]))  # 0-1, 0-2, 1-3, 2-3
    >>> ladder_between(*square, 0, 3, np.array([2, 1, 1, 0]), lambda node: (-node, str(node)))
    [0, 2, 3]
    """
    path = [start]
    while path[-1] != end:
        here = path[-1]
        closer = [int(v) for v in indices[indptr[here]:indptr[here + 1]] if to_end[v] == to_end[here] - 1]
        path.append(min(closer, key=rarity))
    return path
