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

from importlib import import_module
from typing import TYPE_CHECKING

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


def __getattr__(name: str):
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module 'ladders.graph' has no attribute {name!r}")
    value = getattr(import_module(f".{home}", __name__), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *_HOMES})


if TYPE_CHECKING:  # the same names, spelt out for type checkers and editors
    from .bfs import bfs_distances
    from .build import GraphLibraryMissing, Progress, WordGraph, graph_libraries, quiet, word_graph
    from .groups import Components, components, known_components
    from .longest import LongestLadders, longest_ladders
    from .puzzles import Puzzle, puzzles
    from .stats import GraphStats, format_stats, graph_stats
