"""The word graph: one node per word and one edge per move, and its groups (what a query needs).

* ``build``: :func:`word_graph`, one node per word and one edge per move (scipy.sparse).
* ``bulk``: the built-in metrics' edges for every word of a length at once (numpy).
* ``groups``: :func:`components`, the groups of words joined by ladders.
* ``bfs``: :func:`bfs_distances`, breadth-first distances over the whole graph.

numpy and scipy (the ``graph`` extra) are imported when a graph is first
built, never on import, and each module here is imported when one of its
names is first used. Single queries need only the groups, and only once built.
The studies of the whole list (the graph in figures, the longest ladders,
puzzles) are in :mod:`ladders.study`, above :mod:`ladders.solve`; their old
names here still work, with a ``DeprecationWarning``, until 0.3.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .._lazy import lazy_names

_HOMES = {
    "bfs_distances": "bfs",
    "GraphLibraryMissing": "build", "Progress": "build", "WordGraph": "build", "graph_libraries": "build",
    "quiet": "build", "word_graph": "build",
    "Components": "groups", "components": "groups", "known_components": "groups",
}
"""Where each name lives: ``ladders.graph.X`` imports its module on first use (the solver needs only ``groups``)."""

_MOVED = {
    "LongestLadders": "ladders.study.longest", "longest_ladders": "ladders.study.longest",
    "Puzzle": "ladders.study.puzzles", "puzzles": "ladders.study.puzzles",
    "GraphStats": "ladders.study.stats", "format_stats": "ladders.study.stats", "graph_stats": "ladders.study.stats",
}
"""Names that moved to :mod:`ladders.study`: each use still works, with a ``DeprecationWarning`` (until 0.3).

Not re-exported for type checkers: this package must not import ``ladders.study``, which sits above
``ladders.solve``, itself above this package.
"""

__all__ = list(_HOMES)


if not TYPE_CHECKING:  # hidden from type checkers, which read the re-exports below
    __getattr__, __dir__ = lazy_names(__name__, _HOMES, moved=_MOVED)


if TYPE_CHECKING:  # the same names, re-exported (`as`) for type checkers and editors
    from .bfs import bfs_distances as bfs_distances
    from .build import (
        GraphLibraryMissing as GraphLibraryMissing, Progress as Progress, WordGraph as WordGraph,
        graph_libraries as graph_libraries, quiet as quiet, word_graph as word_graph,
    )
    from .groups import Components as Components, components as components, known_components as known_components
