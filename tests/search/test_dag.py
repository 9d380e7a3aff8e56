"""The layered graph of shortest paths (``PathDag``) against the plain way of building and pricing it.

``PathDag.build`` notes only the order each side reached its states in and
finds the ways back afterwards; ``PathDag.weakest`` prices each step once and
walks the tight steps. The references below are the plain way: every way into
each state kept as the layers grow, and the passes done with one generic
pricing function over ``pick``. Both must give the very same graph (states,
ways and their order) and the very same path, on random small graphs:
undirected, one-way with reverse moves, and one-way without.
"""

from __future__ import annotations

import math
import random
from itertools import pairwise

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ladders.search import Budget, PathDag, SearchProblem


@st.composite
def graph_problems(draw):
    """(problem, adjacency): a random graph on up to 10 states, maybe one-way, maybe capped."""
    size = draw(st.integers(2, 14))
    kind = draw(st.sampled_from(["undirected", "reversible", "one-way"]))
    pairs = draw(st.lists(st.tuples(st.integers(0, size - 1), st.integers(0, size - 1)),
                          min_size=size // 2, max_size=3 * size))
    if draw(st.booleans()):  # a chain of diamonds too (hub, two or three states, hub, ...): many ways in, far in
        hubs = list(range(0, size, 3))
        for hub, after in pairwise(hubs):
            pairs += ([(hub, middle) for middle in range(hub + 1, after)]
                      + [(middle, after) for middle in range(hub + 1, after)])
        labels = draw(st.permutations(range(size)))
        pairs = [(labels[a], labels[b]) for a, b in pairs]
    adjacency: dict[int, list[int]] = {state: [] for state in range(size)}
    for a, b in pairs:
        if a != b:
            adjacency[a].append(b)
            if kind == "undirected":
                adjacency[b].append(a)
    # Neighbours in a drawn order, a state sometimes listed twice (a step counts once).
    adjacency = {state: list(draw(st.permutations(others))) for state, others in adjacency.items()}
    reverse: dict[int, list[int]] = {state: [] for state in range(size)}
    for state, others in adjacency.items():
        for other in others:
            reverse[other].append(state)
    problem = SearchProblem(draw(st.integers(0, size - 1)), draw(st.integers(0, size - 1)), adjacency.__getitem__,
                            max_depth=draw(st.none() | st.integers(0, 6)), symmetric=kind == "undirected",
                            reverse_neighbours=reverse.__getitem__ if kind == "reversible" else None)
    return problem, adjacency


def reference_build(problem: SearchProblem[int]) -> PathDag[int] | None:
    """Every way into each state kept as each layer grows; the smaller side grows first."""
    start, goal, limit = problem.start, problem.goal, problem.max_depth
    backward = problem.predecessors
    ahead: dict[int, list[int]] = {start: []}
    behind: dict[int, list[int]] = {goal: []}
    ahead_layer, behind_layer, depth = [start], [goal], 0
    meet = [start] if start == goal else []
    while not meet and ahead_layer and behind_layer and (limit is None or depth < limit):
        depth += 1
        if backward is None or len(ahead_layer) <= len(behind_layer):
            ahead_layer = _grow(ahead_layer, ahead, problem.neighbours)
            meet = [state for state in ahead_layer if state in behind]
        else:
            behind_layer = _grow(behind_layer, behind, backward)
            meet = [state for state in behind_layer if state in ahead]
    if not meet:
        return None
    return PathDag(start, goal, depth, tuple(meet), _prune(ahead, meet), _prune(behind, meet))


def _grow(layer, parents, step):
    fresh: dict[int, list[int]] = {}
    for state in layer:
        for neighbour in step(state):
            if neighbour in fresh:
                if state not in fresh[neighbour]:
                    fresh[neighbour].append(state)
            elif neighbour not in parents:
                fresh[neighbour] = [state]
    parents.update(fresh)
    return list(fresh)


def _prune(parents, meet):
    keep, todo = set(meet), list(meet)
    while todo:
        for parent in parents[todo.pop()]:
            if parent not in keep:
                keep.add(parent)
                todo.append(parent)
    return {state: tuple(links) for state, links in parents.items() if state in keep}


def reference_weakest(dag: PathDag[int], price, rng=None) -> tuple[int, ...]:
    """The bottleneck pass, the capped cheapest pass, then ``pick`` over the steps of the best total."""
    def best(parents, step, combine, forward):
        values = {}
        for state, links in parents.items():
            values[state] = 0.0 if not links else min(
                (combine(values[p], step(p, state) if forward else step(state, p)) for p in links), default=math.inf)
        return values

    worst_ahead = best(dag.ahead, price, max, True)
    worst_behind = best(dag.behind, price, max, False)
    ceiling = min(max(worst_ahead[w], worst_behind[w]) for w in dag.meet)

    def capped(a, b):
        return price(a, b) if price(a, b) <= ceiling else math.inf

    total_ahead = best(dag.ahead, capped, lambda x, y: x + y, True)
    total_behind = best(dag.behind, capped, lambda x, y: x + y, False)
    least = min(total_ahead[w] + total_behind[w] for w in dag.meet)

    def tight(a, b):
        if capped(a, b) == math.inf:
            return False
        if b in dag.ahead:
            return total_ahead[a] + capped(a, b) == total_ahead[b]
        return capped(a, b) + total_behind[b] == total_behind[a]

    narrowed = dag.replace(meet=tuple(w for w in dag.meet if total_ahead[w] + total_behind[w] == least))
    return narrowed.pick(rng, tight)


@settings(max_examples=300, deadline=None)
@given(graph_problems())
def test_build_gives_the_plain_layered_graph(case):
    problem, _ = case
    found, expected = PathDag.build(problem), reference_build(problem)
    if expected is None:
        assert found is None
        return
    assert found is not None
    assert (found.start, found.end, found.steps, found.meet) == (expected.start, expected.end, expected.steps,
                                                                 expected.meet)
    assert list(found.ahead.items()) == list(expected.ahead.items())  # the same ways, in the same order
    assert list(found.behind.items()) == list(expected.behind.items())


@settings(max_examples=300, deadline=None)
@given(graph_problems(), st.lists(st.integers(1, 4), min_size=14, max_size=14), st.none() | st.integers(0, 9))
def test_weakest_is_the_plain_passes_answer(case, ranks, seed):
    problem, adjacency = case
    dag = PathDag.build(problem)
    if dag is None:
        return
    price = lambda a, b: float(ranks[b])  # noqa: E731  (the weakest rung's price: the word entered)
    odd = lambda a, b: float((3 * a + ranks[b]) % 5 + 1)  # noqa: E731  (a price of the step itself)
    endless = lambda a, b: math.inf if ranks[b] == 4 else float(ranks[b])  # noqa: E731  (some steps beyond measure)
    for cost in (price, odd, endless):
        rng = None if seed is None else random.Random(seed)
        again = None if seed is None else random.Random(seed)
        try:
            expected = reference_weakest(dag, cost, again)
        except ValueError:  # every shortest path has a step priced beyond measure
            with pytest.raises(ValueError):
                dag.weakest(cost, rng)
            continue
        path = dag.weakest(cost, rng)
        assert path == expected
        assert path[0] == problem.start and path[-1] == problem.goal and len(path) == dag.steps + 1
        assert all(b in adjacency[a] for a, b in pairwise(path))


def test_build_spends_the_budget_once_per_state_it_expands():
    line = {n: [n - 1, n + 1] for n in range(1, 9)}
    line[0], line[9] = [1], [8]
    budget = Budget(max_expansions=100)
    dag = PathDag.build(SearchProblem(0, 9, line.__getitem__, budget=budget))
    assert dag is not None and dag.count() == 1
    assert 9 <= budget.expanded <= 10  # each side expands the states nearer it, the last layer once
