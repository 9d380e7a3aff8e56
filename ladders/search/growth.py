"""How :meth:`PathDag.build <ladders.search.dag.PathDag.build>` grows the layered graph of shortest paths.

Each side of the bidirectional search (:class:`Side`) notes only the order
it first reached each state in, which costs what a plain breadth-first search
costs; in the last layer it keeps every way into the states where the sides
meet, and afterwards the states kept behind them find their own ways back,
from their reverse moves, in the order the layer before reached them. One-way
moves without reverse moves are grown from the start alone, every way noted
as it is found (:func:`grow_one_way`).
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable, Iterable, Mapping
from itertools import chain
from typing import Generic

from .problem import Budget, S, SearchProblem

__all__ = ["Side", "grow_one_way"]


class Side(Generic[S]):
    """One side of the search: the order it reached its states in, layer by layer, and in the last layer
    every way into the states where the two sides meet."""

    __slots__ = ("order", "layer", "starts", "step", "back", "last")

    def __init__(self, root: S, step: Callable[[S], Iterable[S]], back: Callable[[S], Iterable[S]]) -> None:
        self.order: dict[S, int] = {root: 0}  # each state reached, numbered in the order it was reached
        self.layer: list[S] = [root]
        self.starts = [0, 1]  # layer k holds the states numbered starts[k] up to starts[k + 1]
        self.step, self.back = step, back  # back(state): the states one move nearer the root might be
        self.last: dict[S, list[S]] = {}  # in the layer where the sides met: each meeting state's ways in

    def grow(self, budget: Budget, depth: int, other: Mapping[S, int]) -> list[S]:
        """Add the next layer; return its states that *other* holds (the meeting states), in the order reached.

        Once a state of *other* is reached, the layer is the last: the rest of it
        is grown for the states of *other* alone, noting every way into them.
        """
        order, step, limited = self.order, self.step, budget.limited
        number = len(order)
        fresh: list[S] = []
        states = iter(self.layer)
        ways = self.last
        for state in states:
            if limited:
                budget.spend(depth - 1)
            for neighbour in step(state):
                if neighbour not in order:
                    order[neighbour] = number
                    number += 1
                    if neighbour in other:
                        ways[neighbour] = [state]
                        break
                    fresh.append(neighbour)
            if ways:  # the last layer: only the states of *other* matter now, and every way into them
                held = other.__contains__
                for each in chain((state,), states):  # this state's other neighbours, then the rest's
                    if limited and each is not state:
                        budget.spend(depth - 1)
                    for neighbour in filter(held, step(each)):
                        found = ways.get(neighbour)
                        if found is None:
                            ways[neighbour] = [each]
                            order[neighbour] = number
                            number += 1
                        elif found[-1] is not each:
                            found.append(each)
                return list(ways)
        self.starts.append(number)
        self.layer = fresh
        return []

    def ways(self, meet: list[S]) -> dict[S, tuple[S, ...]]:
        """Each state on a way from *meet* back to the root, with the states one move nearer the root on such
        a way, in the order the states were reached."""
        order, starts = self.order, self.starts
        links: dict[S, tuple[S, ...]] = {word: tuple(found) for word, found in self.last.items()}
        todo = list(meet)
        while todo:
            state = todo.pop()
            found = links.get(state)
            if found is None:
                number = order[state]
                if not number:  # the root
                    links[state] = ()
                    continue
                layer = bisect_right(starts, number) - 1
                low, high = starts[layer - 1], starts[layer]  # the layer before
                nearer = {p: at for p in self.back(state) if low <= (at := order.get(p, -1)) < high}
                found = links[state] = tuple(sorted(nearer, key=nearer.__getitem__))
            for parent in found:
                if parent not in links:
                    todo.append(parent)
        return dict(sorted(links.items(), key=lambda item: order[item[0]]))


def grow_one_way(problem: SearchProblem[S]) -> tuple[int, dict[S, tuple[S, ...]]] | None:
    """For one-way moves without reverse moves: from the start only, every way noted as it is found.

    Returns the steps to the goal and, for each state on a shortest path, the states one move nearer
    the start on such a path; None when the goal is out of reach within the problem's limits.
    """
    start, goal, limit = problem.start, problem.goal, problem.max_depth
    budget = problem.spending()
    parents: dict[S, list[S]] = {start: []}
    layer, depth = [start], 0
    while layer and (limit is None or depth < limit):
        depth += 1
        fresh: dict[S, list[S]] = {}
        for state in layer:
            budget.spend(depth - 1)
            for neighbour in problem.neighbours(state):
                found = fresh.get(neighbour)
                if found is not None:
                    if found[-1] is not state:
                        found.append(state)
                elif neighbour not in parents:
                    fresh[neighbour] = [state]
        parents.update(fresh)
        if goal in fresh:
            return depth, _prune(parents, [goal])
        layer = list(fresh)
    return None


def _prune(parents: dict[S, list[S]], meet: list[S]) -> dict[S, tuple[S, ...]]:
    """Keep only the states on a way back from *meet* to the root, in the order they were found."""
    keep = set(meet)
    todo = list(meet)
    while todo:
        for parent in parents[todo.pop()]:
            if parent not in keep:
                keep.add(parent)
                todo.append(parent)
    return {state: tuple(links) for state, links in parents.items() if state in keep}
