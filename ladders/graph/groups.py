"""Groups of words joined by ladders: the word graph's connected components.

Words in one group are joined by ladders, words in different groups never
are, so "no ladder exists" is answered at once, with the groups' sizes as
the reason. Built once per lexicon and metric, with the graph.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..moves.metrics import DistanceMetric, levenshtein
from ..words.embedded import LexiconLike, resolve_lexicon
from ..words.lexicon import Lexicon  # noqa: F401  (the doctests build one)
from .build import Progress, WordGraph, graph_libraries, quiet, word_graph

__all__ = ["Components", "components", "known_components"]


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

        >>> from ladders.moves.metrics import substitution

        >>> groups = components(Lexicon(["cat", "cot", "dog", "emu"]), substitution)
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


def components(lexicon: LexiconLike, metric: DistanceMetric = levenshtein, *,
               progress: Progress = quiet) -> Components:
    """The groups of words joined by ladders, built once (with the graph) and kept with the lexicon.

    One-way moves are read both ways here, so words in different groups are
    never joined by a ladder.

    >>> from ladders.moves.metrics import substitution

    >>> groups = components(Lexicon(["cat", "cot", "dog", "cog", "emu"]), substitution)
    >>> groups.count, groups.size("cat"), groups.group("cat") == groups.group("dog")
    (2, 4, True)
    """
    lexicon = resolve_lexicon(lexicon)
    graph = word_graph(lexicon, metric, progress=progress)
    return lexicon.cache.for_metric(metric, "components", lambda: _split(graph))


def known_components(lexicon: LexiconLike, metric: DistanceMetric) -> Components | None:
    """The groups of *lexicon* under *metric* if they were already built, else None (never builds)."""
    lexicon = resolve_lexicon(lexicon)
    return lexicon.cache.peek_metric(metric, "components")


def _split(graph: WordGraph) -> Components:
    np, _, csgraph = graph_libraries()
    if len(graph) == 0:
        return Components(graph, np.zeros(0, dtype=np.int32), np.zeros(0, dtype=np.int64))
    _, raw = csgraph.connected_components(graph.adjacency, directed=True, connection="weak")
    sizes = np.bincount(raw)
    order = np.argsort(-sizes, kind="stable")  # largest first; ties by first word reached
    rename = np.empty_like(order)
    rename[order] = np.arange(len(order))
    return Components(graph, rename[raw].astype(np.int32), sizes[order])


