"""The shortest path through a given state, exactly: two disjoint paths out of it, to the two ends.

A shortest path from *start* to *goal* through *via* with no state twice is,
when every move can be undone, two paths out of *via* that share no state:
one to *start* (read backwards) and one to *goal*. :func:`shortest_through`
finds the pair of least total length as a minimum-cost flow of two units out
of *via* (each state split in two, an "in" and an "out" joined by an arc of
capacity 1, so no state is used twice; Suurballe's idea), by two shortest-path
searches with potentials. When moves are one-way, :func:`shortest_through_one_way`
searches every simple path exhaustively, deepening one step at a time, pruned
by exact distances; it is exact too, and bounded by the search's budget.

Both return the path, or None when no path through *via* exists within the
limits; a :class:`~ladders.errors.SearchLimitError` means a limit, not the
graph, ended the search.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from heapq import heappop, heappush
from typing import Any, Generic

from .breadth import distances, layers
from .problem import Budget, S

__all__ = ["shortest_through", "shortest_through_one_way"]

Neighbours = Callable[[S], Iterable[S]]


def shortest_through(start: S, via: S, goal: S, neighbours: Neighbours[S], max_depth: int | None,
                     budget: Budget, known: int | None = None) -> tuple[S, ...] | None:
    """The shortest simple path start → ... → via → ... → goal when every move can be undone, or None.

    *known*, the length of some path through *via* (say, one found by
    repairing two halves), narrows the search: a state *x* on the half
    towards one end of a path of at most *n* moves has
    ``d(via, x) + d(x, end) <= n - d(via, other end)``.

    >>> ring = {"s": "ab", "a": "sv", "b": "sv", "v": "abg", "g": "v"}
    >>> shortest_through("s", "v", "g", ring.get, None, Budget())
    ('s', 'a', 'v', 'g')
    >>> dead_end = {"v": "s", "s": "vg", "g": "s"}  # from v the only way on to g goes back through s
    >>> shortest_through("s", "v", "g", dead_end.get, None, Budget()) is None
    True
    """
    ends = (start, goal)
    if known is not None and (max_depth is None or known < max_depth):
        max_depth = known
    region = _ball(via, lambda state: () if state in ends else neighbours(state), max_depth, budget)
    if start not in region or goal not in region:
        return None
    if max_depth is not None:  # only states that could lie on a path of at most max_depth moves
        region = _within_reach(region, start, via, goal, neighbours, max_depth, budget)
        if start not in region or goal not in region:
            return None
    flow = _TwoPaths(region, via, ends, neighbours)
    found = flow.solve(budget)
    if found is None:
        return None
    to_start, to_goal = found
    if to_start[-1] != start:
        to_start, to_goal = to_goal, to_start
    path = tuple(reversed(to_start)) + to_goal[1:]
    return path if max_depth is None or len(path) - 1 <= max_depth else None


def _within_reach(region: set[S], start: S, via: S, goal: S, neighbours: Neighbours[S], max_depth: int,
                  budget: Budget) -> set[S]:
    """The states of *region* that could lie on a path start → via → goal of at most *max_depth* moves."""
    from_via = distances(via, neighbours, max_depth, budget=budget)
    from_start = distances(start, neighbours, max_depth, budget=budget)
    from_goal = distances(goal, neighbours, max_depth, budget=budget)
    far = 2 * max_depth + 2
    to_start_room = max_depth - from_via.get(goal, far)  # the half towards start has at most this many moves
    to_goal_room = max_depth - from_via.get(start, far)
    return {state for state in region
            if from_via.get(state, far) + from_start.get(state, far) <= to_start_room
            or from_via.get(state, far) + from_goal.get(state, far) <= to_goal_room}


def shortest_through_one_way(start: S, via: S, goal: S, neighbours: Neighbours[S],
                             max_depth: int | None, budget: Budget) -> tuple[S, ...] | None:
    """The shortest simple path start → ... → via → ... → goal for one-way moves, or None (exhaustive).

    >>> one_way = {"s": "av", "a": "v", "v": "sg", "g": ""}
    >>> shortest_through_one_way("s", "v", "g", one_way.get, None, Budget())
    ('s', 'v', 'g')
    """
    reach = distances(start, neighbours, max_depth, budget=budget)
    if via not in reach or goal not in reach:
        return None
    before: dict[S, list[S]] = {}
    for state in reach:
        for neighbour in neighbours(state):
            before.setdefault(neighbour, []).append(state)
    back = lambda state: before.get(state, ())  # noqa: E731
    to_via = distances(via, back, budget=budget)
    to_goal = distances(goal, back, budget=budget)
    if start not in to_via or via not in to_goal:
        return None
    least = to_via[start] + to_goal[via]
    most = len(reach) - 1 if max_depth is None else min(max_depth, len(reach) - 1)
    for steps in range(least, most + 1):
        found = _exactly(start, via, goal, neighbours, steps, to_via, to_goal, budget)
        if found is not None:
            return found
    return None


def _exactly(start: S, via: S, goal: S, neighbours: Neighbours[S], steps: int, to_via: dict[S, int],
             to_goal: dict[S, int], budget: Budget) -> tuple[S, ...] | None:
    """A simple path of exactly *steps* moves through *via*, depth first, or None."""
    after_via = to_goal[via]

    def left(state: S, passed: bool) -> float:  # moves still needed, at least
        if passed:
            return to_goal.get(state, math.inf)
        return to_via.get(state, math.inf) + after_via

    trail, on_trail = [start], {start}
    passed = [start == via]
    stack = [iter(neighbours(start))]
    while stack:
        state = next(stack[-1], None)
        if state is None:
            stack.pop()
            on_trail.discard(trail.pop())
            passed.pop()
            continue
        depth = len(trail)
        through = passed[-1] or state == via
        if state in on_trail or depth + left(state, through) > steps:
            continue
        if state == goal:
            if through and depth == steps:
                return (*trail, state)
            continue
        budget.spend(depth)
        trail.append(state)
        on_trail.add(state)
        passed.append(through)
        stack.append(iter(neighbours(state)))
    return None


def _ball(origin: S, neighbours: Neighbours[S], radius: int | None, budget: Budget) -> set[S]:
    """The states within *radius* moves of *origin* (every state it reaches when *radius* is None)."""
    found: set[S] = set()
    for depth, layer in enumerate(layers(origin, neighbours, budget=budget)):
        found.update(layer)
        if depth == radius:
            break
    return found


class _TwoPaths(Generic[S]):
    """Two state-disjoint paths out of *via*, one ending at each end, of least total length (min-cost flow)."""

    def __init__(self, region: set[S], via: S, ends: tuple[S, ...], neighbours: Neighbours[S]) -> None:
        self.head: list[int] = []   # arc -> the node it enters
        self.room: list[int] = []   # arc -> capacity left
        self.price: list[int] = []  # arc -> cost
        self.arcs: list[list[int]] = []  # node -> its arcs
        self.state_of: dict[int, Any] = {}  # a state, or None for the sink
        inward, outward = {}, {}
        ordered = sorted(region, key=repr)  # a fixed order: the same answer in every run
        for state in ordered:
            inward[state] = self._node(state)
            outward[state] = inward[state] if state in ends else self._node(state)
            if state not in ends and state != via:
                self._arc(inward[state], outward[state], 1, 1)  # each state once; each costs one move
        self.source, self.sink = outward[via], self._node(None)
        for end in ends:
            self._arc(inward[end], self.sink, 1, 1)
        for state in ordered:
            if state in ends:
                continue
            for neighbour in neighbours(state):
                if neighbour in region and neighbour != via:
                    self._arc(outward[state], inward[neighbour], 1, 0)

    def _node(self, state: S | None) -> int:
        self.arcs.append([])
        self.state_of[len(self.arcs) - 1] = state
        return len(self.arcs) - 1

    def _arc(self, a: int, b: int, room: int, price: int) -> None:
        self.arcs[a].append(len(self.head))
        # Each of these lines appends to three lists as one tuple (of Nones), which mypy flags as a lost value.
        self.head.append(b), self.room.append(room), self.price.append(price)  # type: ignore[func-returns-value]
        self.arcs[b].append(len(self.head))
        self.head.append(a), self.room.append(0), self.price.append(-price)  # type: ignore[func-returns-value]

    def solve(self, budget: Budget) -> tuple[tuple[S, ...], tuple[S, ...]] | None:
        potential: list[float] = [0] * len(self.arcs)
        for _ in range(2):
            distance, arc_in = self._dijkstra(potential, budget)
            if distance[self.sink] == math.inf:
                return None
            node = self.sink
            while node != self.source:
                arc = arc_in[node]
                self.room[arc] -= 1
                self.room[arc ^ 1] += 1
                node = self.head[arc ^ 1]
            potential = [p + d if d < math.inf else p for p, d in zip(potential, distance, strict=True)]
        return self._paths()

    def _dijkstra(self, potential: list[float], budget: Budget) -> tuple[list[float], list[int]]:
        distance = [math.inf] * len(self.arcs)
        arc_in = [-1] * len(self.arcs)
        distance[self.source] = 0
        frontier: list[tuple[float, int]] = [(0, self.source)]
        while frontier:
            reached, node = heappop(frontier)
            if reached > distance[node]:
                continue
            budget.spend(0)
            for arc in self.arcs[node]:
                if self.room[arc]:
                    nxt = self.head[arc]
                    cost = reached + self.price[arc] + potential[node] - potential[nxt]
                    if cost < distance[nxt]:
                        distance[nxt], arc_in[nxt] = cost, arc
                        heappush(frontier, (cost, nxt))
        return distance, arc_in

    def _paths(self) -> tuple[tuple[S, ...], tuple[S, ...]]:
        """The two paths the flow takes, as states from *via* to an end."""
        found: list[tuple[S, ...]] = []
        for first in self.arcs[self.source]:
            if first % 2 or self.room[first]:
                continue  # not a forward arc carrying flow
            states, node = [self.state_of[self.source]], self.head[first]
            while node != self.sink:
                state = self.state_of[node]
                if not states or states[-1] != state:
                    states.append(state)
                node = next(self.head[arc] for arc in self.arcs[node] if arc % 2 == 0 and not self.room[arc])
            found.append(tuple(states))
        return found[0], found[1]
