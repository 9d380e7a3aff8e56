"""Distances from many words at once: 64 breadth-first searches in one pass, one bit per search.

Each node holds a 64-bit word whose bit *k* says "search *k* has reached me".
A layer goes the cheaper of two ways (Beamer's direction-optimising search):

* while the frontier is small, it *pushes*: only the frontier's rows are
  read, each frontier word's bits sent along its arcs, the bits a neighbour
  already has dropped, and the rest ORed into the neighbours
  (``numpy.bitwise_or.at``);
* once the frontier's rows hold more than :data:`PULL_SHARE` of the arcs, it
  *pulls*: every word ORs its neighbours' bits, reading the rows as columns
  (nodes renumbered by degree, most first, so that column *j*, every word's
  *j*-th neighbour, is one array: one gather and one OR per column, with no
  per-row call), until the frontier falls back under that share of the words.

The early and late layers of a batch, where the frontier is a few words,
cost a few rows each; before, every layer read the whole graph
(``numpy.bitwise_or.reduceat``). On the 29,067 words of the default size's
giant group under levenshtein a batch of 64 searches takes about 8 ms
against 31 (``benchmarks/report_speed.py --engine`` times both). The pass counts the
pairs found at each distance and each source's eccentricity, which is all that
the mean distance, the distance distribution and the eccentricity distribution
need; it never keeps a distance per pair.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

__all__ = ["Distances", "distances_from", "work_of", "mean_interval", "BATCH", "PULL_SHARE"]

BATCH = 64
"""Sources searched together: one bit each of a 64-bit word (measured fastest: wider words gather more memory)."""

PULL_SHARE = 1 / 8
"""A layer pulls when its frontier's rows hold at least this share of the arcs, and goes on pulling while the
frontier holds at least this share of the words (measured on the size-70 and size-95 giant groups under
levenshtein: 1/4 was 5 to 15% slower, 1/16 2 to 3%, 1/2 30 to 60%)."""


@dataclass(frozen=True, slots=True)
class Distances:
    """What searches from *sources* found in a connected graph.

    ``histogram[d]`` counts (source, word) pairs *d* steps apart (d >= 1);
    ``batch_sums`` and ``batch_pairs`` give each batch of :data:`BATCH`
    sources' sum of distances and number of pairs (for a confidence interval
    from batch means); ``eccentricities[k]`` is source *k*'s eccentricity.
    """

    sources: Any
    histogram: Any
    batch_sums: Any
    batch_pairs: Any
    eccentricities: Any


def distances_from(indptr: Any, indices: Any, sources: Any, *,
                   advance: Callable[[int], object] = lambda n: None) -> Distances:
    """Search from every node of *sources* (distinct) over a symmetric CSR graph, :data:`BATCH` at a time.

    *advance(n)* reports n more sources searched. The graph is undirected:
    each edge is in both its ends' rows (a push follows a row's arcs, a pull
    reads them backwards).

    >>> import numpy as np
    >>> path = (np.array([0, 1, 3, 4]), np.array([1, 0, 2, 1]))  # 0 - 1 - 2
    >>> found = distances_from(*path, np.arange(3))
    >>> found.histogram.tolist(), found.eccentricities.tolist()
    ([0, 4, 2], [2, 1, 2])
    """
    import numpy as np  # the graph extra: imported when used
    rows = _Rows(indptr, indices)
    sources = np.asarray(sources, dtype=np.int64)
    histogram = np.zeros(1, dtype=np.int64)
    sums, pairs = [], []
    eccentricities = np.zeros(len(sources), dtype=np.int64)
    for first in range(0, len(sources), BATCH):
        counts, reached = rows.search(rows.renumbered[sources[first:first + BATCH]])
        eccentricities[first:first + len(reached)] = reached
        if len(counts) + 1 > len(histogram):
            histogram = np.concatenate([histogram, np.zeros(len(counts) + 1 - len(histogram), dtype=np.int64)])
        histogram[1:len(counts) + 1] += np.asarray(counts, dtype=np.int64)
        sums.append(sum(d * c for d, c in enumerate(counts, 1)))
        pairs.append(sum(counts))
        advance(len(reached))
    return Distances(sources, histogram, np.array(sums, dtype=np.float64), np.array(pairs, dtype=np.float64),
                     eccentricities)


def work_of(sources: int, nodes: int, edges: int, layers: int) -> int:
    """The work of :func:`distances_from` for *sources* on a graph of *nodes* and *edges* (arcs), in node visits.

    One batch cost about ``layers * (nodes + edges)`` (3.6 ns each on the
    machine this was measured on) when every layer read the whole graph,
    whatever its number of sources. A batch now reads only its frontier's rows
    in the layers where the frontier is small, so this overstates the work, but
    it stays the budget unit: which figures a report gives exactly, and how
    many sources it samples, are decided with it as before (the same figures).

    >>> work_of(65, 10, 20, 3)
    180
    """
    return -(-sources // BATCH) * layers * (nodes + edges)


def mean_interval(found: Distances, population: int, confidence: float = 0.95) -> tuple[float, float, float]:
    """(mean distance, low, high): the mean over every pair of the population, and its confidence interval.

    The sources are a simple random sample of the *population* of words
    (all of them: an exact mean, ``low == high``). Batch means (one per
    :data:`BATCH` sources) give the standard error, with Student's *t* and the
    finite-population correction.
    """
    total, pairs = float(found.batch_sums.sum()), float(found.batch_pairs.sum())
    mean = total / pairs if pairs else 0.0
    sampled = len(found.sources)
    batches = len(found.batch_sums)
    if sampled >= population or batches < 2:
        return mean, mean, mean
    from scipy.special import stdtrit  # Student's t quantile (scipy.stats takes 0.8 s more to import)
    means = found.batch_sums / found.batch_pairs
    error = float(means.std(ddof=1)) / math.sqrt(batches) * math.sqrt(1 - sampled / population)
    half = float(stdtrit(batches - 1, 0.5 + confidence / 2)) * error
    return mean, mean - half, mean + half


class _Rows:
    """A CSR graph laid out for :func:`distances_from`, with the buffers its layers reuse (allocated once: a large
    array made anew at every layer costs its page faults again).

    Nodes are renumbered by degree, most first (``renumbered[old]`` is the new number), so that column *j* of
    the rows (every node's *j*-th neighbour) covers the first nodes only: ``columns[j]`` is one array, made from
    ``neighbours`` (the rows, end to end, each starting at ``starts[node]``) when a layer first pulls.
    """

    def __init__(self, indptr: Any, indices: Any) -> None:
        import numpy as np
        indptr, indices = np.asarray(indptr, dtype=np.int64), np.asarray(indices, dtype=np.int64)
        n = len(indptr) - 1
        by_degree = np.argsort(-np.diff(indptr), kind="stable")
        self.renumbered = np.empty(n, dtype=np.int64)
        self.renumbered[by_degree] = np.arange(n)
        self.degree = np.diff(indptr)[by_degree]
        self.starts = np.concatenate([[0], np.cumsum(self.degree)])[:-1]
        moved = np.repeat(indptr[by_degree] - self.starts, self.degree) + np.arange(len(indices))
        self.neighbours = self.renumbered[indices[moved]]
        self.columns: list[Any] | None = None  # made when a layer first pulls
        self.arcs = len(indices)
        big = max(self.arcs, n)
        self.counting = np.arange(big, dtype=np.int64)
        self.visited, self.pushed, self.pulled, self.spare = (np.zeros(n, dtype=np.uint64) for _ in range(4))
        self.fronts = (np.zeros(n, dtype=np.uint64), np.zeros(n, dtype=np.uint64))
        self.slot = np.zeros(n, dtype=np.int64)
        self.owner, self.at, self.targets = (np.empty(big, dtype=np.int64) for _ in range(3))
        self.sent, self.seen = np.empty(big, dtype=np.uint64), np.empty(big, dtype=np.uint64)

    def search(self, sources: Any) -> tuple[list[int], Any]:
        """(pairs found at each distance from 1, each source's eccentricity) of up to 64 searches from *sources*
        (new numbers), one bit each."""
        import numpy as np
        bits = np.arange(len(sources), dtype=np.uint64)
        values = np.left_shift(np.uint64(1), bits)
        visited = self.visited
        visited.fill(0)
        visited[sources] = values
        eccentricities = np.zeros(len(sources), dtype=np.int64)
        has_arcs = self.degree[sources] > 0
        nodes, values = sources[has_arcs], values[has_arcs]
        front = None  # the frontier as a whole array while pulling, else as (nodes, values)
        counts: list[int] = []
        while self.arcs:
            if front is None and int(self.degree[nodes].sum()) < PULL_SHARE * self.arcs:
                nodes, values = self._push(nodes, values)
                if not len(nodes):
                    break
                visited[nodes] |= values
                found, active = int(np.bitwise_count(values).sum()), np.bitwise_or.reduce(values)
            else:
                if front is None:
                    front = self.fronts[0]
                    front.fill(0)
                    front[nodes] = values
                front = self._pull(front, self.fronts[1] if front is self.fronts[0] else self.fronts[0])
                active = np.bitwise_or.reduce(front)
                if not active:
                    break
                visited |= front
                found = int(np.bitwise_count(front).sum())
                if np.count_nonzero(front) < PULL_SHARE * len(front):
                    nodes = np.flatnonzero(front)
                    values, front = front[nodes], None
            counts.append(found)
            eccentricities[((active >> bits) & np.uint64(1)) > 0] = len(counts)
        return counts, eccentricities

    def _push(self, nodes: Any, values: Any) -> tuple[Any, Any]:
        """The nodes first reached from the frontier *nodes* (holding *values*), and their new bits: only the
        frontier's rows are read."""
        import numpy as np
        spans = self.degree[nodes]
        total = int(spans.sum())
        ends = np.cumsum(spans)
        owner = self.owner[:total]  # each arc's place in the frontier
        owner.fill(0)
        owner[ends[:-1]] = 1
        np.cumsum(owner, out=owner)
        at = (self.starts[nodes] - (ends - spans)).take(owner, out=self.at[:total], mode="clip")
        at += self.counting[:total]
        targets = self.neighbours.take(at, out=self.targets[:total], mode="clip")
        sent = values.take(owner, out=self.sent[:total], mode="clip")
        seen = self.visited.take(targets, out=self.seen[:total], mode="clip")
        sent &= np.invert(seen, out=seen)  # only the bits a neighbour lacks
        new = np.flatnonzero(sent)
        targets, sent = targets[new], sent[new]
        np.bitwise_or.at(self.pushed, targets, sent)
        places = self.counting[:len(targets)]
        self.slot[targets] = places  # one place per target: the last arc's
        reached = targets[self.slot[targets] == places]
        found = self.pushed[reached]
        self.pushed[reached] = 0
        return reached, found

    def _pull(self, front: Any, out: Any) -> Any:
        """The bits the whole-array frontier *front* brings each node that it lacks, into *out*: every row read,
        column by column."""
        import numpy as np
        pulled, spare = self.pulled, self.spare
        columns = self.columns
        if columns is None:
            columns = self.columns = [self.neighbours[self.starts[:int(np.count_nonzero(self.degree > j))] + j]
                                      for j in range(int(self.degree.max(initial=0)))]
        front.take(columns[0], out=pulled[:len(columns[0])], mode="clip")
        for column in columns[1:]:
            part = pulled[:len(column)]
            np.bitwise_or(part, front.take(column, out=spare[:len(column)], mode="clip"), out=part)
        return np.bitwise_and(pulled, np.invert(self.visited, out=spare), out=out)
