"""The word graph: one node per word, one edge per move, built once per lexicon and metric.

:func:`word_graph` builds the graph of a lexicon under a metric and keeps it
with the lexicon. The graph lives in ``scipy.sparse`` (numpy and scipy are
imported only when a graph is first built: ``pip install 'ladders[graph]'``).
Nodes are numbered by word length, then alphabetically. The three built-in
metrics are built in bulk with numpy (:mod:`ladders.graph.bulk`: every word
of a length at once); any other metric is built word by word from its own
neighbours generator, exactly as the solver sees it.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..errors import LadderError
from ..moves.memo import neighbours_of
from ..moves.metrics import DistanceMetric, checked_metric, damerau, levenshtein, substitution
from ..words.embedded import LexiconLike, resolve_lexicon
from ..words.lexicon import Lexicon

__all__ = ["WordGraph", "GraphLibraryMissing", "Progress", "word_graph", "quiet", "graph_libraries"]


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


def word_graph(lexicon: LexiconLike, metric: DistanceMetric = levenshtein, *, progress: Progress = quiet) -> WordGraph:
    """The word graph of *lexicon* under *metric*, built once and kept with the lexicon.

    >>> graph = word_graph(Lexicon(["cat", "cot", "dog", "cog", "emu"]), substitution)
    >>> len(graph), graph.edges, graph.word(graph.node("cog"))
    (5, 3, 'cog')

    Raises :class:`GraphLibraryMissing` when numpy or scipy is missing.
    """
    lexicon = resolve_lexicon(lexicon)
    checked_metric(metric)
    graph_libraries()
    return lexicon.cache.for_metric(metric, "graph", lambda: _build(lexicon, metric, progress))


def graph_libraries() -> tuple[Any, Any, Any]:
    """numpy, scipy.sparse and scipy.sparse.csgraph, imported on first use (the ``graph`` extra).

    Raises :class:`GraphLibraryMissing` when one is not installed.
    """
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
    np, sparse, _ = graph_libraries()
    lengths = lexicon.lengths
    counts = [len(lexicon.words_of_length(n)) for n in lengths]
    offsets = tuple(int(x) for x in np.concatenate([[0], np.cumsum(counts, dtype=np.int64)[:-1]])) if counts else ()
    total = sum(counts)
    bar = progress(f"building the {metric.name} graph", total)
    try:
        if any(metric is built_in for built_in in (substitution, levenshtein, damerau)):
            from .bulk import bulk_edges  # imported here: it imports numpy
            rows, cols = bulk_edges(lexicon, metric.name, dict(zip(lengths, offsets, strict=True)), bar.update)
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


def _edges_one_by_one(lexicon: Lexicon, metric: DistanceMetric, lengths: tuple[int, ...], offsets: tuple[int, ...],
                      advance: Callable[[int], object]) -> tuple[Any, Any]:
    """Edges from the metric's own neighbours generator, word by word (any metric)."""
    np = graph_libraries()[0]
    node: dict[str, int] = {}
    for length, offset in zip(lengths, offsets, strict=True):
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


