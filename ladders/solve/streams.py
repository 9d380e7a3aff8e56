"""Streams of ladders for a checked query: every simple ladder shortest first, or those of one exact length.

Both prune with exact distances to the end: learnt a layer at a time (only
as deep as the ladders asked for so far) when moves can be undone, or by
reversing the reachable graph when they are one-way. Memory stays bounded
by the words within reach, however long a stream is read.
"""

from __future__ import annotations

from collections.abc import Iterator

from ..search import Budget, SearchProblem, distances, layers, paths_of_length
from .ladder import Ladder
from .query import Query

__all__ = ["ladders_by_length", "ladders_of_exact_length", "distances_to_goal"]


def ladders_by_length(query: Query, budget: Budget | None = None) -> Iterator[Ladder]:
    """Yield every ladder of *query* with no repeated word, in non-decreasing length (lazy), spending *budget*.

    *budget* (default: a new one from the query's limits) lets the caller ask
    the query why, when the stream is empty, on the same spending.
    """
    if query.start == query.end:  # a ladder never repeats a word: this is the only one
        yield query.ladder((query.start,))
        return
    budget = query.budget() if budget is None else budget
    problem = query.problem(budget)
    cap = query.max_depth
    backward = problem.predecessors
    reach: Iterator[tuple[int, list[str]]]
    if backward is None:
        remaining = distances_to_goal(problem, budget)
        reach = iter(())
    else:  # distances to the end, learnt a layer at a time: only as far as the ladders asked for so far
        remaining = {}
        reach = enumerate(layers(query.end, backward, budget=budget))
    learnt = -1
    for learnt, layer in reach:
        remaining.update(dict.fromkeys(layer, learnt))
        if query.start in remaining or learnt == cap:
            break
    if query.start not in remaining:
        return
    steps = remaining[query.start]
    while cap is None or steps <= cap:
        while learnt < steps and (deeper := next(reach, None)) is not None:
            learnt, layer = deeper
            remaining.update(dict.fromkeys(layer, learnt))
        if learnt < steps and steps > len(remaining) - 1:
            return  # every word within reach is known: no simple ladder is this long
        for words in paths_of_length(problem, steps, remaining, budget):
            yield query.ladder(words)
        steps += 1


def ladders_of_exact_length(query: Query, steps: int, budget: Budget | None = None) -> Iterator[Ladder]:
    """Yield every ladder of *query* of exactly *steps* moves with no repeated word (lazy), spending *budget*."""
    budget = query.budget() if budget is None else budget
    problem = query.problem(budget)
    backward = problem.predecessors
    if backward is None:
        remaining = distances_to_goal(problem, budget)
    else:
        remaining = distances(problem.goal, backward, steps, budget=budget)
    for words in paths_of_length(problem, steps, remaining, budget):
        yield query.ladder(words)


def distances_to_goal(problem: SearchProblem[str], budget: Budget) -> dict[str, int]:
    """Exact distances to the goal when moves are one-way: reverse the reachable graph."""
    reachable = distances(problem.start, problem.neighbours, problem.max_depth, budget=budget)
    before: dict[str, list[str]] = {}
    for state in reachable:
        for neighbour in problem.neighbours(state):
            before.setdefault(neighbour, []).append(state)
    return distances(problem.goal, lambda state: before.get(state, ()), problem.max_depth, budget=budget)


