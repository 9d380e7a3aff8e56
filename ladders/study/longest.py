"""The longest shortest ladders of a word list: the diameter of its word graph, exactly.

A word's *eccentricity* is the length of the longest shortest ladder from it;
a group's *diameter* is its largest eccentricity. Trying every start costs one
breadth-first search per word (minutes on a large dictionary); instead, each
search from a word *s* bounds every other word's eccentricity (Takes and
Kosters' "BoundingDiameters"): with d the distance from s and e the
eccentricity of s, ``max(d, e - d) <= ecc(w) <= e + d``. Searching alternately
from the word with the highest upper bound and the one with the lowest lower
bound settles every word that could end a longest ladder within a few dozen
searches (:mod:`ladders.study.bounds`, the engine the graph report shares). Groups too
small to beat the best diameter found are skipped; large groups search from two words at a time,
one per core.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..arguments import check_count
from ..errors import BrokenInvariantError
from ..graph.bfs import bfs_distances
from ..graph.build import Progress, quiet
from ..graph.groups import components
from ..moves.metrics import DistanceMetric, checked_metric, levenshtein
from ..words.embedded import LexiconLike, resolve_lexicon
from .bounds import group_diameter

__all__ = ["LongestLadders", "longest_ladders"]



@dataclass(frozen=True, slots=True)
class LongestLadders:
    """The longest shortest ladders: their ``steps`` and every ``(start, end)`` pair (start < end)."""

    steps: int
    pairs: tuple[tuple[str, str], ...]
    metric: str
    searches: int

    def as_json(self) -> dict[str, Any]:
        return {"steps": self.steps, "pairs": [list(pair) for pair in self.pairs],
                "metric": self.metric, "searches": self.searches}


def longest_ladders(lexicon: LexiconLike, metric: DistanceMetric = levenshtein, *, workers: int | None = None,
                    progress: Progress = quiet) -> LongestLadders:
    """Find the longest shortest ladders of *lexicon* under *metric*, and every pair that has one.

    *workers* is the number of processes for large groups (None or 1: this one).
    One process is the default because it measured faster: ``ladders longest``
    took 0.63 s with one and 1.02 s with two at the default size, and 1.72 to
    1.79 s against 2.05 to 2.47 s at size 95, on two cores (the work per group
    is too small to pay for sending the graph to a second process).

    >>> from ladders import make_lexicon, substitution
    >>> found = longest_ladders(make_lexicon(["cat", "cot", "cog", "dog", "emu"]), substitution)
    >>> found.steps, found.pairs
    (3, (('cat', 'dog'),))

    Raises ``ValueError`` for a one-way metric and for *workers* below 1.
    """
    lexicon = resolve_lexicon(lexicon)
    checked_metric(metric)
    if not metric.symmetric:
        raise ValueError(f"longest ladders need a symmetric metric such as ladders.levenshtein, not {metric!r}")
    check_count("workers", workers, minimum=1)
    groups = components(lexicon, metric, progress=progress)
    graph = groups.graph
    import numpy as np  # the graph extra: imported when used
    indptr, indices = graph.adjacency.indptr, graph.adjacency.indices
    order = np.argsort(groups.labels, kind="stable")
    ends = np.cumsum(groups.sizes)
    pairs: list[tuple[str, str]]
    best, pairs, searches, pool = 0, [], 0, None
    bar = progress(f"longest {metric.name} ladders", len(graph))
    try:
        for group, size in enumerate(groups.sizes.tolist()):
            if size - 1 < max(best, 1):  # groups only get smaller: none can beat the best
                bar.update(len(graph) - int(ends[group]) + size)
                break
            count = workers or 1
            if count > 1 and pool is None:
                from concurrent.futures import ProcessPoolExecutor
                from multiprocessing import get_all_start_methods, get_context

                # forkserver where there is one: forking a process that runs threads is unsafe (Python 3.12 warns)
                start = "forkserver" if "forkserver" in get_all_start_methods() else None
                pool = ProcessPoolExecutor(count, mp_context=get_context(start), initializer=_adopt,
                                           initargs=(indptr, indices, order))

            nodes = order[ends[group] - size: ends[group]]
            span = (int(ends[group]) - size, int(ends[group]))

            def search(sources: list[int]) -> list[Any]:  # distances to the group's nodes
                if pool is None or count == 1 or len(sources) == 1:
                    return [bfs_distances(indptr, indices, s)[nodes] for s in sources]
                return list(pool.map(_bfs_in_worker, sources, [span] * len(sources)))

            steps, found, runs = group_diameter(nodes, np.diff(indptr)[nodes], best, search, count, bar.update)
            searches += runs
            if steps > best:
                best, pairs = steps, []
            if steps == best and found:
                # tuple(sorted(...)) of two words is a pair, which mypy reads as a tuple of any length.
                pairs += [tuple(sorted((graph.word(a), graph.word(b)))) for a, b in found]  # type: ignore[misc]
    finally:
        bar.close()
        if pool is not None:
            pool.shutdown()
    return LongestLadders(best, tuple(sorted(pairs)) if best else (), metric.name, searches)


_worker_graph: tuple[Any, Any, Any] | None = None


def _adopt(indptr: Any, indices: Any, order: Any) -> None:
    global _worker_graph
    _worker_graph = (indptr, indices, order)


def _bfs_in_worker(source: int, span: tuple[int, int]) -> Any:
    if _worker_graph is None:
        raise BrokenInvariantError("the worker was started without a graph")
    indptr, indices, order = _worker_graph
    return bfs_distances(indptr, indices, source)[order[span[0]:span[1]]]

