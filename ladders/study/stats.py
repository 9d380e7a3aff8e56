"""The word graph in figures: words, edges, groups, isolated words, hubs per length, degrees."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..graph.build import Progress, graph_libraries, quiet
from ..graph.groups import components
from ..moves.metrics import DistanceMetric, levenshtein
from ..words.embedded import LexiconLike, resolve_lexicon
from ..words.lexicon import Lexicon  # noqa: F401  (the doctests build one)

__all__ = ["GraphStats", "graph_stats", "format_stats"]


@dataclass(frozen=True, slots=True)
class GraphStats:
    """A word graph in figures. ``hubs`` maps a length to its most-connected ``(word, degree)``.

    ``degree_histogram`` maps a number of neighbours to how many words have it;
    ``group_sizes`` maps a group size to how many groups have it.
    """

    metric: str
    words: int
    edges: int
    components: int
    largest_component: int
    isolated: int
    hubs: dict[int, tuple[tuple[str, int], ...]]
    degree_histogram: dict[int, int]
    group_sizes: dict[int, int] = field(default_factory=dict)

    def as_json(self) -> dict[str, Any]:
        """A JSON-ready dict (lengths and degrees as string keys)."""
        return {"metric": self.metric, "words": self.words, "edges": self.edges,
                "components": self.components, "largest_component": self.largest_component,
                "isolated": self.isolated,
                "hubs": {str(n): [list(hub) for hub in hubs] for n, hubs in self.hubs.items()},
                "degree_histogram": {str(d): c for d, c in self.degree_histogram.items()},
                "group_sizes": {str(s): c for s, c in self.group_sizes.items()}}


def graph_stats(lexicon: LexiconLike, metric: DistanceMetric = levenshtein, *, top: int = 3,
                progress: Progress = quiet) -> GraphStats:
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
    return GraphStats(metric.name, len(graph), graph.edges, groups.count,
                      int(groups.sizes[0]) if groups.count else 0, int(np.count_nonzero(degrees == 0)),
                      {n: h for n, h in hubs.items() if h},
                      {d: int(c) for d, c in enumerate(histogram) if c},
                      {int(s): int(c) for s, c in zip(*np.unique(groups.sizes, return_counts=True), strict=True)})


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


