"""The public calls: :func:`make_ladder` and :func:`all_ladders`, a thin facade over the pair questions.

Each call checks its arguments at once (one frozen :class:`~ladders.solve.query.Query`,
from :func:`~ladders.solve.query.query`) and hands the query down: to
:func:`~ladders.solve.constraints.best` for one ladder (by a search strategy, a cost model, a word to pass through or
a seeded draw), and to :func:`~ladders.solve.streams.ladders_by_length` for
the stream of every ladder.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING

from ..moves.metrics import DistanceMetric, levenshtein
from ..search import Strategy, bidirectional
from ..search.problem import limits_of
from .constraints import best
from .costs import CostModel
from .ladder import Ladder
from .query import LexiconLike, Query, query

if TYPE_CHECKING:
    from ..graph.groups import Components

__all__ = ["make_ladder", "all_ladders"]


def make_ladder(
    start: str,
    end: str,
    metric: DistanceMetric = levenshtein,
    max_depth: int | None = 10,
    *,
    lexicon: LexiconLike = None,
    strategy: Strategy = bidirectional,
    max_expansions: int | None = None,
    timeout: float | None = None,
    cost: CostModel | None = None,
    avoid: Iterable[str] | None = None,
    via: str | None = None,
    seed: int | str | None = None,
    allow_unknown_ends: bool | str = False,
    use_components: bool = False,
) -> Ladder:
    """Find a ladder from *start* to *end*, shortest unless *strategy* says otherwise.

    *metric* decides the moves (:data:`~ladders.moves.metrics.substitution`,
    :data:`~ladders.moves.metrics.levenshtein`, :data:`~ladders.moves.metrics.damerau` or
    your own); *max_depth* caps the steps (None: no cap); *lexicon* is a
    :class:`~ladders.words.lexicon.Lexicon` or any iterable of words (default: the
    embedded dictionary); *strategy* is a search function from
    :mod:`ladders.search`; *max_expansions* and *timeout* (seconds) bound the work.
    Words are folded to lowercase NFC first.

    >>> words = ["cold", "cord", "card", "ward", "warm", "worm", "word"]
    >>> print(make_ladder("cold", "warm", lexicon=words))
    cold → cord → word → ward → warm

    Raises :class:`~ladders.errors.UnknownWordError` for a word not in the
    lexicon, :class:`~ladders.errors.NoLadderError` when no ladder exists
    within *max_depth*, :class:`~ladders.errors.SearchLimitError` when a
    limit stops the search, and ``TypeError``/``ValueError`` for bad arguments.

    The default is fast: any shortest ladder. For the commonest shortest ladder
    (a shortest one whose least common word is as common as can be, what
    ``ladders START END`` prints first), ask for it with ``cost=weakest_rung``:

    >>> from ladders import weakest_rung
    >>> print(make_ladder("head", "tail", cost=weakest_rung))
    head → held → hell → tell → tall → tail

    *cost* (a :class:`~ladders.solve.costs.CostModel`, such as ``ladders.rarity``)
    says what "best" means; *avoid* names words never used; *via* a word the
    ladder passes through; *seed* picks at random, reproducibly, among equally
    good ladders; *allow_unknown_ends* lets the ends be missing from the
    lexicon (for this query only): ``True`` or ``"both"`` either end, ``"start"``
    or ``"end"`` that one only. It is ``best(query(start, end, ...), ...)``
    (:func:`ladders.solve.query.query`, :func:`ladders.solve.constraints.best`).
    *strategy* chooses the search of a fewest-steps ladder; with a *seed* or
    another *cost* the search is the cost model's, and a *strategy* other
    than the default is a ``TypeError``. *use_components* builds the word
    graph's groups (:mod:`ladders.graph`, the ``graph`` extra) to answer "no
    ladder" at once, whatever else is asked; once built they are used anyway.
    """
    pair = query(start, end, metric=metric, max_depth=max_depth, lexicon=lexicon, avoid=avoid,
                 allow_unknown_ends=allow_unknown_ends, limits=limits_of(max_expansions, timeout))
    groups = None if use_components is False else word_groups(pair, use_components)
    return best(pair, cost=cost, via=via, seed=seed, strategy=strategy, groups=groups)


def word_groups(pair: Query, wanted: bool) -> Components | None:
    """The word graph's groups for *pair*'s lexicon and metric when *wanted* (``use_components``), else None."""
    if not isinstance(wanted, bool):
        raise TypeError(f"use_components must be True or False, not {wanted!r}")
    if not wanted:
        return None
    from ..graph.groups import components  # imported here for start-up time: the solver rarely needs it
    return components(pair.lexicon, pair.metric)


def all_ladders(
    start: str,
    end: str,
    metric: DistanceMetric = levenshtein,
    max_depth: int | None = 10,
    *,
    lexicon: LexiconLike = None,
    max_expansions: int | None = None,
    timeout: float | None = None,
    avoid: Iterable[str] | None = None,
    allow_unknown_ends: bool | str = False,
) -> Iterator[Ladder]:
    """Yield every ladder from *start* to *end* with no repeated word, shortest first (lazy).

    Ladders come in non-decreasing length, up to *max_depth* steps (None: up
    to the longest possible). Arguments are checked at once; a stream that
    finds nothing is simply empty. Memory stays bounded by the words within
    reach, however long the stream is read; *max_expansions* and *timeout*
    bound the work of the whole stream. *avoid* and *allow_unknown_ends* mean
    what they mean to :func:`make_ladder`.

    >>> words = ["cold", "cord", "card", "ward", "warm", "worm", "word"]
    >>> [ladder.steps for ladder in all_ladders("cold", "warm", lexicon=words)]
    [4, 4, 4, 6]

    Raises :class:`~ladders.errors.UnknownWordError` and ``TypeError``/``ValueError`` at once.
    """
    from .streams import ladders_by_length  # start-up time: a single ladder never needs the stream
    return ladders_by_length(query(start, end, metric=metric, max_depth=max_depth, lexicon=lexicon, avoid=avoid,
                                   allow_unknown_ends=allow_unknown_ends, limits=limits_of(max_expansions, timeout)))
