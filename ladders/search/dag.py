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
from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import TYPE_CHECKING, Generic, TypeVar

from .._records import Record
from .growth import Side, grow_one_way
from .problem import S, SearchProblem

if TYPE_CHECKING:
    import random

__all__ = ["PathDag"]

T = TypeVar("T")


class PathDag(Record, Generic[S]):
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
        """Search *problem* a layer at a time from both ends; None when no path within its limits.

        Growing, each side notes only the order it first reached each state in (as
        cheap as a plain breadth-first search); the last layer keeps every way into
        the states where the sides meet, and the states kept behind them find their
        own ways back afterwards, from their reverse moves.
        """
        start, goal, limit = problem.start, problem.goal, problem.max_depth
        forward, backward = problem.neighbours, problem.predecessors
        if start == goal:
            return cls(start, goal, 0, (start,), {start: ()}, {goal: ()})
        if backward is None:  # one-way moves and no reverse: every way must be noted as it is found
            found = grow_one_way(problem)
            return None if found is None else cls(start, goal, found[0], (goal,), found[1], {goal: ()})
        budget = problem.spending()
        ahead, behind = Side(start, forward, backward), Side(goal, backward, forward)
        depth = 0
        while ahead.layer and behind.layer and (limit is None or depth < limit):
            depth += 1
            near, far = (ahead, behind) if len(ahead.layer) <= len(behind.layer) else (behind, ahead)
            meet = near.grow(budget, depth, far.order)
            if meet:
                return cls(start, goal, depth, tuple(meet), ahead.ways(meet), behind.ways(meet))
        return None

    def relabelled(self, name: Callable[[S], T]) -> PathDag[T]:
        """The same graph with each state replaced by ``name(state)`` (one to one), every order kept.

        >>> graph = {1: (2, 3), 2: (1, 4), 3: (1, 4), 4: (2, 3)}
        >>> dag = PathDag.build(SearchProblem(1, 4, graph.get)).relabelled({1: "s", 2: "a", 3: "b", 4: "g"}.get)
        >>> dag.start, dag.end, list(dag.paths())
        ('s', 'g', [('s', 'a', 'g'), ('s', 'b', 'g')])
        """
        def names(states: tuple[S, ...]) -> tuple[T, ...]:
            return tuple(map(name, states))

        return PathDag(name(self.start), name(self.end), self.steps, names(self.meet),
                       {name(state): names(nearer) for state, nearer in self.ahead.items()},
                       {name(state): names(nearer) for state, nearer in self.behind.items()})

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
        """The path whose dearest step is cheapest, then whose total is least (ties: uniform with *rng*, else the
        first).

        Two passes over the layered graph, never listing its paths: a bottleneck
        pass finds the least possible dearest step, then a cheapest pass over the
        steps that keep within it finds the least total. *price(a, b)* prices the
        step a → b; it is asked once per step of the graph.

        >>> graph = {"s": "ab", "a": "g", "b": "g", "g": ""}
        >>> dag = PathDag.build(SearchProblem("s", "g", graph.get, symmetric=False))
        >>> dag.weakest(lambda a, b: {"a": 5.0, "b": 2.0, "g": 1.0}[b])
        ('s', 'b', 'g')
        """
        # Each half's steps, priced once: ahead[w] pairs each state before w with the step's price,
        # behind[w] each state after it.
        ahead = {state: [(p, price(p, state)) for p in links] for state, links in self.ahead.items()}
        behind = {state: [(p, price(state, p)) for p in links] for state, links in self.behind.items()}
        worst_ahead, worst_behind = _bottlenecks(ahead), _bottlenecks(behind)
        ceiling = min(max(worst_ahead[w], worst_behind[w]) for w in self.meet)
        total_ahead, total_behind = _totals(ahead, ceiling), _totals(behind, ceiling)
        best = min(total_ahead[w] + total_behind[w] for w in self.meet)
        meet = [w for w in self.meet if total_ahead[w] + total_behind[w] == best]
        if not meet:  # prices that are not numbers (NaN) leave no best path
            raise ValueError("no path is left to choose")
        if rng is None:  # the first path of the best total: first meeting state, first fitting step each way
            return (tuple(reversed(_tight_walk(meet[0], ahead, total_ahead, ceiling)))
                    + _tight_walk(meet[0], behind, total_behind, ceiling)[1:])

        def tight(a: S, b: S) -> bool:  # a -> b lies on a path of the best total
            if b in self.ahead:
                cost = dict(ahead[b])[a]
                return cost <= ceiling and cost < math.inf and total_ahead[a] + cost == total_ahead[b]
            cost = dict(behind[a])[b]
            return cost <= ceiling and cost < math.inf and cost + total_behind[b] == total_behind[a]

        return self.replace(meet=tuple(meet)).pick(rng, tight)


def _bottlenecks(steps: Mapping[S, list[tuple[S, float]]]) -> dict[S, float]:
    """For each state, the least possible dearest step on a way from the root (parents come first)."""
    worst: dict[S, float] = {}
    for state, links in steps.items():
        least = math.inf if links else 0.0
        for parent, cost in links:
            value = worst[parent]
            if cost > value:
                value = cost
            if value < least:
                least = value
        worst[state] = least
    return worst


def _totals(steps: Mapping[S, list[tuple[S, float]]], ceiling: float) -> dict[S, float]:
    """For each state, the least total of a way from the root whose every step costs at most *ceiling*."""
    total: dict[S, float] = {}
    for state, links in steps.items():
        least = math.inf if links else 0.0
        for parent, cost in links:
            if cost <= ceiling and total[parent] + cost < least:
                least = total[parent] + cost
        total[state] = least
    return total


def _tight_walk(state: S, steps: Mapping[S, list[tuple[S, float]]], total: Mapping[S, float],
                ceiling: float) -> tuple[S, ...]:
    """From *state* back to the root, each time by the first step that keeps the least total."""
    trail = [state]
    while steps[state]:
        here = total[state]
        for parent, cost in steps[state]:
            if cost <= ceiling and cost < math.inf and total[parent] + cost == here:
                break
        else:  # every way prices a step beyond measure (or not at all): no path is left
            raise ValueError("no path is left to choose")
        state = parent
        trail.append(state)
    return tuple(trail)


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
    for option, weight in zip(options, weights, strict=True):
        if pick < weight:
            return option
        pick -= weight
    raise AssertionError("unreachable")


