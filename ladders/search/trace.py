"""What a search did, recorded from outside: every state it expanded, in order, and its largest frontier.

:func:`trace` runs a strategy on a copy of a problem whose neighbour
functions write down each call (an expansion) and each state they hand
out (a state reached), and returns a :class:`SearchTrace`. The strategies
themselves are untouched: a search that is not traced runs exactly as
before and records nothing. Only what the search pulled is recorded: a
search that stops in the middle of a state's neighbours has not reached
the rest.

The frontier is counted as the states reached but not yet expanded, both
ends together; for breadth-first search that is exactly its queue, for
best-first search its heap without stale entries.
"""

from __future__ import annotations

from typing import Any

import time
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass

from .problem import SearchProblem, State, Strategy

__all__ = ["Expansion", "SearchTrace", "trace", "START_SIDE", "GOAL_SIDE"]

START_SIDE, GOAL_SIDE = "start", "goal"
"""Which end a state was reached from: the start (moves forward) or the goal (moves backward)."""


@dataclass(frozen=True, slots=True)
class Expansion:
    """One expansion: *state*, reached from *parent* (None at a root) *depth* moves from its *side*'s end.

    ``frontier`` is the number of states reached but not yet expanded just
    before this expansion.
    """

    state: State
    side: str
    parent: State | None
    depth: int
    frontier: int


@dataclass(frozen=True, slots=True)
class SearchTrace:
    """A strategy's run on a problem: the expansions in order, the path it returned, and how long it took.

    ``seconds`` is the traced run's wall time (recording included).

    >>> graph = {"a": "bc", "b": "ad", "c": "a", "d": "b"}
    >>> from ladders.search.breadth import breadth_first
    >>> run = trace(breadth_first, SearchProblem("a", "d", graph.get))
    >>> run.path, [e.state for e in run.expansions], run.largest_frontier
    (('a', 'b', 'd'), ['a', 'b'], 2)
    """

    name: str
    start: State
    goal: State
    path: tuple[Any, ...] | None
    expansions: tuple[Expansion, ...]
    largest_frontier: int
    reached: int
    seconds: float

    @property
    def expanded(self) -> int:
        """How many expansions the search made (a state expanded twice counts twice)."""
        return len(self.expansions)

    @property
    def steps(self) -> int | None:
        """The moves of the path found, or None when none was."""
        return None if self.path is None else len(self.path) - 1


def trace(strategy: Strategy, problem: SearchProblem[Any], name: str | None = None) -> SearchTrace:
    """Run *strategy* on *problem*, recording each expansion; the strategy's own errors pass through.

    Moves backward from the goal, where the strategy makes them, are told
    apart from moves forward: the problem's reverse moves are wrapped on
    their own (the problem is otherwise the same).
    """
    recorder = _Recorder(problem.start, problem.goal)
    backward = problem.predecessors
    watched = problem.replace(neighbours=recorder.watch(problem.neighbours, START_SIDE),
                              reverse_neighbours=None if backward is None else recorder.watch(backward, GOAL_SIDE))
    began = time.perf_counter()
    found = strategy(watched)
    seconds = time.perf_counter() - began
    return SearchTrace(name or str(getattr(strategy, "__name__", "search")), problem.start, problem.goal,
                       None if found is None else tuple(found), tuple(recorder.expansions),
                       recorder.largest, recorder.states_reached(), seconds)


class _Recorder:
    """The log the watched neighbour functions write to; the frontier is counted as it changes."""

    __slots__ = ("reached", "done", "expansions", "largest", "open", "used")

    def __init__(self, start: State, goal: State) -> None:
        # (side, state) -> (parent, depth), in the order first reached
        self.reached: dict[tuple[str, Any], tuple[Any, int]] = {(START_SIDE, start): (None, 0),
                                                                (GOAL_SIDE, goal): (None, 0)}
        self.done: set[tuple[str, Any]] = set()
        self.expansions: list[Expansion] = []
        self.open = {START_SIDE: 1, GOAL_SIDE: 1}  # reached, not yet expanded, per side
        self.used = {START_SIDE: True, GOAL_SIDE: False}  # the goal's side counts once searched from
        self.largest = 0

    @property
    def frontier(self) -> int:
        return sum(count for side, count in self.open.items() if self.used[side])

    def states_reached(self) -> int:
        return sum(1 for side, _ in self.reached if self.used[side])

    def watch(self, step: Callable[[State], Iterable[State]], side: str) -> Callable[[State], Iterator[State]]:
        reached, done, opened = self.reached, self.done, self.open

        def watched(state: State) -> Iterator[State]:
            key = (side, state)
            self.used[side] = True
            if key not in reached:  # not handed out by a watched function (a custom strategy)
                reached[key] = (None, 0)
                opened[side] += 1
            parent, depth = reached[key]
            now = self.frontier
            self.largest = max(self.largest, now)
            self.expansions.append(Expansion(state, side, parent, depth, now))
            if key not in done:
                done.add(key)
                opened[side] -= 1
            for neighbour in step(state):
                if (side, neighbour) not in reached:
                    reached[side, neighbour] = (state, depth + 1)
                    opened[side] += 1
                    self.largest = max(self.largest, self.frontier)
                yield neighbour
        return watched
