"""How the search strategies differ on one pair: each one's expansions, in order, side by side.

:func:`explain_searches` runs each strategy twice on the same pair: once
traced (:func:`ladders.search.trace.trace` records every word it expanded
and its largest frontier) and once as it normally runs, timed. The traced
run's path is the one the plain run finds: tracing watches, it never steers.
"""

from __future__ import annotations

import time
from collections.abc import Iterable
from dataclasses import dataclass

from ..moves.metrics import DistanceMetric, levenshtein
from ..search import STRATEGIES
from ..search.trace import SearchTrace, trace
from .find import shortest
from ..search.problem import limits_of
from .query import LexiconLike, query

__all__ = ["StrategyRun", "Explanation", "explain_searches", "DEFAULT_STRATEGIES", "STRATEGY_LABELS"]

DEFAULT_STRATEGIES = ("bfs", "bidirectional", "astar", "greedy")
"""The strategies compared when none are named (names of :data:`ladders.search.STRATEGIES`)."""

STRATEGY_LABELS = {"bfs": "breadth-first", "bidirectional": "bidirectional", "astar": "A*",
                   "greedy": "greedy", "dfs": "depth-first"}
"""How tables and pictures name the strategies."""


@dataclass(frozen=True, slots=True)
class StrategyRun:
    """One strategy on the pair: its trace, its plain run's time, and whether its ladder is a shortest one."""

    name: str
    trace: SearchTrace
    seconds: float
    shortest: bool

    @property
    def label(self) -> str:
        return STRATEGY_LABELS.get(self.name, self.name)


@dataclass(frozen=True, slots=True)
class Explanation:
    """Every strategy's run on one pair, and the length of a shortest ladder."""

    start: str
    end: str
    metric: str
    shortest_steps: int
    runs: tuple[StrategyRun, ...]


def explain_searches(
    start: str, end: str, metric: DistanceMetric = levenshtein, max_depth: int | None = 10, *,
    lexicon: LexiconLike = None, strategies: Iterable[str] = DEFAULT_STRATEGIES,
    max_expansions: int | None = None, timeout: float | None = None,
) -> Explanation:
    """Trace each of *strategies* (names of :data:`ladders.search.STRATEGIES`) from *start* to *end*.

    >>> words = ["cold", "cord", "card", "ward", "warm", "worm", "word"]
    >>> told = explain_searches("cold", "warm", lexicon=words, strategies=["bfs", "greedy"])
    >>> [(run.label, run.trace.steps, run.shortest) for run in told.runs]
    [('breadth-first', 4, True), ('greedy', 4, True)]

    Raises :class:`~ladders.errors.NoLadderError` (saying why) when no ladder
    exists within *max_depth*, :class:`~ladders.errors.UnknownWordError`,
    :class:`~ladders.errors.SearchLimitError` when a limit stops a search, and
    ``ValueError`` for an unknown strategy name.
    """
    names = list(dict.fromkeys(strategies))
    unknown = [name for name in names if name not in STRATEGIES]
    if unknown or not names:
        raise ValueError(f"unknown strategy {unknown[0]!r}; choose from {', '.join(sorted(STRATEGIES))}"
                         if unknown else "name at least one strategy")
    pair = query(start, end, metric=metric, max_depth=max_depth, lexicon=lexicon,
                 limits=limits_of(max_expansions, timeout))
    par = shortest(pair).steps  # raises NoLadderError, saying why, before any tracing
    runs = []
    for name in names:
        strategy = STRATEGIES[name]
        own = pair.problem(None)  # each strategy is compared under the whole limits
        traced = trace(strategy, own, name)  # also fills the neighbours memo for the timed run
        began = time.perf_counter()
        strategy(own)
        seconds = time.perf_counter() - began
        runs.append(StrategyRun(name, traced, seconds, traced.steps == par))
    return Explanation(pair.start, pair.end, metric.name, par, tuple(runs))
