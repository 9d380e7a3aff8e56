"""Every shortest path between two states at once, as a layered graph (a DAG), without listing them.

Breadth-first search from both ends, a whole layer at a time, stops at the
first layer where the two sides meet. Remembering *every* way each state was
first reached (not just one, as :func:`~ladders.search.breadth.grow` does)
leaves the layered graph of all shortest paths: :class:`PathDag` walks it on
demand, counts its paths by dynamic programming, and draws one uniformly
with a seed, all without listing the others. Memory is bounded by the states
the search touched, never by the number of paths (which can be astronomical).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Generic, TypeVar

from .problem import Budget, S, SearchProblem

if TYPE_CHECKING:
    import random

__all__ = ["PathDag"]

T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class PathDag(Generic[S]):
    """Every shortest path from ``start`` to ``end``, as two layered halves meeting in ``meet``.

    ``ahead[w]`` lists the words one step nearer the start on some shortest
    path (empty for the start), ``behind[w]`` those one step nearer the end;
    every shortest path crosses exactly one word of ``meet``.
    """

    start: S
    end: S
    steps: int
    meet: tuple[S, ...]
    ahead: Mapping[S, tuple[S, ...]]
    behind: Mapping[S, tuple[S, ...]]

    @classmethod
    def build(cls, problem: SearchProblem[S]) -> PathDag[S] | None:
        """Search *problem* a layer at a time from both ends; None when no path within its limits."""
        start, goal, limit = problem.start, problem.goal, problem.max_depth
        backward = problem.predecessors
        budget = problem.spending()
        ahead: dict[S, list[S]] = {start: []}
        behind: dict[S, list[S]] = {goal: []}
        ahead_layer, behind_layer, depth = [start], [goal], 0
        meet = [start] if start == goal else []
        while not meet and ahead_layer and behind_layer and (limit is None or depth < limit):
            depth += 1
            if backward is None or len(ahead_layer) <= len(behind_layer):
                ahead_layer = _grow_every_way(ahead_layer, ahead, problem.neighbours, budget, depth)
                meet = [word for word in ahead_layer if word in behind]
            else:
                behind_layer = _grow_every_way(behind_layer, behind, backward, budget, depth)
                meet = [word for word in behind_layer if word in ahead]
        if not meet:
            return None
        return cls(start, goal, depth, tuple(meet), _prune(ahead, meet), _prune(behind, meet))

    def paths(self) -> Iterator[tuple[S, ...]]:
        """Yield each shortest path once, in lexicographic order of their states (lazy).

        The walk goes forward from the start, trying each state's next states
        in sorted order, so the order is the one ``sorted`` would give, without
        listing the paths first.

        >>> graph = {"s": "ba", "a": "g", "b": "g", "g": ""}
        >>> list(PathDag.build(SearchProblem("s", "g", graph.get, symmetric=False)).paths())
        [('s', 'a', 'g'), ('s', 'b', 'g')]
        """
        state: S | None  # a state, then each next state of the walk (None when a branch is done)
        onward: dict[S, list[S]] = {}
        for state, links in self.ahead.items():  # ahead links point back towards the start
            for parent in links:
                onward.setdefault(parent, []).append(state)

        def after(state: S) -> list[S]:  # past the meeting states, the behind links point on towards the end
            # Paths are listed in order only of states that compare (words do); S is just Hashable.
            return sorted(self.behind[state]) if state in self.behind else sorted(onward.get(state, ()))  # type: ignore[type-var]

        trail = [self.start]
        stack = [iter(after(self.start))]
        if self.start == self.end:
            yield (self.start,)
            return
        while stack:
            state = next(stack[-1], None)
            if state is None:
                stack.pop()
                trail.pop()
                continue
            trail.append(state)
            if state == self.end:
                yield tuple(trail)
                trail.pop()
                continue
            stack.append(iter(after(state)))

    def count(self) -> int:
        """The number of shortest paths."""
        ahead, behind = _ways(self.ahead), _ways(self.behind)
        return sum(ahead[word] * behind[word] for word in self.meet)

    def pick(self, rng: random.Random | None = None,
             edge_ok: Callable[[S, S], bool] | None = None) -> tuple[S, ...]:
        """One path: uniformly at random with *rng*, else the first; only *edge_ok* edges when given.

        Raises ``ValueError`` when *edge_ok* leaves no path.
        """
        ok_ahead = edge_ok  # a parent here comes before its state on the path; behind, after it
        ok_behind = None if edge_ok is None else (lambda q, w: edge_ok(w, q))
        ahead, behind = _ways(self.ahead, ok_ahead), _ways(self.behind, ok_behind)
        word = _choose(self.meet, [ahead[w] * behind[w] for w in self.meet], rng)
        before = _walk(word, self.ahead, ahead, ok_ahead, rng)
        after = _walk(word, self.behind, behind, ok_behind, rng)
        return tuple(reversed(before)) + after[1:]

    def weakest(self, price: Callable[[S, S], float], rng: random.Random | None = None) -> tuple[S, ...]:
        """The path whose dearest step is cheapest, then whose total is least (ties: uniform with *rng*, else the first).

        Two passes over the layered graph, never listing its paths: a bottleneck
        pass finds the least possible dearest step, then a cheapest pass over the
        steps that keep within it finds the least total. *price(a, b)* prices the step a → b.

        >>> graph = {"s": "ab", "a": "g", "b": "g", "g": ""}
        >>> dag = PathDag.build(SearchProblem("s", "g", graph.get, symmetric=False))
        >>> dag.weakest(lambda a, b: {"a": 5.0, "b": 2.0, "g": 1.0}[b])
        ('s', 'b', 'g')
        """
        prices: dict[tuple[S, S], float] = {}

        def step(a: S, b: S) -> float:
            if (a, b) not in prices:
                prices[a, b] = price(a, b)
            return prices[a, b]

        worst_ahead = _best_values(self.ahead, step, max, forward=True)
        worst_behind = _best_values(self.behind, step, max, forward=False)
        ceiling = min(max(worst_ahead[w], worst_behind[w]) for w in self.meet)

        def capped(a: S, b: S) -> float:
            return step(a, b) if step(a, b) <= ceiling else math.inf

        total_ahead = _best_values(self.ahead, capped, lambda x, y: x + y, forward=True)
        total_behind = _best_values(self.behind, capped, lambda x, y: x + y, forward=False)
        best = min(total_ahead[w] + total_behind[w] for w in self.meet)

        def tight(a: S, b: S) -> bool:  # a -> b lies on a path of the best total
            if capped(a, b) == math.inf:
                return False
            if b in self.ahead:
                return total_ahead[a] + capped(a, b) == total_ahead[b]
            return capped(a, b) + total_behind[b] == total_behind[a]

        narrowed = replace(self, meet=tuple(w for w in self.meet if total_ahead[w] + total_behind[w] == best))
        return narrowed.pick(rng, tight)


def _best_values(parents: Mapping[S, tuple[S, ...]], step: Callable[[S, S], float],
                 combine: Callable[[float, float], float], *, forward: bool) -> dict[S, float]:
    """For each state, the best (least) ``combine`` of step prices on a way from the root."""
    values: dict[S, float] = {}
    for state, links in parents.items():
        if not links:
            values[state] = 0.0
            continue
        values[state] = min((combine(values[p], step(p, state) if forward else step(state, p))
                             for p in links), default=math.inf)
    return values


def _grow_every_way(layer: list[S], parents: dict[S, list[S]], step: Callable[[S], Iterable[S]], budget: Budget,
                    depth: int) -> list[S]:
    """The whole next layer; each new state keeps every state of *layer* that reaches it."""
    fresh: dict[S, list[S]] = {}
    for state in layer:
        budget.spend(depth - 1)
        for neighbour in step(state):
            if neighbour in fresh:
                if fresh[neighbour][-1] is not state:
                    fresh[neighbour].append(state)
            elif neighbour not in parents:
                fresh[neighbour] = [state]
    parents.update(fresh)
    return list(fresh)


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


def _ways(parents: Mapping[S, tuple[S, ...]], edge_ok: Callable[[S, S], bool] | None = None) -> dict[S, int]:
    """The number of ways from the root to each state (through *edge_ok* edges only, when given)."""
    ways: dict[S, int] = {}
    for state, links in parents.items():  # parents come before their children
        if not links:
            ways[state] = 1
        else:
            ways[state] = sum(ways[p] for p in links if edge_ok is None or edge_ok(p, state))
    return ways


def _walk(state: S, parents: Mapping[S, tuple[S, ...]], ways: Mapping[S, int], edge_ok: Callable[[S, S], bool] | None,
          rng: random.Random | None) -> tuple[S, ...]:
    """A way from *state* back to the root, each step chosen in proportion to its ways."""
    trail = [state]
    while parents[state]:
        links = parents[state]
        weights = [ways[p] if edge_ok is None or edge_ok(p, state) else 0 for p in links]
        state = _choose(links, weights, rng)
        trail.append(state)
    return tuple(trail)


def _choose(options: Sequence[T], weights: Sequence[int], rng: random.Random | None) -> T:
    total = sum(weights)
    if not total:
        raise ValueError("no path is left to choose")
    pick = 0 if rng is None else rng.randrange(total)
    for option, weight in zip(options, weights):
        if pick < weight:
            return option
        pick -= weight
    raise AssertionError("unreachable")


