"""Graph search that knows states, not words: the lazy tree, the strategies, their limits.

A :class:`SearchProblem` names a start, a goal, a neighbours function and a
heuristic (a lower bound on the moves left), plus the limits every search
obeys: ``max_depth`` in moves, ``max_expansions`` and ``timeout``. A strategy
is a function ``strategy(problem) -> path or None``:

* :func:`bidirectional`: breadth-first from both ends, expanding the smaller
  frontier; shortest; the fastest here.
* :func:`breadth_first`: layer by layer from the start; shortest.
* :func:`astar`: best-first by moves so far + heuristic; shortest when the
  heuristic never overestimates.
* :func:`greedy`: best-first by heuristic alone; quick, not always shortest.
* :func:`depth_first`: deepest first, cutting any node whose depth plus
  heuristic exceeds ``max_depth``; not always shortest.

Every strategy returns a simple path (no state twice) or None, and raises
:class:`~ladders.errors.SearchLimitError` when a limit stops it. The modules:
``tree`` (nodes), ``problem`` (the problem and its budget), ``breadth``,
``best_first`` and ``depth`` (one engine per family), ``dag`` (every
shortest path at once). Nothing here imports anything of ``ladders`` but its errors.
"""

from __future__ import annotations

from collections.abc import Mapping

from .best_first import astar, best_first, cheapest_path, greedy
from .breadth import bidirectional, bidirectional_path, breadth_first, distances, grow, layers
from .dag import PathDag
from .depth import depth_first, paths_of_length
from .problem import Budget, SearchProblem, State, Strategy
from .tree import Node, expand, path

__all__ = [
    "SearchProblem", "Strategy", "Budget", "State", "Node", "expand", "path",
    "bidirectional", "bidirectional_path", "breadth_first", "astar", "greedy", "depth_first",
    "best_first", "cheapest_path", "STRATEGIES", "SHORTEST",
    "distances", "layers", "grow", "paths_of_length", "PathDag",
]

STRATEGIES: Mapping[str, Strategy] = {
    "bidirectional": bidirectional,
    "bfs": breadth_first,
    "astar": astar,
    "greedy": greedy,
    "dfs": depth_first,
}
"""The strategies by name, for command lines."""

SHORTEST = frozenset({bidirectional, breadth_first, astar})
"""The strategies that always return a shortest path (given an admissible heuristic)."""
