"""The answer a person sees for a pair of words, computed in one place: every front end asks :func:`answer`.

``ladders START END``, ``ladders batch``, the web API and page, and the
game's hints and end-of-round solutions all show what this module returns,
``answer(query)`` (or, for a pair of words, ``answer(start, end, ...)``):

- the *first ladder*: among the shortest ladders, one with no offensive word
  when one exists, then with no undefined word (an English list), then whose
  least common word is as common as any allows (ties: the lowest total
  rarity, then one fixed order, the same for a pair and its reverse:
  :func:`~ladders.words.society.reader_first_price`). With ``shown_words`` (the
  game), words a puzzle may show come first
  (:func:`~ladders.words.society.shown_first_price`); a word list without
  ranks gets the plain search's ladder, ``make_ladder``'s;
- how many shortest ladders there are, read from the same layered graph of
  every shortest ladder that the first ladder is chosen from (one search);
- on request, the *commoner ladder*: at most two steps longer, the ladder
  whose rarest word is commonest, when that word is commoner than the first
  ladder's (:func:`~ladders.solve.commoner.commoner_ladder`, a few bounded
  searches that never hold the answer up);
- when there is no ladder, the reason (a :class:`~ladders.errors.NoLadderError`):
  "no ladder" is an answer, not a failure;
- never a bare offensive word between the ends (but for the game's choice,
  whose front ends mask what a puzzle may not show): when every shortest
  ladder needs one, the first ladder is the shortest that needs none
  (``offensive == "longer"``); when no ladder without one is found (within
  the step cap and :data:`OFFENSIVE_TRIES` searches), the first ladder has
  each offensive word masked in its spelling, *ch••r*
  (:func:`~ladders.words.society.masked`; ``offensive == "masked"``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, overload

from .._records import Record
from ..errors import BrokenInvariantError, NoLadderError, SearchLimitError
from ..moves.metrics import DistanceMetric, levenshtein
from ..search.problem import limits_of
from ..words.embedded import NOT_SHOWN, UNRANKED, reader_first_penalty
from ..words.frequency import undefined_at
from .commoner import commoner_ladder
from .find import layered_graph
from .ladder import Ladder
from .query import LexiconLike, Query, query, searched_backwards

__all__ = ["Answer", "answer", "answer_query", "OFFENSIVE_TRIES"]


class Answer(Record):
    """What a person sees for a pair: the first ladder, how many shortest ladders there are, the commoner
    ladder, or why there is none.

    ``ladder`` is None exactly when there is no ladder; then ``why`` says why
    and ``shortest_count`` is 0. An answer is true when it has a ladder.
    ``offensive`` is None, or says why the first ladder is not a plain shortest
    one: ``"longer"`` (every shortest ladder needs an offensive word; this one
    needs none) or ``"masked"`` (none without one was found; its spelling
    masks them).
    """

    start: str
    end: str
    metric: str
    ladder: Ladder | None
    shortest_count: int = 0
    common: Ladder | None = None
    why: NoLadderError | None = None
    offensive: str | None = None

    def __bool__(self) -> bool:
        return self.ladder is not None

    def as_json(self, *, definitions: bool = False) -> dict[str, Any]:
        """The answer as the command line's ``--json`` and every batch line print it.

        A ladder: ``start``, ``end``, ``steps``, ``metric``, ``words``,
        ``shortest_count``, ``common`` (the commoner ladder) when there is
        one, and ``offensive`` when it is set (``spelled`` then masks each
        offensive word); with *definitions*, every definition of each word. No ladder:
        the error object every front end prints (``error: "no_ladder"``,
        ``message``, ``reason``, ``shortest``, ``max_depth``).
        """
        if self.ladder is None:
            from ..errors import describe
            if self.why is None:
                raise BrokenInvariantError("an answer without a ladder says why")
            _, code, message, details = describe(self.why)
            return {"error": code, "message": message, **details}
        record: dict[str, Any] = {**self.ladder.as_json(), "shortest_count": self.shortest_count}
        if self.common is not None:
            record["common"] = self.common.as_json()
        if self.offensive is not None:
            record["offensive"] = self.offensive
        if definitions:
            from ..words.definitions import define  # read only when definitions are asked for
            record["definitions"] = [[d.as_json() for d in define(word)] for word in self.ladder.words]
        return record


@overload
def answer(query: Query, /, *, commoner: bool = False, shown_words: bool = False) -> Answer: ...


@overload
def answer(start: str, end: str, metric: DistanceMetric = levenshtein, max_depth: int | None = 10, *,
           lexicon: LexiconLike = None, commoner: bool = False, shown_words: bool = False,
           max_expansions: int | None = None, timeout: float | None = None) -> Answer: ...


def answer(start: str | Query, end: str | None = None, metric: DistanceMetric = levenshtein,
           max_depth: int | None = 10, *, lexicon: LexiconLike = None, commoner: bool = False,
           shown_words: bool = False, max_expansions: int | None = None, timeout: float | None = None) -> Answer:
    """The answer a person sees for a query (:func:`~ladders.solve.query.query`), or for *start* → *end*: the
    commonest shortest ladder and how many shortest ladders there are; with *commoner*, the commoner longer
    ladder when one exists; or why there is none.

    ``answer(query)`` asks a checked query; ``answer(start, end, ...)`` is
    ``answer(query(start, end, ...))``, its arguments meaning what they mean to
    :func:`~ladders.solve.api.make_ladder`. *shown_words* puts words a puzzle may
    show first (the game's choice).

    >>> words = ["cold", "cord", "card", "ward", "warm", "worm", "word"]
    >>> found = answer("cold", "warm", lexicon=words)
    >>> print(found.ladder, found.shortest_count)
    cold → cord → word → ward → warm 3
    >>> answer(query("cold", "warm", max_depth=3, lexicon=words)).why.reason
    'none within 3 steps (the shortest has 4)'

    Raises :class:`~ladders.errors.UnknownWordError` for a word not in the
    lexicon, :class:`~ladders.errors.SearchLimitError` when a limit stops the
    search, and ``TypeError``/``ValueError`` for bad arguments (a query with pair arguments beside it too).
    """
    if isinstance(start, Query):
        if (end is not None or metric is not levenshtein or max_depth != 10 or lexicon is not None
                or max_expansions is not None or timeout is not None):
            raise TypeError("answer(query) takes the pair from the query: pass no end, metric, max_depth, lexicon, "
                            "max_expansions or timeout beside it")
        return answer_query(start, commoner=commoner, shown_words=shown_words)
    if end is None:
        raise TypeError("answer needs a query, or a start and an end word")
    return answer_query(query(start, end, metric=metric, max_depth=max_depth, lexicon=lexicon,
                              limits=limits_of(max_expansions, timeout)), commoner=commoner, shown_words=shown_words)


def answer_query(query: Query, *, commoner: bool = False, shown_words: bool = False) -> Answer:
    """``answer(query)``: the answer for a checked query."""
    found = _first(query, shown_words)
    if found.ladder is not None and not shown_words:
        query, found = _decent(query, found, found.ladder)
    if not commoner or found.ladder is None or found.offensive == "masked":
        return found
    common = commoner_ladder(found.ladder, query)
    return found if common is None or _offensive(common, query) else found.replace(common=common)


OFFENSIVE_TRIES = 16
"""How many times the first ladder is searched again, the offensive words met so far left out, before the ladder
is shown masked."""


def _decent(query: Query, found: Answer, first: Ladder) -> tuple[Query, Answer]:
    """*found* and *query*, or, when *found*'s first ladder (*first*) needs an offensive word, the shortest ladder
    that needs none and the query (avoiding every offensive word met) that found it; when none is found, *found*
    with each offensive word of its ladder masked."""
    met = _offensive(first, query)
    if not met:
        return query, found
    avoided, seen = query, set(met)
    for _ in range(OFFENSIVE_TRIES):
        avoided = avoided.replace(avoid=avoided.avoid | seen)
        try:
            again = _first(avoided, False)
        except SearchLimitError:
            break
        if again.ladder is None:
            break
        more = _offensive(again.ladder, avoided)
        if not more:
            longer = again.ladder.steps > first.steps
            return avoided, found.replace(ladder=again.ladder, offensive="longer" if longer else None)
        seen |= more
    from ..words.society import masked  # the rules of good society, read when a ladder needs one
    shown = tuple(masked(spelling) if word in met else spelling
                  for word, spelling in zip(first.words, first.shown, strict=True))
    return query, found.replace(ladder=first.replace(spelled=shown), offensive="masked")


def _offensive(ladder: Ladder, query: Query) -> set[str]:
    """The offensive words of *ladder* between its ends (ends a person typed are never hidden from them).

    A word the shipped bits call fit to show is never offensive, so a plain pair over the embedded dictionary
    loads none of the rules of good society."""
    words = query.lexicon
    unsure = [word for word in ladder.words[1:-1] if reader_first_penalty(word, words) in (None, 2)]
    if not unsure:
        return set()
    from ..words.society import is_offensive  # the rules of good society, read when a word may be offensive
    return {word for word in unsure if is_offensive(word, words)}


def _first(query: Query, shown_words: bool) -> Answer:
    """The first ladder and the count of shortest ladders (no commoner ladder), or why there is none."""
    metric = query.metric.name
    flip = searched_backwards(query.metric, query.start, query.end)
    plain = query.lexicon.lowest_rank is None and not shown_words  # no ranks to choose by: the plain search's ladder
    budget = query.budget() if plain else None  # spent by both searches; else the graph's own
    dag = layered_graph(query, budget, backwards=flip)
    if isinstance(dag, NoLadderError):  # "no ladder" is an answer
        return Answer(query.start, query.end, metric, None, why=dag)
    if budget is not None:
        path = query.shortest_path(budget)
        if path is None:
            raise BrokenInvariantError("the layered graph found a ladder, yet the search found none")
    else:
        price = _shown_first(query) if shown_words else _reader_first(query)
        goal = dag.end  # every way ends there: it costs nothing, so only the words between the ends count
        path = dag.weakest(lambda a, b: 0.0 if b == goal else price(b))
        path = path[::-1] if flip else path
    return Answer(query.start, query.end, metric, query.ladder(path), dag.count())


def _reader_first(query: Query) -> Callable[[str], float]:
    """The first answer's price of a word (:func:`~ladders.words.society.reader_first_price`): read from the
    shipped bits on the embedded dictionary, so a plain pair loads none of the rules of good society."""
    words = query.lexicon
    if reader_first_penalty(query.start, words) is not None:
        def price(word: str) -> float:
            rank, tier = words.rank(word) or UNRANKED, reader_first_penalty(word, words) or 0
            return float(rank + (3 if tier == 2 else 2 if tier == 1 and undefined_at(rank) else tier) * NOT_SHOWN)
        return price
    from ..words.society import reader_first_price  # another word list: judged by the rules themselves
    return lambda word: reader_first_price(word, words)


def _shown_first(query: Query) -> Callable[[str], float]:
    from ..words.society import shown_first_price  # the game's choice: only it needs the rules of shown words
    return lambda word: shown_first_price(word, query.lexicon)
