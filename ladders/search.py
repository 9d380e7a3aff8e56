"""Search strategies over an implicit graph; they know states, not words.

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
:class:`~ladders.errors.SearchLimitError` when a limit stops it.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Hashable, Iterable, Iterator, Mapping
from dataclasses import dataclass
from heapq import heappop, heappush
from itertools import count

from .errors import SearchLimitError
from .tree import Node, expand, path

__all__ = [
    "SearchProblem",
    "Strategy",
    "bidirectional",
    "bidirectional_path",
    "breadth_first",
    "astar",
    "greedy",
    "depth_first",
    "best_first",
    "STRATEGIES",
    "SHORTEST",
    "distances",
    "layers",
    "paths_of_length",
]

State = Hashable


def _no_estimate(state: State) -> float:
    return 0


@dataclass(frozen=True, slots=True)
class SearchProblem:
    """What to search: from ``start`` to ``goal`` through ``neighbours``, within limits.

    ``reverse_neighbours`` yields the states one move *before* a state; leave
    it None when every move can be undone (then ``neighbours`` serves both
    ways) and set ``symmetric=False`` when moves are one-way and no reverse is
    known (searches then work from the start only).
    """

    start: State
    goal: State
    neighbours: Callable[[State], Iterable[State]]
    heuristic: Callable[[State], float] = _no_estimate
    max_depth: int | None = None
    max_expansions: int | None = None
    timeout: float | None = None
    reverse_neighbours: Callable[[State], Iterable[State]] | None = None
    symmetric: bool = True

    @property
    def predecessors(self) -> Callable[[State], Iterable[State]] | None:
        """The reverse moves, or None when they are unknown."""
        if self.reverse_neighbours is not None:
            return self.reverse_neighbours
        return self.neighbours if self.symmetric else None


Strategy = Callable[[SearchProblem], "tuple | None"]


class Budget:
    """Counts expansions and watches the clock; raises when a limit is passed."""

    __slots__ = ("max_expansions", "deadline", "timeout", "expanded", "depth", "limited")

    def __init__(self, problem: SearchProblem | None = None, *,
                 max_expansions: int | None = None, timeout: float | None = None) -> None:
        if problem is not None:
            max_expansions, timeout = problem.max_expansions, problem.timeout
        self.max_expansions = max_expansions
        self.timeout = timeout
        self.deadline = None if timeout is None else time.monotonic() + timeout
        self.expanded = 0
        self.depth = 0
        self.limited = self.max_expansions is not None or self.deadline is not None
        """False when no limit is set: hot loops may then skip :meth:`spend`."""

    def spend(self, depth: int) -> None:
        """Record one expansion at *depth*; raise if a limit is now exceeded."""
        self.expanded += 1
        if depth > self.depth:
            self.depth = depth
        if self.max_expansions is not None and self.expanded > self.max_expansions:
            self._stop("max_expansions", self.max_expansions)
        if self.deadline is not None and time.monotonic() > self.deadline:
            self._stop("timeout", f"{self.timeout:g} s")

    def _stop(self, limit: str, value) -> None:
        raise SearchLimitError(limit, value, expanded=self.expanded, depth=self.depth,
                               hint=f"; raise {limit} (or pass None) to search further")


def bidirectional(problem: SearchProblem) -> tuple | None:
    """Shortest path by breadth-first search from both ends, smaller frontier first.

    The first state found by both sides lies on a shortest path: before a
    layer is grown, the two visited sets are disjoint, so every path is longer
    than the two depths together, and any meeting in the new layer is exactly
    one move longer. Falls back to :func:`breadth_first` when moves are one-way.

    >>> graph = {"a": "b", "b": "ac", "c": "bd", "d": "c"}
    >>> bidirectional(SearchProblem("a", "d", graph.get))
    ('a', 'b', 'c', 'd')
    """
    backward = problem.predecessors
    if backward is None:
        return breadth_first(problem)
    return bidirectional_path(problem.start, problem.goal, problem.neighbours, backward,
                              problem.max_depth, Budget(problem))


def bidirectional_path(start: State, goal: State, forward: Callable[[State], Iterable[State]],
                       backward: Callable[[State], Iterable[State]], max_depth: int | None,
                       budget: Budget) -> tuple | None:
    """The engine of :func:`bidirectional`, taking its parts one by one (no record to build)."""
    if start == goal:
        return (start,)
    ahead: dict = {start: None}
    behind: dict = {goal: None}
    ahead_layer, behind_layer = [start], [goal]
    depth = 0
    while ahead_layer and behind_layer and (max_depth is None or depth < max_depth):
        depth += 1
        if len(ahead_layer) <= len(behind_layer):
            meet, ahead_layer = _grow(ahead_layer, ahead, behind, forward, budget, depth)
        else:
            meet, behind_layer = _grow(behind_layer, behind, ahead, backward, budget, depth)
        if meet is not None:
            return _trace(meet, ahead)[::-1] + _trace(meet, behind)[1:]
    return None


def breadth_first(problem: SearchProblem) -> tuple | None:
    """Shortest path by breadth-first search from the start, layer by layer.

    >>> breadth_first(SearchProblem(1, 6, lambda n: (n + 1, n * 2)))
    (1, 2, 3, 6)
    """
    start, goal, limit = problem.start, problem.goal, problem.max_depth
    if start == goal:
        return (start,)
    budget = Budget(problem)
    parents: dict = {start: None}
    layer, depth = [start], 0
    while layer and (limit is None or depth < limit):
        depth += 1
        meet, layer = _grow(layer, parents, {goal: None}, problem.neighbours, budget, depth)
        if meet is not None:
            return _trace(goal, parents)[::-1]
    return None


def best_first(problem: SearchProblem, priority: Callable[[Node, float], tuple], *,
               reopen: bool = True) -> tuple | None:
    """The one best-first engine: pop the node of lowest ``priority(node, estimate)``.

    With *reopen*, a state is pushed again when reached by a cheaper way, so
    estimates that are admissible but inconsistent still give a shortest path
    under A*, and nothing within ``max_depth`` is lost; without it, the first
    way to a state is the only one tried.
    """
    start, goal, limit = problem.start, problem.goal, problem.max_depth
    estimate = problem.heuristic
    budget = Budget(problem)
    tie = count()
    root = Node(start)
    frontier = [(priority(root, estimate(start)), next(tie), root)]
    best = {start: 0.0}
    while frontier:
        node = heappop(frontier)[2]
        if node.cost > best[node.word]:
            continue
        if node.word == goal:
            return path(node)
        budget.spend(node.depth)
        for child in expand(node, problem.neighbours):
            if child.cost >= best.get(child.word, math.inf) or (not reopen and child.word in best):
                continue
            guess = estimate(child.word)
            if limit is not None and child.depth + guess > limit:
                continue
            best[child.word] = child.cost
            heappush(frontier, (priority(child, guess), next(tie), child))
    return None


def astar(problem: SearchProblem) -> tuple | None:
    """Shortest path by A*: lowest cost so far + estimate first, deeper on ties.

    >>> astar(SearchProblem(1, 6, lambda n: (n + 1, n * 2), lambda n: abs(6 - n) / 6))
    (1, 2, 3, 6)
    """
    return best_first(problem, lambda node, guess: (node.cost + guess, guess))


def greedy(problem: SearchProblem) -> tuple | None:
    """A path found by greedy best-first search: lowest estimate first. Fast, not always shortest.

    States are reopened only under a ``max_depth``, where a deep first visit
    must not hide a ladder within the cap.
    """
    return best_first(problem, lambda node, guess: (guess, node.cost), reopen=problem.max_depth is not None)


def depth_first(problem: SearchProblem) -> tuple | None:
    """A path found depth first, cutting nodes whose depth + estimate exceeds ``max_depth``.

    Under a ``max_depth`` a state is entered again when a shallower way to it
    turns up (a deep first visit must not hide a ladder within the cap);
    without one each state is entered once. Either way the search ends, never
    repeats a state on its path, and finds a path within ``max_depth``
    whenever one exists. Not always the shortest.
    """
    start, goal, limit = problem.start, problem.goal, problem.max_depth
    estimate = problem.heuristic
    if start == goal:
        return (start,)
    budget = Budget(problem)
    budget.spend(0)
    best = {start: 0}
    stack = [expand(Node(start), problem.neighbours)]
    while stack:
        child = next(stack[-1], None)
        if child is None:
            stack.pop()
            continue
        word = child.word
        if child.depth >= best.get(word, math.inf) or (limit is None and word in best):
            continue
        if limit is not None and child.depth + estimate(word) > limit:
            continue
        best[word] = child.depth
        if word == goal:
            return path(child)
        budget.spend(child.depth)
        stack.append(expand(child, problem.neighbours))
    return None


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


def layers(
    origin: State, neighbours: Callable[[State], Iterable[State]], *, budget: Budget | None = None,
) -> Iterator[list]:
    """Yield the states first reached in 0, 1, 2, ... moves from *origin*, a layer at a time (lazy).

    A layer is expanded only when the next one is pulled.

    >>> list(layers(0, lambda n: (n + 1, n + 2) if n < 3 else ()))
    [[0], [1, 2], [3, 4]]
    """
    seen = {origin}
    layer, depth = [origin], 0
    while layer:
        yield layer
        next_layer = []
        for state in layer:
            if budget is not None:
                budget.spend(depth)
            for neighbour in neighbours(state):
                if neighbour not in seen:
                    seen.add(neighbour)
                    next_layer.append(neighbour)
        layer, depth = next_layer, depth + 1


def distances(
    origin: State, neighbours: Callable[[State], Iterable[State]], max_depth: int | None = None,
    *, budget: Budget | None = None,
) -> dict:
    """Map every state within *max_depth* moves of *origin* to its distance (breadth first).

    >>> distances(0, lambda n: (n + 1,) if n < 3 else (), max_depth=2)
    {0: 0, 1: 1, 2: 2}
    """
    found: dict = {}
    for depth, layer in enumerate(layers(origin, neighbours, budget=budget)):
        found.update(dict.fromkeys(layer, depth))
        if depth == max_depth:
            break
    return found


def paths_of_length(
    problem: SearchProblem, steps: int, remaining: Mapping[State, int], budget: Budget | None = None
) -> Iterator[tuple]:
    """Yield every simple path of exactly *steps* moves from start to goal (lazy).

    *remaining* maps states to their exact distance to the goal (states
    absent are out of reach); it prunes every branch that cannot arrive in time.

    >>> line = {"a": "b", "b": "ac", "c": "b"}
    >>> list(paths_of_length(SearchProblem("a", "c", line.get), 2, {"c": 0, "b": 1, "a": 2}))
    [('a', 'b', 'c')]
    """
    start, goal = problem.start, problem.goal
    if remaining.get(start, math.inf) > steps:
        return
    if steps == 0:
        yield (start,)
        return
    trail, on_trail = [start], {start}
    stack = [iter(problem.neighbours(start))]
    while stack:
        state = next(stack[-1], None)
        if state is None:
            stack.pop()
            on_trail.discard(trail.pop())
            continue
        depth = len(trail)
        if state in on_trail or depth + remaining.get(state, math.inf) > steps:
            continue
        if state == goal:
            if depth == steps:
                yield (*trail, state)
            continue
        if budget is not None:
            budget.spend(depth)
        trail.append(state)
        on_trail.add(state)
        stack.append(iter(problem.neighbours(state)))


def _grow(layer: list, seen: dict, other: Mapping, step, budget: Budget, depth: int):
    """Grow the next layer of one side; stop at the first state *other* has seen."""
    next_layer = []
    limited = budget.limited
    for state in layer:
        if limited:
            budget.spend(depth - 1)
        for neighbour in step(state):
            if neighbour not in seen:
                seen[neighbour] = state
                if neighbour in other:
                    return neighbour, next_layer
                next_layer.append(neighbour)
    return None, next_layer


def _trace(state: State, parents: Mapping) -> tuple:
    """The states from *state* back through *parents* to the root."""
    states = []
    while state is not None:
        states.append(state)
        state = parents[state]
    return tuple(states)
