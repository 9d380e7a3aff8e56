"""Eccentricities from few breadth-first searches: Takes and Kosters' bounding, one engine for every study.

A word's *eccentricity* is the length of the longest shortest ladder from it
(within its group); the *diameter* is the largest, the *radius* the smallest,
and the *centre* the words whose eccentricity is the radius. Each search from
a word *s* of eccentricity *e* bounds every other word *w* at distance *d*:
``max(d, e - d) <= ecc(w) <= e + d`` (Takes and Kosters, "Determining the
diameter of small world networks", 2011, and "Computing the eccentricity
distribution of large graphs", 2013). Searching alternately from the word with
the highest upper bound and the one with the lowest lower bound (most
neighbours first on ties) settles the words a question needs in a few dozen
searches where every word would take thousands.

:class:`Bounds` holds the bounds of one group's words; :func:`tighten` searches
until a question's words are settled (*needed* says which words a question
still needs); :func:`group_diameter` and :func:`diametral_pairs` answer the
longest-ladder question with it. The bounds hold for distances to any subset
of words (a word's farthest *common* word, say), as long as the words bounded
are in that subset: the triangle inequality is all they use.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

__all__ = ["Bounds", "Search", "tighten", "group_diameter", "diametral_pairs", "diameter_or_radius_needed"]

Search = Callable[[list[int]], list[Any]]
"""``search(sources)``: for each source (a node number), its distances to the group's nodes (numpy arrays)."""


@dataclass(slots=True)
class Bounds:
    """Eccentricity bounds of a group's *n* nodes, position by position: ``low <= ecc <= high`` (numpy arrays).

    ``searches`` counts the breadth-first searches spent; ``from_top`` says which end the next pick comes from.
    """

    low: Any
    high: Any
    searches: int = 0
    from_top: bool = True

    @classmethod
    def unknown(cls, n: int, most: int | None = None) -> Bounds:
        """Nothing known yet about *n* positions: every eccentricity lies between 0 and *most* (default n - 1,
        right when the group is these n nodes; a subset of a larger group needs the group's size less one)."""
        import numpy as np  # the graph extra: imported when used
        return cls(np.zeros(n, dtype=np.int64), np.full(n, max(n - 1 if most is None else most, 0), dtype=np.int64))

    @property
    def settled(self) -> Any:
        """Which positions' eccentricities are known exactly (a boolean array)."""
        return self.low == self.high

    def learn(self, position: int, distance: Any) -> None:
        """Tighten every bound with one search: *distance* from the node at *position* to every node."""
        import numpy as np
        ecc = int(distance.max())
        np.maximum(self.low, np.maximum(distance, ecc - distance), out=self.low)
        np.minimum(self.high, ecc + distance, out=self.high)
        self.low[position] = self.high[position] = ecc
        self.searches += 1


def tighten(bounds: Bounds, nodes: Any, degree: Any, search: Search, needed: Callable[[Bounds], Any], *,
            count: int = 1, max_searches: int | None = None,
            advance: Callable[[int], object] = lambda n: None) -> bool:
    """Search from well-chosen nodes until every position *needed* marks is settled; True when they all are.

    *nodes* are the group's node numbers and *degree* their numbers of
    neighbours (ties go to the best-connected); *needed(bounds)* returns a
    boolean array of the positions the question still needs (settled ones are
    dropped). Up to *count* searches are made per round (one per core);
    *max_searches* stops early (then False). *advance(n)* reports n more
    positions no longer needed.
    """
    import numpy as np  # the graph extra: imported when used
    done = 0
    while True:
        open_ = np.flatnonzero(~bounds.settled & needed(bounds))
        advance(len(nodes) - len(open_) - done)
        done = len(nodes) - len(open_)
        if not len(open_):
            return True
        if max_searches is not None and bounds.searches >= max_searches:
            return False
        # Highest upper bound, then lowest lower bound (most neighbours first on ties), alternately.
        by_top = open_[np.lexsort((-degree[open_], -bounds.high[open_]))]
        by_bottom = open_[np.lexsort((-degree[open_], bounds.low[open_]))]
        picks = [by_top, by_bottom] if bounds.from_top else [by_bottom, by_top]
        bounds.from_top = not bounds.from_top
        chosen = list(dict.fromkeys(int(p[i]) for i in range(min(len(open_), 2)) for p in picks))[:count]
        for position, distance in zip(chosen, search([int(nodes[i]) for i in chosen]), strict=True):
            bounds.learn(position, distance)


def diameter_or_radius_needed(bounds: Bounds) -> Any:
    """The positions that could still have the largest or the smallest eccentricity (for :func:`tighten`)."""
    if not len(bounds.low):
        return bounds.low > 0
    return (bounds.high >= max(int(bounds.low.max()), 1)) | (bounds.low <= int(bounds.high.min()))


def group_diameter(nodes: Any, degree: Any, floor: int, search: Search, count: int = 1,
                   advance: Callable[[int], object] = lambda n: None) -> tuple[int, list[tuple[int, int]], int]:
    """(diameter, diametral node pairs, searches) of one group of *nodes*, if its diameter is at least *floor*.

    Otherwise ``(0, [], searches)``: a group that cannot reach *floor* stops as
    soon as its upper bounds say so.
    """
    bounds = Bounds.unknown(len(nodes))

    def needed(b: Bounds) -> Any:
        return b.high >= max(floor, int(b.low.max()), 1)

    tighten(bounds, nodes, degree, search, needed, count=count, advance=advance)
    best = max(floor, int(bounds.low.max()))
    pairs, searches = diametral_pairs(nodes, bounds, best, search) if best >= max(floor, 1) else ([], 0)
    return (best, pairs, bounds.searches + searches) if pairs else (0, [], bounds.searches + searches)


def diametral_pairs(nodes: Any, bounds: Bounds, steps: int, search: Search) -> tuple[list[tuple[int, int]], int]:
    """(every node pair *steps* apart whose ends are settled at *steps*, searches spent), each pair once (a < b)."""
    import numpy as np
    ends = np.flatnonzero(bounds.settled & (bounds.high == steps)).tolist()
    pairs: list[tuple[int, int]] = []
    for a, distance in zip(ends, search([int(nodes[i]) for i in ends]), strict=True):
        pairs += [(int(nodes[a]), int(nodes[b])) for b in np.flatnonzero(distance == steps) if a < b]
    return pairs, len(ends)
