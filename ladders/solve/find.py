"""One ladder for a checked query, or the layered graph of every shortest ladder, or the error that says why
there is none: the questions :func:`shortest` and :func:`shortest_graph`, and the sequence every "no ladder"
goes through (quick answers, one budget, the search, the reason) in one place, :func:`layered_graph`.

One ladder of a query is asked as :func:`shortest` or, under a cost model, through a word, with a seed or by
another strategy, as :func:`~ladders.solve.constraints.best`, whose plain case is :func:`find_ladder`, the
engine under both. This module stays apart from ``best``: the answer, the rating, every shortest ladder,
checking, scoring and explaining stand on it, beside or below ``best``, and a plain ``ladders START END``
loads neither ``best`` nor its through-a-word searches.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..errors import NoLadderError
from ..search import STRATEGIES, Budget, Strategy, bidirectional
from .ladder import Ladder
from .query import Query

if TYPE_CHECKING:
    from ..graph.groups import Components
    from ..search.dag import PathDag

__all__ = ["shortest", "shortest_graph", "find_ladder", "layered_graph", "why_none"]


def shortest(query: Query) -> Ladder:
    """A shortest ladder for *query*, by the fastest search (bidirectional breadth-first): ``make_ladder``'s default.

    >>> from ladders import query
    >>> print(shortest(query("cold", "warm", lexicon=["cold", "cord", "card", "ward", "warm"])))
    cold → cord → card → ward → warm

    Raises :class:`~ladders.errors.NoLadderError` saying why there is none and
    :class:`~ladders.errors.SearchLimitError` when the query's limits stop the search.
    """
    return find_ladder(query)


def shortest_graph(query: Query) -> PathDag[str]:
    """The layered graph of every shortest ladder of *query* (a :class:`~ladders.search.dag.PathDag` of words).

    >>> from ladders import query
    >>> graph = shortest_graph(query("cold", "warm", lexicon=["cold", "cord", "card", "ward", "warm", "word", "worm"]))
    >>> graph.steps, graph.count()
    (4, 3)

    Raises :class:`~ladders.errors.NoLadderError` saying why when there is no
    ladder (within ``max_depth``, avoiding ``avoid``), and
    :class:`~ladders.errors.SearchLimitError` when the query's limits stop the search.
    """
    found = layered_graph(query)
    if isinstance(found, NoLadderError):
        raise found
    return found


def layered_graph(query: Query, budget: Budget | None = None, *,
                  backwards: bool = False) -> PathDag[str] | NoLadderError:
    """:func:`shortest_graph`, spending *budget* (default: a new one from the query's limits; the caller's, to
    spend it further), grown from the end when *backwards* (the graph of the reversed pair: ties broken in that
    orientation); or, when there is no ladder, the :class:`~ladders.errors.NoLadderError` that says why,
    returned ("no ladder" is an answer: :func:`~ladders.solve.answer.answer` keeps it, :func:`shortest_graph`
    raises it).

    Quick answers first (an end with no neighbours, a bound beyond the cap, the
    word graph's groups), then one search; when it finds nothing, the reason
    (:meth:`Query.no_ladder`).
    """
    try:
        query.check_quick_answers()
    except NoLadderError as why:
        return why
    if budget is None:  # made after the quick answers, which need none
        budget = query.budget()
    found = query.shortest_graph(budget, query.end, query.start) if backwards else query.shortest_graph(budget)
    return query.no_ladder(budget, searched_all=True) if found is None else found


def why_none(query: Query, budget: Budget) -> NoLadderError:
    """Why *query* has no ladder, after a search spending *budget* found none: a quick answer (the plainest
    reason) when there is one, else what the search learnt."""
    try:
        query.check_quick_answers()
    except NoLadderError as why:
        return why
    return query.no_ladder(budget, searched_all=True)


def find_ladder(query: Query, strategy: Strategy = bidirectional, groups: Components | None = None) -> Ladder:
    """A ladder for *query* found by *strategy* (shortest unless the strategy says otherwise): the engine of
    :func:`shortest` and of :func:`~ladders.solve.constraints.best`'s plain case, which callers ask.

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
