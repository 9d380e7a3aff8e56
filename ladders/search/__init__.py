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
shortest path at once), ``named`` (the strategies by name). Each name below
imports its module when first used. Nothing here imports anything of ``ladders`` but its errors.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .._lazy import lazy_names

# Imported now, not on first use: the function shares its module's name, and importing the module later
# (the CLI's commoner line does) would bind ``ladders.search.best_first`` to the module instead.
from .best_first import best_first

_HOMES = {
    "astar": "best_first", "cheapest_path": "best_first", "greedy": "best_first",
    "bidirectional": "breadth", "bidirectional_path": "breadth", "breadth_first": "breadth", "distances": "breadth",
    "grow": "breadth", "layers": "breadth", "PathDag": "dag", "depth_first": "depth", "paths_of_length": "depth",
    "Budget": "problem", "SearchProblem": "problem", "State": "problem", "Strategy": "problem", "Node": "tree",
    "expand": "tree", "path": "tree", "STRATEGIES": "named", "SHORTEST": "named",
}
"""Where each name lives: its module is imported when the name is first used (start-up time)."""


__all__ = [
    "SearchProblem", "Strategy", "Budget", "State", "Node", "expand", "path",
    "bidirectional", "bidirectional_path", "breadth_first", "astar", "greedy", "depth_first",
    "best_first", "cheapest_path", "STRATEGIES", "SHORTEST",
    "distances", "layers", "grow", "paths_of_length", "PathDag",
]


if not TYPE_CHECKING:  # hidden from type checkers, which read the re-exports below
    __getattr__, __dir__ = lazy_names(__name__, _HOMES)


if TYPE_CHECKING:  # the same names, re-exported (`as`) for type checkers and editors
    from .best_first import (
        astar as astar,
        best_first as best_first,
        cheapest_path as cheapest_path,
        greedy as greedy,
    )
    from .breadth import (
        bidirectional as bidirectional,
        bidirectional_path as bidirectional_path,
        breadth_first as breadth_first,
        distances as distances,
        grow as grow,
        layers as layers,
    )
    from .dag import (
        PathDag as PathDag,
    )
    from .depth import (
        depth_first as depth_first,
        paths_of_length as paths_of_length,
    )
    from .problem import (
        Budget as Budget,
        SearchProblem as SearchProblem,
        State as State,
        Strategy as Strategy,
    )
    from .tree import (
        Node as Node,
        expand as expand,
        path as path,
    )
    from .named import (
        SHORTEST as SHORTEST,
        STRATEGIES as STRATEGIES,
    )
