"""One graph's figures: degrees, groups, the diameter with a witness, radius, centre, eccentricities, distances.

:class:`Figures` is the one record of a graph's figures: ``ladders stats``
(:func:`~ladders.study.stats.graph_stats`: the counts) and ``ladders report``
(:func:`graph_figures`: the counts and the shape) both fill it.

:func:`graph_figures` works on a CSR adjacency (one length's words, or the
graph across lengths) with a name and a rarity per node, so that the tests
can ask it about any graph and compare with networkx. Counts (words, edges,
degrees, groups) are of the whole graph; the diameter is its longest
shortest ladder, in whichever group; the shape figures (radius, centre,
eccentricities, distances, clustering) are of its *giant group*, the largest
group of words joined by ladders, as the published studies give them.

Exact where it fits: the diameter, radius and centre always (bounding, see
:mod:`ladders.study.bounds`); every eccentricity and every distance when the
searches from every word fit *exact_work* (see
:func:`~ladders.study.distances.work_of`), otherwise the eccentricities left
unsettled after *max_searches* more bounding searches come from a random
sample of them, and the distances from *samples* random sources, with a 95%
confidence interval for the mean.

Longer than most: every figure is computed from the one sparse graph and its groups by :func:`graph_figures`,
and its helpers share those arrays; the bounding and the distance searches already live in
:mod:`ladders.study.bounds` and :mod:`ladders.study.distances`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..graph.bfs import bfs_distances
from ..graph.build import Progress, quiet
from .bounds import Bounds, diameter_or_radius_needed, diametral_pairs, group_diameter, tighten
from .distances import Distances, distances_from, mean_interval, work_of
from .shape import graph_shape, ladder_between

__all__ = ["Figures", "Estimate", "HardPair", "graph_figures", "EXACT_WORK", "MAX_SEARCHES", "SAMPLES"]

EXACT_WORK = 3_000_000_000
"""Node visits an exact all-pairs pass may take (about 10 s at the 3.6 ns measured): beyond, distances are sampled."""

MAX_SEARCHES = 200
"""Bounding searches spent on the eccentricities left unsettled once the diameter, radius and centre are known."""

SAMPLES = 2048
"""Random sources for the mean distance when an exact pass does not fit (32 batches of 64, for the interval)."""


@dataclass(frozen=True, slots=True)
class Estimate:
    """A figure and its 95% confidence interval (``low == high == value`` when exact)."""

    value: float
    low: float
    high: float

    @property
    def exact(self) -> bool:
        return self.low == self.high

    def as_json(self) -> dict[str, Any]:
        return {"value": self.value, "low": self.low, "high": self.high, "exact": self.exact}


@dataclass(frozen=True, slots=True)
class HardPair:
    """Two words *steps* apart and a shortest ladder between them (its rungs the commonest that keep it shortest)."""

    start: str
    end: str
    steps: int
    ladder: tuple[str, ...]

    def as_json(self) -> dict[str, Any]:
        return {"start": self.start, "end": self.end, "steps": self.steps, "ladder": list(self.ladder)}


@dataclass(frozen=True, slots=True)
class Figures:
    """The figures of one word graph: the one record :func:`~ladders.study.stats.graph_stats` (``ladders stats``)
    and :func:`graph_figures` (``ladders report``) fill.

    Every record has the counts: ``words``, ``edges``, ``components``, ``giant`` (the largest group's words) and
    the histograms, each mapping a value to how many: ``degrees`` (neighbours: words), ``group_sizes`` (size:
    groups). ``graph_stats`` adds the ``metric`` and ``hubs`` (a length's most-connected ``(word, degree)``);
    ``graph_figures`` measures the shape (see the module's docstring for which figures are of the giant group),
    which a record of ``graph_stats`` leaves at None or empty: ``eccentricities`` (steps: words, some estimated
    unless ``eccentricities_exact`` is 1), ``distances`` (steps: pairs of words, estimated unless
    ``mean_distance.exact``). ``diametral_pairs`` counts the pairs at the diameter; ``witness`` is one.
    ``common_pairs`` are the hardest pairs of common words, commonest first; ``searches`` counts the
    breadth-first searches made (bounding, and each source of the batched searches).
    """

    words: int
    edges: int
    degrees: dict[int, int]
    components: int
    giant: int
    group_sizes: dict[int, int]
    diameter: int | None = None
    diametral_pairs: int | None = None
    witness: HardPair | None = None
    radius: int | None = None
    centre: tuple[str, ...] = ()
    eccentricities: dict[int, int] = field(default_factory=dict)
    eccentricities_exact: float | None = None
    mean_distance: Estimate | None = None
    distances: dict[int, int] = field(default_factory=dict)
    sources: int | None = None
    clustering: float | None = None
    transitivity: float | None = None
    random_clustering: float | None = None
    random_distance: float | None = None
    small_world: float | None = None
    common_pairs: tuple[HardPair, ...] = ()
    searches: int | None = None
    metric: str | None = None
    hubs: dict[int, tuple[tuple[str, int], ...]] = field(default_factory=dict)

    @property
    def giant_share(self) -> float:
        """The giant group's share of the words."""
        return self.giant / self.words if self.words else 0.0

    @property
    def largest_component(self) -> int:
        """The largest group's words (``giant``; the name ``ladders stats`` prints)."""
        return self.giant

    @property
    def degree_histogram(self) -> dict[int, int]:
        """``degrees`` (the name ``ladders stats`` prints)."""
        return self.degrees

    @property
    def isolated(self) -> int:
        """Words with no neighbour."""
        return self.degrees.get(0, 0)

    def as_json(self) -> dict[str, Any]:
        """A JSON-ready dict (histogram keys as strings): ``ladders report``'s, or, for a record without the shape
        measured, ``ladders stats``'s."""
        if self.diameter is None:
            return {"metric": self.metric, "words": self.words, "edges": self.edges,
                    "components": self.components, "largest_component": self.giant, "isolated": self.isolated,
                    "hubs": {str(n): [list(hub) for hub in hubs] for n, hubs in self.hubs.items()},
                    "degree_histogram": {str(d): c for d, c in self.degrees.items()},
                    "group_sizes": {str(s): c for s, c in self.group_sizes.items()}}
        out: dict[str, Any] = {}
        for name in _REPORTED:
            value = getattr(self, name)
            if isinstance(value, dict):
                value = {str(k): v for k, v in value.items()}
            elif isinstance(value, (Estimate, HardPair)):
                value = value.as_json()
            elif isinstance(value, tuple):
                value = [v.as_json() if isinstance(v, HardPair) else v for v in value]
            out[name] = value
        out["giant_share"] = self.giant_share
        return out


_REPORTED = tuple(name for name in Figures.__dataclass_fields__ if name not in ("metric", "hubs"))
"""The fields ``ladders report --json`` prints, in order (the metric is the report's, the hubs are the stats')."""


def graph_figures(adjacency: Any, word: Callable[[int], str], *, rarity: Callable[[int], float] = lambda node: 0.0,
                  common: Sequence[int] = (), samples: int = SAMPLES, seed: int = 0, exact_work: int = EXACT_WORK,
                  max_searches: int = MAX_SEARCHES, progress: Progress = quiet) -> Figures:
    """The :class:`Figures` of a symmetric 0/1 CSR *adjacency* whose node *i* is the word ``word(i)``.

    Parameters
    ----------
    rarity: how rare a node's word is (smaller is commoner): ladders and pairs prefer common words.
    common: the nodes of common words, for the hardest pairs among them.
    samples, seed: random sources for the distances when an exact pass costs more than *exact_work*.
    max_searches: bounding searches for the eccentricities beyond the diameter, radius and centre.
    progress: a progress bar factory (tqdm's shape), one bar per long step (bounding, eccentricities, distances).
    """
    import numpy as np  # the graph extra: imported when used
    from scipy.sparse import csgraph
    n = adjacency.shape[0]
    degree = np.diff(adjacency.indptr)
    labels, sizes = _groups(adjacency, csgraph)
    giant_nodes = np.flatnonzero(labels == 0)
    giant = adjacency[giant_nodes][:, giant_nodes].tocsr() if len(giant_nodes) < n else adjacency
    ip, ix, gd = giant.indptr, giant.indices, np.diff(giant.indptr)
    m = len(giant_nodes)

    def name(local: int) -> str:
        return word(int(giant_nodes[local]))

    def search(sources: list[int]) -> list[Any]:
        return [bfs_distances(ip, ix, s) for s in sources]

    def order(local: int) -> tuple[float, str]:
        return rarity(int(giant_nodes[local])), name(local)

    def hard_pair(a: int, b: int) -> HardPair:
        a, b = sorted((a, b), key=name)
        path = ladder_between(ip, ix, a, b, bfs_distances(ip, ix, b), order)
        return HardPair(name(a), name(b), len(path) - 1, tuple(name(v) for v in path))

    bounds = Bounds.unknown(m)
    everyone = np.arange(m)
    bar = progress("diameter, radius and centre", m)
    try:
        tighten(bounds, everyone, gd, search, diameter_or_radius_needed, advance=bar.update)
    finally:
        bar.close()
    steps = int(bounds.low.max()) if m else 0
    radius = int(bounds.high.min()) if m else 0
    centre = tuple(sorted(name(int(v)) for v in np.flatnonzero(bounds.settled & (bounds.high == radius))))
    pairs, spent = diametral_pairs(everyone, bounds, steps, search) if steps else ([], 0)
    outside, outside_pairs, runs = _other_groups(adjacency, labels, sizes, degree, steps)
    spent += runs
    if outside > steps:
        diameter, count = outside, len(outside_pairs)
        witness: HardPair | None = _pair_outside(adjacency, outside_pairs, word, rarity)
    else:
        diameter, count = steps, len(pairs) + len(outside_pairs)
        witness = hard_pair(*min((max(order(a), order(b)), a, b) for a, b in pairs)[1:]) if pairs else None
    mean, distances, sources, every = _distances(ip, ix, m, steps, samples, seed, exact_work, progress)
    if every is not None:  # searched from every word: every eccentricity is known
        eccentricities, exact_share, spent_more = _histogram(every), 1.0, 0
    else:
        eccentricities, exact_share, spent_more = _eccentricities(bounds, ip, ix, gd, search, exact_work,
                                                                 max_searches, seed, progress)  # tightens *bounds*
    shape = graph_shape(giant)
    return Figures(
        words=n, edges=int(adjacency.nnz) // 2, degrees=_histogram(degree), components=len(sizes), giant=m,
        group_sizes=_histogram(sizes), diameter=diameter, diametral_pairs=count, witness=witness,
        radius=radius, centre=centre, eccentricities=eccentricities, eccentricities_exact=exact_share,
        mean_distance=mean, distances=distances, sources=sources, clustering=shape.clustering,
        transitivity=shape.transitivity, random_clustering=shape.random_clustering,
        random_distance=shape.random_distance,
        small_world=shape.small_world(mean.value if mean is not None else None),
        common_pairs=_common_pairs(common, giant_nodes, ip, ix, order, hard_pair),
        searches=bounds.searches + spent + spent_more + sources)


def _groups(adjacency: Any, csgraph: Any) -> tuple[Any, Any]:
    """(labels, sizes): groups numbered from the largest down (ties: the group of the lowest node first)."""
    import numpy as np
    if adjacency.shape[0] == 0:
        return np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.int64)
    _, raw = csgraph.connected_components(adjacency, directed=False)
    sizes = np.bincount(raw)
    by_size = np.argsort(-sizes, kind="stable")
    rename = np.empty_like(by_size)
    rename[by_size] = np.arange(len(by_size))
    return rename[raw], sizes[by_size]


def _other_groups(adjacency: Any, labels: Any, sizes: Any, degree: Any,
                  floor: int) -> tuple[int, list[tuple[int, int]], int]:
    """(longest ladder outside the giant group if at least *floor*, else *floor*; its node pairs; searches)."""
    import numpy as np
    best, spent = floor, 0
    pairs: list[tuple[int, int]] = []
    order = np.argsort(labels, kind="stable")
    ends = np.cumsum(sizes)
    for group in range(1, len(sizes)):
        size = int(sizes[group])
        if size - 1 < max(best, 1):  # groups only get smaller: none can reach the best
            break
        nodes = order[ends[group] - size: ends[group]]

        def search(sources: list[int], nodes: Any = nodes) -> list[Any]:
            return [bfs_distances(adjacency.indptr, adjacency.indices, s)[nodes] for s in sources]

        steps, found, runs = group_diameter(nodes, degree[nodes], best, search)
        spent += runs
        if steps > best:
            best, pairs = steps, []
        if steps == best and found:
            pairs += found
    return best, pairs, spent


def _pair_outside(adjacency: Any, pairs: list[tuple[int, int]], word: Callable[[int], str],
                  rarity: Callable[[int], float]) -> HardPair:
    """The witness when the longest ladder lies outside the giant group."""
    def order(node: int) -> tuple[float, str]:
        return rarity(node), word(node)

    a, b = min((sorted((a, b), key=word) for a, b in pairs), key=lambda pair: (max(map(order, pair)), pair))
    path = ladder_between(adjacency.indptr, adjacency.indices, a, b,
                          bfs_distances(adjacency.indptr, adjacency.indices, b), order)
    return HardPair(word(a), word(b), len(path) - 1, tuple(word(v) for v in path))


def _eccentricities(bounds: Bounds, ip: Any, ix: Any, degree: Any, search: Callable[[list[int]], list[Any]],
                    exact_work: int, max_searches: int, seed: int,
                    progress: Progress) -> tuple[dict[int, int], float, int]:
    """(eccentricity histogram, share exact, extra searches): bounding, then batched searches from the rest."""
    import numpy as np
    m = len(bounds.low)
    if not m:
        return {}, 1.0, 0
    tighten(bounds, np.arange(m), degree, search, lambda b: np.ones(m, dtype=bool),
            max_searches=bounds.searches + max_searches)
    settled = bounds.settled
    open_ = np.flatnonzero(~settled)
    histogram = np.bincount(bounds.high[settled]).astype(np.float64)
    chosen = open_
    if len(open_):
        layers = int(bounds.high.max()) + 1
        if work_of(len(open_), m, len(ix), layers) > exact_work:  # a random sample stands for the unsettled words
            affordable = max(1, exact_work // work_of(1, m, len(ix), layers)) * 64
            chosen = np.sort(np.random.default_rng(seed).choice(open_, size=min(len(open_), affordable),
                                                                replace=False))
        found = np.bincount(_searched(ip, ix, chosen, "eccentricities", progress).eccentricities).astype(np.float64)
        size = max(len(found), len(histogram))
        histogram = np.pad(histogram, (0, size - len(histogram)))
        histogram[:len(found)] += found * len(open_) / len(chosen)
    share = (m - len(open_) + len(chosen)) / m
    return {e: int(round(c)) for e, c in enumerate(histogram) if round(c)}, share, len(chosen)


def _distances(ip: Any, ix: Any, m: int, steps: int, samples: int, seed: int,
               exact_work: int, progress: Progress) -> tuple[Estimate | None, dict[int, int], int, Any]:
    """(mean distance, distance histogram of unordered pairs, sources searched, every word's eccentricity when
    every word was searched, else None) in the giant group."""
    import numpy as np
    if m < 2:
        return None, {}, 0, np.zeros(m, dtype=np.int64)
    if work_of(m, m, len(ix), steps + 1) <= exact_work or samples >= m:
        sources = np.arange(m)
    else:
        # In the drawn order: each batch of 64 is then a random sample, as the interval from batch means needs.
        sources = np.random.default_rng(seed).choice(m, size=samples, replace=False)
    found = _searched(ip, ix, sources, "distances", progress)
    mean, low, high = mean_interval(found, m)
    scale = m / len(sources) / 2  # ordered pairs from the sample, to unordered pairs of the whole group
    return (Estimate(mean, low, high), {d: int(round(c * scale)) for d, c in enumerate(found.histogram) if c},
            len(sources), found.eccentricities if len(sources) == m else None)


def _searched(ip: Any, ix: Any, sources: Any, description: str, progress: Progress) -> Distances:
    """:func:`~ladders.study.distances.distances_from`, with a progress bar counting the sources."""
    bar = progress(description, len(sources))
    try:
        return distances_from(ip, ix, sources, advance=bar.update)
    finally:
        bar.close()


def _common_pairs(common: Sequence[int], giant_nodes: Any, ip: Any, ix: Any, order: Callable[[int], Any],
                  hard_pair: Callable[[int, int], HardPair], top: int = 3) -> tuple[HardPair, ...]:
    """The hardest pairs of common words of the giant group (its common words' own diameter), commonest first."""
    import numpy as np
    chosen = np.flatnonzero(np.isin(giant_nodes, np.asarray(common, dtype=np.int64)))
    if len(chosen) < 2:
        return ()

    def search(sources: list[int]) -> list[Any]:
        return [bfs_distances(ip, ix, s)[chosen] for s in sources]

    bounds = Bounds.unknown(len(chosen), len(giant_nodes) - 1)  # a ladder may pass any word of the group
    tighten(bounds, chosen, np.diff(ip)[chosen], search, lambda b: b.high >= max(int(b.low.max()), 1))
    steps = int(bounds.low.max())
    if not steps:
        return ()
    pairs, _ = diametral_pairs(chosen, bounds, steps, search)
    best = sorted((max(order(a), order(b)), *sorted((a, b), key=order)) for a, b in pairs)[:top]
    return tuple(hard_pair(a, b) for _, a, b in best)


def _histogram(values: Any) -> dict[int, int]:
    import numpy as np
    return {int(v): int(c) for v, c in zip(*np.unique(values, return_counts=True), strict=True)}
