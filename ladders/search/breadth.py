"""Breadth-first search: layer by layer from one end, or from both ends at once.

One grower (:func:`grow`) serves every search here: it adds the layer after
a layer, remembering the state each new state was first reached from, and
stops early at the first state the other side has seen. On top of it:

* :func:`bidirectional`: from both ends, smaller frontier first; shortest; the fastest here.
* :func:`breadth_first`: from the start only; shortest.
* :func:`layers` and :func:`distances`: every state by its number of moves from an origin.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping
from typing import Any

from .problem import Budget, S, SearchProblem

__all__ = ["bidirectional", "bidirectional_path", "breadth_first", "layers", "distances", "grow", "meet_between"]

_NOBODY: Mapping[Any, object] = {}
"""The other side of a one-sided search: it has seen nothing."""


def bidirectional(problem: SearchProblem[S]) -> tuple[S, ...] | None:
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
    return meet_between(problem.start, problem.goal, problem.neighbours, backward, problem.max_depth,
                        problem.spending())


def bidirectional_path(start: S, goal: S, forward: Callable[[S], Iterable[S]],
                       backward: Callable[[S], Iterable[S]], max_depth: int | None,
                       budget: Budget) -> tuple[S, ...] | None:
    """Deprecated (goes in 0.3): ask :func:`bidirectional` with a :class:`~ladders.search.problem.SearchProblem`.

    A second public door into the engine, taking its parts one by one.
    """
    import warnings  # imported on use: only a caller of the old name needs it
    warnings.warn("ladders.search.bidirectional_path is deprecated and goes in 0.3; use "
                  "bidirectional(SearchProblem(start, goal, neighbours, ...))", DeprecationWarning, stacklevel=2)
    return meet_between(start, goal, forward, backward, max_depth, budget)


def meet_between(start: S, goal: S, forward: Callable[[S], Iterable[S]], backward: Callable[[S], Iterable[S]],
                 max_depth: int | None, budget: Budget) -> tuple[S, ...] | None:
    """The engine of :func:`bidirectional`, taking its parts one by one (the solver's own: no record to build)."""
    if start == goal:
        return (start,)
    ahead: dict[S, S | None] = {start: None}
    behind: dict[S, S | None] = {goal: None}
    ahead_layer, behind_layer = [start], [goal]
    depth = 0
    while ahead_layer and behind_layer and (max_depth is None or depth < max_depth):
        depth += 1
        if len(ahead_layer) <= len(behind_layer):
            meet, ahead_layer = grow(ahead_layer, ahead, forward, budget, depth, behind)
        else:
            meet, behind_layer = grow(behind_layer, behind, backward, budget, depth, ahead)
        if meet is not None:
            return _trace(meet, ahead)[::-1] + _trace(meet, behind)[1:]
    return None


def breadth_first(problem: SearchProblem[S]) -> tuple[S, ...] | None:
    """Shortest path by breadth-first search from the start, layer by layer.

    >>> breadth_first(SearchProblem(1, 6, lambda n: (n + 1, n * 2)))
    (1, 2, 3, 6)
    """
    start, goal, limit = problem.start, problem.goal, problem.max_depth
    if start == goal:
        return (start,)
    budget = problem.spending()
    parents: dict[S, S | None] = {start: None}
    layer, depth = [start], 0
    while layer and (limit is None or depth < limit):
        depth += 1
        meet, layer = grow(layer, parents, problem.neighbours, budget, depth, {goal: None})
        if meet is not None:
            return _trace(goal, parents)[::-1]
    return None


def layers(
    origin: S, neighbours: Callable[[S], Iterable[S]], *, budget: Budget | None = None,
) -> Iterator[list[S]]:
    """Yield the states first reached in 0, 1, 2, ... moves from *origin*, a layer at a time (lazy).

    A layer is expanded only when the next one is pulled.

    >>> list(layers(0, lambda n: (n + 1, n + 2) if n < 3 else ()))
    [[0], [1, 2], [3, 4]]
    """
    budget = Budget() if budget is None else budget
    parents: dict[S, S | None] = {origin: None}
    layer, depth = [origin], 0
    while layer:
        yield layer
        depth += 1
        layer = grow(layer, parents, neighbours, budget, depth)[1]


def distances(
    origin: S, neighbours: Callable[[S], Iterable[S]], max_depth: int | None = None,
    *, budget: Budget | None = None,
) -> dict[S, int]:
    """Map every state within *max_depth* moves of *origin* to its distance (breadth first).

    >>> distances(0, lambda n: (n + 1,) if n < 3 else (), max_depth=2)
    {0: 0, 1: 1, 2: 2}
    """
    found: dict[S, int] = {}
    for depth, layer in enumerate(layers(origin, neighbours, budget=budget)):
        found.update(dict.fromkeys(layer, depth))
        if depth == max_depth:
            break
    return found


def grow(layer: list[S], parents: dict[S, S | None], step: Callable[[S], Iterable[S]], budget: Budget, depth: int,
         other: Mapping[S, object] = _NOBODY) -> tuple[S | None, list[S]]:
    """Grow the layer after *layer* (the states first reached at *depth*); return (meeting state, new layer).

    Each new state is added to *parents*, mapped to the state it was first
    reached from. Growing stops at the first new state that *other* (the
    other side of a bidirectional search) holds; it is returned as the
    meeting state, else None. Each expansion is charged to *budget*.

    >>> parents = {0: None}
    >>> grow([0], parents, lambda n: (n + 1, n + 2), Budget(), 1), parents
    ((None, [1, 2]), {0: None, 1: 0, 2: 0})
    """
    next_layer: list[S] = []
    limited = budget.limited
    for state in layer:
        if limited:
            budget.spend(depth - 1)
        for neighbour in step(state):
            if neighbour not in parents:
                parents[neighbour] = state
                if neighbour in other:
                    return neighbour, next_layer
                next_layer.append(neighbour)
    return None, next_layer


def _trace(state: S | None, parents: Mapping[S, S | None]) -> tuple[S, ...]:
    """The states from *state* back through *parents* to the root."""
    states = []
    while state is not None:
        states.append(state)
        state = parents[state]
    return tuple(states)
