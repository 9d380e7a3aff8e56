"""The search recorder watches and never steers: same paths, and its counts are the strategies' own."""

from __future__ import annotations


import pytest
from hypothesis import given, settings

from ladders.errors import SearchLimitError
from ladders.search import STRATEGIES, SearchProblem, PathDag
from ladders.search.trace import GOAL_SIDE, trace
from tests.search.test_search import problems


@settings(max_examples=150, deadline=None)
@given(problems(directed=False))
def test_a_traced_search_finds_what_the_plain_search_finds(case):
    problem, _ = case
    for name, strategy in STRATEGIES.items():
        assert trace(strategy, problem, name).path == strategy(problem), name


@settings(max_examples=60, deadline=None)
@given(problems(directed=True))
def test_one_way_moves_are_traced_from_the_start_only(case):
    problem, _ = case
    for name, strategy in STRATEGIES.items():
        run = trace(strategy, problem, name)
        assert run.path == strategy(problem)
        assert all(e.side != GOAL_SIDE for e in run.expansions)


@settings(max_examples=100, deadline=None)
@given(problems(directed=False))
def test_expansions_are_the_budgets_own_count(case):
    """With max_expansions at the traced count the search succeeds; one fewer and the budget stops it."""
    problem, _ = case
    for name, strategy in STRATEGIES.items():
        run = trace(strategy, problem, name)
        assert strategy(problem.replace(max_expansions=run.expanded)) == run.path, name
        if run.expanded:
            with pytest.raises(SearchLimitError):
                strategy(problem.replace(max_expansions=run.expanded - 1))


def test_the_tree_links_each_word_to_the_one_it_was_first_reached_from():
    graph = {0: (1, 2), 1: (0, 3), 2: (0, 3), 3: (1, 2, 4), 4: (3,)}
    run = trace(STRATEGIES["bfs"], SearchProblem(0, 4, graph.__getitem__), "bfs")
    reached_from = {}
    for expansion in run.expansions:
        if expansion.parent is not None:
            assert expansion.state in graph[expansion.parent]
            reached_from[expansion.state] = expansion.parent
            assert expansion.depth == [e.depth for e in run.expansions if e.state == expansion.parent][0] + 1
    assert [e.state for e in run.expansions] == [0, 1, 2, 3]  # breadth-first: the goal is never expanded
    assert reached_from == {1: 0, 2: 0, 3: 1}


def test_the_frontier_is_the_queue_of_a_breadth_first_search():
    """On a path graph the queue of a breadth-first search holds one state at a time."""
    chain = {n: tuple(m for m in (n - 1, n + 1) if 0 <= m < 10) for n in range(10)}
    run = trace(STRATEGIES["bfs"], SearchProblem(0, 9, chain.__getitem__))
    assert [e.frontier for e in run.expansions] == [1] * len(run.expansions)
    fan = {0: tuple(range(1, 8)), **{n: (0,) for n in range(1, 8)}}
    run = trace(STRATEGIES["bfs"], SearchProblem(1, 7, fan.__getitem__))
    assert run.largest_frontier == len(fan[0]) - 1  # every other leaf waits while the goal is reached


def test_every_shortest_path_search_can_be_traced_too():
    graph = {0: (1, 2), 1: (0, 3), 2: (0, 3), 3: (1, 2)}
    def one_of_every_shortest(problem):
        dag = PathDag.build(problem)
        return None if dag is None else dag.pick()
    run = trace(one_of_every_shortest, SearchProblem(0, 3, graph.__getitem__), "dag")
    assert run.path is not None and run.expanded >= 2
    assert {e.side for e in run.expansions} == {"start", "goal"}
