"""Best-first search: one engine, in which A*, greedy search and the cheapest path differ only by priority.

:func:`best_first` pops the node of lowest ``priority(node, estimate)`` from a
heap; moves cost 1 each unless a ``step_cost`` prices them. On top of it:

* :func:`astar`: moves so far + estimate, deeper on ties; shortest when the
  estimate never overestimates.
* :func:`greedy`: estimate alone; quick, not always shortest.
* :func:`cheapest_path`: priced moves, cost so far + ``min_step`` × estimate;
  the cheapest path, and its cost.
"""

from __future__ import annotations

from collections.abc import Callable
from heapq import heappop, heappush
from itertools import count
from typing import TYPE_CHECKING, Any

from ..errors import LadderError
from .problem import S, SearchProblem
from .tree import Node, path

if TYPE_CHECKING:
    import random

__all__ = ["best_first", "astar", "greedy", "cheapest_path"]

Priority = Callable[[Node[Any], float], "tuple[float, ...] | float"]


def best_first(problem: SearchProblem[S], priority: Priority, *, reopen: bool = True,
               step_cost: Callable[[S, S], float] | None = None, min_step: float = 0.0,
               tie: Callable[[], float] | None = None) -> tuple[S, ...] | None:
    """The path found by popping the node of lowest ``priority(node, estimate)`` first, or None.

    With *reopen*, a state is entered again when reached by a cheaper way, so
    estimates that are admissible but inconsistent still give a shortest path
    under A*; without it, the first way to a state is the only one tried.
    Within a ``max_depth`` a state is kept once per (depth, cost) that no
    other way beats on both, so the cap loses nothing. *step_cost* prices a
    move (default 1); every price must be at least *min_step* and positive.
    *tie* orders nodes of equal priority (default: first pushed first).

    >>> graph = {"a": "bc", "b": "d", "c": "d", "d": ""}
    >>> best_first(SearchProblem("a", "d", graph.get), lambda node, guess: node.cost)
    ('a', 'b', 'd')
    """
    found = _search(problem, priority, reopen, step_cost, min_step, tie)
    return None if found is None else path(found)


def astar(problem: SearchProblem[S]) -> tuple[S, ...] | None:
    """Shortest path by A*: lowest cost so far + estimate first, deeper on ties.

    >>> astar(SearchProblem(1, 6, lambda n: (n + 1, n * 2), lambda n: abs(6 - n) / 6))
    (1, 2, 3, 6)
    """
    return best_first(problem, lambda node, guess: (node.cost + guess, guess))


def greedy(problem: SearchProblem[S]) -> tuple[S, ...] | None:
    """A path found by greedy best-first search: lowest estimate first. Fast, not always shortest.

    States are reopened only under a ``max_depth``, where a deep first visit
    must not hide a ladder within the cap.
    """
    return best_first(problem, lambda node, guess: (guess, node.cost), reopen=problem.max_depth is not None)


def cheapest_path(
    problem: SearchProblem[S],
    step_cost: Callable[[S, S], float],
    *,
    min_step: float = 0.0,
    rng: random.Random | None = None,
) -> tuple[tuple[S, ...], float] | None:
    """The cheapest path and its cost by A*, or None; obeys the problem's limits.

    ``problem.heuristic`` bounds the moves left, so ``min_step`` times it
    bounds the cost left (A*) and it prunes against ``max_depth``. Every step
    must cost at least *min_step* (> 0 keeps paths simple). With *rng*,
    equally good paths are chosen between at random (reproducibly, not uniformly).

    >>> graph = {"a": "bc", "b": "d", "c": "d", "d": ""}
    >>> cheapest_path(SearchProblem("a", "d", graph.get), lambda s, t: 5.0 if s == "b" else 1.0)
    (('a', 'c', 'd'), 2.0)
    """
    found = _search(problem, lambda node, guess: node.cost + min_step * guess, True, step_cost, min_step,
                    None if rng is None else rng.random)
    return None if found is None else (path(found), found.cost)


def _search(problem: SearchProblem[S], priority: Priority, reopen: bool,
            step_cost: Callable[[S, S], float] | None, min_step: float,
            tie: Callable[[], float] | None) -> Node[S] | None:
    """The engine: the goal's node, reached by the lowest-priority-first order, or None."""
    start, goal, limit = problem.start, problem.goal, problem.max_depth
    bounds: dict[S, float] = {}

    def moves_left(state: S) -> float:
        if state not in bounds:
            bounds[state] = problem.heuristic(state)
        return bounds[state]

    budget = problem.spending()
    tie = count().__next__ if tie is None else tie
    root = Node(start)
    frontier = [(priority(root, moves_left(start)), tie(), root)]
    labels: dict[S, list[Node[S]]] = {start: [root]}
    by_depth = limit is not None
    while frontier:
        node = heappop(frontier)[2]
        if node not in labels[node.word]:
            continue  # beaten since it was pushed
        if node.word == goal:
            return node
        budget.spend(node.depth)
        for state in problem.neighbours(node.word):
            price = 1.0 if step_cost is None else _priced(step_cost, node.word, state, min_step)
            child = Node(state, node, node.depth + 1, node.cost + price)
            guess = moves_left(state)
            if limit is not None and child.depth + guess > limit:
                continue
            if (not reopen and state in labels) or not _keep(child, labels, by_depth):
                continue
            heappush(frontier, (priority(child, guess), tie(), child))
    return None


def _priced(step_cost: Callable[[S, S], float], a: S, b: S, min_step: float) -> float:
    price = float(step_cost(a, b))
    if not price >= min_step or price <= 0:
        raise LadderError(f"the cost of {a!r} -> {b!r} is {price!r}, "
                          f"below the cost model's minimum {min_step!r} (or not positive)")
    return price


def _keep(child: Node[S], labels: dict[S, list[Node[S]]], by_depth: bool) -> bool:
    """Record *child* unless another way to its state is as cheap (and as short, under a cap)."""
    kept = labels.setdefault(child.word, [])
    for other in kept:
        if other.cost <= child.cost and (not by_depth or other.depth <= child.depth):
            return False
    kept[:] = [other for other in kept
               if not (child.cost <= other.cost and (not by_depth or child.depth <= other.depth))]
    kept.append(child)
    return True

