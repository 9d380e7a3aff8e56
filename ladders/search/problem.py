"""What to search and within what limits: :class:`SearchProblem` and the :class:`Budget` every search spends.

A problem names a start, a goal, a neighbours function and a heuristic (a
lower bound on the moves left), plus the limits every search obeys:
``max_depth`` in moves, ``max_expansions`` and ``timeout``. A strategy is a
function ``strategy(problem) -> path or None``.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Hashable, Iterable
from typing import Any, Generic, TypeVar

from .._records import Record
from ..errors import SearchLimitError

__all__ = ["SearchProblem", "Strategy", "Budget", "State"]

State = Hashable

S = TypeVar("S", bound=Hashable)
"""The type of one search's states (``str``, words, for ladders): a problem and its paths share it."""


def _no_estimate(state: State) -> float:
    return 0


class SearchProblem(Record, Generic[S]):
    """What to search: from ``start`` to ``goal`` through ``neighbours``, within limits.

    ``reverse_neighbours`` yields the states one move *before* a state; leave
    it None when every move can be undone (then ``neighbours`` serves both
    ways) and set ``symmetric=False`` when moves are one-way and no reverse is
    known (searches then work from the start only). ``budget``, when given,
    is shared with the other searches of one call, so that everything the call
    does draws on one ``max_expansions`` and one ``timeout``; None (the
    default) gives each search a budget of its own from the limits.
    """

    __slots__ = ("start", "goal", "neighbours", "heuristic", "max_depth", "max_expansions", "timeout",
                 "reverse_neighbours", "symmetric", "budget")
    start: S
    goal: S
    neighbours: Callable[[S], Iterable[S]]
    heuristic: Callable[[S], float]
    max_depth: int | None
    max_expansions: int | None
    timeout: float | None
    reverse_neighbours: Callable[[S], Iterable[S]] | None
    symmetric: bool
    budget: Budget | None

    def __init__(self, start: S, goal: S, neighbours: Callable[[S], Iterable[S]],
                 heuristic: Callable[[S], float] = _no_estimate, max_depth: int | None = None,
                 max_expansions: int | None = None, timeout: float | None = None,
                 reverse_neighbours: Callable[[S], Iterable[S]] | None = None, symmetric: bool = True,
                 budget: Budget | None = None) -> None:
        setting = object.__setattr__
        setting(self, "start", start)
        setting(self, "goal", goal)
        setting(self, "neighbours", neighbours)
        setting(self, "heuristic", heuristic)
        setting(self, "max_depth", max_depth)
        setting(self, "max_expansions", max_expansions)
        setting(self, "timeout", timeout)
        setting(self, "reverse_neighbours", reverse_neighbours)
        setting(self, "symmetric", symmetric)
        setting(self, "budget", budget)

    def spending(self) -> Budget:
        """The budget a search of this problem spends: the shared one, or a fresh one from the limits."""
        return Budget(self) if self.budget is None else self.budget

    @property
    def predecessors(self) -> Callable[[S], Iterable[S]] | None:
        """The reverse moves, or None when they are unknown."""
        if self.reverse_neighbours is not None:
            return self.reverse_neighbours
        return self.neighbours if self.symmetric else None


Strategy = Callable[[SearchProblem[Any]], "tuple[Any, ...] | None"]


class Budget:
    """Counts expansions and watches the clock; raises when a limit is passed.

    The clock starts at the first expansion, so a budget made when a call
    starts and spent by a lazy stream later counts only the stream's own work.

    >>> budget = Budget(max_expansions=2)
    >>> budget.spend(0); budget.spend(1); budget.expanded
    2
    >>> budget.spend(1)
    Traceback (most recent call last):
    ...
    ladders.errors.SearchLimitError: search stopped at its max_expansions limit (2) after expanding 3 words, 1 step deep; raise max_expansions (or pass None) to search further
    """

    __slots__ = ("max_expansions", "deadline", "timeout", "expanded", "depth", "limited")

    def __init__(self, problem: SearchProblem[Any] | None = None, *,
                 max_expansions: int | None = None, timeout: float | None = None) -> None:
        if problem is not None:
            max_expansions, timeout = problem.max_expansions, problem.timeout
        self.max_expansions = max_expansions
        self.timeout = timeout
        self.deadline: float | None = None
        self.expanded = 0
        self.depth = 0
        self.limited = max_expansions is not None or timeout is not None
        """False when no limit is set: hot loops may then skip :meth:`spend`."""

    def spend(self, depth: int) -> None:
        """Record one expansion at *depth*; raise if a limit is now exceeded."""
        self.expanded += 1
        if depth > self.depth:
            self.depth = depth
        if self.max_expansions is not None and self.expanded > self.max_expansions:
            self._stop("max_expansions", self.max_expansions)
        if self.timeout is not None:
            now = time.monotonic()
            if self.deadline is None:
                self.deadline = now + self.timeout
            elif now > self.deadline:
                self._stop("timeout", f"{self.timeout:g} s")

    def _stop(self, limit: str, value: int | str) -> None:
        raise SearchLimitError(limit, value, expanded=self.expanded, depth=self.depth,
                               hint=f"; raise {limit} (or pass None) to search further")


