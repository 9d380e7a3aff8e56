"""The word graph in figures: words, edges, groups, isolated words, hubs per length, degrees."""

from __future__ import annotations

from ..graph.build import Progress, graph_libraries, quiet
from ..graph.groups import components
from ..moves.metrics import DistanceMetric, levenshtein
from ..words.embedded import LexiconLike, resolve_lexicon
from ..words.lexicon import Lexicon  # noqa: F401  (the doctests build one)
from .figures import Figures

__all__ = ["GraphStats", "graph_stats", "format_stats"]


GraphStats = Figures
"""The record :func:`graph_stats` returns: :class:`~ladders.study.figures.Figures`, the one record of a graph's
figures (its counts, metric and hubs; the shape left unmeasured). The name stays for 0.x callers."""


def graph_stats(lexicon: LexiconLike, metric: DistanceMetric = levenshtein, *, top: int = 3,
                progress: Progress = quiet) -> Figures:
    """Figures of the word graph: words, edges, groups, isolated words, hubs per length, degrees.

    >>> from ladders.moves.metrics import substitution

    >>> stats = graph_stats(Lexicon(["cat", "cot", "cog", "emu"]), substitution)
    >>> stats.words, stats.edges, stats.components, stats.isolated, stats.hubs[3][0]
    (4, 2, 2, 1, ('cot', 2))
    """
    lexicon = resolve_lexicon(lexicon)
    np = graph_libraries()[0]
    groups = components(lexicon, metric, progress=progress)
    graph = groups.graph
    degrees = graph.degrees()
    hubs = {}
    for k, length in enumerate(graph.lengths):
        block = degrees[graph.offsets[k]: graph.offsets[k] + len(lexicon.words_of_length(length))]
        best = np.lexsort((np.arange(len(block)), -block))[:top]  # most neighbours, then alphabetical
        hubs[length] = tuple((graph.word(graph.offsets[k] + int(i)), int(block[i])) for i in best if block[i])
    histogram = np.bincount(degrees) if len(degrees) else np.zeros(0, dtype=int)
    return Figures(words=len(graph), edges=graph.edges, degrees={d: int(c) for d, c in enumerate(histogram) if c},
                   components=groups.count, giant=int(groups.sizes[0]) if groups.count else 0,
                   group_sizes={int(s): int(c) for s, c in zip(*np.unique(groups.sizes, return_counts=True),
                                                               strict=True)},
                   metric=metric.name, hubs={n: h for n, h in hubs.items() if h})


def format_stats(stats: Figures) -> str:
    """The figures of :func:`graph_stats` as a few lines of text."""
    lines = [f"metric            {stats.metric}", f"words             {stats.words:,}",
             f"edges             {stats.edges:,}", f"components        {stats.components:,}",
             f"largest component {stats.largest_component:,}", f"isolated words    {stats.isolated:,}",
             "most connected words, by length:"]
    lines += [f"  {n:>2}: " + ", ".join(f"{w} ({d})" for w, d in hubs) for n, hubs in stats.hubs.items()]
    lines.append("degree histogram (neighbours: words):")
    lines.append("  " + ", ".join(f"{d}: {c:,}" for d, c in stats.degree_histogram.items()))
    return "\n".join(lines)


