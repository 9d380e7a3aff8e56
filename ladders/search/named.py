"""The strategies by name, for command lines, and the ones that always return a shortest path."""

from __future__ import annotations

from collections.abc import Mapping

from .best_first import astar, greedy
from .breadth import bidirectional, breadth_first
from .depth import depth_first
from .problem import Strategy

__all__ = ["STRATEGIES", "SHORTEST"]

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
