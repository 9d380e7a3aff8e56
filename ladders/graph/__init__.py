"""Whole-word-list work: the word graph, its groups and figures, the longest ladders, puzzles.

* ``build``: :func:`word_graph`, one node per word and one edge per move (scipy.sparse).
* ``bulk``: the built-in metrics' edges for every word of a length at once (numpy).
* ``groups``: :func:`components`, the groups of words joined by ladders.
* ``stats``: :func:`graph_stats`, the graph in figures.
* ``bfs``: :func:`bfs_distances`, breadth-first distances over the whole graph.
* ``longest``: :func:`longest_ladders`, the graph's diameter, exactly.
* ``puzzles``: :func:`puzzles`, pairs whose shortest ladder has exactly N steps.

numpy and scipy (the ``graph`` extra) are imported when a graph is first
built, never on import, and each module here is imported when one of its
names is first used. Single queries need only the groups, and only once built.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .._lazy import lazy_names

_HOMES = {
    "bfs_distances": "bfs",
    "GraphLibraryMissing": "build", "Progress": "build", "WordGraph": "build", "graph_libraries": "build",
    "quiet": "build", "word_graph": "build",
    "Components": "groups", "components": "groups", "known_components": "groups",
    "LongestLadders": "longest", "longest_ladders": "longest",
    "Puzzle": "puzzles", "puzzles": "puzzles",
    "GraphStats": "stats", "format_stats": "stats", "graph_stats": "stats",
}
"""Where each name lives: ``ladders.graph.X`` imports its module on first use (the solver needs only ``groups``)."""

__all__ = list(_HOMES)


if not TYPE_CHECKING:  # hidden from type checkers, which read the re-exports below
    __getattr__, __dir__ = lazy_names(__name__, _HOMES)


if TYPE_CHECKING:  # the same names, re-exported (`as`) for type checkers and editors
    from .bfs import bfs_distances as bfs_distances
    from .build import (
        GraphLibraryMissing as GraphLibraryMissing, Progress as Progress, WordGraph as WordGraph,
        graph_libraries as graph_libraries, quiet as quiet, word_graph as word_graph,
    )
    from .groups import Components as Components, components as components, known_components as known_components
    from .longest import LongestLadders as LongestLadders, longest_ladders as longest_ladders
    from .puzzles import Puzzle as Puzzle, puzzles as puzzles
    from .stats import GraphStats as GraphStats, format_stats as format_stats, graph_stats as graph_stats
