"""One ladder for a checked query, by a search strategy, or the error that says why there is none."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..search import STRATEGIES, Strategy, bidirectional
from .ladder import Ladder
from .query import Query

if TYPE_CHECKING:
    from ..graph.groups import Components

__all__ = ["find_ladder"]


def find_ladder(query: Query, strategy: Strategy = bidirectional, groups: Components | None = None) -> Ladder:
    """A ladder for *query* found by *strategy* (shortest unless the strategy says otherwise).

    Quick answers come first: an end with no neighbours, a bound beyond
    ``max_depth``, or, when the word graph's *groups* are given or were
    built already, two ends in different groups.

    Raises :class:`~ladders.errors.NoLadderError` saying why there is none,
    :class:`~ladders.errors.SearchLimitError` when a limit stops the search,
    and ``TypeError`` when *strategy* is not a search function.
    """
    if not callable(strategy):
        raise TypeError(f"strategy must be a search function such as ladders.search.astar, not {strategy!r}")
    query.check_quick_answers(groups)
    budget = query.budget()
    found = query.shortest_path(budget) if strategy is bidirectional else strategy(query.problem(budget))
    if found is None:
        raise query.no_ladder(budget, searched_all=strategy in STRATEGIES.values() or query.max_depth is not None)
    return query.ladder(found)


