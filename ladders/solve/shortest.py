"""Every shortest ladder, lazily; how many there are; ladders of an exact length.

The layered graph of every shortest ladder (:class:`~ladders.search.dag.PathDag`)
answers the first two: :func:`shortest_ladders` walks it on demand and
:func:`count_shortest_ladders` counts its paths by dynamic programming, both
without listing the others. Memory is bounded by the words the search
touched, never by the number of ladders (which can be astronomical).

:func:`ladders_of_length` streams the simple ladders of exactly N steps,
pruned by exact distances to the end. Each call accepts ``avoid`` (words
never used) and ``allow_unknown_ends`` (start and end may be missing from
the word list: they join it for this query only).

The questions over a checked query are :func:`every_shortest` and
:func:`count` (and :func:`~ladders.solve.find.shortest_graph`); the word-level
calls are one line over :func:`~ladders.solve.query.query` and them.
"""

from __future__ import annotations

import warnings
from collections.abc import Iterable, Iterator
from typing import cast

from ..moves.metrics import DistanceMetric, levenshtein
from ..search import Budget, PathDag
from ..search.problem import limits_of
from .find import shortest_graph
from .ladder import Ladder
from .query import LexiconLike, Query, query
from .streams import ladders_of_exact_length

__all__ = ["every_shortest", "count", "shortest_ladders", "count_shortest_ladders", "ladders_of_length",
           "shortest_ladder_graph", "shortest_stream"]


def every_shortest(query: Query) -> Iterator[Ladder]:
    """Yield every shortest ladder of *query* once, in lexicographic order of their words (lazy).

    The stream is empty when there is no ladder (within ``max_depth``, avoiding ``avoid``).

    >>> from ladders import query
    >>> pair = query("cold", "warm", lexicon=["cold", "cord", "card", "ward", "warm", "worm", "word"])
    >>> [str(ladder) for ladder in every_shortest(pair)][:2]
    ['cold → cord → card → ward → warm', 'cold → cord → word → ward → warm']
    """
    return shortest_stream(query)


def count(query: Query) -> int:
    """How many shortest ladders *query* has (0 when none), counted on their layered graph without listing them.

    >>> from ladders import query
    >>> count(query("cold", "warm", lexicon=["cold", "cord", "card", "ward", "warm", "worm", "word"]))
    3
    """
    dag = query.shortest_graph(query.budget())
    return 0 if dag is None else dag.count()


def shortest_ladders(
    start: str, end: str, metric: DistanceMetric = levenshtein, max_depth: int | None = None, *,
    lexicon: LexiconLike = None, avoid: Iterable[str] | None = None, allow_unknown_ends: bool | str = False,
    max_expansions: int | None = None, timeout: float | None = None,
) -> Iterator[Ladder]:
    """Yield every shortest ladder from *start* to *end* once, in lexicographic order of their words (lazy).

    The order is what ``sorted`` gives on the ladders' word sequences, found
    by walking the layered graph of shortest ladders in sorted order, without
    listing them first. Arguments are checked at once; the stream is empty
    when no ladder exists within *max_depth* (None, the default: no cap)
    avoiding the words of *avoid*.

    >>> words = ["cold", "cord", "card", "ward", "warm", "worm", "word"]
    >>> for ladder in shortest_ladders("cold", "warm", lexicon=words):
    ...     print(ladder)
    cold → cord → card → ward → warm
    cold → cord → word → ward → warm
    cold → cord → word → worm → warm

    Raises :class:`~ladders.errors.UnknownWordError`, ``TypeError`` and ``ValueError`` at once.
    """
    return every_shortest(query(start, end, metric=metric, max_depth=max_depth, lexicon=lexicon, avoid=avoid,
                                allow_unknown_ends=allow_unknown_ends, limits=limits_of(max_expansions, timeout)))


def count_shortest_ladders(
    start: str, end: str, metric: DistanceMetric = levenshtein, max_depth: int | None = None, *,
    lexicon: LexiconLike = None, avoid: Iterable[str] | None = None, allow_unknown_ends: bool | str = False,
    max_expansions: int | None = None, timeout: float | None = None,
) -> int:
    """How many shortest ladders join *start* and *end* (0 when none), counted without listing them.

    >>> count_shortest_ladders("cold", "warm", lexicon=["cold", "cord", "card", "ward", "warm", "worm", "word"])
    3
    """
    return count(query(start, end, metric=metric, max_depth=max_depth, lexicon=lexicon, avoid=avoid,
                       allow_unknown_ends=allow_unknown_ends, limits=limits_of(max_expansions, timeout)))


def ladders_of_length(
    start: str, end: str, metric: DistanceMetric = levenshtein, steps: int | None = None, *,
    lexicon: LexiconLike = None, avoid: Iterable[str] | None = None, allow_unknown_ends: bool | str = False,
    max_expansions: int | None = None, timeout: float | None = None,
) -> Iterator[Ladder]:
    """Yield every ladder of exactly *steps* moves with no repeated word (lazy).

    Arguments come in the order of every pair call (start, end, metric, then
    the step count where the others take ``max_depth``). Branches that cannot
    reach *end* in the moves left are cut, using exact distances to *end*
    found once, up front, within *steps* moves. The 0.1 order
    ``ladders_of_length(start, end, steps, metric)`` still works until 0.3,
    with a ``DeprecationWarning``.

    >>> words = ["cold", "cord", "card", "ward", "warm", "worm", "word"]
    >>> [ladder.steps for ladder in ladders_of_length("cold", "warm", steps=6, lexicon=words)]
    [6]
    """
    if isinstance(metric, int) and not isinstance(metric, bool):  # the 0.1 order: (start, end, steps, metric)
        warnings.warn("ladders_of_length(start, end, steps, metric) is deprecated; use "
                      "ladders_of_length(start, end, metric, steps) or steps=... (the old order goes away in 0.3)",
                      DeprecationWarning, stacklevel=2)
        metric, steps = (levenshtein if steps is None else cast(DistanceMetric, steps)), cast(int, metric)
    if steps is None:
        raise TypeError("ladders_of_length needs steps, a whole number")
    return ladders_of_exact_length(query(start, end, metric=metric, max_depth=steps, lexicon=lexicon, avoid=avoid,
                                         allow_unknown_ends=allow_unknown_ends,
                                         limits=limits_of(max_expansions, timeout)), steps)


def shortest_ladder_graph(
    start: str, end: str, metric: DistanceMetric = levenshtein, max_depth: int | None = None, *,
    lexicon: LexiconLike = None, avoid: Iterable[str] | None = None, allow_unknown_ends: bool = False,
    max_expansions: int | None = None, timeout: float | None = None,
) -> PathDag[str]:
    """The layered graph of every shortest ladder (a :class:`~ladders.search.dag.PathDag` of words).

    >>> words = ["cold", "cord", "card", "ward", "warm", "worm", "word"]
    >>> graph = shortest_ladder_graph("cold", "warm", lexicon=words)
    >>> graph.steps, graph.count()
    (4, 3)

    Raises :class:`~ladders.errors.NoLadderError` saying why when there is no
    ladder, and :class:`~ladders.errors.UnknownWordError`, ``TypeError`` and ``ValueError`` at once.
    """
    return shortest_graph(query(start, end, metric=metric, max_depth=max_depth, lexicon=lexicon, avoid=avoid,
                                allow_unknown_ends=allow_unknown_ends, limits=limits_of(max_expansions, timeout)))


def shortest_stream(query: Query, budget: Budget | None = None) -> Iterator[Ladder]:
    """Yield every shortest ladder of *query* once, in lexicographic order (lazy), spending *budget*."""
    dag = query.shortest_graph(query.budget() if budget is None else budget)
    if dag is None:
        return
    for words in dag.paths():
        yield query.ladder(words)
