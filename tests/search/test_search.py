"""Search strategies (``ladders.search``) on random small graphs, against a plain breadth-first search.

The strategies know states, not words, so they are tested on graphs drawn by
hypothesis: undirected and one-way, with admissible (even inconsistent)
heuristics and depth caps. Word-level agreement lives in ``test_ladder.py``.
"""

from __future__ import annotations

from collections import deque
from itertools import pairwise, permutations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ladders import SearchLimitError
from ladders.search import (
    SHORTEST,
    STRATEGIES,
    SearchProblem,
    astar,
    bidirectional,
    breadth_first,
    depth_first,
    distances,
    greedy,
    paths_of_length,
)

ALL = (bidirectional, breadth_first, astar, greedy, depth_first)


def _steps_from(origin, adjacency) -> dict:
    """Plain BFS: the fewest moves from *origin* to every state it reaches."""
    seen = {origin: 0}
    queue = deque([origin])
    while queue:
        state = queue.popleft()
        for other in adjacency.get(state, ()):
            if other not in seen:
                seen[other] = seen[state] + 1
                queue.append(other)
    return seen


def _reverse(adjacency: dict) -> dict:
    before: dict = {}
    for state in sorted(adjacency):
        for other in adjacency[state]:
            before.setdefault(other, []).append(state)
    return {state: tuple(others) for state, others in before.items()}


def _assert_path(path, start, goal, adjacency, max_depth):
    assert path[0] == start and path[-1] == goal, path
    assert len(set(path)) == len(path), f"{path} repeats a state"
    for a, b in pairwise(path):
        assert b in adjacency.get(a, ()), f"{a} -> {b} is not an edge"
    if max_depth is not None:
        assert len(path) - 1 <= max_depth


@st.composite
def graphs(draw, directed: bool = False):
    """(adjacency, start, goal): a random graph on up to 12 states, neighbours in a fixed order."""
    size = draw(st.integers(2, 12))
    pairs = draw(st.lists(st.tuples(st.integers(0, size - 1), st.integers(0, size - 1)),
                          min_size=size // 2, max_size=3 * size))
    adjacency: dict[int, list[int]] = {state: [] for state in range(size)}
    for a, b in pairs:
        if a != b:
            adjacency[a].append(b)
            if not directed:
                adjacency[b].append(a)
    adjacency = {state: tuple(dict.fromkeys(draw(st.permutations(others)))) for state, others in adjacency.items()}
    return adjacency, draw(st.integers(0, size - 1)), draw(st.integers(0, size - 1))


@st.composite
def problems(draw, directed: bool = False):
    """A search problem with an admissible, possibly inconsistent heuristic and maybe a depth cap."""
    adjacency, start, goal = draw(graphs(directed))
    to_goal = _steps_from(goal, _reverse(adjacency))
    # Any value between 0 and the true distance is admissible; unreachable states may get anything.
    guesses = {state: draw(st.sampled_from([0, to_goal.get(state, 20)]) | st.integers(0, to_goal.get(state, 20)))
               for state in adjacency}
    shortest = _steps_from(start, adjacency).get(goal)
    tight = st.nothing() if shortest is None else st.integers(max(0, shortest - 1), shortest + 1)
    max_depth = draw(st.none() | tight | st.integers(0, 8))  # caps near the shortest are the telling ones
    problem = SearchProblem(start, goal, lambda s: adjacency[s], guesses.__getitem__, max_depth=max_depth,
                            symmetric=not directed)
    return problem, adjacency


@st.composite
def tight_problems(draw):
    """A dense graph, a reachable goal, and a cap of exactly the shortest distance: no slack to waste."""
    size = draw(st.integers(4, 12))
    pairs = draw(st.lists(st.tuples(st.integers(0, size - 1), st.integers(0, size - 1)),
                          min_size=2 * size, max_size=3 * size))
    adjacency: dict[int, list[int]] = {state: [] for state in range(size)}
    for a, b in pairs:
        if a != b:
            adjacency[a].append(b)
            adjacency[b].append(a)
    adjacency = {state: tuple(dict.fromkeys(draw(st.permutations(others)))) for state, others in adjacency.items()}
    start = draw(st.integers(0, size - 1))
    reach = _steps_from(start, adjacency)
    goal = draw(st.sampled_from(sorted(reach)))
    to_goal = _steps_from(goal, adjacency)
    guesses = {state: draw(st.just(0) | st.integers(0, to_goal.get(state, 20))) for state in adjacency}
    return SearchProblem(start, goal, adjacency.__getitem__, guesses.__getitem__, max_depth=reach[goal]), adjacency


@settings(max_examples=100, deadline=None)
@given(tight_problems())
def test_pruning_to_the_exact_shortest_loses_nothing(case):
    _check_all_strategies(*case)


@settings(max_examples=120, deadline=None)
@given(problems())
def test_strategies_on_undirected_graphs(case):
    _check_all_strategies(*case)


@settings(max_examples=120, deadline=None)
@given(problems(directed=True))
def test_strategies_on_one_way_graphs(case):
    _check_all_strategies(*case)


def _check_all_strategies(problem, adjacency):
    shortest = _steps_from(problem.start, adjacency).get(problem.goal)
    within = shortest is not None and (problem.max_depth is None or shortest <= problem.max_depth)
    for strategy in ALL:
        path = strategy(problem)
        if not within:
            assert path is None, f"{strategy.__name__} found {path}, yet none exists within {problem.max_depth}"
            continue
        assert path is not None, f"{strategy.__name__} lost a path of {shortest} moves (cap {problem.max_depth})"
        _assert_path(path, problem.start, problem.goal, adjacency, problem.max_depth)
        if strategy in SHORTEST:
            assert len(path) - 1 == shortest, f"{strategy.__name__} is not shortest: {path}"


def test_depth_first_reenters_a_state_reached_by_a_shallower_way():
    # 1-2-3 reaches 3 at the cap, too deep to go on to 0; 1-3-0 must still be found.
    graph = {0: (3,), 1: (2, 3), 2: (1, 3), 3: (0, 1, 2)}
    problem = SearchProblem(1, 0, graph.__getitem__, max_depth=2)
    assert depth_first(problem) == (1, 3, 0)


def test_astar_reopens_a_state_reached_more_cheaply_later():
    # 0-1-6-4 reaches the goal 4 first (the estimate of 3 puts it behind 6); 0-3-4 is shorter.
    graph = {0: (1, 3), 1: (0, 6), 6: (1, 4), 3: (0, 4), 4: (6, 3)}
    estimate = {0: 0, 1: 0, 6: 0, 3: 1, 4: 0}
    for cap in (None, 2):
        problem = SearchProblem(0, 4, graph.__getitem__, estimate.__getitem__, max_depth=cap)
        assert astar(problem) == (0, 3, 4)
        assert greedy(problem) is not None and len(greedy(problem)) - 1 <= (cap or 3)


@settings(max_examples=80, deadline=None)
@given(graphs(directed=True))
def test_bidirectional_uses_given_reverse_moves(case):
    adjacency, start, goal = case
    before = _reverse(adjacency)
    problem = SearchProblem(start, goal, lambda s: adjacency[s], reverse_neighbours=lambda s: before.get(s, ()))
    shortest = _steps_from(start, adjacency).get(goal)
    path = bidirectional(problem)
    if shortest is None:
        assert path is None
    else:
        _assert_path(path, start, goal, adjacency, None)
        assert len(path) - 1 == shortest


@settings(max_examples=80, deadline=None)
@given(graphs(), st.none() | st.integers(0, 6))
def test_distances_match_plain_bfs(case, max_depth):
    adjacency, start, _ = case
    expected = {s: d for s, d in _steps_from(start, adjacency).items() if max_depth is None or d <= max_depth}
    assert distances(start, lambda s: adjacency[s], max_depth) == expected


@settings(max_examples=80, deadline=None)
@given(graphs(), st.integers(0, 5))
def test_paths_of_length_are_every_simple_path_of_that_length(case, steps):
    adjacency, start, goal = case
    remaining = _steps_from(goal, adjacency)  # undirected: distances to the goal
    problem = SearchProblem(start, goal, lambda s: adjacency[s])
    found = list(paths_of_length(problem, steps, remaining))
    assert len(found) == len(set(found))
    assert set(found) == _simple_paths(adjacency, start, goal, steps)


def _simple_paths(adjacency, start, goal, steps) -> set:
    """Every simple path of exactly *steps* moves, by trying every ordering of the other states."""
    if steps == 0:
        return {(start,)} if start == goal else set()
    if start == goal:
        return set()
    others = [s for s in adjacency if s not in (start, goal)]
    candidates = ((start, *middle, goal) for middle in permutations(others, steps - 1))
    return {p for p in candidates if all(b in adjacency[a] for a, b in pairwise(p))}


def _line(length: int) -> dict:
    return {i: tuple(j for j in (i - 1, i + 1) if 0 <= j < length) for i in range(length)}


@pytest.mark.parametrize("strategy", ALL, ids=lambda s: s.__name__)
def test_max_expansions_stops_every_strategy(strategy):
    line = _line(50)
    problem = SearchProblem(0, 49, line.__getitem__, max_expansions=5)
    with pytest.raises(SearchLimitError, match="max_expansions") as caught:
        strategy(problem)
    assert caught.value.limit == "max_expansions" and caught.value.value == 5
    assert caught.value.expanded == 6


@pytest.mark.parametrize("strategy", ALL, ids=lambda s: s.__name__)
def test_timeout_stops_a_search_of_an_endless_graph(strategy):
    # Every state has two new neighbours; the positives never meet the negatives.
    problem = SearchProblem(1, -1, lambda n: (2 * n, 2 * n + 1), timeout=0.05)
    with pytest.raises(SearchLimitError, match="timeout") as caught:
        strategy(problem)
    assert caught.value.limit == "timeout"


@pytest.mark.parametrize("strategy", ALL, ids=lambda s: s.__name__)
def test_start_is_goal(strategy):
    assert strategy(SearchProblem("a", "a", lambda s: ("b",))) == ("a",)


@pytest.mark.parametrize("strategy", ALL, ids=lambda s: s.__name__)
def test_neighbours_are_pulled_lazily(strategy):
    # On a long line, a goal two moves away is found without touching the far end.
    pulled = []

    def neighbours(state):
        for other in (state + 1, state - 1):
            if 0 <= other < 1000:
                pulled.append(other)
                yield other

    path = strategy(SearchProblem(0, 2, neighbours, lambda s: abs(2 - s), max_depth=5))
    assert path == (0, 1, 2)
    assert max(pulled) <= 5


def test_uncapped_depth_first_expands_each_state_once():
    # A complete graph on 16 states, and a goal it cannot reach.
    size = 16
    graph = {i: tuple(j for j in range(size) if j != i) for i in range(size)}
    graph[size] = ()
    expanded = []

    def neighbours(state):
        expanded.append(state)
        return graph[state]

    assert depth_first(SearchProblem(0, size, neighbours)) is None
    assert sorted(expanded) == list(range(size))


def test_strategies_by_name():
    assert set(STRATEGIES.values()) == set(ALL)
    assert SHORTEST == {bidirectional, breadth_first, astar}
