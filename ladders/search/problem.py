"""What to search and within what limits: :class:`SearchProblem`, the :class:`Limits` of a call and the
:class:`Budget` every search spends.

A problem names a start, a goal, a neighbours function and a heuristic (a
lower bound on the moves left), plus the limits every search obeys:
``max_depth`` in moves, ``max_expansions`` and ``timeout``. A strategy is a
function ``strategy(problem) -> path or None``.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Hashable, Iterable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any, Generic, TypeVar

from .._records import Record
from ..arguments import check_count, check_seconds
from ..errors import SearchCancelledError, SearchLimitError

__all__ = ["SearchProblem", "Strategy", "Limits", "NO_LIMITS", "limits_of", "Budget", "State", "Allowance",
           "allowance", "current_allowance", "check_allowance"]

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

    start: S
    goal: S
    neighbours: Callable[[S], Iterable[S]]
    heuristic: Callable[[S], float] = _no_estimate
    max_depth: int | None = None
    max_expansions: int | None = None
    timeout: float | None = None
    reverse_neighbours: Callable[[S], Iterable[S]] | None = None
    symmetric: bool = True
    budget: Budget | None = None

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


class Limits(Record):
    """What one call may spend on its searches, frozen: ``expansions`` (words expanded) and ``timeout``
    (seconds), each None for no cap. A call spends them as one :class:`Budget` (:meth:`budget`).

    >>> Limits(200_000, 2.0)
    Limits(expansions=200000, timeout=2.0)
    >>> Limits(expansions=-1)
    Traceback (most recent call last):
    ...
    ValueError: expansions must be 0 or more, not -1

    Raises ``TypeError`` for a count that is not a whole number or seconds that
    are not a number, ``ValueError`` for a negative count or seconds that are not positive and finite.
    """

    expansions: int | None = None
    timeout: float | None = None

    def __post_init__(self) -> None:
        check_count("expansions", self.expansions)
        check_seconds("timeout", self.timeout)

    def budget(self) -> Budget:
        """A new budget of these limits: one call's spending, shared by every search the call makes."""
        return Budget(max_expansions=self.expansions, timeout=self.timeout)


NO_LIMITS = Limits()
"""No cap on expansions or time."""


def limits_of(max_expansions: int | None, timeout: float | None) -> Limits:
    """The limits of the word-level calls' ``max_expansions`` and ``timeout`` (each checked under that name).

    >>> limits_of(None, None) is NO_LIMITS, limits_of(10, None)
    (True, Limits(expansions=10, timeout=None))
    """
    if max_expansions is None and timeout is None:  # the common case, on every query's path
        return NO_LIMITS
    check_count("max_expansions", max_expansions)
    return Limits(max_expansions, timeout)


class Budget:
    """Counts expansions and watches the clock; raises when a limit is passed.

    The clock starts at the first expansion, so a budget made when a call
    starts and spent by a lazy stream later counts only the stream's own work.

    >>> budget = Budget(max_expansions=2)
    >>> budget.spend(0); budget.spend(1); budget.expanded
    2
    >>> budget.spend(1)  # doctest: +NORMALIZE_WHITESPACE
    Traceback (most recent call last):
    ...
    ladders.errors.SearchLimitError: search stopped at its max_expansions limit (2) after expanding 3 words,
    1 step deep; raise max_expansions (or pass None) to search further
    """

    __slots__ = ("max_expansions", "deadline", "timeout", "expanded", "depth", "limited", "allowance")

    def __init__(self, problem: SearchProblem[Any] | None = None, *,
                 max_expansions: int | None = None, timeout: float | None = None) -> None:
        if problem is not None:
            max_expansions, timeout = problem.max_expansions, problem.timeout
        self.max_expansions = max_expansions
        self.timeout = timeout
        self.deadline: float | None = None
        self.expanded = 0
        self.depth = 0
        self.allowance = current_allowance()
        """The allowance of the call this search serves (:func:`allowance`), which it draws on too."""
        self.limited = max_expansions is not None or timeout is not None or self.allowance is not None
        """False when no limit is set: hot loops may then skip :meth:`spend`."""

    def spend(self, depth: int) -> None:
        """Record one expansion at *depth*; raise if a limit is now exceeded."""
        self.expanded += 1
        if depth > self.depth:
            self.depth = depth
        if self.allowance is not None:
            self.allowance.spend(self)
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




class Allowance:
    """What one whole call (a web request, say) may spend over all its searches: seconds, expansions, a cancel flag.

    Every :class:`Budget` made while it is :func:`current <current_allowance>`
    draws on it as well as on its own limits; :meth:`cancel` (from any thread)
    stops them all at their next expansion with
    :class:`~ladders.errors.SearchCancelledError`. Work that expands no word
    (drawing puzzles, say) calls :func:`check_allowance` in its loops.

    >>> with allowance(seconds=None, expansions=3) as spent:
    ...     budget = Budget()
    ...     budget.spend(0); budget.spend(1); budget.spend(1); spent.expansions
    0
    >>> spent.cancel("the caller left"); spent.cancelled
    'the caller left'
    """

    __slots__ = ("seconds", "deadline", "limit", "expansions", "cancelled", "_lock")

    def __init__(self, seconds: float | None, expansions: int | None) -> None:
        self.seconds, self.limit = seconds, expansions
        self.deadline = None if seconds is None else time.monotonic() + seconds
        self.expansions = expansions
        self.cancelled: str | None = None
        self._lock = threading.Lock()

    def cancel(self, reason: str) -> None:
        """Call off every search drawing on this allowance (the first reason given is kept)."""
        with self._lock:
            if self.cancelled is None:
                self.cancelled = reason

    def check(self, budget: Budget | None = None) -> None:
        """Raise if the allowance is cancelled or its time is up."""
        expanded, depth = (budget.expanded, budget.depth) if budget is not None else (0, 0)
        if self.cancelled is not None:
            raise SearchCancelledError(self.cancelled, expanded=expanded, depth=depth)
        if self.deadline is not None and time.monotonic() > self.deadline:
            raise SearchLimitError("timeout", f"{self.seconds:g} s", expanded=expanded, depth=depth,
                                   hint=" (the whole request's allowance)")

    def spend(self, budget: Budget) -> None:
        """One expansion of *budget*'s search: raise when this allowance is spent, cancelled or out of time."""
        if self.expansions is not None:
            self.expansions -= 1  # a race between threads of one call may miscount by a few: a bound, not a ledger
            if self.expansions < 0:
                raise SearchLimitError("max_expansions", self.limit or 0, expanded=budget.expanded, depth=budget.depth,
                                       hint=" (the whole request's allowance)")
        self.check(budget)


_CURRENT: ContextVar[Allowance | None] = ContextVar("ladders_allowance", default=None)


def current_allowance() -> Allowance | None:
    """The allowance the calling code runs under, if any."""
    return _CURRENT.get()


def check_allowance() -> None:
    """For loops that expand no word: raise if the current allowance (if any) is cancelled or out of time."""
    spent = _CURRENT.get()
    if spent is not None:
        spent.check()


@contextmanager
def allowance(seconds: float | None, expansions: int | None,
              given: Allowance | None = None) -> Iterator[Allowance]:
    """Run the block under an allowance (a new one from *seconds* and *expansions*, or the *given* one)."""
    spent = given if given is not None else Allowance(seconds, expansions)
    token = _CURRENT.set(spent)
    try:
        yield spent
    finally:
        _CURRENT.reset(token)
