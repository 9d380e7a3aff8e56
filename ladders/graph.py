"""The word graph: one node per word, one edge per move, for whole-dictionary work.

:func:`word_graph` builds the graph of a lexicon under a metric once and keeps
it with the lexicon; :func:`components` splits it into groups of words joined
by ladders (so "no ladder exists" is answered at once); :func:`graph_stats`
sums it up. Single queries never need any of this: the lazy solver stays the
way to answer them. The graph lives in ``scipy.sparse`` (imported only here,
when first needed; ``pip install 'ladders[graph]'``).

Nodes are numbered by word length, then alphabetically. The three built-in
metrics are built in bulk with numpy (every word of a length at once, one
letter position at a time); any other metric is built word by word from its
own neighbours generator, exactly as the solver sees it.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .errors import LadderError
from .lexicon import Lexicon
from .loaders import make_lexicon
from .metrics import DistanceMetric, damerau, levenshtein, substitution

__all__ = [
    "WordGraph", "Components", "GraphStats", "GraphLibraryMissing", "Progress",
    "word_graph", "components", "known_components", "graph_stats", "format_stats", "quiet",
]

Progress = Callable[[str, int], Any]
"""``progress(description, total)`` returns a bar with ``update(n)`` and ``close()`` (tqdm's shape)."""


class GraphLibraryMissing(LadderError, ImportError):
    """numpy or scipy is not installed; the word graph needs them."""


class _QuietBar:
    def update(self, n: int = 1) -> None:
        pass

    def close(self) -> None:
        pass


def quiet(description: str, total: int) -> _QuietBar:
    """The default :data:`Progress`: a bar that shows nothing."""
    return _QuietBar()


@dataclass(frozen=True, slots=True, eq=False)
class WordGraph:
    """The graph of *lexicon* under *metric*: ``adjacency[i, j]`` is 1 when word j is one move from word i.

    Node ``i`` is the ``i - offsets[k]``-th word of length ``lengths[k]``.
    ``adjacency`` is a ``scipy.sparse`` CSR matrix, symmetric for symmetric metrics.
    """

    lexicon: Lexicon
    metric: DistanceMetric
    lengths: tuple[int, ...]
    offsets: tuple[int, ...]
    adjacency: Any

    def __len__(self) -> int:
        return self.adjacency.shape[0]

    @property
    def edges(self) -> int:
        """The number of edges (a move and its undoing count once when the metric is symmetric)."""
        nnz = int(self.adjacency.nnz)
        return nnz // 2 if self.metric.symmetric else nnz

    def node(self, word: str) -> int | None:
        """The node of *word*, or None when it is not in the lexicon."""
        if len(word) not in self.lengths:
            return None
        k = self.lengths.index(len(word))
        words = self.lexicon.words_of_length(len(word))
        at = bisect_left(words, word)
        return self.offsets[k] + at if at < len(words) and words[at] == word else None

    def word(self, node: int) -> str:
        """The word at *node*."""
        k = bisect_left(self.offsets, node + 1) - 1
        return self.lexicon.words_of_length(self.lengths[k])[node - self.offsets[k]]

    def degrees(self) -> Any:
        """Each node's number of neighbours (a numpy array)."""
        return self.adjacency.indptr[1:] - self.adjacency.indptr[:-1]


@dataclass(frozen=True, slots=True, eq=False)
class Components:
    """The groups of a word graph: words in one group are joined by ladders, others never.

    Groups are numbered from the largest (0) down; ``labels[node]`` is a
    node's group and ``sizes[group]`` its number of words.
    """

    graph: WordGraph
    labels: Any
    sizes: Any

    @property
    def count(self) -> int:
        return len(self.sizes)

    def group(self, word: str) -> int:
        """The group of *word* (ValueError when it is not in the lexicon)."""
        return int(self.labels[self._node(word)])

    def size(self, word: str) -> int:
        """How many words share *word*'s group (itself included)."""
        return int(self.sizes[self.labels[self._node(word)]])

    def reason(self, start: str, end: str) -> str | None:
        """Why no ladder joins *start* and *end*, or None when one exists.

        >>> groups = components(make_lexicon(["cat", "cot", "dog", "emu"]), substitution)
        >>> groups.reason("cat", "cot") is None, groups.reason("cat", "emu")
        (True, "'emu' has no neighbours under substitution")
        """
        a, b = self._node(start), self._node(end)
        if self.labels[a] == self.labels[b]:
            return None
        for word, node in ((start, a), (end, b)):
            if self.sizes[self.labels[node]] == 1:
                return f"{word!r} has no neighbours under {self.graph.metric.name}"
        return (f"{start!r} and {end!r} lie in different groups "
                f"({self.sizes[self.labels[a]]:,} and {self.sizes[self.labels[b]]:,} words): they are not connected")

    def _node(self, word: str) -> int:
        node = self.graph.node(word)
        if node is None:
            raise ValueError(f"{word!r} is not in {self.graph.lexicon!r}")
        return node


@dataclass(frozen=True, slots=True)
class GraphStats:
    """A word graph in figures. ``hubs`` maps a length to its most-connected ``(word, degree)``."""

    metric: str
    words: int
    edges: int
    components: int
    largest_component: int
    isolated: int
    hubs: dict[int, tuple[tuple[str, int], ...]]
    degree_histogram: dict[int, int]

    def as_json(self) -> dict:
        """A JSON-ready dict (lengths and degrees as string keys)."""
        return {"metric": self.metric, "words": self.words, "edges": self.edges,
                "components": self.components, "largest_component": self.largest_component,
                "isolated": self.isolated,
                "hubs": {str(n): [list(hub) for hub in hubs] for n, hubs in self.hubs.items()},
                "degree_histogram": {str(d): c for d, c in self.degree_histogram.items()}}


def word_graph(lexicon: Lexicon, metric: DistanceMetric = levenshtein, *, progress: Progress = quiet) -> WordGraph:
    """The word graph of *lexicon* under *metric*, built once and kept with the lexicon.

    >>> graph = word_graph(make_lexicon(["cat", "cot", "dog", "cog", "emu"]), substitution)
    >>> len(graph), graph.edges, graph.word(graph.node("cog"))
    (5, 3, 'cog')

    Raises :class:`GraphLibraryMissing` when numpy or scipy is missing.
    """
    if not isinstance(metric, DistanceMetric):
        raise TypeError(f"metric must be a DistanceMetric such as ladders.substitution, not {metric!r}")
    _libraries()
    return lexicon.memo(("graph", metric), lambda: _build(lexicon, metric, progress))


def components(lexicon: Lexicon, metric: DistanceMetric = levenshtein, *,
               progress: Progress = quiet) -> Components:
    """The groups of words joined by ladders, built once (with the graph) and kept with the lexicon.

    One-way moves are read both ways here, so words in different groups are
    never joined by a ladder.

    >>> groups = components(make_lexicon(["cat", "cot", "dog", "cog", "emu"]), substitution)
    >>> groups.count, groups.size("cat"), groups.group("cat") == groups.group("dog")
    (2, 4, True)
    """
    graph = word_graph(lexicon, metric, progress=progress)
    return lexicon.memo(("components", metric), lambda: _split(graph))


def known_components(lexicon: Lexicon, metric: DistanceMetric) -> Components | None:
    """The groups of *lexicon* under *metric* if they were already built, else None (never builds)."""
    return lexicon.cached(("components", metric))


def graph_stats(lexicon: Lexicon, metric: DistanceMetric = levenshtein, *, top: int = 3,
                progress: Progress = quiet) -> GraphStats:
    """Figures of the word graph: words, edges, groups, isolated words, hubs per length, degrees.

    >>> stats = graph_stats(make_lexicon(["cat", "cot", "cog", "emu"]), substitution)
    >>> stats.words, stats.edges, stats.components, stats.isolated, stats.hubs[3][0]
    (4, 2, 2, 1, ('cot', 2))
    """
    np = _libraries()[0]
    groups = components(lexicon, metric, progress=progress)
    graph = groups.graph
    degrees = graph.degrees()
    hubs = {}
    for k, length in enumerate(graph.lengths):
        block = degrees[graph.offsets[k]: graph.offsets[k] + len(lexicon.words_of_length(length))]
        best = np.lexsort((np.arange(len(block)), -block))[:top]  # most neighbours, then alphabetical
        hubs[length] = tuple((graph.word(graph.offsets[k] + int(i)), int(block[i])) for i in best if block[i])
    histogram = np.bincount(degrees) if len(degrees) else np.zeros(0, dtype=int)
    return GraphStats(metric.name, len(graph), graph.edges, groups.count,
                      int(groups.sizes[0]) if groups.count else 0, int(np.count_nonzero(degrees == 0)),
                      {n: h for n, h in hubs.items() if h},
                      {d: int(c) for d, c in enumerate(histogram) if c})


def format_stats(stats: GraphStats) -> str:
    """The figures of :func:`graph_stats` as a few lines of text."""
    lines = [f"metric            {stats.metric}", f"words             {stats.words:,}",
             f"edges             {stats.edges:,}", f"components        {stats.components:,}",
             f"largest component {stats.largest_component:,}", f"isolated words    {stats.isolated:,}",
             "most connected words, by length:"]
    lines += [f"  {n:>2}: " + ", ".join(f"{w} ({d})" for w, d in hubs) for n, hubs in stats.hubs.items()]
    lines.append("degree histogram (neighbours: words):")
    lines.append("  " + ", ".join(f"{d}: {c:,}" for d, c in stats.degree_histogram.items()))
    return "\n".join(lines)


def _libraries() -> tuple[Any, Any, Any]:
    """numpy, scipy.sparse and scipy.sparse.csgraph, imported on first use."""
    try:
        import numpy
        import scipy.sparse
        import scipy.sparse.csgraph
    except ImportError as error:
        raise GraphLibraryMissing(
            f"the word graph needs numpy and scipy ({error.name} is missing): pip install 'ladders[graph]'"
        ) from None
    return numpy, scipy.sparse, scipy.sparse.csgraph


def _build(lexicon: Lexicon, metric: DistanceMetric, progress: Progress) -> WordGraph:
    np, sparse, _ = _libraries()
    lengths = lexicon.lengths
    counts = [len(lexicon.words_of_length(n)) for n in lengths]
    offsets = tuple(int(x) for x in np.concatenate([[0], np.cumsum(counts, dtype=np.int64)[:-1]])) if counts else ()
    total = sum(counts)
    bar = progress(f"building the {metric.name} graph", total)
    try:
        if any(metric is built_in for built_in in (substitution, levenshtein, damerau)):
            from ._bulk import bulk_edges
            rows, cols = bulk_edges(lexicon, metric.name, dict(zip(lengths, offsets)), bar.update)
        else:
            rows, cols = _edges_one_by_one(lexicon, metric, lengths, offsets, bar.update)
    finally:
        bar.close()
    if metric.symmetric:
        rows, cols = np.concatenate([rows, cols]), np.concatenate([cols, rows])
    adjacency = sparse.csr_matrix((np.ones(len(rows), dtype=np.int8), (rows, cols)), shape=(total, total))
    adjacency.sum_duplicates()
    adjacency.data[:] = 1
    adjacency.sort_indices()
    return WordGraph(lexicon, metric, lengths, offsets, adjacency)


def _edges_one_by_one(lexicon, metric, lengths, offsets, advance):
    """Edges from the metric's own neighbours generator, word by word (any metric)."""
    from .ladder import neighbours_of  # imported here: ladder.py asks this module for components
    np = _libraries()[0]
    node = {}
    for length, offset in zip(lengths, offsets):
        node.update((word, offset + i) for i, word in enumerate(lexicon.words_of_length(length)))
    neighbours = neighbours_of(metric, lexicon)
    rows: list[int] = []
    cols: list[int] = []
    for length in lengths:
        for word in lexicon.words_of_length(length):
            found = [node[other] for other in neighbours(word)]
            rows += [node[word]] * len(found)
            cols += found
        advance(len(lexicon.words_of_length(length)))
    return np.array(rows, dtype=np.int64), np.array(cols, dtype=np.int64)


def _split(graph: WordGraph) -> Components:
    np, _, csgraph = _libraries()
    if len(graph) == 0:
        return Components(graph, np.zeros(0, dtype=np.int32), np.zeros(0, dtype=np.int64))
    _, raw = csgraph.connected_components(graph.adjacency, directed=True, connection="weak")
    sizes = np.bincount(raw)
    order = np.argsort(-sizes, kind="stable")  # largest first; ties by first word reached
    rename = np.empty_like(order)
    rename[order] = np.arange(len(order))
    return Components(graph, rename[raw].astype(np.int32), sizes[order])
