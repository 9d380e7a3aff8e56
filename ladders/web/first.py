"""The first ladder and the number of shortest ladders, from one layered graph of every shortest ladder.

``ladders START END`` prints first the commonest shortest ladder
(``make_ladder(..., cost=weakest_rung)``: a shortest ladder whose least common
word is as common as can be). That search builds the layered graph of every
shortest ladder (:class:`~ladders.search.dag.PathDag`) and picks from it; the
count of shortest ladders is read from the same graph, so one request builds
it once instead of searching twice. ``tests/web/test_first.py`` checks the
answer against ``make_ladder`` and the command line's first line.
"""

from __future__ import annotations

from ..errors import LadderError
from ..moves.metrics import DistanceMetric
from ..solve.api import make_ladder
from ..solve.costs import weakest_rung
from ..solve.ladder import Ladder
from ..solve.query import searched_backwards
from ..solve.shortest import shortest_ladder_graph
from ..words.lexicon import Lexicon
from ..words.normalise import normalise_word

__all__ = ["first_ladder"]


def first_ladder(start: str, end: str, metric: DistanceMetric, max_depth: int | None, lexicon: Lexicon, *,
                 max_expansions: int | None, timeout: float | None) -> tuple[Ladder, int]:
    """The command line's first ladder from *start* to *end* and how many shortest ladders there are.

    With ranks, the first ladder is the commonest shortest one (what
    ``make_ladder(start, end, cost=weakest_rung)`` returns); a word list
    without ranks gets the plain search's ladder, as on the command line.

    >>> from ladders.moves.metrics import substitution
    >>> words = Lexicon(["cold", "cord", "card", "ward", "warm", "worm", "word"])
    >>> ladder, count = first_ladder("cold", "warm", substitution, None, words, max_expansions=None, timeout=None)
    >>> print(ladder, count)
    cold → cord → word → ward → warm 3

    Raises what ``make_ladder`` raises: :class:`~ladders.errors.UnknownWordError`,
    :class:`~ladders.errors.NoLadderError` saying why (with the shortest
    length when *max_depth* is too small), :class:`~ladders.errors.SearchLimitError`.
    """
    flip = searched_backwards(metric, normalise_word(start), normalise_word(end))
    try:  # built the way make_ladder(cost=weakest_rung) builds it, so the two choose the same ladder
        first, last = (end, start) if flip else (start, end)
        dag = shortest_ladder_graph(first, last, metric, max_depth, lexicon=lexicon, max_expansions=max_expansions,
                                    timeout=timeout)
    except LadderError:
        if not flip:
            raise
        shortest_ladder_graph(start, end, metric, max_depth, lexicon=lexicon, max_expansions=max_expansions,
                              timeout=timeout)  # the error in the pair's own orientation
        raise
    if lexicon.lowest_rank is None:  # no ranks to choose by: the plain search's ladder, as on the command line
        return make_ladder(dag.end if flip else dag.start, dag.start if flip else dag.end, metric, max_depth,
                           lexicon=lexicon, max_expansions=max_expansions, timeout=timeout), dag.count()
    path = dag.weakest(lambda a, b: 0.0 if b == dag.end else float(weakest_rung.step_cost(a, b, lexicon)))
    return Ladder(tuple(path[::-1] if flip else path), metric.name), dag.count()
