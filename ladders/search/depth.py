"""Depth-first search: one path within a depth cap, or every simple path of an exact length.

* :func:`depth_first`: deepest first, cutting any node whose depth plus
  estimate exceeds ``max_depth``; not always shortest.
* :func:`paths_of_length`: every simple path of exactly N moves, pruned by
  exact distances to the goal.
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Mapping

from .problem import Budget, S, SearchProblem
from .tree import Node, expand, path

__all__ = ["depth_first", "paths_of_length"]


def depth_first(problem: SearchProblem[S]) -> tuple[S, ...] | None:
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
    budget = problem.spending()
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


def paths_of_length(
    problem: SearchProblem[S], steps: int, remaining: Mapping[S, int], budget: Budget | None = None
) -> Iterator[tuple[S, ...]]:
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


